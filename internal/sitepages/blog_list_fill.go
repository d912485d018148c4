package sitepages

// Writing the live posts into the built /blogs page (blog-list.tsx's markup): the cards, the category
// chips, the count read to screen readers, and the JSON block the page reads before hydrating.

import (
	"bytes"
	"encoding/json"
	"strconv"

	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/nivaas-interiors/site/internal/blog"
)

// blogListBlock is the JSON the front end reads for a filled /blogs: every live post and the categories' chips.
type blogListBlock struct {
	Posts      []blog.Article `json:"posts"`
	Categories []string       `json:"categories"`
}

// fillList writes the live posts and their categories into the built /blogs page (blog-list.tsx's markup).
func fillList(shell []byte, live []blog.Article, categories []string) ([]byte, error) {
	doc, err := xhtml.Parse(bytes.NewReader(shell))
	if err != nil {
		return nil, err
	}
	head := find(doc, tag(atom.Head))
	list := find(doc, func(n *xhtml.Node) bool { return n.DataAtom == atom.Ul && classHas(n, "grid", "gap-8") })
	chips := find(doc, func(n *xhtml.Node) bool {
		return attrOf(n, "role") == "group" && attrOf(n, "aria-label") == "Filter by category"
	})
	count := find(doc, func(n *xhtml.Node) bool { return n.DataAtom == atom.P && attrOf(n, "aria-live") == "polite" })
	if head == nil || list == nil || chips == nil || count == nil || list.FirstChild == nil || chips.FirstChild == nil {
		return nil, errShell
	}
	chip := cloneTree(chips.FirstChild)
	removeChildren(chips)
	for _, c := range categories {
		b := cloneTree(chip)
		setText(b, c)
		chips.AppendChild(b)
	}
	setText(count, strconv.Itoa(len(live))+" articles")
	if len(live) == 1 {
		setText(count, "1 article")
	}
	card := cloneTree(list.FirstChild)
	removeChildren(list)
	for _, p := range live {
		li := cloneTree(card)
		if err := fillCard(li, p); err != nil {
			return nil, err
		}
		list.AppendChild(li)
	}
	block, err := json.Marshal(blogListBlock{Posts: live, Categories: categories})
	if err != nil {
		return nil, err
	}
	script := &xhtml.Node{Type: xhtml.ElementNode, DataAtom: atom.Script, Data: "script",
		Attr: []xhtml.Attribute{{Key: "type", Val: "application/json"}, {Key: "id", Val: blog.C.DataID}}}
	script.AppendChild(&xhtml.Node{Type: xhtml.TextNode, Data: string(block)})
	head.AppendChild(script)
	var out bytes.Buffer
	if err := xhtml.Render(&out, doc); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

func removeChildren(n *xhtml.Node) {
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		n.RemoveChild(c)
		c = next
	}
}

// fillCard makes one card of the list show p.
func fillCard(li *xhtml.Node, p blog.Article) error {
	img := find(li, tag(atom.Img))
	eyebrow := find(li, tag(atom.P))
	heading := find(li, tag(atom.H2))
	when := find(li, tag(atom.Time))
	excerpt := find(li, func(n *xhtml.Node) bool { return n.DataAtom == atom.P && classHas(n, "line-clamp-3") })
	links := findAll(li, tag(atom.A))
	if img == nil || eyebrow == nil || heading == nil || when == nil || excerpt == nil || len(links) != 2 || when.Parent == nil {
		return errShell
	}
	setAttr(img, "src", p.Image)
	setAttr(img, "alt", p.ImageAlt)
	setText(eyebrow, p.Category)
	setText(links[0], p.Title)
	for _, a := range links {
		setAttr(a, "href", "/blogs/"+p.Slug)
	}
	setAttr(links[1], "aria-label", "Read More: "+p.Title)
	// "By <!-- -->Author<!-- --> · <time…>": the author is the text after the first comment.
	for c := when.Parent.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == xhtml.CommentNode && c.NextSibling != nil && c.NextSibling.Type == xhtml.TextNode {
			c.NextSibling.Data = p.Author
			break
		}
	}
	setAttr(when, "datetime", p.IsoDate)
	setText(when, p.Date)
	setText(excerpt, p.Excerpt)
	return nil
}

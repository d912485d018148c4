package sitepages

// Writing a post into a pre-rendered article page (the shell): the head's title,
// description, canonical, social tags and JSON-LD, the article's header, cover,
// body and "Latest Posts", and a JSON block (blog.C.DataID) the front end reads
// before it hydrates (web/app/routes/blog-article.tsx), so React renders the same.

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/web/app/content"
)

// fullTitle is lib/seo.ts's: the brand after the title unless it already names it.
func fullTitle(title string) string {
	if strings.Contains(title, content.Settings.BrandName) {
		return title
	}
	return title + " | " + content.Settings.BrandName
}

func absoluteURL(origin, p string) string {
	if strings.HasPrefix(p, "http://") || strings.HasPrefix(p, "https://") {
		return p
	}
	return origin + p
}

func attrOf(n *xhtml.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func setAttr(n *xhtml.Node, key, val string) {
	for i, a := range n.Attr {
		if a.Key == key {
			n.Attr[i].Val = val
			return
		}
	}
	n.Attr = append(n.Attr, xhtml.Attribute{Key: key, Val: val})
}

func dropAttr(n *xhtml.Node, key string) {
	for i, a := range n.Attr {
		if a.Key == key {
			n.Attr = append(n.Attr[:i], n.Attr[i+1:]...)
			return
		}
	}
}

func setText(n *xhtml.Node, text string) {
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		n.RemoveChild(c)
		c = next
	}
	n.AppendChild(&xhtml.Node{Type: xhtml.TextNode, Data: text})
}

// find is the first element under n that match accepts, depth first.
func find(n *xhtml.Node, match func(*xhtml.Node) bool) *xhtml.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == xhtml.ElementNode && match(c) {
			return c
		}
		if f := find(c, match); f != nil {
			return f
		}
	}
	return nil
}

func findAll(n *xhtml.Node, match func(*xhtml.Node) bool) []*xhtml.Node {
	var list []*xhtml.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == xhtml.ElementNode && match(c) {
			list = append(list, c)
		}
		list = append(list, findAll(c, match)...)
	}
	return list
}

func tag(a atom.Atom) func(*xhtml.Node) bool {
	return func(n *xhtml.Node) bool { return n.DataAtom == a }
}

func classHas(n *xhtml.Node, parts ...string) bool {
	class := " " + attrOf(n, "class") + " "
	for _, p := range parts {
		if !strings.Contains(class, " "+p+" ") {
			return false
		}
	}
	return true
}

func cloneTree(n *xhtml.Node) *xhtml.Node {
	c := &xhtml.Node{Type: n.Type, DataAtom: n.DataAtom, Data: n.Data, Namespace: n.Namespace, Attr: append([]xhtml.Attribute(nil), n.Attr...)}
	for k := n.FirstChild; k != nil; k = k.NextSibling {
		c.AppendChild(cloneTree(k))
	}
	return c
}

// articleJSONLD is article-meta.ts's articleJsonLd and the breadcrumb after it.
func articleJSONLD(origin string, a *blog.Article) (article, crumbs []byte) {
	url := origin + "/blogs/" + a.Slug
	article, _ = json.Marshal(map[string]any{
		"@context": "https://schema.org", "@type": "Article", "headline": a.Title, "description": a.Excerpt,
		"image": []string{absoluteURL(origin, a.Image)}, "datePublished": a.IsoDate, "dateModified": a.IsoDate,
		"author": map[string]any{"@type": "Person", "name": a.Author},
		"publisher": map[string]any{"@type": "Organization", "@id": origin + "/#organization", "name": content.Settings.BrandName,
			"logo": map[string]any{"@type": "ImageObject", "url": origin + "/favicon.svg"}},
		"mainEntityOfPage": map[string]any{"@type": "WebPage", "@id": url}, "articleSection": a.Category,
		"keywords": strings.Join(a.Keywords, ", "), "inLanguage": "en-IN",
	})
	crumbs, _ = json.Marshal(map[string]any{"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": []any{
		map[string]any{"@type": "ListItem", "position": 1, "name": "Home", "item": origin + "/"},
		map[string]any{"@type": "ListItem", "position": 2, "name": "Blogs", "item": origin + "/blogs"},
		map[string]any{"@type": "ListItem", "position": 3, "name": a.Title, "item": url},
	}})
	return article, crumbs
}

// blogBlock is the JSON the front end reads for a filled article: the post and the sidebar's latest posts.
type blogBlock struct {
	Post   *blog.Article  `json:"post"`
	Latest []blog.Article `json:"latest"`
}

// fillArticle writes a and the latest posts into shell, another article's pre-rendered page.
func fillArticle(shell []byte, origin string, a *blog.Article, latest []blog.Article) ([]byte, error) {
	doc, err := xhtml.Parse(bytes.NewReader(shell))
	if err != nil {
		return nil, err
	}
	head := find(doc, tag(atom.Head))
	art := find(doc, tag(atom.Article))
	if head == nil || art == nil {
		return nil, errShell
	}
	fillArticleHead(head, origin, a)
	block, err := json.Marshal(blogBlock{Post: a, Latest: latest}) // <, > and & come out as \u003c…: nothing closes the script
	if err != nil {
		return nil, err
	}
	head.AppendChild(&xhtml.Node{Type: xhtml.ElementNode, DataAtom: atom.Script, Data: "script",
		Attr:       []xhtml.Attribute{{Key: "type", Val: "application/json"}, {Key: "id", Val: blog.C.DataID}},
		FirstChild: nil})
	head.LastChild.AppendChild(&xhtml.Node{Type: xhtml.TextNode, Data: string(block)})
	if err := fillArticleBody(art, a, latest); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := xhtml.Render(&out, doc); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

type shellError string

func (e shellError) Error() string { return string(e) }

// errShell: the pre-rendered page lacks what a post is written into (a build that changed the article's markup).
const errShell = shellError("sitepages: the article shell has no head or article")

func fillArticleHead(head *xhtml.Node, origin string, a *blog.Article) {
	title := fullTitle(a.Title)
	if a.SEOTitle != "" {
		title = fullTitle(a.SEOTitle)
	}
	image := a.Image
	if a.SocialImage != "" {
		image = a.SocialImage
	}
	url := origin + "/blogs/" + a.Slug
	values := map[string]string{
		"description": a.Excerpt, "og:type": "article", "og:title": title, "og:description": a.Excerpt, "og:url": url,
		"og:image": absoluteURL(origin, image), "twitter:title": title, "twitter:description": a.Excerpt,
		"twitter:image": absoluteURL(origin, image), "keywords": strings.Join(a.Keywords, ", "), "author": a.Author,
		"og:image:alt": a.ImageAlt, "article:published_time": a.IsoDate, "article:author": a.Author, "article:section": a.Category,
	}
	articleLD, crumbsLD := articleJSONLD(origin, a)
	var lastMeta *xhtml.Node
	for c := head.FirstChild; c != nil; {
		next := c.NextSibling
		switch {
		case c.DataAtom == atom.Title:
			setText(c, title)
		case c.DataAtom == atom.Meta:
			key := attrOf(c, "name") + attrOf(c, "property")
			if key == "article:tag" {
				head.RemoveChild(c)
				break
			}
			if v, ok := values[key]; ok {
				setAttr(c, "content", v)
				lastMeta = c
			}
		case c.DataAtom == atom.Link && attrOf(c, "rel") == "canonical":
			setAttr(c, "href", url)
		case c.DataAtom == atom.Link && attrOf(c, "rel") == "preload" && attrOf(c, "as") == "image":
			setAttr(c, "href", a.Image)
		case c.DataAtom == atom.Script && attrOf(c, "type") == "application/ld+json" && c.FirstChild != nil:
			switch {
			case strings.Contains(c.FirstChild.Data, `"@type":"Article"`):
				c.FirstChild.Data = string(articleLD)
			case strings.Contains(c.FirstChild.Data, `"@type":"BreadcrumbList"`):
				c.FirstChild.Data = string(crumbsLD)
			}
		}
		c = next
	}
	if lastMeta == nil {
		return
	}
	for i := len(a.Keywords) - 1; i >= 0; i-- {
		head.InsertBefore(&xhtml.Node{Type: xhtml.ElementNode, DataAtom: atom.Meta, Data: "meta",
			Attr: []xhtml.Attribute{{Key: "property", Val: "article:tag"}, {Key: "content", Val: a.Keywords[i]}}}, lastMeta.NextSibling)
	}
}

func fillArticleBody(art *xhtml.Node, a *blog.Article, latest []blog.Article) error {
	h1 := find(art, tag(atom.H1))
	crumb := find(art, func(n *xhtml.Node) bool { return n.DataAtom == atom.Li && attrOf(n, "aria-current") == "page" })
	cover := find(art, func(n *xhtml.Node) bool { return n.DataAtom == atom.Img && classHas(n, "rounded-card", "w-full") })
	body := find(art, func(n *xhtml.Node) bool { return n.DataAtom == atom.Div && classHas(n, "mt-8", "max-w-[44rem]") })
	byline := find(art, func(n *xhtml.Node) bool { return n.DataAtom == atom.Span && classHas(n, "font-semibold", "text-ink") })
	when := find(art, tag(atom.Time))
	minutes := find(art, func(n *xhtml.Node) bool { return n.DataAtom == atom.Span && classHas(n, "inline-flex", "gap-1") })
	list := find(art, func(n *xhtml.Node) bool { return n.DataAtom == atom.Ul && classHas(n, "flex-col", "gap-4") })
	if h1 == nil || crumb == nil || cover == nil || body == nil || byline == nil || when == nil || minutes == nil || list == nil {
		return errShell
	}
	setText(h1, a.Title)
	setText(crumb, a.Title)
	for eyebrow := h1.PrevSibling; eyebrow != nil; eyebrow = eyebrow.PrevSibling {
		if eyebrow.Type == xhtml.ElementNode {
			setText(eyebrow, a.Category)
			break
		}
	}
	setAttr(cover, "src", a.Image)
	setAttr(cover, "alt", a.ImageAlt)
	setText(byline, a.Author)
	setAttr(when, "datetime", a.IsoDate)
	setText(when, a.Date)
	// "<svg…/>6<!-- --> min read": the number is the text right after the icon.
	if icon := find(minutes, func(n *xhtml.Node) bool { return n.Data == "svg" }); icon != nil && icon.NextSibling != nil && icon.NextSibling.Type == xhtml.TextNode {
		icon.NextSibling.Data = strconv.Itoa(a.ReadingMinutes)
	}
	nodes, err := xhtml.ParseFragment(strings.NewReader(a.Content), body)
	if err != nil {
		return err
	}
	for c := body.FirstChild; c != nil; {
		next := c.NextSibling
		body.RemoveChild(c)
		c = next
	}
	for _, n := range nodes {
		body.AppendChild(n)
	}
	return fillLatest(list, a.Slug, latest)
}

// fillLatest makes the sidebar's list one item per latest post, each a copy of the built first item.
func fillLatest(list *xhtml.Node, current string, latest []blog.Article) error {
	first := find(list, tag(atom.Li))
	if first == nil {
		return errShell
	}
	model := cloneTree(first)
	for c := list.FirstChild; c != nil; {
		next := c.NextSibling
		list.RemoveChild(c)
		c = next
	}
	for _, p := range latest {
		li := cloneTree(model)
		link := find(li, tag(atom.A))
		img := find(li, tag(atom.Img))
		spans := findAll(li, func(n *xhtml.Node) bool {
			return n.DataAtom == atom.Span && n.FirstChild != nil && n.FirstChild.Type == xhtml.TextNode
		})
		if link == nil || img == nil || len(spans) < 2 {
			return errShell
		}
		setAttr(link, "href", "/blogs/"+p.Slug)
		dropAttr(link, "aria-current")
		if p.Slug == current {
			link.Attr = append([]xhtml.Attribute{{Key: "aria-current", Val: "page"}}, link.Attr...)
		}
		setAttr(img, "src", p.Image)
		setText(spans[0], p.Title)
		setText(spans[1], p.Date)
		list.AppendChild(li)
	}
	return nil
}

package sitepages

// Small rewrites of one element or one list item, for site_content_fill.go.

import (
	"bytes"
	"html"
	"strings"

	xhtml "golang.org/x/net/html"
)

// tagOf is a start tag's name and attributes.
func tagOf(raw []byte) (string, map[string]string) {
	z := xhtml.NewTokenizer(bytes.NewReader(raw))
	z.Next()
	name, more := z.TagName()
	attrs := map[string]string{}
	for more {
		var k, v []byte
		k, v, more = z.TagAttr()
		attrs[string(k)] = string(v)
	}
	return string(name), attrs
}

// withAttrs is the start tag raw with set's attributes given (nil: removed), the others kept in order.
func withAttrs(raw []byte, set map[string]*string) []byte {
	z := xhtml.NewTokenizer(bytes.NewReader(raw))
	tt := z.Next()
	name, more := z.TagName()
	var b strings.Builder
	b.WriteString("<" + string(name))
	done := map[string]bool{}
	for more {
		var k, v []byte
		k, v, more = z.TagAttr()
		key, val := string(k), string(v)
		if nv, ok := set[key]; ok {
			done[key] = true
			if nv == nil {
				continue
			}
			val = *nv
		}
		b.WriteString(" " + key + `="` + html.EscapeString(val) + `"`)
	}
	for key, v := range set {
		if !done[key] && v != nil {
			b.WriteString(" " + key + `="` + html.EscapeString(*v) + `"`)
		}
	}
	if tt == xhtml.SelfClosingTagToken {
		b.WriteString("/")
	}
	b.WriteString(">")
	return []byte(b.String())
}

// field is what a data-live-field element of a list item gets: its text, or raw content, and attributes.
type field struct {
	text  *string
	raw   []byte
	attrs map[string]*string
}

// rewriteFields copies item, giving each element marked data-live-field=K the field fields[K].
func rewriteFields(item []byte, fields map[string]field) []byte {
	var out []byte
	z := xhtml.NewTokenizer(bytes.NewReader(item))
	for {
		tt := z.Next()
		switch tt {
		case xhtml.ErrorToken:
			return out
		case xhtml.StartTagToken, xhtml.SelfClosingTagToken:
			raw := append([]byte(nil), z.Raw()...)
			_, attrs := tagOf(raw)
			fd, ok := fields[attrs["data-live-field"]]
			if !ok {
				out = append(out, raw...)
				continue
			}
			if fd.attrs != nil {
				raw = withAttrs(raw, fd.attrs)
			}
			out = append(out, raw...)
			if tt != xhtml.StartTagToken || (fd.text == nil && fd.raw == nil) {
				continue
			}
			if fd.text != nil {
				out = append(out, html.EscapeString(*fd.text)...)
			} else {
				out = append(out, fd.raw...)
			}
			out = skipContent(z, out)
		default:
			out = append(out, z.Raw()...)
		}
	}
}

// elements are the raw elements inside item whose start tag match accepts.
func elements(item []byte, match func(tag string, attrs map[string]string) bool) [][]byte {
	var found [][]byte
	z := xhtml.NewTokenizer(bytes.NewReader(item))
	var cur []byte
	depth := 0
	for {
		tt := z.Next()
		if tt == xhtml.ErrorToken {
			return found
		}
		switch {
		case depth == 0 && tt == xhtml.StartTagToken && match(tagOf(z.Raw())):
			depth, cur = 1, append([]byte(nil), z.Raw()...)
		case depth > 0:
			cur = append(cur, z.Raw()...)
			if tt == xhtml.StartTagToken {
				depth++
			} else if tt == xhtml.EndTagToken {
				if depth--; depth == 0 {
					found = append(found, cur)
				}
			}
		}
	}
}

// replaceText is item (an element holding only text) with text instead.
func replaceText(item []byte, text string) []byte {
	start := bytes.IndexByte(item, '>')
	end := bytes.LastIndex(item, []byte("</"))
	if start < 0 || end < start {
		return item
	}
	return append(append(append([]byte(nil), item[:start+1]...), html.EscapeString(text)...), item[end:]...)
}

// cityLink is a menu item whose link goes to href with text ("" keeps them), marked current
// the way the template's list marks it (class "active", aria-current) or not at all.
func cityLink(tmpl []byte, href, text string, current bool) []byte {
	var out []byte
	z := xhtml.NewTokenizer(bytes.NewReader(tmpl))
	inLink := false
	for {
		tt := z.Next()
		switch tt {
		case xhtml.ErrorToken:
			return out
		case xhtml.StartTagToken:
			raw := append([]byte(nil), z.Raw()...)
			tag, attrs := tagOf(raw)
			if tag != "a" {
				out = append(out, raw...)
				continue
			}
			inLink = true
			hadActive := strings.HasSuffix(attrs["class"], " active")
			hadCurrent := attrs["aria-current"] != ""
			set := map[string]*string{"aria-current": nil, "class": ptr(strings.TrimSuffix(attrs["class"], " active"))}
			if href != "" {
				set["href"] = &href
			}
			if current && hadActive {
				set["class"] = ptr(*set["class"] + " active")
			}
			if current && hadCurrent {
				set["aria-current"] = ptr("page")
			}
			if _, ok := attrs["class"]; !ok {
				delete(set, "class")
			}
			out = append(out, withAttrs(raw, set)...)
		case xhtml.TextToken:
			if inLink && text != "" {
				out = append(out, html.EscapeString(text)...)
			} else {
				out = append(out, z.Raw()...)
			}
		case xhtml.EndTagToken:
			if name, _ := z.TagName(); string(name) == "a" {
				inLink = false
			}
			out = append(out, z.Raw()...)
		default:
			out = append(out, z.Raw()...)
		}
	}
}

package photoerasure

import (
	"strings"

	"golang.org/x/net/html"
)

type bodyImage struct{ src, alt string }

// bodyImages is every <img> of a post's text.
func bodyImages(body string) []bodyImage {
	var list []bodyImage
	z := html.NewTokenizer(strings.NewReader(body))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return list
		case html.StartTagToken, html.SelfClosingTagToken:
			if t := z.Token(); t.Data == "img" {
				list = append(list, bodyImage{attr(t, "src"), attr(t, "alt")})
			}
		}
	}
}

func attr(t html.Token, name string) string {
	for _, a := range t.Attr {
		if a.Key == name {
			return a.Val
		}
	}
	return ""
}

// dropPhotos takes the photos in gone out of a post's text: a <figure> holding one goes whole,
// since its caption may name or describe the person too; an <img> outside a figure goes alone.
func dropPhotos(body string, gone map[string]bool) string {
	var out, figure strings.Builder
	inFigure, dropFigure := false, false
	z := html.NewTokenizer(strings.NewReader(body))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			if inFigure && !dropFigure {
				out.WriteString(figure.String())
			}
			return out.String()
		}
		raw := string(z.Raw())
		t := z.Token()
		switch {
		case tt == html.StartTagToken && t.Data == "figure" && !inFigure:
			inFigure, dropFigure = true, false
			figure.Reset()
			figure.WriteString(raw)
			continue
		case tt == html.EndTagToken && t.Data == "figure" && inFigure:
			inFigure = false
			if !dropFigure {
				figure.WriteString(raw)
				out.WriteString(figure.String())
			}
			continue
		case (tt == html.StartTagToken || tt == html.SelfClosingTagToken) && t.Data == "img" && gone[mediaHashOf(attr(t, "src"))]:
			if inFigure {
				dropFigure = true
			}
			continue
		}
		if inFigure {
			figure.WriteString(raw)
		} else {
			out.WriteString(raw)
		}
	}
}

package blog

// The allowlist every post body passes when it is saved and again when a page or
// the API serves it: what the editor can make and nothing else (no script, no
// event handlers, no style, no javascript: or data: links, no iframe but YouTube's embeds).

import (
	"iter"
	"regexp"
	"strings"

	"github.com/microcosm-cc/bluemonday"
	"golang.org/x/net/html"
)

var (
	// localImagePath is an uploaded photo or a built-in drawing, no "..", no other host.
	localImagePath = regexp.MustCompile(`^/(media|art)(/[A-Za-z0-9_][A-Za-z0-9._-]*)+$`)
	// youTubeEmbed is an embed on either origin; tidyFrames moves www.youtube.com's to youtube-nocookie.com.
	youTubeEmbed = regexp.MustCompile(`^https://www\.youtube(-nocookie)?\.com/embed/[A-Za-z0-9_-]{6,20}$`)
	pixels       = regexp.MustCompile(`^[0-9]{1,4}$`)
)

func localImage(src string) bool {
	return localImagePath.MatchString(src) && !strings.Contains(src, "..")
}

var policy = func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "h2", "h3", "h4", "strong", "em", "ul", "ol", "li", "blockquote", "figure", "figcaption", "br")
	// The built-in posts compare costs in tables; their texts stay exactly as they were.
	p.AllowElements("table", "thead", "tbody", "tr", "th", "td")
	p.AllowAttrs("href").OnElements("a")
	p.AllowURLSchemes("http", "https", "mailto")
	p.AllowRelativeURLs(true)
	p.RequireParseableURLs(true)
	p.RequireNoFollowOnFullyQualifiedLinks(true)
	p.RequireNoReferrerOnFullyQualifiedLinks(true)
	p.AllowAttrs("src").Matching(localImagePath).OnElements("img")
	p.AllowAttrs("alt").OnElements("img")
	p.AllowAttrs("width", "height").Matching(pixels).OnElements("img", "iframe")
	p.AllowAttrs("src").Matching(youTubeEmbed).OnElements("iframe")
	p.AllowAttrs("title").OnElements("iframe")
	p.AllowAttrs("allowfullscreen").Matching(regexp.MustCompile(`^(|allowfullscreen)$`)).OnElements("iframe")
	return p
}()

// Sanitize keeps only what the allowlist names; an iframe or image left without its address goes too,
// and a video is framed from youtube-nocookie.com, the one frame source the pages' CSP allows.
func Sanitize(body string) string {
	clean := policy.Sanitize(body)
	if !strings.Contains(clean, "<iframe") && !strings.Contains(clean, "<img") {
		return clean
	}
	return tidyFrames(clean)
}

// youTubeOrigin is YouTube's embed origin, which the CSP blocks; noCookieOrigin the privacy-enhanced one
// it allows: no cookie is set before the visitor plays the video.
const youTubeOrigin, noCookieOrigin = "https://www.youtube.com/", "https://www.youtube-nocookie.com/"

// tidyFrames removes <img> and <iframe> elements whose src the policy took away, moves every embed to
// youtube-nocookie.com, and drops the text inside an iframe: a browser shows none, and as raw text it was
// escaped once more on every save.
func tidyFrames(body string) string {
	var b strings.Builder
	z := html.NewTokenizer(strings.NewReader(body))
	inFrame, hollow := false, false
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			if inFrame && !hollow {
				b.WriteString("</iframe>")
			}
			return b.String()
		}
		t := z.Token()
		switch {
		case tt == html.StartTagToken && t.Data == "iframe":
			inFrame, hollow = true, attr(t, "src") == ""
			if hollow {
				continue
			}
			for i, a := range t.Attr {
				if a.Key == "src" && strings.HasPrefix(a.Val, youTubeOrigin) {
					t.Attr[i].Val = noCookieOrigin + strings.TrimPrefix(a.Val, youTubeOrigin)
				}
			}
		case tt == html.EndTagToken && t.Data == "iframe" && inFrame:
			inFrame = false
			if hollow {
				continue
			}
		case inFrame:
			continue
		case (tt == html.SelfClosingTagToken || tt == html.StartTagToken) && t.Data == "img" && attr(t, "src") == "":
			continue
		}
		b.WriteString(t.String())
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

// CheckBody names what an editor must fix before the body is kept: a photo
// without alt text, or one that is not an uploaded photo.
func CheckBody(body string) string {
	for t := range StartTags(body) {
		if t.Data != "img" {
			continue
		}
		if !localImage(strings.TrimSpace(attr(t, "src"))) {
			return msg("imageSrc")
		}
		if alt := strings.TrimSpace(attr(t, "alt")); alt == "" || len(alt) > C.Limits.Alt {
			return msg("imageAlt")
		}
	}
	return ""
}

// StartTags are body's opening and self-closing tags in order, read as a browser's tokenizer reads them.
func StartTags(body string) iter.Seq[html.Token] {
	return func(yield func(html.Token) bool) {
		z := html.NewTokenizer(strings.NewReader(body))
		for {
			switch z.Next() {
			case html.ErrorToken:
				return
			case html.StartTagToken, html.SelfClosingTagToken:
				if !yield(z.Token()) {
					return
				}
			}
		}
	}
}

// TextOf is the words of body without its tags (search, excerpt, reading time).
func TextOf(body string) string {
	var b strings.Builder
	z := html.NewTokenizer(strings.NewReader(body))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return strings.Join(strings.Fields(b.String()), " ")
		case html.TextToken:
			b.Write(z.Text())
			b.WriteByte(' ')
		}
	}
}

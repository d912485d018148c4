package httpapi

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestBlogVideoEmbedsStableAndFramed: a YouTube embed saved again and again keeps its text as it was (it used
// to be escaped once more on every save), and every embed the sanitiser keeps is a frame the page's CSP lets in
// (youtube-nocookie.com in both; a www.youtube.com embed, which the CSP blocked, is kept as its nocookie form).
func TestBlogVideoEmbedsStableAndFramed(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		cookie := a.signIn(t, a.account(t, staff.Editor))
		body := `<p>Tour.</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Tour &amp; walk-through" width="640" height="360" allowfullscreen>Watch &amp; learn &lt;3</iframe>` +
			`<iframe src="https://www.youtube-nocookie.com/embed/abcdefgh" title="Kitchen">A &amp; B</iframe>`
		res := a.as(t, cookie, "POST", "/api/admin/blog-posts", blogPostBody(func(p map[string]any) { p["bodyHtml"] = body }), nil)
		post := decodeBody(t, res)
		if res.StatusCode != 201 {
			t.Fatalf("create: %d %v", res.StatusCode, post)
		}
		first := post["bodyHtml"].(string)
		for i := range 3 {
			res = a.as(t, cookie, "PATCH", fmt.Sprintf("/api/admin/blog-posts/%v", post["id"]),
				jsonOf(map[string]any{"version": post["version"], "bodyHtml": post["bodyHtml"]}), nil)
			post = decodeBody(t, res)
			if res.StatusCode != 200 || post["bodyHtml"] != first {
				t.Fatalf("save %d: %d, body %q, want it unchanged: %q", i+2, res.StatusCode, post["bodyHtml"], first)
			}
		}
		if strings.Contains(first, "&amp;amp;") || !strings.Contains(first, `title="Tour &amp; walk-through"`) {
			t.Errorf("the embed's text changed: %q", first)
		}
		csp := a.call(t, "GET", "/api/blogs", "", "", "198.51.100.7:40000", nil).Header.Get("Content-Security-Policy")
		var frames []string
		for _, d := range strings.Split(csp, ";") {
			if f := strings.Fields(d); len(f) > 0 && f[0] == "frame-src" {
				frames = f[1:]
			}
		}
		n := 0
		for tok := range blog.StartTags(first) {
			if tok.Data != "iframe" {
				continue
			}
			n++
			for _, at := range tok.Attr {
				if at.Key != "src" {
					continue
				}
				u, err := url.Parse(at.Val)
				if err != nil || !framed(frames, u.Scheme+"://"+u.Host) {
					t.Errorf("the body keeps a frame of %s, which the CSP's frame-src %v blocks", at.Val, frames)
				}
			}
		}
		if n != 2 {
			t.Errorf("%d embeds kept, want 2: %q", n, first)
		}
	})
}

func framed(sources []string, origin string) bool {
	for _, s := range sources {
		if s == origin {
			return true
		}
	}
	return false
}

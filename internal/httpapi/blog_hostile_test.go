package httpapi

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/staff"
)

// hostileBodies are what an attacker would paste into a post's body: each must leave
// nothing that runs, styles or frames another site, in the stored and in the served HTML.
var hostileBodies = []string{
	`<script>alert(1)</script>`,
	`<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
	`<scr<script>ipt>alert(1)</scr</script>ipt>`,
	`<img src="/media/a/1.webp" alt="x" onerror="alert(1)">`,
	`<img src=x onerror=alert(1) alt=x>`,
	`<img src="javascript:alert(1)" alt="x">`,
	`<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">`,
	`<img src="//evil.example/a.png" alt="x">`,
	`<img src="/media/../admin" alt="x">`,
	`<svg onload=alert(1)>`,
	`<svg><script>alert(1)</script></svg>`,
	`<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
	`<a href="javascript:alert(1)">x</a>`,
	`<a href="JaVaScRiPt:alert(1)">x</a>`,
	`<a href=" javascript:alert(1)">x</a>`,
	`<a href="java&#x09;script:alert(1)">x</a>`,
	`<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
	`<a href="jav&#x0A;ascript:alert(1)">x</a>`,
	`<a href="vbscript:msgbox(1)">x</a>`,
	`<a href="data:text/html,<script>alert(1)</script>">x</a>`,
	`<a href="/ok" onclick="alert(1)">x</a>`,
	`<a href="https://example.com" onmouseover="alert(1)">x</a>`,
	`<p style="background:url(javascript:alert(1))">x</p>`,
	`<p STYLE="color:red">x</p>`,
	`<style>body{display:none}</style>`,
	`<link rel="stylesheet" href="//evil.example/x.css">`,
	`<iframe src="https://evil.example/"></iframe>`,
	`<iframe src="javascript:alert(1)"></iframe>`,
	`<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
	`<iframe src="https://www.youtube.com.evil.example/embed/abcdefg"></iframe>`,
	`<iframe src="https://www.youtube.com/embed/abcdefg" onload="alert(1)"></iframe>`,
	`<iframe src="http://www.youtube.com/embed/abcdefg"></iframe>`,
	`<object data="//evil.example/x.swf"></object>`,
	`<embed src="//evil.example/x.swf">`,
	`<form action="//evil.example"><input name="p"><button>Go</button></form>`,
	`<meta http-equiv="refresh" content="0;url=//evil.example">`,
	`<base href="//evil.example/">`,
	`<div onmouseover="alert(1)">x</div>`,
	`<body onload=alert(1)>`,
	`<p><b onclick=alert(1)>x</b></p>`,
	`<<script>script>alert(1)<</script>/script>`,
	`<p>x</p><!--<script>alert(1)</script>-->`,
	`<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
	`<template><script>alert(1)</script></template>`,
	`<details open ontoggle=alert(1)>`,
	`<video><source onerror="alert(1)"></video>`,
	`<h2 id="x" class="y" onfocus="alert(1)" autofocus>x</h2>`,
	`<p>"><script>alert(1)</script></p>`,
	`<a href="https://example.com" target="_top" rel="opener">x</a>`,
	`<iframe src="https://www.youtube.com/embed/abcdefg"><img src=x onerror=alert(1)></iframe>`,
	`<iframe src="https://www.youtube.com/embed/abcdefg">&lt;script&gt;alert(1)&lt;/script&gt;`,
	`<iframe src="https://www.youtube-nocookie.com/embed/abcdefg"></iframe ><script>alert(1)</script>`,
}

// youTube is the one frame a body keeps: the privacy-enhanced embed, the only frame source the CSP allows.
var youTube = regexp.MustCompile(`^https://www\.youtube-nocookie\.com/embed/[A-Za-z0-9_-]+$`)

// allowedAttrs are the only attributes a served body may hold, per element.
var allowedAttrs = map[string][]string{"a": {"href", "rel"}, "img": {"src", "alt", "width", "height"},
	"iframe": {"src", "title", "width", "height", "allowfullscreen"}}

// hostileLeft names what of a hostile payload survived in body, "" when nothing did.
func hostileLeft(body string) string {
	low := strings.ToLower(body)
	for _, bad := range []string{"<script", "javascript:", "vbscript:", "data:", "<style", "<link", "<object", "<embed", "<form",
		"<meta", "<base", "<svg", "<math", "srcdoc", "<input", "<body", "<template", "<details", "<video", "<noscript"} {
		if strings.Contains(low, bad) {
			return bad
		}
	}
	for tok := range blog.StartTags(body) {
		for _, at := range tok.Attr {
			ok := false
			for _, name := range allowedAttrs[tok.Data] {
				ok = ok || at.Key == name
			}
			if !ok {
				return tok.Data + " " + at.Key
			}
			if tok.Data == "iframe" && at.Key == "src" && !youTube.MatchString(at.Val) {
				return "iframe " + at.Val
			}
			if tok.Data == "img" && at.Key == "src" && !strings.HasPrefix(at.Val, "/media/") && !strings.HasPrefix(at.Val, "/art/") {
				return "img " + at.Val
			}
		}
	}
	return ""
}

// TestBlogHostileBodies: every payload through the admin API is refused with a sentence or stored
// and served without anything that runs (both engines: they store text differently).
func TestBlogHostileBodies(t *testing.T) {
	if len(hostileBodies) < 40 {
		t.Fatalf("%d payloads, want at least 40", len(hostileBodies))
	}
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		cookie := a.signIn(t, a.account(t, staff.Editor))
		res := a.as(t, cookie, "POST", "/api/admin/blog-posts", blogPostBody(nil), nil)
		post := decodeBody(t, res)
		url := fmt.Sprintf("/api/admin/blog-posts/%v", post["id"])
		res = a.as(t, cookie, "PATCH", url, jsonOf(map[string]any{"version": post["version"], "status": "published"}), nil)
		post = decodeBody(t, res)
		if res.StatusCode != 200 {
			t.Fatalf("publish: %d %v", res.StatusCode, post)
		}
		for _, payload := range hostileBodies {
			for _, how := range []string{"POST", "PATCH"} {
				body := blogPostBody(func(p map[string]any) {
					p["bodyHtml"] = "<p>Intro.</p>" + payload
					p["slug"] = fmt.Sprintf("hostile-%d", a.seq.Add(1))
				})
				target := "/api/admin/blog-posts"
				if how == "PATCH" {
					body, target = jsonOf(map[string]any{"version": post["version"], "bodyHtml": "<p>Intro.</p>" + payload}), url
				}
				res := a.as(t, cookie, how, target, body, nil)
				got := decodeBody(t, res)
				switch res.StatusCode {
				case http.StatusBadRequest:
					if fields, _ := got["fields"].(map[string]any); fields["bodyHtml"] == nil || !strings.HasSuffix(got["error"].(string), ".") {
						t.Errorf("%s %q: refused without a field sentence: %v", how, payload, got)
					}
					continue
				case http.StatusOK, http.StatusCreated:
				default:
					t.Fatalf("%s %q: status %d %v", how, payload, res.StatusCode, got)
				}
				if left := hostileLeft(got["bodyHtml"].(string)); left != "" {
					t.Errorf("%s %q: stored %q keeps %s", how, payload, got["bodyHtml"], left)
				}
				if how == "PATCH" {
					post = got
					served := decodeBody(t, a.as(t, "", "GET", "/api/blogs/"+got["slug"].(string), "", nil))
					if left := hostileLeft(served["content"].(string)); left != "" {
						t.Errorf("%q: served %q keeps %s", payload, served["content"], left)
					}
				}
			}
		}
	})
}

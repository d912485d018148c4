package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// articleShell is a built article page as React writes it, cut to the parts a post is written into.
const articleShell = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
	`<link rel="preload" as="image" href="/art/blog/future-of-interiors-2025.svg"/>` +
	`<title>The Future of Interiors 2025 | Nivaas Interiors</title><meta name="description" content="Built description."/>` +
	`<link rel="canonical" href="https://www.nivaas.example/blogs/future-of-interiors-2025"/>` +
	`<meta property="og:type" content="article"/><meta property="og:title" content="Built"/><meta property="og:url" content="https://www.nivaas.example/blogs/future-of-interiors-2025"/>` +
	`<meta property="og:image" content="https://www.nivaas.example/art/blog/future-of-interiors-2025.svg"/><meta name="twitter:title" content="Built"/>` +
	`<meta name="keywords" content="built"/><meta name="author" content="Meera Iyer"/><meta property="article:section" content="Home Interior Design Ideas"/>` +
	`<meta property="article:tag" content="built one"/><meta property="article:tag" content="built two"/>` +
	`<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Built"}</script>` +
	`<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>` +
	`</head><body><main><article><header><div><nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li aria-current="page" class="line-clamp-1">The Future of Interiors 2025</li></ol></nav>` +
	`<p class="text-sm">Home Interior Design Ideas</p><h1 class="max-w-4xl">The Future of Interiors 2025</h1>` +
	`<p><span>By <span class="font-semibold text-ink">Meera Iyer</span></span><time dateTime="2025-03-12">12 March 2025</time>` +
	`<span class="inline-flex items-center gap-1"><svg aria-hidden="true"><circle></circle></svg>6<!-- --> min read</span></p></div></header>` +
	`<div class="grid"><div class="min-w-0"><img src="/art/blog/future-of-interiors-2025.svg" alt="Built cover" width="1200" height="675" class="aspect-[16/9] w-full rounded-card object-cover"/>` +
	`<div class="mx-auto mt-8 max-w-[44rem] text-lg"><p>Built body.</p></div></div>` +
	`<aside><section><h2 id="latest-posts">Latest Posts</h2><ul class="flex flex-col gap-4"><li><a aria-current="page" class="group" href="/blogs/future-of-interiors-2025">` +
	`<img src="/art/blog/future-of-interiors-2025.svg" alt="" width="96" height="54"/><span class="flex flex-col"><span class="line-clamp-2">The Future of Interiors 2025</span>` +
	`<span class="text-xs">12 March 2025</span></span></a></li></ul></section></aside></div></article></main></body></html>`

// listShell is the built /blogs as blog-list.tsx writes it, cut to one chip and one card.
const listShell = `<!DOCTYPE html><html lang="en"><head><title>Blogs | Nivaas Interiors</title></head><body><main>` +
	`<div role="group" aria-label="Filter by category"><button type="button" aria-pressed="false">Bedroom Design Ideas</button></div>` +
	`<p class="sr-only" aria-live="polite">4 articles</p><ul class="grid gap-8 sm:grid-cols-2"><li><article><img alt="Built" src="/art/blog/x.svg" width="1200"/>` +
	`<div><p class="text-xs">Bedroom Design Ideas</p><h2><a href="/blogs/x">Built title</a></h2><p class="text-sm">By <!-- -->Karthik Menon<!-- --> · <time dateTime="2025-04-22">22 April 2025</time></p>` +
	`<p class="line-clamp-3 text-base">Built excerpt.</p><a aria-label="Read More: Built title" href="/blogs/x">Read More<span aria-hidden="true">→</span></a></div></article></li></ul></main></body></html>`

const builtSitemap = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
	"  <url><loc>https://www.nivaas.example/</loc></url>\n  <url><loc>https://www.nivaas.example/blogs</loc></url>\n" +
	"  <url><loc>https://www.nivaas.example/blogs/future-of-interiors-2025</loc></url>\n  <url><loc>https://www.nivaas.example/faqs</loc></url>\n</urlset>\n"

func blogSite() fstest.MapFS {
	return fstest.MapFS{
		"index.html": prerendered("Home"),
		"blogs/future-of-interiors-2025/index.html": &fstest.MapFile{Data: []byte(articleShell)},
		"sitemap.xml":         &fstest.MapFile{Data: []byte(builtSitemap)},
		"blogs/index.html":    &fstest.MapFile{Data: []byte(listShell)},
		"__spa-fallback.html": prerendered("Not found"),
	}
}

// TestBlogPages: a post scheduled through the admin API appears, under the controlled clock, as complete
// HTML (title, canonical, social tags, Article JSON-LD, body, the front end's JSON block, CSP hashes) and
// in the sitemap; its old slug answers 301 and an unknown one "Blog not found." with 404.
func TestBlogPages(t *testing.T) {
	t.Parallel()
	a := newAdminEnvOn(t, storetest.OpenSQLite(t), func(d *wiring) { d.Site = blogSite() })
	cookie := a.signIn(t, a.account(t, staff.Editor))
	res := a.as(t, cookie, "POST", "/api/admin/blog-posts", blogPostBody(func(p map[string]any) {
		p["title"], p["bodyHtml"] = "Terrace Gardens in Pune", `<p>Grow herbs <script>alert(1)</script>on the terrace.</p><img src="/media/abc/640.webp" alt="Herbs">`
	}), nil)
	post := decodeBody(t, res)
	url := fmt.Sprintf("/api/admin/blog-posts/%v", post["id"])
	res = a.as(t, cookie, "PATCH", url, jsonOf(map[string]any{"version": 1, "status": "scheduled", "publishAt": a.clock.Now().Add(time.Hour)}), nil)
	if res.StatusCode != 200 {
		t.Fatalf("schedule: %d %s", res.StatusCode, bodyText(t, res))
	}
	get := func(path string) (*http.Response, string) {
		res := a.call(t, "GET", path, "", "", "198.51.100.9:1", nil)
		return res, bodyOf(t, res)
	}
	if res, _ := get("/blogs/terrace-gardens-in-pune"); res.StatusCode != http.StatusNotFound {
		t.Fatalf("before its time: %d", res.StatusCode)
	}
	if _, sm := get("/sitemap.xml"); strings.Contains(sm, "terrace") || strings.Contains(sm, "future-of-interiors") {
		t.Fatalf("sitemap before its time:\n%s", sm)
	}
	a.clock.Advance(time.Hour + time.Second)
	res, page := get("/blogs/terrace-gardens-in-pune")
	if res.StatusCode != 200 {
		t.Fatalf("after its time: %d", res.StatusCode)
	}
	for _, want := range []string{
		`<title>Terrace Gardens in Pune | Nivaas Interiors</title>`,
		`<link rel="canonical" href="https://www.nivaas.example/blogs/terrace-gardens-in-pune"/>`,
		`<meta property="og:url" content="https://www.nivaas.example/blogs/terrace-gardens-in-pune"/>`,
		`<meta name="description" content="Small balconies, big gardens."/>`,
		`"@type":"Article","articleSection":"Home Interior Design Ideas"`, `"headline":"Terrace Gardens in Pune"`,
		`<meta property="article:tag" content="balcony"/><meta property="article:tag" content="plants"/>`,
		`<h1 class="max-w-4xl">Terrace Gardens in Pune</h1>`, `<p>Grow herbs on the terrace.</p><img src="/media/abc/640.webp" alt="Herbs"/>`,
		`<script type="application/json" id="blog-post">`, `<img src="/media/abc/640.webp" alt="A balcony" width="1200"`,
		`href="/blogs/terrace-gardens-in-pune"`, `<time datetime="2026-11-20">20 November 2026</time>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s", want)
		}
	}
	for _, gone := range []string{"alert(1)", "Built body", "built one", "Meera Iyer"} {
		if strings.Contains(page, gone) {
			t.Errorf("page still holds %q", gone)
		}
	}
	csp := res.Header.Get("Content-Security-Policy")
	for _, h := range sitepages.InlineScriptHashes([]byte(page)) {
		if !strings.Contains(csp, h) {
			t.Errorf("CSP %q lacks the hash %s of an inline script", csp, h)
		}
	}
	if _, sm := get("/sitemap.xml"); !strings.Contains(sm, "  <url><loc>https://www.nivaas.example/blogs/terrace-gardens-in-pune</loc></url>\n  <url><loc>https://www.nivaas.example/faqs</loc></url>") {
		t.Fatalf("sitemap after its time:\n%s", sm)
	}
	_, list := get("/blogs")
	for _, want := range []string{`<button type="button" aria-pressed="false">Kitchen Design Ideas</button>`, `>1 article</p>`,
		`<h2><a href="/blogs/terrace-gardens-in-pune">Terrace Gardens in Pune</a></h2>`, `By <!-- -->Ananya Rao<!-- --> · <time datetime="2026-11-20">20 November 2026</time>`,
		`aria-label="Read More: Terrace Gardens in Pune"`, `<script type="application/json" id="blog-post">{"posts":[{"slug":"terrace-gardens-in-pune"`} {
		if !strings.Contains(list, want) {
			t.Errorf("/blogs lacks %s", want)
		}
	}
	if strings.Contains(list, "Built") {
		t.Errorf("/blogs still shows the built card:\n%s", list)
	}
	res = a.as(t, cookie, "PATCH", url, jsonOf(map[string]any{"version": 2, "slug": "terrace-gardens"}), nil)
	if res.StatusCode != 200 {
		t.Fatalf("rename: %d", res.StatusCode)
	}
	if res, _ := get("/blogs/terrace-gardens-in-pune"); res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/blogs/terrace-gardens" {
		t.Fatalf("old slug: %d %q", res.StatusCode, res.Header.Get("Location"))
	}
	if res, page := get("/blogs/terrace-gardens"); res.StatusCode != 200 || !strings.Contains(page, "/blogs/terrace-gardens\"/>") {
		t.Fatalf("new slug: %d", res.StatusCode)
	}
	if res, _ := get("/blogs/no-such-post"); res.StatusCode != http.StatusNotFound {
		t.Fatalf("unknown slug: %d", res.StatusCode)
	}
	res = a.as(t, "", "GET", "/api/blogs/no-such-post", "", nil)
	if body := decodeBody(t, res); res.StatusCode != 404 || body["error"] != "Blog not found." {
		t.Fatalf("unknown slug's API: %d %v", res.StatusCode, body)
	}
}

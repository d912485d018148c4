package httpapi

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

// inlineContext mimics React Router's inline context script, which carries the build origin.
const inlineContext = `window.__reactRouterContext = {"url":"https://www.nivaas.example/Aboutus"};`
const inlineModule = `import("/assets/entry.client-Ab12Cd.js");`

func page(title string) string {
	return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>` + title + `</title>` +
		`<link rel="canonical" href="https://www.nivaas.example/` + title + `"/>` +
		`<script>` + inlineContext + `</script>` +
		`<script type="module" src="/assets/entry.client-Ab12Cd.js"></script></head><body>` +
		strings.Repeat(`<p>Calm, warm, crafted homes for `+title+`.</p>`, 40) +
		`<SCRIPT type="module">` + inlineModule + `</SCRIPT></body></html>`
}

func builtSite() fstest.MapFS {
	return fstest.MapFS{
		"index.html":                       {Data: []byte(page("Home"))},
		"Aboutus/index.html":               {Data: []byte(page("Aboutus"))},
		"Guides/Design-Tips/index.html":    {Data: []byte(page("Design-Tips"))},
		"city/mumbai/index.html":           {Data: []byte(page("Mumbai"))},
		"__spa-fallback.html":              {Data: []byte(page("Not found"))},
		"assets/entry.client-Ab12Cd.js":    {Data: []byte(strings.Repeat("console.log('nivaas');\n", 100))},
		"art/designs/bedroom/luxury-1.svg": {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900">` + strings.Repeat(`<rect width="10" height="10"/>`, 50) + `</svg>`)},
		"art/panoramas/garden.jpg":         {Data: []byte("\xff\xd8\xff\xe0 not really a jpeg")},
		"robots.txt":                       {Data: []byte("User-agent: *\nAllow: /\nSitemap: https://www.nivaas.example/sitemap.xml\n")},
		"sitemap.xml":                      {Data: []byte(`<?xml version="1.0"?><urlset><url><loc>https://www.nivaas.example/Aboutus</loc></url></urlset>`)},
	}
}

func do(t *testing.T, h http.Handler, method, target string, header map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	req.RemoteAddr = "203.0.113.9:51000"
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func bodyOf(t *testing.T, res *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func cspHash(script string) string {
	sum := sha256.Sum256([]byte(script))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

func TestPagesWithAndWithoutTrailingSlash(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	for _, target := range []string{"/", "/Aboutus", "/Aboutus/", "/Guides/Design-Tips", "/Guides/Design-Tips/", "/city/mumbai"} {
		res := do(t, h, "GET", target, nil)
		body := bodyOf(t, res)
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET %s = %d, want 200", target, res.StatusCode)
			continue
		}
		if got := res.Header.Get("Content-Type"); got != "text/html; charset=utf-8" {
			t.Errorf("GET %s Content-Type = %q", target, got)
		}
		if got := res.Header.Get("Cache-Control"); got != "no-cache" {
			t.Errorf("GET %s Cache-Control = %q, want no-cache", target, got)
		}
		if !strings.HasPrefix(res.Header.Get("ETag"), `"`) {
			t.Errorf("GET %s has no strong ETag: %q", target, res.Header.Get("ETag"))
		}
		if !strings.Contains(body, "<!DOCTYPE html>") {
			t.Errorf("GET %s body is not the page", target)
		}
	}
	if a, b := bodyOf(t, do(t, h, "GET", "/Aboutus", nil)), bodyOf(t, do(t, h, "GET", "/Aboutus/", nil)); a != b || !strings.Contains(a, "<title>Aboutus</title>") {
		t.Error("/Aboutus and /Aboutus/ answer different pages")
	}
	if res := do(t, h, "GET", "/Aboutus/index.html", nil); res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/Aboutus" {
		t.Errorf("GET /Aboutus/index.html = %d → %q, want 301 → /Aboutus", res.StatusCode, res.Header.Get("Location"))
	}
	if res := do(t, h, "HEAD", "/Aboutus", nil); res.StatusCode != http.StatusOK || bodyOf(t, res) != "" {
		t.Errorf("HEAD /Aboutus = %d with a body", res.StatusCode)
	}
}

func TestUnknownPageAnswersNotFoundPageWith404(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	for _, target := range []string{"/no-such-page", "/city/atlantis", "/blogs/not-a-post/", "/assets"} {
		res := do(t, h, "GET", target, nil)
		body := bodyOf(t, res)
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s = %d, want 404", target, res.StatusCode)
		}
		if !strings.Contains(body, "<title>Not found</title>") {
			t.Errorf("GET %s did not answer the app's not-found page", target)
		}
		if res.Header.Get("ETag") != "" || res.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("GET %s: 404 page must not be cached: ETag %q, Cache-Control %q", target, res.Header.Get("ETag"), res.Header.Get("Cache-Control"))
		}
		if !strings.Contains(res.Header.Get("Content-Security-Policy"), cspHash(inlineContext)) {
			t.Errorf("GET %s: not-found page lacks its script hash in the CSP", target)
		}
	}
}

func TestMissingAssetIsPlain404(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	for _, target := range []string{"/assets/gone-123.js", "/assets/chunks/x", "/art/designs/bedroom/luxury-9.svg", "/favicon.ico"} {
		res := do(t, h, "GET", target, nil)
		body := bodyOf(t, res)
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s = %d, want 404", target, res.StatusCode)
		}
		if strings.Contains(body, "<html") || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") {
			t.Errorf("GET %s answered HTML, want plain text: %q", target, body)
		}
	}
}

func TestCacheHeaders(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	cases := []struct{ target, cache, contentType string }{
		{"/assets/entry.client-Ab12Cd.js", "public, max-age=31536000, immutable", "text/javascript; charset=utf-8"},
		{"/art/designs/bedroom/luxury-1.svg", "public, max-age=86400", "image/svg+xml"},
		{"/art/panoramas/garden.jpg", "public, max-age=86400", "image/jpeg"},
		{"/robots.txt", "public, max-age=86400", "text/plain; charset=utf-8"},
		{"/sitemap.xml", "public, max-age=86400", "application/xml; charset=utf-8"},
		{"/Aboutus", "no-cache", "text/html; charset=utf-8"},
	}
	for _, c := range cases {
		res := do(t, h, "GET", c.target, nil)
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET %s = %d", c.target, res.StatusCode)
		}
		if got := res.Header.Get("Cache-Control"); got != c.cache {
			t.Errorf("GET %s Cache-Control = %q, want %q", c.target, got, c.cache)
		}
		if got := res.Header.Get("Content-Type"); got != c.contentType {
			t.Errorf("GET %s Content-Type = %q, want %q", c.target, got, c.contentType)
		}
		if res.Header.Get("ETag") == "" {
			t.Errorf("GET %s has no ETag", c.target)
		}
	}
}

func TestETagRevalidation(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	for _, target := range []string{"/Aboutus", "/art/designs/bedroom/luxury-1.svg", "/art/panoramas/garden.jpg"} {
		for _, enc := range []string{"", "gzip"} {
			first := do(t, h, "GET", target, map[string]string{"Accept-Encoding": enc})
			etag := first.Header.Get("ETag")
			again := do(t, h, "GET", target, map[string]string{"If-None-Match": etag, "Accept-Encoding": enc})
			if again.StatusCode != http.StatusNotModified || bodyOf(t, again) != "" {
				t.Errorf("GET %s (%q) with If-None-Match %s = %d, want empty 304", target, enc, etag, again.StatusCode)
			}
			stale := do(t, h, "GET", target, map[string]string{"If-None-Match": `"stale"`, "Accept-Encoding": enc})
			if stale.StatusCode != http.StatusOK {
				t.Errorf("GET %s with a stale ETag = %d, want 200", target, stale.StatusCode)
			}
		}
	}
}

func TestGzip(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	plain := bodyOf(t, do(t, h, "GET", "/Aboutus", nil))
	res := do(t, h, "GET", "/Aboutus", map[string]string{"Accept-Encoding": "br, gzip;q=0.8"})
	if res.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
		t.Fatalf("no gzip: Content-Encoding %q, Vary %q", res.Header.Get("Content-Encoding"), res.Header.Get("Vary"))
	}
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	unzipped, _ := io.ReadAll(zr)
	if string(unzipped) != plain {
		t.Error("gzip body differs from the plain page")
	}
	if gz, id := res.Header.Get("ETag"), do(t, h, "GET", "/Aboutus", nil).Header.Get("ETag"); gz == id {
		t.Errorf("gzip and identity share ETag %s", gz)
	}
	for _, enc := range []string{"", "identity", "gzip;q=0", "deflate"} {
		if res := do(t, h, "GET", "/Aboutus", map[string]string{"Accept-Encoding": enc}); res.Header.Get("Content-Encoding") != "" {
			t.Errorf("Accept-Encoding %q got %q", enc, res.Header.Get("Content-Encoding"))
		}
	}
	if res := do(t, h, "GET", "/art/panoramas/garden.jpg", map[string]string{"Accept-Encoding": "gzip"}); res.Header.Get("Content-Encoding") != "" {
		t.Error("a JPEG was gzipped")
	}
	if res := do(t, h, "GET", "/art/designs/bedroom/luxury-1.svg", map[string]string{"Accept-Encoding": "gzip"}); res.Header.Get("Content-Encoding") != "gzip" {
		t.Error("an SVG was not gzipped")
	}
}

func TestPathTraversalAndSlashesAreRefused(t *testing.T) {
	t.Parallel()
	site := builtSite()
	h := newStaticHandler(t, site, "")
	for _, target := range []string{"/../../etc/passwd", "/assets/../../go.mod", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2fgo.mod", "/..\\..\\etc\\passwd"} {
		res := do(t, h, "GET", target, nil)
		body := bodyOf(t, res)
		if res.StatusCode == http.StatusOK || strings.Contains(body, "root:") || strings.Contains(body, "module ") {
			t.Errorf("GET %s = %d, served something outside the site", target, res.StatusCode)
		}
	}
	res := do(t, h, "GET", "//Aboutus//", nil)
	if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/Aboutus/" {
		t.Errorf("GET //Aboutus// = %d → %q, want 301 → /Aboutus/", res.StatusCode, res.Header.Get("Location"))
	}
	res = do(t, h, "GET", "/Guides/x/../Design-Tips", nil)
	if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/Guides/Design-Tips" {
		t.Errorf("GET with .. = %d → %q, want 301 → /Guides/Design-Tips", res.StatusCode, res.Header.Get("Location"))
	}
}

func TestContentSecurityPolicyListsInlineScriptHashes(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	csp := do(t, h, "GET", "/Aboutus", nil).Header.Get("Content-Security-Policy")
	for _, want := range []string{cspHash(inlineContext), cspHash(inlineModule), "default-src 'self'", "img-src 'self' data: blob:",
		"frame-src https://www.youtube-nocookie.com", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP lacks %s: %s", want, csp)
		}
	}
	scriptSrc := directive(csp, "script-src")
	if strings.Contains(scriptSrc, "unsafe-inline") || strings.Contains(scriptSrc, "unsafe-eval") {
		t.Errorf("script-src allows unsafe sources: %s", scriptSrc)
	}
	if n := strings.Count(scriptSrc, "'sha256-"); n != 2 {
		t.Errorf("script-src has %d hashes, want 2 (the external script is not hashed): %s", n, scriptSrc)
	}
	if api := do(t, h, "GET", "/healthz", nil).Header.Get("Content-Security-Policy"); strings.Contains(api, "sha256") || !strings.Contains(api, "default-src 'self'") {
		t.Errorf("API CSP = %s", api)
	}
}

func directive(csp, name string) string {
	for _, d := range strings.Split(csp, ";") {
		if d = strings.TrimSpace(d); strings.HasPrefix(d, name+" ") {
			return d
		}
	}
	return ""
}

func TestSiteURLRewritesOriginAndHashesAfterRewrite(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "https://nivaas.in/")
	res := do(t, h, "GET", "/Aboutus", nil)
	body := bodyOf(t, res)
	if strings.Contains(body, "nivaas.example") || !strings.Contains(body, `href="https://nivaas.in/Aboutus"`) {
		t.Errorf("origin not rewritten in page: %s", body[:300])
	}
	rewritten := strings.ReplaceAll(inlineContext, "https://www.nivaas.example", "https://nivaas.in")
	csp := res.Header.Get("Content-Security-Policy")
	if !strings.Contains(csp, cspHash(rewritten)) || strings.Contains(csp, cspHash(inlineContext)) {
		t.Errorf("CSP hash not computed after the rewrite: %s", csp)
	}
	for _, target := range []string{"/robots.txt", "/sitemap.xml"} {
		if b := bodyOf(t, do(t, h, "GET", target, nil)); strings.Contains(b, "nivaas.example") || !strings.Contains(b, "https://nivaas.in/") {
			t.Errorf("%s not rewritten: %s", target, b)
		}
	}
	if b := bodyOf(t, do(t, h, "GET", "/assets/entry.client-Ab12Cd.js", nil)); !strings.Contains(b, "console.log") {
		t.Error("asset changed")
	}
}

func TestNoFrontEndAnswers503(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, nil, "")
	res := do(t, h, "GET", "/Aboutus", nil)
	if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(bodyOf(t, res), "make build") {
		t.Errorf("GET without front end = %d, want 503 mentioning make build", res.StatusCode)
	}
	if res := do(t, h, "GET", "/healthz", nil); res.StatusCode != http.StatusOK {
		t.Errorf("healthz without front end = %d", res.StatusCode)
	}
}

func TestSecurityHeaders(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	for _, target := range []string{"/Aboutus", "/assets/entry.client-Ab12Cd.js", "/assets/missing-Ab12Cd.js", "/art/designs/bedroom/luxury-1.svg", "/api/designs", "/no-such-page"} {
		res := do(t, h, "GET", target, nil)
		want := map[string]string{
			"X-Content-Type-Options": "nosniff",
			"Referrer-Policy":        "strict-origin-when-cross-origin",
			"X-Frame-Options":        "DENY",
		}
		if res.StatusCode == http.StatusOK && strings.HasPrefix(target, "/assets/") {
			// A hashed script is never a document: the document policies are left off it on purpose
			// (they were most of its header); nosniff and Referrer-Policy stay on every answer.
			for _, k := range []string{"X-Frame-Options", "Permissions-Policy", "Content-Security-Policy"} {
				if v, ok := res.Header[k]; ok {
					t.Errorf("GET %s carries %s %q", target, k, v)
				}
			}
			for _, k := range []string{"X-Content-Type-Options", "Referrer-Policy"} {
				if got := res.Header.Get(k); got != want[k] {
					t.Errorf("GET %s %s = %q, want %q", target, k, got, want[k])
				}
			}
			continue
		}
		for k, v := range want {
			if got := res.Header.Get(k); got != v {
				t.Errorf("GET %s %s = %q, want %q", target, k, got, v)
			}
		}
		pp := res.Header.Get("Permissions-Policy")
		for _, part := range []string{"accelerometer=(self)", "gyroscope=(self)", "magnetometer=(self)", "camera=()", "microphone=()", "geolocation=()", "payment=()"} {
			if !strings.Contains(pp, part) {
				t.Errorf("GET %s Permissions-Policy lacks %s: %q", target, part, pp)
			}
		}
		if res.Header.Get("Strict-Transport-Security") != "" {
			t.Errorf("GET %s over plain HTTP sent HSTS", target)
		}
		if res.Header.Get("Content-Security-Policy") == "" {
			t.Errorf("GET %s has no CSP", target)
		}
	}
}

func TestPostToPageIs405(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	res := do(t, h, "POST", "/Aboutus", nil)
	if res.StatusCode != http.StatusMethodNotAllowed || !strings.Contains(res.Header.Get("Allow"), "GET") {
		t.Errorf("POST /Aboutus = %d, Allow %q", res.StatusCode, res.Header.Get("Allow"))
	}
}

func TestRangeOnBinaryFile(t *testing.T) {
	t.Parallel()
	h := newStaticHandler(t, builtSite(), "")
	res := do(t, h, "GET", "/art/panoramas/garden.jpg", map[string]string{"Range": "bytes=0-3"})
	if res.StatusCode != http.StatusPartialContent || bodyOf(t, res) != "\xff\xd8\xff\xe0" {
		t.Errorf("range request = %d", res.StatusCode)
	}
}

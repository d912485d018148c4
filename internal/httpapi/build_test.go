package httpapi

import (
	"io/fs"
	"net/http"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/web"
)

// TestEmbeddedBuild checks the real front end when it was built (make test
// builds it first), and the 503 answer of a binary built without it.
func TestEmbeddedBuild(t *testing.T) {
	t.Parallel()
	site, built := web.Build()
	if !built {
		h := newStaticHandler(t, nil, "")
		if res := do(t, h, "GET", "/", nil); res.StatusCode != http.StatusServiceUnavailable {
			t.Errorf("GET / without a build = %d, want 503", res.StatusCode)
		}
		return
	}
	h := newStaticHandler(t, site, "https://nivaas.in")
	pages, err := fs.Glob(site, "*/index.html")
	if err != nil {
		t.Fatal(err)
	}
	deeper, _ := fs.Glob(site, "*/*/index.html")
	pages = append(append(pages, "index.html"), deeper...)
	if len(pages) < 40 {
		t.Fatalf("only %d pre-rendered pages in the build", len(pages))
	}
	for _, file := range pages {
		if file == sitepages.AdminAppIndex {
			continue // the back-office's page, answered at /admin (TestAdminPathsAnswerTheBackOfficeApp)
		}
		target := "/" + strings.TrimSuffix(strings.TrimSuffix(file, "index.html"), "/")
		res := do(t, h, "GET", target, nil)
		body := bodyOf(t, res)
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET %s = %d", target, res.StatusCode)
			continue
		}
		if strings.Contains(body, "https://www.nivaas.example") {
			t.Errorf("GET %s still names the build origin", target)
		}
		csp := res.Header.Get("Content-Security-Policy")
		if strings.Contains(directive(csp, "script-src"), "unsafe-inline") {
			t.Errorf("GET %s allows inline scripts", target)
		}
		for _, h := range sitepages.InlineScriptHashes([]byte(body)) {
			if !strings.Contains(csp, h) {
				t.Errorf("GET %s: inline script %s not allowed by the CSP", target, h)
			}
		}
	}
	res := do(t, h, "GET", "/city/atlantis", nil)
	if res.StatusCode != http.StatusNotFound || !strings.Contains(bodyOf(t, res), "<html") {
		t.Errorf("unknown page = %d, want the app's 404 page", res.StatusCode)
	}
	if res := do(t, h, "GET", "/assets/missing-0000.js", nil); res.StatusCode != http.StatusNotFound || strings.Contains(bodyOf(t, res), "<html") {
		t.Errorf("missing asset = %d, want a plain 404", res.StatusCode)
	}
	if res := do(t, h, "GET", "/aboutus", nil); res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/Aboutus" {
		t.Errorf("/aboutus = %d → %q", res.StatusCode, res.Header.Get("Location"))
	}
}

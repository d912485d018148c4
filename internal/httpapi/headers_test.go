package httpapi

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"io/fs"
	"net/http"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/web"
)

// brokenCatalog is the real store whose design listing hits a genuine runtime
// error, the way a bug would: the answer must not show it.
type brokenCatalog struct{ store }

func (b brokenCatalog) ListDesigns(ctx context.Context, category, designType string) ([]catalog.Design, error) {
	var none []catalog.Design
	_ = none[len(category)] // index out of range
	return nil, nil
}

// scriptTag finds every script element; the test hashes inline ones itself
// instead of trusting the handler's own parser.
var scriptTag = regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script\s*>`)

func inlineHashes(html string) []string {
	var out []string
	for _, m := range scriptTag.FindAllStringSubmatch(html, -1) {
		if regexp.MustCompile(`(?i)(^|\s)src\s*=`).MatchString(m[1]) {
			continue
		}
		sum := sha256.Sum256([]byte(m[2]))
		out = append(out, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
	}
	return out
}

// siteUnderTest is the real build when it exists, else a representative one.
func siteUnderTest(t *testing.T) (fs.FS, []string) {
	site, built := web.Build()
	if !built {
		t.Log("front end not built: checking a representative site")
		site = builtSite()
	}
	var paths []string
	err := fs.WalkDir(site, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch {
		case name == "index.html":
			paths = append(paths, "/")
		case strings.HasSuffix(name, "/index.html"):
			paths = append(paths, "/"+strings.TrimSuffix(name, "/index.html"))
		default:
			paths = append(paths, "/"+name)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return site, paths
}

type probe struct{ method, target, contentType, body, remote string }

// TestSecurityHeadersOnEveryAnswer asks for every file and page of the site
// and every kind of API answer (2xx, 3xx, 4xx, 429, 500, 503) and checks the
// headers each carries.
func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	t.Parallel()
	site, paths := siteUnderTest(t)
	e := newEnv(t, func(d *wiring) {
		d.Site = site
		d.RateLimitPerMinute = 1
		d.CatalogStore = brokenCatalog{d.db}
	})
	down := newEnv(t, nil)
	down.db.Close()

	var probes []probe
	for _, p := range paths {
		probes = append(probes, probe{"GET", p, "", "", "203.0.113.1:1"})
	}
	const client, limited = "203.0.113.2:1", "203.0.113.3:1"
	probes = append(probes,
		probe{"HEAD", "/", "", "", client},
		probe{"GET", "/no-such-page", "", "", client},
		probe{"GET", "/city/atlantis", "", "", client},
		probe{"GET", "/assets/missing-0000.js", "", "", client},
		probe{"GET", "/aboutus", "", "", client},
		probe{"GET", "//Aboutus", "", "", client},
		probe{"POST", "/Aboutus", "", "", client},
		probe{"GET", "/healthz", "", "", client},
		probe{"GET", "/readyz", "", "", client},
		probe{"GET", "/api/recent-projects", "", "", client},
		probe{"GET", "/api/designs?category=Bedroom-Designs&type=Normal", "", "", client},
		probe{"GET", "/api/designs", "", "", client},
		probe{"GET", "/api/no-such-thing", "", "", client},
		probe{"GET", "/api/leads", "", "", client},
		probe{"DELETE", "/api/sendMail", "", "", client},
		probe{"POST", "/api/leads", "application/json", validLead, "203.0.113.4:1"},
		probe{"POST", "/api/contact", "text/plain", "hi", "203.0.113.5:1"},
		probe{"POST", "/api/subscribe", "application/json", `{"email":"` + strings.Repeat("a", 17<<10) + `"}`, "203.0.113.6:1"},
		probe{"POST", "//api/leads", "application/json", validLead, "203.0.113.7:1"},
		probe{"POST", "/api/sendMail", "application/json", `{}`, limited},
		probe{"POST", "/api/sendMail", "application/json", `{}`, limited}, // 429
	)
	seen := map[int]bool{}
	for _, p := range probes {
		res := e.call(t, p.method, p.target, p.contentType, p.body, p.remote, nil)
		seen[res.StatusCode] = true
		checkSecurityHeaders(t, p, res.StatusCode, res.Header, bodyOf(t, res))
	}
	for _, p := range []probe{{"GET", "/readyz", "", "", client}, {"POST", "/api/leads", "application/json", validLead, client}} {
		res := down.call(t, p.method, p.target, p.contentType, p.body, p.remote, nil)
		seen[res.StatusCode] = true
		checkSecurityHeaders(t, p, res.StatusCode, res.Header, bodyOf(t, res))
	}
	t.Logf("%d files and pages of the site, %d answers checked", len(paths), len(probes)+2)
	for _, status := range []int{200, 201, 301, 308, 400, 404, 405, 413, 415, 429, 500, 503} {
		if !seen[status] {
			t.Errorf("no probe answered %d", status)
		}
	}
	if !strings.Contains(e.logs.String(), "index out of range") {
		t.Error("the runtime error was not logged")
	}
}

func checkSecurityHeaders(t *testing.T, p probe, status int, h http.Header, body string) {
	t.Helper()
	where := p.method + " " + p.target + " (" + strconv.Itoa(status) + ")"
	if status == http.StatusOK && subresourceFile(p.target) {
		// Dropped on purpose from hashed scripts, stylesheets and fonts: CSP, frame and permissions
		// policies govern documents, and these are never one; they were most of the answer's header.
		for _, k := range []string{"Content-Security-Policy", "Permissions-Policy", "X-Frame-Options"} {
			if v, ok := h[k]; ok {
				t.Errorf("%s: %s = %q on a subresource", where, k, v)
			}
		}
		checkNoSniffAndReferrer(t, where, h)
		return
	}
	csp := h.Get("Content-Security-Policy")
	scriptSrc := directive(csp, "script-src")
	if scriptSrc == "" || strings.Contains(scriptSrc, "'unsafe-inline'") || strings.Contains(scriptSrc, "'unsafe-eval'") {
		t.Errorf("%s: script-src = %q", where, scriptSrc)
	}
	for _, want := range []string{"frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("%s: CSP lacks %s", where, want)
		}
	}
	if strings.HasPrefix(h.Get("Content-Type"), "text/html") {
		for _, hash := range inlineHashes(body) {
			if !strings.Contains(scriptSrc, hash) {
				t.Errorf("%s: inline script %s not in script-src", where, hash)
			}
		}
	}
	checkNoSniffAndReferrer(t, where, h)
	pp := h.Get("Permissions-Policy")
	for _, want := range []string{"accelerometer=(self)", "gyroscope=(self)", "magnetometer=(self)"} {
		if !strings.Contains(pp, want) {
			t.Errorf("%s: Permissions-Policy %q lacks %s (the panorama reads device orientation)", where, pp, want)
		}
	}
	if status == http.StatusTooManyRequests {
		if s, err := strconv.Atoi(h.Get("Retry-After")); err != nil || s < 1 {
			t.Errorf("%s: Retry-After = %q", where, h.Get("Retry-After"))
		}
	}
	if status >= 400 && !strings.HasPrefix(h.Get("Content-Type"), "text/html") {
		if l := leaks.FindString(body); l != "" {
			t.Errorf("%s: answer shows internals (%q): %s", where, l, body)
		}
		for _, s := range []string{"index out of range", "goroutine", "debug.Stack", "/tmp/", ".db"} {
			if strings.Contains(body, s) {
				t.Errorf("%s: answer shows %q: %s", where, s, body)
			}
		}
	}
}

// checkNoSniffAndReferrer checks the headers every answer carries, documents and subresources alike.
func checkNoSniffAndReferrer(t *testing.T, where string, h http.Header) {
	t.Helper()
	if h.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("%s: X-Content-Type-Options = %q", where, h.Get("X-Content-Type-Options"))
	}
	if rp := h.Get("Referrer-Policy"); rp != "strict-origin-when-cross-origin" && rp != "no-referrer" && rp != "same-origin" {
		t.Errorf("%s: Referrer-Policy = %q", where, rp)
	}
}

// subresourceFile reports whether target is a hashed script, stylesheet or font of the build.
func subresourceFile(target string) bool {
	if !strings.HasPrefix(target, "/assets/") && !strings.HasPrefix(target, "/admin-app/assets/") {
		return false
	}
	for _, ext := range []string{".js", ".mjs", ".css", ".woff2", ".woff"} {
		if strings.HasSuffix(target, ext) {
			return true
		}
	}
	return false
}

// brokenStores opens each engine's real store plus a second connection to the
// same database, through which a test can break it behind the store's back.
func brokenStores(t *testing.T, test func(t *testing.T, db store, raw *sql.DB)) {
	for _, e := range []struct {
		name, driver string
		dsn          func(t *testing.T) string
		open         func(context.Context, string, ...sqlstore.Option) (*sqlstore.Store, error)
	}{
		{"sqlite", "sqlite", func(t *testing.T) string {
			path := filepath.Join(t.TempDir(), "site.db")
			storetest.MigratedSQLite(t, path)
			return path
		}, sqlstore.OpenSQLite},
		{"postgres", "pgx", func(t *testing.T) string { return storetest.MigratedPostgresURL(t) }, sqlstore.OpenPostgres},
	} {
		t.Run(e.name, func(t *testing.T) {
			dsn := e.dsn(t)
			db, err := e.open(context.Background(), dsn, storetest.WithKey())
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			raw, err := sql.Open(e.driver, dsn)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { raw.Close() })
			test(t, db, raw)
		})
	}
}

// TestStoreErrorsNeverReachTheAnswer drops the tables under the handler, so
// the store fails with genuine SQL errors naming tables and statements; the
// visitor sees one calm sentence and the log keeps the cause.
func TestStoreErrorsNeverReachTheAnswer(t *testing.T) {
	t.Parallel()
	brokenStores(t, func(t *testing.T, db store, raw *sql.DB) {
		e := newEnvOn(t, db, nil)
		for _, table := range []string{"appointment_events", "appointments", "lead_events", "leads", "designs", "projects", "outbox", "contact_messages", "subscriptions"} {
			drop := "DROP TABLE " + table
			if strings.HasSuffix(t.Name(), "/postgres") {
				drop += " CASCADE" // PostgreSQL refuses to drop a table that keys and the roll-up's objects depend on
			}
			if _, err := raw.Exec(drop); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range []struct{ method, target, body string }{
			{"POST", "/api/leads", validLead},
			{"POST", "/api/contact", `{"firstName":"A","lastName":"B","email":"a@example.in","subject":"general","message":"Hi"}`},
			{"POST", "/api/subscribe", `{"email":"a@example.in","page":"/"}`},
			{"POST", "/api/sendMail", `{"to":"asha@example.in","name":"Asha","countryCode":"+91","mobile":"9876543210","propertyType":"2 BHK"}`},
			{"GET", "/api/recent-projects", ""},
			{"GET", "/api/designs?category=Bedroom-Designs&type=Normal", ""},
		} {
			res := e.call(t, c.method, c.target, "application/json", c.body, "198.51.100.7:1", nil)
			body := bodyOf(t, res)
			if res.StatusCode < 500 {
				t.Errorf("%s %s with its table gone = %d, want 5xx", c.method, c.target, res.StatusCode)
			}
			if l := leaks.FindString(body); l != "" || strings.Contains(strings.ToLower(body), "table") {
				t.Errorf("%s %s shows internals (%q): %s", c.method, c.target, l, body)
			}
		}
		if !strings.Contains(e.logs.String(), "leads") {
			t.Error("the real cause was not logged")
		}
	})
}

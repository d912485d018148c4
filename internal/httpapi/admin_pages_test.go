package httpapi

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/webhook"
)

const adminAppPage = `<!doctype html><html lang="en-IN"><head><meta name="robots" content="noindex, nofollow">` +
	`<script type="module" crossorigin src="/admin-app/assets/index-Xy12.js"></script></head><body><div id="admin"></div></body></html>`

func siteWithAdminApp() fstest.MapFS {
	site := builtSite()
	site["admin-app/index.html"] = &fstest.MapFile{Data: []byte(adminAppPage)}
	site["admin-app/assets/index-Xy12.js"] = &fstest.MapFile{Data: []byte(strings.Repeat("console.log('back-office');\n", 100))}
	return site
}

// Every /admin path answers the back-office app's own page, never kept nor indexed;
// its files are cached for good like the public site's, and its page has no address of its own.
func TestAdminPathsAnswerTheBackOfficeApp(t *testing.T) {
	t.Parallel()
	db := storetest.OpenSQLite(t)
	h := newEnvOn(t, db, func(d *wiring) {
		d.Site = siteWithAdminApp()
		d.Staff = staff.NewService(db, staff.Config{Issuer: "Nivaas Interiors", Hash: cheapHash, Now: d.Now})
		d.Assign = lead.NewAssigner(db, "", "Nivaas Interiors", d.Now, nil, nil)
		d.Sessions = db.Sessions()
		d.Media = media.NewService(db, media.Config{Now: d.Now})
		d.Leads = lead.NewService(db, d.Now)
		d.Dashboard = dashboard.NewService(db, d.Now)
		d.Office = office.NewService(db, d.Now)
		d.MessageAnswers = office.NewAnswers(db, db.SalesTeam, d.Mail, d.Now)
		d.Webhook = webhook.NewService(db, webhook.NewCache(db), webhook.NewClient(webhook.ClientConfig{}), d.Now)
	}).h

	for _, target := range []string{"/admin", "/admin/", "/admin/sign-in", "/admin/accounts", "/admin/leads/42?tab=notes"} {
		res := do(t, h, "GET", target, map[string]string{"Accept-Encoding": "gzip"})
		body := bodyOf(t, res)
		if res.StatusCode != http.StatusOK || !strings.Contains(body, `<div id="admin">`) {
			t.Errorf("%s: %d, body %.80q; want 200 with the back-office page", target, res.StatusCode, body)
		}
		// A Content-Length not describing the body makes net/http send none at all.
		for header, want := range map[string]string{"Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Content-Length": strconv.Itoa(len(body))} {
			if got := res.Header.Get(header); got != want {
				t.Errorf("%s: %s %q, want %q", target, header, got, want)
			}
		}
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") {
			t.Errorf("%s: Content-Security-Policy %q", target, csp)
		}
	}

	res := do(t, h, "GET", "/admin-app/assets/index-Xy12.js", nil)
	if res.StatusCode != http.StatusOK || res.Header.Get("Cache-Control") != sitepages.CacheImmutable {
		t.Errorf("back-office script: %d, Cache-Control %q", res.StatusCode, res.Header.Get("Cache-Control"))
	}
	for _, target := range []string{"/admin-app/index.html", "/admin-app", "/admin-app/"} {
		if res := do(t, h, "GET", target, nil); res.StatusCode != http.StatusNotFound || strings.Contains(bodyOf(t, res), `<div id="admin">`) {
			t.Errorf("%s: %d; the back-office page must be answered at /admin only", target, res.StatusCode)
		}
	}
	// The public pages are untouched by the back-office's build.
	if res := do(t, h, "GET", "/Aboutus", nil); res.StatusCode != http.StatusOK || res.Header.Get("Cache-Control") != sitepages.CacheHTML {
		t.Errorf("/Aboutus: %d, Cache-Control %q", res.StatusCode, res.Header.Get("Cache-Control"))
	}
}

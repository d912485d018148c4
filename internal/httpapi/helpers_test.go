package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/breach"
	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/logtest"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/photoerasure"
	"github.com/nivaas-interiors/site/internal/sitecontent"
	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/web/app/content"
)

// clock is a settable time source shared by the services and the rate limiter.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// store is the one store type, on either engine.
type store = *sqlstore.Store

// engines runs test against a real SQLite file and, when TEST_DATABASE_URL is set, a real PostgreSQL schema.
func engines(t *testing.T, test func(t *testing.T, open func(*testing.T) store)) {
	t.Run("sqlite", func(t *testing.T) { test(t, func(t *testing.T) store { return storetest.OpenSQLite(t) }) })
	t.Run("postgres", func(t *testing.T) { test(t, func(t *testing.T) store { return storetest.OpenPostgres(t) }) })
}

// env is a handler wired to a real database, as in production.
type env struct {
	h     http.Handler
	db    store
	clock *clock
	logs  *logtest.Buffer
}

// newEnv wires the handler to a fresh SQLite file.
func newEnv(t *testing.T, tweak func(*wiring)) *env {
	t.Helper()
	return newEnvOn(t, storetest.OpenSQLite(t), tweak)
}

func newEnvOn(t *testing.T, db store, tweak func(*wiring)) *env {
	t.Helper()
	c := &clock{t: time.Date(2026, 11, 14, 10, 30, 0, 0, time.UTC)}
	mailer := mail.NewService(db, db, mail.ServiceConfig{InfoEmail: content.Settings.InfoEmail, From: content.Settings.MailFrom, Now: c.Now})
	logs := &logtest.Buffer{}
	w := &wiring{db: db, CatalogStore: db, Deps: Deps{
		LeadIntake: lead.NewIntake(db, mailer, c.Now),
		Contacts:   contact.NewService(db, mailer, c.Now),
		Newsletter: newsletter.NewService(db, c.Now),
		Mail:       mailer,
		Answers:    db,
		Ready:      db.Ping,
		Logger:     slog.New(slog.NewJSONHandler(logs, nil)),
		Now:        c.Now,
	}}
	if tweak != nil {
		tweak(w)
	}
	h, err := New(w.wire(t))
	if err != nil {
		t.Fatal(err)
	}
	return &env{h: h, db: db, clock: c, logs: logs}
}

// wiring is what a test changes before its handler is built: Deps, and what cmd/site makes the pages
// and the services that tell them of changes from, wired after the tweaks (wire) as cmd/site wires them.
type wiring struct {
	Deps
	db store
	// Site is the built front end the pages are made from (nil: none, pages answer 503).
	Site fs.FS
	// CatalogStore is the catalog's store (the real one but broken, in a test).
	CatalogStore catalog.EditStore
	// company, blog, content and records turn on the company details, the blog, the site content
	// and the privacy records (access log, breach register), as the back-office's env does.
	company, blog, content, records bool
}

// wire makes the pages and the services bound to them (and the photo erasure over those), as cmd/site does.
func (w *wiring) wire(t testing.TB) Deps {
	t.Helper()
	d := w.Deps
	pages, err := sitepages.New(w.Site, d.SiteURL, w.CatalogStore, d.Logger, d.Now)
	if err != nil {
		t.Fatal(err)
	}
	d.Pages = pages
	d.Catalog = catalog.NewService(w.CatalogStore, pages, d.Now)
	if w.company {
		pages.UseCompany(w.db)
		d.Company = company.NewService(w.db, pages, d.Now)
	}
	if d.Appointments != nil {
		pages.UseHours(d.Appointments, appointment.DefaultContactHours())
	}
	if w.blog {
		d.Blog = blog.NewService(w.db, pages, d.Now)
		pages.UseBlog(d.Blog)
	}
	if w.records {
		d.AccessLog, d.Breaches = accesslog.NewService(w.db, d.Now), breach.NewService(w.db, d.Now)
	}
	if w.content {
		pages.UseSiteContent(w.db)
		d.SiteContent = sitecontent.NewService(w.db, pages, d.Now)
	}
	if d.Staff != nil {
		d.Photos = photoerasure.New(d.Catalog, d.Blog, d.SiteContent, d.Media)
	}
	return d
}

// newStaticHandler builds the handler for page tests.
func newStaticHandler(t *testing.T, site fs.FS, siteURL string) http.Handler {
	t.Helper()
	return newEnv(t, func(d *wiring) {
		d.Site = site
		d.SiteURL = siteURL
	}).h
}

// call sends one request from remote and returns the answer.
func (e *env) call(t *testing.T, method, target, contentType, body, remote string, header map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, bytes.NewReader([]byte(body)))
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	req.RemoteAddr = remote
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, req)
	return rec.Result()
}

func (e *env) postJSON(t *testing.T, target string, body any) *http.Response {
	t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	return e.call(t, "POST", target, "application/json", string(b), "198.51.100.7:40000", nil)
}

// decodeBody parses a JSON answer into a generic map.
func decodeBody(t *testing.T, res *http.Response) map[string]any {
	t.Helper()
	if ct := res.Header.Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Fatalf("Content-Type = %q, want JSON", ct)
	}
	var m map[string]any
	if err := json.NewDecoder(res.Body).Decode(&m); err != nil {
		t.Fatalf("answer is not a JSON object: %v", err)
	}
	return m
}

// stored counts everything the forms and mails may have written.
func (e *env) stored(t *testing.T) (leads, messages, subscriptions, mails int) {
	t.Helper()
	ctx := context.Background()
	l, err := e.db.ListLeads(ctx)
	if err != nil {
		t.Fatal(err)
	}
	m, err := e.db.ListContactMessages(ctx)
	if err != nil {
		t.Fatal(err)
	}
	s, err := e.db.ListSubscriptions(ctx)
	if err != nil {
		t.Fatal(err)
	}
	st, err := e.db.OutboxStats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return len(l), len(m), len(s), st.Pending + st.Sent + st.Failed
}

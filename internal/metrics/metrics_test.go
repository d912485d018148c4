package metrics_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/diskspace"
	"github.com/nivaas-interiors/site/internal/httpapi"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/metrics"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/webhook"
	"github.com/nivaas-interiors/site/web/app/content"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// scrape fetches /metrics from h and parses the Prometheus text format.
func scrape(t *testing.T, h http.Handler) map[string]*dto.MetricFamily {
	t.Helper()
	srv := httptest.NewServer(h)
	defer srv.Close()
	res, err := http.Get(srv.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET /metrics = %d", res.StatusCode)
	}
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain; version=0.0.4") {
		t.Fatalf("Content-Type = %q, want the Prometheus text format", ct)
	}
	parser := expfmt.NewTextParser(model.UTF8Validation)
	families, err := parser.TextToMetricFamilies(res.Body)
	if err != nil {
		t.Fatalf("not the Prometheus text format: %v", err)
	}
	return families
}

// value returns the sample of family whose labels include want, and whether it exists.
func value(families map[string]*dto.MetricFamily, family string, want map[string]string) (float64, bool) {
	f := families[family]
	if f == nil {
		return 0, false
	}
next:
	for _, m := range f.GetMetric() {
		labels := map[string]string{}
		for _, l := range m.GetLabel() {
			labels[l.GetName()] = l.GetValue()
		}
		for k, v := range want {
			if labels[k] != v {
				continue next
			}
		}
		switch {
		case m.Counter != nil:
			return m.Counter.GetValue(), true
		case m.Gauge != nil:
			return m.Gauge.GetValue(), true
		case m.Histogram != nil:
			return float64(m.Histogram.GetSampleCount()), true
		}
	}
	return 0, false
}

func TestOutboxGaugesAreReadOnScrape(t *testing.T) {
	ctx := context.Background()
	db := storetest.OpenSQLite(t)
	m := metrics.New(db, quiet)
	for i := range 4 {
		if _, err := db.Enqueue(ctx, mail.Message{To: fmt.Sprintf("m%d@example.in", i), Subject: "Hello", Text: "Hi", HTML: "<p>Hi</p>"}); err != nil {
			t.Fatal(err)
		}
	}
	now := time.Now()
	items, err := db.Claim(ctx, "metrics-test", now, time.Minute, 2)
	if err != nil || len(items) != 2 {
		t.Fatalf("claim = %d items, %v", len(items), err)
	}
	if err := db.MarkSent(ctx, items[0].ID, "metrics-test", now); err != nil {
		t.Fatal(err)
	}
	if err := db.MarkFailed(ctx, items[1].ID, "metrics-test", "550 no such user"); err != nil {
		t.Fatal(err)
	}
	families := scrape(t, m.Handler())
	for status, want := range map[string]float64{"pending": 2, "sent": 1, "failed": 1} {
		if got, ok := value(families, "site_outbox_messages", map[string]string{"status": status}); !ok || got != want {
			t.Errorf("site_outbox_messages{status=%q} = %v (present %v), want %v", status, got, ok, want)
		}
	}
	if f := families["site_outbox_messages"]; f.GetType() != dto.MetricType_GAUGE {
		t.Errorf("outbox type = %v, want gauge", f.GetType())
	}
	// A gauge, not a counter: the next scrape sees the database as it is now.
	if _, err := db.Enqueue(ctx, mail.Message{To: "late@example.in", Subject: "Hello", Text: "Hi", HTML: "<p>Hi</p>"}); err != nil {
		t.Fatal(err)
	}
	if got, _ := value(scrape(t, m.Handler()), "site_outbox_messages", map[string]string{"status": "pending"}); got != 3 {
		t.Errorf("pending after another mail = %v, want 3", got)
	}
	if _, ok := families["go_goroutines"]; !ok {
		t.Error("Go runtime metrics missing")
	}
}

func TestScrapeSurvivesAnUnreachableDatabase(t *testing.T) {
	db := storetest.OpenSQLite(t)
	m := metrics.New(db, quiet)
	m.ObserveRequest("GET /healthz", "GET", 200, time.Millisecond)
	db.Close()
	srv := httptest.NewServer(m.Handler())
	defer srv.Close()
	res, err := http.Get(srv.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), `site_http_requests_total{code="200",method="GET",route="GET /healthz"} 1`) {
		t.Errorf("scrape with the database down = %d, want the request metrics still served:\n%s", res.StatusCode, body)
	}
	if strings.Contains(string(body), "site_outbox_messages{") {
		t.Error("outbox gauges served without a database")
	}
}

func TestLeadsCountedOnlyWhenCommitted(t *testing.T) {
	ctx := context.Background()
	db := storetest.OpenSQLite(t)
	m := metrics.New(db, quiet)
	leads := lead.NewIntake(m.CountLeads(db), nil, time.Now)
	for _, name := range []string{"Asha Rao", "Ravi Kumar"} {
		if _, err := leads.Create(ctx, lead.CreateRequest{PropertyType: "2 BHK", Name: name, Mobile: "9876543210"}, nil); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := leads.Create(ctx, lead.CreateRequest{PropertyType: "2 BHK", Name: "No Mobile"}, nil); err == nil {
		t.Fatal("invalid lead accepted")
	}
	broken, err := sqlstore.OpenSQLite(ctx, t.TempDir()+"/closed.db")
	if err != nil {
		t.Fatal(err)
	}
	broken.Close()
	if _, err := lead.NewIntake(m.CountLeads(broken), nil, time.Now).Create(ctx, lead.CreateRequest{PropertyType: "2 BHK", Name: "Lost", Mobile: "9876543210"}, nil); err == nil {
		t.Fatal("lead stored in a closed database")
	}
	if got, _ := value(scrape(t, m.Handler()), "site_leads_stored_total", nil); got != 2 {
		t.Errorf("site_leads_stored_total = %v, want 2 (invalid and failed leads are not counted)", got)
	}
}

// TestRequestsByRoutePattern drives the real handler: labels carry the route
// pattern, never the raw path, so a scan of random URLs adds no series.
func TestRequestsByRoutePattern(t *testing.T) {
	db := storetest.OpenSQLite(t)
	m := metrics.New(db, quiet)
	mails := mail.NewService(db, db, mail.ServiceConfig{InfoEmail: content.Settings.InfoEmail, From: content.Settings.MailFrom})
	pages := sitePages(t, db)
	h, err := httpapi.New(httpapi.Deps{
		LeadIntake: lead.NewIntake(m.CountLeads(db), nil, time.Now), Contacts: contact.NewService(db, mails, time.Now),
		Newsletter: newsletter.NewService(db, time.Now), Catalog: catalog.NewService(db, pages, time.Now), Pages: pages,
		Mail: mails, Answers: db, Ready: db.Ping,
		RateLimitPerMinute: 2, Logger: quiet, Observer: m,
	})
	if err != nil {
		t.Fatal(err)
	}
	call := func(method, target, body string) int {
		req := httptest.NewRequest(method, target, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.RemoteAddr = "198.51.100.7:4000"
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code
	}
	lead := `{"propertyType":"2 BHK","location":"Pune","name":"Asha Rao","mobile":"98765 43210","email":null,"whatsappUpdates":true}`
	if got := call("POST", "/api/leads", lead); got != 201 {
		t.Fatalf("lead = %d", got)
	}
	if got := call("POST", "/api/leads", `{"name":"x"}`); got != 400 {
		t.Fatalf("bad lead = %d", got)
	}
	if got := call("POST", "/api/leads", lead); got != 429 {
		t.Fatalf("third POST = %d, want 429", got)
	}
	for i := range 30 {
		call("GET", fmt.Sprintf("/city/nowhere-%d", i), "")
		call("GET", fmt.Sprintf("/api/unknown/%d", i), "")
		call("GET", fmt.Sprintf("/api/designs?category=c%d&type=Normal", i), "")
	}
	call("GET", "/healthz", "")
	call("BREW", "/healthz", "")
	call("GET", "//Aboutus", "")

	families := scrape(t, m.Handler())
	for _, c := range []struct {
		route, method, code string
		want                float64
	}{
		{"POST /api/leads", "POST", "201", 1},
		{"POST /api/leads", "POST", "400", 1},
		{"POST /api/leads", "POST", "429", 1},
		{"/", "GET", "503", 30}, // no front end in this handler: every page answers 503
		{"/api/", "GET", "404", 30},
		{"GET /api/designs", "GET", "200", 30},
		{"GET /healthz", "GET", "200", 1},
		{"/", "OTHER", "405", 1},
	} {
		labels := map[string]string{"route": c.route, "method": c.method, "code": c.code}
		if got, ok := value(families, "site_http_requests_total", labels); !ok || got != c.want {
			t.Errorf("site_http_requests_total%v = %v (present %v), want %v", labels, got, ok, c.want)
		}
	}
	if got, ok := value(families, "site_http_requests_total", map[string]string{"method": "GET", "code": "301"}); !ok || got != 1 {
		t.Errorf("redirect of //Aboutus counted %v times (present %v), want 1", got, ok)
	}
	routes := map[string]bool{}
	for _, s := range families["site_http_requests_total"].GetMetric() {
		for _, l := range s.GetLabel() {
			if l.GetName() == "route" {
				routes[l.GetValue()] = true
			}
		}
	}
	for r := range routes {
		if strings.Contains(r, "nowhere") || strings.Contains(r, "?") || strings.Contains(r, "/api/unknown/") {
			t.Errorf("route label %q is a raw path", r)
		}
	}
	if len(routes) > 6 {
		t.Errorf("%d route labels after a scan of 90 URLs, want the few patterns: %v", len(routes), routes)
	}
	if n, ok := value(families, "site_http_request_duration_seconds", map[string]string{"route": "POST /api/leads", "method": "POST"}); !ok || n != 3 {
		t.Errorf("latency histogram of POST /api/leads has %v samples, want 3", n)
	}
	if got, _ := value(families, "site_leads_stored_total", nil); got != 1 {
		t.Errorf("site_leads_stored_total = %v, want 1", got)
	}
}

// TestHealthMetrics: webhook failures and refused sign-ins are counted, the
// oldest pending mail's age and the data folder's free space are served.
func TestHealthMetrics(t *testing.T) {
	ctx := context.Background()
	db := storetest.OpenSQLite(t)
	m := metrics.New(db, quiet)
	families := scrape(t, m.Handler())
	if got, ok := value(families, "site_outbox_oldest_pending_age_seconds", nil); !ok || got != 0 {
		t.Errorf("oldest pending age with an empty outbox = %v (present %v), want 0", got, ok)
	}
	if _, err := db.Enqueue(ctx, mail.Message{To: "info@example.in", Subject: "Hello", Text: "Hi", HTML: "<p>Hi</p>"}); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1100 * time.Millisecond)

	// The real webhook sender of a site whose webhook is off refuses every row.
	cache := webhook.NewCache(db)
	if err := cache.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	hook := m.CountWebhookFailures(webhook.NewSender(cache, webhook.NewClient(webhook.ClientConfig{})))
	for range 2 {
		if err := hook.Send(ctx, mail.Message{Text: "{}"}); err == nil {
			t.Fatal("the webhook is off, yet the delivery went")
		}
	}
	m.SignInFailed()
	m.SignInFailed()
	m.SignInFailed()
	m.SignInThrottled()
	disk := &diskspace.Watcher{Dir: t.TempDir(), WarnBytes: 1, Logger: quiet}
	disk.Check()
	m.WatchDisk(disk)

	families = scrape(t, m.Handler())
	if got, _ := value(families, "site_outbox_oldest_pending_age_seconds", nil); got < 1 || got > 60 {
		t.Errorf("oldest pending age = %v s, want about 1", got)
	}
	for name, want := range map[string]float64{"site_webhook_delivery_failures_total": 2, "site_signin_failures_total": 3, "site_signin_throttled_total": 1} {
		if got, ok := value(families, name, nil); !ok || got != want {
			t.Errorf("%s = %v (present %v), want %v", name, got, ok, want)
		}
	}
	if got, _ := value(families, "site_disk_free_bytes", nil); got <= 0 {
		t.Errorf("site_disk_free_bytes = %v, want the free space of the folder", got)
	}
}

func TestUntrustedProxyGauge(t *testing.T) {
	db := storetest.OpenSQLite(t)
	m := metrics.New(db, quiet)
	alarm := &httpapi.ProxyAlarm{}
	m.WatchUntrustedProxy(alarm.Seen)
	mails := mail.NewService(db, db, mail.ServiceConfig{InfoEmail: content.Settings.InfoEmail, From: content.Settings.MailFrom})
	pages := sitePages(t, db)
	h, err := httpapi.New(httpapi.Deps{
		LeadIntake: lead.NewIntake(db, nil, time.Now), Contacts: contact.NewService(db, mails, time.Now),
		Newsletter: newsletter.NewService(db, time.Now), Catalog: catalog.NewService(db, pages, time.Now), Pages: pages,
		Mail: mails, Answers: db, Ready: db.Ping,
		Logger: quiet, ProxyAlarm: alarm,
	})
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := value(scrape(t, m.Handler()), "site_untrusted_proxy_seen", nil); !ok || v != 0 {
		t.Fatalf("site_untrusted_proxy_seen before any proxy = %v (%v), want 0", v, ok)
	}
	req := httptest.NewRequest("GET", "/healthz", nil)
	req.RemoteAddr = "10.1.2.3:4000"
	req.Header.Set("X-Forwarded-For", "203.0.113.9")
	h.ServeHTTP(httptest.NewRecorder(), req)
	if v, _ := value(scrape(t, m.Handler()), "site_untrusted_proxy_seen", nil); v != 1 {
		t.Errorf("site_untrusted_proxy_seen after a request through an untrusted proxy = %v, want 1", v)
	}
}

// sitePages are the pages of a site whose front end was not built, over db's catalog.
func sitePages(t *testing.T, db *sqlstore.Store) *sitepages.Pages {
	t.Helper()
	pages, err := sitepages.New(nil, "", db, quiet, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	return pages
}

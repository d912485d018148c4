// Package metrics is the Prometheus edge: request counts and latencies by
// route pattern, leads stored, the outbox by status and its oldest pending
// mail, webhook and sign-in failures, and free disk space, served on /metrics.
package metrics

import (
	"context"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/nivaas-interiors/site/internal/diskspace"
	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// statsTimeout bounds the outbox query of one scrape, so a slow database cannot hang the scraper.
const statsTimeout = 5 * time.Second

// Metrics holds the collectors of one process in their own registry.
type Metrics struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	leads    prometheus.Counter
	// webhookFailures counts failed delivery attempts to the CRM (each retry counts).
	webhookFailures prometheus.Counter
	signInFailures  prometheus.Counter
	signInRefused   prometheus.Counter
	log             *slog.Logger
}

// New registers the request, lead and outbox collectors plus the Go runtime
// and process collectors; outbox is asked for its counts on every scrape.
func New(outbox mail.Outbox, log *slog.Logger) *Metrics {
	if log == nil {
		log = slog.Default()
	}
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "site_http_requests_total",
			Help: "HTTP requests answered, by route pattern, method and status code.",
		}, []string{"route", "method", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "site_http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route pattern and method.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"route", "method"}),
		leads: counter("site_leads_stored_total",
			"Leads committed to the database by this process."),
		webhookFailures: counter("site_webhook_delivery_failures_total",
			"Failed attempts to deliver a lead to the CRM webhook by this process (each retry counts)."),
		signInFailures: counter("site_signin_failures_total",
			"Back-office sign-ins refused for a wrong e-mail, password or code."),
		signInRefused: counter("site_signin_throttled_total",
			"Back-office sign-ins refused unchecked because of earlier failures (a wait or a lock-out)."),
		log: log,
	}
	m.registry.MustRegister(m.requests, m.latency, m.leads, m.webhookFailures, m.signInFailures, m.signInRefused,
		&outboxCollector{outbox: outbox, log: log},
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Handler serves the registry in the Prometheus exposition format; a failing
// outbox query leaves out the outbox gauges but keeps the rest of the scrape.
func (m *Metrics) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{
		ErrorLog:      slog.NewLogLogger(m.log.Handler(), slog.LevelError),
		ErrorHandling: promhttp.ContinueOnError,
	}))
	return mux
}

// knownMethods keeps the method label bounded: a client may send any token as a method.
var knownMethods = map[string]bool{
	http.MethodGet: true, http.MethodHead: true, http.MethodPost: true, http.MethodPut: true,
	http.MethodPatch: true, http.MethodDelete: true, http.MethodOptions: true,
}

// ObserveRequest counts one answered request. route must be a registered
// pattern (bounded), never the raw path.
func (m *Metrics) ObserveRequest(route, method string, status int, d time.Duration) {
	if !knownMethods[method] {
		method = "OTHER"
	}
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.latency.WithLabelValues(route, method).Observe(d.Seconds())
}

// SignInFailed counts a sign-in refused for wrong credentials.
func (m *Metrics) SignInFailed() { m.signInFailures.Inc() }

// SignInThrottled counts a sign-in refused by the throttle (a wait or a lock-out).
func (m *Metrics) SignInThrottled() { m.signInRefused.Inc() }

// CountWebhookFailures returns s with every failed delivery attempt counted.
func (m *Metrics) CountWebhookFailures(s mail.Sender) mail.Sender {
	return &countingSender{Sender: s, failures: m.webhookFailures}
}

type countingSender struct {
	mail.Sender
	failures prometheus.Counter
}

func (c *countingSender) Send(ctx context.Context, msg mail.Message) error {
	err := c.Sender.Send(ctx, msg)
	if err != nil {
		c.failures.Inc()
	}
	return err
}

// WatchDisk serves the free space of the data folder as last read by w.
func (m *Metrics) WatchDisk(w *diskspace.Watcher) {
	m.registry.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "site_disk_free_bytes",
		Help: "Free bytes of the file system holding DATA_DIR, as last read (every 30 s).",
	}, func() float64 { return float64(w.Status().FreeBytes) }))
}

// CountLeads returns store with every successfully committed lead counted.
func (m *Metrics) CountLeads(store lead.IntakeStore) lead.IntakeStore {
	return &countingLeads{IntakeStore: store, stored: m.leads}
}

type countingLeads struct {
	lead.IntakeStore
	stored prometheus.Counter
}

var _ lead.IntakeStore = (*countingLeads)(nil)

func (c *countingLeads) CreateLead(ctx context.Context, l *lead.Enquiry, notice *mailmsg.Message, once *idempotency.Once) error {
	err := c.IntakeStore.CreateLead(ctx, l, notice, once)
	if err == nil {
		c.stored.Inc()
	}
	return err
}

var outboxDesc = prometheus.NewDesc("site_outbox_messages",
	"Mails in the outbox by status (pending, sent, failed), read from the database at scrape time.",
	[]string{"status"}, nil)

// outboxCollector reads the counts on scrape: the outbox is shared by every
// copy of the site, so only the database knows them.
type outboxCollector struct {
	outbox mail.Outbox
	log    *slog.Logger
}

var oldestPendingDesc = prometheus.NewDesc("site_outbox_oldest_pending_age_seconds",
	"Age of the oldest mail or webhook delivery still pending (0 when none is), read from the database at scrape time.",
	nil, nil)

func (c *outboxCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- outboxDesc
	ch <- oldestPendingDesc
}

func (c *outboxCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), statsTimeout)
	defer cancel()
	s, err := c.outbox.OutboxStats(ctx)
	if err != nil {
		c.log.Error("metrics: outbox stats", "err", err)
		ch <- prometheus.NewInvalidMetric(outboxDesc, err)
		return
	}
	ch <- prometheus.MustNewConstMetric(outboxDesc, prometheus.GaugeValue, float64(s.Pending), mail.StatusPending)
	ch <- prometheus.MustNewConstMetric(outboxDesc, prometheus.GaugeValue, float64(s.Sent), mail.StatusSent)
	ch <- prometheus.MustNewConstMetric(outboxDesc, prometheus.GaugeValue, float64(s.Failed), mail.StatusFailed)
	age := 0.0
	if s.OldestPending != nil {
		age = max(time.Since(*s.OldestPending).Seconds(), 0)
	}
	ch <- prometheus.MustNewConstMetric(oldestPendingDesc, prometheus.GaugeValue, age)
}

// WatchUntrustedProxy exports seen (httpapi.ProxyAlarm.Seen) as site_untrusted_proxy_seen, 1 once a
// request came through a proxy the site does not trust, so an alert can ask for TRUSTED_PROXIES.
func (m *Metrics) WatchUntrustedProxy(seen func() bool) {
	m.registry.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "site_untrusted_proxy_seen",
		Help: "1 once a request came through a proxy not in TRUSTED_PROXIES (forwarding headers from a private or loopback peer), else 0.",
	}, func() float64 {
		if seen() {
			return 1
		}
		return 0
	}))
}

// counter is a counter of this process named name, described by help.
func counter(name, help string) prometheus.Counter {
	return prometheus.NewCounter(prometheus.CounterOpts{Name: name, Help: help})
}

package webhook_test

import (
	"context"
	"crypto/hmac"
	"crypto/x509"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/webhook"
)

// crm is a real HTTPS server standing in for the company's CRM: it checks
// every signature and counts the leads it accepted.
type crm struct {
	srv      *httptest.Server
	secret   string
	mu       sync.Mutex
	got      map[int64]int // lead id → deliveries accepted
	bad      atomic.Int32  // requests whose signature did not match
	failures atomic.Int32  // answer 500 to this many requests first
	status   atomic.Int32  // answer this instead of 204 when set
}

func newCRM(t *testing.T, secret string) *crm {
	c := &crm{secret: secret, got: map[int64]int{}}
	c.srv = httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		ts, err := strconv.ParseInt(r.Header.Get(webhook.HeaderTimestamp), 10, 64)
		want := webhook.Sign(c.secret, ts, body)
		if err != nil || !hmac.Equal([]byte(r.Header.Get(webhook.HeaderSignature)), []byte(want)) ||
			r.Header.Get("Content-Type") != "application/json" || time.Since(time.Unix(ts, 0)) > time.Minute {
			c.bad.Add(1)
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		if c.failures.Add(-1) >= 0 {
			w.WriteHeader(http.StatusInternalServerError)
			return
		}
		if s := c.status.Load(); s != 0 {
			w.WriteHeader(int(s))
			return
		}
		var p struct {
			Lead struct {
				ID int64 `json:"id"`
			} `json:"lead"`
		}
		if json.Unmarshal(body, &p) != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		c.mu.Lock()
		c.got[p.Lead.ID]++
		c.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(c.srv.Close)
	return c
}

func (c *crm) client(allowPrivate bool) *webhook.Client {
	pool := x509.NewCertPool()
	pool.AddCert(c.srv.Certificate())
	return webhook.NewClient(webhook.ClientConfig{AllowPrivate: allowPrivate, RootCAs: pool, Timeout: 5 * time.Second})
}

func (c *crm) deliveries() map[int64]int {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := map[int64]int{}
	for k, v := range c.got {
		out[k] = v
	}
	return out
}

// turnOn saves the webhook as on, pointing at c, and loads it into a fresh cache wired to db's leads.
func turnOn(t *testing.T, db *sqlstore.Store, c *crm) *webhook.Cache {
	t.Helper()
	ctx := context.Background()
	set, err := db.WebhookSettings(ctx)
	if err != nil {
		t.Fatal(err)
	}
	set.URL, set.Enabled, set.Secret = c.srv.URL+"/hooks/leads", true, c.secret
	if _, err := db.SaveWebhookSettings(ctx, set, nil); err != nil {
		t.Fatal(err)
	}
	cache := webhook.NewCache(db)
	if err := cache.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	db.SetLeadWebhook(cache.LeadMessage)
	return cache
}

func addLead(t *testing.T, db *sqlstore.Store, name string) int64 {
	t.Helper()
	l := &lead.Enquiry{PropertyType: "2 BHK", Location: "Mumbai", Name: name, Mobile: "9876543210", Role: lead.Role, CreatedAt: time.Now().UTC()}
	if err := db.CreateLead(context.Background(), l, nil, nil); err != nil {
		t.Fatal(err)
	}
	return l.ID
}

func worker(db *sqlstore.Store, cache *webhook.Cache, client *webhook.Client, id string) *mail.Worker {
	return mail.NewWorker(db, nil, mail.WorkerConfig{ID: id, PollInterval: 10 * time.Millisecond, MinBackoff: 10 * time.Millisecond,
		MaxBackoff: 40 * time.Millisecond, SendTimeout: 5 * time.Second, Webhook: webhook.NewSender(cache, client)})
}

func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func engines(t *testing.T, fn func(t *testing.T, open func(testing.TB) *sqlstore.Store)) {
	t.Run("sqlite", func(t *testing.T) { fn(t, storetest.OpenSQLite) })
	t.Run("postgres", func(t *testing.T) { fn(t, storetest.OpenPostgres) })
}

// TestLeadReachesTheCRMSignedAfterRetries: a new lead is queued in its own
// transaction, the CRM answers 500 twice, and the third, signed attempt lands once.
func TestLeadReachesTheCRMSignedAfterRetries(t *testing.T) {
	engines(t, func(t *testing.T, open func(testing.TB) *sqlstore.Store) {
		db := open(t)
		c := newCRM(t, webhook.NewSecret())
		c.failures.Store(2)
		cache := turnOn(t, db, c)
		id := addLead(t, db, "Asha Rao")
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { worker(db, cache, c.client(true), "w1").Run(ctx); close(done) }()
		waitFor(t, "the delivery", func() bool { return c.deliveries()[id] == 1 })
		cancel()
		<-done
		st, err := db.OutboxStats(context.Background())
		if err != nil || st.Sent != 1 || st.Pending != 0 || st.Failed != 0 {
			t.Fatalf("outbox %+v %v, want the one webhook row sent", st, err)
		}
		if c.bad.Load() != 0 {
			t.Fatalf("%d requests carried a wrong signature", c.bad.Load())
		}
	})
}

// TestWebhookOffQueuesNothing: with the webhook off a lead adds no outbox row.
func TestWebhookOffQueuesNothing(t *testing.T) {
	db := storetest.OpenSQLite(t)
	cache := webhook.NewCache(db)
	if err := cache.Refresh(context.Background()); err != nil {
		t.Fatal(err)
	}
	db.SetLeadWebhook(cache.LeadMessage)
	addLead(t, db, "Ravi")
	if st, _ := db.OutboxStats(context.Background()); st.Pending != 0 {
		t.Fatalf("outbox %+v with the webhook off", st)
	}
}

// TestExactlyOnceWithTwoWorkers: two workers sharing one PostgreSQL deliver each lead once.
func TestExactlyOnceWithTwoWorkers(t *testing.T) {
	db := storetest.OpenPostgres(t)
	c := newCRM(t, webhook.NewSecret())
	cache := turnOn(t, db, c)
	var ids []int64
	for i := range 40 {
		ids = append(ids, addLead(t, db, "Lead "+strconv.Itoa(i)))
	}
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for _, name := range []string{"copy-a", "copy-b"} {
		wg.Go(func() { worker(db, cache, c.client(true), name).Run(ctx) })
	}
	waitFor(t, "every lead", func() bool { return len(c.deliveries()) == len(ids) })
	time.Sleep(100 * time.Millisecond) // room for a duplicate to show up
	cancel()
	wg.Wait()
	for _, id := range ids {
		if n := c.deliveries()[id]; n != 1 {
			t.Errorf("lead %d delivered %d times", id, n)
		}
	}
}

// TestAnswersDecideRetry: 4xx is final except 408 and 429; redirects are not followed.
func TestAnswersDecideRetry(t *testing.T) {
	c := newCRM(t, "s3cret")
	client := c.client(true)
	set := webhook.Settings{URL: c.srv.URL, Enabled: true, Secret: "s3cret"}
	body := []byte(`{"lead":{"id":1}}`)
	for _, tc := range []struct {
		status    int
		ok, final bool
	}{
		{204, true, false}, {200, true, false}, {400, false, true}, {401, false, true}, {404, false, true}, {410, false, true},
		{408, false, false}, {429, false, false}, {500, false, false}, {503, false, false}, {301, false, true}, {307, false, true},
	} {
		c.status.Store(int32(tc.status))
		got, err := client.Post(context.Background(), set, body, "t")
		var perm *mail.PermanentError
		if got != tc.status || (err == nil) != tc.ok || errors.As(err, &perm) != tc.final {
			t.Errorf("status %d: got %d, err %v; want ok %v final %v", tc.status, got, err, tc.ok, tc.final)
		}
	}
}

// TestRefusedAddresses: the SSRF defence, at saving and at delivery.
func TestRefusedAddresses(t *testing.T) {
	for _, tc := range []struct{ url, want string }{
		{"http://crm.example.com/hook", "urlHttps"},
		{"ftp://crm.example.com/hook", "urlHttps"},
		{"https://127.0.0.1/hook", "urlPrivate"},
		{"https://127.1.2.3:8443/hook", "urlPrivate"},
		{"https://[::1]/hook", "urlPrivate"},
		{"https://[::ffff:127.0.0.1]/hook", "urlPrivate"},
		{"https://[::127.0.0.1]/hook", "urlPrivate"},
		{"https://[64:ff9b::7f00:1]/hook", "urlPrivate"},
		{"https://[fe80::1%25eth0]/hook", "urlPrivate"},
		{"https://192.0.2.2/hook", "urlPrivate"},
		{"https://198.51.100.7/hook", "urlPrivate"},
		{"https://203.0.113.7:8443/hook", "urlPrivate"},
		{"https://169.254.169.254/latest/meta-data", "urlPrivate"},
		{"https://10.0.0.5/", "urlPrivate"},
		{"https://192.168.1.1/", "urlPrivate"},
		{"https://172.16.0.1/", "urlPrivate"},
		{"https://100.64.0.1/", "urlPrivate"},
		{"https://0.0.0.0/", "urlPrivate"},
		{"https://[fe80::1]/", "urlPrivate"},
		{"https://[fd00::1]/", "urlPrivate"},
		{"https://localhost/hook", "urlPrivate"},
		{"https://api.localhost/hook", "urlPrivate"},
		{"https://user:pass@crm.example.com/hook", "urlCredentials"},
		{"https://user@crm.example.com/hook", "urlCredentials"},
		{"https://crm.example.com/" + strings.Repeat("a", 2000), "urlTooLong"},
		{"", "urlRequired"},
		{"https://", "urlInvalid"},
		{"https:///path", "urlInvalid"},
		{"https://crm.example.com/a b", "urlInvalid"},
		{"https://crm.example.com\\@evil.example/", "urlInvalid"},
		{"javascript:alert(1)", "urlInvalid"},
		{"https://crm.example.com/hooks/leads?x=1", ""},
		{"https://93.184.215.14:8443/hook", ""},
	} {
		err := webhook.CheckURL(tc.url, false)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%q refused: %v", tc.url, err)
			}
			continue
		}
		if fault.Code(err) != fault.EINVALID || fault.Message(err) != webhook.Msg(tc.want) {
			t.Errorf("%.60q: %v, want %s", tc.url, err, tc.want)
		}
	}
}

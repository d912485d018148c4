package httpapi

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/meta"
	"github.com/nivaas-interiors/site/internal/storetest"
)

const (
	testHookPath   = "/api/hooks/whatsapp"
	testHookSecret = "app-secret-for-tests"
	testHookToken  = "verify-token-for-tests"
)

// newHookEnv is a site taking Meta-signed deliveries at testHookPath into db's inbound queue.
func newHookEnv(t *testing.T, db store) *env {
	t.Helper()
	return newEnvOn(t, db, func(d *wiring) {
		d.Inbound = inbound.NewService(db, nil, d.Now)
		d.MetaHooks = []MetaHook{{Path: testHookPath, Source: inbound.SourceWhatsApp, AppSecret: testHookSecret, VerifyToken: testHookToken}}
		d.RateLimitPerMinute = 5 // the webhooks have no per-address limit: Meta posts from a few addresses
	})
}

// postHook posts body to the hook signed with signature ("" leaves the header out).
func (e *env) postHook(t *testing.T, body, contentType, signature string) *http.Response {
	t.Helper()
	h := map[string]string{}
	if signature != "" {
		h[meta.SignatureHeader] = signature
	}
	return e.call(t, "POST", testHookPath, contentType, body, "203.0.113.9:443", h)
}

// queued counts the deliveries waiting in the queue.
func (e *env) queued(t *testing.T) int {
	t.Helper()
	stats, err := e.db.DeliveryStats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, st := range stats {
		n += st.Pending + st.Failed
	}
	return n
}

func TestMetaHookVerification(t *testing.T) {
	t.Parallel()
	e := newHookEnv(t, storetest.OpenSQLite(t))
	res := e.call(t, "GET", testHookPath+"?hub.mode=subscribe&hub.verify_token="+testHookToken+"&hub.challenge=1158201444", "", "", "203.0.113.9:443", nil)
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || string(body) != "1158201444" || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") {
		t.Fatalf("verification = %d %q (%s), want 200 with the challenge as plain text", res.StatusCode, body, res.Header.Get("Content-Type"))
	}
	for _, q := range []string{"", "?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1", "?hub.mode=subscribe&hub.challenge=1",
		"?hub.mode=subscribe&hub.verify_token=" + testHookToken + "&hub.challenge=%3Cb%3E"} {
		res := e.call(t, "GET", testHookPath+q, "", "", "203.0.113.9:443", nil)
		if res.StatusCode != 403 {
			t.Errorf("GET %s = %d, want 403", q, res.StatusCode)
		}
		if m := decodeBody(t, res); unreadable(m["error"].(string), nil) != "" {
			t.Errorf("GET %s: unreadable answer %q", q, m["error"])
		}
	}
}

// TestMetaHookStoresEachDeliveryOnce, on both engines: a signed delivery is stored and answered
// 200; forty copies of one delivery at once are all answered 200 and stored once.
func TestMetaHookStoresEachDeliveryOnce(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := newHookEnv(t, open(t))
		body := `{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[]}]}`
		res := e.postHook(t, body, "application/json", meta.Sign(testHookSecret, []byte(body)))
		if m := decodeBody(t, res); res.StatusCode != 200 || m["received"] != true || m["repeat"] != false {
			t.Fatalf("signed delivery = %d %v, want 200 received", res.StatusCode, m)
		}
		again := `{"object":"whatsapp_business_account","entry":[{"id":"2","changes":[]}]}`
		var wg sync.WaitGroup
		codes := make(chan int, 40)
		for range 40 {
			wg.Go(func() {
				req := httptest.NewRequest("POST", testHookPath, strings.NewReader(again))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set(meta.SignatureHeader, meta.Sign(testHookSecret, []byte(again)))
				req.RemoteAddr = "203.0.113.9:443"
				rec := httptest.NewRecorder()
				e.h.ServeHTTP(rec, req)
				codes <- rec.Code
			})
		}
		wg.Wait()
		close(codes)
		for c := range codes {
			if c != 200 {
				t.Errorf("a copy of the delivery was answered %d, want 200 (the platform would send it again)", c)
			}
		}
		if n := e.queued(t); n != 2 {
			t.Fatalf("the queue holds %d deliveries, want 2 (forty copies of one are one)", n)
		}
	})
}

// TestMetaHookHostile: what an attacker or a broken sender posts is refused with a readable
// sentence and stores nothing; what Meta signs is stored whatever it says (the worker judges it).
func TestMetaHookHostile(t *testing.T) {
	e := newHookEnv(t, storetest.OpenSQLite(t))
	sign := func(b string) string { return meta.Sign(testHookSecret, []byte(b)) }
	ok := `{"object":"whatsapp_business_account","entry":[]}`
	big := `{"x":"` + strings.Repeat("a", inbound.MaxBody) + `"}`
	const js = "application/json"
	for _, tc := range []struct {
		name, body, contentType, signature string
		status                             int
		stored                             bool
	}{
		{"no signature", ok, js, "", 403, false},
		{"signed with another secret", ok, js, meta.Sign("guess", []byte(ok)), 403, false},
		{"the signature of another body", ok + " ", js, sign(ok), 403, false},
		{"sha1 signature", ok, js, "sha1=" + sign(ok)[7:47], 403, false},
		{"signature without its prefix", ok, js, sign(ok)[7:], 403, false},
		{"signature twice over", ok, js, sign(ok) + "," + sign(ok), 403, false},
		{"signature with a line break", ok, js, sign(ok)[:20] + "\n", 403, false},
		{"unsigned body over the limit", big, js, "", 413, false},
		{"signed body over the limit", big, js, sign(big), 413, false},
		{"signed, not JSON", "entry=1", "application/x-www-form-urlencoded", sign("entry=1"), 415, false},
		{"signed, JSON said to be text", ok, "text/plain", sign(ok), 415, false},
		{"signed, broken JSON", `{"object":`, js, sign(`{"object":`), 415, false},
		{"signed, a byte order mark", "\uFEFF" + ok, js, sign("\uFEFF" + ok), 415, false},
		{"signed, 10,000 levels of [", strings.Repeat("[", 10000), js, sign(strings.Repeat("[", 10000)), 415, false},
		{"signed, empty", "", js, sign(""), 415, false},
		{"signed, Latin-1 bytes in a string", "{\"text\":\"caf\xe9\"}", js, sign("{\"text\":\"caf\xe9\"}"), 200, true},
		{"signed, an object of another platform", `{"object":"page","entry":[{"changes":[{"field":"leadgen"}]}]}`, js,
			sign(`{"object":"page","entry":[{"changes":[{"field":"leadgen"}]}]}`), 200, true},
		{"signed, a message type never seen", `{"object":"whatsapp_business_account","entry":[{"changes":[{"value":{"messages":[{"type":"hologram"}]}}]}]}`, js,
			sign(`{"object":"whatsapp_business_account","entry":[{"changes":[{"value":{"messages":[{"type":"hologram"}]}}]}]}`), 200, true},
		{"the same delivery replayed", ok, js, sign(ok), 200, true},
		{"replayed again", ok, js, sign(ok), 200, false},
	} {
		before := e.queued(t)
		res := e.postHook(t, tc.body, tc.contentType, tc.signature)
		m := decodeBody(t, res)
		if res.StatusCode != tc.status {
			t.Errorf("%s: status %d %v, want %d", tc.name, res.StatusCode, m, tc.status)
		}
		if msg, _ := m["error"].(string); tc.status != 200 {
			if r := unreadable(msg, nil); r != "" {
				t.Errorf("%s: answer %q: %s", tc.name, msg, r)
			}
		}
		if got := e.queued(t) - before; got != map[bool]int{true: 1, false: 0}[tc.stored] {
			t.Errorf("%s: stored %d deliveries, want stored %v", tc.name, got, tc.stored)
		}
	}
	res := e.call(t, "PUT", testHookPath, js, ok, "203.0.113.9:443", map[string]string{meta.SignatureHeader: sign(ok)})
	if res.StatusCode != 405 {
		t.Errorf("PUT = %d, want 405", res.StatusCode)
	}
	// Posts beyond the per-address limit of the forms still reach the webhook.
	for i := range 20 {
		b := `{"n":` + strings.Repeat("1", i+1) + `}`
		if res := e.postHook(t, b, js, sign(b)); res.StatusCode != 200 {
			t.Fatalf("delivery %d from one address = %d, want 200: webhooks are not rate limited per address", i, res.StatusCode)
		}
	}
}

// TestHookRoomHoldsUnderConcurrency: while the memory budget of webhook bodies is taken, a
// delivery is answered 503 with Retry-After (the platform sends it again) and nothing is stored.
func TestHookRoomHoldsUnderConcurrency(t *testing.T) {
	db := storetest.OpenSQLite(t)
	s := &server{Deps: Deps{Inbound: inbound.NewService(db, nil, nil), Logger: slog.New(slog.DiscardHandler), StoreDeadline: time.Second},
		hookRoom: newHookRoom()}
	body := `{"object":"whatsapp_business_account"}`
	post := func() *httptest.ResponseRecorder {
		req := httptest.NewRequest("POST", testHookPath, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		s.receiveHook(rec, req, inbound.SourceWhatsApp, func(b []byte) (string, bool) { return inbound.BodyID(b), true })
		return rec
	}
	if !s.hookRoom.TryAcquire(hookMemory - int64(len(body)) + 1) {
		t.Fatal("the budget is taken before the test")
	}
	if rec := post(); rec.Code != 503 || rec.Header().Get("Retry-After") == "" {
		t.Fatalf("with the budget taken = %d (Retry-After %q), want 503 with Retry-After", rec.Code, rec.Header().Get("Retry-After"))
	}
	if stats, _ := db.DeliveryStats(context.Background()); len(stats) != 0 {
		t.Fatalf("stored %+v while busy", stats)
	}
	s.hookRoom.Release(1)
	if rec := post(); rec.Code != 200 {
		t.Fatalf("with room for exactly this body = %d, want 200", rec.Code)
	}
}

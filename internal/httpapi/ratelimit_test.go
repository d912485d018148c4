package httpapi

import (
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"testing"
	"time"
)

const subscribeBody = `{"email":"asha@example.in","page":"/Guides/Design-Tips"}`

func TestRateLimitPerClient(t *testing.T) {
	t.Parallel()
	e := newEnv(t, func(d *wiring) { d.RateLimitPerMinute = 3 })
	post := func(remote string) *http.Response {
		return e.call(t, "POST", "/api/subscribe", "application/json", subscribeBody, remote, nil)
	}
	for i := 0; i < 3; i++ {
		if res := post("198.51.100.7:1000"); res.StatusCode != http.StatusCreated {
			t.Fatalf("POST #%d = %d", i+1, res.StatusCode)
		}
	}
	res := post("198.51.100.7:2000")
	if res.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("4th POST = %d, want 429", res.StatusCode)
	}
	secs, err := strconv.Atoi(res.Header.Get("Retry-After"))
	if err != nil || secs < 1 || secs > 20 {
		t.Errorf("Retry-After = %q, want 1..20 seconds (one token per 20 s)", res.Header.Get("Retry-After"))
	}
	if b := decodeBody(t, res); b["error"] == "" {
		t.Errorf("429 without a readable error: %v", b)
	}
	if res := post("203.0.113.50:1"); res.StatusCode != http.StatusCreated {
		t.Errorf("another client was limited too: %d", res.StatusCode)
	}
	if res := e.call(t, "GET", "/api/recent-projects", "", "", "198.51.100.7:1", nil); res.StatusCode != http.StatusOK {
		t.Errorf("GET was limited: %d", res.StatusCode)
	}
	res = e.call(t, "POST", "/api/sendMail", "application/json", `{}`, "198.51.100.7:1", nil)
	if b := decodeBody(t, res); res.StatusCode != http.StatusTooManyRequests || b["success"] != false {
		t.Errorf("limited sendMail = %d %v, want 429 with success:false", res.StatusCode, b)
	}
	e.clock.Advance(time.Duration(secs) * time.Second)
	if res := post("198.51.100.7:1000"); res.StatusCode != http.StatusCreated {
		t.Errorf("after Retry-After = %d, want 201", res.StatusCode)
	}
}

func TestRateLimitOff(t *testing.T) {
	t.Parallel()
	e := newEnv(t, func(d *wiring) { d.RateLimitPerMinute = 0 })
	for i := 0; i < 50; i++ {
		if res := e.call(t, "POST", "/api/subscribe", "application/json", subscribeBody, "198.51.100.7:1", nil); res.StatusCode != http.StatusCreated {
			t.Fatalf("POST #%d = %d with the limit off", i+1, res.StatusCode)
		}
	}
}

func TestRateLimitTrustsForwardedForOnlyFromProxies(t *testing.T) {
	t.Parallel()
	proxy := netip.MustParsePrefix("10.0.0.0/8")
	e := newEnv(t, func(d *wiring) {
		d.RateLimitPerMinute = 1
		d.TrustedProxies = []netip.Prefix{proxy}
	})
	post := func(remote, xff string) int {
		return e.call(t, "POST", "/api/subscribe", "application/json", subscribeBody, remote, map[string]string{"X-Forwarded-For": xff}).StatusCode
	}
	// Two visitors behind the same load balancer are two clients.
	if s := post("10.0.0.2:1", "192.0.2.1"); s != 201 {
		t.Fatalf("visitor A = %d", s)
	}
	if s := post("10.0.0.2:1", "192.0.2.2"); s != 201 {
		t.Fatalf("visitor B = %d", s)
	}
	// A forged left-most hop does not escape: the right-most untrusted hop counts.
	if s := post("10.0.0.3:1", "6.6.6.6, 192.0.2.1, 10.0.0.9"); s != 429 {
		t.Errorf("visitor A with forged hop = %d, want 429", s)
	}
	// An untrusted peer cannot pick its address with the header.
	if s := post("203.0.113.5:1", "192.0.2.99"); s != 201 {
		t.Fatalf("untrusted peer = %d", s)
	}
	if s := post("203.0.113.5:1", "192.0.2.100"); s != 429 {
		t.Errorf("untrusted peer rotating X-Forwarded-For = %d, want 429", s)
	}
}

func TestClientAddr(t *testing.T) {
	t.Parallel()
	s := &server{Deps: Deps{TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("::1/128")}}}
	cases := []struct{ remote, xff, want string }{
		{"203.0.113.5:1", "192.0.2.1", "203.0.113.5"},
		{"10.1.1.1:1", "192.0.2.1", "192.0.2.1"},
		{"10.1.1.1:1", "192.0.2.7, 10.2.2.2", "192.0.2.7"},
		{"10.1.1.1:1", "1.1.1.1, 192.0.2.7", "192.0.2.7"},
		{"10.1.1.1:1", "", "10.1.1.1"},
		{"10.1.1.1:1", "10.3.3.3", "10.3.3.3"},
		{"10.1.1.1:1", "garbage, 10.4.4.4", "10.4.4.4"},
		{"[::1]:1", "2001:db8::7", "2001:db8::7"},
		{"[::ffff:203.0.113.5]:1", "", "203.0.113.5"},
	}
	for _, c := range cases {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.remote
		if c.xff != "" {
			r.Header.Set("X-Forwarded-For", c.xff)
		}
		if got := s.clientAddr(r).String(); got != c.want {
			t.Errorf("remote %s, XFF %q: client = %s, want %s", c.remote, c.xff, got, c.want)
		}
	}
}

func TestIdleLimitersAreEvicted(t *testing.T) {
	t.Parallel()
	c := &clock{t: time.Date(2026, 11, 14, 0, 0, 0, 0, time.UTC)}
	l := newLimiter(10, c.Now)
	for _, k := range []string{"a", "b", "c"} {
		l.allow(k)
	}
	c.Advance(2 * time.Minute)
	l.allow("d")
	if n := l.size(); n != 4 {
		t.Fatalf("clients after 2 minutes = %d, want 4", n)
	}
	c.Advance(2 * time.Minute)
	l.allow("d")
	if n := l.size(); n != 1 {
		t.Errorf("clients after idling = %d, want only the active one", n)
	}
}

func TestIPv6ClientsShareTheirSlash64(t *testing.T) {
	t.Parallel()
	if limitKey(netip.MustParseAddr("2001:db8:1:2::a")) != limitKey(netip.MustParseAddr("2001:db8:1:2:ffff::1")) {
		t.Error("two addresses of one /64 counted apart")
	}
	if limitKey(netip.MustParseAddr("2001:db8:1:2::a")) == limitKey(netip.MustParseAddr("2001:db8:1:3::a")) {
		t.Error("two /64s counted together")
	}
}

func TestHSTSOnlyOverTLS(t *testing.T) {
	t.Parallel()
	e := newEnv(t, func(d *wiring) { d.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")} })
	cases := []struct {
		remote, proto string
		want          bool
	}{
		{"10.0.0.2:1", "https", true},
		{"10.0.0.2:1", "http", false},
		{"203.0.113.5:1", "https", false},
		{"203.0.113.5:1", "", false},
	}
	direct := httptest.NewRequest("GET", "https://www.nivaas.example/healthz", nil)
	direct.TLS = &tls.ConnectionState{}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, direct)
	if rec.Header().Get("Strict-Transport-Security") == "" {
		t.Error("no HSTS on a direct TLS connection")
	}
	for _, c := range cases {
		res := e.call(t, "GET", "/healthz", "", "", c.remote, map[string]string{"X-Forwarded-Proto": c.proto})
		if got := res.Header.Get("Strict-Transport-Security") != ""; got != c.want {
			t.Errorf("peer %s proto %q: HSTS %v, want %v", c.remote, c.proto, got, c.want)
		}
	}
}

func TestLimiterTracksAtMostItsCapAndDropsTheStalest(t *testing.T) {
	t.Parallel()
	c := &clock{t: time.Date(2026, 11, 14, 0, 0, 0, 0, time.UTC)}
	l := newLimiter(2, c.Now)
	l.max = 100
	for range 2 {
		l.allow("abuser")
	}
	if _, ok := l.allow("abuser"); ok {
		t.Fatal("third request within the minute was allowed")
	}
	// A flood of new addresses, while the abuser and a regular visitor keep coming back.
	for i := range 100_000 {
		c.Advance(time.Millisecond)
		if i%50 == 0 {
			if _, ok := l.allow("abuser"); ok && i < 30_000 {
				t.Fatalf("abuser let through after %d flood addresses: its bucket was dropped while active", i)
			}
			if i%30_000 == 0 {
				if _, ok := l.allow("visitor"); !ok {
					t.Fatalf("visitor locked out by the flood at %d", i)
				}
			}
		}
		l.allow("flood-" + strconv.Itoa(i))
		if n := l.size(); n > 100 {
			t.Fatalf("tracked clients = %d after %d new addresses, want at most 100", n, i+1)
		}
	}
	if _, ok := l.allow("newcomer"); !ok {
		t.Error("a new visitor after the flood was refused")
	}
}

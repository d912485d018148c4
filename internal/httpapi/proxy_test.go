package httpapi

import (
	"crypto/tls"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// Behind a load balancer the site was not told to trust, fourteen visitors'
// leads used to share one limit of ten a minute: four were refused.
func TestLeadsThroughAnUntrustedProxyAreNotRefused(t *testing.T) {
	for _, peer := range []string{"10.0.0.2:41000", "127.0.0.1:41000", "[fd00::2]:41000", "100.64.3.4:41000"} {
		alarm := &ProxyAlarm{}
		e := newEnv(t, func(d *Deps) { d.ProxyAlarm, d.RateLimitPerMinute = alarm, 10 })
		refused := 0
		for i := range 14 {
			body := strings.Replace(validLead, "Asha Rao", fmt.Sprintf("Visitor %c", 'A'+i), 1)
			res := e.call(t, "POST", "/api/leads", "application/json", body, peer,
				map[string]string{"X-Forwarded-For": fmt.Sprintf("203.0.113.%d", i+1)})
			if res.StatusCode == http.StatusTooManyRequests {
				refused++
			} else if res.StatusCode != http.StatusCreated {
				t.Fatalf("peer %s, lead %d = %d", peer, i+1, res.StatusCode)
			}
		}
		if refused != 0 {
			t.Errorf("peer %s: %d of 14 visitors' leads refused through an untrusted proxy, want 0", peer, refused)
		}
		if !alarm.Seen() {
			t.Errorf("peer %s: the untrusted proxy went unnoticed", peer)
		}
		if n := strings.Count(e.logs.String(), "proxy the site does not trust"); n != 1 {
			t.Errorf("peer %s: warned %d times, want once:\n%s", peer, n, e.logs)
		}
	}
}

// The limit still holds per visitor behind an untrusted proxy: the hop the proxy
// appended counts, whatever the visitor wrote to its left.
func TestUntrustedProxyStillLimitsEachVisitor(t *testing.T) {
	e := newEnv(t, func(d *Deps) { d.RateLimitPerMinute = 2 })
	post := func(header map[string]string) int {
		return e.call(t, "POST", "/api/subscribe", "application/json", subscribeBody, "10.0.0.2:1", header).StatusCode
	}
	for i := range 2 {
		if s := post(map[string]string{"X-Forwarded-For": fmt.Sprintf("6.6.6.%d, 192.0.2.1", i)}); s != 201 {
			t.Fatalf("POST %d = %d", i+1, s)
		}
	}
	if s := post(map[string]string{"X-Forwarded-For": "6.6.6.99, 192.0.2.1"}); s != 429 {
		t.Errorf("visitor rotating the left hops = %d, want 429", s)
	}
	if s := post(map[string]string{"Forwarded": `for=6.6.6.7, for="192.0.2.1:4711";proto=https`}); s != 429 {
		t.Errorf("same visitor through Forwarded = %d, want 429", s)
	}
	if s := post(map[string]string{"Forwarded": `for="[2001:db8:cafe::17]:4711"`}); s != 201 {
		t.Errorf("another visitor through Forwarded = %d, want 201", s)
	}
	// A peer on the internet is no proxy of the site's: its headers are its own word, and the peer counts.
	for i, want := range []int{201, 201, 429} {
		s := e.call(t, "POST", "/api/subscribe", "application/json", subscribeBody, "198.51.100.9:1",
			map[string]string{"X-Forwarded-For": fmt.Sprintf("192.0.2.%d", 50+i)}).StatusCode
		if s != want {
			t.Errorf("public peer rotating X-Forwarded-For, POST %d = %d, want %d", i+1, s, want)
		}
	}
}

func TestProxyAlarmOnlyForUntrustedPrivatePeers(t *testing.T) {
	cases := []struct {
		remote, header string
		trusted        bool
		want           bool
	}{
		{"10.0.0.2:1", "X-Forwarded-For", false, true},
		{"192.168.1.1:1", "Forwarded", false, true},
		{"[::1]:1", "X-Forwarded-For", false, true},
		{"10.0.0.2:1", "", false, false},                    // a private client, no proxy
		{"198.51.100.9:1", "X-Forwarded-For", false, false}, // the internet's own word
		{"10.0.0.2:1", "X-Forwarded-For", true, false},      // a trusted proxy
	}
	for _, c := range cases {
		alarm := &ProxyAlarm{}
		e := newEnv(t, func(d *Deps) {
			d.ProxyAlarm = alarm
			if c.trusted {
				d.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}
			}
		})
		h := map[string]string{}
		if c.header == "Forwarded" {
			h["Forwarded"] = "for=192.0.2.1"
		} else if c.header != "" {
			h[c.header] = "192.0.2.1"
		}
		e.call(t, "GET", "/healthz", "", "", c.remote, h)
		if alarm.Seen() != c.want {
			t.Errorf("peer %s, header %q, trusted %v: alarm %v, want %v", c.remote, c.header, c.trusted, alarm.Seen(), c.want)
		}
	}
}

func TestLastForwardedHop(t *testing.T) {
	cases := []struct{ xff, fwd, want string }{
		{"192.0.2.1", "", "192.0.2.1"},
		{"6.6.6.6, 192.0.2.1", "", "192.0.2.1"},
		{"::ffff:192.0.2.1", "", "192.0.2.1"},
		{"", "for=192.0.2.60;proto=http;by=203.0.113.43", "192.0.2.60"},
		{"", `for=6.6.6.6, for="[2001:db8:cafe::17]:4711"`, "2001:db8:cafe::17"},
		{"", `for="192.0.2.43:47011"`, "192.0.2.43"},
		{"", `for=unknown`, "invalid IP"},
		{"", `for="_hidden"`, "invalid IP"},
		{"garbage", "", "invalid IP"},
	}
	for _, c := range cases {
		r := httptest.NewRequest("GET", "/", nil)
		if c.xff != "" {
			r.Header.Set("X-Forwarded-For", c.xff)
		}
		if c.fwd != "" {
			r.Header.Set("Forwarded", c.fwd)
		}
		a, ok := lastForwardedHop(r)
		if got := a.String(); got != c.want || ok != (c.want != "invalid IP") {
			t.Errorf("XFF %q, Forwarded %q: %s %v, want %s", c.xff, c.fwd, got, ok, c.want)
		}
	}
}

func TestBareDomainRedirectsToTheCanonicalName(t *testing.T) {
	e := newEnv(t, func(d *Deps) {
		d.CanonicalHost = "www.example.in"
		d.AliasHosts = []string{"example.in"}
	})
	send := func(method, target string) *http.Response {
		r := httptest.NewRequest(method, target, strings.NewReader(subscribeBody))
		r.TLS = &tls.ConnectionState{}
		rec := httptest.NewRecorder()
		e.h.ServeHTTP(rec, r)
		return rec.Result()
	}
	res := send("GET", "https://example.in/gallery/Kitchen?city=Pune&page=2")
	if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "https://www.example.in/gallery/Kitchen?city=Pune&page=2" {
		t.Errorf("bare domain: %d to %q", res.StatusCode, res.Header.Get("Location"))
	}
	if got := res.Header.Get("Strict-Transport-Security"); got != "max-age=31536000" {
		t.Errorf("HSTS on the bare domain's redirect = %q, want a year for this name only", got)
	}
	if res := send("GET", "https://example.in:8443/x"); res.Header.Get("Location") != "https://www.example.in:8443/x" {
		t.Errorf("bare domain on another port redirects to %q", res.Header.Get("Location"))
	}
	if res := send("POST", "https://example.in/api/subscribe"); res.StatusCode != http.StatusPermanentRedirect {
		t.Errorf("POST to the bare domain = %d, want 308 (the method kept)", res.StatusCode)
	}
	if res := send("GET", "https://www.example.in/healthz"); res.StatusCode != http.StatusOK {
		t.Errorf("canonical name = %d, want 200", res.StatusCode)
	}
}

// Behind a trusted proxy that ended TLS, X-Forwarded-Proto decides: the session cookie is Secure and HSTS is sent;
// the same header from a peer that is not trusted changes nothing.
func TestForwardedProtoFromATrustedProxyMakesTheSessionSecure(t *testing.T) {
	for _, trusted := range []bool{true, false} {
		a := newAdminEnvOn(t, storetest.OpenSQLite(t), func(d *Deps) {
			if trusted {
				d.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("198.51.100.0/24")}
			}
		})
		me := a.account(t, staff.Editor)
		res := a.as(t, "", "POST", "/api/admin/sign-in", jsonOf(map[string]string{"email": me.Email, "password": staffPassword}),
			map[string]string{"X-Forwarded-Proto": "https"})
		if res.StatusCode != http.StatusOK {
			t.Fatalf("sign-in: %d", res.StatusCode)
		}
		cookie := strings.Join(res.Header.Values("Set-Cookie"), "\n")
		if got := strings.Contains(cookie, "Secure"); got != trusted {
			t.Errorf("trusted proxy %v: Secure cookie %v (%q)", trusted, got, cookie)
		}
		if got := res.Header.Get("Strict-Transport-Security") != ""; got != trusted {
			t.Errorf("trusted proxy %v: HSTS %v", trusted, got)
		}
	}
}

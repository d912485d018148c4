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

// postOver sends n POSTs of a lead over real HTTP to srv, the i-th with the headers header(i), and counts the 429s.
func postOver(t *testing.T, srv *httptest.Server, n int, header func(i int) map[string]string) (refused int) {
	t.Helper()
	for i := range n {
		body := strings.Replace(validLead, "Asha Rao", fmt.Sprintf("Visitor %c", 'A'+i), 1)
		req, err := http.NewRequest("POST", srv.URL+"/api/leads", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		for k, v := range header(i) {
			req.Header.Set(k, v)
		}
		res, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		switch res.StatusCode {
		case http.StatusTooManyRequests:
			refused++
		case http.StatusCreated:
		default:
			t.Fatalf("lead %d = %d", i+1, res.StatusCode)
		}
	}
	return refused
}

// TestUntrustedPeerIsLimitedByItsOwnAddress: a loopback peer the site was not told to trust (TRUSTED_PROXIES
// unset) is limited by its own address, whatever X-Forwarded-For or Forwarded it sends; it used to have 12 of
// 12 accepted against a limit of 10 by naming another address each time. The untrusted proxy is still noticed.
func TestUntrustedPeerIsLimitedByItsOwnAddress(t *testing.T) {
	t.Parallel()
	for name, header := range map[string]func(int) map[string]string{
		"X-Forwarded-For": func(i int) map[string]string {
			return map[string]string{"X-Forwarded-For": fmt.Sprintf("203.0.113.%d", i+1)}
		},
		"Forwarded": func(i int) map[string]string {
			return map[string]string{"Forwarded": fmt.Sprintf(`for="203.0.113.%d:4711"`, i+1)}
		},
		"several hops": func(i int) map[string]string {
			return map[string]string{"X-Forwarded-For": fmt.Sprintf("192.0.2.9, 203.0.113.%d", i+1)}
		},
		"IPv6 hops": func(i int) map[string]string {
			return map[string]string{"X-Forwarded-For": fmt.Sprintf("2001:db8::%x", i+1)}
		},
		"X-Real-IP": func(i int) map[string]string {
			return map[string]string{"X-Real-IP": fmt.Sprintf("203.0.113.%d", i+1), "X-Forwarded-For": "127.0.0.2"}
		},
	} {
		t.Run(name, func(t *testing.T) {
			alarm := &ProxyAlarm{}
			e := newEnv(t, func(d *wiring) { d.ProxyAlarm, d.RateLimitPerMinute = alarm, 10 })
			srv := httptest.NewServer(e.h) // the peer is 127.0.0.1
			t.Cleanup(srv.Close)
			if refused := postOver(t, srv, 12, header); refused != 2 {
				t.Errorf("12 POSTs from one untrusted loopback peer naming 12 addresses: %d refused, want 2 (a limit of 10)", refused)
			}
			if !alarm.Seen() {
				t.Error("the untrusted proxy went unnoticed")
			}
			if n := strings.Count(e.logs.String(), "proxy the site does not trust"); n != 1 {
				t.Errorf("warned %d times, want once:\n%s", n, e.logs)
			}
		})
	}
}

// TestTrustedProxyLimitsEachForwardedVisitor: behind a proxy in TRUSTED_PROXIES each visitor has their own
// limit, by the right-most address that is not a trusted proxy; what a visitor writes left of it changes nothing.
func TestTrustedProxyLimitsEachForwardedVisitor(t *testing.T) {
	t.Parallel()
	e := newEnv(t, func(d *wiring) {
		d.RateLimitPerMinute = 2
		d.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}
	})
	srv := httptest.NewServer(e.h)
	t.Cleanup(srv.Close)
	if refused := postOver(t, srv, 12, func(i int) map[string]string {
		return map[string]string{"X-Forwarded-For": fmt.Sprintf("203.0.113.%d", i+1)}
	}); refused != 0 {
		t.Errorf("12 visitors behind the trusted proxy: %d refused, want 0", refused)
	}
	if refused := postOver(t, srv, 3, func(i int) map[string]string {
		return map[string]string{"X-Forwarded-For": fmt.Sprintf("6.6.6.%d, 192.0.2.1", i)}
	}); refused != 1 {
		t.Errorf("one visitor rotating the left hops, 3 POSTs: %d refused, want 1 (a limit of 2)", refused)
	}
}

func TestProxyAlarmOnlyForUntrustedPrivatePeers(t *testing.T) {
	t.Parallel()
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
		e := newEnv(t, func(d *wiring) {
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

func TestBareDomainRedirectsToTheCanonicalName(t *testing.T) {
	t.Parallel()
	e := newEnv(t, func(d *wiring) {
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
	t.Parallel()
	for _, trusted := range []bool{true, false} {
		a := newAdminEnvOn(t, storetest.OpenSQLite(t), func(d *wiring) {
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

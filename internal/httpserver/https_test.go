package httpserver

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestRedirectToHTTPS: the redirect goes to the configured name whatever Host a request names (a hostile table
// of Hosts), keeps path and query, keeps a POST a POST, and IPv6 literals keep their brackets.
func TestRedirectToHTTPS(t *testing.T) {
	canonical, onPort := RedirectToHTTPS("www.example.in", 443), RedirectToHTTPS("www.example.in", 8443)
	for _, c := range []struct {
		h              http.Handler
		method, target string
		host           string
		status         int
		location       string
	}{
		{canonical, "GET", "http://example.in/Gallery?type=Kitchen", "", 301, "https://www.example.in/Gallery?type=Kitchen"},
		{canonical, "HEAD", "http://www.example.in/", "", 301, "https://www.example.in/"},
		{canonical, "POST", "http://www.example.in/estimate", "", 308, "https://www.example.in/estimate"},
		{canonical, "GET", "http://203.0.113.7/%2e%2e/x?a=b", "", 301, "https://www.example.in/%2e%2e/x?a=b"},
		{onPort, "GET", "http://example.in:8080/a?b", "", 301, "https://www.example.in:8443/a?b"},
		{canonical, "GET", "http://x/admin", "evil.example", 301, "https://www.example.in/admin"},
		{onPort, "GET", "http://x/admin", "evil.example:18443", 301, "https://www.example.in:8443/admin"},
		{canonical, "GET", "http://x/admin", "www.example.in.evil.example", 301, "https://www.example.in/admin"},
		{canonical, "GET", "http://x/admin", "www.example.in@evil.example", 301, "https://www.example.in/admin"},
		{canonical, "GET", "http://x/admin", "[2001:db8::1]:80", 301, "https://www.example.in/admin"},
		{canonical, "GET", "http://x/admin", "", 301, "https://www.example.in/admin"},
		{RedirectToHTTPS("2001:db8::7", 443), "GET", "http://x/a", "", 301, "https://[2001:db8::7]/a"},
		{RedirectToHTTPS("2001:db8::7", 8443), "GET", "http://x/a", "", 301, "https://[2001:db8::7]:8443/a"},
	} {
		r := httptest.NewRequest(c.method, c.target, nil)
		if c.host != "" {
			r.Host = c.host
		}
		rec := httptest.NewRecorder()
		c.h.ServeHTTP(rec, r)
		if rec.Code != c.status || rec.Header().Get("Location") != c.location {
			t.Errorf("%s %s (Host %q): %d to %q, want %d to %q", c.method, c.target, c.host, rec.Code, rec.Header().Get("Location"), c.status, c.location)
		}
	}
}

// TestRedirectWithoutAName: with no name configured, only the connection's own address is redirected to; any
// other Host, an IPv6 zone or a look-alike of the address, is 421.
func TestRedirectWithoutAName(t *testing.T) {
	h := RedirectToHTTPS("", 8443)
	for _, c := range []struct {
		local          *net.TCPAddr
		host, location string
	}{
		{&net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 80}, "127.0.0.1", "https://127.0.0.1:8443/p"},
		{&net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 80}, "127.0.0.1:80", "https://127.0.0.1:8443/p"},
		{&net.TCPAddr{IP: net.ParseIP("::1"), Port: 80}, "[::1]:80", "https://[::1]:8443/p"},
		{&net.TCPAddr{IP: net.ParseIP("::1"), Port: 80}, "[::1]", "https://[::1]:8443/p"},
		{&net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 80}, "evil.example", ""},
		{&net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 80}, "127.0.0.2", ""},
		{&net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 80}, "localhost", ""},
		{&net.TCPAddr{IP: net.ParseIP("::1"), Port: 80}, "[::1%25eth0]:80", ""},
		{&net.TCPAddr{IP: net.ParseIP("::1"), Port: 80}, "::1", "https://[::1]:8443/p"},
		{&net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 80}, "", ""},
	} {
		r := httptest.NewRequest("GET", "http://x/p", nil)
		r.Host = c.host
		r = r.WithContext(context.WithValue(r.Context(), http.LocalAddrContextKey, c.local))
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		want := http.StatusMovedPermanently
		if c.location == "" {
			want = http.StatusMisdirectedRequest
		}
		if rec.Code != want || rec.Header().Get("Location") != c.location {
			t.Errorf("Host %q on %s: %d to %q, want %d to %q", c.host, c.local, rec.Code, rec.Header().Get("Location"), want, c.location)
		}
	}
}

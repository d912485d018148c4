package httpserver

import (
	"net/http/httptest"
	"testing"
)

func TestRedirectToHTTPS(t *testing.T) {
	h, named := RedirectToHTTPS("www.example.in"), RedirectToHTTPS(":8443")
	for _, c := range []struct {
		method, target string
		status         int
		location       string
	}{
		{"GET", "http://example.in:8080/a?b", 0, "https://example.in:8443/a?b"}, // by RedirectToHTTPS(":8443")
		{"GET", "http://example.in/Gallery?type=Kitchen", 301, "https://www.example.in/Gallery?type=Kitchen"},
		{"HEAD", "http://www.example.in/", 301, "https://www.example.in/"},
		{"POST", "http://www.example.in/estimate", 308, "https://www.example.in/estimate"},
		{"GET", "http://203.0.113.7/%2e%2e/x?a=b", 301, "https://www.example.in/%2e%2e/x?a=b"},
	} {
		rec := httptest.NewRecorder()
		if c.status == 0 {
			named.ServeHTTP(rec, httptest.NewRequest(c.method, c.target, nil))
			c.status = 301
		} else {
			h.ServeHTTP(rec, httptest.NewRequest(c.method, c.target, nil))
		}
		if rec.Code != c.status || rec.Header().Get("Location") != c.location {
			t.Errorf("%s %s: %d to %q, want %d to %q", c.method, c.target, rec.Code, rec.Header().Get("Location"), c.status, c.location)
		}
	}
}

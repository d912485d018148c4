package httpapi

import (
	"net"
	"net/http"
)

// toCanonical redirects a request for one of the site's other names (the bare
// domain) to the canonical one, path and query kept; it reports whether it did.
func (s *server) toCanonical(w http.ResponseWriter, r *http.Request) bool {
	host, port, err := net.SplitHostPort(r.Host)
	if err != nil {
		host, port = r.Host, ""
	}
	if !s.aliases[host] {
		return false
	}
	target := s.CanonicalHost
	if port != "" {
		target = net.JoinHostPort(target, port)
	}
	scheme := "http://"
	if s.overTLS(r) {
		scheme = "https://"
	}
	status := http.StatusPermanentRedirect
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		status = http.StatusMovedPermanently
	}
	http.Redirect(w, r, scheme+target+r.URL.RequestURI(), status)
	return true
}

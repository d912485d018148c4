package httpapi

import (
	"net"
	"net/http"
)

// RedirectToHTTPS answers every plain-HTTP request with a permanent redirect to
// the same path and query on https://host (the canonical name, with a port when
// not 443): 301 for GET and HEAD, 308 otherwise, so a form's POST stays a POST.
// A host of only ":port", or empty, keeps the name the request asked for.
func RedirectToHTTPS(host string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := host
		if host == "" || host[0] == ':' {
			name, _, err := net.SplitHostPort(r.Host)
			if err != nil {
				name = r.Host
			}
			host = name + host
		}
		status := http.StatusPermanentRedirect
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			status = http.StatusMovedPermanently
		}
		http.Redirect(w, r, "https://"+host+r.URL.RequestURI(), status)
	})
}

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

package httpserver

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

package httpapi

import (
	"net/http"
	"net/url"
	"path"
	"strings"

	"github.com/nivaas-interiors/site/internal/sitepages"
)

// normalizePath answers ".." and doubled slashes with a permanent redirect to
// the clean path (the mux alone would answer a temporary one), and 404 when the
// clean path would lead a browser off the site (backslash, control character).
func normalizePath(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		if isCleanPath(p) {
			next.ServeHTTP(w, r)
			return
		}
		clean := path.Clean("/" + p)
		if strings.HasSuffix(p, "/") && clean != "/" {
			clean += "/"
		}
		if clean == p {
			next.ServeHTTP(w, r)
			return
		}
		if !sitepages.IsLocalPath(clean) {
			sitepages.PlainNotFound(w)
			return
		}
		// Escaped so that a decoded "?", "#" or space stays part of the path.
		clean = (&url.URL{Path: clean}).EscapedPath()
		status := http.StatusPermanentRedirect // keeps the method and body of a POST
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			status = http.StatusMovedPermanently
		}
		if r.URL.RawQuery != "" {
			clean += "?" + r.URL.RawQuery
		}
		w.Header().Set("Location", clean)
		w.WriteHeader(status)
	})
}

// isCleanPath reports whether path.Clean leaves p as it is, but for a trailing slash:
// the common case, checked without building a string.
func isCleanPath(p string) bool {
	if p == "" || p[0] != '/' {
		return false
	}
	for start := 1; start <= len(p); {
		end := strings.IndexByte(p[start:], '/')
		if end < 0 {
			end = len(p)
		} else {
			end += start
		}
		switch seg := p[start:end]; seg {
		case ".", "..":
			return false
		case "":
			if end != len(p) {
				return false // a doubled slash
			}
		}
		start = end + 1
	}
	return true
}

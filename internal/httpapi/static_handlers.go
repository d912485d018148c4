package httpapi

import (
	"bytes"
	"io"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"
)

// Cache policies: hashed assets never change, pages always revalidate, other public files (art) are kept a day.
const (
	cacheImmutable = "public, max-age=31536000, immutable"
	cacheHTML      = "no-cache"
	cachePublic    = "public, max-age=86400"
)

// notBuiltPage answers every page when the binary was built without the front end.
const notBuiltPage = "The website has not been built into this program. Run make build, then start it again.\n"

// servePage answers GET and HEAD for everything outside /api/.
func (s *server) servePage(w http.ResponseWriter, r *http.Request) {
	if s.site == nil {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte(notBuiltPage))
		return
	}
	p := r.URL.Path
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "\\\x00") {
		plainNotFound(w)
		return
	}
	// normalizePath already cleaned the path; this keeps the handler safe on its own.
	if clean := path.Clean(p); clean != p && clean+"/" != p {
		redirect(w, r, clean)
		return
	}
	if strings.HasSuffix(p, "/index.html") {
		if page := strings.TrimSuffix(p, "index.html"); s.site.pages[path.Clean(page)] != nil {
			redirect(w, r, path.Clean(page))
			return
		}
	} else if a := s.site.files[p]; a != nil {
		s.serveAsset(w, r, a, http.StatusOK)
		return
	}
	page := p
	if len(page) > 1 {
		page = strings.TrimSuffix(page, "/")
	}
	if a := s.site.pages[page]; a != nil {
		s.serveAsset(w, r, a, http.StatusOK)
		return
	}
	if known, ok := s.site.folded[strings.ToLower(page)]; ok {
		redirect(w, r, known)
		return
	}
	if strings.HasPrefix(p, "/assets/") || path.Ext(page) != "" {
		plainNotFound(w)
		return
	}
	if s.site.fallback == nil {
		plainNotFound(w)
		return
	}
	s.serveAsset(w, r, s.site.fallback, http.StatusNotFound)
}

// serveAsset writes a prepared file, honouring If-None-Match and Accept-Encoding.
func (s *server) serveAsset(w http.ResponseWriter, r *http.Request, a *asset, status int) {
	h := w.Header()
	h.Set("Content-Type", a.contentType)
	switch {
	case a.html:
		h.Set("Cache-Control", cacheHTML)
		h.Set("Content-Security-Policy", a.csp)
	case strings.HasPrefix(r.URL.Path, "/assets/"):
		h.Set("Cache-Control", cacheImmutable)
	default:
		h.Set("Cache-Control", cachePublic)
	}
	body, etag := a.body, a.etag
	if a.gzipped != nil {
		h.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r) {
			body = a.gzipped
			etag = strings.TrimSuffix(a.etag, `"`) + `-gz"`
			h.Set("Content-Encoding", "gzip")
		}
	}
	if status != http.StatusOK {
		// The not-found page is not a representation of this URL: no validators, no ranges.
		h.Set("Cache-Control", "no-store")
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			w.Write(body)
		}
		return
	}
	h.Set("ETag", etag)
	if body != nil {
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
		return
	}
	f, err := s.site.fsys.Open(a.name)
	if err != nil {
		s.Logger.ErrorContext(r.Context(), "open built file", "name", a.name, "err", err)
		plainNotFound(w)
		return
	}
	defer f.Close()
	content, ok := f.(io.ReadSeeker)
	if !ok {
		b, err := io.ReadAll(f)
		if err != nil {
			s.Logger.ErrorContext(r.Context(), "read built file", "name", a.name, "err", err)
			plainNotFound(w)
			return
		}
		content = bytes.NewReader(b)
	}
	http.ServeContent(w, r, "", time.Time{}, content)
}

// acceptsGzip reports whether Accept-Encoding lists gzip without q=0.
func acceptsGzip(r *http.Request) bool {
	for _, v := range r.Header.Values("Accept-Encoding") {
		for _, part := range strings.Split(v, ",") {
			name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
			name = strings.ToLower(strings.TrimSpace(name))
			if name != "gzip" && name != "*" {
				continue
			}
			q := strings.ReplaceAll(strings.ToLower(params), " ", "")
			if q == "q=0" || q == "q=0.0" || q == "q=0.00" || q == "q=0.000" {
				return false
			}
			return true
		}
	}
	return false
}

func redirect(w http.ResponseWriter, r *http.Request, to string) {
	if !isLocalPath(to) {
		plainNotFound(w)
		return
	}
	if r.URL.RawQuery != "" {
		to += "?" + r.URL.RawQuery
	}
	w.Header().Set("Location", to)
	w.Header().Set("Cache-Control", cachePublic)
	w.WriteHeader(http.StatusMovedPermanently)
}

func plainNotFound(w http.ResponseWriter) {
	h := w.Header()
	h.Del("ETag")
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNotFound)
	w.Write([]byte("Not found.\n"))
}

package sitepages

import (
	"bytes"
	"io"
	"net/http"
	"path"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/httpserver"
)

// Cache policies: hashed assets never change, pages always revalidate, other public files (art) are kept a day.
const (
	CacheImmutable = "public, max-age=31536000, immutable"
	CacheHTML      = "no-cache"
	cachePublic    = "public, max-age=86400"
)

// notBuiltPage answers every page when the binary was built without the front end.
const notBuiltPage = "The website has not been built into this program. Run make build, then start it again.\n"

// ServePage answers GET and HEAD for everything outside /api/.
func (s *Pages) ServePage(w http.ResponseWriter, r *http.Request) {
	if s.site == nil {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte(notBuiltPage))
		return
	}
	p := r.URL.Path
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "\\\x00") {
		PlainNotFound(w)
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
		if p == "/sitemap.xml" {
			a = s.sitemapWithCities(r, a)
			if s.blog != nil {
				s.serveSitemap(w, r, a)
				return
			}
		}
		s.ServeAsset(w, r, a, http.StatusOK)
		return
	}
	page := p
	if len(page) > 1 {
		page = strings.TrimSuffix(page, "/")
	}
	if s.blog != nil && s.serveBlog(w, r, page) {
		return
	}
	if a := s.site.pages[page]; a != nil {
		s.ServeAsset(w, r, s.withCompany(r, s.withHours(r, s.withSiteContent(r, page, s.filledPage(r, page, a)))), http.StatusOK)
		return
	}
	if a := s.addedCityPage(r, page); a != nil {
		s.ServeAsset(w, r, s.withCompany(r, a), http.StatusOK)
		return
	}
	if known, ok := s.site.folded[strings.ToLower(page)]; ok {
		redirect(w, r, known)
		return
	}
	if strings.HasPrefix(p, "/assets/") || path.Ext(page) != "" {
		PlainNotFound(w)
		return
	}
	if s.site.fallback == nil {
		PlainNotFound(w)
		return
	}
	s.ServeAsset(w, r, s.withCompany(r, s.withSiteContent(r, "", s.site.fallback)), http.StatusNotFound)
}

// Subresource returns the built file r fetches when it is only ever a page's subresource, else nil.
func (s *Pages) Subresource(r *http.Request) *Asset {
	if s.site == nil || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		return nil
	}
	if a := s.site.files[r.URL.Path]; a != nil && a.subresource {
		return a
	}
	return nil
}

// Header values shared by every answer that carries them (see assetHeaders).
var (
	varyAcceptEncoding = []string{"Accept-Encoding"}
	encodingGzip       = []string{"gzip"}
	acceptRangesBytes  = []string{"bytes"}
	cacheNoStore       = []string{"no-store"}
)

// ServeAsset writes a prepared file, honouring If-None-Match, Range and Accept-Encoding.
func (s *Pages) ServeAsset(w http.ResponseWriter, r *http.Request, a *Asset, status int) {
	// On a subresource httpapi's secureHeaders set only nosniff and Referrer-Policy (CSS fetches obey it): with type, cache,
	// Vary, encoding, ETag and length the map stays within 8 entries, one group that never grows to a table
	// (net/http clones it too). Hence no Accept-Ranges on those below.
	h := w.Header()
	h["Content-Type"] = a.header.contentType
	h["Cache-Control"] = a.header.cacheControl
	if a.header.csp != nil {
		h["Content-Security-Policy"] = a.header.csp
	}
	body, etag, length := a.body, a.header.etag, a.header.length
	if gzipped := a.gzip(); gzipped != nil {
		if _, set := h["Vary"]; set {
			h.Add("Vary", "Accept-Encoding")
		} else {
			h["Vary"] = varyAcceptEncoding
		}
		if AcceptsGzip(r) {
			body, etag, length = gzipped, a.header.etagGzip, a.header.lengthGzip
			h["Content-Encoding"] = encodingGzip
		}
	}
	if status != http.StatusOK {
		// The not-found page is not a representation of this URL: no validators, no ranges.
		h["Cache-Control"] = cacheNoStore
		h["Content-Length"] = length
		httpserver.WriteWhole(w, r, status, body)
		return
	}
	h["Etag"] = etag
	if body != nil {
		// Given with gzip too, so the answer is not chunked; ServeContent replaces it for ranges and drops it for 304.
		h["Content-Length"] = length
		if !conditionalOrRange(r) {
			// Most requests: one write of a known length, without ServeContent's parsing and copy loop.
			if !a.subresource {
				// Optional (ranges are served without it), and no browser asks a part of a script, stylesheet or font.
				h["Accept-Ranges"] = acceptRangesBytes
			}
			httpserver.WriteWhole(w, r, http.StatusOK, body)
			return
		}
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
		return
	}
	f, err := s.site.fsys.Open(a.name)
	if err != nil {
		s.logger.ErrorContext(r.Context(), "open built file", "name", a.name, "err", err)
		PlainNotFound(w)
		return
	}
	defer f.Close()
	content, ok := f.(io.ReadSeeker)
	if !ok {
		b, err := io.ReadAll(f)
		if err != nil {
			s.logger.ErrorContext(r.Context(), "read built file", "name", a.name, "err", err)
			PlainNotFound(w)
			return
		}
		content = bytes.NewReader(b)
	}
	http.ServeContent(w, r, "", time.Time{}, content)
}

// conditionalOrRange reports whether a request needs ServeContent's validator or range handling.
func conditionalOrRange(r *http.Request) bool {
	for _, k := range [...]string{"Range", "If-None-Match", "If-Match", "If-Modified-Since", "If-Unmodified-Since", "If-Range"} {
		if _, ok := r.Header[k]; ok {
			return true
		}
	}
	return false
}

// AcceptsGzip reports whether Accept-Encoding lists gzip without q=0.
func AcceptsGzip(r *http.Request) bool {
	for _, v := range r.Header["Accept-Encoding"] {
		for more := true; more; {
			// Cut, not Split: asked on every answer, it allocates nothing.
			var part string
			part, v, more = strings.Cut(v, ",")
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
	if !IsLocalPath(to) {
		PlainNotFound(w)
		return
	}
	if r.URL.RawQuery != "" {
		to += "?" + r.URL.RawQuery
	}
	w.Header().Set("Location", to)
	w.Header().Set("Cache-Control", cachePublic)
	w.WriteHeader(http.StatusMovedPermanently)
}

func PlainNotFound(w http.ResponseWriter) {
	h := w.Header()
	h.Del("ETag")
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNotFound)
	w.Write([]byte("Not found.\n"))
}

// IsLocalPath reports whether p, as a browser reads a Location, is a path on this
// site: one leading slash followed by neither slash nor backslash, and no backslash
// or control character anywhere (browsers drop tabs and newlines and read \ as /).
func IsLocalPath(p string) bool {
	if p == "" || p[0] != '/' || strings.HasPrefix(p[1:], "/") {
		return false
	}
	for i := 0; i < len(p); i++ {
		if c := p[i]; c < ' ' || c == 0x7f || c == '\\' {
			return false
		}
	}
	return true
}

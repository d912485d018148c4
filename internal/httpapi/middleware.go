package httpapi

import (
	"log/slog"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/sitepages"
)

// recorder remembers the status and size of an answer for the log and for recover.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (rec *recorder) WriteHeader(status int) {
	if rec.status == 0 {
		rec.status = status
	}
	rec.ResponseWriter.WriteHeader(status)
}

func (rec *recorder) Write(b []byte) (int, error) {
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	n, err := rec.ResponseWriter.Write(b)
	rec.bytes += n
	return n, err
}

func (rec *recorder) Unwrap() http.ResponseWriter { return rec.ResponseWriter }

// logRequests writes one line per request and turns a panic into a 500 that shows no internals.
func (s *server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &recorder{ResponseWriter: w}
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				s.Logger.ErrorContext(r.Context(), "panic", "method", r.Method, "path", loggedPath(r),
					"panic", p, "stack", string(debug.Stack()))
				if rec.status == 0 {
					if strings.HasPrefix(r.URL.Path, "/api/") {
						writeError(rec, http.StatusInternalServerError, "Something went wrong on our side. Please try again later.", nil)
					} else {
						rec.Header().Set("Content-Type", "text/plain; charset=utf-8")
						rec.WriteHeader(http.StatusInternalServerError)
						rec.Write([]byte("Something went wrong on our side. Please try again later.\n"))
					}
				}
			}
			status := rec.status
			if status == 0 {
				status = http.StatusOK
			}
			// The record goes straight to the handler, free of boxing, of work nobody reads (Enabled)
			// and of the caller's program counter, which Logger.LogAttrs looks up and no handler here uses.
			if h := s.Logger.Handler(); h.Enabled(r.Context(), slog.LevelInfo) {
				now := time.Now()
				line := slog.NewRecord(now, slog.LevelInfo, "request", 0)
				line.AddAttrs(slog.String("method", r.Method), slog.String("path", loggedPath(r)), slog.Int("status", status),
					slog.Int("bytes", rec.bytes), slog.Duration("duration", now.Sub(start)),
					slog.String("client", s.clientAddr(r).String()))
				h.Handle(r.Context(), line)
			}
		}()
		next.ServeHTTP(rec, r)
	})
}

// secretPaths are the paths whose next segment is a secret: a calendar feed's, a booking's and a quote's signed link.
// The log writes that segment as [redacted], so a log read or shipped elsewhere opens no one's calendar or booking.
var secretPaths = [][]string{{"calendar"}, {"api", "appointments", "by-link"}, {"quote"}}

// loggedPath is r's path as logs write it, a secret in it redacted (found whatever the letters' case or doubled slashes).
func loggedPath(r *http.Request) string {
	p := r.URL.Path
	segs := strings.FieldsFunc(p, func(c rune) bool { return c == '/' })
	for _, prefix := range secretPaths {
		if len(segs) <= len(prefix) {
			continue
		}
		match := true
		for i, seg := range prefix {
			match = match && strings.EqualFold(segs[i], seg)
		}
		if match {
			segs[len(prefix)] = "[redacted]"
			if strings.HasSuffix(p, ".ics") && len(segs) == len(prefix)+1 {
				segs[len(prefix)] += ".ics"
			}
			return "/" + strings.Join(segs, "/")
		}
	}
	return p
}

// permissionsPolicy lets the panorama read device orientation and denies what the site never uses.
const permissionsPolicy = "accelerometer=(self), gyroscope=(self), magnetometer=(self), " +
	"camera=(), microphone=(), geolocation=(), payment=()"

var defaultCSP = sitepages.ContentSecurityPolicy(nil)

// The values of secureHeaders, shared by every answer: net/http replaces header values, never edits them.
var (
	defaultCSPValue        = []string{defaultCSP}
	noSniffValue           = []string{"nosniff"}
	referrerPolicyValue    = []string{"strict-origin-when-cross-origin"}
	permissionsPolicyValue = []string{permissionsPolicy}
	frameOptionsValue      = []string{"DENY"}
	// A year, for this name only: includeSubDomains sent from the bare domain would force HTTPS, for a
	// year, onto every other host of the company's domain (mail, a CRM), which the site cannot vouch for.
	strictTransportValue = []string{"max-age=31536000"}
)

// secureHeaders sets the headers every answer carries; pages replace the CSP with their own hashes.
// The document policies are left off a hashed script, stylesheet or font: nothing reads them there, and
// deciding before setting (not deleting afterwards) keeps that answer's header map small (see sitepages.Pages.ServeAsset).
// Such a file, the most requested of all, is answered here: its exact path is clean, it is fetched, never
// posted, and the mux's matching of the catch-all pattern allocated five times per request.
func (s *server) secureHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h["X-Content-Type-Options"] = noSniffValue
		h["Referrer-Policy"] = referrerPolicyValue
		sub := s.Pages.Subresource(r)
		if sub == nil {
			h["Content-Security-Policy"] = defaultCSPValue
			h["Permissions-Policy"] = permissionsPolicyValue
			h["X-Frame-Options"] = frameOptionsValue
		}
		if s.overTLS(r) {
			h["Strict-Transport-Security"] = strictTransportValue
		}
		if s.aliases != nil && s.toCanonical(w, r) {
			return
		}
		if sub != nil {
			s.Pages.ServeAsset(w, r, sub, http.StatusOK)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// overTLS reports whether the visitor's connection was encrypted, here or at a trusted proxy.
func (s *server) overTLS(r *http.Request) bool {
	if r.TLS != nil {
		return true
	}
	if !s.fromTrustedProxy(r) {
		return false
	}
	proto := r.Header.Get("X-Forwarded-Proto")
	if i := strings.LastIndexByte(proto, ','); i >= 0 {
		proto = proto[i+1:]
	}
	return strings.EqualFold(strings.TrimSpace(proto), "https")
}

// limitPosts answers 429 with Retry-After once a client exceeds its POSTs per minute. The client is the peer,
// whatever forwarding headers it sends, unless the peer is in TRUSTED_PROXIES (clientAddr): a header is only a
// trusted proxy's word, never a visitor's, or one visitor could name a new address for every POST.
// The admin API is left to its own guard: staff work faster than visitors, and
// sign-in has its own throttle per account and address (internal/staff).
func (s *server) limitPosts(next http.Handler) http.Handler {
	if s.limiter == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Platforms' webhooks come from a few addresses in bursts; their bodies have a byte budget of their own (hookRoom).
		if r.Method == http.MethodPost && !strings.HasPrefix(r.URL.Path, "/api/admin/") && !strings.HasPrefix(r.URL.Path, hooksPrefix) {
			if wait, ok := s.limiter.allow(limitKey(s.clientAddr(r))); !ok {
				secs := int((wait + time.Second - 1) / time.Second)
				if secs < 1 {
					secs = 1
				}
				w.Header().Set("Retry-After", strconv.Itoa(secs))
				if isFormPost(r) {
					s.tooManyFormPosts(w, r)
					return
				}
				if isSendMail(r) {
					writeJSON(w, http.StatusTooManyRequests, mailResult{Success: false,
						Error: "Too many requests. Please wait a minute and try again."})
					return
				}
				writeError(w, http.StatusTooManyRequests, "Too many requests. Please wait a minute and try again.", nil)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

package httpapi

import (
	"net/http"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
)

// RequestObserver learns of every answer (metrics). route is the pattern that
// matched ("POST /api/leads", "/"), never the raw path, so its values stay few.
type RequestObserver interface {
	ObserveRequest(route, method string, status int, d time.Duration)
}

// SignInObserver, when the Observer is one too, counts refused sign-ins (metrics and alerts).
type SignInObserver interface {
	SignInFailed()    // wrong e-mail, password or code
	SignInThrottled() // refused unchecked: a wait or a lock-out after earlier failures
}

// observeSignIn tells the observer why a sign-in was refused.
func (s *server) observeSignIn(err error) {
	o, ok := s.Observer.(SignInObserver)
	switch {
	case !ok:
	case fault.Code(err) == fault.ETHROTTLED:
		o.SignInThrottled()
	case fault.Code(err) == fault.EUNAUTHORIZED:
		o.SignInFailed()
	}
}

// observe reports each answer to s.Observer. It runs outermost, so it also sees
// the 429 of the rate limit, the redirects and the 500 of a recovered panic.
func (s *server) observe(mux *http.ServeMux, next http.Handler) http.Handler {
	if s.Observer == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		_, route := mux.Handler(r)
		if route == "" {
			route = "unmatched"
		}
		rec := &recorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		status := rec.status
		if status == 0 {
			status = http.StatusOK
		}
		s.Observer.ObserveRequest(route, r.Method, status, time.Since(start))
	})
}

package httpapi

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/alexedwards/scs/v2"
	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Session lifetimes of the back-office: a working day at most, and an hour without a request.
const (
	sessionLifetime    = 12 * time.Hour
	sessionIdleTimeout = time.Hour
	sessionCookieName  = "nivaas_admin"
)

// Answers of the admin guard, read by the admin front end.
const (
	msgSignIn        = "Please sign in."
	msgSessionEnded  = "Your session has ended. Please sign in again."
	msgWrongRole     = "Your role may not use this part of the back-office."
	msgSetUpTOTP     = "Set up two-factor sign-in first: owners must use it."
	msgOtherOrigin   = "This request came from another site and was refused."
	signInPath       = "/api/admin/sign-in"
	sessionAccountID = "account"
	sessionVersion   = "version"
)

// adminHandler is the shape of every back-office call.
type adminHandler = func(http.ResponseWriter, *http.Request, *staff.Account)

// adminRoute is one line of the access policy: who may call what.
type adminRoute struct {
	method, path string
	may          staff.Permission // "" for the two calls made before signing in
	handle       adminHandler
}

// adminSessions holds two managers over one store: the cookie is Secure exactly when the visitor's connection is TLS.
type adminSessions struct {
	secure, plain *scs.SessionManager
	cop           *http.CrossOriginProtection
}

func newAdminSessions(store scs.Store, onError func(http.ResponseWriter, *http.Request, error)) *adminSessions {
	newManager := func(secure bool) *scs.SessionManager {
		m := scs.New()
		m.Store = store
		m.Lifetime = sessionLifetime
		m.IdleTimeout = sessionIdleTimeout
		m.HashTokenInStore = true // a copy of the database holds no usable session
		m.Cookie.Name = sessionCookieName
		m.Cookie.Path = "/api/admin/" // only the admin API ever needs it
		m.Cookie.HttpOnly = true
		m.Cookie.SameSite = http.SameSiteLaxMode
		m.Cookie.Secure = secure
		m.Cookie.Persist = false // ends with the browser; the lifetimes above still bound it
		m.ErrorFunc = onError
		return m
	}
	return &adminSessions{secure: newManager(true), plain: newManager(false), cop: http.NewCrossOriginProtection()}
}

func (s *server) sessionsOf(r *http.Request) *scs.SessionManager {
	if s.overTLS(r) {
		return s.admin.secure
	}
	return s.admin.plain
}

// registerAdmin puts every admin route on mux behind the guard, and answers
// other methods on their paths with a JSON 405.
func (s *server) registerAdmin(mux *http.ServeMux, table []adminRoute) {
	allowed := map[string][]string{}
	for _, rt := range table {
		h := s.guard(rt)
		if rt.method == http.MethodGet && !strings.HasSuffix(rt.path, ".csv") { // a CSV download streams and compresses itself
			h = gzipJSON(h)
		}
		// The deadline covers the session's load and save too: a frozen database answers 503, not silence.
		deadline := s.StoreDeadline + adminOwnTime[rt.method+" "+rt.path]
		mux.HandleFunc(rt.method+" "+rt.path, withTimeout(deadline, s.sessionsLoaded(h).ServeHTTP))
		allowed[rt.path] = append(allowed[rt.path], rt.method)
	}
	for path, methods := range allowed {
		slices.Sort(methods)
		allow := strings.Join(methods, ", ")
		refuse := func(w http.ResponseWriter, r *http.Request) {
			adminHeaders(w)
			w.Header().Set("Allow", allow)
			writeError(w, http.StatusMethodNotAllowed, "This address only accepts "+strings.Join(methods, " and ")+" requests.", nil)
		}
		// One pattern per method, not a method-less one: "/leads/export.csv" for
		// every method would conflict with "GET /leads/{id}" in the mux.
		for _, m := range adminMethods {
			if !slices.Contains(methods, m) {
				mux.HandleFunc(m+" "+path, refuse)
			}
		}
	}
}

// adminOwnTime is what a call spends on more than the database, added to its
// store deadline: an upload is read for up to uploadTime, then processed within
// the media service's own deadline (a minute); a webhook test waits for the CRM
// (webhook.ClientConfig's 10 s); an export streams every row to a client that
// may read slowly, each page of the store read within the store deadline (stallContext).
var adminOwnTime = map[string]time.Duration{
	"GET /api/admin/leads/export.csv":          exportTime,
	"GET /api/admin/messages/export.csv":       exportTime,
	"GET /api/admin/subscribers/export.csv":    exportTime,
	"POST /api/admin/media":                    uploadTime + time.Minute,
	"POST /api/admin/lead-imports":             uploadTime,  // a 4 MB file read, then one transaction
	"POST /api/admin/lead-imports/refused.csv": uploadTime,  // the same file read again, its refused rows written
	"POST /api/admin/leads/bulk":               time.Minute, // up to 500 edits, each within its own store calls
	"POST /api/admin/settings/webhook/test":    10 * time.Second,
	// A backup runs within its lease; the download sends a file of any size.
	"POST /api/admin/system/backup":          backup.Lease,
	"POST /api/admin/system/backup/download": downloadWriteTime,
}

// exportTime bounds one CSV export: 100,000 leads stream in about two seconds.
const exportTime = 10 * time.Minute

// adminMethods are the methods a wrong-method call gets a JSON 405 for (GET covers HEAD).
var adminMethods = []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions}

// sessionsLoaded loads and saves the session with the manager for this connection.
// scs saves a changed session when the handler first writes its status; a
// failed save answers with sessionFailed, and oneAnswer then drops the
// handler's own status and body, so a request never gets two bodies.
func (s *server) sessionsLoaded(h http.HandlerFunc) http.Handler {
	secure, plain := s.admin.secure.LoadAndSave(h), s.admin.plain.LoadAndSave(h)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		once := &oneAnswer{ResponseWriter: w}
		if s.overTLS(r) {
			secure.ServeHTTP(once, r)
			return
		}
		plain.ServeHTTP(once, r)
	})
}

// errAnswered tells a handler still writing that the request was answered already (a failed session save).
var errAnswered = errors.New("httpapi: the request was answered already")

// oneAnswer passes writes through until the session's error answer is written, then drops the rest.
type oneAnswer struct {
	http.ResponseWriter
	answered bool
}

func (o *oneAnswer) WriteHeader(code int) {
	if !o.answered {
		o.ResponseWriter.WriteHeader(code)
	}
}

func (o *oneAnswer) Write(b []byte) (int, error) {
	if o.answered {
		return 0, errAnswered // a streaming handler stops reading rows
	}
	return o.ResponseWriter.Write(b)
}

func (o *oneAnswer) Unwrap() http.ResponseWriter { return o.ResponseWriter }

// sessionFailed is scs's ErrorFunc: loading or saving the session failed (the
// database is down or full). It answers 503 and seals the answer: the
// handler's headers for its own body (compression, length, file name) go.
func (s *server) sessionFailed(w http.ResponseWriter, r *http.Request, err error) {
	h := w.Header()
	for _, k := range []string{"Content-Encoding", "Content-Length", "Content-Disposition"} {
		h.Del(k)
	}
	adminHeaders(w)
	s.failWith(w, r, fault.Unavailable(err))
	if o, ok := w.(*oneAnswer); ok {
		o.answered = true
	}
}

func adminHeaders(w http.ResponseWriter) {
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Robots-Tag", "noindex, nofollow")
}

// guard is the access policy in force: same origin for every state change, a
// live session, then the route's permission (and two-factor first for owners).
func (s *server) guard(rt adminRoute) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		adminHeaders(w)
		if err := s.admin.cop.Check(r); err != nil {
			writeError(w, http.StatusForbidden, msgOtherOrigin, nil)
			return
		}
		if rt.may == "" {
			rt.handle(w, r, nil)
			return
		}
		acct, err := s.signedIn(r)
		if err != nil {
			s.failWith(w, r, err)
			return
		}
		if !acct.May(rt.may) {
			writeError(w, http.StatusForbidden, msgWrongRole, nil)
			return
		}
		if acct.MustSetUpTOTP() && rt.may != staff.Self {
			writeError(w, http.StatusForbidden, msgSetUpTOTP, nil)
			return
		}
		if refuseQuery(w, r) {
			return
		}
		rt.handle(w, r, acct)
	}
}

// signedIn returns the session's account; a session the account no longer
// honours (signed out everywhere, disabled) is destroyed.
func (s *server) signedIn(r *http.Request) (*staff.Account, error) {
	ctx := r.Context()
	m := s.sessionsOf(r)
	id := m.GetInt64(ctx, sessionAccountID)
	if id == 0 {
		return nil, fault.Errorf(fault.EUNAUTHORIZED, msgSignIn)
	}
	acct, err := s.Staff.SessionAccount(ctx, id, m.GetInt64(ctx, sessionVersion))
	if fault.Code(err) == fault.EUNAUTHORIZED {
		if derr := m.Destroy(ctx); derr != nil {
			return nil, fault.Unavailable(derr)
		}
		return nil, fault.Errorf(fault.EUNAUTHORIZED, msgSessionEnded)
	}
	return acct, err
}

// startSession gives the browser a new session token for acct: a token from
// before signing in is never kept (session fixation).
func (s *server) startSession(ctx context.Context, r *http.Request, acct *staff.Account) error {
	m := s.sessionsOf(r)
	if err := m.RenewToken(ctx); err != nil {
		return fault.Unavailable(err)
	}
	m.Put(ctx, sessionAccountID, acct.ID)
	m.Put(ctx, sessionVersion, acct.SessionVersion)
	return nil
}

// actor is who makes request r: acct (nil before signing in) at the client address.
func (s *server) actor(r *http.Request, acct *staff.Account) staff.Actor {
	a := staff.Actor{Address: s.clientAddr(r).String()}
	if acct != nil {
		a.ID, a.Email = acct.ID, acct.Email
	}
	return a
}

// retryAfter copies a throttle's wait into the Retry-After header.
func retryAfter(w http.ResponseWriter, err error) {
	var th *staff.ThrottledError
	if errors.As(err, &th) {
		w.Header().Set("Retry-After", strconv.Itoa(int((th.RetryAfter+time.Second-1)/time.Second)))
	}
}

// failCheck answers a signed-in person's password or code check that failed; one
// the throttle refused ends this session, so guessing from it stops there.
func (s *server) failCheck(w http.ResponseWriter, r *http.Request, err error) {
	var th *staff.ThrottledError
	if errors.As(err, &th) && th.EndsSession {
		if derr := s.sessionsOf(r).Destroy(r.Context()); derr != nil {
			s.failWith(w, r, fault.Unavailable(derr))
			return
		}
	}
	retryAfter(w, err)
	s.failWith(w, r, err)
}

// decodeAdmin reads one strict JSON object of the admin API (no honeypot: staff forms have none).
func decodeAdmin(w http.ResponseWriter, r *http.Request, dst any) error {
	return decodeAdminUpTo(w, r, dst, maxBody)
}

// decodeAdminUpTo is decodeAdmin for a call whose body may be larger than maxBody (a bulk change).
func decodeAdminUpTo(w http.ResponseWriter, r *http.Request, dst any, limit int64) error {
	body, e := readJSONBodyUpTo(w, r, limit)
	if e != nil {
		return e
	}
	// A garbled sign-in e-mail is a refused attempt, counted and audited by
	// internal/staff, not a 400 that would skip the throttle.
	if r.URL.Path != signInPath {
		if e := checkBodyText(body); e != nil {
			return e
		}
	}
	if e := decodeStrict(body, dst); e != nil {
		return e
	}
	return nil // not decodeStrict's typed nil: callers compare an error with nil
}

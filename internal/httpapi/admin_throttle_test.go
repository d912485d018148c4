package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

// newAdminServer is the back-office behind a real HTTP server on loopback, which
// is trusted as a proxy so each request can come from its own client address.
func newAdminServer(t *testing.T, db store) (*adminEnv, *httptest.Server) {
	t.Helper()
	a := newAdminEnvOn(t, db, func(d *wiring) { d.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")} })
	srv := httptest.NewServer(a.h)
	t.Cleanup(srv.Close)
	return a, srv
}

// post sends one JSON POST to srv from the client address from, with cookie (may be "").
func post(t *testing.T, srv *httptest.Server, path, body, from, cookie string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest("POST", srv.URL+path, strings.NewReader(body))
	if err != nil {
		t.Error(err)
		return nil, ""
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", from)
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Error(err)
		return nil, ""
	}
	defer res.Body.Close()
	return res, bodyText(t, res)
}

// burst sends n sign-ins at the same moment; body(i) and from(i) make the i-th.
// It returns how many answered each status.
func burst(t *testing.T, srv *httptest.Server, n int, body func(i int) string, from func(i int) string) map[int]int {
	t.Helper()
	var mu sync.Mutex
	statuses := map[int]int{}
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			<-start
			res, _ := post(t, srv, "/api/admin/sign-in", body(i), from(i), "")
			if res == nil {
				return
			}
			mu.Lock()
			statuses[res.StatusCode]++
			mu.Unlock()
		})
	}
	close(start)
	wg.Wait()
	return statuses
}

// auditCount counts the audit log's events with action whose detail starts with detail.
func auditCount(t *testing.T, a *adminEnv, action, detail string) int {
	t.Helper()
	events, err := a.store.ListAudit(context.Background(), staff.AuditQuery{Limit: 100000})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range events {
		if e.Action == action && strings.HasPrefix(e.Detail, detail) {
			n++
		}
	}
	return n
}

// passwordChecks is how many sign-ins had their password hashed and compared:
// each one that ran ends as a failure with its reason, or a sign-in.
func passwordChecks(t *testing.T, a *adminEnv) int {
	t.Helper()
	return auditCount(t, a, "sign-in failed", "wrong password") + auditCount(t, a, "sign-in failed", "unknown e-mail") + auditCount(t, a, "signed in", "")
}

// TestSignInBurstPerEmail: forty sign-ins for one e-mail at once, each from its
// own address, get at most the free attempts checked; every other one is a 429
// in the audit log; once locked, the right password inside a burst does not sign in.
func TestSignInBurstPerEmail(t *testing.T) {
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		a, srv := newAdminServer(t, open(t))
		victim := a.account(t, staff.Sales)
		wrong := func(int) string {
			return jsonOf(map[string]string{"email": victim.Email, "password": "not the password!"})
		}
		ownAddress := func(i int) string { return fmt.Sprintf("203.0.113.%d", i+1) }
		got := burst(t, srv, 40, wrong, ownAddress)
		checks := passwordChecks(t, a)
		t.Logf("40 at once for one e-mail: %d passwords checked, answers %v", checks, got)
		allowed := staff.AccountThrottle.FreeFailures + 1
		if checks > allowed || got[http.StatusUnauthorized] != checks || got[http.StatusTooManyRequests] != 40-checks {
			t.Fatalf("%d passwords checked (answers %v), want at most %d", checks, got, allowed)
		}
		if n := auditCount(t, a, "sign-in failed", "throttled"); n != 40-checks {
			t.Errorf("%d throttled sign-ins in the audit log, want %d", n, 40-checks)
		}

		// Wrong passwords, each after the wait, until the e-mail is locked.
		for range staff.AccountThrottle.LockAfter - checks {
			a.clock.Advance(2 * time.Minute)
			if res, body := post(t, srv, "/api/admin/sign-in", wrong(0), "198.51.100.20", ""); res.StatusCode != http.StatusUnauthorized {
				t.Fatalf("a wrong password after the wait: %d %s", res.StatusCode, body)
			}
		}
		a.clock.Advance(2 * time.Minute)
		before := passwordChecks(t, a)
		right := func(i int) string {
			if i == 20 {
				return jsonOf(map[string]string{"email": victim.Email, "password": staffPassword})
			}
			return wrong(i)
		}
		got = burst(t, srv, 40, right, ownAddress)
		if got[http.StatusOK] != 0 || got[http.StatusTooManyRequests] != 40 || passwordChecks(t, a) != before {
			t.Fatalf("a burst on a locked e-mail: answers %v, %d passwords checked", got, passwordChecks(t, a)-before)
		}
	})
}

// TestSignInBurstPerAddress: sixty sign-ins at once from one address, each for
// another e-mail, get at most the address's free attempts checked.
func TestSignInBurstPerAddress(t *testing.T) {
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		a, srv := newAdminServer(t, open(t))
		got := burst(t, srv, 60, func(i int) string {
			return jsonOf(map[string]string{"email": fmt.Sprintf("guess%d@example.com", i), "password": "not the password!"})
		}, func(int) string { return "198.51.100.60" })
		checks := passwordChecks(t, a)
		t.Logf("60 at once from one address: %d passwords checked, answers %v", checks, got)
		allowed := staff.AddressThrottle.FreeFailures + 1
		if checks > allowed || got[http.StatusTooManyRequests] != 60-checks {
			t.Fatalf("%d passwords checked (answers %v), want at most %d", checks, got, allowed)
		}
		if n := auditCount(t, a, "sign-in failed", "throttled"); n != 60-checks {
			t.Errorf("%d throttled sign-ins in the audit log, want %d", n, 60-checks)
		}
	})
}

// TestGuessingFromASessionEndsIt: a signed-in session sending 80 wrong passwords
// (or codes) at once to each call that checks one gets at most the free checks,
// each in the audit log; the throttle then ends the session, and the right
// password does not sign in meanwhile.
func TestGuessingFromASessionEndsIt(t *testing.T) {
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		a, srv := newAdminServer(t, open(t))
		cases := []struct {
			name, path, body string
			role             staff.Role
			twoFactor        bool
		}{
			{"change password", "/api/admin/me/password", `{"current":"not the password!","password":"cedar desk by the window"}`, staff.Sales, false},
			{"turn off two-factor", "/api/admin/me/totp/disable", `{"password":"not the password!"}`, staff.Editor, true},
			{"new recovery codes", "/api/admin/me/recovery-codes", `{"password":"not the password!"}`, staff.Sales, true},
			{"two-factor set-up", "/api/admin/me/totp/confirm", `{"code":"000000"}`, staff.Editor, false},
		}
		for i, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				acct := a.account(t, c.role)
				if c.twoFactor {
					a.enableTOTP(t, acct)
					acct.TOTPEnabled = true
				}
				cookie := a.signIn(t, acct)
				from := fmt.Sprintf("192.0.2.%d", i+1)
				if c.path == "/api/admin/me/totp/confirm" {
					if res, body := post(t, srv, "/api/admin/me/totp", "", from, cookie); res.StatusCode != http.StatusOK {
						t.Fatalf("begin two-factor: %d %s", res.StatusCode, body)
					}
				}
				var mu sync.Mutex
				statuses := map[int]int{}
				start := make(chan struct{})
				var wg sync.WaitGroup
				for range 80 {
					wg.Go(func() {
						<-start
						res, body := post(t, srv, c.path, c.body, from, cookie)
						if res == nil {
							return
						}
						if res.StatusCode == http.StatusTooManyRequests && (!strings.Contains(body, "signed out") || res.Header.Get("Retry-After") == "") {
							t.Errorf("429 without its sentence or wait: %s", body)
						}
						mu.Lock()
						statuses[res.StatusCode]++
						mu.Unlock()
					})
				}
				close(start)
				wg.Wait()
				checks := auditCount(t, a, "check failed", c.name)
				t.Logf("80 at once: %d checked, answers %v", checks, statuses)
				if allowed := staff.AccountThrottle.FreeFailures + 1; checks < 1 || checks > allowed || statuses[http.StatusBadRequest] != checks {
					t.Fatalf("%d checks (answers %v), want 1 to %d", checks, statuses, allowed)
				}
				if statuses[http.StatusTooManyRequests] < 1 || statuses[http.StatusBadRequest]+statuses[http.StatusTooManyRequests]+statuses[http.StatusUnauthorized] != 80 {
					t.Fatalf("answers %v", statuses)
				}
				if n := auditCount(t, a, "session ended", "too many wrong passwords or codes: "+c.name); n < 1 {
					t.Error("the ended session is not in the audit log")
				}
				if res := a.as(t, cookie, "GET", "/api/admin/me", "", nil); res.StatusCode != http.StatusUnauthorized {
					t.Fatalf("the session after the throttle: %d", res.StatusCode)
				}
				right := map[string]string{"email": acct.Email, "password": staffPassword}
				if res, body := post(t, srv, "/api/admin/sign-in", jsonOf(right), from, ""); res.StatusCode != http.StatusTooManyRequests {
					t.Fatalf("the right password right after: %d %s", res.StatusCode, body)
				}
			})
		}
	})
}

// TestSignInOddEmailIsAnOrdinaryRefusal: an e-mail with a NUL, a control
// character or a broken character is a refused sign-in on both engines (401 and
// the usual sentence, never a 503 or an ERROR log), audited and throttled like any.
func TestSignInOddEmailIsAnOrdinaryRefusal(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		a, srv := newAdminServer(t, open(t))
		sales := a.account(t, staff.Sales)
		emails := []string{`\u0000`, `a\u0000@example.com`, `b\u0001@example.com`, `c\udcff@example.com`, `\ud800`, `d\u2028@example.com`, `e\u007f@example.com`}
		for i, e := range emails {
			res, body := post(t, srv, "/api/admin/sign-in", `{"email":"`+e+`","password":"not the password!"}`, fmt.Sprintf("192.0.2.%d", 100+i), "")
			if res.StatusCode != http.StatusUnauthorized || !strings.Contains(body, staff.MsgBadCredentials) {
				t.Errorf("e-mail %s: %d %s", e, res.StatusCode, body)
			}
		}
		if n := auditCount(t, a, "sign-in failed", "unknown e-mail"); n != len(emails) {
			t.Errorf("%d refused sign-ins in the audit log, want %d", n, len(emails))
		}
		// The account's e-mail with a NUL after it: refused even with the right
		// password, and counted on the account's own throttle.
		withNUL := `{"email":"` + sales.Email + `\u0000","password":"` + staffPassword + `"}`
		for i := range staff.AccountThrottle.FreeFailures + 1 {
			if res, body := post(t, srv, "/api/admin/sign-in", withNUL, fmt.Sprintf("192.0.2.%d", 120+i), ""); res.StatusCode != http.StatusUnauthorized {
				t.Fatalf("attempt %d: %d %s", i+1, res.StatusCode, body)
			}
		}
		if res, body := post(t, srv, "/api/admin/sign-in", withNUL, "192.0.2.130", ""); res.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("after the free attempts: %d %s", res.StatusCode, body)
		}
		if res, body := post(t, srv, "/api/admin/sign-in", jsonOf(map[string]string{"email": sales.Email, "password": staffPassword}), "192.0.2.131", ""); res.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("the plain e-mail shares the throttle: %d %s", res.StatusCode, body)
		}
		if n := auditCount(t, a, "sign-in failed", "throttled"); n != 2 {
			t.Errorf("%d throttled sign-ins in the audit log, want 2", n)
		}
		if strings.Contains(a.logs.String(), `"level":"ERROR"`) {
			t.Errorf("an odd e-mail logged an error: %s", a.logs.String())
		}
	})
}

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
	a := newAdminEnvOn(t, db, func(d *Deps) { d.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")} })
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

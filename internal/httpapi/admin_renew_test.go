package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

// TestSessionRenewedWhenPrivilegeRises: passing the second factor and finishing
// two-factor enrolment each give a new session token and kill the old one; a
// role that opens more of the back-office ends the person's sessions.
func TestSessionRenewedWhenPrivilegeRises(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		a, srv := newAdminServer(t, open(t))
		const from = "192.0.2.50"

		// Enrolment: the "set up two-factor first" session becomes a full one.
		first, err := a.staff.AddAccount(context.Background(), staff.CommandLine, staff.NewAccount{Email: "first@example.com", Name: "First Owner", Role: staff.Owner, Password: staffPassword})
		if err != nil {
			t.Fatal(err)
		}
		restricted := a.signIn(t, first)
		res, body := post(t, srv, "/api/admin/me/totp", "", from, restricted)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("begin two-factor: %d %s", res.StatusCode, body)
		}
		var setup struct{ Secret string }
		if err := json.Unmarshal([]byte(body), &setup); err != nil || setup.Secret == "" {
			t.Fatalf("two-factor set-up %q: %v", body, err)
		}
		secret := setup.Secret
		res, body = post(t, srv, "/api/admin/me/totp/confirm", jsonOf(map[string]string{"code": a.code(t, secret)}), from, restricted)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("confirm two-factor: %d %s", res.StatusCode, body)
		}
		full := renewed(t, res, restricted, "two-factor enrolment")
		if res := a.as(t, restricted, "GET", "/api/admin/me", "", nil); res.StatusCode != http.StatusUnauthorized {
			t.Errorf("the session from before enrolment: %d, want 401", res.StatusCode)
		}
		if res := a.as(t, full, "GET", "/api/admin/accounts", "", nil); res.StatusCode != http.StatusOK {
			t.Errorf("the new session after enrolment: %d, want full access", res.StatusCode)
		}

		// The second factor: a browser already holding a session signs in again.
		a.clock.Advance(30 * time.Second)
		step1 := jsonOf(map[string]string{"email": first.Email, "password": staffPassword})
		if res, body := post(t, srv, "/api/admin/sign-in", step1, from, full); res.StatusCode != http.StatusOK || !strings.Contains(body, "needCode") {
			t.Fatalf("first step: %d %s", res.StatusCode, body)
		}
		step2 := jsonOf(map[string]string{"email": first.Email, "password": staffPassword, "code": a.code(t, secret)})
		res, body = post(t, srv, "/api/admin/sign-in", step2, from, full)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("second step: %d %s", res.StatusCode, body)
		}
		renewed(t, res, full, "second factor")
		if res := a.as(t, full, "GET", "/api/admin/me", "", nil); res.StatusCode != http.StatusUnauthorized {
			t.Errorf("the session from before the second factor: %d, want 401", res.StatusCode)
		}

		// A role raised: sales becomes editor (designs open up): the old session ends.
		a.clock.Advance(30 * time.Second)
		ownerCookie := a.signIn(t, a.account(t, staff.Owner))
		sales, salesCookie := a.signedIn(t, staff.Sales)
		patch := func(acct *staff.Account, role staff.Role) {
			t.Helper()
			fresh, _ := a.staff.Account(context.Background(), acct.ID)
			res := a.as(t, ownerCookie, "PATCH", "/api/admin/accounts/"+strconv.FormatInt(acct.ID, 10), jsonOf(map[string]any{"version": fresh.Version, "role": role}), nil)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("role change: %d %s", res.StatusCode, bodyText(t, res))
			}
		}
		patch(sales, staff.Editor)
		res2 := a.as(t, salesCookie, "GET", "/api/admin/designs", "", nil)
		if res2.StatusCode != http.StatusUnauthorized || decodeBody(t, res2)["error"] != msgSessionEnded {
			t.Errorf("the session from before the role was raised: %d, want 401", res2.StatusCode)
		}
		// A role lowered (owner to sales) keeps the session, with less.
		second, secondCookie := a.signedIn(t, staff.Owner)
		patch(second, staff.Sales)
		if res := a.as(t, secondCookie, "GET", "/api/admin/me", "", nil); res.StatusCode != http.StatusOK {
			t.Errorf("the session after a lowered role: %d, want 200", res.StatusCode)
		}
		if res := a.as(t, secondCookie, "GET", "/api/admin/accounts", "", nil); res.StatusCode != http.StatusForbidden {
			t.Errorf("accounts after a lowered role: %d, want 403", res.StatusCode)
		}
	})
}

// renewed returns the new session cookie of res, failing when there is none or it is old's.
func renewed(t *testing.T, res *http.Response, old, what string) string {
	t.Helper()
	for _, c := range res.Cookies() {
		if c.Name == sessionCookieName && c.Value != "" {
			if c.Name+"="+c.Value == old {
				t.Fatalf("%s kept the session token", what)
			}
			return c.Name + "=" + c.Value
		}
	}
	t.Fatalf("%s gave no new session token", what)
	return ""
}

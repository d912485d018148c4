package staff_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

const goodPassword = "brass lamp over teak shelf"

// clock is a test clock the service reads; tests move it forward.
type clock struct{ t time.Time }

func (c *clock) now() time.Time          { return c.t }
func (c *clock) advance(d time.Duration) { c.t = c.t.Add(d) }
func newClock() *clock                   { return &clock{t: time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)} }
func actorOf(a *staff.Account) staff.Actor {
	return staff.Actor{ID: a.ID, Email: a.Email, Address: "203.0.113.7"}
}

type fixture struct {
	svc   *staff.Service
	store *sqlstore.Store
	clock *clock
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	// The real store on a fresh SQLite file; storetest runs the store itself on both engines.
	f := &fixture{clock: newClock(), store: storetest.OpenSQLite(t)}
	f.svc = staff.NewService(f.store, staff.Config{Issuer: "Nivaas Interiors", Now: f.clock.now,
		Hash: staff.HashParams{MemoryKiB: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}})
	return f
}

// ownerFixture is a fixture whose first account is an owner, with the test's context, for tests that start from an owner.
func ownerFixture(t *testing.T) (*fixture, context.Context, *staff.Account) {
	t.Helper()
	f := newFixture(t)
	return f, context.Background(), f.add(t, "owner@example.com", staff.Owner)
}

func (f *fixture) add(t *testing.T, email string, role staff.Role) *staff.Account {
	t.Helper()
	a, err := f.svc.AddAccount(context.Background(), staff.CommandLine, staff.NewAccount{Email: email, Name: "Person " + email, Role: role, Password: goodPassword})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func (f *fixture) signIn(email, password, address string) (*staff.SignInResult, error) {
	return f.svc.SignIn(context.Background(), staff.SignInRequest{Email: email, Password: password, Address: address})
}

func codeOf(err error) string { return fault.Code(err) }

func TestRolesMayExactlyTheirParts(t *testing.T) {
	want := map[staff.Role]string{
		staff.Owner:  "self leads messages subscribers designs projects media accounts audit",
		staff.Sales:  "self leads messages subscribers",
		staff.Editor: "self designs projects media",
		"admin":      "",
		"":           "",
	}
	all := []staff.Permission{staff.Self, staff.Leads, staff.Messages, staff.Subscribers, staff.Designs, staff.Projects, staff.Media, staff.Accounts, staff.Audit}
	for role, list := range want {
		var got []string
		for _, p := range all {
			if role.May(p) {
				got = append(got, string(p))
			}
		}
		if strings.Join(got, " ") != list {
			t.Errorf("%q may %q, want %q", role, got, list)
		}
	}
}

func TestAddAccountValidation(t *testing.T) {
	f := newFixture(t)
	f.add(t, "owner@example.com", staff.Owner)
	cases := []struct {
		name     string
		req      staff.NewAccount
		field    string
		wantCode string
	}{
		{"no e-mail", staff.NewAccount{Name: "A", Role: staff.Sales}, "email", fault.EINVALID},
		{"bad e-mail", staff.NewAccount{Email: "asha@", Name: "A", Role: staff.Sales}, "email", fault.EINVALID},
		{"e-mail with CRLF", staff.NewAccount{Email: "a@example.com\r\nBcc: x@evil.example", Name: "A", Role: staff.Sales}, "email", fault.EINVALID},
		{"e-mail too long", staff.NewAccount{Email: strings.Repeat("a", 250) + "@example.com", Name: "A", Role: staff.Sales}, "email", fault.EINVALID},
		{"taken e-mail, other case", staff.NewAccount{Email: " OWNER@example.com ", Name: "A", Role: staff.Sales}, "email", fault.EINVALID},
		{"no name", staff.NewAccount{Email: "b@example.com", Name: "   ", Role: staff.Sales}, "name", fault.EINVALID},
		{"name with a NUL", staff.NewAccount{Email: "b@example.com", Name: "A\x00B", Role: staff.Sales}, "name", fault.EINVALID},
		{"name too long", staff.NewAccount{Email: "b@example.com", Name: strings.Repeat("अ", 101), Role: staff.Sales}, "name", fault.EINVALID},
		{"unknown role", staff.NewAccount{Email: "b@example.com", Name: "A", Role: "admin"}, "role", fault.EINVALID},
		{"role in capitals", staff.NewAccount{Email: "b@example.com", Name: "A", Role: "OWNER"}, "role", fault.EINVALID},
		{"short password", staff.NewAccount{Email: "b@example.com", Name: "A", Role: staff.Sales, Password: "short"}, "password", fault.EINVALID},
		{"common password", staff.NewAccount{Email: "b@example.com", Name: "A", Role: staff.Sales, Password: "password1234"}, "password", fault.EINVALID},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := f.svc.AddAccount(context.Background(), staff.CommandLine, c.req)
			if codeOf(err) != c.wantCode || fault.FieldsOf(err)[c.field] == "" {
				t.Errorf("err = %v, fields %v; want %s on %q", err, fault.FieldsOf(err), c.wantCode, c.field)
			}
		})
	}
	a, err := f.svc.AddAccount(context.Background(), staff.CommandLine, staff.NewAccount{Email: " Ravi@Example.com ", Name: " Ravi ", Role: staff.Sales})
	if err != nil || a.Email != "ravi@example.com" || a.Name != "Ravi" || a.PasswordHash != "" {
		t.Fatalf("account without password: %+v, %v", a, err)
	}
	if r, err := f.signIn("ravi@example.com", "", "203.0.113.7"); err == nil || r != nil {
		t.Error("an account without a password signed in")
	}
}

func TestSignInAnswersAlikeForUnknownAndWrong(t *testing.T) {
	f := newFixture(t)
	f.add(t, "asha@example.com", staff.Sales)
	_, wrong := f.signIn("asha@example.com", "not the password", "203.0.113.7")
	_, unknown := f.signIn("nobody@example.com", "not the password", "203.0.113.8")
	if codeOf(wrong) != fault.EUNAUTHORIZED || wrong.Error() != unknown.Error() {
		t.Fatalf("wrong password %v, unknown e-mail %v: want the same answer", wrong, unknown)
	}
	if fault.Message(wrong) != staff.MsgBadCredentials {
		t.Errorf("message = %q", fault.Message(wrong))
	}
	r, err := f.signIn(" ASHA@example.com", goodPassword, "203.0.113.7")
	if err != nil || r.Account == nil || r.NeedCode || r.Account.LastSignInAt != f.clock.t {
		t.Fatalf("right password: %+v, %v", r, err)
	}
	if _, err := f.signIn("", goodPassword, "x"); codeOf(err) != fault.EINVALID {
		t.Errorf("empty e-mail: %v", err)
	}
	events, _ := f.svc.AuditLog(context.Background(), staff.AuditQuery{})
	var actions []string
	for _, e := range events {
		actions = append(actions, e.Action+" "+e.Subject+" "+e.Detail)
	}
	want := "signed in asha@example.com |sign-in failed nobody@example.com unknown e-mail|sign-in failed asha@example.com wrong password|account created asha@example.com role sales"
	if strings.Join(actions, "|") != want {
		t.Errorf("audit log:\n%s\nwant\n%s", strings.Join(actions, "|"), want)
	}
}

func TestSignInThrottlesPerAccountThenLocks(t *testing.T) {
	f := newFixture(t)
	f.add(t, "asha@example.com", staff.Sales)
	for _, email := range []string{"asha@example.com", "ghost@example.com"} {
		for i := 1; i <= 3; i++ { // three failures are free
			if _, err := f.signIn(email, "wrong password!", "203.0.113.9"); codeOf(err) != fault.EUNAUTHORIZED {
				t.Fatalf("%s failure %d: %v", email, i, err)
			}
		}
		if _, err := f.signIn(email, "wrong password!", "203.0.113.9"); codeOf(err) != fault.EUNAUTHORIZED {
			t.Fatalf("%s failure 4: %v", email, err)
		}
		_, err := f.signIn(email, goodPassword, "198.51.100.1") // right password from elsewhere, at once
		var th *staff.ThrottledError
		if !errors.As(err, &th) || codeOf(err) != fault.ETHROTTLED || th.RetryAfter != time.Second {
			t.Fatalf("%s right after the 4th failure: %v, want a 1 s wait", email, err)
		}
		f.clock.advance(time.Second)
	}
	// known and unknown e-mail behave alike: both waited 1 s after the 4th failure.
	if r, err := f.signIn("asha@example.com", goodPassword, "198.51.100.1"); err != nil || r.Account == nil {
		t.Fatalf("after the wait, the right password works: %v", err)
	}
	for i := 0; i < 10; i++ {
		f.clock.advance(2 * time.Minute)
		_, _ = f.signIn("asha@example.com", "wrong password!", "198.51.100.2")
	}
	_, err := f.signIn("asha@example.com", goodPassword, "198.51.100.3")
	if codeOf(err) != fault.ETHROTTLED || !strings.Contains(fault.Message(err), "15 minutes") {
		t.Fatalf("after 10 failures: %v, want a 15-minute lock", err)
	}
	f.clock.advance(15 * time.Minute)
	if _, err := f.signIn("asha@example.com", goodPassword, "198.51.100.3"); err != nil {
		t.Fatalf("after the lock: %v", err)
	}
}

func TestSignInThrottlesPerAddress(t *testing.T) {
	f := newFixture(t)
	f.add(t, "asha@example.com", staff.Sales)
	for i := range 50 { // fifty different e-mails from one address: a spray
		f.clock.advance(time.Minute)
		_, _ = f.signIn("guess"+string(rune('a'+i%26))+string(rune('a'+i/26))+"@example.com", "wrong password!", "2001:db8:1:2::5")
	}
	_, err := f.signIn("asha@example.com", goodPassword, "2001:db8:1:2::99") // same /64
	if codeOf(err) != fault.ETHROTTLED {
		t.Fatalf("an address that sprayed 50 e-mails: %v, want locked", err)
	}
	if _, err := f.signIn("asha@example.com", goodPassword, "2001:db8:1:3::1"); err != nil {
		t.Fatalf("another address is not locked: %v", err)
	}
}

func TestDisabledAccountCannotSignInAndSessionsEnd(t *testing.T) {
	f, ctx, owner := ownerFixture(t)
	sales := f.add(t, "ravi@example.com", staff.Sales)
	if _, err := f.svc.SessionAccount(ctx, sales.ID, sales.SessionVersion); err != nil {
		t.Fatal(err)
	}
	yes := true
	changed, err := f.svc.ChangeAccount(ctx, actorOf(owner), staff.AccountChange{ID: sales.ID, Version: sales.Version, Disabled: &yes})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.SessionAccount(ctx, sales.ID, sales.SessionVersion); codeOf(err) != fault.EUNAUTHORIZED {
		t.Errorf("session of a disabled account: %v", err)
	}
	if _, err := f.svc.SessionAccount(ctx, sales.ID, changed.SessionVersion); codeOf(err) != fault.EUNAUTHORIZED {
		t.Errorf("a disabled account has no session at all: %v", err)
	}
	if _, err := f.signIn("ravi@example.com", goodPassword, "203.0.113.7"); fault.Message(err) != staff.MsgBadCredentials {
		t.Errorf("disabled account signing in: %v, want the same answer as a wrong password", err)
	}
	if _, err := f.svc.ChangeAccount(ctx, actorOf(owner), staff.AccountChange{ID: sales.ID, Version: sales.Version, Disabled: new(false)}); codeOf(err) != fault.ECONFLICT {
		t.Errorf("a stale version: %v, want a conflict", err)
	}
	if _, err := f.svc.SessionAccount(ctx, 999, 1); codeOf(err) != fault.EUNAUTHORIZED {
		t.Errorf("session of a missing account: %v", err)
	}
}

func TestLastOwnerStays(t *testing.T) {
	f, ctx, owner := ownerFixture(t)
	sales := staff.Sales
	if _, err := f.svc.ChangeAccount(ctx, staff.CommandLine, staff.AccountChange{ID: owner.ID, Version: owner.Version, Role: &sales}); codeOf(err) != fault.EINVALID {
		t.Errorf("demoting the only owner: %v", err)
	}
	if _, err := f.svc.ChangeAccount(ctx, actorOf(owner), staff.AccountChange{ID: owner.ID, Version: owner.Version, Disabled: new(true)}); codeOf(err) != fault.EINVALID {
		t.Errorf("disabling oneself: %v", err)
	}
	second := f.add(t, "second@example.com", staff.Owner)
	if a, err := f.svc.ChangeAccount(ctx, actorOf(second), staff.AccountChange{ID: owner.ID, Version: owner.Version, Role: &sales}); err != nil || a.Role != staff.Sales {
		t.Errorf("demoting one of two owners: %v", err)
	}
}

func TestSignOutEverywhereAndChangePassword(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	a := f.add(t, "asha@example.com", staff.Editor)
	if err := f.svc.SignOutEverywhere(ctx, actorOf(a)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.SessionAccount(ctx, a.ID, a.SessionVersion); codeOf(err) != fault.EUNAUTHORIZED {
		t.Errorf("old session after sign-out everywhere: %v", err)
	}
	if _, err := f.svc.ChangePassword(ctx, actorOf(a), "wrong current pw", "cedar desk by the window"); fault.FieldsOf(err)["current"] == "" {
		t.Errorf("wrong current password: %v", err)
	}
	if _, err := f.svc.ChangePassword(ctx, actorOf(a), goodPassword, "qwertyuiop123"); fault.FieldsOf(err)["password"] == "" {
		t.Errorf("common new password: %v", err)
	}
	changed, err := f.svc.ChangePassword(ctx, actorOf(a), goodPassword, "cedar desk by the window")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.SessionAccount(ctx, a.ID, changed.SessionVersion); err != nil {
		t.Errorf("the session renewed with the new version works: %v", err)
	}
	if _, err := f.signIn("asha@example.com", goodPassword, "203.0.113.7"); codeOf(err) != fault.EUNAUTHORIZED {
		t.Errorf("old password after change: %v", err)
	}
	if _, err := f.signIn("asha@example.com", "cedar desk by the window", "203.0.113.7"); err != nil {
		t.Errorf("new password: %v", err)
	}
}

func TestSetPasswordLink(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	a, err := f.svc.AddAccount(ctx, staff.CommandLine, staff.NewAccount{Email: "new@example.com", Name: "New", Role: staff.Sales})
	if err != nil {
		t.Fatal(err)
	}
	first, _, err := f.svc.IssueSetPasswordLink(ctx, staff.CommandLine, "NEW@example.com")
	if err != nil {
		t.Fatal(err)
	}
	secret, _, _ := f.svc.IssueSetPasswordLink(ctx, staff.CommandLine, "new@example.com")
	if _, err := f.svc.SetPasswordWithLink(ctx, staff.Actor{}, first, goodPassword); fault.Message(err) != staff.MsgBadLink {
		t.Errorf("an older link after a new one: %v", err)
	}
	if _, err := f.svc.SetPasswordWithLink(ctx, staff.Actor{}, secret, "too short"); codeOf(err) != fault.EINVALID {
		t.Errorf("short password: %v", err)
	}
	for _, hostile := range []string{"", "x", secret + "x", strings.ToUpper(secret), "../" + secret, secret[:42] + "\x00", strings.Repeat("A", 1<<16)} {
		if _, err := f.svc.SetPasswordWithLink(ctx, staff.Actor{}, hostile, goodPassword); fault.Message(err) != staff.MsgBadLink {
			t.Errorf("link %.50q: %v", hostile, err)
		}
	}
	if _, err := f.svc.SetPasswordWithLink(ctx, staff.Actor{}, secret, goodPassword); err != nil {
		t.Fatalf("a refused password keeps the link usable: %v", err)
	}
	if _, err := f.svc.SetPasswordWithLink(ctx, staff.Actor{}, secret, "another long passphrase"); fault.Message(err) != staff.MsgBadLink {
		t.Errorf("a used link: %v", err)
	}
	if _, err := f.signIn(a.Email, goodPassword, "203.0.113.7"); err != nil {
		t.Errorf("signing in with the password set by link: %v", err)
	}
	late, _, _ := f.svc.IssueSetPasswordLink(ctx, staff.CommandLine, "new@example.com")
	f.clock.advance(staff.TokenLifetime)
	if _, err := f.svc.SetPasswordWithLink(ctx, staff.Actor{}, late, "another long passphrase"); fault.Message(err) != staff.MsgBadLink {
		t.Errorf("a link after 30 minutes: %v", err)
	}
	if _, _, err := f.svc.IssueSetPasswordLink(ctx, staff.CommandLine, "nobody@example.com"); codeOf(err) != fault.ENOTFOUND {
		t.Errorf("link for an unknown account: %v", err)
	}
}

func TestAuditLogPages(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	for i := range 5 {
		by := staff.Actor{ID: 1, Email: "o@example.com", Address: "203.0.113.7\r\n"}
		_ = f.store.AppendAudit(ctx, by.Audit(f.clock.now(), staff.Entry{Action: "lead changed", Subject: "lead " + string(rune('1'+i)), Detail: "status\x00 new"}))
	}
	page, _ := f.svc.AuditLog(ctx, staff.AuditQuery{Limit: 2})
	if len(page) != 2 || page[0].Subject != "lead 5" || page[0].Address != "203.0.113.7" || page[0].Detail != "status new" {
		t.Fatalf("first page: %+v", page)
	}
	next, _ := f.svc.AuditLog(ctx, staff.AuditQuery{Limit: 2, BeforeID: page[1].ID})
	if len(next) != 2 || next[0].Subject != "lead 3" {
		t.Fatalf("second page: %+v", next)
	}
	all, _ := f.svc.AuditLog(ctx, staff.AuditQuery{Limit: 100000, BeforeID: -5})
	if len(all) != 5 {
		t.Errorf("an over-large limit and negative cursor: %d events", len(all))
	}
}

// The same person on phone and laptop at once: both sign-ins get in, neither is
// refused because the other raised the account's version meanwhile. As many at
// once as the e-mail's free attempts: each counts until its password is checked.
func TestSimultaneousSignInsBothSucceed(t *testing.T) {
	f := newFixture(t)
	f.add(t, "meera@example.com", staff.Sales)
	n := staff.AccountThrottle.FreeFailures + 1
	errs := make(chan error, n)
	for i := range n {
		go func() {
			_, err := f.signIn("meera@example.com", goodPassword, fmt.Sprintf("203.0.113.%d", i+1))
			errs <- err
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Errorf("a simultaneous sign-in was refused: %v", err)
		}
	}
}

package storetest

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

func newAccount(t *testing.T, s *sqlstore.Store, email string, role staff.Role) *staff.Account {
	t.Helper()
	a := &staff.Account{Email: email, Name: "Asha Rao", Role: role, PasswordHash: "$argon2id$x", SessionVersion: 1, CreatedAt: at}
	if err := s.CreateAccount(context.Background(), a, nil); err != nil {
		t.Fatal(err)
	}
	return a
}

func testStaffAccounts(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	a := newAccount(t, s, "asha@example.com", staff.Owner)
	if a.ID == 0 || a.Version != 1 {
		t.Fatalf("created: %+v", a)
	}
	if err := s.CreateAccount(ctx, &staff.Account{Email: "asha@example.com", Name: "X", Role: staff.Sales, CreatedAt: at}, nil); fault.Code(err) != fault.ECONFLICT {
		t.Errorf("a taken e-mail: %v", err)
	}
	got, err := s.AccountByEmail(ctx, "asha@example.com")
	if err != nil || got.ID != a.ID || got.Role != staff.Owner || got.PasswordHash != "$argon2id$x" || got.SessionVersion != 1 || !got.LastSignInAt.IsZero() {
		t.Fatalf("by e-mail: %+v %v", got, err)
	}
	sameTime(t, "CreatedAt", got.CreatedAt, at)
	newAccount(t, s, "chen@example.com", staff.Owner) // another owner, so asha may be disabled
	got.Name, got.Disabled, got.TOTPEnabled, got.TOTPSecret, got.TOTPLastStep, got.SessionVersion = "Asha R.", true, true, "JBSWY3DP", 99, 7
	got.LastSignInAt = at.Add(time.Hour)
	if err := s.UpdateAccount(ctx, got, nil); err != nil || got.Version != 2 {
		t.Fatalf("update: %v, version %d", err, got.Version)
	}
	again, _ := s.AccountByID(ctx, a.ID)
	if again.Name != "Asha R." || !again.Disabled || !again.TOTPEnabled || again.TOTPSecret != "JBSWY3DP" || again.TOTPLastStep != 99 || again.SessionVersion != 7 || again.Version != 2 {
		t.Fatalf("after update: %+v", again)
	}
	sameTime(t, "LastSignInAt", again.LastSignInAt, at.Add(time.Hour))
	stale := *again
	stale.Version = 1
	if err := s.UpdateAccount(ctx, &stale, nil); fault.Code(err) != fault.ECONFLICT {
		t.Errorf("stale version: %v", err)
	}
	if err := s.UpdateAccount(ctx, &staff.Account{ID: 4242, Version: 1, Role: staff.Sales}, nil); fault.Code(err) != fault.ENOTFOUND {
		t.Errorf("missing account: %v", err)
	}
	if _, err := s.AccountByID(ctx, 4242); fault.Code(err) != fault.ENOTFOUND {
		t.Errorf("missing by id: %v", err)
	}
	newAccount(t, s, "bala@example.com", staff.Sales)
	list, err := s.ListAccounts(ctx)
	if err != nil || len(list) != 3 || list[0].Email != "asha@example.com" || list[1].Email != "bala@example.com" || list[2].Email != "chen@example.com" {
		t.Fatalf("list: %+v %v", list, err)
	}
}

// testStaffLastOwner: no update leaves no active owner, even 40 at once, each
// demoting or disabling a different owner: exactly one is refused.
func testStaffLastOwner(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	a := newAccount(t, s, "asha@example.com", staff.Owner)
	b := newAccount(t, s, "bala@example.com", staff.Owner)
	a.Disabled = true
	if err := s.UpdateAccount(ctx, a, nil); err != nil {
		t.Fatalf("disable one of two owners: %v", err)
	}
	for _, change := range []func(*staff.Account){
		func(x *staff.Account) { x.Disabled = true },
		func(x *staff.Account) { x.Role = staff.Sales },
		func(x *staff.Account) { x.Role, x.Disabled = staff.Editor, true },
	} {
		last := *b
		change(&last)
		if err := s.UpdateAccount(ctx, &last, nil); err != staff.ErrLastOwner {
			t.Errorf("the last owner changed: %v", err)
		}
	}
	b.Name = "Bala K."
	if err := s.UpdateAccount(ctx, b, nil); err != nil {
		t.Fatalf("the last owner's name: %v", err)
	}
	sales := newAccount(t, s, "chen@example.com", staff.Sales)
	sales.Disabled = true
	if err := s.UpdateAccount(ctx, sales, nil); err != nil {
		t.Fatalf("disable a sales account: %v", err)
	}

	owners := make([]*staff.Account, 40)
	for i := range owners {
		owners[i] = newAccount(t, s, fmt.Sprintf("owner%02d@example.com", i), staff.Owner)
	}
	b.Disabled = true
	if err := s.UpdateAccount(ctx, b, nil); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var refused, done atomic.Int32
	for i, o := range owners {
		wg.Go(func() {
			if i%2 == 0 {
				o.Role = staff.Sales
			} else {
				o.Disabled = true
			}
			switch err := s.UpdateAccount(ctx, o, nil); err {
			case nil:
				done.Add(1)
			case staff.ErrLastOwner:
				refused.Add(1)
			default:
				t.Errorf("%s: %v", o.Email, err)
			}
		})
	}
	wg.Wait()
	list, err := s.ListAccounts(ctx)
	if err != nil {
		t.Fatal(err)
	}
	active := 0
	for _, x := range list {
		if x.Role == staff.Owner && !x.Disabled {
			active++
		}
	}
	if active != 1 || refused.Load() != 1 || done.Load() != 39 {
		t.Fatalf("after 40 concurrent demotions: %d active owners, %d refused, %d done; want 1, 1, 39", active, refused.Load(), done.Load())
	}
}

func testStaffTokensAndCodes(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	a := newAccount(t, s, "asha@example.com", staff.Sales)
	now := time.Now().UTC()
	if err := s.CreateToken(ctx, staff.Token{Hash: "h1", AccountID: a.ID, Purpose: staff.SetPasswordPurpose, ExpiresAt: now.Add(30 * time.Minute)}, Entry("test: CreateToken")); err != nil {
		t.Fatal(err)
	}
	if id, err := s.LookupToken(ctx, "h1", staff.SetPasswordPurpose, now); err != nil || id != a.ID {
		t.Fatalf("lookup: %d %v", id, err)
	}
	if _, err := s.LookupToken(ctx, "h1", "other", now); fault.Code(err) != fault.ENOTFOUND {
		t.Errorf("other purpose: %v", err)
	}
	if _, err := s.LookupToken(ctx, "h1", staff.SetPasswordPurpose, now.Add(30*time.Minute)); fault.Code(err) != fault.ENOTFOUND {
		t.Errorf("at expiry: %v", err)
	}
	var wg sync.WaitGroup
	var won sync.Map
	for i := range 4 { // four requests race for one link: one wins
		wg.Go(func() {
			if id, err := s.ConsumeToken(ctx, "h1", staff.SetPasswordPurpose, now); err == nil {
				won.Store(i, id)
			}
		})
	}
	wg.Wait()
	n := 0
	won.Range(func(_, _ any) bool { n++; return true })
	if n != 1 {
		t.Errorf("%d requests consumed one token", n)
	}
	_ = s.CreateToken(ctx, staff.Token{Hash: "h2", AccountID: a.ID, Purpose: staff.SetPasswordPurpose, ExpiresAt: now.Add(time.Minute)}, Entry("test: CreateToken"))
	if err := s.DeleteTokens(ctx, a.ID, staff.SetPasswordPurpose); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ConsumeToken(ctx, "h2", staff.SetPasswordPurpose, now); fault.Code(err) != fault.ENOTFOUND {
		t.Errorf("deleted token: %v", err)
	}

	if err := s.ReplaceRecoveryCodes(ctx, a.ID, []string{"c1", "c2"}, nil); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.UseRecoveryCode(ctx, a.ID, "c1", Entry("test: UseRecoveryCode")); !ok || err != nil {
		t.Fatalf("first use: %v %v", ok, err)
	}
	if ok, _ := s.UseRecoveryCode(ctx, a.ID, "c1", Entry("test: UseRecoveryCode")); ok {
		t.Error("a recovery code worked twice")
	}
	_ = s.ReplaceRecoveryCodes(ctx, a.ID, []string{"c3"}, nil)
	if ok, _ := s.UseRecoveryCode(ctx, a.ID, "c2", Entry("test: UseRecoveryCode")); ok {
		t.Error("a replaced recovery code still works")
	}
	if ok, _ := s.UseRecoveryCode(ctx, a.ID+1, "c3", Entry("test: UseRecoveryCode")); ok {
		t.Error("another account's code worked")
	}
}

func testStaffSignInFailures(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	const key = "email:x@example.com"
	// upTo allows an attempt while fewer than n are counted; peek allows none, to read the count.
	upTo := func(n int) func(staff.Attempts) (staff.Attempts, bool) {
		return func(a staff.Attempts) (staff.Attempts, bool) {
			return staff.Attempts{Failures: a.Failures + 1, LastFailure: at}, a.Failures < n
		}
	}
	peek := func() staff.Attempts {
		t.Helper()
		a, ok, err := s.ReserveSignInAttempt(ctx, key, func(a staff.Attempts) (staff.Attempts, bool) { return a, false })
		if err != nil || ok {
			t.Fatalf("peek: %v %v", ok, err)
		}
		return a
	}
	count := func() int { t.Helper(); return peek().Failures }
	if n := count(); n != 0 {
		t.Fatalf("none yet: %d", n)
	}
	// Forty attempts at once on a key with no row yet, five allowed: exactly five
	// get through, so no two read the same count.
	var wg sync.WaitGroup
	var mu sync.Mutex
	allowed := 0
	for range 40 {
		wg.Go(func() {
			a, ok, err := s.ReserveSignInAttempt(ctx, "address:203.0.113.9", upTo(5))
			if err != nil {
				t.Error(err)
				return
			}
			if ok {
				mu.Lock()
				allowed++
				mu.Unlock()
				if a.Failures < 1 || a.Failures > 5 {
					t.Errorf("a reservation stored %d", a.Failures)
				}
			}
		})
	}
	wg.Wait()
	if allowed != 5 {
		t.Fatalf("%d of 40 concurrent attempts reserved, want 5", allowed)
	}
	a, ok, err := s.ReserveSignInAttempt(ctx, key, upTo(5))
	if err != nil || !ok || a.Failures != 1 {
		t.Fatalf("first reservation: %+v %v %v", a, ok, err)
	}
	sameTime(t, "LastFailure", peek().LastFailure, at)
	_, _, _ = s.ReserveSignInAttempt(ctx, key, upTo(5))
	if err := s.ReleaseSignInAttempt(ctx, key); err != nil {
		t.Fatal(err)
	}
	if n := count(); n != 1 {
		t.Errorf("after a release: %d, want 1", n)
	}
	for range 3 {
		if err := s.ReleaseSignInAttempt(ctx, key); err != nil {
			t.Fatal(err)
		}
	}
	if n := count(); n != 0 {
		t.Errorf("released below zero: %d", n)
	}
	_, _, _ = s.ReserveSignInAttempt(ctx, key, upTo(5))
	if err := s.ClearSignInFailures(ctx, key); err != nil {
		t.Fatal(err)
	}
	if n := count(); n != 0 {
		t.Errorf("cleared: %d", n)
	}
}

func testStaffAudit(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	for i, action := range []string{"signed in", "account created", "signed out"} {
		by := staff.Actor{ID: 1, Email: "asha@example.com", Address: "203.0.113.7"}
		e := by.Audit(at.Add(time.Duration(i)*time.Minute), staff.Entry{Action: action, Subject: "bala@example.com", Detail: "role sales"})
		if err := s.AppendAudit(ctx, e); err != nil {
			t.Fatalf("append: %v", err)
		}
	}
	page, err := s.ListAudit(ctx, staff.AuditQuery{Limit: 2})
	if err != nil || len(page) != 2 || page[0].Action != "signed out" || page[1].Action != "account created" {
		t.Fatalf("newest first: %+v %v", page, err)
	}
	sameTime(t, "At", page[0].At, at.Add(2*time.Minute))
	rest, _ := s.ListAudit(ctx, staff.AuditQuery{Limit: 2, BeforeID: page[1].ID})
	if len(rest) != 1 || rest[0].Action != "signed in" || rest[0].Address != "203.0.113.7" || rest[0].Detail != "role sales" {
		t.Fatalf("older page: %+v", rest)
	}
}

func testSessions(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	ss := s.Sessions()
	if _, found, err := ss.FindCtx(ctx, "nope"); found || err != nil {
		t.Fatalf("missing: %v %v", found, err)
	}
	if err := ss.CommitCtx(ctx, "tok", []byte{0, 1, 2}, time.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := ss.CommitCtx(ctx, "tok", []byte("data"), time.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if b, found, err := ss.FindCtx(ctx, "tok"); !found || err != nil || string(b) != "data" {
		t.Fatalf("found %q %v %v", b, found, err)
	}
	if err := ss.Commit("old", []byte("x"), time.Now().Add(-time.Second)); err != nil {
		t.Fatal(err)
	}
	if _, found, _ := ss.Find("old"); found {
		t.Error("an expired session was found")
	}
	if err := ss.Delete("tok"); err != nil {
		t.Fatal(err)
	}
	if _, found, _ := ss.FindCtx(ctx, "tok"); found {
		t.Error("a deleted session was found")
	}
	// A request that loaded the session before it ended commits it as it finishes: it stays ended.
	if err := ss.CommitCtx(ctx, "tok", []byte("data"), time.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, found, _ := ss.FindCtx(ctx, "tok"); found {
		t.Error("a late commit brought an ended session back")
	}
}

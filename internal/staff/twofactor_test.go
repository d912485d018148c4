package staff_test

import (
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/pquerna/otp/totp"
)

func TestTwoFactorSignIn(t *testing.T) {
	f, ctx, owner := ownerFixture(t)
	if !owner.MustSetUpTOTP() {
		t.Fatal("an owner without two-factor must set it up first")
	}
	by := actorOf(owner)
	if _, _, err := f.svc.ConfirmTOTP(ctx, by, "123456"); codeOf(err) != fault.EINVALID {
		t.Errorf("confirm before begin: %v", err)
	}
	setup, err := f.svc.BeginTOTP(ctx, by)
	if err != nil || setup.Secret == "" || setup.URL == "" {
		t.Fatalf("begin: %+v %v", setup, err)
	}
	code := func() string {
		c, err := totp.GenerateCode(setup.Secret, f.clock.t)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if _, _, err := f.svc.ConfirmTOTP(ctx, by, "000000"); fault.FieldsOf(err)["code"] == "" {
		t.Errorf("a wrong confirmation code: %v", err)
	}
	codes, _, err := f.svc.ConfirmTOTP(ctx, by, code())
	if err != nil || len(codes) != staff.RecoveryCodeCount {
		t.Fatalf("confirm: %v %v", codes, err)
	}
	if _, err := f.svc.BeginTOTP(ctx, by); codeOf(err) != fault.EINVALID {
		t.Errorf("begin while on: %v", err)
	}

	r, err := f.signIn("owner@example.com", goodPassword, "203.0.113.7")
	if err != nil || !r.NeedCode || r.Account != nil {
		t.Fatalf("password alone: %+v %v, want the code step", r, err)
	}
	if _, err := f.svc.SignIn(ctx, staff.SignInRequest{Email: "owner@example.com", Password: goodPassword, Code: code(), Address: "203.0.113.7"}); codeOf(err) != fault.EUNAUTHORIZED {
		t.Errorf("the code used to confirm, used again in the same 30 s: %v", err)
	}
	f.clock.advance(30 * time.Second)
	r, err = f.svc.SignIn(ctx, staff.SignInRequest{Email: "owner@example.com", Password: goodPassword, Code: code(), Address: "203.0.113.7"})
	if err != nil || r.Account == nil || r.Account.MustSetUpTOTP() {
		t.Fatalf("password and fresh code: %+v %v", r, err)
	}
	if _, err := f.svc.SignIn(ctx, staff.SignInRequest{Email: "owner@example.com", Password: "wrong password!", Code: code(), Address: "203.0.113.7"}); fault.Message(err) != staff.MsgBadCredentials {
		t.Errorf("a wrong password with a code: %v", err)
	}
	recovery := staff.SignInRequest{Email: "owner@example.com", Password: goodPassword, Code: codes[0], Address: "203.0.113.7"}
	if r, err := f.svc.SignIn(ctx, recovery); err != nil || r.Account == nil {
		t.Fatalf("recovery code: %v", err)
	}
	if _, err := f.svc.SignIn(ctx, recovery); fault.Message(err) != staff.MsgBadCode {
		t.Errorf("a recovery code used twice: %v", err)
	}
	if err := f.svc.DisableTOTP(ctx, by, goodPassword); codeOf(err) != fault.EINVALID {
		t.Errorf("an owner turning two-factor off: %v", err)
	}
	fresh, err := f.svc.NewRecoveryCodes(ctx, by, goodPassword)
	if err != nil || len(fresh) != staff.RecoveryCodeCount {
		t.Fatalf("new recovery codes: %v", err)
	}
	recovery.Code = codes[1]
	if _, err := f.svc.SignIn(ctx, recovery); fault.Message(err) != staff.MsgBadCode {
		t.Errorf("an old recovery code after replacing them: %v", err)
	}
}

func TestTwoFactorOptionalForOthersAndResetByOwner(t *testing.T) {
	f, ctx, owner := ownerFixture(t)
	editor := f.add(t, "edit@example.com", staff.Editor)
	if editor.MustSetUpTOTP() {
		t.Fatal("two-factor is optional for editors")
	}
	setup, _ := f.svc.BeginTOTP(ctx, actorOf(editor))
	c, _ := totp.GenerateCode(setup.Secret, f.clock.t)
	if _, _, err := f.svc.ConfirmTOTP(ctx, actorOf(editor), c); err != nil {
		t.Fatal(err)
	}
	if err := f.svc.DisableTOTP(ctx, actorOf(editor), "wrong password!"); fault.FieldsOf(err)["password"] == "" {
		t.Errorf("turning off with a wrong password: %v", err)
	}
	if err := f.svc.DisableTOTP(ctx, actorOf(editor), goodPassword); err != nil {
		t.Fatal(err)
	}
	setup, _ = f.svc.BeginTOTP(ctx, actorOf(editor))
	f.clock.advance(time.Minute)
	c, _ = totp.GenerateCode(setup.Secret, f.clock.t)
	if _, _, err := f.svc.ConfirmTOTP(ctx, actorOf(editor), c); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.ResetTOTP(ctx, actorOf(owner), owner.ID); codeOf(err) != fault.EINVALID {
		t.Errorf("resetting one's own two-factor: %v", err)
	}
	reset, err := f.svc.ResetTOTP(ctx, actorOf(owner), editor.ID)
	if err != nil || reset.TOTPEnabled {
		t.Fatalf("owner resets a lost phone: %+v %v", reset, err)
	}
	if r, err := f.signIn("edit@example.com", goodPassword, "203.0.113.7"); err != nil || r.NeedCode {
		t.Errorf("after reset, the password alone signs in: %+v %v", r, err)
	}
}

package staff

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// Sign-in answers. An unknown e-mail, a wrong password and a disabled account
// all get MsgBadCredentials, so the answer tells a guesser nothing.
const (
	MsgBadCredentials = "The email or password is not right."
	MsgBadCode        = "That code is not right. Use the newest code from your app, or one of your recovery codes."
	MsgSignInMissing  = "Please enter your email and password."
	MsgBadLink        = "This link has expired or was used already. Ask an owner for a new one."
)

// ErrBadLink answers a set-password link that names no live token (the store's answer too).
var ErrBadLink = fault.Errorf(fault.ENOTFOUND, MsgBadLink)

// SignInRequest is what the sign-in form sends; Code is the second step's
// authenticator or recovery code, empty on the first step.
type SignInRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Code     string `json:"code,omitempty"`
	Address  string `json:"-"`
}

// SignInResult is a signed-in account, or NeedCode when the password was right
// and the account's two-factor code must follow.
type SignInResult struct {
	Account  *Account
	NeedCode bool
}

// SignIn checks req against the throttles, the password and the two-factor code.
// The attempt is counted on both throttles before the password is hashed, and
// taken back only when the password (and code) were right.
func (s *Service) SignIn(ctx context.Context, req SignInRequest) (*SignInResult, error) {
	email := NormalizeEmail(req.Email)
	if email == "" || req.Password == "" {
		return nil, fault.Invalid(MsgSignInMissing, nil)
	}
	now := s.now()
	by := Actor{Address: req.Address}
	r, err := s.reserve(ctx, email, req.Address)
	if th := (*ThrottledError)(nil); errors.As(err, &th) {
		if err := s.event(ctx, by, "sign-in failed", email, "throttled"); err != nil {
			return nil, err
		}
		return nil, th
	} else if err != nil {
		return nil, err
	}
	var acct *Account
	// An e-mail with a NUL, a control character or invalid UTF-8 names no account
	// (and PostgreSQL refuses such text): an ordinary failed sign-in, counted and audited.
	if textfield.Clean(email, false) {
		acct, err = s.store.AccountByEmail(ctx, email)
		if err != nil && fault.Code(err) != fault.ENOTFOUND {
			return nil, s.undo(ctx, r, fault.FromStore(err))
		}
	}
	hash := dummyHash(s.cfg.Hash)
	if acct != nil && acct.PasswordHash != "" {
		hash = acct.PasswordHash
	}
	ok, _ := VerifyPassword(req.Password, hash) // a damaged stored hash is a failed sign-in, never a pass
	if !shortEnough(req.Password, MaxPasswordLength) {
		ok = false
	}
	if reason := passwordFailure(acct, ok); reason != "" {
		return nil, s.fail(ctx, by, email, reason, MsgBadCredentials)
	}
	stepBefore := acct.TOTPLastStep
	if acct.TOTPEnabled {
		if strings.TrimSpace(req.Code) == "" {
			return &SignInResult{NeedCode: true}, s.release(ctx, r)
		}
		if done, err := s.checkSecondFactor(ctx, acct, req.Code, by); err != nil {
			return nil, s.undo(ctx, r, err)
		} else if !done {
			return nil, s.fail(ctx, by, email, "wrong two-factor code", MsgBadCode)
		}
	}
	usedStep := int64(0) // the TOTP step this sign-in spent, if it used an authenticator code
	if acct.TOTPLastStep != stepBefore {
		usedStep = acct.TOTPLastStep
	}
	me := Actor{ID: acct.ID, Email: acct.Email, Address: by.Address}
	acct, err = s.recordSignIn(ctx, acct, req.Password, usedStep, now, s.audit(me, "signed in", acct.Email, ""))
	if err != nil {
		if fault.Code(err) == fault.ECONFLICT && usedStep != 0 {
			return nil, s.fail(ctx, by, email, "two-factor code used twice", MsgBadCode)
		}
		return nil, s.undo(ctx, r, fault.FromStore(err))
	}
	if err := s.store.ClearSignInFailures(ctx, r.email); err != nil {
		return nil, fault.FromStore(err)
	}
	if err := s.releaseKeys(ctx, r.address); err != nil {
		return nil, err
	}
	return &SignInResult{Account: acct}, nil
}

// undo takes back reservation r of a check that a store failure kept from
// running, so an outage does not count against the person, and returns err.
func (s *Service) undo(ctx context.Context, r *reservation, err error) error {
	_ = s.release(context.WithoutCancel(ctx), r) // err is what the caller must see
	return err
}

// recordSignIn stores the sign-in time (and a stronger hash, the TOTP step used) with its audit entry.
// The same person signing in on two devices at once must both get in, so a
// version clash is retried on a fresh copy; only a TOTP step another sign-in has
// just used stays a conflict (a replayed code).
func (s *Service) recordSignIn(ctx context.Context, acct *Account, password string, usedStep int64, now time.Time, audit AuditEvent) (*Account, error) {
	for attempt := 0; ; attempt++ {
		acct.LastSignInAt = now
		acct.TOTPLastStep = max(acct.TOTPLastStep, usedStep)
		if NeedsRehash(acct.PasswordHash, s.cfg.Hash) {
			if rehashed, err := HashPassword(password, s.cfg.Hash); err == nil {
				acct.PasswordHash = rehashed
			}
		}
		err := s.store.UpdateAccount(ctx, acct, &audit)
		if err == nil || fault.Code(err) != fault.ECONFLICT || attempt == 20 {
			return acct, err
		}
		fresh, ferr := s.store.AccountByID(ctx, acct.ID)
		if ferr != nil {
			return nil, ferr
		}
		if usedStep != 0 && fresh.TOTPLastStep >= usedStep {
			return nil, err
		}
		acct = fresh
	}
}

// passwordMatches checks a password a signed-in person typed again; a damaged stored hash never matches.
func passwordMatches(password, hash string) bool {
	ok, _ := VerifyPassword(password, hash)
	return ok && shortEnough(password, MaxPasswordLength)
}

// passwordFailure names why a password check failed, for the audit log; "" when it passed.
func passwordFailure(acct *Account, passwordOK bool) string {
	switch {
	case acct == nil:
		return "unknown e-mail"
	case acct.PasswordHash == "":
		return "no password set yet"
	case !passwordOK:
		return "wrong password"
	case acct.Disabled:
		return "account disabled"
	}
	return ""
}

// checkSecondFactor accepts a fresh authenticator code or an unused recovery code.
func (s *Service) checkSecondFactor(ctx context.Context, acct *Account, code string, by Actor) (bool, error) {
	if len(code) > MaxSignInCodeLength {
		return false, nil // longer than the field takes: no code of either kind
	}
	if step, ok := matchTOTP(acct.TOTPSecret, code, s.now(), acct.TOTPLastStep); ok {
		acct.TOTPLastStep = step
		return true, nil
	}
	rc := normalizeRecoveryCode(code)
	if rc == "" {
		return false, nil
	}
	used, err := s.store.UseRecoveryCode(ctx, acct.ID, hashSecret(rc), s.audit(by, "recovery code used", acct.Email, ""))
	if err != nil || !used {
		return false, fault.FromStore(err)
	}
	by.ID, by.Email = acct.ID, acct.Email
	return true, nil
}

// fail logs a failed sign-in, whose attempt stays counted, and answers with message.
func (s *Service) fail(ctx context.Context, by Actor, email, reason, message string) error {
	if err := s.event(ctx, by, "sign-in failed", email, reason); err != nil {
		return err
	}
	return fault.Errorf(fault.EUNAUTHORIZED, "%s", message)
}

// SessionAccount returns the account a session belongs to, refusing one that
// was disabled, removed or signed out everywhere since the session began.
func (s *Service) SessionAccount(ctx context.Context, id, sessionVersion int64) (*Account, error) {
	a, err := s.store.AccountByID(ctx, id)
	if fault.Code(err) == fault.ENOTFOUND || (err == nil && (a.Disabled || a.SessionVersion != sessionVersion)) {
		return nil, fault.Errorf(fault.EUNAUTHORIZED, "Please sign in again.")
	}
	return a, fault.FromStore(err)
}

// SignOutEverywhere ends every session of the account, this one included.
func (s *Service) SignOutEverywhere(ctx context.Context, by Actor) error {
	a, err := s.store.AccountByID(ctx, by.ID)
	if err != nil {
		return fault.FromStore(err)
	}
	a.SessionVersion++
	audit := s.audit(by, "signed out everywhere", a.Email, "")
	return fault.FromStore(s.store.UpdateAccount(ctx, a, &audit))
}

// ChangePassword sets a new password after checking the current one; other
// sessions end (the caller renews its own with the returned SessionVersion).
func (s *Service) ChangePassword(ctx context.Context, by Actor, current, next string) (*Account, error) {
	a, err := s.store.AccountByID(ctx, by.ID)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	if ok, err := s.checkSignedIn(ctx, by, a, "change password: wrong password", func() bool { return passwordMatches(current, a.PasswordHash) }); err != nil {
		return nil, err
	} else if !ok {
		msg := "Your current password is not right."
		return nil, fault.Invalid(msg, map[string]string{"current": msg})
	}
	return a, s.setPassword(ctx, by, a, next, "password changed")
}

func (s *Service) setPassword(ctx context.Context, by Actor, a *Account, password, action string) error {
	if err := validatePassword(password, a.Email); err != nil {
		return err
	}
	hash, err := HashPassword(password, s.cfg.Hash)
	if err != nil {
		return err
	}
	a.PasswordHash = hash
	a.SessionVersion++
	audit := s.audit(by, action, a.Email, "")
	if err := s.store.UpdateAccount(ctx, a, &audit); err != nil {
		return fault.FromStore(err)
	}
	return fault.FromStore(s.store.ClearSignInFailures(ctx, emailKey(a.Email)))
}

// IssueSetPasswordLink makes a one-time secret (valid TokenLifetime) with which the
// account's person chooses a password; older links of the account stop working.
func (s *Service) IssueSetPasswordLink(ctx context.Context, by Actor, email string) (string, *Account, error) {
	a, err := s.store.AccountByEmail(ctx, NormalizeEmail(email))
	if err != nil {
		return "", nil, fault.FromStore(err)
	}
	if err := s.store.DeleteTokens(ctx, a.ID, SetPasswordPurpose); err != nil {
		return "", nil, fault.FromStore(err)
	}
	secret, hash := newToken()
	token := Token{Hash: hash, AccountID: a.ID, Purpose: SetPasswordPurpose, ExpiresAt: s.now().Add(TokenLifetime)}
	if err := s.store.CreateToken(ctx, token, s.audit(by, "set-password link issued", a.Email, "")); err != nil {
		return "", nil, fault.FromStore(err)
	}
	return secret, a, nil
}

// MsgForgotSent answers every "forgot password" request alike, account or not.
const MsgForgotSent = "If an active account has this e-mail, a link to choose a new password is on its way. It works for 30 minutes."

// ForgotEvery is how often a person who forgot their password can have a link mailed: more asks while the last
// unused link is younger mail nothing, so the form cannot flood an inbox.
const ForgotEvery = 10 * time.Minute

// ForgotPassword mails the active account with email a set-password link on origin, at most once per
// ForgotEvery; nothing when there is no such active account or a link went out lately. The caller answers
// the same either way, so the form tells nobody which addresses have accounts.
func (s *Service) ForgotPassword(ctx context.Context, by Actor, email, origin string) error {
	a, err := s.store.AccountByEmail(ctx, NormalizeEmail(email))
	if fault.Code(err) == fault.ENOTFOUND || err == nil && a.Disabled {
		return nil
	} else if err != nil {
		return fault.FromStore(err)
	}
	secret, hash := newToken()
	now := s.now()
	token := Token{Hash: hash, AccountID: a.ID, Purpose: SetPasswordPurpose, ExpiresAt: now.Add(TokenLifetime)}
	made, err := s.store.ReplaceTokenUnlessRecent(ctx, token, now.Add(TokenLifetime-ForgotEvery),
		s.audit(by, "set-password link mailed on request (forgot password)", a.Email, ""))
	if err != nil || !made {
		return fault.FromStore(err)
	}
	s.mailLink(ctx, a, SetPasswordURL(origin, secret))
	return nil
}

// SetPasswordWithLink sets the password of the link's account and uses the link up.
func (s *Service) SetPasswordWithLink(ctx context.Context, by Actor, secret, password string) (*Account, error) {
	badLink := ErrBadLink
	if !wellFormedToken(secret) {
		return nil, badLink
	}
	hash := hashSecret(secret)
	id, err := s.store.LookupToken(ctx, hash, SetPasswordPurpose, s.now())
	if fault.Code(err) == fault.ENOTFOUND {
		return nil, badLink
	} else if err != nil {
		return nil, fault.FromStore(err)
	}
	a, err := s.store.AccountByID(ctx, id)
	if err != nil || a.Disabled {
		return nil, badLink
	}
	if err := validatePassword(password, a.Email); err != nil {
		return nil, err
	}
	if _, err := s.store.ConsumeToken(ctx, hash, SetPasswordPurpose, s.now()); err != nil {
		if fault.Code(err) == fault.ENOTFOUND {
			return nil, badLink // used by a concurrent request
		}
		return nil, fault.FromStore(err)
	}
	by.ID, by.Email = a.ID, a.Email
	return a, s.setPassword(ctx, by, a, password, "password set with link")
}

package staff

import (
	"context"
	"errors"

	"github.com/nivaas-interiors/site/internal/fault"
)

// TOTPSetup is what a person needs to add the account to an authenticator app.
type TOTPSetup struct {
	Secret string // base32, for typing in by hand
	URL    string // otpauth:// URL, for the QR code
}

// BeginTOTP makes a new secret for the account, not yet in force until ConfirmTOTP.
func (s *Service) BeginTOTP(ctx context.Context, by Actor) (*TOTPSetup, error) {
	a, err := s.store.AccountByID(ctx, by.ID)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	if a.TOTPEnabled {
		return nil, fault.Invalid("Two-factor sign-in is on already. Turn it off first to move it to another app.", nil)
	}
	key, err := newTOTPKey(s.cfg.Issuer, a.Email)
	if err != nil {
		return nil, err
	}
	a.TOTPSecret = key.Secret()
	if err := s.store.UpdateAccount(ctx, a, nil); err != nil {
		return nil, fault.FromStore(err)
	}
	return &TOTPSetup{Secret: key.Secret(), URL: key.URL()}, nil
}

// ConfirmTOTP turns two-factor sign-in on once the app shows a right code, and
// returns the recovery codes, shown this once, and the account as it now is
// (the caller renews the session, whose privilege has just risen).
func (s *Service) ConfirmTOTP(ctx context.Context, by Actor, code string) ([]string, *Account, error) {
	a, err := s.store.AccountByID(ctx, by.ID)
	if err != nil {
		return nil, nil, fault.FromStore(err)
	}
	if a.TOTPEnabled || a.TOTPSecret == "" {
		return nil, nil, fault.Invalid("Start the two-factor set-up again.", nil)
	}
	var step int64
	ok, err := s.checkSignedIn(ctx, by, a, "two-factor set-up: wrong code", func() (ok bool) {
		step, ok = matchTOTP(a.TOTPSecret, code, s.now(), a.TOTPLastStep)
		return ok
	})
	if err != nil {
		return nil, nil, err
	} else if !ok {
		return nil, nil, fault.Invalid(MsgBadCode, map[string]string{"code": "That code is not right. Use the newest code from your app."})
	}
	codes, hashes := newRecoveryCodes()
	if err := s.store.ReplaceRecoveryCodes(ctx, a.ID, hashes, nil); err != nil {
		return nil, nil, fault.FromStore(err)
	}
	a.TOTPEnabled, a.TOTPLastStep = true, step
	audit := s.audit(by, "two-factor turned on", a.Email, "")
	if err := s.store.UpdateAccount(ctx, a, &audit); err != nil {
		return nil, nil, fault.FromStore(err)
	}
	return codes, a, nil
}

// NewRecoveryCodes replaces the account's recovery codes after checking its password.
func (s *Service) NewRecoveryCodes(ctx context.Context, by Actor, password string) ([]string, error) {
	a, err := s.checkedAccount(ctx, by, password, "new recovery codes: wrong password")
	if err != nil {
		return nil, err
	}
	if !a.TOTPEnabled {
		return nil, fault.Invalid("Turn on two-factor sign-in first.", nil)
	}
	codes, hashes := newRecoveryCodes()
	audit := s.audit(by, "recovery codes replaced", a.Email, "")
	if err := s.store.ReplaceRecoveryCodes(ctx, a.ID, hashes, &audit); err != nil {
		return nil, fault.FromStore(err)
	}
	return codes, nil
}

// DisableTOTP turns two-factor sign-in off for the signed-in person; owners cannot.
func (s *Service) DisableTOTP(ctx context.Context, by Actor, password string) error {
	a, err := s.checkedAccount(ctx, by, password, "turn off two-factor: wrong password")
	if err != nil {
		return err
	}
	if a.Role == Owner {
		return fault.Invalid("Owners must keep two-factor sign-in on.", nil)
	}
	return s.clearTOTP(ctx, by, a, "two-factor turned off")
}

// ResetTOTP turns another person's two-factor sign-in off (a lost phone); they set it up again.
func (s *Service) ResetTOTP(ctx context.Context, by Actor, id int64) (*Account, error) {
	if id == by.ID {
		return nil, fault.Invalid("Use your own settings to change your two-factor sign-in.", nil)
	}
	a, err := s.store.AccountByID(ctx, id)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	a.SessionVersion++
	return a, s.clearTOTP(ctx, by, a, "two-factor reset")
}

func (s *Service) clearTOTP(ctx context.Context, by Actor, a *Account, action string) error {
	a.TOTPEnabled, a.TOTPSecret = false, ""
	if err := s.store.ReplaceRecoveryCodes(ctx, a.ID, nil, nil); err != nil {
		return fault.FromStore(err)
	}
	audit := s.audit(by, action, a.Email, "")
	return fault.FromStore(s.store.UpdateAccount(ctx, a, &audit))
}

// checkedAccount loads the signed-in person's account after checking their
// password again, under the sign-in throttles; what names the call in the audit log.
func (s *Service) checkedAccount(ctx context.Context, by Actor, password, what string) (*Account, error) {
	a, err := s.store.AccountByID(ctx, by.ID)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	if ok, err := s.checkSignedIn(ctx, by, a, what, func() bool { return passwordMatches(password, a.PasswordHash) }); err != nil {
		return nil, err
	} else if !ok {
		msg := "Your password is not right."
		return nil, fault.Invalid(msg, map[string]string{"password": msg})
	}
	return a, nil
}

// Reauthenticate checks the signed-in person's password and a fresh
// authenticator (or recovery) code again before a sensitive step, such as
// downloading a backup of every lead; a code works once.
func (s *Service) Reauthenticate(ctx context.Context, by Actor, password, code, action string) error {
	a, err := s.checkedAccount(ctx, by, password, action+": wrong password")
	if err != nil {
		return err
	}
	if !a.TOTPEnabled {
		return fault.Invalid("Turn on two-factor sign-in first.", nil)
	}
	var codeErr error
	ok, err := s.checkSignedIn(ctx, by, a, action+": wrong code", func() bool {
		var good bool
		good, codeErr = s.checkSecondFactor(ctx, a, code, by)
		return good
	})
	if err = errors.Join(err, codeErr); err != nil {
		return err
	}
	if !ok {
		msg := "The code is not right, or was used already."
		return fault.Invalid(msg, map[string]string{"code": msg})
	}
	audit := s.audit(by, action, a.Email, "")
	return fault.FromStore(s.store.UpdateAccount(ctx, a, &audit))
}

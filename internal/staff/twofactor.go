package staff

import (
	"context"

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
		return nil, storeError(err)
	}
	if a.TOTPEnabled {
		return nil, fault.Invalid("Two-factor sign-in is on already. Turn it off first to move it to another app.", nil)
	}
	key, err := newTOTPKey(s.cfg.Issuer, a.Email)
	if err != nil {
		return nil, err
	}
	a.TOTPSecret = key.Secret()
	if err := s.store.UpdateAccount(ctx, a); err != nil {
		return nil, storeError(err)
	}
	return &TOTPSetup{Secret: key.Secret(), URL: key.URL()}, nil
}

// ConfirmTOTP turns two-factor sign-in on once the app shows a right code, and
// returns the recovery codes, shown this once.
func (s *Service) ConfirmTOTP(ctx context.Context, by Actor, code string) ([]string, error) {
	a, err := s.store.AccountByID(ctx, by.ID)
	if err != nil {
		return nil, storeError(err)
	}
	if a.TOTPEnabled || a.TOTPSecret == "" {
		return nil, fault.Invalid("Start the two-factor set-up again.", nil)
	}
	step, ok := matchTOTP(a.TOTPSecret, code, s.now(), a.TOTPLastStep)
	if !ok {
		return nil, fault.Invalid(MsgBadCode, map[string]string{"code": "That code is not right. Use the newest code from your app."})
	}
	codes, hashes := newRecoveryCodes()
	if err := s.store.ReplaceRecoveryCodes(ctx, a.ID, hashes); err != nil {
		return nil, storeError(err)
	}
	a.TOTPEnabled, a.TOTPLastStep = true, step
	if err := s.store.UpdateAccount(ctx, a); err != nil {
		return nil, storeError(err)
	}
	return codes, s.Record(ctx, by, "two-factor turned on", a.Email, "")
}

// NewRecoveryCodes replaces the account's recovery codes after checking its password.
func (s *Service) NewRecoveryCodes(ctx context.Context, by Actor, password string) ([]string, error) {
	a, err := s.checkedAccount(ctx, by, password)
	if err != nil {
		return nil, err
	}
	if !a.TOTPEnabled {
		return nil, fault.Invalid("Turn on two-factor sign-in first.", nil)
	}
	codes, hashes := newRecoveryCodes()
	if err := s.store.ReplaceRecoveryCodes(ctx, a.ID, hashes); err != nil {
		return nil, storeError(err)
	}
	return codes, s.Record(ctx, by, "recovery codes replaced", a.Email, "")
}

// DisableTOTP turns two-factor sign-in off for the signed-in person; owners cannot.
func (s *Service) DisableTOTP(ctx context.Context, by Actor, password string) error {
	a, err := s.checkedAccount(ctx, by, password)
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
		return nil, storeError(err)
	}
	a.SessionVersion++
	return a, s.clearTOTP(ctx, by, a, "two-factor reset")
}

func (s *Service) clearTOTP(ctx context.Context, by Actor, a *Account, action string) error {
	a.TOTPEnabled, a.TOTPSecret = false, ""
	if err := s.store.ReplaceRecoveryCodes(ctx, a.ID, nil); err != nil {
		return storeError(err)
	}
	if err := s.store.UpdateAccount(ctx, a); err != nil {
		return storeError(err)
	}
	return s.Record(ctx, by, action, a.Email, "")
}

// checkedAccount loads the signed-in person's account after checking their password again.
func (s *Service) checkedAccount(ctx context.Context, by Actor, password string) (*Account, error) {
	a, err := s.store.AccountByID(ctx, by.ID)
	if err != nil {
		return nil, storeError(err)
	}
	if ok, _ := VerifyPassword(password, a.PasswordHash); !ok || !shortEnough(password, MaxPasswordLength) {
		msg := "Your password is not right."
		return nil, fault.Invalid(msg, map[string]string{"password": msg})
	}
	return a, nil
}

// Reauthenticate checks the signed-in person's password and a fresh
// authenticator (or recovery) code again before a sensitive step, such as
// downloading a backup of every lead; a code works once.
func (s *Service) Reauthenticate(ctx context.Context, by Actor, password, code, action string) error {
	a, err := s.checkedAccount(ctx, by, password)
	if err != nil {
		return err
	}
	if !a.TOTPEnabled {
		return fault.Invalid("Turn on two-factor sign-in first.", nil)
	}
	ok, err := s.checkSecondFactor(ctx, a, code, by)
	if err != nil {
		return err
	}
	if !ok {
		msg := "The code is not right, or was used already."
		return fault.Invalid(msg, map[string]string{"code": msg})
	}
	if err := s.store.UpdateAccount(ctx, a); err != nil {
		return storeError(err)
	}
	return s.Record(ctx, by, action, a.Email, "")
}

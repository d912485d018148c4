package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

var _ staff.Store = (*Store)(nil)

const accountColumns = `id, email, name, role, grants, disabled, password_hash, totp_secret, totp_enabled,
	totp_last_step, session_version, created_at, last_sign_in_at, version`

func (s *Store) accountDest(a *staff.Account) []any {
	return []any{&a.ID, &a.Email, &a.Name, &a.Role, jsonOf[[]staff.Permission]{&a.Grants}, &a.Disabled, &a.PasswordHash, sealedText{s.key, &a.TOTPSecret}, &a.TOTPEnabled,
		&a.TOTPLastStep, &a.SessionVersion, instant{&a.CreatedAt}, instant{&a.LastSignInAt}, &a.Version}
}

// grantsJSON is the grants column's text: a JSON array, "[]" for none.
func grantsJSON(grants []staff.Permission) string {
	if len(grants) == 0 {
		return "[]"
	}
	b, _ := json.Marshal(grants) // a list of strings always encodes
	return string(b)
}

// maybeTime is a nullable time column's value: NULL for the zero time.
func (s *Store) maybeTime(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return s.d.time(t)
}

// CreateAccount stores a and sets its ID and Version; a taken e-mail is fault.ECONFLICT.
func (s *Store) CreateAccount(ctx context.Context, a *staff.Account, audit *staff.AuditEvent) error {
	secret, err := s.sealText(a.TOTPSecret)
	if err != nil {
		return s.fail("create account", err)
	}
	err = s.inTx(ctx, func(t tx) error {
		err := t.row(`
		INSERT INTO staff_accounts (email, name, role, grants, disabled, password_hash, totp_secret, totp_enabled,
			totp_last_step, session_version, created_at, last_sign_in_at, version)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1) RETURNING id, version`,
			a.Email, a.Name, a.Role, grantsJSON(a.Grants), a.Disabled, a.PasswordHash, secret, a.TOTPEnabled,
			a.TOTPLastStep, a.SessionVersion, s.d.time(a.CreatedAt), s.maybeTime(a.LastSignInAt),
		).Scan(&a.ID, &a.Version)
		if err != nil || audit == nil {
			return err
		}
		return s.audit(t, *audit)
	})
	if err != nil {
		return s.fail("create account", err)
	}
	return nil
}

func (s *Store) account(ctx context.Context, op, where string, arg any) (*staff.Account, error) {
	var a staff.Account
	err := s.readRow(ctx, `SELECT `+accountColumns+` FROM staff_accounts WHERE `+where, arg).Scan(s.accountDest(&a)...)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, staff.ErrNoAccount
	}
	if err != nil {
		return nil, s.fail(op, err)
	}
	return &a, nil
}

// AccountByID returns the account with id; staff.ErrNoAccount when there is none.
func (s *Store) AccountByID(ctx context.Context, id int64) (*staff.Account, error) {
	return s.account(ctx, "account by id", "id = ?", id)
}

// AccountByEmail returns the account with this (lower-case) e-mail; staff.ErrNoAccount when there is none.
func (s *Store) AccountByEmail(ctx context.Context, email string) (*staff.Account, error) {
	return s.account(ctx, "account by e-mail", "email = ?", email)
}

// ListAccounts returns every account by e-mail.
func (s *Store) ListAccounts(ctx context.Context) ([]staff.Account, error) {
	rows, err := s.read(ctx, `SELECT `+accountColumns+` FROM staff_accounts ORDER BY email`)
	list, err := collect(rows, err, s.accountDest)
	if err != nil {
		return nil, s.fail("list accounts", err)
	}
	return list, nil
}

// UpdateAccount writes every mutable field when a.Version is current and raises it;
// a stale version is staff.ErrStale, a missing account staff.ErrNoAccount, and a
// change that leaves no active owner staff.ErrLastOwner.
func (s *Store) UpdateAccount(ctx context.Context, a *staff.Account, audit *staff.AuditEvent) error {
	var n int64
	secret, err := s.sealText(a.TOTPSecret)
	if err != nil {
		return s.fail("update account", err)
	}
	err = s.inTx(ctx, func(t tx) error {
		if a.Role != staff.Owner || a.Disabled {
			if err := s.keepAnOwner(t, a.ID); err != nil {
				return err
			}
		}
		res, err := t.execResult(`
			UPDATE staff_accounts SET name = ?, role = ?, grants = ?, disabled = ?, password_hash = ?, totp_secret = ?,
				totp_enabled = ?, totp_last_step = ?, session_version = ?, last_sign_in_at = ?, version = version + 1
			WHERE id = ? AND version = ?`,
			a.Name, a.Role, grantsJSON(a.Grants), a.Disabled, a.PasswordHash, secret, a.TOTPEnabled, a.TOTPLastStep, a.SessionVersion,
			s.maybeTime(a.LastSignInAt), a.ID, a.Version)
		if err != nil {
			return err
		}
		if n, err = res.RowsAffected(); err != nil || n != 1 || audit == nil {
			return err
		}
		return s.audit(t, *audit)
	})
	if errors.Is(err, staff.ErrLastOwner) {
		return staff.ErrLastOwner
	}
	if err != nil {
		return s.fail("update account", err)
	}
	if n == 1 {
		a.Version++
		return nil
	}
	if _, err := s.AccountByID(ctx, a.ID); err != nil {
		return err
	}
	return staff.ErrStale
}

// keepAnOwner refuses, inside t, to take owner rights from account id when no
// other active owner remains. The active owners are locked first, in id order
// (PostgreSQL), so of two owners demoting each other at once the second waits
// here and then sees the first one's change; on SQLite the one writer runs them
// one after the other. An account that is no active owner now needs no lock:
// the version check then refuses any change that made it one meanwhile.
func (s *Store) keepAnOwner(t tx, id int64) error {
	var owner int
	if err := t.row(`SELECT count(*) FROM staff_accounts WHERE id = ? AND role = ? AND disabled = ?`,
		id, staff.Owner, false).Scan(&owner); err != nil || owner == 0 {
		return err
	}
	rows, err := t.rows(`SELECT id FROM staff_accounts WHERE role = ? AND disabled = ? ORDER BY id`+s.d.rowLock, staff.Owner, false)
	ids, err := collect(rows, err, func(v *int64) []any { return []any{v} })
	if err != nil {
		return err
	}
	for _, other := range ids {
		if other != id {
			return nil
		}
	}
	return staff.ErrLastOwner
}

// CreateToken stores a one-time secret's hash, dropping expired ones on the way.
func (s *Store) CreateToken(ctx context.Context, token staff.Token, audit staff.AuditEvent) error {
	err := s.inTx(ctx, func(t tx) error {
		exec := t.exec
		if err := exec(`DELETE FROM staff_tokens WHERE expires_at <= ?`, s.d.time(time.Now())); err != nil {
			return err
		}
		if err := exec(`INSERT INTO staff_tokens (hash, account_id, purpose, expires_at) VALUES (?, ?, ?, ?)`,
			token.Hash, token.AccountID, token.Purpose, s.d.time(token.ExpiresAt)); err != nil {
			return err
		}
		return s.audit(t, audit)
	})
	if err != nil {
		return s.fail("create token", err)
	}
	return nil
}

// ReplaceTokenUnlessRecent puts t in place of the account's tokens of its purpose unless one expires after notBefore.
// The account's row is locked first (PostgreSQL; SQLite has one writer), so requests at once see each other's token.
func (s *Store) ReplaceTokenUnlessRecent(ctx context.Context, t staff.Token, notBefore time.Time, audit staff.AuditEvent) (bool, error) {
	made := false
	err := s.inTx(ctx, func(x tx) error {
		made = false
		var id int64
		if err := x.row(`SELECT id FROM staff_accounts WHERE id = ?`+s.d.rowLock, t.AccountID).Scan(&id); err != nil {
			return err
		}
		var recent int
		if err := x.row(`SELECT count(*) FROM staff_tokens WHERE account_id = ? AND purpose = ? AND expires_at > ?`,
			t.AccountID, t.Purpose, s.d.time(notBefore)).Scan(&recent); err != nil || recent > 0 {
			return err
		}
		if err := x.exec(`DELETE FROM staff_tokens WHERE account_id = ? AND purpose = ?`, t.AccountID, t.Purpose); err != nil {
			return err
		}
		if err := x.exec(`INSERT INTO staff_tokens (hash, account_id, purpose, expires_at) VALUES (?, ?, ?, ?)`,
			t.Hash, t.AccountID, t.Purpose, s.d.time(t.ExpiresAt)); err != nil {
			return err
		}
		made = true
		return s.audit(x, audit)
	})
	if err != nil {
		return false, s.fail("replace token", err)
	}
	return made, nil
}

// LookupToken returns the account of an unexpired token, leaving it in place.
func (s *Store) LookupToken(ctx context.Context, hash, purpose string, now time.Time) (int64, error) {
	var id int64
	err := s.readRow(ctx, `SELECT account_id FROM staff_tokens WHERE hash = ? AND purpose = ? AND expires_at > ?`,
		hash, purpose, s.d.time(now)).Scan(&id)
	return s.tokenResult(id, err, "look up token")
}

// ConsumeToken deletes an unexpired token and returns its account.
func (s *Store) ConsumeToken(ctx context.Context, hash, purpose string, now time.Time) (int64, error) {
	var id int64
	err := s.writeRow(ctx, `DELETE FROM staff_tokens WHERE hash = ? AND purpose = ? AND expires_at > ? RETURNING account_id`,
		hash, purpose, s.d.time(now)).Scan(&id)
	return s.tokenResult(id, err, "consume token")
}

func (s *Store) tokenResult(id int64, err error, op string) (int64, error) {
	if errors.Is(err, sql.ErrNoRows) {
		return 0, staff.ErrBadLink
	}
	if err != nil {
		return 0, s.fail(op, err)
	}
	return id, nil
}

// DeleteTokens drops every token of the account with purpose.
func (s *Store) DeleteTokens(ctx context.Context, accountID int64, purpose string) error {
	if _, err := s.write(ctx, `DELETE FROM staff_tokens WHERE account_id = ? AND purpose = ?`, accountID, purpose); err != nil {
		return s.fail("delete tokens", err)
	}
	return nil
}

// ReplaceRecoveryCodes puts hashes in place of the account's recovery codes, in one transaction.
func (s *Store) ReplaceRecoveryCodes(ctx context.Context, accountID int64, hashes []string, audit *staff.AuditEvent) error {
	err := s.inTx(ctx, func(t tx) error {
		exec := t.exec
		if err := exec(`DELETE FROM staff_recovery_codes WHERE account_id = ?`, accountID); err != nil {
			return err
		}
		for _, h := range hashes {
			if err := exec(`INSERT INTO staff_recovery_codes (account_id, hash) VALUES (?, ?)`, accountID, h); err != nil {
				return err
			}
		}
		if audit == nil {
			return nil
		}
		return s.audit(t, *audit)
	})
	if err != nil {
		return s.fail("replace recovery codes", err)
	}
	return nil
}

// UseRecoveryCode deletes the code and reports whether it was there: two requests cannot both use it.
func (s *Store) UseRecoveryCode(ctx context.Context, accountID int64, hash string, audit staff.AuditEvent) (bool, error) {
	var used bool
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `DELETE FROM staff_recovery_codes WHERE account_id = ? AND hash = ?`, accountID, hash)
		if used = n == 1; err != nil || !used {
			return err
		}
		return s.audit(t, audit)
	})
	if err != nil {
		return false, s.fail("use recovery code", err)
	}
	return used, nil
}

// ReserveSignInAttempt reads the attempts under key and stores what reserve makes
// of them when it allows one more, in one write transaction: on PostgreSQL the
// row is locked, on SQLite the one writer runs one unit at a time, so concurrent
// attempts each see every reservation made before them.
func (s *Store) ReserveSignInAttempt(ctx context.Context, key string, reserve func(staff.Attempts) (staff.Attempts, bool)) (staff.Attempts, bool, error) {
	var seen, next staff.Attempts // set only by the unit (see write)
	var allowed bool
	err := s.inTx(ctx, func(t tx) error {
		seen, allowed = staff.Attempts{}, false
		// The row exists before it is locked: two first attempts must not both find none.
		if err := t.exec(`INSERT INTO sign_in_failures (key, failures, last_failure_at) VALUES (?, 0, ?) ON CONFLICT (key) DO NOTHING`,
			key, s.d.time(time.Unix(0, 0))); err != nil {
			return err
		}
		err := t.row(`SELECT failures, last_failure_at FROM sign_in_failures WHERE key = ?`+s.d.rowLock, key).
			Scan(&seen.Failures, instant{&seen.LastFailure})
		if err != nil {
			return err
		}
		if next, allowed = reserve(seen); !allowed {
			return nil
		}
		return t.exec(`UPDATE sign_in_failures SET failures = ?, last_failure_at = ? WHERE key = ?`,
			next.Failures, s.d.time(next.LastFailure), key)
	})
	if err != nil {
		return staff.Attempts{}, false, s.fail("reserve sign-in attempt", err)
	}
	if !allowed {
		return seen, false, nil
	}
	return next, true, nil
}

// ReleaseSignInAttempt takes back one reserved attempt whose check passed.
func (s *Store) ReleaseSignInAttempt(ctx context.Context, key string) error {
	if _, err := s.write(ctx, `UPDATE sign_in_failures SET failures = failures - 1 WHERE key = ? AND failures > 0`, key); err != nil {
		return s.fail("release sign-in attempt", err)
	}
	return nil
}

// ClearSignInFailures forgets the failures under key.
func (s *Store) ClearSignInFailures(ctx context.Context, key string) error {
	if _, err := s.write(ctx, `DELETE FROM sign_in_failures WHERE key = ?`, key); err != nil {
		return s.fail("clear sign-in failures", err)
	}
	return nil
}

package sqlstore

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/nivaas-interiors/site/internal/sitekey"
	"github.com/nivaas-interiors/site/internal/webhook"
)

// Option changes how a store is opened.
type Option func(*Store)

// WithKey seals the secrets the database keeps (two-factor secrets, the key of
// booking and consent links, the CRM webhook secret, certificate keys) with
// key, which is kept outside the database. Opening with it records the key's
// fingerprint (a copy with another key is refused) and seals, once, any secret
// an older release left in clear. Without it a store refuses to read or write those secrets.
func WithKey(key *sitekey.Key) Option { return func(s *Store) { s.key = key } }

// ForgettingSecrets lets WithKey open a database whose secrets another key
// sealed, for a site whose key is lost: what that key sealed cannot be read,
// so it is dropped or made anew (see forgetSecrets) and the new key recorded.
func ForgettingSecrets() Option { return func(s *Store) { s.forget = true } }

// ForgotSecrets reports whether opening dropped the secrets another key sealed (ForgettingSecrets).
func (s *Store) ForgotSecrets() bool { return s.forgot }

// OtherKeyError is a database whose secrets another site key sealed.
type OtherKeyError struct{ Database, Given string }

func (e *OtherKeyError) Error() string {
	return fmt.Sprintf("the database's secrets are sealed with another site key (fingerprint %s; this one is %s): start every copy of the site, and a restore, with the key the database was sealed with", e.Database, e.Given)
}

// errNoKey is a secret read or written through a store opened without WithKey.
var errNoKey = errors.New("the store was opened without the site key, so it cannot read or write the secrets it seals")

// sealedColumn is a column holding a secret, by its table and the row's key column.
type sealedColumn struct{ table, id, column string }

// sealedColumns are every secret the database keeps; sealSecrets seals what an older release left in clear.
var sealedColumns = []sealedColumn{
	{"staff_accounts", "id", "totp_secret"},
	{"appointment_settings", "id", "signing_key"},
	{"crm_webhook", "id", "secret"},
	{"tls_storage", "key", "value"},
}

// sealText seals a text secret for writing; "" (none) stays "".
func (s *Store) sealText(plain string) (string, error) {
	if plain == "" {
		return "", nil
	}
	if s.key == nil {
		return "", errNoKey
	}
	return s.key.SealText(plain), nil
}

// sealBytes seals a binary secret for writing.
func (s *Store) sealBytes(plain []byte) ([]byte, error) {
	if s.key == nil {
		return nil, errNoKey
	}
	return s.key.Seal(plain), nil
}

// sealedText scans a sealed text column into its clear text.
type sealedText struct {
	key *sitekey.Key
	dst *string
}

func (v sealedText) Scan(src any) error {
	var raw string
	switch src := src.(type) {
	case nil:
	case string:
		raw = src
	case []byte:
		raw = string(src)
	default:
		return fmt.Errorf("a sealed secret of type %T", src)
	}
	if raw == "" {
		*v.dst = ""
		return nil
	}
	if v.key == nil {
		return errNoKey
	}
	plain, err := v.key.OpenText(raw)
	*v.dst = plain
	return err
}

// openBytes opens a sealed binary value.
func (s *Store) openBytes(sealed []byte) ([]byte, error) {
	if s.key == nil {
		return nil, errNoKey
	}
	return s.key.Open(sealed)
}

// sealSecrets records the key's fingerprint, or refuses a database another key
// sealed, then seals every secret still in clear, in one transaction. Copies
// starting at once seal each value once: an update applies only while the value is the clear one read.
func (s *Store) sealSecrets(ctx context.Context) error {
	err := s.inTx(ctx, func(t tx) error {
		if err := t.exec(`INSERT INTO site_key (id, fingerprint, created_at) VALUES (1, ?, ?) ON CONFLICT (id) DO NOTHING`,
			s.key.Fingerprint(), s.d.time(time.Now())); err != nil {
			return err
		}
		var recorded string
		if err := t.row(`SELECT fingerprint FROM site_key WHERE id = 1`).Scan(&recorded); err != nil {
			return err
		}
		if recorded != s.key.Fingerprint() {
			if !s.forget {
				return &OtherKeyError{Database: recorded, Given: s.key.Fingerprint()}
			}
			if err := s.forgetSecrets(t); err != nil {
				return fmt.Errorf("forget the secrets of the lost key: %w", err)
			}
			s.forgot = true
		}
		for _, c := range sealedColumns {
			if err := sealColumn(t, s.key, c); err != nil {
				return fmt.Errorf("seal %s.%s: %w", c.table, c.column, err)
			}
		}
		return nil
	})
	var other *OtherKeyError
	if errors.As(err, &other) {
		return other
	}
	if err != nil {
		return fmt.Errorf("%s: seal the secrets: %w", s.d.name, err)
	}
	return nil
}

func sealColumn(t tx, key *sitekey.Key, c sealedColumn) error {
	rows, err := t.rows(`SELECT ` + c.id + `, ` + c.column + ` FROM ` + c.table)
	if err != nil {
		return err
	}
	type clear struct {
		id    any
		value []byte
	}
	var found []clear
	for rows.Next() {
		var v clear
		if err := rows.Scan(&v.id, &v.value); err != nil {
			rows.Close()
			return err
		}
		if len(v.value) > 0 && !sitekey.IsSealed(v.value) {
			found = append(found, v)
		}
	}
	if err := rows.Close(); err != nil {
		return err
	}
	if err := rows.Err(); err != nil {
		return err
	}
	update := `UPDATE ` + c.table + ` SET ` + c.column + ` = ? WHERE ` + c.id + ` = ? AND ` + c.column + ` = ?`
	for _, v := range found {
		var sealed, was any = key.Seal(v.value), v.value
		if c.column != "value" { // text columns take text
			sealed, was = string(sealed.([]byte)), string(v.value)
		}
		if err := t.exec(update, sealed, v.id, was); err != nil {
			return err
		}
	}
	return nil
}

// forgetSecrets drops what a lost key sealed and records the new key: two-factor
// sign-in goes off for every account (owners set it up again at their next
// sign-in), the links signed so far stop opening (a new link key), the CRM
// webhook gets a new secret (to give the CRM) and the certificates are obtained again.
func (s *Store) forgetSecrets(t tx) error {
	var link [32]byte
	rand.Read(link[:])
	for _, q := range []struct {
		query string
		args  []any
	}{
		{`UPDATE staff_accounts SET totp_secret = '', totp_enabled = ?, totp_last_step = 0`, []any{false}},
		{`DELETE FROM staff_recovery_codes`, nil},
		{`UPDATE appointment_settings SET signing_key = ?`, []any{s.key.SealText(hex.EncodeToString(link[:]))}},
		{`UPDATE crm_webhook SET secret = ? WHERE secret <> ''`, []any{s.key.SealText(webhook.NewSecret())}},
		{`DELETE FROM tls_storage`, nil},
		{`UPDATE site_key SET fingerprint = ?, created_at = ?`, []any{s.key.Fingerprint(), s.d.time(time.Now())}},
	} {
		if err := t.exec(q.query, q.args...); err != nil {
			return err
		}
	}
	return nil
}

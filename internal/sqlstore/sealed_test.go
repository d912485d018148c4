package sqlstore_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/sitekey"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// reopen opens another store on the database at dsn, as another copy or the next start would.
func (e engine) reopen(t *testing.T, dsn string, opts ...sqlstore.Option) (*sqlstore.Store, error) {
	t.Helper()
	open := sqlstore.OpenSQLite
	if e.pg {
		open = sqlstore.OpenPostgres
	}
	s, err := open(context.Background(), dsn, opts...)
	if err == nil {
		t.Cleanup(func() { s.Close() })
	}
	return s, err
}

// secrets are one of each secret the database keeps, in clear.
type secrets struct {
	totp, webhook, certKey string
	signing                []byte
}

const certKeyName = "certificates/acme/www.example.in/www.example.in.key"

func storeSecrets(t *testing.T, s *sqlstore.Store) secrets {
	t.Helper()
	ctx := context.Background()
	sec := secrets{totp: "JBSWY3DPEHPK3PXPQRSTUVWXYZ234567", webhook: strings.Repeat("c0ffee", 10),
		certKey: "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIKeyOfTheSiteCertificateNotForAnyoneElse\n-----END EC PRIVATE KEY-----\n"}
	storetest.Account(t, s, staff.Account{Name: "Owner", Role: staff.Owner, PasswordHash: "x", TOTPSecret: sec.totp, TOTPEnabled: true})
	hook, err := s.WebhookSettings(ctx)
	if err != nil {
		t.Fatal(err)
	}
	hook.URL, hook.Enabled, hook.Secret = "https://crm.example.com/hook", true, sec.webhook
	if _, err := s.SaveWebhookSettings(ctx, hook, nil); err != nil {
		t.Fatal(err)
	}
	if sec.signing, err = s.SigningKey(ctx); err != nil || len(sec.signing) != 32 {
		t.Fatalf("SigningKey = %x, %v", sec.signing, err)
	}
	if err := s.Certificates().Store(ctx, certKeyName, []byte(sec.certKey)); err != nil {
		t.Fatal(err)
	}
	return sec
}

// readsBack checks that the store gives every secret back in clear.
func (sec secrets) readsBack(t *testing.T, s *sqlstore.Store) {
	t.Helper()
	ctx := context.Background()
	if a, err := s.AccountByEmail(ctx, "owner@example.com"); err != nil || a.TOTPSecret != sec.totp {
		t.Errorf("two-factor secret read back %+v, %v", a, err)
	}
	if w, err := s.WebhookSettings(ctx); err != nil || w.Secret != sec.webhook {
		t.Errorf("webhook secret read back %q, %v", w.Secret, err)
	}
	if k, err := s.SigningKey(ctx); err != nil || !bytes.Equal(k, sec.signing) {
		t.Errorf("link signing key read back %x, %v; want %x", k, err, sec.signing)
	}
	if v, err := s.Certificates().Load(ctx, certKeyName); err != nil || string(v) != sec.certKey {
		t.Errorf("certificate key read back %q, %v", v, err)
	}
	if info, err := s.Certificates().Stat(ctx, certKeyName); err != nil || info.Size != int64(len(sec.certKey)) {
		t.Errorf("certificate key's size %d, %v; want %d", info.Size, err, len(sec.certKey))
	}
}

// clearForms are the byte strings that would give a secret away.
func (sec secrets) clearForms() map[string][]byte {
	return map[string][]byte{"two-factor secret": []byte(sec.totp), "webhook secret": []byte(sec.webhook),
		"link signing key (hex)": []byte(hex.EncodeToString(sec.signing)), "link signing key": sec.signing,
		"certificate key": []byte("KeyOfTheSiteCertificateNotForAnyoneElse")}
}

func rawSecrets(t *testing.T, raw *sql.DB) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for name, q := range map[string]string{
		"two-factor secret": `SELECT totp_secret FROM staff_accounts WHERE email = 'owner@example.com'`,
		"webhook secret":    `SELECT secret FROM crm_webhook`,
		"link signing key":  `SELECT signing_key FROM appointment_settings`,
		"certificate key":   `SELECT value FROM tls_storage WHERE key = '` + certKeyName + `'`,
	} {
		var v []byte
		if err := raw.QueryRow(q).Scan(&v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = v
	}
	return out
}

// TestSecretsSealedAtRest: on each engine the two-factor secrets, the key that
// signs booking and consent links, the CRM webhook secret and the certificate
// keys are sealed in their columns, read back in clear through the store, and a
// byte scan of a snapshot (what a backup holds) finds none of them; a store
// opened without the site key can read none of them.
func TestSecretsSealedAtRest(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			s, raw, dsn := e.open(t)
			sec := storeSecrets(t, s)
			for name, v := range rawSecrets(t, raw) {
				if !sitekey.IsSealed(v) {
					t.Errorf("%s is stored as %q, not sealed", name, v)
				}
			}
			sec.readsBack(t, s)

			dir := t.TempDir()
			if _, err := s.Snapshot(context.Background(), dir); err != nil {
				t.Fatal(err)
			}
			files, _ := os.ReadDir(dir)
			var all []byte
			for _, f := range files {
				b, err := os.ReadFile(filepath.Join(dir, f.Name()))
				if err != nil {
					t.Fatal(err)
				}
				all = append(all, b...)
			}
			if len(all) == 0 {
				t.Fatal("the snapshot is empty")
			}
			for name, clear := range sec.clearForms() {
				if bytes.Contains(all, clear) {
					t.Errorf("the snapshot holds the %s in clear", name)
				}
			}

			keyless, err := e.reopen(t, dsn)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := keyless.AccountByEmail(context.Background(), "owner@example.com"); err == nil {
				t.Error("a store without the site key read the two-factor secret")
			}
			if err := keyless.Certificates().Store(context.Background(), "certificates/x", []byte("k")); err == nil {
				t.Error("a store without the site key wrote a certificate in clear")
			}
		})
	}
}

// TestOpeningSealsWhatAnOlderReleaseLeftInClear: secrets written in clear (by a
// release before sealing) are sealed when the store opens with the key, and read
// back unchanged; a store with another key is refused with a sentence, and changes nothing.
func TestOpeningSealsWhatAnOlderReleaseLeftInClear(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			s, raw, dsn := e.open(t)
			sec := storeSecrets(t, s)
			ph := func(n int) string {
				if e.pg {
					return "$" + string(rune('0'+n))
				}
				return "?"
			}
			for _, c := range []struct {
				q   string
				arg any
			}{
				{`UPDATE staff_accounts SET totp_secret = ` + ph(1), sec.totp},
				{`UPDATE crm_webhook SET secret = ` + ph(1), sec.webhook},
				{`UPDATE appointment_settings SET signing_key = ` + ph(1), hex.EncodeToString(sec.signing)},
				{`UPDATE tls_storage SET value = ` + ph(1), []byte(sec.certKey)},
				{`DELETE FROM site_key`, nil},
			} {
				args := []any{}
				if c.arg != nil {
					args = append(args, c.arg)
				}
				if _, err := raw.Exec(c.q, args...); err != nil {
					t.Fatalf("%s: %v", c.q, err)
				}
			}
			s.Close()

			other, err := sitekey.Parse(sitekey.New())
			if err != nil {
				t.Fatal(err)
			}
			again, err := e.reopen(t, dsn, storetest.WithKey())
			if err != nil {
				t.Fatal(err)
			}
			for name, v := range rawSecrets(t, raw) {
				if !sitekey.IsSealed(v) {
					t.Errorf("%s left in clear after opening with the key: %q", name, v)
				}
			}
			sec.readsBack(t, again)

			before := rawSecrets(t, raw)
			_, err = e.reopen(t, dsn, sqlstore.WithKey(other))
			var otherKey *sqlstore.OtherKeyError
			if !errors.As(err, &otherKey) || !strings.Contains(err.Error(), "sealed with another site key") {
				t.Fatalf("opening with another key: %v", err)
			}
			for name, v := range rawSecrets(t, raw) {
				if !bytes.Equal(v, before[name]) {
					t.Errorf("opening with another key changed the %s", name)
				}
			}
		})
	}
}

// TestCopiesStartingAtOnceSealOnce: four copies of the site opening at once on a
// database an older release left in clear (PostgreSQL: copies behind a load
// balancer) all start, and each secret is sealed once and reads back.
func TestCopiesStartingAtOnceSealOnce(t *testing.T) {
	e := engines[1]
	s, raw, dsn := e.open(t)
	sec := storeSecrets(t, s)
	for _, q := range []string{`UPDATE staff_accounts SET totp_secret = '` + sec.totp + `'`, `UPDATE crm_webhook SET secret = '` + sec.webhook + `'`, `DELETE FROM site_key`} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	errs := make(chan error, 4)
	stores := make(chan *sqlstore.Store, 4)
	for range 4 {
		go func() {
			c, err := sqlstore.OpenPostgres(context.Background(), dsn, storetest.WithKey())
			errs <- err
			stores <- c
		}()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Errorf("a copy starting at once: %v", err)
		}
		if c := <-stores; c != nil {
			t.Cleanup(func() { c.Close() })
			sec.readsBack(t, c)
		}
	}
	for name, v := range rawSecrets(t, raw) {
		if !sitekey.IsSealed(v) {
			t.Errorf("%s left in clear", name)
		}
	}
}

package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
)

// adminCall sends a JSON request with c (its cookie jar holds the session) and decodes the answer.
func adminCall(t *testing.T, c *http.Client, s *server, method, path, body string) (int, map[string]any) {
	t.Helper()
	req, err := http.NewRequest(method, s.url(path), strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := c.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	var m map[string]any
	json.NewDecoder(res.Body).Decode(&m)
	return res.StatusCode, m
}

const ownerPassword = "teak shelf over a brass lamp"

// ownerWithTwoFactor adds an owner with `site users add`, signs in over HTTP and
// sets up two-factor sign-in as the back-office does; it returns the signed-in
// client and the two-factor secret the site showed.
func ownerWithTwoFactor(t *testing.T, s *server, env map[string]string) (*http.Client, string) {
	t.Helper()
	if out, errOut, code := runSiteInput(t, env, ownerPassword+"\n", "users", "add", "--email", "owner@example.in", "--name", "Owner", "--role", "owner", "--password-stdin"); code != 0 {
		t.Fatalf("users add: exit %d\n%s%s", code, out, errOut)
	}
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: 15 * time.Second}
	if status, body := adminCall(t, c, s, "POST", "/api/admin/sign-in", `{"email":"owner@example.in","password":"`+ownerPassword+`"}`); status != http.StatusOK {
		t.Fatalf("sign-in = %d %v", status, body)
	}
	status, body := adminCall(t, c, s, "POST", "/api/admin/me/totp", `{}`)
	secret, _ := body["secret"].(string)
	if status != http.StatusOK || secret == "" {
		t.Fatalf("two-factor set-up = %d %v", status, body)
	}
	code, err := totp.GenerateCode(secret, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if status, body := adminCall(t, c, s, "POST", "/api/admin/me/totp/confirm", `{"code":"`+code+`"}`); status != http.StatusOK {
		t.Fatalf("two-factor confirm = %d %v", status, body)
	}
	return c, secret
}

// backupBytes is the content of a backup file as its files are, uncompressed.
func backupBytes(t *testing.T, path string) []byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestBackupHoldsNoSecretInClear (issue 38, item 5): on each engine an owner
// sets up two-factor sign-in and opens the CRM webhook settings through the
// site's API (and stays signed in), a visitor's lead makes the key that signs
// booking and consent links, and a certificate's private key is kept: a byte
// scan of the backup `site backup` then writes finds none of these secrets, in
// any form the site keeps them (nor the session's token, which scs keeps hashed).
// Serial: a full-cost password hash in a sign-in, which tests beside it would slow past the store deadline.
func TestBackupHoldsNoSecretInClear(t *testing.T) {
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env := engineEnv(t, engine)
			s := startServer(t, env)
			c, totpSecret := ownerWithTwoFactor(t, s, env)
			status, hook := adminCall(t, c, s, "GET", "/api/admin/settings/webhook", "")
			webhookSecret, _ := hook["secret"].(string)
			if status != http.StatusOK || len(webhookSecret) < 32 {
				t.Fatalf("webhook settings = %d %v", status, hook)
			}
			status, made := post(t, s, "/api/leads", leadBody("Secret Lead", ""))
			if status != http.StatusCreated || made["bookingToken"] == nil {
				t.Fatalf("lead = %d %v, want a booking link token", status, made)
			}
			adminURL, _ := url.Parse(s.url("/api/admin/me"))
			var session string
			for _, ck := range c.Jar.Cookies(adminURL) {
				session = ck.Value
			}
			if len(session) < 32 {
				t.Fatalf("no session cookie: %v", c.Jar.Cookies(adminURL))
			}
			if code := s.stop(t, syscall.SIGTERM); code != 0 {
				t.Fatalf("exit %d:\n%s", code, s.logText())
			}
			db := openEnvStore(t, env)
			signing, err := db.SigningKey(context.Background())
			if err != nil || len(signing) != 32 {
				t.Fatalf("the link signing key: %x, %v", signing, err)
			}
			certKey := "MHcCAQEEIPrivateKeyOfTheSitesCertificateNeverInABackup"
			if err := db.Certificates().Store(context.Background(), "certificates/acme/www.example.in/www.example.in.key",
				[]byte("-----BEGIN EC PRIVATE KEY-----\n"+certKey+"\n-----END EC PRIVATE KEY-----\n")); err != nil {
				t.Fatal(err)
			}
			out := t.TempDir()
			if text, code := runSite(t, env, "backup", "--out", out+"/"); code != 0 {
				t.Fatalf("site backup: exit %d\n%s", code, text)
			}
			files, _ := filepath.Glob(filepath.Join(out, "site-*.tar.gz"))
			if len(files) != 1 {
				t.Fatalf("backup folder holds %v", files)
			}
			all := backupBytes(t, files[0])
			if !bytes.Contains(all, []byte("Secret Lead")) {
				t.Fatal("the scan cannot see the backup's rows: it would find no secret either")
			}
			for what, clear := range map[string][]byte{
				"the two-factor secret": []byte(totpSecret), "the CRM webhook secret": []byte(webhookSecret),
				"the link signing key": []byte(hex.EncodeToString(signing)), "the link signing key's bytes": signing,
				"the certificate's private key": []byte(certKey), "the owner's session token": []byte(session),
			} {
				if bytes.Contains(all, clear) {
					t.Errorf("the backup holds %s in clear", what)
				}
			}
		})
	}
}

// TestUpgradeSealsThePreviousReleasesSecrets (issue 38, item 5): the first start
// of this release on a database the previous release wrote makes the key file
// beside the data folder and seals the two-factor secret, the CRM webhook secret
// and the certificate store that release left in clear; the account still signs
// in with its two-factor code.
// Serial: a full-cost password hash in a sign-in, which tests beside it would slow past the store deadline.
func TestUpgradeSealsThePreviousReleasesSecrets(t *testing.T) {
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env, db := previousRelease(t, engine)
			const totpSecret, webhookSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "5ec2e7f0b5a1c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071829304152"
			ph := "?"
			if engine == "postgres" {
				ph = "$1"
			}
			for q, arg := range map[string]string{
				`UPDATE staff_accounts SET totp_secret = ` + ph + `, totp_enabled = true WHERE email = 'sales@fixture.example'`: totpSecret,
				`UPDATE crm_webhook SET secret = ` + ph: webhookSecret,
			} {
				if _, err := db.Exec(q, arg); err != nil {
					t.Fatalf("%s: %v", q, err)
				}
			}
			if out, code := runSite(t, env, "migrate"); code != 0 {
				t.Fatalf("migrate (exit %d):\n%s", code, out)
			}
			st, err := os.Stat(filepath.Clean(env["DATA_DIR"]) + ".key")
			if err != nil || st.Mode().Perm() != 0o600 {
				t.Fatalf("the key file beside the data folder: %v, %v", st, err)
			}
			for what, q := range map[string]string{
				"two-factor secret": `SELECT totp_secret FROM staff_accounts WHERE email = 'sales@fixture.example'`,
				"webhook secret":    `SELECT secret FROM crm_webhook`,
			} {
				var v string
				if err := db.QueryRow(q).Scan(&v); err != nil {
					t.Fatal(err)
				}
				if !strings.HasPrefix(v, "sealed1:") || strings.Contains(v, totpSecret) || strings.Contains(v, webhookSecret) {
					t.Errorf("the %s after the upgrade: %q, want it sealed", what, v)
				}
			}
			s := startServer(t, env)
			code, err := totp.GenerateCode(totpSecret, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			status, me := post(t, s, "/api/admin/sign-in", `{"email":"sales@fixture.example","password":"sales password for the fixture","code":"`+code+`"}`)
			if status != http.StatusOK || me["role"] != "sales" {
				t.Errorf("sign-in with the two-factor code after the upgrade: %d %v", status, me)
			}
			if code := s.stop(t, syscall.SIGTERM); code != 0 {
				t.Fatalf("exit %d:\n%s", code, s.logText())
			}
		})
	}
}

// TestEveryCopyNeedsTheSameKey (issue 38, item 5): a copy started with another
// site key than the one the database's secrets were sealed with stops with a
// sentence saying so, before it serves; on PostgreSQL a second copy with the
// same SITE_KEY runs beside the first.
// Serial: a full-cost password hash in a sign-in, which tests beside it would slow past the store deadline.
func TestEveryCopyNeedsTheSameKey(t *testing.T) {
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env := engineEnv(t, engine)
			env["SITE_KEY"] = strings.Repeat("a1", 32)
			first := startServer(t, env)
			postLead(t, first, "Key Lead")
			if engine == "sqlite" {
				first.stop(t, syscall.SIGTERM)
			}
			other := map[string]string{}
			for k, v := range env {
				other[k] = v
			}
			other["DATA_DIR"], other["SITE_KEY"] = t.TempDir(), strings.Repeat("b2", 32)
			if engine == "sqlite" {
				other["DATA_DIR"] = env["DATA_DIR"]
			}
			out, code := serveBriefly(t, other, 20*time.Second)
			if code != 1 || !strings.Contains(out, "sealed with another site key") {
				t.Fatalf("a copy with another key: exit %d, want 1 and the key refused:\n%s", code, out)
			}
			if engine == "postgres" {
				same := map[string]string{}
				for k, v := range env {
					same[k] = v
				}
				same["DATA_DIR"] = t.TempDir()
				second := startServer(t, same)
				postLead(t, second, "Second Copy Lead")
				second.stop(t, syscall.SIGTERM)
				first.stop(t, syscall.SIGTERM)
			}
			raw := map[string]string{"sqlite": "file:" + filepath.Join(env["DATA_DIR"], "site.db"), "postgres": env["DATABASE_URL"]}[engine]
			driver := map[string]string{"sqlite": "sqlite", "postgres": "pgx"}[engine]
			db, err := sql.Open(driver, raw)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			var leads int
			if err := db.QueryRow(`SELECT count(*) FROM leads`).Scan(&leads); err != nil || leads == 0 {
				t.Errorf("leads after the refused copy: %d, %v", leads, err)
			}
		})
	}
}

// TestALostKeyIsForgotten: when the site key is lost, `site key forget-secrets`
// opens the database with a new key: two-factor sign-in goes off (the owner
// signs in with the password and must set it up again), the CRM webhook gets a
// new secret, the leads stay; `site restore --forget-secrets` does the same for a
// backup whose key is lost. With the right key nothing is forgotten.
// Serial: a full-cost password hash in a sign-in, which tests beside it would slow past the store deadline.
func TestALostKeyIsForgotten(t *testing.T) {
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env := engineEnv(t, engine)
			env["SITE_KEY"] = strings.Repeat("c3", 32)
			s := startServer(t, env)
			c, _ := ownerWithTwoFactor(t, s, env)
			_, hook := adminCall(t, c, s, "GET", "/api/admin/settings/webhook", "")
			lostSecret, _ := hook["secret"].(string)
			postLead(t, s, "Kept Lead")
			if code := s.stop(t, syscall.SIGTERM); code != 0 {
				t.Fatalf("exit %d:\n%s", code, s.logText())
			}
			out := t.TempDir()
			if text, code := runSite(t, env, "backup", "--out", out+"/"); code != 0 {
				t.Fatalf("site backup: exit %d\n%s", code, text)
			}
			files, _ := filepath.Glob(filepath.Join(out, "site-*.tar.gz"))

			env["SITE_KEY"] = strings.Repeat("d4", 32) // the old one is lost
			text, code := runSite(t, env, "key", "forget-secrets")
			if code != 0 || !strings.Contains(text, "two-factor sign-in is off for every account") {
				t.Fatalf("key forget-secrets: exit %d\n%s", code, text)
			}
			if text, code := runSite(t, env, "key", "forget-secrets"); code != 0 || !strings.Contains(text, "nothing was forgotten") {
				t.Fatalf("key forget-secrets with the right key: exit %d\n%s", code, text)
			}
			hooks, err := openEnvStore(t, env).WebhookSettings(context.Background())
			if err != nil || hooks.Secret == "" || hooks.Secret == lostSecret {
				t.Errorf("the webhook secret after forgetting: %q, %v; want a new one", hooks.Secret, err)
			}
			s = startServer(t, env)
			status, me := post(t, s, "/api/admin/sign-in", `{"email":"owner@example.in","password":"`+ownerPassword+`"}`)
			if status != http.StatusOK || me["mustSetUpTOTP"] != true {
				t.Errorf("the owner's sign-in after forgetting: %d %v; want in, asked to set up two-factor again", status, me)
			}
			s.stop(t, syscall.SIGTERM)
			if export, _ := runSite(t, env, "leads", "export"); !strings.Contains(export, ",Kept Lead,") {
				t.Errorf("the lead is gone after forgetting the secrets:\n%s", export)
			}

			restoreEnv := map[string]string{"DATA_DIR": filepath.Join(t.TempDir(), "restored"), "SITE_KEY": strings.Repeat("e5", 32)}
			if engine == "postgres" {
				restoreEnv["DATABASE_URL"] = engineEnv(t, engine)["DATABASE_URL"]
			}
			if text, code := runSite(t, restoreEnv, "restore", files[0]); code != 1 || !strings.Contains(text, "signature does not match") {
				t.Fatalf("restore with another key: exit %d\n%s", code, text)
			}
			text, code = runSite(t, restoreEnv, "restore", files[0], "--forget-secrets")
			if code != 0 || !strings.Contains(text, "two-factor sign-in is off for every account") {
				t.Fatalf("restore --forget-secrets: exit %d\n%s", code, text)
			}
			if export, _ := runSite(t, restoreEnv, "leads", "export"); !strings.Contains(export, ",Kept Lead,") {
				t.Errorf("the restored copy lacks the lead:\n%s", export)
			}
		})
	}
}

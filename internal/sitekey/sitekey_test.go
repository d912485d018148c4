package sitekey_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/sitekey"
)

func mustKey(t *testing.T) *sitekey.Key {
	t.Helper()
	k, err := sitekey.Parse(sitekey.New())
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// TestSealOpens: a sealed secret opens with its key only, changed by a byte it opens with none, and it never shows the clear text.
func TestSealOpens(t *testing.T) {
	k, other := mustKey(t), mustKey(t)
	secret := []byte("JBSWY3DPEHPK3PXP")
	sealed := k.Seal(secret)
	if bytes.Contains(sealed, secret) || !sitekey.IsSealed(sealed) {
		t.Fatalf("sealed = %q", sealed)
	}
	if again := k.Seal(secret); bytes.Equal(again, sealed) {
		t.Error("two seals of one secret are the same text: the nonce is not random")
	}
	if got, err := k.Open(sealed); err != nil || !bytes.Equal(got, secret) {
		t.Fatalf("Open = %q, %v", got, err)
	}
	if _, err := other.Open(sealed); !errors.Is(err, sitekey.ErrWrongKey) {
		t.Errorf("another key opens it: %v", err)
	}
	changed := bytes.Clone(sealed)
	changed[len(changed)-3] ^= 'A' ^ 'B'
	if _, err := k.Open(changed); !errors.Is(err, sitekey.ErrWrongKey) {
		t.Errorf("a changed byte opens: %v", err)
	}
	if _, err := k.Open(secret); !errors.Is(err, sitekey.ErrNotSealed) {
		t.Errorf("clear text opens: %v", err)
	}
	if s := k.SealText(""); s != "" {
		t.Errorf(`SealText("") = %q, want ""`, s)
	}
}

// TestBackupSignature: a signature holds for its manifest and key only.
func TestBackupSignature(t *testing.T) {
	k, other := mustKey(t), mustKey(t)
	m := []byte(`{"format":1}`)
	sig := k.SignBackup(m)
	if !k.VerifyBackup(m, sig) || !k.VerifyBackup(m, strings.ToUpper(sig)) {
		t.Fatal("the key does not confirm its own signature")
	}
	if other.VerifyBackup(m, sig) || k.VerifyBackup([]byte(`{"format":2}`), sig) || k.VerifyBackup(m, "") {
		t.Error("a signature holds for another key or manifest")
	}
	if k.Fingerprint() == other.Fingerprint() {
		t.Error("fingerprints of two keys are equal")
	}
}

// TestLoadOrCreate: the first call makes an owner-only file, the next reads the same key; a bad file is an error that says why.
func TestLoadOrCreate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data.key")
	k, created, err := sitekey.LoadOrCreate(path)
	if err != nil || !created {
		t.Fatalf("LoadOrCreate = %v, created %v", err, created)
	}
	st, err := os.Stat(path)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("key file %v, %v; want mode 0600", st, err)
	}
	again, created, err := sitekey.LoadOrCreate(path)
	if err != nil || created || again.Fingerprint() != k.Fingerprint() {
		t.Fatalf("second LoadOrCreate = %v, created %v, same key %v", err, created, again != nil && again.Fingerprint() == k.Fingerprint())
	}
	bad := filepath.Join(t.TempDir(), "bad.key")
	os.WriteFile(bad, []byte("not a key"), 0o600)
	if _, _, err := sitekey.LoadOrCreate(bad); err == nil || !strings.Contains(err.Error(), "64 hex digits") {
		t.Errorf("bad key file: %v", err)
	}
	if _, _, err := sitekey.LoadOrCreate(filepath.Join(t.TempDir(), "no", "such", "folder.key")); err == nil || !strings.Contains(err.Error(), "SITE_KEY") {
		t.Errorf("key file in a missing folder: %v", err)
	}
}

// Package sitekey is the site's key, kept outside the database (a file beside
// the data folder, or the SITE_KEY variable): it seals the secrets the database
// holds (two-factor secrets, the key of booking and consent links, the CRM
// webhook secret, certificate keys) and signs backups, so a copy of the
// database or a backup alone reveals none of them and cannot be forged.
package sitekey

import (
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/crypto/nacl/secretbox"
)

// Size is the key's length in bytes; it is written as twice as many hex digits.
const Size = 32

// Key is the site's key. Each use gets its own key derived from it (HKDF), so
// a sealed secret and a backup's signature never share key material.
type Key struct {
	seal      [32]byte
	backup    []byte
	checkText string
}

// New makes a random key, as the hex text SITE_KEY and the key file hold.
func New() string {
	var b [Size]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Parse reads a key written as 64 hex digits (surrounding space ignored).
func Parse(text string) (*Key, error) {
	raw, err := hex.DecodeString(strings.TrimSpace(text))
	if err != nil || len(raw) != Size {
		return nil, errors.New("the site key must be 64 hex digits (`site key new` makes one)")
	}
	k := &Key{}
	derive := func(purpose string, n int) []byte {
		b, err := hkdf.Key(sha256.New, raw, nil, "nivaas site key: "+purpose, n)
		if err != nil {
			panic(err) // only for lengths HKDF cannot give; ours are fixed
		}
		return b
	}
	copy(k.seal[:], derive("seal secrets at rest", 32))
	k.backup = derive("sign backups", 32)
	k.checkText = hex.EncodeToString(derive("fingerprint", 16))
	return k, nil
}

// LoadOrCreate reads the key from path, or when there is no file there makes
// one (readable by the owner only) and reports created. The folder must exist.
func LoadOrCreate(path string) (k *Key, created bool, err error) {
	text, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		text = []byte(New() + "\n")
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) {
			return LoadOrCreate(path) // another process made it meanwhile
		}
		if err != nil {
			return nil, false, fmt.Errorf("the site key file %s does not exist and cannot be made (%w): set SITE_KEY, or make the file with `site key new > %s` (README, Configuration)", path, errors.Unwrap(err), path)
		}
		_, err = f.Write(text)
		if err == nil {
			err = f.Sync()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(path)
			return nil, false, fmt.Errorf("write the site key file %s: %w", path, err)
		}
		syncDir(filepath.Dir(path))
		created = true
	} else if err != nil {
		return nil, false, fmt.Errorf("read the site key file: %w", err)
	}
	k, err = Parse(string(text))
	if err != nil {
		return nil, false, fmt.Errorf("%s: %w", path, err)
	}
	return k, created, nil
}

func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// Fingerprint names the key without revealing it: the database keeps it, so
// a copy started with another key is stopped before it seals or reads anything.
func (k *Key) Fingerprint() string { return k.checkText }

// sealedPrefix starts every sealed value; what lacks it was written in clear
// (by a release before sealing) and is sealed on the next start.
const sealedPrefix = "sealed1:"

// IsSealed reports whether v is a sealed value.
func IsSealed(v []byte) bool { return strings.HasPrefix(string(v), sealedPrefix) }

// Seal encrypts and authenticates plain (XSalsa20-Poly1305, a random nonce)
// into printable text: "sealed1:" and the base64 of nonce and box.
func (k *Key) Seal(plain []byte) []byte {
	var nonce [24]byte
	rand.Read(nonce[:])
	box := secretbox.Seal(nonce[:], plain, &nonce, &k.seal)
	out := make([]byte, len(sealedPrefix)+base64.StdEncoding.EncodedLen(len(box)))
	copy(out, sealedPrefix)
	base64.StdEncoding.Encode(out[len(sealedPrefix):], box)
	return out
}

// ErrNotSealed is a value that should be sealed but is in clear.
var ErrNotSealed = errors.New("a secret in the database is not sealed with the site key")

// ErrWrongKey is a sealed value this key cannot open: another key sealed it, or it was changed.
var ErrWrongKey = errors.New("a secret in the database was sealed with another site key (or changed): start the site with the key it was sealed with")

// Open reverses Seal.
func (k *Key) Open(sealed []byte) ([]byte, error) {
	if !IsSealed(sealed) {
		return nil, ErrNotSealed
	}
	box, err := base64.StdEncoding.DecodeString(string(sealed[len(sealedPrefix):]))
	if err != nil || len(box) < 24+secretbox.Overhead {
		return nil, ErrWrongKey
	}
	var nonce [24]byte
	copy(nonce[:], box)
	plain, ok := secretbox.Open(nil, box[24:], &nonce, &k.seal)
	if !ok {
		return nil, ErrWrongKey
	}
	return plain, nil
}

// SealText seals a text secret; "" (no secret) stays "".
func (k *Key) SealText(plain string) string {
	if plain == "" {
		return ""
	}
	return string(k.Seal([]byte(plain)))
}

// OpenText reverses SealText.
func (k *Key) OpenText(sealed string) (string, error) {
	if sealed == "" {
		return "", nil
	}
	b, err := k.Open([]byte(sealed))
	return string(b), err
}

// SignBackup is the HMAC-SHA256 of a backup's manifest, in hex.
func (k *Key) SignBackup(manifest []byte) string {
	m := hmac.New(sha256.New, k.backup)
	m.Write(manifest)
	return hex.EncodeToString(m.Sum(nil))
}

// VerifyBackup reports whether signature is SignBackup(manifest), in constant time.
func (k *Key) VerifyBackup(manifest []byte, signature string) bool {
	want := k.SignBackup(manifest)
	return hmac.Equal([]byte(want), []byte(strings.ToLower(signature)))
}

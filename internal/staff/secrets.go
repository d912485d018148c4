package staff

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// SetPasswordPurpose marks a one-time link that lets a person choose a password.
const SetPasswordPurpose = "set-password"

// TokenLifetime is how long a set-password link works.
const TokenLifetime = 30 * time.Minute

// RecoveryCodeCount is how many one-time recovery codes a person gets.
const RecoveryCodeCount = 10

// totpPeriod and totpDigits (staff.json's codeLength, 6) are what every authenticator app expects.
const totpPeriod = 30

var totpDigits = otp.Digits(TOTPCodeLength)

// newToken returns a random secret for a link (43 URL-safe characters, 256 bits) and its stored hash.
func newToken() (secret, hash string) {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // crypto/rand never fails on supported platforms
	secret = base64.RawURLEncoding.EncodeToString(b)
	return secret, hashSecret(secret)
}

// hashSecret is how link secrets and recovery codes are stored: they are random
// and long, so a fast hash suffices where a password needs argon2id.
func hashSecret(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// wellFormedToken rejects anything that cannot be one of our link secrets before it reaches the store.
func wellFormedToken(secret string) bool {
	b, err := base64.RawURLEncoding.Strict().DecodeString(secret)
	return err == nil && len(b) == 32
}

var recoveryAlphabet = base32.NewEncoding("abcdefghijkmnpqrstuvwxyz23456789").WithPadding(base32.NoPadding)

// newRecoveryCodes returns codes shown once ("xxxxx-xxxxx", 50 bits each) and their stored hashes.
func newRecoveryCodes() (codes, hashes []string) {
	for range RecoveryCodeCount {
		b := make([]byte, 7)
		_, _ = rand.Read(b)
		s := recoveryAlphabet.EncodeToString(b)[:10]
		code := s[:5] + "-" + s[5:]
		codes = append(codes, code)
		hashes = append(hashes, hashSecret(normalizeRecoveryCode(code)))
	}
	return codes, hashes
}

// normalizeRecoveryCode forgives case, spaces and dashes as people type them;
// "" when it cannot be a recovery code.
func normalizeRecoveryCode(code string) string {
	s := strings.Map(func(r rune) rune {
		if r == '-' || r == ' ' {
			return -1
		}
		return r
	}, strings.ToLower(code))
	if len(s) != 10 || strings.Trim(s, "abcdefghijkmnpqrstuvwxyz23456789") != "" {
		return ""
	}
	return s
}

// newTOTPKey makes a secret for an authenticator app, labelled with issuer and the e-mail.
func newTOTPKey(issuer, email string) (*otp.Key, error) {
	return totp.Generate(totp.GenerateOpts{Issuer: issuer, AccountName: email, Period: totpPeriod, Digits: totpDigits, Algorithm: otp.AlgorithmSHA1})
}

// matchTOTP returns the 30-second step whose code equals code, allowing one step of
// clock drift either way, and only steps after lastStep so a code works once.
func matchTOTP(secret, code string, now time.Time, lastStep int64) (int64, bool) {
	code = strings.ReplaceAll(strings.TrimSpace(code), " ", "")
	if len(code) != TOTPCodeLength || strings.Trim(code, "0123456789") != "" {
		return 0, false
	}
	current := now.Unix() / totpPeriod
	for step := current - 1; step <= current+1; step++ {
		want, err := totp.GenerateCodeCustom(secret, time.Unix(step*totpPeriod, 0), totp.ValidateOpts{Period: totpPeriod, Digits: totpDigits, Algorithm: otp.AlgorithmSHA1})
		if err != nil {
			return 0, false
		}
		if subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 && step > lastStep {
			return step, true
		}
	}
	return 0, false
}

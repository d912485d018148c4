package staff

import (
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

func TestNewTokenIsRandomAndWellFormed(t *testing.T) {
	a, ha := newToken()
	b, hb := newToken()
	if a == b || ha == hb {
		t.Fatal("two tokens are equal")
	}
	if len(a) != 43 || !wellFormedToken(a) || hashSecret(a) != ha || len(ha) != 64 {
		t.Fatalf("token %q hash %q", a, ha)
	}
	for _, bad := range []string{"", a[:42], a + "A", a[:41] + "+/", a + "=", "../../etc/passwd", "%00", strings.Repeat("A", 44), strings.Repeat("A", 10000)} {
		if wellFormedToken(bad) {
			t.Errorf("wellFormedToken(%q) accepted", bad)
		}
	}
}

func TestRecoveryCodes(t *testing.T) {
	codes, hashes := newRecoveryCodes()
	if len(codes) != RecoveryCodeCount || len(hashes) != RecoveryCodeCount {
		t.Fatalf("%d codes, %d hashes", len(codes), len(hashes))
	}
	seen := map[string]bool{}
	for i, c := range codes {
		if len(c) != 11 || c[5] != '-' || seen[c] {
			t.Errorf("code %q is malformed or repeated", c)
		}
		seen[c] = true
		for _, typed := range []string{c, strings.ToUpper(c), strings.ReplaceAll(c, "-", ""), " " + c[:5] + " " + c[6:] + " "} {
			if hashSecret(normalizeRecoveryCode(typed)) != hashes[i] {
				t.Errorf("typed %q does not match code %q", typed, c)
			}
		}
	}
	for _, bad := range []string{"", "12345", "abcde-fghij-k", "abcde-fghi0", "abcde-fghil", "abcdé-fghij", "abcde\x00fghij", "' OR 1=1 --"} {
		if got := normalizeRecoveryCode(bad); got != "" {
			t.Errorf("normalizeRecoveryCode(%q) = %q, want refusal", bad, got)
		}
	}
}

func TestMatchTOTP(t *testing.T) {
	key, err := newTOTPKey("Nivaas Interiors", "asha@example.com")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(key.URL(), "otpauth://totp/Nivaas%20Interiors:asha@example.com?") {
		t.Errorf("URL = %q", key.URL())
	}
	now := time.Date(2026, 11, 23, 10, 0, 15, 0, time.UTC)
	codeAt := func(at time.Time) string {
		c, err := totp.GenerateCodeCustom(key.Secret(), at, totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	step := now.Unix() / 30
	cases := []struct {
		name     string
		code     string
		lastStep int64
		ok       bool
	}{
		{"current", codeAt(now), 0, true},
		{"with spaces", codeAt(now)[:3] + " " + codeAt(now)[3:], 0, true},
		{"previous step (clock drift)", codeAt(now.Add(-30 * time.Second)), 0, true},
		{"next step (clock drift)", codeAt(now.Add(30 * time.Second)), 0, true},
		{"two steps old", codeAt(now.Add(-60 * time.Second)), 0, false},
		{"used already", codeAt(now), step, false},
		{"older than one used", codeAt(now.Add(-30 * time.Second)), step, false},
		{"empty", "", 0, false},
		{"five digits", codeAt(now)[:5], 0, false},
		{"seven digits", codeAt(now) + "0", 0, false},
		{"letters", "abcdef", 0, false},
		{"full-width digits", "１２３４５６", 0, false},
		{"sign", "-12345", 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, ok := matchTOTP(key.Secret(), c.code, now, c.lastStep)
			if ok != c.ok {
				t.Errorf("matchTOTP(%q) = %v, want %v", c.code, ok, c.ok)
			}
		})
	}
	if _, ok := matchTOTP("not base32!", "123456", now, 0); ok {
		t.Error("a broken secret matched")
	}
}

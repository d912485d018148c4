package staff

import (
	"strconv"
	"strings"
	"testing"
)

func TestCheckPassword(t *testing.T) {
	cases := []struct {
		name, password, email, want string
	}{
		{"long and rare", "brass lamp over teak shelf", "asha@example.com", ""},
		{"exactly 12", "Tq7#vLm2&pXz", "", ""},
		{"11 characters", "Tq7#vLm2&pX", "", MsgPasswordShort},
		{"empty", "", "", MsgPasswordShort},
		{"12 Devanagari letters count as 12", "नमस्तेदुनियाकैसेहो", "", ""},
		{"257 characters", strings.Repeat("ab1", 86)[:257], "", MsgPasswordLong},
		{"listed", "1qaz2wsx3edc", "", MsgPasswordCommon},
		{"listed, other case", "QWERTY123456", "", MsgPasswordCommon},
		{"listed word with digits after", "dragon12345678", "", MsgPasswordCommon},
		{"listed word with symbols after", "sunshine!!!!!!", "", MsgPasswordCommon},
		{"one letter repeated", "aaaaaaaaaaaaaaa", "", MsgPasswordCommon},
		{"short unit repeated", "abcabcabcabc", "", MsgPasswordCommon},
		{"digits only, repeated pair", "121212121212", "", MsgPasswordCommon},
		{"the e-mail itself", "asha.rao@example.com", "asha.rao@example.com", MsgPasswordEmail},
		{"the e-mail inside, other case", "ASHA.RAO@EXAMPLE.COM!", "asha.rao@example.com", MsgPasswordEmail},
		{"a line break", "brass lamp\nteak shelf", "", MsgPasswordChars},
		{"a NUL", "brass lamp\x00teak shelf", "", MsgPasswordChars},
		{"invalid UTF-8", "brass lamp \xff teak shelf", "", MsgPasswordChars},
		{"a tab", "brass lamp\tteak shelf", "", MsgPasswordChars},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := CheckPassword(c.password, c.email); got != c.want {
				t.Errorf("CheckPassword(%q) = %q, want %q", c.password, got, c.want)
			}
		})
	}
}

func TestCommonPasswordListIsShipped(t *testing.T) {
	if n := len(commonPasswords); n < 10000 {
		t.Fatalf("the common password list has %d entries, want at least 10,000", n)
	}
	for _, pw := range []string{"password", "123456", "iloveyou", "qwertyuiop"} {
		if !IsCommonPassword(pw) {
			t.Errorf("%q should be common", pw)
		}
	}
}

// staff.json's messages name its own limits, so a changed limit cannot leave a stale sentence.
func TestPasswordRulesFromStaffJSON(t *testing.T) {
	if MinPasswordLength != 12 || MaxPasswordLength != 256 {
		t.Errorf("password limits %d–%d, want 12–256", MinPasswordLength, MaxPasswordLength)
	}
	if !strings.Contains(MsgPasswordShort, strconv.Itoa(MinPasswordLength)) || !strings.Contains(MsgPasswordLong, strconv.Itoa(MaxPasswordLength)) {
		t.Errorf("messages %q, %q do not name the limits", MsgPasswordShort, MsgPasswordLong)
	}
	for _, broken := range []string{`{`, `{"password":{"minLength":12}}`, `{"password":{"minLength":4,"maxLength":256,"messages":{"short":"a","long":"b"}}}`} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("no panic for %s", broken)
				}
			}()
			mustParsePasswordRules([]byte(broken))
		}()
	}
}

// The two-factor code fields of the admin app and the sign-in's checks read the same staff.json numbers.
func TestTwoFactorRulesFromStaffJSON(t *testing.T) {
	if TOTPCodeLength != 6 || MaxSignInCodeLength != 20 || int(totpDigits) != TOTPCodeLength {
		t.Errorf("two-factor lengths %d (digits %d) and %d, want 6 and 20", TOTPCodeLength, totpDigits, MaxSignInCodeLength)
	}
	defer func() {
		if recover() == nil {
			t.Error("no panic for a staff.json without two-factor rules")
		}
	}()
	mustParseStaffRules([]byte(`{"password":{"minLength":12,"maxLength":256,"messages":{"short":"a","long":"b"}}}`))
}

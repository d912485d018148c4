package staff

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/web/app/content"
)

type passwordRuleSet struct {
	MinLength int `json:"minLength"`
	MaxLength int `json:"maxLength"`
	Messages  struct {
		Short string `json:"short"`
		Long  string `json:"long"`
	} `json:"messages"`
}

// twoFactorRuleSet bounds the second sign-in step's code fields.
type twoFactorRuleSet struct {
	CodeLength          int `json:"codeLength"`          // digits of an authenticator code
	MaxSignInCodeLength int `json:"maxSignInCodeLength"` // an authenticator or recovery code, as typed
}

type staffRuleSet struct {
	Password  passwordRuleSet  `json:"password"`
	TwoFactor twoFactorRuleSet `json:"twoFactor"`
	Grantable []struct {
		Permission Permission `json:"permission"`
	} `json:"grantable"`
}

// mustParseStaffRules stops the program at start-up on a broken file rather than accept any password.
func mustParseStaffRules(data []byte) staffRuleSet {
	return content.MustParse("staff.json", data, func(f staffRuleSet) string {
		if r := f.Password; r.MinLength < 8 || r.MaxLength < r.MinLength || r.Messages.Short == "" || r.Messages.Long == "" {
			return "password rules incomplete"
		}
		if t := f.TwoFactor; t.CodeLength < 6 || t.MaxSignInCodeLength < t.CodeLength {
			return "two-factor rules incomplete"
		}
		return ""
	})
}

// staffRules is web/app/content/staff.json, which the admin app's fields read too.
var staffRules = mustParseStaffRules(content.Staff)

// passwordRules is staff.json's password part, which the admin app's password field reads too.
var passwordRules = mustParsePasswordRules(content.Staff)

// mustParsePasswordRules is the password part of a whole, checked staff.json.
func mustParsePasswordRules(data []byte) passwordRuleSet { return mustParseStaffRules(data).Password }

// Two-factor code lengths, in characters: an authenticator code's digits, and the
// longest code the sign-in's second step takes (an authenticator or recovery code, as typed).
var (
	TOTPCodeLength      = staffRules.TwoFactor.CodeLength
	MaxSignInCodeLength = staffRules.TwoFactor.MaxSignInCodeLength
)

// Password length bounds, in characters. The upper one keeps hashing cheap to ask for.
var (
	MinPasswordLength = passwordRules.MinLength
	MaxPasswordLength = passwordRules.MaxLength
)

// Messages of the password policy, shown next to the password field.
var (
	MsgPasswordShort = passwordRules.Messages.Short
	MsgPasswordLong  = passwordRules.Messages.Long
)

const (
	MsgPasswordCommon = "This password is too common. Choose one that is hard to guess, such as a few unrelated words."
	MsgPasswordEmail  = "Do not use your e-mail address as your password."
	MsgPasswordChars  = "Remove line breaks and special control characters from the password."
)

// commonPasswordList is the 10,000 most common passwords of the zxcvbn-ts
// "language-common" list plus its every entry of 12 or more characters, lower-cased
// (MIT licence, common-passwords.LICENSE).
//
//go:embed common-passwords.txt
var commonPasswordList string

var commonPasswords = func() map[string]struct{} {
	set := make(map[string]struct{}, 10500)
	for line := range strings.SplitSeq(commonPasswordList, "\n") {
		if line != "" {
			set[line] = struct{}{}
		}
	}
	return set
}()

// IsCommonPassword reports whether password is on the list, ignoring letter case,
// or is a listed one with digits and symbols added at its end ("dragon12345678").
func IsCommonPassword(password string) bool {
	lower := strings.ToLower(password)
	if _, ok := commonPasswords[lower]; ok {
		return true
	}
	stem := strings.TrimRightFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) })
	if _, ok := commonPasswords[stem]; ok && utf8.RuneCountInString(stem) >= 4 {
		return true
	}
	return isOneRepeatedUnit(lower)
}

// isOneRepeatedUnit catches "aaaaaaaaaaaa" and "abcabcabcabc": a short unit said again and again.
func isOneRepeatedUnit(s string) bool {
	runes := []rune(s)
	for size := 1; size <= 4 && size < len(runes); size++ {
		if len(runes)%size != 0 {
			continue
		}
		repeated := true
		for i := size; i < len(runes) && repeated; i++ {
			repeated = runes[i] == runes[i-size]
		}
		if repeated {
			return true
		}
	}
	return false
}

// CheckPassword returns the reason password is refused for the account with
// this e-mail, or "" when it is acceptable.
func CheckPassword(password, email string) string {
	if !utf8.ValidString(password) {
		return MsgPasswordChars
	}
	for _, r := range password {
		if unicode.IsControl(r) {
			return MsgPasswordChars
		}
	}
	n := utf8.RuneCountInString(password)
	switch {
	case n < MinPasswordLength:
		return MsgPasswordShort
	case n > MaxPasswordLength:
		return MsgPasswordLong
	case email != "" && strings.Contains(strings.ToLower(password), strings.ToLower(email)):
		return MsgPasswordEmail
	case IsCommonPassword(password):
		return MsgPasswordCommon
	}
	return ""
}

// validatePassword is CheckPassword as a domain error on the field "password".
func validatePassword(password, email string) error {
	if msg := CheckPassword(password, email); msg != "" {
		return fault.Invalid(msg, map[string]string{"password": msg})
	}
	return nil
}

package textfield

import (
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
)

func TestIsEmail(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"priya@example.com", true},
		{"first.last+tag@mail.co.in", true},
		// Issue 11: a dotless domain such as "localhost" cannot be mailed from the internet.
		{"a@b", false},
		{"", false},
		{"no-at-sign", false},
		{"two@@example.com", false},
		{"space in@example.com", false},
		{"x@example.com\r\nBcc: y@example.com", false},
		{"x@-bad.com", false},
		{strings.Repeat("a", 250) + "@b.co", false},
	} {
		if got := IsEmail(tc.in); got != tc.want {
			t.Errorf("IsEmail(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		name      string
		in        string
		max       int
		multiline bool
		want      string
	}{
		{"plain", "Asha Rao", 10, false, ""},
		{"hindi counted in characters", "आशा राव", 7, false, ""},
		{"too long", "abcdef", 5, false, MsgTooLong(5)},
		{"newline single-line", "a\nb", 10, false, MsgControl},
		{"carriage return single-line", "a\rb", 10, false, MsgControl},
		{"newline multiline", "a\r\nb", 10, true, ""},
		{"tab", "a\tb", 10, true, MsgControl},
		{"nul", "a\x00b", 10, true, MsgControl},
		{"line separator", "a\u2028b", 10, true, MsgControl},
		{"invalid utf-8", "a\xffb", 10, false, MsgControl},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Check(tc.in, tc.max, tc.multiline); got != tc.want {
				t.Errorf("Check(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestProblems(t *testing.T) {
	var none Problems
	none.Add("x", "")
	if err := none.Err("missing"); err != nil {
		t.Fatalf("no problems: got %v", err)
	}

	var p Problems
	p.Add("email", MsgEmail)
	p.Add("email", MsgControl) // the first problem of a field wins
	if err := p.Err("missing"); fault.Message(err) != MsgEmail || fault.FieldsOf(err)["email"] != MsgEmail {
		t.Fatalf("got %v %v", err, fault.FieldsOf(err))
	}
	p.Missing("name")
	err := p.Err("missing")
	if fault.Code(err) != fault.EINVALID || fault.Message(err) != "missing" || fault.FieldsOf(err)["name"] != MsgRequired {
		t.Fatalf("got %v %v", err, fault.FieldsOf(err))
	}
}

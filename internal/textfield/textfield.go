// Package textfield holds the small rules every visitor-typed text shares:
// valid UTF-8, no control characters, bounded length, e-mail shape, fixed choices.
package textfield

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
)

// Field messages, readable by a visitor next to the field (contract.json "messages").
var (
	MsgRequired = contract.C.Messages.Required
	MsgEmail    = contract.C.Messages.Email
	MsgMobile   = contract.C.Messages.Mobile
	MsgChoice   = contract.C.Messages.Choice
	MsgControl  = contract.C.Messages.Control
	// MsgFormIncomplete is the form's sentence when a required field is empty (spec section 8).
	MsgFormIncomplete = contract.C.Messages.FormIncomplete
)

// MaxEmail is the longest address SMTP allows (RFC 5321 path limit).
var MaxEmail = contract.C.Limits.Email

// MsgTooLong is the message for a text over max characters.
func MsgTooLong(max int) string { return contract.TooLong(max) }

// IsEmail reports whether s is an address the contract accepts (see contract.IsEmail).
func IsEmail(s string) bool { return contract.IsEmail(s) }

// TrimSpace trims surrounding spaces from every text pointed to; nil pointers are left alone.
func TrimSpace(texts ...*string) {
	for _, t := range texts {
		if t != nil {
			*t = strings.TrimSpace(*t)
		}
	}
}

// Clean reports whether s is valid UTF-8 without control characters;
// multiline text may also hold line feeds and carriage returns.
func Clean(s string, multiline bool) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if multiline && (r == '\n' || r == '\r') {
			continue
		}
		// U+2028/2029 break lines as much as CR/LF do in headers and CSV cells.
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return false
		}
	}
	return true
}

// Check returns the problem with s, or "" when it is clean and at most max characters long.
func Check(s string, max int, multiline bool) string {
	if !Clean(s, multiline) {
		return MsgControl
	}
	if utf8.RuneCountInString(s) > max {
		return MsgTooLong(max)
	}
	return ""
}

// Tidy makes machine-gathered text (not typed by the visitor) safe to keep:
// invalid UTF-8 and control characters are dropped, spaces trimmed, and the
// result cut to at most max characters.
func Tidy(s string, max int) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == utf8.RuneError {
			return -1
		}
		return r
	}, strings.ToValidUTF8(s, ""))
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > max {
		s = strings.TrimSpace(string([]rune(s)[:max]))
	}
	return s
}

// OneOf reports whether s is exactly one of choices.
func OneOf(s string, choices []string) bool { return slices.Contains(choices, s) }

// Problems collects per-field problems in the order they were found.
type Problems struct {
	fields  map[string]string
	first   string
	missing bool
}

// Missing records that a required field is empty.
func (p *Problems) Missing(field string) {
	p.missing = true
	p.Add(field, MsgRequired)
}

// Add records msg for field unless msg is "" or the field already has a problem.
func (p *Problems) Add(field, msg string) {
	if msg == "" {
		return
	}
	if p.fields == nil {
		p.fields = map[string]string{}
	}
	if _, ok := p.fields[field]; ok {
		return
	}
	p.fields[field] = msg
	if p.first == "" {
		p.first = msg
	}
}

// Err returns nil when nothing was recorded, else a fault.EINVALID error whose
// Message is missingMessage if a required field is empty, else the first problem.
func (p *Problems) Err(missingMessage string) error {
	if len(p.fields) == 0 {
		return nil
	}
	msg := p.first
	if p.missing {
		msg = missingMessage
	}
	return fault.Invalid(msg, p.fields)
}

// Text records a problem with a text field: missing when required and empty,
// else too long or holding control characters.
func (p *Problems) Text(field, value string, required bool, max int, multiline bool) {
	if value == "" {
		if required {
			p.Missing(field)
		}
		return
	}
	p.Add(field, Check(value, max, multiline))
}

// Email records a problem with an e-mail field: missing when required and empty, else not an address.
func (p *Problems) Email(field, value string, required bool) {
	switch {
	case value == "":
		if required {
			p.Missing(field)
		}
	case !IsEmail(value):
		p.Add(field, MsgEmail)
	}
}

// Mobile records a problem with a required Indian mobile number.
func (p *Problems) Mobile(field, value string) {
	switch {
	case value == "":
		p.Missing(field)
	case !contract.IsMobile(value):
		p.Add(field, MsgMobile)
	}
}

// Choice records a problem with a select: missing when required and empty, else not one of choices.
func (p *Problems) Choice(field, value string, required bool, choices []string) {
	switch {
	case value == "":
		if required {
			p.Missing(field)
		}
	case !OneOf(value, choices):
		p.Add(field, MsgChoice)
	}
}

package contact

import (
	"strings"

	"github.com/nivaas-interiors/site/internal/textfield"
)

// RequiredMessage is the sentence for a missing required field, the same as the lead forms'.
const RequiredMessage = "Please fill in all required fields."

// PhoneMessage is the sentence for a phone that is not a phone number.
const PhoneMessage = "Please enter a valid phone number."

// Length limits of the contact form fields.
const (
	MaxName    = 100
	MaxPhone   = 20
	MaxMessage = 5000
	MaxPage    = 300
)

// IsBot reports whether the honeypot field was filled.
func (r CreateRequest) IsBot() bool { return strings.TrimSpace(r.Website) != "" }

// Normalized returns r with surrounding spaces trimmed from every text.
func (r CreateRequest) Normalized() CreateRequest {
	r.FirstName = strings.TrimSpace(r.FirstName)
	r.LastName = strings.TrimSpace(r.LastName)
	r.Email = strings.TrimSpace(r.Email)
	r.Phone = strings.TrimSpace(r.Phone)
	r.Subject = strings.TrimSpace(r.Subject)
	r.Message = strings.TrimSpace(r.Message)
	r.Page = strings.TrimSpace(r.Page)
	return r
}

// Validate checks the request after trimming; it returns a *fault.Error with
// Code fault.EINVALID and Fields keyed by JSON name.
func (r CreateRequest) Validate() error {
	r = r.Normalized()
	var p textfield.Problems
	required := func(field, value string, max int, multiline bool) {
		if value == "" {
			p.Missing(field)
			return
		}
		p.Add(field, textfield.Check(value, max, multiline))
	}
	required("firstName", r.FirstName, MaxName, false)
	required("lastName", r.LastName, MaxName, false)
	switch {
	case r.Email == "":
		p.Missing("email")
	case !textfield.IsEmail(r.Email):
		p.Add("email", textfield.MsgEmail)
	}
	if r.Phone != "" && !isPhone(r.Phone) {
		p.Add("phone", PhoneMessage)
	}
	switch {
	case r.Subject == "":
		p.Missing("subject")
	case !textfield.OneOf(r.Subject, Subjects):
		p.Add("subject", textfield.MsgChoice)
	}
	required("message", r.Message, MaxMessage, true)
	p.Add("page", textfield.Check(r.Page, MaxPage, false))
	return p.Err(RequiredMessage)
}

// isPhone accepts up to MaxPhone characters of digits, spaces, plus and dashes, with at least one digit.
func isPhone(s string) bool {
	if len(s) > MaxPhone {
		return false
	}
	digits := 0
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == ' ' || c == '+' || c == '-':
		default:
			return false
		}
	}
	return digits > 0
}

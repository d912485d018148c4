package newsletter

import (
	"strings"

	"github.com/nivaas-interiors/site/internal/textfield"
)

// RequiredMessage is the sentence for a missing e-mail.
const RequiredMessage = "Please fill in all required fields."

// MaxPage bounds the page the visitor subscribed from.
const MaxPage = 300

// IsBot reports whether the honeypot field was filled.
func (r SubscribeRequest) IsBot() bool { return strings.TrimSpace(r.Website) != "" }

// Normalized returns r trimmed, with the e-mail lower-cased.
func (r SubscribeRequest) Normalized() SubscribeRequest {
	r.Email = strings.ToLower(strings.TrimSpace(r.Email))
	r.Page = strings.TrimSpace(r.Page)
	return r
}

// Validate checks the request after normalising; it returns a *fault.Error
// with Code fault.EINVALID and Fields keyed by JSON name.
func (r SubscribeRequest) Validate() error {
	r = r.Normalized()
	var p textfield.Problems
	switch {
	case r.Email == "":
		p.Missing("email")
	case !textfield.IsEmail(r.Email):
		p.Add("email", textfield.MsgEmail)
	}
	p.Add("page", textfield.Check(r.Page, MaxPage, false))
	return p.Err(RequiredMessage)
}

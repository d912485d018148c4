package contact

import (
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// RequiredMessage is the sentence for a missing required field, the same as the lead forms'.
var RequiredMessage = textfield.MsgFormIncomplete

// PhoneMessage is the sentence for a phone that is not a phone number.
var PhoneMessage = contract.C.Messages.Phone

// Length limits of the contact form fields (contract.json "limits").
var (
	MaxName    = contract.C.Limits.Name
	MaxPhone   = contract.C.Limits.Phone
	MaxMessage = contract.C.Limits.Message
	MaxPage    = contract.C.Limits.Page
)

// Normalized returns r with surrounding spaces trimmed from every text.
func (r CreateRequest) Normalized() CreateRequest {
	textfield.TrimSpace(&r.FirstName, &r.LastName, &r.Email, &r.Phone, &r.Subject, &r.Message, &r.Page)
	return r
}

// Validate checks the request after trimming; it returns a *fault.Error with
// Code fault.EINVALID and Fields keyed by JSON name.
func (r CreateRequest) Validate() error {
	r = r.Normalized()
	var p textfield.Problems
	p.Text("firstName", r.FirstName, true, MaxName, false)
	p.Text("lastName", r.LastName, true, MaxName, false)
	p.Email("email", r.Email, true)
	if r.Phone != "" && !contract.IsPhone(r.Phone) {
		p.Add("phone", PhoneMessage)
	}
	p.Choice("subject", r.Subject, true, Subjects)
	p.Text("message", r.Message, true, MaxMessage, true)
	p.Text("page", r.Page, false, MaxPage, false)
	return p.Err(RequiredMessage)
}

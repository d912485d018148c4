package newsletter

import (
	"strings"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// RequiredMessage is the sentence for a missing e-mail.
var RequiredMessage = textfield.MsgFormIncomplete

// MaxPage bounds the page the visitor subscribed from.
var MaxPage = contract.C.Limits.Page

// Normalized returns r trimmed, with the e-mail lower-cased.
func (r SubscribeRequest) Normalized() SubscribeRequest {
	textfield.TrimSpace(&r.Email, &r.Page)
	r.Email = strings.ToLower(r.Email)
	return r
}

// Validate checks the request after normalising; it returns a *fault.Error
// with Code fault.EINVALID and Fields keyed by JSON name.
func (r SubscribeRequest) Validate() error {
	r = r.Normalized()
	var p textfield.Problems
	p.Email("email", r.Email, true)
	p.Text("page", r.Page, false, MaxPage, false)
	return p.Err(RequiredMessage)
}

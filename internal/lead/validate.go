package lead

import (
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// Length limits of the visitor-typed and attribution fields (contract.json "limits").
var (
	MaxName     = contract.C.Limits.Name
	MaxMobile   = contract.C.Limits.Mobile // as typed, with spaces, dashes and a country prefix
	MaxPage     = contract.C.Limits.Page
	MaxReferrer = contract.C.Limits.Referrer
	MaxUTM      = contract.C.Limits.UTM
)

// NormalizeMobile returns the 10 digits of an Indian mobile number and true, or
// "", false. Spaces, dashes and a leading +91, 91 or 0 are tolerated; the first
// digit must be 6–9.
func NormalizeMobile(s string) (string, bool) { return contract.NormalizeMobile(s) }

// Normalized returns r with surrounding spaces trimmed from every text.
// Email keeps its kind: nil stays nil and "" stays "".
func (r CreateRequest) Normalized() CreateRequest {
	if r.Email != nil {
		e := *r.Email
		r.Email = &e
	}
	textfield.TrimSpace(&r.PropertyType, &r.Location, &r.Name, &r.Mobile, r.Email)
	r.Attribution = r.Attribution.normalized()
	return r
}

// normalized tidies attribution rather than judging it: the browser gathers
// it, not the visitor, and an odd referrer must never cost us a lead.
func (a Attribution) normalized() Attribution {
	a.Page = textfield.Tidy(a.Page, MaxPage)
	a.Referrer = textfield.Tidy(a.Referrer, MaxReferrer)
	a.UTMSource = textfield.Tidy(a.UTMSource, MaxUTM)
	a.UTMMedium = textfield.Tidy(a.UTMMedium, MaxUTM)
	a.UTMCampaign = textfield.Tidy(a.UTMCampaign, MaxUTM)
	a.UTMTerm = textfield.Tidy(a.UTMTerm, MaxUTM)
	a.UTMContent = textfield.Tidy(a.UTMContent, MaxUTM)
	return a
}

// Validate checks the request after trimming (spec section 5, DESIGN.md). It
// returns a *fault.Error with Code fault.EINVALID and Fields keyed by JSON
// name; a missing required field gives RequiredMessage, a bad mobile MobileMessage.
func (r CreateRequest) Validate() error {
	var p textfield.Problems
	r.Check(&p)
	return p.Err(RequiredMessage)
}

// Check records the request's problems in p, after trimming; the mail
// notification, which carries the same lead fields, is judged by it too.
func (r CreateRequest) Check(p *textfield.Problems) {
	r = r.Normalized()
	p.Choice("propertyType", r.PropertyType, true, PropertyTypes)
	p.Choice("location", r.Location, false, Locations)
	p.Text("name", r.Name, true, MaxName, false)
	p.Mobile("mobile", r.Mobile)
	if r.Email != nil {
		p.Email("email", *r.Email, false)
	}
}

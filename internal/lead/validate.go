package lead

import (
	"strings"

	"github.com/nivaas-interiors/site/internal/textfield"
)

// Length limits of the visitor-typed and attribution fields (DESIGN.md).
const (
	MaxName     = 100
	MaxMobile   = 30 // as typed, with spaces, dashes and a country prefix
	MaxPage     = 300
	MaxReferrer = 1000
	MaxUTM      = 200
)

// NormalizeMobile returns the 10 digits of an Indian mobile number and true, or
// "", false. Spaces, dashes and a leading +91, 91 or 0 are tolerated; the first
// digit must be 6–9.
func NormalizeMobile(s string) (string, bool) {
	d := strings.NewReplacer(" ", "", "-", "").Replace(strings.TrimSpace(s))
	switch {
	case strings.HasPrefix(d, "+91"):
		d = d[3:]
	case len(d) == 12 && strings.HasPrefix(d, "91"):
		d = d[2:]
	case len(d) == 11 && strings.HasPrefix(d, "0"):
		d = d[1:]
	}
	if len(d) != 10 || d[0] < '6' || d[0] > '9' {
		return "", false
	}
	for i := 0; i < len(d); i++ {
		if d[i] < '0' || d[i] > '9' {
			return "", false
		}
	}
	return d, true
}

// IsBot reports whether the honeypot field was filled.
func (r CreateRequest) IsBot() bool { return strings.TrimSpace(r.Website) != "" }

// Normalized returns r with surrounding spaces trimmed from every text.
// Email keeps its kind: nil stays nil and "" stays "".
func (r CreateRequest) Normalized() CreateRequest {
	r.PropertyType = strings.TrimSpace(r.PropertyType)
	r.Location = strings.TrimSpace(r.Location)
	r.Name = strings.TrimSpace(r.Name)
	r.Mobile = strings.TrimSpace(r.Mobile)
	if r.Email != nil {
		e := strings.TrimSpace(*r.Email)
		r.Email = &e
	}
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
	r = r.Normalized()
	var p textfield.Problems

	switch {
	case r.PropertyType == "":
		p.Missing("propertyType")
	case !textfield.OneOf(r.PropertyType, PropertyTypes):
		p.Add("propertyType", textfield.MsgChoice)
	}
	if r.Location != "" && !textfield.OneOf(r.Location, Locations) {
		p.Add("location", textfield.MsgChoice)
	}
	if r.Name == "" {
		p.Missing("name")
	} else {
		p.Add("name", textfield.Check(r.Name, MaxName, false))
	}
	switch {
	case r.Mobile == "":
		p.Missing("mobile")
	case len(r.Mobile) > MaxMobile:
		p.Add("mobile", MobileMessage)
	default:
		if _, ok := NormalizeMobile(r.Mobile); !ok {
			p.Add("mobile", MobileMessage)
		}
	}
	if r.Email != nil && *r.Email != "" && !textfield.IsEmail(*r.Email) {
		p.Add("email", textfield.MsgEmail)
	}
	return p.Err(RequiredMessage)
}

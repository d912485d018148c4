package mail

import (
	"strings"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// CountryCode is the only country code the forms send (spec section 5).
const CountryCode = "+91"

// NotificationRequest is the body of POST /api/sendMail (spec section 7, call 2):
// the fixed lead notification, addressed to the visitor or to the company.
type NotificationRequest struct {
	To           string `json:"to"`
	Name         string `json:"name"`
	Email        string `json:"email"`
	CountryCode  string `json:"countryCode"`
	Mobile       string `json:"mobile"`
	PropertyType string `json:"propertyType"`
	Location     string `json:"location"`
	// Website is the honeypot: invisible to people, filled by bots.
	Website string `json:"website,omitempty"`
}

// IsBot reports whether the honeypot field was filled.
func (r NotificationRequest) IsBot() bool { return strings.TrimSpace(r.Website) != "" }

// Normalized returns r with surrounding spaces trimmed from every text.
func (r NotificationRequest) Normalized() NotificationRequest {
	r.To = strings.TrimSpace(r.To)
	r.Name = strings.TrimSpace(r.Name)
	r.Email = strings.TrimSpace(r.Email)
	r.CountryCode = strings.TrimSpace(r.CountryCode)
	r.Mobile = strings.TrimSpace(r.Mobile)
	r.PropertyType = strings.TrimSpace(r.PropertyType)
	r.Location = strings.TrimSpace(r.Location)
	return r
}

// Validate checks the request after trimming. It returns a *fault.Error with
// Code fault.EINVALID, a readable Message and Fields keyed by JSON name.
func (r NotificationRequest) Validate() error {
	r = r.Normalized()
	var p textfield.Problems

	switch {
	case r.To == "":
		p.Missing("to")
	case !textfield.Clean(r.To, false) || !textfield.IsEmail(r.To):
		p.Add("to", textfield.MsgEmail)
	}
	if r.Name == "" {
		p.Missing("name")
	} else {
		p.Add("name", textfield.Check(r.Name, lead.MaxName, false))
	}
	if r.Email != "" && (!textfield.Clean(r.Email, false) || !textfield.IsEmail(r.Email)) {
		p.Add("email", textfield.MsgEmail)
	}
	switch {
	case r.CountryCode == "":
		p.Missing("countryCode")
	case r.CountryCode != CountryCode:
		p.Add("countryCode", "Only Indian mobile numbers (+91) are accepted.")
	}
	switch {
	case r.Mobile == "":
		p.Missing("mobile")
	case len(r.Mobile) > lead.MaxMobile:
		p.Add("mobile", lead.MobileMessage)
	default:
		if _, ok := lead.NormalizeMobile(r.Mobile); !ok {
			p.Add("mobile", lead.MobileMessage)
		}
	}
	switch {
	case r.PropertyType == "":
		p.Missing("propertyType")
	case !textfield.OneOf(r.PropertyType, lead.PropertyTypes):
		p.Add("propertyType", textfield.MsgChoice)
	}
	if r.Location != "" && !textfield.OneOf(r.Location, lead.Locations) {
		p.Add("location", textfield.MsgChoice)
	}
	return p.Err(lead.RequiredMessage)
}

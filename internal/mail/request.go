package mail

import (
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// CountryCode is the only country code the forms send (spec section 5).
var CountryCode = contract.C.CountryCode

// NotificationRequest is the body of POST /api/sendMail (spec section 7, call 2):
// the fixed lead notification, addressed to the visitor or to the company. Only
// To and LeadID choose what is sent; the mail's contents come from the stored lead.
type NotificationRequest struct {
	To           string `json:"to"`
	Name         string `json:"name"`
	Email        string `json:"email"`
	CountryCode  string `json:"countryCode"`
	Mobile       string `json:"mobile"`
	PropertyType string `json:"propertyType"`
	Location     string `json:"location"`
	// LeadID is the id from the 201 of POST /api/leads (optional): the lead to confirm.
	LeadID int64 `json:"leadId,omitempty"`
}

// Normalized returns r with surrounding spaces trimmed from every text.
func (r NotificationRequest) Normalized() NotificationRequest {
	textfield.TrimSpace(&r.To, &r.Name, &r.Email, &r.CountryCode, &r.Mobile, &r.PropertyType, &r.Location)
	return r
}

// Validate checks the request after trimming: the lead's own fields by the
// lead's rules, plus the address and the country code. It returns a *fault.Error
// with Code fault.EINVALID, a readable Message and Fields keyed by JSON name.
func (r NotificationRequest) Validate() error {
	r = r.Normalized()
	var p textfield.Problems
	p.Email("to", r.To, true)
	lead.CreateRequest{
		PropertyType: r.PropertyType, Location: r.Location, Name: r.Name, Mobile: r.Mobile, Email: &r.Email,
	}.Check(&p)
	switch {
	case r.CountryCode == "":
		p.Missing("countryCode")
	case r.CountryCode != CountryCode:
		p.Add("countryCode", contract.C.Messages.CountryCode)
	}
	if r.LeadID < 0 {
		p.Add("leadId", "This is not the number of a request.")
	}
	return p.Err(lead.RequiredMessage)
}

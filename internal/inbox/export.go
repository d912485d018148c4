package inbox

import (
	"strconv"

	"github.com/nivaas-interiors/site/internal/csvexport"
	"github.com/nivaas-interiors/site/internal/lead"
)

// ExportHeader names the columns of a lead export, with the API's JSON names:
// the same from the back-office and from `site leads export` (ExportRow fills both).
var ExportHeader = []string{"id", "propertyType", "location", "name", "mobile", "email", "whatsappUpdates", "createdAt",
	"page", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content",
	"status", "assignee", "followUpOn", "lostReason"}

// ExportRow is l as one row of ExportHeader.
func ExportRow(l Lead) []string {
	email, who := "", ""
	if l.Email != nil {
		email = *l.Email
	}
	if l.Assignee != nil {
		who = l.Assignee.Name
	}
	a := l.Attribution
	return []string{strconv.FormatInt(l.ID, 10), l.PropertyType, l.Location, l.Name, ExportMobile(l.Mobile), email,
		strconv.FormatBool(l.WhatsappUpdates), csvexport.Time(&l.CreatedAt),
		a.Page, a.Referrer, a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm, a.UTMContent,
		l.Status, who, l.FollowUpOn, l.LostReason}
}

// ExportMobile writes a valid Indian mobile one way, "+91 98765 43210": a CRM
// import reads the country code, and the spaces keep a spreadsheet from making
// it a number (which would drop the "+" and show 9.19877E+11). Anything else stays as typed.
func ExportMobile(m string) string {
	d, ok := lead.NormalizeMobile(m)
	if !ok {
		return m
	}
	return "+91 " + d[:5] + " " + d[5:]
}

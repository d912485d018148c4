package lead

import (
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/csvexport"
)

// ExportHeader names the columns of a lead export, with the API's JSON names
// (times in India time, as their header says): the same from the back-office
// and from `site leads export` (ExportRow fills both).
var ExportHeader = []string{"id", "propertyType", "location", "name", "mobile", "email", "whatsappUpdates", "whatsappWithdrawnAt (IST)", "createdAt (IST)",
	"page", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content",
	"status", "assignee", "followUpOn", "lostReason", "notes"}

// ExportLead is a lead with what its export row shows besides: its notes and logged calls, oldest first,
// and when the person withdrew their WhatsApp consent (nil while it stands or was never given).
type ExportLead struct {
	Lead
	Notes               []Event
	WhatsAppWithdrawnAt *time.Time
}

// maxNotesCell keeps the notes within the 32,767 characters a spreadsheet cell holds.
const maxNotesCell = 32000

// ExportRow is l as one row of ExportHeader: the status as the screen shows it,
// the notes newest first, one a line, each with its India time and author.
func ExportRow(l ExportLead) []string {
	email, who := "", ""
	if l.Email != nil {
		email = *l.Email
	}
	if l.Assignee != nil {
		who = l.Assignee.Name
	}
	a := l.Attribution
	return []string{strconv.FormatInt(l.ID, 10), l.PropertyType, l.Location, l.Name, ExportMobile(l.Mobile), email,
		strconv.FormatBool(l.WhatsappUpdates), csvexport.IndiaTime(l.WhatsAppWithdrawnAt), csvexport.IndiaTime(&l.CreatedAt),
		a.Page, a.Referrer, a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm, a.UTMContent,
		StatusLabel(l.Status), who, l.FollowUpOn, l.LostReason, exportNotes(l.Notes)}
}

func exportNotes(notes []Event) string {
	var b strings.Builder
	for i := len(notes) - 1; i >= 0; i-- {
		n := notes[i]
		line := csvexport.IndiaTime(&n.At) + " IST"
		if n.Actor != nil {
			line += " " + n.Actor.Name
		}
		line += ": " + n.Text
		if b.Len()+len(line)+1 > maxNotesCell {
			break
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(line)
	}
	return b.String()
}

// ExportMobile writes a valid Indian mobile one way, "+91 98765 43210": a CRM
// import reads the country code, and the spaces keep a spreadsheet from making
// it a number (which would drop the "+" and show 9.19877E+11). Anything else stays as typed.
func ExportMobile(m string) string {
	d, ok := NormalizeMobile(m)
	if !ok {
		return m
	}
	return "+91 " + d[:5] + " " + d[5:]
}

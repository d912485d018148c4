package office

import (
	"strconv"

	"github.com/nivaas-interiors/site/internal/csvexport"
)

// The columns of the contact-message and subscriber exports (times in India
// time, as their headers say), the same from the back-office and from
// `site contact export` / `site subscribers export`.
var (
	MessageExportHeader    = []string{"id", "firstName", "lastName", "email", "phone", "subject", "message", "page", "createdAt (IST)", "handledAt (IST)", "handledBy"}
	SubscriberExportHeader = []string{"id", "email", "page", "createdAt (IST)", "handledAt (IST)", "handledBy"}
)

// MessageExportRow is m as one row of MessageExportHeader.
func MessageExportRow(m Message) []string {
	return []string{strconv.FormatInt(m.ID, 10), m.FirstName, m.LastName, m.Email, m.Phone, m.Subject, m.Message,
		m.Page, csvexport.IndiaTime(&m.CreatedAt), csvexport.IndiaTime(m.At), exportPerson(m.By)}
}

// SubscriberExportRow is sub as one row of SubscriberExportHeader.
func SubscriberExportRow(sub Subscriber) []string {
	return []string{strconv.FormatInt(sub.ID, 10), sub.Email, sub.Page, csvexport.IndiaTime(&sub.CreatedAt), csvexport.IndiaTime(sub.At), exportPerson(sub.By)}
}

func exportPerson(p *Person) string {
	if p == nil {
		return ""
	}
	return p.Name
}

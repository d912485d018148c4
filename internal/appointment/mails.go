package appointment

import (
	"context"
	"html"
	"net/mail"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// Mails writes a booking's mails: to the visitor (with the invitation) when they
// gave an e-mail, and to the company, which confirms by phone when they gave none.
type Mails struct {
	SiteURL string // the public origin of the signed links
	// InfoEmail is the company's address (organizer of the invitations, recipient of its notices) and Phone
	// the number visitors call, both used when Company is nil or unreadable.
	InfoEmail string
	Brand     string
	Phone     string
	// Company is read as each mail is written, so mails show the owner's current address and phone.
	Company company.Source
	Now     func() time.Time
}

// contact is the company's current address and phone, the configured ones when they cannot be read.
func (m Mails) contact() company.Contact {
	return company.CurrentContact(context.Background(), m.Company, company.Contact{InfoEmail: m.InfoEmail, Phone: m.Phone})
}

var _ Mailer = Mails{}

// CompanyAddress is where the team's notices go.
func (m Mails) CompanyAddress() string { return m.contact().InfoEmail }

// buildOrigin is the pages' own origin, used when SITE_URL is not set.
const buildOrigin = "https://www.nivaas.example"

func (m Mails) origin() string { return Origin(m.SiteURL) }

// Origin is the origin of the links a booking's messages carry: SITE_URL, else the pages' own.
func Origin(siteURL string) string {
	if origin := strings.TrimRight(siteURL, "/"); origin != "" {
		return origin
	}
	return buildOrigin
}

func (m Mails) manageURL(token string) string { return ManageURL(m.origin(), token) }

// ManageURL is the page where a booking's visitor moves or cancels it (no sign-in), under origin.
func ManageURL(origin, token string) string {
	return origin + "/appointment?t=" + url.QueryEscape(token)
}

func when(b Booking) string { return When(b) }

// When is a booking's time as its messages write it, in India time.
func When(b Booking) string {
	return b.Start.In(India).Format("Monday 2 January 2006, 3:04 PM") + " (India time)"
}

func visitorAddress(b Booking) string {
	if b.Email == nil {
		return ""
	}
	a, err := mail.ParseAddress(*b.Email)
	if err != nil || a.Address != *b.Email {
		return ""
	}
	return a.Address
}

// visitor is a mail to the visitor with the booking's invitation, or nil without an e-mail;
// an error when the invitation cannot be written (the mail is then not sent, and not said to be).
func (m Mails) visitor(b Booking, p Place, links Links, subject, lead, method string) (*mailmsg.Message, error) {
	to := visitorAddress(b)
	if to == "" {
		return nil, nil
	}
	reach := m.contact()
	ev := Event{Booking: b, Place: p, Organizer: "mailto:" + reach.InfoEmail}
	link, withdraw := "", consent.URL(m.origin(), links.Withdraw)
	if links.Manage != "" {
		link = m.manageURL(links.Manage)
		ev.ManageURL = link
	}
	ics, err := Calendar(method, "", []Event{ev}, m.Now())
	if err != nil {
		return nil, err
	}
	lines := []string{"Dear " + b.Name + ",", "", lead, "", "When: " + when(b), "Where: " + ev.Location()}
	if link != "" {
		lines = append(lines, "", "To move or cancel it (no sign-in needed): "+link)
	}
	lines = append(lines, "", "Questions? Call us on "+reach.Phone+".", "", m.Brand)
	if withdraw != "" {
		lines = append(lines, "", consent.MailLine+" "+withdraw)
	}
	text := strings.Join(lines, "\n")
	var h strings.Builder
	for _, l := range lines {
		switch {
		case strings.HasPrefix(l, "To move or cancel it"):
			h.WriteString(`<p>To move or cancel it (no sign-in needed): <a href="` + html.EscapeString(link) + `">` + html.EscapeString(link) + "</a></p>")
		case withdraw != "" && strings.HasPrefix(l, consent.MailLine):
			h.WriteString(`<p>` + html.EscapeString(consent.MailLine) + ` <a href="` + html.EscapeString(withdraw) + `">withdraw consent</a></p>`)
		case l != "":
			h.WriteString("<p>" + html.EscapeString(l) + "</p>")
		}
	}
	return &mailmsg.Message{To: to, Subject: subject, Text: text, HTML: h.String(), Calendar: string(ics)}, nil
}

// company is the team's notice of a change; unmailed says the visitor's mail could not be written.
func (m Mails) company(b Booking, p Place, what string, unmailed bool) mailmsg.Message {
	ev := Event{Booking: b, Place: p}
	lines := []string{what, "", "Visitor: " + b.Name + ", " + b.Mobile, "When: " + when(b), "Where: " + ev.Location()}
	switch {
	case unmailed:
		lines = append(lines, "", "The visitor's mail could not be written, so none was sent: please call "+b.Mobile+" to tell them.")
	case visitorAddress(b) == "" && b.Status == StatusBooked:
		lines = append(lines, "", "The visitor gave no e-mail: please call "+b.Mobile+" to confirm the appointment.")
	}
	text := strings.Join(lines, "\n")
	var h strings.Builder
	for _, l := range lines {
		if l != "" {
			h.WriteString("<p>" + html.EscapeString(l) + "</p>")
		}
	}
	subject := strings.NewReplacer("\r", " ", "\n", " ").Replace(what + ": " + b.Name + ", " + p.Name)
	return mailmsg.Message{To: m.contact().InfoEmail, Subject: subject, Text: text, HTML: h.String()}
}

// Booked: the confirmation (or, after a move, the update) with the invitation, and the team's notice.
func (m Mails) Booked(b Booking, p Place, links Links) []mailmsg.Message {
	subject, lead, notice := "Your free design consultation is booked", "Your free design consultation is booked.", "Consultation booked"
	if b.Sequence > 0 {
		subject, lead, notice = "Your consultation has moved", "Your free design consultation has moved to a new time.", "Consultation moved"
	}
	return m.withNotice(b, p, notice)(m.visitor(b, p, links, subject, lead, MethodRequest))
}

// withNotice is the team's notice of a change followed by the visitor's mail, when one was written.
func (m Mails) withNotice(b Booking, p Place, notice string) func(*mailmsg.Message, error) []mailmsg.Message {
	return func(v *mailmsg.Message, err error) []mailmsg.Message {
		out := []mailmsg.Message{m.company(b, p, notice, err != nil)}
		if v != nil {
			out = append(out, *v)
		}
		return out
	}
}

// Cancelled: the visitor's cancellation (METHOD:CANCEL removes it from their calendar) and the team's notice.
func (m Mails) Cancelled(b Booking, p Place, links Links) []mailmsg.Message {
	return m.withNotice(b, p, "Consultation cancelled")(m.visitor(b, p, Links{Withdraw: links.Withdraw}, "Your consultation is cancelled",
		"Your free design consultation is cancelled. You are welcome to book another time on our website.", MethodCancel))
}

// Reminder is the visitor's reminder of a coming consultation, nil without an e-mail.
func (m Mails) Reminder(b Booking, p Place, links Links) *mailmsg.Message {
	v, _ := m.visitor(b, p, links, "Reminder: your free design consultation", "A reminder of your free design consultation.", MethodRequest)
	return v // one that cannot be written is not sent: the booking's confirmation told the team to call
}

// Assignee tells the lead's assignee what the visitor did to their booking, with the lead's page.
func (m Mails) Assignee(b Booking, who lead.Seat, what string) mailmsg.Message {
	link := m.origin() + "/admin/leads/" + strconv.FormatInt(b.LeadID, 10)
	lines := []string{"Hello " + who.Name + ",", "", what, "", "Visitor: " + b.Name + ", " + b.Mobile,
		"", "Open the lead: " + link, "", "This mail comes from the " + m.Brand + " back-office."}
	subject := "Consultation moved by the visitor: "
	if b.Status == StatusCancelled {
		subject = "Consultation cancelled by the visitor: "
	}
	subject += strings.NewReplacer("\r", " ", "\n", " ").Replace(b.Name)
	return mailmsg.Message{To: who.Email, Subject: subject, Text: strings.Join(lines, "\n")}
}

package mail

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	htmltemplate "html/template"
	"strconv"
	"strings"
	texttemplate "text/template"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/textfield"
)

//go:embed templates/*.tmpl
var templateFS embed.FS

// Each mail has a plain-text part (text/template) and an HTML part
// (html/template, which escapes everything a visitor typed).
var (
	textTemplates = texttemplate.Must(texttemplate.New("").Funcs(texttemplate.FuncMap{"withdrawLine": withdrawLine}).
			ParseFS(templateFS, "templates/*.txt.tmpl"))
	htmlTemplates = htmltemplate.Must(htmltemplate.New("").Funcs(htmltemplate.FuncMap{
		"pair":         func(label, value string) [2]string { return [2]string{label, value} },
		"withdrawLine": withdrawLine,
	}).ParseFS(templateFS, "templates/*.html.tmpl"))
)

// withdrawLine is the sentence before a visitor's withdrawal link, the same in every mail.
func withdrawLine() string { return consent.MailLine }

// india is the company's clock for "Received" lines (IST has no daylight saving).
var india = time.FixedZone("IST", 5*3600+30*60)

// maxSubjectPart bounds visitor text inside a subject so a long name cannot flood it.
const maxSubjectPart = 60

// subjectLabels are the readable names of contact.Subjects.
var subjectLabels = map[string]string{
	"general": "General inquiry", "support": "Support", "sales": "Sales",
	"partnership": "Partnership", "other": "Other",
}

type leadView struct {
	Title, Brand                                          string
	Name, Email, Mobile, PropertyType, Location, Received string
	// Origin is the site's public address for the company's link to the lead's
	// page; LeadID is filled in at delivery from the outbox row, as the lead has
	// no id yet when its notification is written in the same transaction.
	Origin string `json:"origin,omitempty"`
	LeadID int64  `json:"leadId,omitempty"`
	// WithdrawURL is the visitor's signed link to withdraw their consents (issue 28), "" in the company's mail.
	WithdrawURL string `json:"withdrawUrl,omitempty"`
}

// LeadURL is the lead's page in the back-office, "" when the origin or the id is unknown.
func (v leadView) LeadURL() string {
	if v.Origin == "" || v.LeadID == 0 {
		return ""
	}
	return v.Origin + "/admin/leads/" + strconv.FormatInt(v.LeadID, 10)
}

type contactView struct {
	Title, Brand                                         string
	Name, Email, Phone, Subject, Message, Page, Received string
}

// leadForVisitor is the confirmation to the visitor who asked for a consultation,
// written from the stored lead, so nothing in it comes from the sendMail request.
func leadForVisitor(brand, infoEmail, withdrawURL string, l lead.Enquiry) (Message, error) {
	to, err := singleAddress(deref(l.Email))
	if err != nil {
		return Message{}, err
	}
	v := newLeadView(brand, l)
	v.WithdrawURL = withdrawURL
	v.Title = withBrand("Your free design consultation request", brand)
	m := Message{To: to, Subject: v.Title}
	if addr, err := singleAddress(infoEmail); err == nil {
		m.ReplyTo = addr // the visitor's answer reaches the company, not the no-reply sender
	}
	return render(m, "lead-visitor", v)
}

// leadForCompany is the notification to the company's info address about a new lead.
func leadForCompany(brand, infoEmail, origin string, l lead.Enquiry) (Message, error) {
	to, err := singleAddress(infoEmail)
	if err != nil {
		return Message{}, err
	}
	v := newLeadView(brand, l)
	v.Origin = strings.TrimRight(origin, "/")
	v.Title = withBrand("New consultation request from "+headerText(l.Name, maxSubjectPart), brand)
	m := Message{To: to, Subject: v.Title}
	if addr, err := singleAddress(deref(l.Email)); err == nil {
		m.ReplyTo = addr
	}
	return render(m, "lead-company", v)
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// contactForCompany is the Contact Us message, mailed to the company with Reply-To the visitor.
func contactForCompany(brand, infoEmail string, c contact.Message) (Message, error) {
	to, err := singleAddress(infoEmail)
	if err != nil {
		return Message{}, err
	}
	name := strings.TrimSpace(c.FirstName + " " + c.LastName)
	label := subjectLabels[c.Subject]
	if label == "" {
		label = c.Subject
	}
	v := contactView{
		Brand: brand, Name: name, Email: c.Email, Phone: c.Phone, Subject: label,
		Message: c.Message, Page: c.Page, Received: received(c.CreatedAt),
	}
	v.Title = withBrand(fmt.Sprintf("New message from %s (%s)",
		headerText(name, maxSubjectPart), headerText(label, maxSubjectPart)), brand)
	m := Message{To: to, Subject: v.Title}
	if addr, err := singleAddress(c.Email); err == nil {
		m.ReplyTo = addr
	}
	return render(m, "contact", v)
}

type replyView struct {
	Title, Brand                  string
	Name, Text, Subject, Original string
	WithdrawURL                   string `json:"withdrawUrl,omitempty"` // the writer's withdrawal link (issue 28)
}

// messageReply is the company's answer to a Contact Us message, written in the
// back-office, to its writer with Reply-To the company, quoting what they wrote.
func messageReply(brand, infoEmail, withdrawURL, to, name, subject, text, original string) (Message, error) {
	addr, err := singleAddress(to)
	if err != nil {
		return Message{}, err
	}
	v := replyView{Brand: brand, Name: name, Text: text, Subject: subject, Original: original, WithdrawURL: withdrawURL}
	v.Title = withBrand("Re: "+headerText(subject, maxSubjectPart), brand)
	m := Message{To: addr, Subject: v.Title}
	if from, err := singleAddress(infoEmail); err == nil {
		m.ReplyTo = from // the writer's answer reaches the company, not the no-reply sender
	}
	return render(m, "reply", v)
}

func newLeadView(brand string, l lead.Enquiry) leadView {
	mobile := l.Mobile
	if d, ok := lead.NormalizeMobile(l.Mobile); ok {
		mobile = CountryCode + " " + d[:5] + " " + d[5:]
	}
	return leadView{
		Brand: brand, Name: l.Name, Email: deref(l.Email), Mobile: mobile,
		PropertyType: l.PropertyType, Location: l.Location, Received: received(l.CreatedAt),
	}
}

func received(at time.Time) string {
	if at.IsZero() {
		return "Not recorded"
	}
	return at.In(india).Format("2 Jan 2006, 3:04 PM") + " IST"
}

// render names the templates of m's text and HTML parts and keeps data for
// them: Render writes the parts at delivery, off the request's path.
func render(m Message, name string, data any) (Message, error) {
	view, err := json.Marshal(data)
	if err != nil {
		return Message{}, fmt.Errorf("mail: %s view: %w", name, err)
	}
	m.Template, m.View = name, view
	return m, nil
}

// views gives, per template name, the data type its View decodes into.
var views = map[string]func() any{
	"lead-visitor": func() any { return new(leadView) },
	"lead-company": func() any { return new(leadView) },
	"contact":      func() any { return new(contactView) },
	"set-password": func() any { return new(setPasswordView) },
	"reply":        func() any { return new(replyView) },
}

// renderAbout returns m with its text and HTML parts written from its templates (see Message.Template)
// for an outbox row about lead leadID (0: none), whose id the lead's mail links to; a message already
// written comes back as it is.
func renderAbout(m Message, leadID int64) (Message, error) {
	if m.Template == "" {
		return m, nil
	}
	newView, ok := views[m.Template]
	if !ok {
		return Message{}, fmt.Errorf("mail: no templates named %q", m.Template)
	}
	data := newView()
	if err := json.Unmarshal(m.View, data); err != nil {
		return Message{}, fmt.Errorf("mail: %s view: %w", m.Template, err)
	}
	if v, ok := data.(*leadView); ok && leadID != 0 {
		v.LeadID = leadID
	}
	var text, html bytes.Buffer
	if err := textTemplates.ExecuteTemplate(&text, m.Template+".txt.tmpl", data); err != nil {
		return Message{}, fmt.Errorf("mail: render %s text: %w", m.Template, err)
	}
	if err := htmlTemplates.ExecuteTemplate(&html, m.Template+".html.tmpl", data); err != nil {
		return Message{}, fmt.Errorf("mail: render %s html: %w", m.Template, err)
	}
	m.Text, m.HTML = text.String(), html.String()
	m.Template, m.View = "", nil
	return m, nil
}

func withBrand(subject, brand string) string {
	subject = headerText(subject, 200)
	if b := headerText(brand, maxSubjectPart); b != "" {
		return subject + " — " + b
	}
	return subject
}

// headerText makes s safe inside a header: one line, no control characters,
// runs of spaces collapsed, at most max characters (an ellipsis marks a cut).
func headerText(s string, max int) string {
	var b strings.Builder
	space := false
	for _, r := range s {
		if r == utf8.RuneError || unicode.IsControl(r) || unicode.IsSpace(r) || r == '\u2028' || r == '\u2029' {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	out := b.String()
	if utf8.RuneCountInString(out) > max {
		out = strings.TrimSpace(string([]rune(out)[:max-1])) + "…"
	}
	return out
}

// singleAddress returns s trimmed if it is exactly one bare e-mail address
// (no display name, no list, no line break), else an error.
func singleAddress(s string) (string, error) {
	s = strings.TrimSpace(s)
	if !textfield.Clean(s, false) || !textfield.IsEmail(s) {
		return "", fmt.Errorf("mail: %q is not a single e-mail address", s)
	}
	return s, nil
}

type setPasswordView struct {
	Title, Brand, Name, Email, Link string
}

// setPasswordLink is a staff member's one-time link to choose a password.
func setPasswordLink(brand, to, name, link string) (Message, error) {
	addr, err := singleAddress(to)
	if err != nil {
		return Message{}, err
	}
	v := setPasswordView{Brand: brand, Name: name, Email: addr, Link: link}
	v.Title = withBrand("Choose your back-office password", brand)
	return render(Message{To: addr, Subject: v.Title}, "set-password", v)
}

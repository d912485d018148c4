package mail

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/lead"
)

var at = time.Date(2026, 5, 1, 6, 30, 0, 0, time.UTC) // 12:00 PM in India

// storedLead is the lead r describes as the store gives it back: the templates
// write from stored leads; the visitor's confirmation goes to its e-mail (r.To then).
func storedLead(r NotificationRequest, at time.Time) lead.Enquiry {
	email := r.Email
	if email == "" && !strings.EqualFold(r.To, "hello@nivaas.example") {
		email = r.To
	}
	return lead.Enquiry{ID: 1, PropertyType: r.PropertyType, Location: r.Location, Name: r.Name, Mobile: r.Mobile,
		Email: &email, Role: lead.Role, CreatedAt: at}
}

// delivered returns a function giving a built message as the worker writes it
// out once the outbox stored it (encoded and decoded as a row is).
func delivered(t *testing.T) func(Message, error) Message {
	return func(m Message, err error) Message {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		row, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var stored Message
		if err := json.Unmarshal(row, &stored); err != nil {
			t.Fatal(err)
		}
		out, err := renderAbout(stored, 0)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
}

func TestRenderRefusesUnknownTemplates(t *testing.T) {
	for _, m := range []Message{{Template: "no-such-mail", View: json.RawMessage(`{}`)}, {Template: "contact", View: json.RawMessage(`[1]`)}} {
		if _, err := renderAbout(m, 0); err == nil {
			t.Errorf("renderAbout(%s, %s) wrote a mail", m.Template, m.View)
		}
	}
	written := Message{To: "a@example.in", Subject: "S", Text: "T", HTML: "<p>H</p>"}
	if got, err := renderAbout(written, 0); err != nil || !reflect.DeepEqual(got, written) {
		t.Errorf("Render of a written mail = %+v, %v; want it as it is", got, err)
	}
}

func TestLeadForVisitor(t *testing.T) {
	r := validRequest()
	r.Name = `Asha <script>alert("x")</script>`
	m := delivered(t)(leadForVisitor("Nivaas Interiors", "hello@nivaas.example", "", storedLead(r, at)))
	if m.To != "asha@example.com" || m.ReplyTo != "hello@nivaas.example" {
		t.Fatalf("To %q, Reply-To %q", m.To, m.ReplyTo)
	}
	if m.Subject != "Your free design consultation request — Nivaas Interiors" {
		t.Fatalf("subject %q", m.Subject)
	}
	if strings.Contains(m.HTML, "<script>") || !strings.Contains(m.HTML, "&lt;script&gt;") {
		t.Fatalf("visitor markup not escaped in HTML:\n%s", m.HTML)
	}
	for _, want := range []string{"Dear Asha <script>", "Property type: 2 BHK", "Location: Pune", "Mobile: +91 98765 43210", "E-mail: asha@example.com", "Nivaas Interiors"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	for _, want := range []string{"<title>Your free design consultation request — Nivaas Interiors</title>", "98765 43210", "2 BHK"} {
		if !strings.Contains(m.HTML, want) {
			t.Errorf("HTML lacks %q", want)
		}
	}
}

func TestLeadForCompany(t *testing.T) {
	r := validRequest()
	r.To, r.Email, r.Location = "hello@nivaas.example", "", ""
	r.Name = "Ravi\r\nBcc: victim@example.com"
	m := delivered(t)(leadForCompany("Nivaas Interiors", "hello@nivaas.example", "", storedLead(r, at)))
	if m.Subject != "New consultation request from Ravi Bcc: victim@example.com — Nivaas Interiors" {
		t.Fatalf("subject %q", m.Subject)
	}
	if m.ReplyTo != "" {
		t.Fatalf("Reply-To %q without a visitor e-mail", m.ReplyTo)
	}
	for _, want := range []string{"E-mail: Not given", "Location: Not given", "Received: 1 May 2026, 12:00 PM IST"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
}

// The company's mail links to the lead's page at the site's public address; the
// id comes from the outbox row at delivery, as the notification is written before the lead has one.
func TestLeadForCompanyLinksToTheLead(t *testing.T) {
	m, err := leadForCompany("Nivaas Interiors", "hello@nivaas.example", "https://www.nivaas.in/", storedLead(validRequest(), at))
	if err != nil {
		t.Fatal(err)
	}
	row, _ := json.Marshal(m)
	var stored Message
	if err := json.Unmarshal(row, &stored); err != nil {
		t.Fatal(err)
	}
	out, err := Deliverable(Item{ID: 9, Message: stored, LeadID: 42})
	if err != nil {
		t.Fatal(err)
	}
	const link = "https://www.nivaas.in/admin/leads/42"
	if !strings.Contains(out.Text, "Open the lead: "+link) {
		t.Errorf("text lacks the link:\n%s", out.Text)
	}
	if !strings.Contains(out.HTML, `<a href="`+link+`"`) {
		t.Errorf("HTML lacks the link:\n%s", out.HTML)
	}
	// A row without a lead (or written without an origin) has no link rather than a broken one.
	if out, _ := Deliverable(Item{ID: 9, Message: stored}); strings.Contains(out.Text, "Open the lead") {
		t.Errorf("link without a lead id:\n%s", out.Text)
	}
}

func TestContactForCompany(t *testing.T) {
	c := contact.Message{
		Written:   contact.Written{FirstName: "Meera", LastName: "<b>Iyer</b>", Email: "meera@example.com", Subject: "sales", Message: "Line one\n<img src=x onerror=alert(1)>"},
		CreatedAt: at,
	}
	m := delivered(t)(contactForCompany("Nivaas Interiors", "hello@nivaas.example", c))
	if m.To != "hello@nivaas.example" || m.ReplyTo != "meera@example.com" {
		t.Fatalf("To %q, Reply-To %q", m.To, m.ReplyTo)
	}
	if m.Subject != "New message from Meera <b>Iyer</b> (Sales) — Nivaas Interiors" {
		t.Fatalf("subject %q", m.Subject)
	}
	if strings.Contains(m.HTML, "<img") || strings.Contains(m.HTML, "<b>Iyer") || !strings.Contains(m.HTML, "&lt;img src=x onerror=alert(1)&gt;") {
		t.Fatalf("visitor markup not escaped in HTML:\n%s", m.HTML)
	}
	if !strings.Contains(m.Text, "Phone: Not given") || !strings.Contains(m.Text, "Line one\n<img") {
		t.Fatalf("text:\n%s", m.Text)
	}
}

func TestContactReplyToOnlyForOneAddress(t *testing.T) {
	c := contact.Message{Written: contact.Written{FirstName: "A", LastName: "B", Email: "a@example.com\r\nBcc: x@example.com", Subject: "other", Message: "hi"}}
	m := delivered(t)(contactForCompany("", "hello@nivaas.example", c))
	if m.ReplyTo != "" {
		t.Fatalf("Reply-To %q from a broken address", m.ReplyTo)
	}
	if m.Subject != "New message from A B (Other)" {
		t.Fatalf("subject without brand %q", m.Subject)
	}
}

func TestHeaderText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain", "plain"},
		{"  two   spaces ", "two spaces"},
		{"a\r\nBcc: b", "a Bcc: b"},
		{"a\u2028b\tc\x00d", "a b c d"},
		{strings.Repeat("x", 70), strings.Repeat("x", 59) + "…"},
	}
	for _, tt := range tests {
		if got := headerText(tt.in, 60); got != tt.want {
			t.Errorf("headerText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSingleAddress(t *testing.T) {
	for _, bad := range []string{"", "a", "a@example.com, b@example.com", "A <a@example.com>", "a@example.com\nBcc: b@example.com"} {
		if _, err := singleAddress(bad); err == nil {
			t.Errorf("singleAddress(%q) accepted", bad)
		}
	}
	if got, err := singleAddress(" a@example.com "); err != nil || got != "a@example.com" {
		t.Fatalf("singleAddress = %q, %v", got, err)
	}
}

func TestSetPasswordLink(t *testing.T) {
	link := "https://www.example.in/admin/set-password#abcDEF_-123"
	m := delivered(t)(setPasswordLink("Nivaas Interiors", "meera@example.in", `Meera <b>Nair</b>`, link))
	if m.To != "meera@example.in" || m.Subject != "Choose your back-office password — Nivaas Interiors" {
		t.Fatalf("To %q, subject %q", m.To, m.Subject)
	}
	if !strings.Contains(m.Text, link) || !strings.Contains(m.Text, "within 30 minutes") || !strings.Contains(m.HTML, `href="`+link+`"`) {
		t.Fatalf("the link is missing:\n%s\n%s", m.Text, m.HTML)
	}
	if strings.Contains(m.HTML, "<b>Nair") {
		t.Error("a name's markup reached the HTML unescaped")
	}
	if _, err := setPasswordLink("Nivaas Interiors", "a@example.in, b@example.in", "X", link); err == nil {
		t.Error("two addresses were accepted")
	}
}

// TestVisitorMailsEndWithTheWithdrawalLine: the confirmation and a reply to a
// message carry the one withdrawal line with the link; without a link, none.
func TestVisitorMailsEndWithTheWithdrawalLine(t *testing.T) {
	link := "https://www.nivaas.example/forms/consent?t=message.4.99.sig"
	reply := delivered(t)(messageReply("Nivaas Interiors", "hello@nivaas.example", link, "ravi@example.com", "Ravi", "Sales", "Yes, we do.", "Do you do kitchens?"))
	lead := delivered(t)(leadForVisitor("Nivaas Interiors", "hello@nivaas.example", link, storedLead(validRequest(), at)))
	for name, m := range map[string]Message{"reply": reply, "confirmation": lead} {
		if !strings.Contains(m.Text, consent.MailLine+" "+link) || !strings.Contains(m.HTML, consent.MailLine+` <a href="`+link+`">withdraw consent</a>`) {
			t.Errorf("%s lacks the withdrawal line:\n%s\n%s", name, m.Text, m.HTML)
		}
	}
	none := delivered(t)(messageReply("Nivaas Interiors", "hello@nivaas.example", "", "ravi@example.com", "Ravi", "Sales", "Yes.", "Hi"))
	if strings.Contains(none.Text, consent.MailLine) || strings.Contains(none.HTML, "withdraw consent") {
		t.Errorf("a reply without a link still offers one:\n%s", none.Text)
	}
}

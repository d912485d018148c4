package mail_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/smtp"
	"github.com/nivaas-interiors/site/internal/smtp/smtptest"
	"github.com/nivaas-interiors/site/internal/storetest"
)

const (
	from      = "Nivaas Interiors <no-reply@nivaas.example>"
	infoEmail = "hello@nivaas.example"
	script    = `Asha <script>alert(1)</script>`
)

// saveLead stores a lead as POST /api/leads does, with the company's mail
// composed by notifier (nil: none) in the same transaction.
func saveLead(t *testing.T, s lead.IntakeStore, notifier lead.Notifier, email string, at time.Time) *lead.Enquiry {
	t.Helper()
	l, err := lead.NewIntake(s, notifier, func() time.Time { return at }).Create(context.Background(), lead.CreateRequest{
		PropertyType: "2 BHK", Location: "Pune", Name: script, Mobile: "98765 43210", Email: &email,
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func notification(to, email string) mail.NotificationRequest {
	return mail.NotificationRequest{
		To: to, Name: script, Email: email, CountryCode: "+91",
		Mobile: "98765 43210", PropertyType: "2 BHK", Location: "Pune",
	}
}

func TestNotificationsArriveOverSMTP(t *testing.T) {
	db := storetest.OpenSQLite(t)
	srv := smtptest.Start(t)
	sender, err := smtp.New(srv.URL(), from)
	if err != nil {
		t.Fatal(err)
	}
	w := mail.NewWorker(db, sender, fastConfig("w1"))
	svc := mail.NewService(db, db, mail.ServiceConfig{InfoEmail: infoEmail, From: from, AfterEnqueue: w.Wake})
	ctx := context.Background()

	saveLead(t, db, svc, "asha@example.com", time.Now())
	if err := svc.RequestLeadNotification(ctx, notification("asha@example.com", "asha@example.com")); err != nil {
		t.Fatal(err)
	}
	if err := svc.RequestLeadNotification(ctx, notification("HELLO@nivaas.example", "")); err != nil {
		t.Fatal(err)
	}
	// A contact message is stored with its notice (see contact); here the notice goes in alone.
	m, err := svc.ContactNotice(contact.Message{
		Written:   contact.Written{FirstName: "Meera\r\nBcc: victim@example.com", LastName: "Iyer", Email: "meera@example.com", Subject: "sales", Message: "Call me\n<script>alert(2)</script>"},
		CreatedAt: time.Now(),
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Enqueue(ctx, *m); err != nil {
		t.Fatal(err)
	}
	run(t, w)

	bySubject := map[string]smtptest.Mail{}
	companyLeadMails := 0
	for _, m := range srv.WaitFor(3, 10*time.Second) {
		bySubject[m.Subject()] = m
		if strings.HasPrefix(m.Subject(), "New consultation request") {
			companyLeadMails++
		}
	}
	// The company's mail was stored with the lead; sendMail to the company adds none.
	if companyLeadMails != 1 {
		t.Errorf("company lead mails: got %d, want 1", companyLeadMails)
	}
	want := []struct{ subject, to, replyTo string }{
		{"Your free design consultation request — Nivaas Interiors", "asha@example.com", infoEmail},
		{"New consultation request from " + script + " — Nivaas Interiors", infoEmail, "asha@example.com"},
		{"New message from Meera Bcc: victim@example.com Iyer (Sales) — Nivaas Interiors", infoEmail, "meera@example.com"},
	}
	for _, w := range want {
		m, ok := bySubject[w.subject]
		if !ok {
			t.Errorf("no mail with subject %q; got %v", w.subject, keys(bySubject))
			continue
		}
		h := m.Header()
		if len(m.To) != 1 || m.To[0] != w.to || h.Get("To") != "<"+w.to+">" {
			t.Errorf("%q: envelope %v, To %q, want only %s", w.subject, m.To, h.Get("To"), w.to)
		}
		if got := strings.Trim(h.Get("Reply-To"), "<>"); got != w.replyTo {
			t.Errorf("%q: Reply-To %q, want %q", w.subject, got, w.replyTo)
		}
		if len(h["Bcc"]) != 0 || len(h["Cc"]) != 0 {
			t.Errorf("%q: visitor input created a header: %v", w.subject, h)
		}
		if !strings.HasSuffix(m.MessageID(), "@nivaas.example") {
			t.Errorf("%q: Message-ID %q", w.subject, m.MessageID())
		}
		text, html, err := m.Parts()
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(html, "<script>") || !strings.Contains(html, "&lt;script&gt;") {
			t.Errorf("%q: visitor markup not escaped in HTML:\n%s", w.subject, html)
		}
		if !strings.Contains(text, "<script>") {
			t.Errorf("%q: plain text should keep what the visitor typed:\n%s", w.subject, text)
		}
	}
	waitStats(t, db, 5*time.Second, func(s mail.Stats) bool { return s.Sent == 3 && s.Pending == 0 })
}

func keys(m map[string]smtptest.Mail) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func TestRequestLeadNotificationIsNotAnOpenRelay(t *testing.T) {
	db := storetest.OpenSQLite(t)
	now := time.Now()
	svc := mail.NewService(db, db, mail.ServiceConfig{InfoEmail: infoEmail, From: from, Now: func() time.Time { return now }})
	ctx := context.Background()
	saveLead(t, db, nil, "fresh@example.com", now.Add(-29*time.Minute))
	saveLead(t, db, nil, "old@example.com", now.Add(-31*time.Minute))

	tests := []struct {
		name, to string
		wantCode string
	}{
		{"company address", infoEmail, ""},
		{"company address in capitals", "Hello@Nivaas.Example", ""},
		{"lead of the last 30 minutes", "fresh@example.com", ""},
		{"lead e-mail in other case", "FRESH@example.com", ""},
		{"stranger", "victim@example.com", fault.EFORBIDDEN},
		{"lead older than 30 minutes", "old@example.com", fault.EFORBIDDEN},
		{"not an address", "victim", fault.EINVALID},
		{"address list", "fresh@example.com,victim@example.com", fault.EINVALID},
	}
	for _, tt := range tests {
		err := svc.RequestLeadNotification(ctx, notification(tt.to, ""))
		if got := fault.Code(err); got != tt.wantCode {
			t.Errorf("%s: code %q (%v), want %q", tt.name, got, err, tt.wantCode)
		}
		if tt.wantCode == fault.EFORBIDDEN && fault.Message(err) != mail.ForbiddenMessage {
			t.Errorf("%s: message %q", tt.name, fault.Message(err))
		}
	}
	// One confirmation for the fresh lead: its second request is a repeat, the company's address queues nothing.
	waitStats(t, db, time.Second, func(s mail.Stats) bool { return s.Pending == 1 })
}

func TestServiceReportsStoreDownAsUnavailable(t *testing.T) {
	db := storetest.OpenSQLite(t)
	svc := mail.NewService(db, db, mail.ServiceConfig{InfoEmail: infoEmail, From: from})
	db.Close()
	ctx := context.Background()
	for name, err := range map[string]error{
		"visitor": svc.RequestLeadNotification(ctx, notification("asha@example.com", "")),
	} {
		if fault.Code(err) != fault.EUNAVAILABLE {
			t.Errorf("%s: err = %v, want unavailable", name, err)
		}
	}
}

func TestBrandComesFromConfig(t *testing.T) {
	db := storetest.OpenSQLite(t)
	srv := smtptest.Start(t)
	sender, err := smtp.New(srv.URL(), "Casa Ghar <no-reply@casa.example>")
	if err != nil {
		t.Fatal(err)
	}
	for _, cfg := range []mail.ServiceConfig{
		{InfoEmail: "hi@casa.example", From: "Casa Ghar <no-reply@casa.example>"},
		{InfoEmail: "hi@casa.example", From: "no-reply@casa.example", Brand: "Casa Ghar"},
	} {
		saveLead(t, db, mail.NewService(db, db, cfg), "asha@example.com", time.Now())
	}
	run(t, mail.NewWorker(db, sender, fastConfig("w1")))
	for _, m := range srv.WaitFor(2, 5*time.Second) {
		if m.Subject() != "New consultation request from "+script+" — Casa Ghar" {
			t.Errorf("subject %q", m.Subject())
		}
	}
}

// TestSendMailIsNoRelay replays the abuse found in the hostile test: one lead
// saved with a victim's address unlocked unlimited mails to it, each with a
// name of the attacker's choosing. Now a lead gets one confirmation, written
// from the stored lead, whatever the requests say.
func TestSendMailIsNoRelay(t *testing.T) {
	db := storetest.OpenSQLite(t)
	srv := smtptest.Start(t)
	w := mail.NewWorker(db, newSender(t, srv, from), fastConfig("w1"))
	svc := mail.NewService(db, db, mail.ServiceConfig{InfoEmail: infoEmail, From: from, AfterEnqueue: w.Wake})
	ctx := context.Background()
	victim := saveLead(t, db, svc, "victim@example.com", time.Now())
	other := saveLead(t, db, svc, "other@example.com", time.Now())

	attacker := notification("victim@example.com", "")
	attacker.Name = "Click https://evil.example to claim your refund"
	tests := []struct {
		name     string
		req      mail.NotificationRequest
		wantCode string
	}{
		{"first request for the lead", attacker, ""},
		{"repeat", attacker, ""},
		{"repeat in capitals", notification("VICTIM@example.com", ""), ""},
		{"repeat naming the lead", withLead(attacker, victim.ID), ""},
		{"company address", notification(infoEmail, ""), ""},
		{"another lead's id", withLead(attacker, other.ID), fault.EFORBIDDEN},
		{"unknown address", notification("stranger@example.com", ""), fault.EFORBIDDEN},
	}
	for _, tt := range tests {
		if got := fault.Code(svc.RequestLeadNotification(ctx, tt.req)); got != tt.wantCode {
			t.Errorf("%s: code %q, want %q", tt.name, got, tt.wantCode)
		}
	}
	run(t, w)
	mails := srv.WaitFor(3, 5*time.Second) // the two company mails and one confirmation
	time.Sleep(300 * time.Millisecond)     // room for a mail that should not come
	if n := len(srv.Mails()); n != 3 {
		t.Fatalf("%d mails sent, want 3", n)
	}
	toVictim := 0
	for _, m := range mails {
		if m.To[0] != "victim@example.com" {
			continue
		}
		toVictim++
		text, _, err := m.Parts()
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(text, "evil.example") || !strings.Contains(text, "Dear "+script) {
			t.Errorf("confirmation not written from the stored lead:\n%s", text)
		}
	}
	if toVictim != 1 {
		t.Errorf("%d mails to the victim's address, want 1", toVictim)
	}
}

func withLead(r mail.NotificationRequest, id int64) mail.NotificationRequest {
	r.LeadID = id
	return r
}

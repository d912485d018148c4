package storetest

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// testConsents: a lead, a message and a subscription keep what their sender
// agreed to, keyed by the record; a withdrawal is recorded once, with the CRM's copy.
func testConsents(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	at := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	seen := consent.Seen{NoticeVersion: consent.Current.Version, NoticeLanguage: "hi", ClientAddress: "203.0.113.9"}
	recs := func(ps ...consent.Purpose) []consent.Record {
		r, err := consent.Current.Records(seen, at, ps...)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	l := &lead.Enquiry{PropertyType: "1 BHK", Name: "Asha", Mobile: "9876543210", Role: lead.Role, CreatedAt: at,
		WhatsappUpdates: true, Consents: recs(consent.PurposeEstimate, consent.PurposeWhatsApp)}
	if err := s.CreateLead(ctx, l, nil, nil); err != nil {
		t.Fatal(err)
	}
	got, err := s.Consents(ctx, consent.KindLead, l.ID)
	if err != nil || len(got) != 2 {
		t.Fatalf("Consents(lead) = %+v, %v", got, err)
	}
	for _, r := range got {
		if r.Kind != consent.KindLead || r.RecordID != l.ID || r.NoticeVersion != consent.Current.Version || r.Language != "hi" ||
			r.NoticeHash != consent.Current.Hash("hi") || r.ClientAddress != "203.0.113.9" || r.WithdrawnAt != nil {
			t.Errorf("lead consent = %+v", r)
		}
		sameTime(t, "GivenAt", r.GivenAt, at)
	}
	m := &contact.Message{
		Written:   contact.Written{FirstName: "Ravi", LastName: "K", Email: "ravi@example.com", Subject: "general", Message: "Hi"},
		CreatedAt: at,
		Consents:  recs(consent.PurposeReply),
	}
	if err := s.CreateContactMessage(ctx, m, nil, nil); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Consents(ctx, consent.KindMessage, m.ID); err != nil || len(got) != 1 || got[0].Purpose != consent.PurposeReply {
		t.Errorf("Consents(message) = %+v, %v", got, err)
	}
	for range 2 { // subscribing again adds the new consent beside the first
		sub := &newsletter.Subscription{Email: "Meera@Example.com", CreatedAt: at, Consents: recs(consent.PurposeNewsletter)}
		if err := s.Subscribe(ctx, sub); err != nil {
			t.Fatal(err)
		}
		if len(sub.Consents) != 1 || sub.Consents[0].RecordID == 0 {
			t.Fatalf("subscription consents = %+v", sub.Consents)
		}
	}

	w := consent.Withdrawal{Kind: consent.KindLead, RecordID: l.ID, Purpose: consent.PurposeWhatsApp, At: at.Add(time.Hour)}
	crm := &mailmsg.Message{Channel: mailmsg.ChannelWebhook, To: "CRM webhook", Subject: "withdrawn", Text: `{"event":"consent.withdrawn"}`}
	for i, want := range []bool{true, false} {
		changed, err := s.WithdrawConsent(ctx, w, crm)
		if err != nil || changed != want {
			t.Fatalf("WithdrawConsent #%d = %v, %v; want %v", i+1, changed, err, want)
		}
	}
	got, _ = s.Consents(ctx, consent.KindLead, l.ID)
	if at := consent.WithdrawnAt(got, consent.PurposeWhatsApp); at == nil || consent.Active(got, consent.PurposeWhatsApp) || !consent.Active(got, consent.PurposeEstimate) {
		t.Errorf("after withdrawal: %+v", got)
	} else {
		sameTime(t, "WithdrawnAt", *at, w.At)
	}
	pending, err := s.Claim(ctx, "consents", time.Now(), time.Minute, 100)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, o := range pending {
		if strings.Contains(o.Message.Text, "consent.withdrawn") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("CRM copies of the withdrawal = %d, want 1 (a second tap sends nothing)", n)
	}
}

// testConsentWithdrawals: a booking keeps consents of its own, with the booking;
// each kind's link withdraws its consents (a booking's, its lead's too); the
// subscriber list shows the unsubscribed and the export leaves them out; the
// lead export reads when WhatsApp was withdrawn.
func testConsentWithdrawals(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	now := func() time.Time { return apptNow }
	hooks := 0
	crm := func(w consent.Withdrawal) *mailmsg.Message {
		hooks++
		return &mailmsg.Message{Channel: mailmsg.ChannelWebhook, To: "CRM webhook", Subject: "withdrawn " + string(w.Kind), Text: "{}"}
	}
	svc := consent.NewService(s, s, crm, now)
	seen := consent.Seen{NoticeVersion: consent.Current.Version, NoticeLanguage: "hi", ClientAddress: "198.51.100.7"}
	recs := func(ps ...consent.Purpose) []consent.Record {
		r, err := consent.Current.Records(seen, apptNow, ps...)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}

	// A booking from the visitor's form stores its own consent beside the lead's.
	l := &lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: "Kiran", Mobile: "9876500011", Email: str("kiran@example.com"),
		Role: lead.Role, CreatedAt: apptNow.Add(-time.Minute), WhatsappUpdates: true, Consents: recs(consent.PurposeEstimate, consent.PurposeWhatsApp)}
	if err := s.CreateLead(ctx, l, nil, nil); err != nil {
		t.Fatal(err)
	}
	appts := apptService(t, s, nil)
	_, slots, err := appts.Slots(ctx, "centre-pune")
	if err != nil || len(slots) == 0 {
		t.Fatalf("slots: %v %v", slots, err)
	}
	token, _ := appts.LeadToken(ctx, l.ID, apptNow)
	if _, err := appts.BookForLead(ctx, token, "centre-pune", slots[0].Start, consent.Seen{NoticeVersion: 99}); err == nil {
		t.Fatal("a booking naming a notice never shown was made")
	}
	booked, err := appts.BookForLead(ctx, token, "centre-pune", slots[0].Start, seen)
	if err != nil {
		t.Fatal(err)
	}
	own, err := s.Consents(ctx, consent.KindBooking, booked.Booking.ID)
	if err != nil || len(own) != 1 || own[0].Purpose != consent.PurposeAppointment || own[0].Language != "hi" ||
		own[0].NoticeHash != consent.Current.Hash("hi") || own[0].ClientAddress != "198.51.100.7" || own[0].RecordID != booked.Booking.ID {
		t.Fatalf("booking consents = %+v, %v", own, err)
	}
	sameTime(t, "booking consent GivenAt", own[0].GivenAt, apptNow)

	m := &contact.Message{
		Written:   contact.Written{FirstName: "Ravi", Email: "ravi@example.com", Subject: "general", Message: "Hi"},
		CreatedAt: apptNow,
		Consents:  recs(consent.PurposeReply),
	}
	if err := s.CreateContactMessage(ctx, m, nil, nil); err != nil {
		t.Fatal(err)
	}
	sub := &newsletter.Subscription{Email: "leaver@example.com", CreatedAt: apptNow, Consents: recs(consent.PurposeNewsletter)}
	if err := s.Subscribe(ctx, sub); err != nil {
		t.Fatal(err)
	}
	link := func(kind consent.Kind, id int64) string {
		u := svc.URL(ctx, "https://www.nivaas.example", kind, id, apptNow)
		_, tok, _ := strings.Cut(u, "?t=")
		return tok
	}

	// Each kind's link withdraws the purpose it holds, once.
	cases := []struct {
		kind    consent.Kind
		id      int64
		purpose consent.Purpose
		holder  consent.Kind // where the withdrawal is recorded
	}{
		{consent.KindMessage, m.ID, consent.PurposeReply, consent.KindMessage},
		{consent.KindSubscription, sub.Consents[0].RecordID, consent.PurposeNewsletter, consent.KindSubscription},
		{consent.KindBooking, booked.Booking.ID, consent.PurposeAppointment, consent.KindBooking},
		{consent.KindBooking, booked.Booking.ID, consent.PurposeWhatsApp, consent.KindLead}, // the lead's, from the booking's mail
		{consent.KindLead, l.ID, consent.PurposeEstimate, consent.KindLead},
	}
	for _, c := range cases {
		tok := link(c.kind, c.id)
		before, err := svc.ByLink(ctx, tok)
		if err != nil || !consent.Active(before, c.purpose) {
			t.Fatalf("%s link before: %+v, %v", c.kind, before, err)
		}
		after, err := svc.Withdraw(ctx, tok, c.purpose)
		if err != nil || consent.Active(after, c.purpose) || consent.WithdrawnAt(after, c.purpose) == nil {
			t.Fatalf("%s link withdrawing %s: %+v, %v", c.kind, c.purpose, after, err)
		}
		var id int64 = c.id
		if c.holder == consent.KindLead {
			id = l.ID
		}
		stored, _ := s.Consents(ctx, c.holder, id)
		if consent.Active(stored, c.purpose) {
			t.Errorf("%s %s still stands in the %s's own records: %+v", c.kind, c.purpose, c.holder, stored)
		}
	}
	if again, err := svc.Withdraw(ctx, link(consent.KindLead, l.ID), consent.PurposeEstimate); err != nil || consent.Active(again, consent.PurposeEstimate) {
		t.Errorf("a second tap: %+v, %v", again, err)
	}
	if hooks < len(cases) {
		t.Errorf("CRM copies made = %d, want one per withdrawal", hooks)
	}
	if _, err := svc.ByLink(ctx, link(consent.KindBooking, 999999)); err == nil {
		t.Error("a link to a booking that does not exist showed consents")
	}

	// The subscriber list shows the unsubscribed; the export leaves them out; subscribing again counts.
	list, err := s.ListSubscribers(ctx, office.Query{Search: "leaver", Limit: 10})
	if err != nil || len(list) != 1 || list[0].UnsubscribedAt == nil {
		t.Fatalf("subscribers after withdrawal = %+v, %v", list, err)
	}
	exported := 0
	offices := office.NewService(s, now)
	if err := offices.EachSubscriber(ctx, office.Query{Search: "leaver"}, func(office.Subscriber) error { exported++; return nil }); err != nil || exported != 0 {
		t.Errorf("export of the unsubscribed: %d rows, %v", exported, err)
	}
	if err := s.Subscribe(ctx, &newsletter.Subscription{Email: "leaver@example.com", CreatedAt: apptNow.Add(time.Hour),
		Consents: recs(consent.PurposeNewsletter)}); err != nil {
		t.Fatal(err)
	}
	if list, _ = s.ListSubscribers(ctx, office.Query{Search: "leaver", Limit: 10}); len(list) != 1 || list[0].UnsubscribedAt != nil {
		t.Errorf("subscribed again = %+v", list)
	}

	// The lead export reads when WhatsApp was withdrawn.
	withdrawn, err := s.WhatsAppWithdrawals(ctx, []int64{l.ID, l.ID + 1000})
	if at, ok := withdrawn[l.ID]; err != nil || !ok || len(withdrawn) != 1 {
		t.Fatalf("WhatsAppWithdrawals = %v, %v", withdrawn, err)
	} else {
		sameTime(t, "WhatsApp withdrawn", at, apptNow)
	}
	var row []string
	err = lead.NewService(s, now).Export(ctx, lead.Filter{IDs: []int64{l.ID}}, func(e lead.ExportLead) error {
		row = lead.ExportRow(e)
		return nil
	})
	col := 7
	if err != nil || lead.ExportHeader[col] != "whatsappWithdrawnAt (IST)" || row == nil ||
		row[col] != apptNow.In(lead.India).Format("2006-01-02 15:04") {
		t.Errorf("lead export row = %q, %v", row, err)
	}
}

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
	l := &lead.Lead{PropertyType: "1 BHK", Name: "Asha", Mobile: "9876543210", Role: lead.Role, CreatedAt: at,
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
	m := &contact.Message{FirstName: "Ravi", LastName: "K", Email: "ravi@example.com", Subject: "general", Message: "Hi",
		CreatedAt: at, Consents: recs(consent.PurposeReply)}
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

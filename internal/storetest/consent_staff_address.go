package storetest

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// testStaffBookingConsent: staff booking for a caller must confirm they read the spoken notice;
// the booking then keeps a consent of its own, recorded by that member of staff, with the
// spoken notice's hash and no client address, which the booking's link shows and withdraws.
func testStaffBookingConsent(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	appts := apptService(t, s, nil)
	leadID := apptLeads(t, s, 1)[0]
	start := time.Date(2026, 11, 24, 11, 30, 0, 0, time.FixedZone("IST", 5*3600+30*60))
	seller := newAccount(t, s, "caller.desk@example.com", staff.Sales)
	by := staff.Actor{ID: seller.ID, Email: seller.Email, Address: "203.0.113.5"}
	for _, r := range []consent.Reading{{}, {NoticeLanguage: "hi"}, {NoticeRead: true, NoticeLanguage: "xx"}} {
		_, err := appts.BookForCaller(ctx, by, leadID, "centre-pune", start, r)
		if fault.Code(err) != fault.EINVALID || fault.Message(err) == "" || strings.Contains(fault.Message(err), "consent:") {
			t.Fatalf("booking with reading %+v: %v, want a sentence refusing it", r, err)
		}
	}
	if list, _ := s.LeadBookings(ctx, leadID); len(list) != 0 {
		t.Fatalf("refused staff bookings were stored: %+v", list)
	}
	booked, err := appts.BookForCaller(ctx, by, leadID, "centre-pune", start, consent.Reading{NoticeRead: true, NoticeLanguage: "hi"})
	if err != nil {
		t.Fatal(err)
	}
	recs, err := s.Consents(ctx, consent.KindBooking, booked.Booking.ID)
	if err != nil || len(recs) != 1 || recs[0].Purpose != consent.PurposeAppointment || recs[0].RecordedBy != seller.ID ||
		recs[0].ClientAddress != "" || recs[0].Language != "hi" || recs[0].NoticeVersion != consent.Current.Version ||
		recs[0].NoticeHash != consent.Current.SpokenHash("hi") || recs[0].NoticeHash == consent.Current.Hash("hi") {
		t.Fatalf("staff booking consents = %+v, %v", recs, err)
	}
	sameTime(t, "staff booking consent GivenAt", recs[0].GivenAt, apptNow)
	svc := consent.NewService(s, s, nil, func() time.Time { return apptNow })
	_, tok, _ := strings.Cut(svc.URL(ctx, "https://www.nivaas.example", consent.KindBooking, booked.Booking.ID, apptNow), "?t=")
	after, err := svc.Withdraw(ctx, tok, consent.PurposeAppointment)
	if err != nil || consent.WithdrawnAt(after, consent.PurposeAppointment) == nil {
		t.Fatalf("withdrawing the staff-recorded consent by the booking's link: %+v, %v", after, err)
	}
}

// testAddressConsents: an address link reaches the consents of every record made with that
// e-mail (any case) and no other's; it withdraws a purpose on each of them; 40 taps at once
// withdraw once, with one CRM copy per record; an address holding none reaches none.
func testAddressConsents(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	var hooks atomic.Int64
	crm := func(w consent.Withdrawal) *mailmsg.Message {
		hooks.Add(1)
		return &mailmsg.Message{Channel: mailmsg.ChannelWebhook, To: "CRM webhook", Subject: "withdrawn " + string(w.Kind), Text: "{}"}
	}
	svc := consent.NewService(s, s, crm, func() time.Time { return apptNow })
	recs := func(ps ...consent.Purpose) []consent.Record {
		r, err := consent.Current.Records(consent.Seen{ClientAddress: "198.51.100.9"}, apptNow, ps...)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	newLead := func(email, mobile string) *lead.Enquiry {
		l := &lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: "Meera", Mobile: mobile, Email: str(email), Role: lead.Role,
			CreatedAt: apptNow, WhatsappUpdates: true, Consents: recs(consent.PurposeEstimate, consent.PurposeWhatsApp)}
		if err := s.CreateLead(ctx, l, nil, nil); err != nil {
			t.Fatal(err)
		}
		return l
	}
	mine, other := newLead("meera@example.com", "9876500101"), newLead("someone.else@example.com", "9876500102")
	if err := s.CreateContactMessage(ctx, &contact.Message{
		Written:   contact.Written{FirstName: "Meera", Email: "Meera@Example.com", Subject: "general", Message: "Hi"},
		CreatedAt: apptNow,
		Consents:  recs(consent.PurposeReply),
	}, nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Subscribe(ctx, &newsletter.Subscription{Email: "meera@example.com", CreatedAt: apptNow, Consents: recs(consent.PurposeNewsletter)}); err != nil {
		t.Fatal(err)
	}
	token := func(email string) string {
		_, tok, _ := strings.Cut(svc.AddressURL(ctx, "https://www.nivaas.example", email, apptNow), "?t=")
		return tok
	}
	tok := token("MEERA@example.com ")
	if strings.Contains(strings.ToLower(tok), "meera") {
		t.Fatalf("the address shows in its link: %s", tok)
	}
	got, err := svc.ByLink(ctx, tok)
	if err != nil || len(got) != 4 {
		t.Fatalf("address link reaches %+v, %v; want the lead's two, the message's and the subscription's", got, err)
	}
	for _, r := range got {
		if r.Kind == consent.KindLead && r.RecordID == other.ID {
			t.Fatalf("address link reaches another person's lead: %+v", r)
		}
	}
	after, err := svc.Withdraw(ctx, tok, consent.PurposeWhatsApp)
	if err != nil || consent.Active(after, consent.PurposeWhatsApp) || !consent.Active(after, consent.PurposeEstimate) {
		t.Fatalf("withdrawing WhatsApp by address: %+v, %v", after, err)
	}
	if theirs, _ := s.Consents(ctx, consent.KindLead, other.ID); !consent.Active(theirs, consent.PurposeWhatsApp) {
		t.Fatalf("another person's WhatsApp was withdrawn: %+v", theirs)
	}
	if mineNow, _ := s.Consents(ctx, consent.KindLead, mine.ID); consent.Active(mineNow, consent.PurposeWhatsApp) {
		t.Fatalf("the lead's WhatsApp stands: %+v", mineNow)
	}

	// 40 taps at once on one purpose: withdrawn once, one CRM copy.
	hooks.Store(0)
	var wg sync.WaitGroup
	errs := make(chan error, 40)
	for range 40 {
		wg.Go(func() {
			if _, err := svc.Withdraw(ctx, tok, consent.PurposeNewsletter); err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("a concurrent tap failed: %v", err)
	}
	queued, err := s.Claim(ctx, "consent-test", time.Now().Add(time.Hour), time.Minute, 100)
	copies := 0
	for _, it := range queued {
		if it.Message.Subject == "withdrawn subscription" {
			copies++
		}
	}
	if err != nil || copies != 1 {
		t.Errorf("CRM copies queued for 40 taps = %d (%v), want 1", copies, err)
	}
	if got, _ := svc.ByLink(ctx, tok); consent.Active(got, consent.PurposeNewsletter) {
		t.Errorf("newsletter stands after 40 taps: %+v", got)
	}

	if none, err := svc.ByLink(ctx, token("nobody@example.com")); err != nil || len(none) != 0 {
		t.Errorf("an address holding nothing: %+v, %v; want none and no error", none, err)
	}
	if none, err := svc.Withdraw(ctx, token("nobody@example.com"), consent.PurposeWhatsApp); err != nil || len(none) != 0 {
		t.Errorf("withdrawing for an address holding nothing: %+v, %v", none, err)
	}
	late := consent.NewService(s, s, nil, func() time.Time { return apptNow.Add(consent.LinkLife + time.Hour) })
	for name, bad := range map[string]string{"expired": tok, "tampered": strings.Replace(tok, ".", ".A", 1), "empty": ""} {
		svcFor := svc
		if name == "expired" {
			svcFor = late
		}
		if _, err := svcFor.ByLink(ctx, bad); fault.Code(err) != fault.EFORBIDDEN {
			t.Errorf("%s address link: %v, want refused", name, err)
		}
	}
}

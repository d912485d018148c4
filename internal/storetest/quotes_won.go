package storetest

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/quote"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// acceptedOnCall shares a three-room quote on l and records its acceptance on a call.
func acceptedOnCall(t *testing.T, svc *quote.Service, l *lead.Lead) quote.Version {
	t.Helper()
	ctx := context.Background()
	v, err := svc.Save(ctx, quoteOwner, staff.Owner, "Olga", l.ID, threeRooms())
	if err == nil {
		_, err = svc.Share(ctx, quoteOwner, v.ID)
	}
	if err == nil {
		v, err = svc.AcceptOnCall(ctx, quoteOwner, "Olga", v.ID, "Asha Rao", "Read v1 to Asha on her mobile.")
	}
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// bookingLinkOpen is a lead whose quote was accepted on a call, with the booking amount's payment link open.
func bookingLinkOpen(t *testing.T, s *sqlstore.Store) (*quote.Service, *lead.Lead, quote.Version) {
	t.Helper()
	svc, l := quoteLead(t, s)
	v := acceptedOnCall(t, svc, l)
	if v.Payment == nil {
		t.Fatal("no booking link after the acceptance")
	}
	return svc, l, v
}

// testQuoteWonValue: without online payment, staff mark a lead with an accepted quote won and its value is the
// quote's total; a typed value that differs is refused with a sentence, before and after the win.
func testQuoteWonValue(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	_, l := quoteLead(t, s)
	svc := quote.NewService(s, quote.Deps{Leads: s, Key: []byte("k"), SiteURL: "https://site.example", Brand: "Nivaas"})
	v := acceptedOnCall(t, svc, l)
	want := lead.WonValueOf(v.Totals.TotalPaise)
	leads := lead.NewService(s, nil)
	l, _ = s.InboxLead(ctx, l.ID)
	if q, err := s.AcceptedQuote(ctx, l.ID); err != nil || q == nil || q.Number != 1 || q.Value() != want {
		t.Fatalf("the lead's accepted quote: %+v, want v1 worth %d (%v)", q, want, err)
	}
	typed := lead.Change{Version: l.Version, Status: lead.Optional[string]{Set: true, Value: lead.StatusWon},
		WonValue: lead.Optional[int64]{Set: true, Value: 5_00_000}}
	if _, err := leads.Change(ctx, quoteOwner, l.ID, typed); fault.Code(err) != fault.EINVALID || !strings.Contains(err.Error(), "accepted a quote") {
		t.Fatalf("a typed value other than the quote's: %v", err)
	}
	won, err := leads.Change(ctx, quoteOwner, l.ID, lead.Change{Version: l.Version, Status: lead.Optional[string]{Set: true, Value: lead.StatusWon}})
	if err != nil || won.Status != lead.StatusWon || won.WonValue != want {
		t.Fatalf("won without a value: %s %d, want %d (%v)", won.Status, won.WonValue, want, err)
	}
	events, _ := s.LeadEvents(ctx, l.ID)
	if last := events[len(events)-1].Text; !strings.Contains(last, "the total of accepted quote v1") {
		t.Fatalf("timeline ends %q", last)
	}
	cleared := lead.Change{Version: won.Version, WonValue: lead.Optional[int64]{Set: true, Null: true}}
	if _, err := leads.Change(ctx, quoteOwner, l.ID, cleared); fault.Code(err) != fault.EINVALID {
		t.Fatalf("clearing a won value that is the quote's: %v", err)
	}
}

// testQuotePaymentMerged: a booking amount paid for a quote of a lead merged since into another wins the kept lead
// at the quote's total, and the event is processed (not failed); the kept lead shows the accepted quote.
func testQuotePaymentMerged(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc, l, v := bookingLinkOpen(t, s)
	ids := inboxLeads(t, s, lead.Enquiry{Name: "Asha R", Mobile: "+91 98765 43210"})
	kept, _ := s.InboxLead(ctx, ids[0])
	l, _ = s.InboxLead(ctx, l.ID)
	if _, err := lead.NewService(s, nil).Merge(ctx, quoteOwner, kept.ID, kept.Version, l.ID, l.Version); err != nil {
		t.Fatal(err)
	}
	ev := quote.PaymentEvent{LinkID: v.Payment.LinkID, State: quote.PayPaid, PaidPaise: v.Payment.AmountPaise, PaymentID: "pay_9"}
	if err := svc.RecordPaymentEvent(ctx, ev); err != nil {
		t.Fatalf("payment for a merged lead: %v", err)
	}
	kept, _ = s.InboxLead(ctx, kept.ID)
	want := lead.WonValueOf(v.Totals.TotalPaise)
	q, _ := s.AcceptedQuote(ctx, kept.ID)
	if kept.Status != lead.StatusWon || kept.WonValue != want || q == nil || q.Value() != want {
		t.Fatalf("kept lead %s with %d (accepted %+v), want won with %d", kept.Status, kept.WonValue, q, want)
	}
	if got, _ := svc.Version(ctx, v.ID); got.Payment == nil || got.Payment.State != quote.PayPaid {
		t.Fatalf("payment after the event: %+v", got.Payment)
	}
}

// testQuotePaymentErased: a booking amount paid after the customer's data was erased is recorded (the company's
// money), the lead counted won at the quote's total with nothing of the person back; the event is not failed.
func testQuotePaymentErased(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc, l, v := bookingLinkOpen(t, s)
	rec := privacy.ErasureRecord{Reason: "retention", At: time.Now().UTC()}
	if _, _, err := s.Erase(ctx, privacy.Target{LeadIDs: []int64{l.ID}}, rec, nil); err != nil {
		t.Fatal(err)
	}
	ev := quote.PaymentEvent{LinkID: v.Payment.LinkID, State: quote.PayPaid, PaidPaise: v.Payment.AmountPaise, PaymentID: "pay_7"}
	if err := svc.RecordPaymentEvent(ctx, ev); err != nil {
		t.Fatalf("payment for an erased lead: %v", err)
	}
	got, _ := s.InboxLead(ctx, l.ID)
	if got.Status != lead.StatusWon || got.WonValue != lead.WonValueOf(v.Totals.TotalPaise) || got.Name != "" || got.Mobile != "" {
		t.Fatalf("erased lead after payment: %s %d %q %q", got.Status, got.WonValue, got.Name, got.Mobile)
	}
}

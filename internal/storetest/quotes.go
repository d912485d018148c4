package storetest

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/quote"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// links stands in for the payment platform: the Razorpay client has its own tests against a local server.
type links struct{ n atomic.Int64 }

func (l *links) CreateLink(_ context.Context, r quote.LinkRequest) (quote.Link, error) {
	n := strconv.FormatInt(l.n.Add(1), 10)
	return quote.Link{ID: "plink_" + n, ShortURL: "https://rzp.io/i/" + n}, nil
}

var (
	quoteOwner     staff.Actor
	quoteOwnerAcct *staff.Account
)

func threeRooms() quote.Draft {
	return quote.Draft{Rooms: []quote.DraftRoom{
		{Name: "Kitchen", Lines: []quote.DraftLine{{ItemID: 1, Tier: "premium", Quantity: 1250, DiscountBp: 750}, {ItemID: 7, Tier: "premium", Quantity: 100}}},
		{Name: "Master bedroom", Lines: []quote.DraftLine{{ItemID: 2, Tier: "premium", Quantity: 4875, DiscountBp: 333}}},
		{Name: "Living room", Lines: []quote.DraftLine{{Tier: "premium", Quantity: 100, Name: "Puja unit", Unit: "job", RatePaise: 3333333, GSTBp: 1200}}},
	}}
}

func quoteLead(t *testing.T, s *sqlstore.Store) (*quote.Service, *lead.Lead) {
	t.Helper()
	a := newAccount(t, s, "owner@example.com", staff.Owner)
	quoteOwnerAcct = a
	quoteOwner = staff.Actor{ID: a.ID, Email: a.Email, Address: "192.0.2.1"}
	ids := inboxLeads(t, s, lead.Enquiry{Name: "Asha Rao", Mobile: "+91 98765 43210", Email: str("asha@example.com")})
	svc := quote.NewService(s, quote.Deps{Leads: s, Key: []byte("k"), SiteURL: "https://site.example", Brand: "Nivaas",
		Payments: &links{}, NotifyTo: "info@example.com"})
	l, err := s.InboxLead(context.Background(), ids[0])
	if err != nil {
		t.Fatal(err)
	}
	return svc, l
}

// testQuoteVersions: the owner's settings at their version, v1 and v2 with what changed, a stale draft refused,
// sharing moves the lead to Proposal sent with its timeline line.
func testQuoteVersions(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc, l := quoteLead(t, s)
	set, err := svc.Settings(ctx)
	if err != nil || set.Version != 1 || len(set.PriceList) != len(quote.C.Defaults.PriceList) {
		t.Fatalf("fresh settings %+v, %v", set.Version, err)
	}
	set.DiscountLimits.Sales = 500
	if set, err = svc.SaveSettings(ctx, quoteOwner, set); err != nil || set.Version != 2 {
		t.Fatalf("save settings: %v %v", set.Version, err)
	}
	set.Version = 1
	if _, err := svc.SaveSettings(ctx, quoteOwner, set); fault.Code(err) != fault.ECONFLICT {
		t.Fatalf("stale settings: %v", err)
	}
	if _, err := svc.Save(ctx, quoteOwner, staff.Sales, "Sam", l.ID, threeRooms()); fault.Code(err) != fault.EINVALID {
		t.Fatalf("7.5%% off by sales over a 5%% limit: %v", err)
	}
	v1, err := svc.Save(ctx, quoteOwner, staff.Owner, "Olga", l.ID, threeRooms())
	if err != nil || v1.Number != 1 || v1.Changes[0] != "First version." || v1.Totals.TotalPaise == 0 || v1.Link != nil {
		t.Fatalf("v1 = %+v, %v", v1, err)
	}
	d := threeRooms()
	d.Rooms[0].Lines[0].Quantity = 1400
	if _, err := svc.Save(ctx, quoteOwner, staff.Owner, "Olga", l.ID, d); !errors.Is(err, quote.ErrStaleDraft) {
		t.Fatalf("draft on no version while v1 exists: %v", err)
	}
	d.BasedOn = 1
	v2, err := svc.Save(ctx, quoteOwner, staff.Owner, "Olga", l.ID, d)
	if err != nil || v2.Number != 2 || len(v2.Changes) != 2 || v2.Changes[0] != "Kitchen: Modular kitchen (base and wall units) (Premium) quantity 12.5 → 14 running ft." {
		t.Fatalf("v2 = %+v, %v", v2.Changes, err)
	}
	if _, err := svc.Share(ctx, quoteOwner, v1.ID); fault.Code(err) != fault.ECONFLICT {
		t.Fatalf("sharing v1 after v2: %v", err)
	}
	shared, err := svc.Share(ctx, quoteOwner, v2.ID)
	if err != nil || shared.Link == nil || shared.SharedAt == nil {
		t.Fatalf("share: %+v, %v", shared, err)
	}
	after, _ := s.InboxLead(ctx, l.ID)
	if after.Status != lead.StatusProposalSent {
		t.Fatalf("lead status %s after sharing", after.Status)
	}
	events, _ := s.LeadEvents(ctx, l.ID)
	if len(events) < 2 || events[len(events)-2].Text != "Quote v2 shared ("+quote.Rupees(v2.Totals.TotalPaise)+")." {
		t.Fatalf("timeline %+v", events)
	}
}

// testQuoteAcceptOnce: forty acceptances of one version at once give one; the version is then locked;
// forty guesses at once at a code use its five guesses and no more.
func testQuoteAcceptOnce(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc, l := quoteLead(t, s)
	v, err := svc.Save(ctx, quoteOwner, staff.Owner, "Olga", l.ID, threeRooms())
	if err == nil {
		_, err = svc.Share(ctx, quoteOwner, v.ID)
	}
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddQuoteCode(ctx, quote.Code{VersionID: v.ID, Hash: "h", CreatedAt: time.Now(), ExpiresAt: time.Now().Add(time.Hour)}, 5,
		quote.Notice{Visitor: true, Message: mailmsg.Message{To: "asha@example.com", Subject: "Code", Text: "Your code is h."}}, l.ID); err != nil {
		t.Fatal(err)
	}
	var claimed, won atomic.Int64
	var wg sync.WaitGroup
	for i := range 40 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			if h, err := s.ClaimQuoteCode(ctx, v.ID, time.Now(), quote.C.Limits.CodeGuesses); err == nil && h == "h" {
				claimed.Add(1)
			}
		}()
		go func() {
			defer wg.Done()
			_, err := svc.AcceptOnCall(ctx, quoteOwner, "Olga", v.ID, "Asha Rao "+strconv.Itoa(i), "")
			switch {
			case err == nil:
				won.Add(1)
			case !errors.Is(err, quote.ErrAccepted):
				t.Errorf("accept: %v", err)
			}
		}()
	}
	wg.Wait()
	if won.Load() != 1 || claimed.Load() != int64(quote.C.Limits.CodeGuesses) {
		t.Fatalf("%d acceptances, %d guesses claimed", won.Load(), claimed.Load())
	}
	got, err := svc.Version(ctx, v.ID)
	if err != nil || !got.Locked || got.Accepted.Channel != quote.ChannelCall || got.Accepted.RecordedBy != "Olga" {
		t.Fatalf("accepted version %+v, %v", got.Accepted, err)
	}
	if _, err := svc.Save(ctx, quoteOwner, staff.Owner, "Olga", l.ID, quote.Draft{Rooms: threeRooms().Rooms, BasedOn: 1}); !errors.Is(err, quote.ErrAccepted) {
		t.Fatalf("new version after acceptance: %v", err)
	}
	if got.Payment == nil || got.Payment.State != quote.PayCreated || got.Payment.AmountPaise != got.Milestones[0].AmountPaise {
		t.Fatalf("booking link %+v", got.Payment)
	}
}

// testQuotePayment: a paid booking amount, told twice, is recorded once and wins the lead with the quote's
// total; an expired link is issued again.
func testQuotePayment(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc, l := quoteLead(t, s)
	v, err := svc.Save(ctx, quoteOwner, staff.Owner, "Olga", l.ID, threeRooms())
	if err == nil {
		_, err = svc.Share(ctx, quoteOwner, v.ID)
	}
	if err == nil {
		v, err = svc.AcceptOnCall(ctx, quoteOwner, "Olga", v.ID, "Asha Rao", "Read v1 to Asha on her mobile.")
	}
	if err != nil || v.Payment == nil {
		t.Fatalf("%+v %v", v.Payment, err)
	}
	first := v.Payment.ShortURL
	if _, err := svc.IssueBookingLink(ctx, v.ID); fault.Code(err) != fault.ECONFLICT {
		t.Fatalf("a second link while one is open: %v", err)
	}
	p, err := s.PaymentByLink(ctx, "plink_1")
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.RecordPaymentEvent(ctx, quote.PaymentEvent{LinkID: p.LinkID, State: quote.PayExpired}); err != nil {
		t.Fatal(err)
	}
	v, err = svc.IssueBookingLink(ctx, v.ID)
	if err != nil || v.Payment.ShortURL == first || v.Payment.State != quote.PayCreated {
		t.Fatalf("re-issued: %+v, %v", v.Payment, err)
	}
	var wg sync.WaitGroup
	for range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := svc.RecordPaymentEvent(ctx, quote.PaymentEvent{LinkID: "plink_2", State: quote.PayPaid, PaidPaise: v.Payment.AmountPaise, PaymentID: "pay_1"}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	won, _ := s.InboxLead(ctx, l.ID)
	if won.Status != lead.StatusWon || won.WonValue != lead.WonValueOf(v.Totals.TotalPaise) {
		t.Fatalf("lead %s, won value %d, want won with %d", won.Status, won.WonValue, lead.WonValueOf(v.Totals.TotalPaise))
	}
	events, _ := s.LeadEvents(ctx, l.ID)
	paid := 0
	for _, e := range events {
		if e.Kind == lead.EventNote && len(e.Text) > 14 && e.Text[:14] == "Booking amount" {
			paid++
		}
	}
	if paid != 1 {
		t.Fatalf("%d payment lines on the timeline, want 1", paid)
	}
	items, err := s.Claim(ctx, "test", time.Now(), time.Minute, 100)
	told := 0
	for _, it := range items {
		if it.Message.To == "info@example.com" && strings.HasPrefix(it.Message.Subject, "Booking amount paid") {
			told++
		}
	}
	if err != nil || told != 1 {
		t.Fatalf("the staff were told of the payment %d times, want once (%v)", told, err)
	}
	got, _ := svc.Version(ctx, v.ID)
	if got.Payment.State != quote.PayPaid || got.Milestones[0].State != quote.StatePaid || got.Milestones[1].State != quote.StateDue {
		t.Fatalf("after payment: %+v %+v", got.Payment, got.Milestones)
	}
	if err := svc.RecordPaymentEvent(ctx, quote.PaymentEvent{LinkID: "plink_unknown", State: quote.PayPaid}); err != nil {
		t.Fatalf("an unknown link: %v", err)
	}
	// The owner's dashboard counts the win at the quote's total, the roll-up as the leads do.
	today := time.Now().UTC().Format(time.DateOnly)
	rep, err := dashboard.NewService(s, time.Now).Report(ctx, quoteOwnerAcct, dashboard.Period{From: at.Format(time.DateOnly), To: today})
	if err != nil || rep.WonValue.Now != lead.WonValueOf(v.Totals.TotalPaise) || rep.Won.Now != 1 {
		t.Fatalf("dashboard won %+v value %+v, %v", rep.Won, rep.WonValue, err)
	}
	rollupAgrees(t, s, today, quoteOwnerAcct)
}

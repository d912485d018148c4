package quote

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Payment is a payment link for a milestone of an accepted version (the booking amount is milestone 0).
type Payment struct {
	ID          int64     `json:"-"`
	VersionID   int64     `json:"-"`
	LeadID      int64     `json:"-"`
	Milestone   int       `json:"-"`
	LinkID      string    `json:"-"` // the payment platform's id of the link
	Reference   string    `json:"-"`
	State       string    `json:"state"`
	AmountPaise int64     `json:"amountPaise"`
	PaidPaise   int64     `json:"paidPaise"`
	ShortURL    string    `json:"shortUrl"`
	ExpiresAt   time.Time `json:"expiresAt"`
	CreatedAt   time.Time `json:"-"`
}

// The states of a payment link (Razorpay's words).
const (
	PayCreated   = "created"
	PayPartial   = "partially_paid"
	PayPaid      = "paid"
	PayExpired   = "expired"
	PayCancelled = "cancelled"
)

// Open reports whether the link may still be paid.
func (p Payment) Open() bool { return p.State == PayCreated || p.State == PayPartial }

// LinkRequest is a payment link to make: the amount in paise and whom it is for.
type LinkRequest struct {
	AmountPaise            int64
	Reference, Description string
	Name, Email, Mobile    string
	ExpireBy               time.Time
}

// Link is a payment link made.
type Link struct{ ID, ShortURL string }

// PaymentLinks makes payment links (internal/razorpay).
type PaymentLinks interface {
	CreateLink(ctx context.Context, r LinkRequest) (Link, error)
}

// PaymentEvent is a payment platform's word about a link, as its webhook said it.
type PaymentEvent struct {
	LinkID    string
	State     string // one of the Pay states
	PaidPaise int64
	PaymentID string // the platform's payment, for the timeline ("" when none)
	At        time.Time
}

// PaymentStore keeps payment links.
type PaymentStore interface {
	// AddPayment keeps p as its version's current link, unless one of the version's links is open or paid
	// (ErrPaymentOpen), and queues the notices (the link mailed to the customer) in the same write.
	AddPayment(ctx context.Context, p *Payment, notices []Notice) error
	// PaymentByLink is the payment of the platform's link id (fault.ENOTFOUND when none).
	PaymentByLink(ctx context.Context, linkID string) (Payment, error)
	// RecordPayment moves link linkID to ev's state and paid amount, never away from paid, and saves sv
	// (when given) with the notices in the same write; false when the link was paid already or the state is the same.
	RecordPayment(ctx context.Context, ev PaymentEvent, sv *lead.Save, notices []Notice) (bool, error)
	// SaveLead saves a change of a lead (lead.Store's).
	SaveLead(ctx context.Context, sv lead.Save) error
}

var (
	errNoPayment   = &fault.Error{Code: fault.ECONFLICT, Message: msg("noOnlinePayment")}
	errPaymentOpen = &fault.Error{Code: fault.ECONFLICT, Message: msg("paymentOpen")}
	errNotAccepted = &fault.Error{Code: fault.ECONFLICT, Message: msg("notAccepted")}
)

// ErrPaymentOpen is the store's answer when the version has an open link already.
var ErrPaymentOpen = errPaymentOpen

// IssueBookingLink asks the payment platform for a link for the booking amount of accepted version id,
// unless one is open; the customer's page shows it and the outbox mails it.
func (s *Service) IssueBookingLink(ctx context.Context, id int64) (Version, error) {
	if s.payments == nil {
		return Version{}, errNoPayment
	}
	v, err := s.Version(ctx, id)
	if err != nil {
		return Version{}, err
	}
	switch {
	case v.Accepted == nil:
		return Version{}, errNotAccepted
	case v.Payment != nil && (v.Payment.Open() || v.Payment.State == PayPaid):
		return Version{}, errPaymentOpen
	case len(v.Milestones) == 0:
		return Version{}, errNotAccepted
	}
	l, err := s.lead(ctx, v.LeadID)
	if err != nil {
		return Version{}, err
	}
	now := s.now().UTC()
	m := v.Milestones[0]
	p := Payment{VersionID: v.ID, LeadID: v.LeadID, Milestone: 0, State: PayCreated, AmountPaise: m.AmountPaise,
		Reference: "quote-" + strconv.FormatInt(v.ID, 10) + "-" + strconv.FormatInt(now.Unix(), 36),
		ExpiresAt: now.Add(time.Duration(C.Limits.LinkDays) * 24 * time.Hour), CreatedAt: now}
	link, err := s.payments.CreateLink(ctx, LinkRequest{AmountPaise: p.AmountPaise, Reference: p.Reference,
		Description: fmt.Sprintf("%s: %s of quotation v%d", s.brand, m.Label, v.Number),
		Name:        l.Name, Email: emailOf(l), Mobile: l.Mobile, ExpireBy: p.ExpiresAt})
	if err != nil {
		return Version{}, fault.Unavailable(err)
	}
	p.LinkID, p.ShortURL = link.ID, link.ShortURL
	var notices []Notice
	if to := emailOf(l); to != "" {
		notices = append(notices, Notice{Visitor: true, Message: mailmsg.Message{To: to,
			Subject: fmt.Sprintf("%s: pay the booking amount of %s", s.brand, Rupees(p.AmountPaise)),
			Text: fmt.Sprintf("Hello %s,\n\nThank you for accepting quotation v%d (%s). Please pay the booking amount of %s here:\n%s\n\nThe link works until %s. Your quotation: %s\n",
				oneLine(l.Name), v.Number, Rupees(v.Totals.TotalPaise), Rupees(p.AmountPaise), p.ShortURL, Day(p.ExpiresAt), s.URL(v.ID)) +
				s.withdrawal(l.ID, now)}})
	}
	if err := s.store.AddPayment(ctx, &p, notices); err != nil {
		return Version{}, fault.FromStore(err)
	}
	s.wake()
	return s.Version(ctx, id)
}

// RecordPaymentEvent applies a payment platform's event: a paid booking amount marks the lead Won
// with the quote's total as its won value. An event about an unknown link changes nothing.
func (s *Service) RecordPaymentEvent(ctx context.Context, ev PaymentEvent) error {
	ev.At = s.now().UTC()
	p, err := s.store.PaymentByLink(ctx, ev.LinkID)
	if fault.Code(err) == fault.ENOTFOUND {
		return nil
	} else if err != nil {
		return fault.FromStore(err)
	}
	if ev.State != PayPaid || p.Milestone != 0 {
		_, err := s.store.RecordPayment(ctx, ev, nil, nil)
		return fault.FromStore(err)
	}
	v, err := s.store.QuoteVersion(ctx, p.VersionID)
	if err != nil {
		return fault.FromStore(err)
	}
	text := fmt.Sprintf("Booking amount %s paid online for quote v%d (%s).", Rupees(ev.PaidPaise), v.Number, Rupees(v.Totals.TotalPaise))
	if ev.PaymentID != "" {
		text = fmt.Sprintf("Booking amount %s paid online (%s) for quote v%d (%s).", Rupees(ev.PaidPaise), oneLine(ev.PaymentID), v.Number, Rupees(v.Totals.TotalPaise))
	}
	var notices []Notice
	if s.notifyTo != "" {
		notices = append(notices, Notice{Message: mailmsg.Message{To: s.notifyTo, Subject: "Booking amount paid: " + Rupees(ev.PaidPaise),
			Text: text + "\nThe lead is marked won at the quote's total.\n\nOpen the lead: " + s.siteURL + "/admin/leads/" + strconv.FormatInt(v.LeadID, 10) + "\n"}})
	}
	err = s.withLead(ctx, v.LeadID, func(l *lead.Lead, now time.Time) error {
		sv := lead.StageSave(l, staff.Actor{Address: "payment"}, lead.StatusWon, lead.WonValueOf(v.Totals.TotalPaise), text, now)
		_, err := s.store.RecordPayment(ctx, ev, &sv, notices)
		return err
	})
	if err == nil {
		s.wake()
	}
	return err
}

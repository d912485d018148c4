package sqlstore

import (
	"context"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/quote"
)

// AddPayment keeps p as its version's current link unless one of the version's links is open or paid.
func (s *Store) AddPayment(ctx context.Context, p *quote.Payment, notices []quote.Notice) error {
	err := s.inTx(ctx, func(t tx) error {
		var open int
		if err := t.row(`SELECT count(*) FROM quote_payments WHERE version_id = ? AND milestone = ? AND state IN (?, ?, ?)`,
			p.VersionID, p.Milestone, quote.PayCreated, quote.PayPartial, quote.PayPaid).Scan(&open); err != nil {
			return err
		}
		if open > 0 {
			return quote.ErrPaymentOpen
		}
		if err := t.row(`INSERT INTO quote_payments (version_id, lead_id, milestone, link_id, reference, state, amount_paise, short_url,
			expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, p.VersionID, p.LeadID, p.Milestone, p.LinkID,
			p.Reference, p.State, p.AmountPaise, p.ShortURL, s.d.time(p.ExpiresAt), s.d.time(p.CreatedAt)).Scan(&p.ID); err != nil {
			return err
		}
		return s.queueNotices(t, notices, p.LeadID)
	})
	return s.domainOr("add payment", err)
}

func paymentFields(p *quote.Payment) []any {
	return []any{&p.ID, &p.VersionID, &p.LeadID, &p.Milestone, &p.LinkID, &p.Reference, &p.State, &p.AmountPaise, &p.PaidPaise,
		&p.ShortURL, instant{&p.ExpiresAt}, instant{&p.CreatedAt}}
}

// PaymentByLink is the payment of the platform's link id.
func (s *Store) PaymentByLink(ctx context.Context, linkID string) (quote.Payment, error) {
	p, err := readOne(ctx, s, "payment", errNoPayment, paymentFields, `SELECT id, version_id, lead_id, milestone, link_id, reference,
		state, amount_paise, paid_paise, short_url, expires_at, created_at FROM quote_payments WHERE link_id = ?`, linkID)
	if err != nil {
		return quote.Payment{}, err
	}
	return *p, nil
}

var errNoPayment = quote.ErrNoVersion // a link this site never made is no quote's

// RecordPayment moves the link to ev's state, never away from paid; sv is saved with it only when the link
// became paid here, so a replayed or second "paid" wins the lead once.
func (s *Store) RecordPayment(ctx context.Context, ev quote.PaymentEvent, sv *lead.Save, notices []quote.Notice) (bool, error) {
	changed := false
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE quote_payments SET state = ?, paid_paise = CASE WHEN paid_paise > ? THEN paid_paise ELSE ? END,
			paid_at = CASE WHEN ? THEN ? ELSE paid_at END WHERE link_id = ? AND state <> ? AND (state <> ? OR paid_paise < ?)`,
			ev.State, ev.PaidPaise, ev.PaidPaise, ev.State == quote.PayPaid, s.d.time(ev.At), ev.LinkID, quote.PayPaid, ev.State, ev.PaidPaise)
		if err != nil || n == 0 {
			return err
		}
		changed = true
		if sv == nil || ev.State != quote.PayPaid {
			return nil
		}
		if err := s.saveLeadIn(t, *sv); err != nil {
			return err
		}
		return s.queueNotices(t, notices, sv.ID)
	})
	return changed, s.domainOr("record payment", err)
}

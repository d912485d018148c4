package sqlstore

// The retention job's reads: which leads and messages have outlived the owner's periods, and whether a
// record that is kept holds the same address or number.

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/privacy"
)

// expiredLimit bounds one retention run; the next day takes the rest.
const expiredLimit = 500

// Expiring is each lead and message past its retention at now, leads first, with its contacts as stored.
func (s *Store) Expiring(ctx context.Context, r privacy.Retention, now time.Time) ([]privacy.Expiring, error) {
	notWon, won := s.d.time(now.AddDate(0, -r.LeadsNotWonMonths, 0)), s.d.time(now.AddDate(-r.WonCustomersYears, 0, 0))
	idle := func(cut string) string { // no activity since cut: created, noted, booked
		return `created_at < ` + cut + `
			AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.lead_id = leads.id AND e.at >= ` + cut + `)
			AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = leads.id AND a.updated_at >= ` + cut + `)`
	}
	rows, err := s.read(ctx, `SELECT id, name, coalesce(email, ''), mobile FROM leads
		WHERE NOT (name = '' AND mobile = '')
		AND ((status = 'won' AND `+idle("?")+`) OR (status <> 'won' AND `+idle("?")+`))
		ORDER BY id LIMIT ?`, won, won, won, notWon, notWon, notWon, expiredLimit)
	leads, err := collect(rows, err, func(f *privacy.Expiring) []any { return []any{&f.LeadID, &f.Name, &f.Email, &f.Mobile} })
	if err != nil {
		return nil, s.fail("expired leads", err)
	}
	rows, err = s.read(ctx, `SELECT id, first_name || ' ' || last_name, email, phone FROM contact_messages
		WHERE created_at < ? ORDER BY id LIMIT ?`, s.d.time(now.AddDate(0, -r.MessagesMonths, 0)), expiredLimit)
	messages, err := collect(rows, err, func(f *privacy.Expiring) []any { return []any{&f.MessageID, &f.Name, &f.Email, &f.Mobile} })
	if err != nil {
		return nil, s.fail("expired messages", err)
	}
	return append(leads, messages...), nil
}

// HeldElsewhere reports whether a lead or message outside leads and messages holds email, or a lead
// outside leads holds mobileKey.
func (s *Store) HeldElsewhere(ctx context.Context, leads, messages []int64, email, mobileKey string) (bool, error) {
	var n int
	err := s.readRow(ctx, `SELECT (SELECT count(*) FROM leads WHERE id NOT IN `+ids(leads)+`
		AND ((? <> '' AND lower(email) = ?) OR (? <> '' AND mobile_digits = ?)))
		+ (SELECT count(*) FROM contact_messages WHERE id NOT IN `+ids(messages)+` AND ? <> '' AND lower(email) = ?)`,
		email, email, mobileKey, mobileKey, email, email).Scan(&n)
	if err != nil {
		return false, s.fail("expired", err)
	}
	return n > 0, nil
}

package sqlstore

// The retention job's read: which leads and messages have outlived the owner's periods.

import (
	"context"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/privacy"
)

// expiredLimit bounds one retention run; the next day takes the rest.
const expiredLimit = 500

// Expired is each lead and message past its retention at now, one target each. Its address and
// number are redacted where other rows quote them only when no record that is kept holds them (the
// person came back since); its name only in rows tied to it.
func (s *Store) Expired(ctx context.Context, r privacy.Retention, now time.Time) ([]privacy.Target, error) {
	notWon, won := s.d.time(now.AddDate(0, -r.LeadsNotWonMonths, 0)), s.d.time(now.AddDate(-r.WonCustomersYears, 0, 0))
	var list []privacy.Target
	type found struct {
		id                          int64
		name, email, mobile, digits string
	}
	scan := func(query string, args ...any) ([]found, error) {
		rows, err := s.read(ctx, query, args...)
		return collect(rows, err, func(f *found) []any { return []any{&f.id, &f.name, &f.email, &f.mobile, &f.digits} })
	}
	idle := func(cut string) string { // no activity since cut: created, noted, booked
		return `created_at < ` + cut + `
			AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.lead_id = leads.id AND e.at >= ` + cut + `)
			AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = leads.id AND a.updated_at >= ` + cut + `)`
	}
	leads, err := scan(`SELECT id, name, coalesce(email, ''), mobile, mobile_digits FROM leads
		WHERE NOT (name = '' AND mobile = '')
		AND ((status = 'won' AND `+idle("?")+`) OR (status <> 'won' AND `+idle("?")+`))
		ORDER BY id LIMIT ?`, won, won, won, notWon, notWon, notWon, expiredLimit)
	if err != nil {
		return nil, s.fail("expired leads", err)
	}
	messages, err := scan(`SELECT id, first_name || ' ' || last_name, email, phone, '' FROM contact_messages
		WHERE created_at < ? ORDER BY id LIMIT ?`, s.d.time(now.AddDate(0, -r.MessagesMonths, 0)), expiredLimit)
	if err != nil {
		return nil, s.fail("expired messages", err)
	}
	expiredLeads := make([]int64, len(leads))
	for i, l := range leads {
		expiredLeads[i] = l.id
	}
	expiredMessages := make([]int64, len(messages))
	for i, m := range messages {
		expiredMessages[i] = m.id
	}
	// kept tells whether a lead or message outside this run holds the e-mail or mobile number.
	kept := func(email, digits string) (bool, error) {
		var n int
		err := s.readRow(ctx, `SELECT (SELECT count(*) FROM leads WHERE id NOT IN `+ids(expiredLeads)+`
			AND ((? <> '' AND lower(email) = ?) OR (? <> '' AND mobile_digits = ?)))
			+ (SELECT count(*) FROM contact_messages WHERE id NOT IN `+ids(expiredMessages)+` AND ? <> '' AND lower(email) = ?)`,
			email, email, digits, digits, email, email).Scan(&n)
		return n > 0, err
	}
	for i, f := range append(leads, messages...) {
		g := privacy.Target{}
		if i < len(leads) {
			g.LeadIDs = []int64{f.id}
		} else {
			g.MessageIDs = []int64{f.id}
			f.digits = privacy.Digits(f.mobile)
		}
		shared, err := kept(strings.ToLower(f.email), f.digits)
		if err != nil {
			return nil, s.fail("expired", err)
		}
		g.Own = privacy.Identifiers{Names: []string{f.name}, Emails: []string{f.email}, Mobiles: []string{f.mobile}}
		if !shared { // quoted elsewhere, the address and number go too; a name is never looked for
			g.Quoted = privacy.Identifiers{Emails: []string{f.email}, Mobiles: []string{f.mobile}}
		}
		list = append(list, g)
	}
	return list, nil
}

package sqlstore

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
)

// CreateLead stores l and sets l.ID; the commit is durable before it returns.
func (s *Store) CreateLead(ctx context.Context, l *lead.Lead) error {
	var email sql.NullString
	if l.Email != nil {
		email = sql.NullString{String: *l.Email, Valid: true}
	}
	a := l.Attribution
	err := s.inTx(ctx, func(t tx) error {
		return t.row(`
		INSERT INTO leads (property_type, location, name, mobile, email, whatsapp_updates, role, created_at,
			page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		RETURNING id`,
			l.PropertyType, l.Location, l.Name, l.Mobile, email, l.WhatsappUpdates, l.Role, s.d.time(l.CreatedAt),
			a.Page, a.Referrer, a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm, a.UTMContent,
		).Scan(&l.ID)
	})
	if err != nil {
		return s.fail("create lead", err)
	}
	return nil
}

// ListLeads returns every lead, oldest first.
func (s *Store) ListLeads(ctx context.Context) ([]lead.Lead, error) {
	rows, err := s.read(ctx, `
		SELECT id, property_type, location, name, mobile, email, whatsapp_updates, role, created_at,
			page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content
		FROM leads ORDER BY created_at, id`)
	leads, err := collect(rows, err, func(l *lead.Lead) []any {
		a := &l.Attribution
		return []any{&l.ID, &l.PropertyType, &l.Location, &l.Name, &l.Mobile, maybeText{&l.Email}, &l.WhatsappUpdates,
			&l.Role, instant{&l.CreatedAt}, &a.Page, &a.Referrer, &a.UTMSource, &a.UTMMedium, &a.UTMCampaign, &a.UTMTerm, &a.UTMContent}
	})
	if err != nil {
		return nil, s.fail("list leads", err)
	}
	return leads, nil
}

// HasLeadWithEmailSince reports whether a lead with this e-mail (any letter case)
// was created at or after since; a blank e-mail never matches.
func (s *Store) HasLeadWithEmailSince(ctx context.Context, email string, since time.Time) (bool, error) {
	email = strings.TrimSpace(email)
	if email == "" {
		return false, nil
	}
	var found bool
	err := s.readRow(ctx,
		`SELECT EXISTS (SELECT 1 FROM leads WHERE lower(email) = lower(?) AND created_at >= ?)`,
		email, s.d.time(since)).Scan(&found)
	if err != nil {
		return false, s.fail("lead by email", err)
	}
	return found, nil
}

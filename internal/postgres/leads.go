package postgres

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
)

// CreateLead stores l and sets l.ID; the commit is durable before it returns.
func (d *DB) CreateLead(ctx context.Context, l *lead.Lead) error {
	a := l.Attribution
	err := d.db.QueryRowContext(ctx, `
		INSERT INTO leads (property_type, location, name, mobile, email, whatsapp_updates, role, created_at,
			page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
		RETURNING id`,
		l.PropertyType, l.Location, l.Name, l.Mobile, l.Email, l.WhatsappUpdates, l.Role, ms(l.CreatedAt),
		a.Page, a.Referrer, a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm, a.UTMContent,
	).Scan(&l.ID)
	if err != nil {
		return fmt.Errorf("postgres: create lead: %w", err)
	}
	return nil
}

// ListLeads returns every lead, oldest first.
func (d *DB) ListLeads(ctx context.Context) ([]lead.Lead, error) {
	rows, err := d.db.QueryContext(ctx, `
		SELECT id, property_type, location, name, mobile, email, whatsapp_updates, role, created_at,
			page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content
		FROM leads ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("postgres: list leads: %w", err)
	}
	defer rows.Close()
	leads := []lead.Lead{}
	for rows.Next() {
		var (
			l     lead.Lead
			email sql.NullString
		)
		a := &l.Attribution
		if err := rows.Scan(&l.ID, &l.PropertyType, &l.Location, &l.Name, &l.Mobile, &email, &l.WhatsappUpdates,
			&l.Role, &l.CreatedAt, &a.Page, &a.Referrer, &a.UTMSource, &a.UTMMedium, &a.UTMCampaign, &a.UTMTerm, &a.UTMContent); err != nil {
			return nil, fmt.Errorf("postgres: list leads: %w", err)
		}
		if email.Valid {
			l.Email = &email.String
		}
		l.CreatedAt = l.CreatedAt.UTC()
		leads = append(leads, l)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: list leads: %w", err)
	}
	return leads, nil
}

// HasLeadWithEmailSince reports whether a lead with this e-mail (any letter case)
// was created at or after since; a blank e-mail never matches.
func (d *DB) HasLeadWithEmailSince(ctx context.Context, email string, since time.Time) (bool, error) {
	email = strings.TrimSpace(email)
	if email == "" {
		return false, nil
	}
	var found bool
	err := d.db.QueryRowContext(ctx,
		`SELECT EXISTS (SELECT 1 FROM leads WHERE lower(email) = lower($1) AND created_at >= $2)`,
		email, ms(since)).Scan(&found)
	if err != nil {
		return false, fmt.Errorf("postgres: lead by email: %w", err)
	}
	return found, nil
}

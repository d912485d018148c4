package sqlite

import (
	"context"
	"fmt"
	"strings"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/newsletter"
)

// CreateContactMessage stores m and sets m.ID.
func (d *DB) CreateContactMessage(ctx context.Context, m *contact.Message) error {
	err := d.db.QueryRowContext(ctx, `
		INSERT INTO contact_messages (first_name, last_name, email, phone, subject, message, page, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		m.FirstName, m.LastName, m.Email, m.Phone, m.Subject, m.Message, m.Page, fmtTime(m.CreatedAt),
	).Scan(&m.ID)
	if err != nil {
		return fmt.Errorf("sqlite: create contact message: %w", err)
	}
	return nil
}

// Subscribe adds s to the list; an e-mail already on it (any letter case) is left as it was.
func (d *DB) Subscribe(ctx context.Context, s *newsletter.Subscription) error {
	_, err := d.db.ExecContext(ctx, `
		INSERT INTO subscriptions (email, page, created_at) VALUES (?, ?, ?)
		ON CONFLICT DO NOTHING`,
		strings.ToLower(s.Email), s.Page, fmtTime(s.CreatedAt))
	if err != nil {
		return fmt.Errorf("sqlite: subscribe: %w", err)
	}
	return nil
}

// ListContactMessages returns every contact message, oldest first.
func (d *DB) ListContactMessages(ctx context.Context) ([]contact.Message, error) {
	rows, err := d.db.QueryContext(ctx, `
		SELECT id, first_name, last_name, email, phone, subject, message, page, created_at
		FROM contact_messages ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: list contact messages: %w", err)
	}
	defer rows.Close()
	msgs := []contact.Message{}
	for rows.Next() {
		var (
			m       contact.Message
			created string
		)
		if err := rows.Scan(&m.ID, &m.FirstName, &m.LastName, &m.Email, &m.Phone, &m.Subject, &m.Message, &m.Page, &created); err != nil {
			return nil, fmt.Errorf("sqlite: list contact messages: %w", err)
		}
		if m.CreatedAt, err = parseTime(created); err != nil {
			return nil, err
		}
		msgs = append(msgs, m)
	}
	return msgs, rows.Err()
}

// ListSubscriptions returns every subscription, oldest first.
func (d *DB) ListSubscriptions(ctx context.Context) ([]newsletter.Subscription, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT email, page, created_at FROM subscriptions ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: list subscriptions: %w", err)
	}
	defer rows.Close()
	subs := []newsletter.Subscription{}
	for rows.Next() {
		var (
			s       newsletter.Subscription
			created string
		)
		if err := rows.Scan(&s.Email, &s.Page, &created); err != nil {
			return nil, fmt.Errorf("sqlite: list subscriptions: %w", err)
		}
		if s.CreatedAt, err = parseTime(created); err != nil {
			return nil, err
		}
		subs = append(subs, s)
	}
	return subs, rows.Err()
}

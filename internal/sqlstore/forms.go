package sqlstore

import (
	"context"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/newsletter"
)

// CreateContactMessage stores m and sets m.ID, with its company notification
// and its idempotency key in the same transaction.
func (s *Store) CreateContactMessage(ctx context.Context, m *contact.Message, notice *mailmsg.Message, once *idempotency.Once) error {
	err := s.inTx(ctx, func(t tx) error {
		err := t.row(`
		INSERT INTO contact_messages (first_name, last_name, email, phone, phone_key, subject, message, page, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			m.FirstName, m.LastName, m.Email, m.Phone, m.PhoneKey(), m.Subject, m.Message, m.Page, s.d.time(m.CreatedAt),
		).Scan(&m.ID)
		if err != nil {
			return err
		}
		if err := s.insertConsentsIn(t, consent.KindMessage, m.ID, m.Consents); err != nil {
			return err
		}
		if notice != nil {
			if _, err := s.enqueueIn(t, *notice, mailmsg.KindCompany, 0, recordsOf(messageRecord, m.ID)...); err != nil {
				return err
			}
		}
		return s.remember(t, once, m.ID, m.CreatedAt)
	})
	if err != nil {
		return s.fail("create contact message", err)
	}
	return nil
}

// Subscribe adds sub to the list; an e-mail already on it (any letter case) is
// left as it was, and gets sub's consents beside its earlier ones (the newest counts).
func (s *Store) Subscribe(ctx context.Context, sub *newsletter.Subscription) error {
	err := s.inTx(ctx, func(t tx) error {
		email := sub.Email // lower case: newsletter.Request.Validate made it so
		if err := t.exec(`INSERT INTO subscriptions (email, page, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
			email, sub.Page, s.d.time(sub.CreatedAt)); err != nil {
			return err
		}
		var id int64
		if err := t.row(`SELECT id FROM subscriptions WHERE email = ?`, email).Scan(&id); err != nil {
			return err
		}
		return s.insertConsentsIn(t, consent.KindSubscription, id, sub.Consents)
	})
	if err != nil {
		return s.fail("subscribe", err)
	}
	return nil
}

// ListContactMessages returns every contact message, oldest first.
func (s *Store) ListContactMessages(ctx context.Context) ([]contact.Message, error) {
	rows, err := s.read(ctx, `
		SELECT id, first_name, last_name, email, phone, subject, message, page, created_at
		FROM contact_messages ORDER BY created_at, id`)
	msgs, err := collect(rows, err, func(m *contact.Message) []any {
		return []any{&m.ID, &m.FirstName, &m.LastName, &m.Email, &m.Phone, &m.Subject, &m.Message, &m.Page, instant{&m.CreatedAt}}
	})
	if err != nil {
		return nil, s.fail("list contact messages", err)
	}
	return msgs, nil
}

// ListSubscriptions returns every subscription, oldest first.
func (s *Store) ListSubscriptions(ctx context.Context) ([]newsletter.Subscription, error) {
	rows, err := s.read(ctx, `SELECT email, page, created_at FROM subscriptions ORDER BY created_at, id`)
	subs, err := collect(rows, err, func(sub *newsletter.Subscription) []any {
		return []any{&sub.Email, &sub.Page, instant{&sub.CreatedAt}}
	})
	if err != nil {
		return nil, s.fail("list subscriptions", err)
	}
	return subs, nil
}

package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

const leadInsert = `
		INSERT INTO leads (property_type, location, name, mobile, email, whatsapp_updates, role, created_at,
			page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, mobile_digits)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

// CreateLead stores l and sets l.ID, with its company notification and its
// idempotency key in the same transaction; the commit is durable before it returns.
func (s *Store) CreateLead(ctx context.Context, l *lead.Enquiry, notice *mailmsg.Message, once *idempotency.Once) error {
	var email sql.NullString
	if l.Email != nil {
		email = sql.NullString{String: *l.Email, Valid: true}
	}
	a := l.Attribution
	args := []any{l.PropertyType, l.Location, l.Name, l.Mobile, email, l.WhatsappUpdates, l.Role, s.d.time(l.CreatedAt),
		a.Page, a.Referrer, a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm, a.UTMContent, lead.MobileDigits(l.Mobile)}
	// Encoded here, not in the unit: on SQLite units run one after another.
	var body []byte
	if notice != nil {
		var err error
		if body, err = json.Marshal(*notice); err != nil {
			return s.fail("create lead", err)
		}
	}
	var err error
	if s.group == nil {
		err = s.createLeadPostgres(ctx, l, args, body, once)
	} else {
		// Exec and the row id rather than RETURNING: SQLite buffers what a statement returns.
		err = s.inTx(ctx, func(t tx) error {
			res, err := t.execResult(leadInsert, args...)
			if err != nil {
				return err
			}
			if l.ID, err = res.LastInsertId(); err != nil {
				return err
			}
			if err := s.insertConsentsIn(t, consent.KindLead, l.ID, l.Consents); err != nil {
				return err
			}
			if body != nil {
				if err := t.exec(outboxInsert, string(body), s.d.time(time.Now()), mailmsg.KindCompany, l.ID, mail.OutboxFormat); err != nil {
					return err
				}
			}
			if err := s.enqueueLeadWebhookIn(t, l); err != nil {
				return err
			}
			return s.remember(t, once, l.ID, l.CreatedAt)
		})
	}
	if err != nil {
		return s.fail("create lead", err)
	}
	return nil
}

// createLeadPostgres writes the lead and its company notification in one
// statement: in autocommit that is one round trip and one commit instead of
// four round trips. The CRM's copy and an idempotency key hold the new id, so
// with either the statement runs in a transaction that adds them.
func (s *Store) createLeadPostgres(ctx context.Context, l *lead.Enquiry, args []any, notice []byte, once *idempotency.Once) error {
	query := `WITH l AS (` + leadInsert + ` RETURNING id)`
	if notice != nil {
		body := notice
		query += `, notice AS (INSERT INTO outbox (message, status, created_at, kind, lead_id, format)
			SELECT ?, 'pending', ?, '` + mailmsg.KindCompany + `', id, ?::integer FROM l)`
		args = append(args, string(body), s.d.time(time.Now()), mail.OutboxFormat)
	}
	for i := range l.Consents {
		// Each consent rides in the same statement, taking the new lead's id.
		l.Consents[i].Kind = consent.KindLead
		query += fmt.Sprintf(`, c%d AS (INSERT INTO consents (record_kind, record_id, purpose, notice_version, notice_hash, language, given_at, client_address)
			SELECT ?, id, ?, ?, ?, ?, ?, ? FROM l)`, i)
		r := l.Consents[i]
		args = append(args, string(consent.KindLead), string(r.Purpose), r.NoticeVersion, r.NoticeHash, r.Language, s.d.time(r.GivenAt), r.ClientAddress)
	}
	query += ` SELECT id FROM l`
	// The CRM's message is nil exactly when its webhook is off, whatever the lead.
	hookOn := s.leadWebhook != nil && s.leadWebhook(*l) != nil
	defer func() {
		for i := range l.Consents {
			l.Consents[i].RecordID = l.ID
		}
	}()
	if once == nil && !hookOn {
		return s.writer.QueryRowContext(ctx, s.d.rebind(query), args...).Scan(&l.ID)
	}
	return s.inTx(ctx, func(t tx) error {
		if err := t.row(query, args...).Scan(&l.ID); err != nil {
			return err
		}
		if err := s.enqueueLeadWebhookIn(t, l); err != nil {
			return err
		}
		return s.remember(t, once, l.ID, l.CreatedAt)
	})
}

const leadColumns = `id, property_type, location, name, mobile, email, whatsapp_updates, role, created_at,
	page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content`

func leadFields(l *lead.Enquiry) []any {
	a := &l.Attribution
	return []any{&l.ID, &l.PropertyType, &l.Location, &l.Name, &l.Mobile, maybeText{&l.Email}, &l.WhatsappUpdates,
		&l.Role, instant{&l.CreatedAt}, &a.Page, &a.Referrer, &a.UTMSource, &a.UTMMedium, &a.UTMCampaign, &a.UTMTerm, &a.UTMContent}
}

// ListLeads returns every lead, oldest first.
func (s *Store) ListLeads(ctx context.Context) ([]lead.Enquiry, error) {
	rows, err := s.read(ctx, `SELECT `+leadColumns+` FROM leads ORDER BY created_at, id`)
	leads, err := collect(rows, err, leadFields)
	if err != nil {
		return nil, s.fail("list leads", err)
	}
	return leads, nil
}

// RecentLead returns the lead with this e-mail (any letter case) created at or
// after since: the one numbered id when id > 0, else the newest. A blank e-mail
// never matches; no match is nil.
func (s *Store) RecentLead(ctx context.Context, email string, id int64, since time.Time) (*lead.Enquiry, error) {
	email = strings.TrimSpace(email)
	if email == "" {
		return nil, nil
	}
	var l lead.Enquiry
	err := s.readRow(ctx, `SELECT `+leadColumns+` FROM leads
		WHERE lower(email) = lower(?) AND created_at >= ? AND (? = 0 OR id = ?)
		ORDER BY created_at DESC, id DESC LIMIT 1`,
		email, s.d.time(since), id, id).Scan(leadFields(&l)...)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, s.fail("recent lead", err)
	}
	return &l, nil
}

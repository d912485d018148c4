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
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

// newLeadColumns are the columns a new lead is written with, in the order of CreateLead's arguments.
const newLeadColumns = `property_type, location, name, mobile, email, whatsapp_updates, role, created_at,
	page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, mobile_digits`

const leadInsert = `INSERT INTO leads (` + newLeadColumns + `) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

// CreateLead stores l and sets l.ID, with its company notification and its
// idempotency key in the same transaction; the commit is durable before it returns.
func (s *Store) CreateLead(ctx context.Context, l *lead.Enquiry, notice *mailmsg.Message, once *idempotency.Once) error {
	args := s.leadArgs(l)
	// Encoded here, not in the unit: on SQLite units run one after another.
	var body []byte
	if notice != nil {
		var err error
		if body, err = json.Marshal(*notice); err != nil {
			return s.fail("create lead", err)
		}
	}
	ack := s.leadAcknowledgement(l)
	var err error
	if s.group == nil {
		err = s.createLeadPostgres(ctx, l, args, body, once, ack)
	} else {
		// Exec and the row id rather than RETURNING: SQLite buffers what a statement returns.
		// It sets only the lead's and its acknowledgement's ids, so it may run again.
		err = s.inTxAgain(ctx, func(t tx) error {
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
			if ack != nil {
				ack.LeadID = l.ID
				if err := t.exec(waInsert, s.waArgs(*ack)...); err != nil {
					return err
				}
			}
			return s.remember(t, once, l.ID, l.CreatedAt)
		})
	}
	if err != nil {
		return s.fail("create lead", err)
	}
	return nil
}

// leadArgs are l's values in the order of newLeadColumns.
func (s *Store) leadArgs(l *lead.Enquiry) []any {
	var email sql.NullString
	if l.Email != nil {
		email = sql.NullString{String: *l.Email, Valid: true}
	}
	a := l.Attribution
	return []any{l.PropertyType, l.Location, l.Name, l.Mobile, email, l.WhatsappUpdates, l.Role, s.d.time(l.CreatedAt),
		a.Page, a.Referrer, a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm, a.UTMContent, l.MobileDigits}
}

// createLeadPostgres writes the lead and all that commits with it (its company notification, consents,
// the CRM's copy, the idempotency key) in one statement: in autocommit one round trip and one commit. The
// CRM's copy and the key's answer name the new id, so with either the id is taken first, one round trip
// more, where they were a transaction of five. The key is written first and the rest only when it was new
// (or its last use expired): a repeat stores nothing, and a repeat sent at once waits for the first's commit.
// Expired keys go as new ones come, each taken by one statement, the others passing over it (SKIP LOCKED).
func (s *Store) createLeadPostgres(ctx context.Context, l *lead.Enquiry, args []any, notice []byte, once *idempotency.Once, ack *whatsapp.Message) error {
	// The CRM's message is nil exactly when its webhook is off, whatever the lead.
	hookOn := s.leadWebhook != nil && s.leadWebhook(*l) != nil
	defer func() {
		for i := range l.Consents {
			l.Consents[i].RecordID = l.ID
		}
	}()
	var query string
	switch {
	case once == nil && !hookOn:
		query = `WITH l AS (` + leadInsert + ` RETURNING id)`
	default:
		if err := s.writer.QueryRowContext(ctx, `SELECT nextval(pg_get_serial_sequence('leads', 'id'))`).Scan(&l.ID); err != nil {
			return err
		}
		from := ""
		if once != nil {
			a := once.Answer(l.ID, l.CreatedAt)
			now := time.Now()
			expired := s.d.time(now.Add(-idempotency.TTL))
			query = `WITH k AS (INSERT INTO idempotency_keys (route, key, status, body, fingerprint, created_at) VALUES (?, ?, ?, ?, ?, ?)
				ON CONFLICT (route, key) DO UPDATE SET status = excluded.status, body = excluded.body, fingerprint = excluded.fingerprint,
					created_at = excluded.created_at WHERE idempotency_keys.created_at < ? RETURNING 1),
				expired AS (DELETE FROM idempotency_keys WHERE (route, key) IN (SELECT route, key FROM idempotency_keys
					WHERE created_at < ? AND NOT (route = ? AND key = ?) FOR UPDATE SKIP LOCKED)), `
			args = append([]any{once.Route, once.Key, a.Status, string(a.Body), once.Fingerprint, s.d.time(now), expired,
				expired, once.Route, once.Key}, args...)
			from = ` FROM k`
		} else {
			query = `WITH `
		}
		query += `l AS (INSERT INTO leads (id, ` + newLeadColumns + `) OVERRIDING SYSTEM VALUE
			SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?` + from + ` RETURNING id)`
		at := len(args) - 16 // the lead's own arguments, after the key's
		args = append(args[:at:at], append([]any{l.ID}, args[at:]...)...)
		if hook := s.leadWebhookMessage(l); hook != nil {
			// Tied to the lead (outbox_records), as enqueueLeadWebhookIn ties it: an erasure takes it by id.
			query += `, hook AS (INSERT INTO outbox (message, status, created_at, kind, format)
				SELECT ?, 'pending', ?, '` + mailmsg.KindCompany + `', ?::integer FROM l RETURNING id),
				hook_tie AS (INSERT INTO outbox_records (outbox_id, record_kind, record_id) SELECT hook.id, '` + leadRecord + `', l.id FROM hook, l)`
			args = append(args, string(hook), s.d.time(time.Now()), mail.OutboxFormat)
		}
	}
	if notice != nil {
		query += `, notice AS (INSERT INTO outbox (message, status, created_at, kind, lead_id, format)
			SELECT ?, 'pending', ?, '` + mailmsg.KindCompany + `', id, ?::integer FROM l)`
		args = append(args, string(notice), s.d.time(time.Now()), mail.OutboxFormat)
	}
	if ack != nil {
		// The WhatsApp acknowledgement rides in the same statement too (its consent is among those below).
		a := s.waArgs(*ack) // lead_id, direction, kind, template, language, params, text, status, wamid, staff_id, created_at, referral
		query += `, wa AS (INSERT INTO whatsapp_messages (lead_id, direction, kind, template, language, params, text, status, created_at)
			SELECT id, ?, ?, ?, ?, ?, ?, ?, ? FROM l)`
		args = append(args, append(a[1:8:8], a[10])...)
	}
	for i := range l.Consents {
		// Each consent rides in the same statement, taking the new lead's id.
		l.Consents[i].Kind = consent.KindLead
		query += fmt.Sprintf(`, c%d AS (INSERT INTO consents (record_kind, record_id, purpose, notice_version, notice_hash, language, given_at, client_address)
			SELECT ?, id, ?, ?, ?, ?, ?, ? FROM l)`, i)
		r := l.Consents[i]
		args = append(args, string(consent.KindLead), string(r.Purpose), r.NoticeVersion, r.NoticeHash, r.Language, s.d.time(r.GivenAt), r.ClientAddress)
	}
	var stored int
	if err := s.writer.QueryRowContext(ctx, s.d.rebind(query+` SELECT count(*), coalesce(max(id), 0) FROM l`), args...).Scan(&stored, &l.ID); err != nil {
		return err
	}
	if stored == 1 {
		return nil
	}
	if once == nil {
		return errors.New("postgres: the new lead was not written")
	}
	// The key was used before: its first answer, committed before this statement met the key.
	return repeatOf(s.readRow(ctx, firstAnswer, once.Route, once.Key))
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

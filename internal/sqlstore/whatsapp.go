package sqlstore

// WhatsApp's conversations and settings: the messages of a lead either way, staff's messages queued with
// their timeline line, the unread counts of the list, and the owner's templates.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

var (
	_ whatsapp.Store         = (*Store)(nil)
	_ whatsapp.SettingsStore = (*Store)(nil)
)

// waColumns are a message's columns as waFields scans them (w: whatsapp_messages, a: its sender's account).
const waColumns = `w.id, w.lead_id, w.direction, w.kind, w.template, w.language, w.params, w.text, w.status, coalesce(w.wamid, ''),
	coalesce(w.staff_id, 0), coalesce(a.name, ''), w.created_at, w.read_at, w.last_error, w.attempts, w.referral, w.next_attempt_at`

const waFrom = ` FROM whatsapp_messages w LEFT JOIN staff_accounts a ON a.id = w.staff_id `

// waRow is a message as scanned, before its sender and referral are made whole.
type waRow struct {
	whatsapp.Message
	staffID   int64
	staffName string
	referral  string
	next      *time.Time
}

func waFields(r *waRow) []any {
	m := &r.Message
	return []any{&m.ID, &m.LeadID, &m.Direction, &m.Kind, &m.Template, &m.Language, jsonOf[[]string]{&m.Params}, &m.Text, &m.Status,
		&m.WAMID, &r.staffID, &r.staffName, instant{&m.At}, maybeInstant{&m.ReadAt}, &m.LastError, &m.Attempts, &r.referral, maybeInstant{&r.next}}
}

// messagesOf makes scanned rows whole: the sender, the referral, when a queued message is due.
func messagesOf(rows []waRow) []whatsapp.Message {
	out := make([]whatsapp.Message, len(rows))
	for i, r := range rows {
		m := r.Message
		if r.staffID != 0 {
			m.By = &whatsapp.Person{ID: r.staffID, Name: r.staffName}
		}
		if r.referral != "" {
			var ref whatsapp.Referral
			if json.Unmarshal([]byte(r.referral), &ref) == nil {
				m.Referral = &ref
			}
		}
		m.NextAttemptAt = m.At
		if r.next != nil {
			m.NextAttemptAt = *r.next
		}
		if m.Params == nil {
			m.Params = []string{}
		}
		out[i] = m
	}
	return out
}

// WhatsAppMessages returns the newest limit messages of a lead, oldest first.
func (s *Store) WhatsAppMessages(ctx context.Context, leadID int64, limit int) ([]whatsapp.Message, error) {
	rows, err := readAll(ctx, s, "whatsapp messages", waFields, `SELECT `+waColumns+waFrom+`WHERE w.lead_id = ? ORDER BY w.id DESC LIMIT ?`, leadID, limit)
	if err != nil {
		return nil, err
	}
	slices.Reverse(rows)
	return messagesOf(rows), nil
}

// LastInbound is when the lead's customer last wrote, nil when never.
func (s *Store) LastInbound(ctx context.Context, leadID int64) (*time.Time, error) {
	var at *time.Time
	err := s.readRow(ctx, `SELECT max(created_at) FROM whatsapp_messages WHERE lead_id = ? AND direction = 'in'`, leadID).Scan(maybeInstant{&at})
	if err != nil {
		return nil, s.fail("last whatsapp message", err)
	}
	return at, nil
}

// waInsert adds a message (lead_id, direction, kind, template, language, params, text, status, wamid, staff_id,
// created_at, referral) and returns its id.
const waInsert = `INSERT INTO whatsapp_messages (lead_id, direction, kind, template, language, params, text, status, wamid, staff_id, created_at, referral)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

func (s *Store) waArgs(m whatsapp.Message) []any {
	params, _ := json.Marshal(m.Params) // strings always encode
	if m.Params == nil {
		params = []byte("[]")
	}
	referral := ""
	if m.Referral != nil {
		b, _ := json.Marshal(m.Referral)
		referral = string(b)
	}
	var staffID sql.NullInt64
	if m.By != nil && m.By.ID != 0 {
		staffID = sql.NullInt64{Int64: m.By.ID, Valid: true}
	}
	return []any{m.LeadID, m.Direction, string(m.Kind), m.Template, m.Language, string(params), m.Text, m.Status,
		sql.NullString{String: m.WAMID, Valid: m.WAMID != ""}, staffID, s.d.time(m.At), referral}
}

// QueueStaffWhatsApp commits a staff member's message as queued with its timeline line (a contact: the lead's
// first response when it is the first) and the audit entry.
func (s *Store) QueueStaffWhatsApp(ctx context.Context, m whatsapp.Message, line lead.Event, audit staff.AuditEvent) (whatsapp.Message, error) {
	err := s.inTx(ctx, func(t tx) error {
		var live int
		if err := t.row(`SELECT count(*) FROM leads WHERE id = ? AND merged_into IS NULL`, m.LeadID).Scan(&live); err != nil {
			return err
		}
		if live == 0 {
			return lead.ErrNoLead
		}
		if err := t.row(waInsert+` RETURNING id`, s.waArgs(m)...).Scan(&m.ID); err != nil {
			return err
		}
		if err := s.addEvent(t, m.LeadID, m.At, m.By.ID, line); err != nil {
			return err
		}
		n, err := execCount(t, `UPDATE leads SET first_response_at = ? WHERE id = ? AND first_response_at IS NULL`, s.d.time(m.At), m.LeadID)
		if err != nil {
			return err
		}
		if n > 0 {
			if err := s.markResponseWithin(t, m.LeadID); err != nil {
				return err
			}
		}
		if err := t.row(`SELECT name FROM staff_accounts WHERE id = ?`, m.By.ID).Scan(&m.By.Name); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		return s.audit(t, audit)
	})
	if err != nil {
		return m, s.domainOr("queue whatsapp message", err)
	}
	return m, nil
}

// queueTemplateIn queues a template the business starts to lead leadID inside t, only while the lead's
// WhatsApp consent stands and it has a mobile (a booking's, a reminder's: checked in the one statement).
func (s *Store) queueTemplateIn(t tx, leadID int64, tpl mailmsg.WhatsAppTemplate, at time.Time) error {
	_, err := s.queueTemplateCount(t, leadID, tpl, at)
	return err
}

// queueTemplateCount is queueTemplateIn saying whether it queued the message (1) or the lead's consent kept it back (0).
func (s *Store) queueTemplateCount(t tx, leadID int64, tpl mailmsg.WhatsAppTemplate, at time.Time) (int64, error) {
	m := whatsapp.Message{LeadID: leadID, Direction: whatsapp.Out, Kind: whatsapp.Kind(tpl.Kind), Template: tpl.Name,
		Language: tpl.Language, Params: tpl.Params, Text: tpl.Text, Status: whatsapp.StatusQueued, At: at}
	return execCount(t, `INSERT INTO whatsapp_messages (lead_id, direction, kind, template, language, params, text, status, wamid, staff_id, created_at, referral)
		SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM leads l WHERE l.id = ? AND l.mobile <> '' AND EXISTS (
			SELECT 1 FROM consents c WHERE c.record_kind = 'lead' AND c.record_id = l.id AND c.purpose = 'whatsapp' AND c.withdrawn_at IS NULL)`,
		append(s.waArgs(m), leadID)...)
}

// SetLeadWhatsApp makes CreateLead queue ack(l), when not nil, in the lead's own transaction: one statement
// more on SQLite, one part more of PostgreSQL's one statement. ack must read memory only. A site without
// WhatsApp never calls it, so its leads cost what they did.
func (s *Store) SetLeadWhatsApp(ack func(l lead.Enquiry) *mailmsg.WhatsAppTemplate) {
	s.leadWhatsApp = ack
}

// leadAcknowledgement is l's WhatsApp acknowledgement as a queued message (LeadID still to set), nil for none.
func (s *Store) leadAcknowledgement(l *lead.Enquiry) *whatsapp.Message {
	if s.leadWhatsApp == nil {
		return nil
	}
	tpl := s.leadWhatsApp(*l)
	if tpl == nil {
		return nil
	}
	return &whatsapp.Message{Direction: whatsapp.Out, Kind: whatsapp.Kind(tpl.Kind), Template: tpl.Name, Language: tpl.Language,
		Params: tpl.Params, Text: tpl.Text, Status: whatsapp.StatusQueued, At: l.CreatedAt}
}

// MarkWhatsAppRead marks the lead's incoming messages read at at.
func (s *Store) MarkWhatsAppRead(ctx context.Context, leadID int64, at time.Time) error {
	if _, err := s.write(ctx, `UPDATE whatsapp_messages SET read_at = ? WHERE lead_id = ? AND direction = 'in' AND read_at IS NULL`,
		s.d.time(at), leadID); err != nil {
		return s.fail("mark whatsapp read", err)
	}
	return nil
}

// WhatsAppUnread counts the unread incoming messages of these leads.
func (s *Store) WhatsAppUnread(ctx context.Context, ids []int64) (map[int64]int, error) {
	out := map[int64]int{}
	if len(ids) == 0 {
		return out, nil
	}
	type count struct{ id, n int64 }
	list, err := readAll(ctx, s, "whatsapp unread", func(c *count) []any { return []any{&c.id, &c.n} },
		`SELECT lead_id, count(*) FROM whatsapp_messages WHERE direction = 'in' AND read_at IS NULL AND lead_id IN `+idList(ids)+` GROUP BY lead_id`)
	if err != nil {
		return nil, err
	}
	for _, c := range list {
		out[c.id] = int(c.n)
	}
	return out, nil
}

// idList is ids as an IN list (integers only, so safe inside the query).
func idList(list []int64) string { return ids(list) }

// WhatsAppSettings returns the owner's templates and how the Cloud API last answered.
func (s *Store) WhatsAppSettings(ctx context.Context) (whatsapp.Settings, error) {
	var set whatsapp.Settings
	err := s.readRow(ctx, `SELECT templates, version, updated_at, last_error, last_error_at, last_success_at FROM whatsapp_settings WHERE id = 1`).
		Scan(jsonOf[map[whatsapp.Kind]whatsapp.Template]{&set.Templates}, &set.Version, maybeInstant{&set.UpdatedAt},
			&set.LastError, maybeInstant{&set.LastErrorAt}, maybeInstant{&set.LastSuccessAt})
	if err != nil {
		return set, s.fail("whatsapp settings", err)
	}
	if set.Templates == nil {
		set.Templates = map[whatsapp.Kind]whatsapp.Template{}
	}
	return set, nil
}

// SaveWhatsAppTemplates writes set's templates when set.Version is current, with audit.
func (s *Store) SaveWhatsAppTemplates(ctx context.Context, set whatsapp.Settings, audit staff.AuditEvent) (whatsapp.Settings, error) {
	body, err := json.Marshal(set.Templates)
	if err != nil {
		return set, s.fail("save whatsapp templates", err)
	}
	var updated any
	if set.UpdatedAt != nil {
		updated = s.d.time(*set.UpdatedAt)
	}
	err = s.inTx(ctx, func(t tx) error {
		err := t.row(`UPDATE whatsapp_settings SET templates = ?, updated_at = ?, version = version + 1 WHERE id = 1 AND version = ? RETURNING version`,
			string(body), updated, set.Version).Scan(&set.Version)
		if err != nil {
			return err
		}
		return s.audit(t, audit)
	})
	if errors.Is(err, sql.ErrNoRows) {
		return set, whatsapp.ErrStale
	}
	if err != nil {
		return set, s.fail("save whatsapp templates", err)
	}
	return s.WhatsAppSettings(ctx)
}

// RecordWhatsAppOutcome notes a call to the Cloud API: a success, or a failure's sentence.
func (s *Store) RecordWhatsAppOutcome(ctx context.Context, at time.Time, errText string) error {
	err := s.inTx(ctx, func(t tx) error { return s.recordOutcomeIn(t, at, errText) })
	if err != nil {
		return s.fail("record whatsapp outcome", err)
	}
	return nil
}

func (s *Store) recordOutcomeIn(t tx, at time.Time, errText string) error {
	if errText == "" {
		return t.exec(`UPDATE whatsapp_settings SET last_success_at = ? WHERE id = 1`, s.d.time(at))
	}
	return t.exec(`UPDATE whatsapp_settings SET last_error = ?, last_error_at = ? WHERE id = 1`, strings.TrimSpace(errText), s.d.time(at))
}

package sqlstore

// Answering contact messages: a message made into a lead or added to one, and mail replies.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/office"
)

var _ office.AnswerStore = (*Store)(nil)

// Message returns one contact message.
func (s *Store) Message(ctx context.Context, id int64) (*office.Message, error) {
	var m office.Message
	err := s.readRow(ctx, messageSelect+` WHERE t.id = ?`, id).Scan(messageFields(&m)...)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, office.ErrNoMessage
	}
	if err != nil {
		return nil, s.fail("message", err)
	}
	return &m, nil
}

// MatchLeads returns up to 10 live leads with these mobile digits or this
// (lower-case) e-mail, newest first; an empty key matches nothing.
func (s *Store) MatchLeads(ctx context.Context, digits, email string) ([]office.LeadMatch, error) {
	rows, err := s.read(ctx, `SELECT id, name, mobile, coalesce(email, ''), status,
		CASE WHEN mobile_digits = ? AND ? <> '' THEN 'mobile' ELSE 'email' END
		FROM leads WHERE merged_into IS NULL AND (mobile_digits = ? AND ? <> '' OR lower(email) = ? AND ? <> '')
		ORDER BY id DESC LIMIT 10`, digits, digits, digits, digits, email, email)
	list, err := collect(rows, err, func(m *office.LeadMatch) []any {
		return []any{&m.ID, &m.Name, &m.Mobile, &m.Email, &m.Status, &m.By}
	})
	if err != nil {
		return nil, s.fail("match leads", err)
	}
	return list, nil
}

// MessageToLead commits t: the new lead (or the existing one's assignee), the
// history lines, the message on its lead and handled, and the audit entry.
func (s *Store) MessageToLead(ctx context.Context, t office.ToLead) (*office.Message, error) {
	var m office.Message
	err := s.inTx(ctx, func(x tx) error {
		leadID := t.LeadID
		if leadID == 0 {
			n := t.Lead
			var email sql.NullString
			if n.Email != "" {
				email = sql.NullString{String: n.Email, Valid: true}
			}
			if err := x.row(leadInsert+` RETURNING id`, "", "", n.Name, n.Mobile, email, false, lead.Role, s.d.time(n.CreatedAt),
				n.Page, "", "", "", "", "", "", n.MobileDigits).Scan(&leadID); err != nil {
				return err
			}
			if t.AssigneeID != 0 {
				if err := x.exec(`UPDATE leads SET assignee_id = ? WHERE id = ?`, t.AssigneeID, leadID); err != nil {
					return err
				}
			}
		} else {
			assign := sql.NullInt64{Int64: t.AssigneeID, Valid: t.AssigneeID != 0}
			n, err := execCount(x, `UPDATE leads SET version = version + 1, assignee_id = coalesce(?, assignee_id)
				WHERE id = ? AND merged_into IS NULL`, assign, leadID)
			if err != nil {
				return err
			}
			if n == 0 {
				return office.ErrLeadGone
			}
		}
		n, err := execCount(x, `UPDATE contact_messages SET lead_id = ?, handled_at = coalesce(handled_at, ?),
			handled_by = coalesce(handled_by, ?), version = version + 1 WHERE id = ? AND version = ? AND lead_id IS NULL`,
			leadID, s.d.time(t.At), t.ActorID, t.MessageID, t.Version)
		if err != nil {
			return err
		}
		if n == 0 {
			return messageStaleOrGone(x, t.MessageID)
		}
		for _, e := range t.Events {
			if err := s.addEvent(x, leadID, t.At, t.ActorID, e); err != nil {
				return err
			}
		}
		if err := s.audit(x, t.Audit); err != nil {
			return err
		}
		return x.row(messageSelect+` WHERE t.id = ?`, t.MessageID).Scan(messageFields(&m)...)
	})
	if err != nil {
		return nil, s.domainOr("message to lead", err)
	}
	return &m, nil
}

// ReplyToMessage commits r: the mail queued, the message marked replied (and
// handled), the line on its lead's history when it has one, the audit entry.
func (s *Store) ReplyToMessage(ctx context.Context, r office.Reply) (*office.Message, error) {
	body, err := json.Marshal(r.Mail)
	if err != nil {
		return nil, s.fail("reply", err)
	}
	var m office.Message
	err = s.inTx(ctx, func(x tx) error {
		var leadID sql.NullInt64
		err := x.row(`UPDATE contact_messages SET replied_at = ?, replied_by = ?, handled_at = coalesce(handled_at, ?),
			handled_by = coalesce(handled_by, ?), version = version + 1 WHERE id = ? AND version = ? RETURNING lead_id`,
			s.d.time(r.At), r.ActorID, s.d.time(r.At), r.ActorID, r.MessageID, r.Version).Scan(&leadID)
		if errors.Is(err, sql.ErrNoRows) {
			return messageStaleOrGone(x, r.MessageID)
		} else if err != nil {
			return err
		}
		// No lead id on the outbox row: a lead has one row of each kind (its confirmation), and a reply is not that.
		if _, err := s.enqueueJSONIn(x, string(body), mailmsg.KindVisitor, 0, recordsOf(messageRecord, r.MessageID)...); err != nil {
			return err
		}
		if leadID.Valid {
			if err := s.addEvent(x, leadID.Int64, r.At, r.ActorID, lead.Event{Kind: lead.EventNote, Text: r.Line}); err != nil {
				return err
			}
		}
		if err := s.audit(x, r.Audit); err != nil {
			return err
		}
		return x.row(messageSelect+` WHERE t.id = ?`, r.MessageID).Scan(messageFields(&m)...)
	})
	if err != nil {
		return nil, s.domainOr("reply to message", err)
	}
	return &m, nil
}

// messageStaleOrGone tells a message whose version moved on (or that is on a lead already) from one that is not there.
func messageStaleOrGone(x tx, id int64) error {
	var n int
	if err := x.row(`SELECT count(*) FROM contact_messages WHERE id = ?`, id).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return office.ErrNoMessage
	}
	return office.ErrMessageStale
}

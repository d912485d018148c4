package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/office"
)

var _ office.Store = (*Store)(nil)

// handling scans handled_at, handled_by, the handler's name and version.
func handlingFields(h *office.Handling) []any {
	return []any{maybeInstant{&h.At}, personOf{&h.By}, &h.Version}
}

// personOf scans "id|name" of the staff member (NULL: nobody) into *p.
type personOf struct{ p **office.Person }

func (o personOf) Scan(v any) error {
	var n sql.NullString
	if err := n.Scan(v); err != nil {
		return err
	}
	*o.p = nil
	if !n.Valid {
		return nil
	}
	id, name, _ := strings.Cut(n.String, "|")
	n64, err := strconv.ParseInt(id, 10, 64)
	if err != nil {
		return fmt.Errorf("bad handler %q: %w", n.String, err)
	}
	*o.p = &office.Person{ID: n64, Name: name}
	return nil
}

// handlerColumns reads who handled a row of alias t: "id|name", the name as it is now.
const handlerColumns = `t.handled_at,
	CASE WHEN t.handled_by IS NULL THEN NULL ELSE CAST(t.handled_by AS TEXT) || '|' || coalesce(a.name, '') END,
	t.version`

const messageSelect = `SELECT t.id, t.first_name, t.last_name, t.email, t.phone, t.subject, t.message, t.page, t.created_at,
	t.lead_id, t.replied_at, CASE WHEN t.replied_by IS NULL THEN NULL ELSE CAST(t.replied_by AS TEXT) || '|' || coalesce(rb.name, '') END, ` +
	handlerColumns + ` FROM contact_messages t LEFT JOIN staff_accounts a ON a.id = t.handled_by
	LEFT JOIN staff_accounts rb ON rb.id = t.replied_by`

func messageFields(m *office.Message) []any {
	return append([]any{&m.ID, &m.FirstName, &m.LastName, &m.Email, &m.Phone, &m.Subject, &m.Message, &m.Page, instant{&m.CreatedAt},
		maybeID{&m.LeadID}, maybeInstant{&m.RepliedAt}, personOf{&m.RepliedBy}},
		handlingFields(&m.Handling)...)
}

// maybeID scans a nullable id into *p (nil for NULL).
type maybeID struct{ p **int64 }

func (o maybeID) Scan(v any) error {
	var n sql.NullInt64
	if err := n.Scan(v); err != nil {
		return err
	}
	*o.p = nil
	if n.Valid {
		*o.p = &n.Int64
	}
	return nil
}

// subscriberSelect reads a subscriber with when they unsubscribed: their newsletter consent
// withdrawn and none given since (subscribing again gives a new one).
const subscriberSelect = `SELECT t.id, t.email, t.page, t.created_at,
	CASE WHEN EXISTS (SELECT 1 FROM consents c WHERE c.record_kind = 'subscription' AND c.record_id = t.id
		AND c.purpose = 'newsletter' AND c.withdrawn_at IS NULL) THEN NULL
	ELSE (SELECT max(c.withdrawn_at) FROM consents c WHERE c.record_kind = 'subscription' AND c.record_id = t.id
		AND c.purpose = 'newsletter') END, ` + handlerColumns +
	` FROM subscriptions t LEFT JOIN staff_accounts a ON a.id = t.handled_by`

func subscriberFields(sub *office.Subscriber) []any {
	return append([]any{&sub.ID, &sub.Email, &sub.Page, instant{&sub.CreatedAt}, maybeInstant{&sub.UnsubscribedAt}},
		handlingFields(&sub.Handling)...)
}

// likePattern matches q anywhere, its own % and _ taken literally (ESCAPE '\').
func likePattern(q string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(q) + "%"
}

// pageWhere is the WHERE of a page of q over alias t; searched are the lowered texts q.Search is looked for in.
func pageWhere(q office.Query, searched ...string) (string, []any) {
	where, args := []string{"1 = 1"}, []any{}
	if q.After > 0 {
		where, args = append(where, "t.id < ?"), append(args, q.After)
	}
	if q.Handled != nil {
		if *q.Handled {
			where = append(where, "t.handled_at IS NOT NULL")
		} else {
			where = append(where, "t.handled_at IS NULL")
		}
	}
	if q.Search != "" {
		var or []string
		for _, col := range searched {
			or, args = append(or, "lower("+col+`) LIKE ? ESCAPE '\'`), append(args, likePattern(q.Search))
		}
		where = append(where, "("+strings.Join(or, " OR ")+")")
	}
	return " WHERE " + strings.Join(where, " AND ") + " ORDER BY t.id DESC LIMIT ?", append(args, q.Limit)
}

// ListMessages returns a page of contact messages, newest first.
func (s *Store) ListMessages(ctx context.Context, q office.Query) ([]office.Message, error) {
	where, args := pageWhere(q, "t.first_name || ' ' || t.last_name", "t.email", "t.subject", "t.message")
	rows, err := s.read(ctx, messageSelect+where, args...)
	list, err := collect(rows, err, messageFields)
	if err != nil {
		return nil, s.fail("list messages", err)
	}
	return list, nil
}

// ListSubscribers returns a page of subscribers, newest first.
func (s *Store) ListSubscribers(ctx context.Context, q office.Query) ([]office.Subscriber, error) {
	where, args := pageWhere(q, "t.email")
	rows, err := s.read(ctx, subscriberSelect+where, args...)
	list, err := collect(rows, err, subscriberFields)
	if err != nil {
		return nil, s.fail("list subscribers", err)
	}
	return list, nil
}

// SetMessageHandled applies c to a contact message at its version.
func (s *Store) SetMessageHandled(ctx context.Context, c office.Change) (*office.Message, error) {
	var m office.Message
	err := s.setHandled(ctx, "contact_messages", c, office.ErrNoMessage, office.ErrMessageStale, func(t tx) (string, error) {
		err := t.row(messageSelect+` WHERE t.id = ?`, c.ID).Scan(messageFields(&m)...)
		return m.Email, err
	})
	if err != nil {
		return nil, err
	}
	return &m, nil
}

// SetSubscriberHandled applies c to a subscriber at its version.
func (s *Store) SetSubscriberHandled(ctx context.Context, c office.Change) (*office.Subscriber, error) {
	var sub office.Subscriber
	err := s.setHandled(ctx, "subscriptions", c, office.ErrNoSubscriber, office.ErrSubscriberStale, func(t tx) (string, error) {
		err := t.row(subscriberSelect+` WHERE t.id = ?`, c.ID).Scan(subscriberFields(&sub)...)
		return sub.Email, err
	})
	if err != nil {
		return nil, err
	}
	return &sub, nil
}

// setHandled changes the row of table if c.Version is current, reads it back with reread
// (which answers the row's e-mail address) and writes c's audit entry about it; missing or stale when it was not changed.
func (s *Store) setHandled(ctx context.Context, table string, c office.Change, missing, stale error, reread func(t tx) (string, error)) error {
	var at, by any
	if c.Handled {
		at, by = s.d.time(c.At), c.By
	}
	err := s.inTx(ctx, func(t tx) error {
		var id int64
		err := t.row(`UPDATE `+table+` SET handled_at = ?, handled_by = ?, version = version + 1
			WHERE id = ? AND version = ? RETURNING id`, at, by, c.ID, c.Version).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			var n int
			if err := t.row(`SELECT count(*) FROM `+table+` WHERE id = ?`, c.ID).Scan(&n); err != nil {
				return err
			}
			if n == 0 {
				return missing
			}
			return stale
		}
		if err != nil {
			return err
		}
		email, err := reread(t)
		if err != nil || c.AuditOf == nil {
			return err
		}
		return s.audit(t, c.AuditOf(email))
	})
	return s.domainOr("mark handled", err)
}

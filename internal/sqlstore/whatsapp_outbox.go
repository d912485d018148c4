package sqlstore

// The queue of WhatsApp messages going out: whatsapp_messages' queued rows, leased, retried and marked as
// the mail outbox's are; a row WhatsApp gave an id (wamid) is never claimed again.

import (
	"cmp"
	"context"
	"slices"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

var _ whatsapp.Outbox = (*Store)(nil)

// ClaimWhatsApp leases due queued messages to worker in one statement (see dialect.claimLock), then reads
// them with their lead's mobile and whether its WhatsApp consent stands.
func (s *Store) ClaimWhatsApp(ctx context.Context, worker string, now time.Time, lease time.Duration, limit int) ([]whatsapp.Outgoing, error) {
	claimed, err := writeRows(ctx, s, func(id *int64) []any { return []any{id} }, `
		UPDATE whatsapp_messages SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
		WHERE id IN (
			SELECT id FROM whatsapp_messages
			WHERE status = 'queued' AND wamid IS NULL
			  AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
			  AND (lease_until IS NULL OR lease_until < ?)
			ORDER BY id LIMIT ?
			`+s.d.claimLock+`)
		RETURNING id`,
		worker, s.d.time(now.Add(lease)), s.d.time(now), s.d.time(now), limit)
	if err != nil {
		return nil, s.fail("claim whatsapp messages", err)
	}
	if len(claimed) == 0 {
		return nil, nil
	}
	type row struct {
		waRow
		mobile  string
		consent bool
	}
	rows, err := readAll(ctx, s, "claimed whatsapp messages", func(r *row) []any {
		return append(waFields(&r.waRow), &r.mobile, &r.consent)
	}, `SELECT `+waColumns+`, l.mobile, EXISTS (SELECT 1 FROM consents c WHERE c.record_kind = 'lead' AND c.record_id = l.id
			AND c.purpose = 'whatsapp' AND c.withdrawn_at IS NULL)`+waFrom+`JOIN leads l ON l.id = w.lead_id
		WHERE w.id IN `+ids(claimed)+` AND w.lease_owner = ?`, worker)
	if err != nil {
		return nil, err
	}
	out := make([]whatsapp.Outgoing, len(rows))
	for i, r := range rows {
		out[i] = whatsapp.Outgoing{Message: messagesOf([]waRow{r.waRow})[0], Mobile: r.mobile, Consent: r.consent}
	}
	slices.SortFunc(out, func(a, b whatsapp.Outgoing) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}

// leasedWhatsApp is the WHERE clause of a queued message worker holds.
const leasedWhatsApp = ` WHERE id = ? AND lease_owner = ? AND status = 'queued' AND wamid IS NULL`

// MarkWhatsAppSent records WhatsApp's id of a message worker holds, its timeline line and the Cloud API's
// success; the template's parameters (a booking's link among them) go, having done their work.
func (s *Store) MarkWhatsAppSent(ctx context.Context, id int64, worker, wamid, line string, at time.Time) error {
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE whatsapp_messages SET wamid = ?, status = 'sent', status_at = ?, params = '[]', last_error = '',
			lease_owner = NULL, lease_until = NULL`+leasedWhatsApp, wamid, s.d.time(at), id, worker)
		if err != nil {
			return err
		}
		if n == 0 {
			return whatsapp.ErrNotLeased
		}
		if err := s.sentLineIn(t, id, line, at); err != nil {
			return err
		}
		return s.recordOutcomeIn(t, at, "")
	})
	return s.domainOr("mark whatsapp message sent", err)
}

// sentLineIn writes the timeline line of message id, one the site started (staff's own have theirs), as
// line followed by the message's text; nothing when line is "".
func (s *Store) sentLineIn(t tx, id int64, line string, at time.Time) error {
	if line == "" {
		return nil
	}
	return t.exec(`INSERT INTO lead_events (lead_id, at, kind, text) SELECT lead_id, ?, 'whatsapp', ? || text
		FROM whatsapp_messages WHERE id = ? AND staff_id IS NULL`, s.d.time(at), line, id)
}

// RetryWhatsApp releases a message worker holds and makes it due at next, noting why.
func (s *Store) RetryWhatsApp(ctx context.Context, id int64, worker string, next time.Time, errText string) error {
	return s.markWhatsApp(ctx, id, worker, `next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_until = NULL`, s.d.time(next), errText)
}

// FailWhatsApp marks a message worker holds failed for good, with why and, for one the site started, its line.
func (s *Store) FailWhatsApp(ctx context.Context, id int64, worker, errText, line string, at time.Time) error {
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE whatsapp_messages SET status = 'failed', status_at = ?, last_error = ?, lease_owner = NULL, lease_until = NULL`+
			leasedWhatsApp, s.d.time(at), errText, id, worker)
		if err != nil {
			return err
		}
		if n == 0 {
			return whatsapp.ErrNotLeased
		}
		if line == "" {
			return nil
		}
		return t.exec(`INSERT INTO lead_events (lead_id, at, kind, text) SELECT lead_id, ?, 'whatsapp', ? FROM whatsapp_messages
			WHERE id = ? AND staff_id IS NULL`, s.d.time(at), line, id)
	})
	return s.domainOr("fail whatsapp message", err)
}

func (s *Store) markWhatsApp(ctx context.Context, id int64, worker, set string, args ...any) error {
	res, err := s.write(ctx, `UPDATE whatsapp_messages SET `+set+leasedWhatsApp, append(args, id, worker)...)
	if err != nil {
		return s.fail("mark whatsapp message", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return s.fail("mark whatsapp message", err)
	} else if n == 0 {
		return whatsapp.ErrNotLeased
	}
	return nil
}

// WhatsAppStats counts the messages going out by status, as the outbox's OutboxStats does for mail.
func (s *Store) WhatsAppStats(ctx context.Context) (whatsapp.Stats, error) {
	var st whatsapp.Stats
	err := s.readRow(ctx, `
		SELECT count(*) FILTER (WHERE status = 'queued'), count(*) FILTER (WHERE status = 'failed'),
		       min(created_at) FILTER (WHERE status = 'queued')
		FROM whatsapp_messages WHERE direction = 'out' AND (status = 'queued' OR status = 'failed')`).
		Scan(&st.Queued, &st.Failed, maybeInstant{&st.OldestQueued})
	if err != nil {
		return st, s.fail("whatsapp stats", err)
	}
	return st, nil
}

// WhatsAppProblems returns, newest first, at most limit: failed messages, queued ones from before
// stuckBefore and queued ones whose last few attempts failed (as ListProblems does for mail).
func (s *Store) WhatsAppProblems(ctx context.Context, stuckBefore time.Time, limit int) ([]whatsapp.Outgoing, error) {
	type row struct {
		waRow
		mobile string
	}
	rows, err := readAll(ctx, s, "whatsapp problems", func(r *row) []any { return append(waFields(&r.waRow), &r.mobile) },
		`SELECT `+waColumns+`, l.mobile`+waFrom+`JOIN leads l ON l.id = w.lead_id WHERE w.direction = 'out' AND (w.status = 'failed'
			OR (w.status = 'queued' AND (w.created_at < ? OR (w.attempts >= `+strconv.Itoa(problemAttempts)+` AND w.last_error <> ''))))
		ORDER BY w.id DESC LIMIT ?`, s.d.time(stuckBefore), limit)
	if err != nil {
		return nil, err
	}
	out := make([]whatsapp.Outgoing, len(rows))
	for i, r := range rows {
		out[i] = whatsapp.Outgoing{Message: messagesOf([]waRow{r.waRow})[0], Mobile: r.mobile}
	}
	return out, nil
}

// RetryWhatsAppNow makes a message going out due at once, with audit: one that failed before WhatsApp took
// it, or one queued that no worker holds; a message WhatsApp gave an id is never sent again.
func (s *Store) RetryWhatsAppNow(ctx context.Context, id int64, now time.Time, audit staff.AuditEvent) (bool, error) {
	var n int64
	err := s.inTx(ctx, func(t tx) error {
		var err error
		n, err = execCount(t, `UPDATE whatsapp_messages SET status = 'queued', next_attempt_at = NULL, lease_owner = NULL, lease_until = NULL
			WHERE id = ? AND direction = 'out' AND wamid IS NULL
			  AND (status = 'failed' OR (status = 'queued' AND (lease_until IS NULL OR lease_until < ?)))`, id, s.d.time(now))
		if err != nil || n == 0 {
			return err
		}
		return s.audit(t, audit)
	})
	if err != nil {
		return false, s.fail("retry whatsapp message", err)
	}
	return n > 0, nil
}

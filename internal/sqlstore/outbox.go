package sqlstore

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Enqueue commits m as a pending company row, due at once, and returns its id.
func (s *Store) Enqueue(ctx context.Context, m mail.Message) (int64, error) {
	var id int64
	err := s.inTx(ctx, func(t tx) (err error) {
		id, err = s.enqueueIn(t, m, mailmsg.KindCompany, 0)
		return err
	})
	if err != nil {
		return 0, s.fail("enqueue", err)
	}
	return id, nil
}

// EnqueueConfirmation commits the visitor's confirmation of lead leadID unless
// the lead has one already, whatever its status.
func (s *Store) EnqueueConfirmation(ctx context.Context, leadID int64, m mail.Message) (bool, error) {
	var id int64
	err := s.inTx(ctx, func(t tx) (err error) {
		id, err = s.enqueueIn(t, m, mailmsg.KindVisitor, leadID)
		return err
	})
	if err != nil {
		return false, s.fail("enqueue confirmation", err)
	}
	return id != 0, nil
}

// outboxInsert adds a pending row (message, created_at, kind, lead_id) of this
// release's format; a second row of one kind for one lead is not added.
const outboxInsert = `INSERT INTO outbox (message, status, created_at, kind, lead_id, format) VALUES (?, 'pending', ?, ?, ?, ?)
	ON CONFLICT DO NOTHING`

// enqueueIn adds m as a pending row of kind about lead leadID (0: none) inside t
// and returns its id, or 0 when that lead already has a row of this kind; the row
// is tied to the records about names (see tieIn).
func (s *Store) enqueueIn(t tx, m mail.Message, kind string, leadID int64, about ...record) (int64, error) {
	body, err := json.Marshal(m)
	if err != nil {
		return 0, err
	}
	return s.enqueueJSONIn(t, string(body), kind, leadID, about...)
}

// enqueueJSONIn is enqueueIn for a message already encoded, so a caller can
// encode it before its unit waits for SQLite's one writer.
func (s *Store) enqueueJSONIn(t tx, body string, kind string, leadID int64, about ...record) (int64, error) {
	return s.enqueueAtIn(t, body, time.Now(), kind, leadID, about...)
}

// enqueueAtIn is enqueueJSONIn with the row's time given (a booking's controlled clock).
func (s *Store) enqueueAtIn(t tx, body string, at time.Time, kind string, leadID int64, about ...record) (int64, error) {
	var id int64
	err := t.row(outboxInsert+` RETURNING id`,
		body, s.d.time(at), kind, sql.NullInt64{Int64: leadID, Valid: leadID > 0}, mail.OutboxFormat).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err == nil {
		err = tieIn(t, id, about...)
	}
	return id, err
}

// record names one of a person's records, as consents name them (consent.Kind) and "request" a data request.
type record struct {
	kind string
	id   int64
}

// The kinds of record an outbox row is tied to.
const (
	leadRecord    = string(consent.KindLead)
	messageRecord = string(consent.KindMessage)
	requestRecord = "request"
)

func aboutLead(ids ...int64) []record { return recordsOf(leadRecord, ids...) }

func recordsOf(kind string, ids ...int64) []record {
	out := make([]record, 0, len(ids))
	for _, id := range ids {
		if id > 0 {
			out = append(out, record{kind, id})
		}
	}
	return out
}

// tieIn records that outbox row id is about records: an erasure of them takes the row by id, no text searched.
func tieIn(t tx, id int64, records ...record) error {
	for _, r := range records {
		if err := t.exec(`INSERT INTO outbox_records (outbox_id, record_kind, record_id) VALUES (?, ?, ?)`, id, r.kind, r.id); err != nil {
			return err
		}
	}
	return nil
}

const itemColumns = `id, message, status, attempts, next_attempt_at, last_error, created_at, sent_at, kind, coalesce(lead_id, 0)`

func itemFields(it *mail.Item) []any {
	return []any{&it.ID, jsonOf[mail.Message]{&it.Message}, &it.Status, &it.Attempts, instant{&it.NextAttemptAt},
		&it.LastError, instant{&it.CreatedAt}, maybeInstant{&it.SentAt}, &it.Kind, &it.LeadID}
}

// Claim leases up to limit due pending rows without a live lease to worker in
// one statement, so two claimers never share a row (see dialect.claimLock);
// rows of a format newer than mail.OutboxFormat are left to a newer copy.
func (s *Store) Claim(ctx context.Context, worker string, now time.Time, lease time.Duration, limit int) ([]mail.Item, error) {
	items, err := writeRows(ctx, s, itemFields, `
		UPDATE outbox SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
		WHERE id IN (
			SELECT id FROM outbox
			WHERE status = 'pending' AND format <= ?
			  AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
			  AND (lease_until IS NULL OR lease_until < ?)
			ORDER BY id LIMIT ?
			`+s.d.claimLock+`)
		RETURNING `+itemColumns,
		worker, s.d.time(now.Add(lease)), mail.OutboxFormat, s.d.time(now), s.d.time(now), limit)
	if err != nil {
		return nil, s.fail("claim", err)
	}
	for i := range items {
		if items[i].NextAttemptAt.IsZero() { // NULL: due since it was created
			items[i].NextAttemptAt = items[i].CreatedAt
		}
	}
	// RETURNING order is unspecified; workers expect oldest first.
	slices.SortFunc(items, func(a, b mail.Item) int { return cmp.Compare(a.ID, b.ID) })
	return items, nil
}

// MarkSent records delivery of a row leased to worker, with its line in the mail log.
func (s *Store) MarkSent(ctx context.Context, id int64, worker string, at time.Time) error {
	n, err := s.MarkSentAll(ctx, []int64{id}, worker, at)
	if err == nil && n == 0 {
		return mail.ErrNotLeased
	}
	return err
}

// MarkSentAll records the delivery of the rows ids leased to worker in one
// transaction (one commit on PostgreSQL rather than one per mail) and returns how
// many it marked. Each gets a line in the mail log (when, its kind, the row and its
// lead; no address, no body), which outlives the row's 30 days: the Rules' processing log.
func (s *Store) MarkSentAll(ctx context.Context, ids []int64, worker string, at time.Time) (int, error) {
	if len(ids) == 0 {
		return 0, nil
	}
	leased, args := leasedRows(s.d.time(at), ids, worker)
	var n, forgot int64
	err := s.inTxAgain(ctx, func(t tx) error {
		if err := t.exec(`INSERT INTO mail_log (sent_at, kind, outbox_id, lead_id)
			SELECT ?, kind, id, coalesce(lead_id, 0) FROM outbox `+leased, args...); err != nil {
			return err
		}
		var err error
		n, err = execCount(t, `UPDATE outbox SET status = 'sent', sent_at = ?, lease_owner = NULL, lease_until = NULL `+leased, args...)
		if err != nil {
			return err
		}
		// A mail to a person just erased goes once delivered: the log line above is all that stays of it.
		forgot, err = execCount(t, `DELETE FROM outbox WHERE forget_sent AND status = 'sent' AND id IN (?`+strings.Repeat(`, ?`, len(ids)-1)+`)`,
			args[1:len(ids)+1]...)
		return err
	})
	if err != nil {
		return 0, s.fail("mark outbox", err)
	}
	if forgot > 0 {
		s.forgetFreed(ctx) // as after the erasure itself: the WAL keeps no frame of the address
	}
	return int(n), nil
}

// leasedRows is the WHERE clause of the pending rows ids that worker holds, with its arguments after
// the statement's one leading argument set.
func leasedRows(set any, ids []int64, worker string) (string, []any) {
	args := make([]any, 0, len(ids)+2)
	args = append(args, set)
	for _, id := range ids {
		args = append(args, id)
	}
	args = append(args, worker)
	return `WHERE id IN (?` + strings.Repeat(`, ?`, len(ids)-1) + `) AND lease_owner = ? AND status = 'pending'`, args
}

// RenewLease moves the lease of the pending rows ids that worker still holds to until.
func (s *Store) RenewLease(ctx context.Context, ids []int64, worker string, until time.Time) (int, error) {
	if len(ids) == 0 {
		return 0, nil
	}
	leased, args := leasedRows(s.d.time(until), ids, worker)
	res, err := s.write(ctx, `UPDATE outbox SET lease_until = ? `+leased, args...)
	if err != nil {
		return 0, s.fail("renew outbox lease", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, s.fail("renew outbox lease", err)
	}
	return int(n), nil
}

// MarkRetry releases the lease of worker and schedules another attempt at next.
func (s *Store) MarkRetry(ctx context.Context, id int64, worker string, next time.Time, errText string) error {
	return s.mark(ctx, id, worker, `next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_until = NULL`, s.d.time(next), errText)
}

// MarkFailed records a permanent failure of a row leased to worker.
func (s *Store) MarkFailed(ctx context.Context, id int64, worker string, errText string) error {
	return s.mark(ctx, id, worker, `status = 'failed', last_error = ?, lease_owner = NULL, lease_until = NULL`, errText)
}

// mark applies set to a pending row whose lease worker holds; anything else is mail.ErrNotLeased.
func (s *Store) mark(ctx context.Context, id int64, worker, set string, args ...any) error {
	res, err := s.write(ctx, `UPDATE outbox SET `+set+` WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
		append(args, id, worker)...)
	if err != nil {
		return s.fail("mark outbox", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return s.fail("mark outbox", err)
	} else if n == 0 {
		return mail.ErrNotLeased
	}
	return nil
}

// OutboxStats counts rows by status.
func (s *Store) OutboxStats(ctx context.Context) (mail.Stats, error) {
	var st mail.Stats
	err := s.readRow(ctx, `
		SELECT count(*) FILTER (WHERE status = 'pending'),
		       count(*) FILTER (WHERE status = 'sent'),
		       count(*) FILTER (WHERE status = 'failed'),
		       min(created_at) FILTER (WHERE status = 'pending')
		FROM outbox`).Scan(&st.Pending, &st.Sent, &st.Failed, maybeInstant{&st.OldestPending})
	if err != nil {
		return st, s.fail("outbox stats", err)
	}
	return st, nil
}

// ListFailed returns the failed rows, oldest first.
func (s *Store) ListFailed(ctx context.Context) ([]mail.Item, error) {
	rows, err := s.read(ctx, `SELECT `+itemColumns+` FROM outbox WHERE status = 'failed' ORDER BY id`)
	items, err := collect(rows, err, itemFields)
	if err != nil {
		return nil, s.fail("list failed mail", err)
	}
	return items, nil
}

// RetryFailed puts failed rows (those numbered ids, or all) back to pending, due at once.
func (s *Store) RetryFailed(ctx context.Context, ids []int64, all bool) (int, error) {
	var n int64
	err := s.inTx(ctx, func(t tx) error {
		for _, id := range ids {
			if err := s.retryIn(t, &n, nil, `AND id = ?`, id); err != nil {
				return err
			}
		}
		if all {
			return s.retryIn(t, &n, nil, ``)
		}
		return nil
	})
	if err != nil {
		return 0, s.fail("retry failed mail", err)
	}
	return int(n), nil
}

// RetryNow makes row id due at once, as `site mail retry` does for a failed
// row; a pending row that no worker holds (still waiting out its backoff) is
// made due too. It reports whether the row was one of those.
func (s *Store) RetryNow(ctx context.Context, id int64, now time.Time, audit staff.AuditEvent) (bool, error) {
	var n int64
	err := s.inTx(ctx, func(t tx) error {
		if err := s.retryIn(t, &n, &now, `AND id = ?`, id); err != nil || n == 0 {
			return err
		}
		return s.audit(t, audit)
	})
	if err != nil {
		return false, s.fail("retry mail", err)
	}
	return n > 0, nil
}

// retryIn makes the failed rows matching where pending and due, adding their
// count to n; with unleasedAt, also the pending rows without a live lease then.
func (s *Store) retryIn(t tx, n *int64, unleasedAt *time.Time, where string, args ...any) error {
	which := `status = 'failed'`
	if unleasedAt != nil {
		which = `(status = 'failed' OR (status = 'pending' AND (lease_until IS NULL OR lease_until < ?)))`
		args = append([]any{s.d.time(*unleasedAt)}, args...)
	}
	res, err := t.q.ExecContext(t.ctx, t.d.rebind(`UPDATE outbox SET status = 'pending', next_attempt_at = NULL,
		lease_owner = NULL, lease_until = NULL WHERE `+which+` `+where), args...)
	if err != nil {
		return err
	}
	matched, err := res.RowsAffected()
	*n += matched
	return err
}

// problemAttempts is how many failed attempts in a row make a pending row a
// problem before it is old enough to count as stuck (one hiccup is not).
const problemAttempts = 3

// ListProblems returns the rows that need a person's eye, newest first, at most
// limit: failed ones, pending ones queued before stuckBefore, and pending ones
// whose last problemAttempts attempts failed (a CRM refused by the address rule, say).
func (s *Store) ListProblems(ctx context.Context, stuckBefore time.Time, limit int) ([]mail.Item, error) {
	rows, err := s.read(ctx, `SELECT `+itemColumns+` FROM outbox
		WHERE status = 'failed' OR (status = 'pending' AND (created_at < ? OR (attempts >= `+strconv.Itoa(problemAttempts)+` AND last_error <> '')))
		ORDER BY id DESC LIMIT ?`, s.d.time(stuckBefore), limit)
	items, err := collect(rows, err, itemFields)
	if err != nil {
		return nil, s.fail("list mail problems", err)
	}
	return items, nil
}

package sqlstore

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ inbound.Store = (*Store)(nil)

// SaveDelivery commits d as pending unless its source holds its event id already (then nothing is
// written and it reports false). On PostgreSQL one autocommitted statement; on SQLite a unit of
// the group commit.
func (s *Store) SaveDelivery(ctx context.Context, d *inbound.Delivery) (bool, error) {
	const insert = `INSERT INTO inbound_deliveries (source, event_id, body, received_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (source, event_id) DO NOTHING RETURNING id`
	args := []any{d.Source, d.EventID, d.Body, s.d.time(d.ReceivedAt)}
	var err error
	if s.group == nil {
		err = s.writeRow(ctx, insert, args...).Scan(&d.ID)
	} else {
		var id int64 // set only once the unit answered (see write)
		err = s.inTx(ctx, func(t tx) error { return t.row(insert, args...).Scan(&id) })
		d.ID = id
	}
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, s.fail("save delivery", err)
	}
	d.Status = inbound.StatusPending
	return true, nil
}

const deliveryColumns = `id, source, event_id, body, received_at, status, attempts, next_attempt_at, last_error, done_at`

func deliveryFields(d *inbound.Delivery) []any {
	return []any{&d.ID, &d.Source, &d.EventID, &d.Body, instant{&d.ReceivedAt}, &d.Status, &d.Attempts,
		instant{&d.NextAttemptAt}, &d.LastError, maybeInstant{&d.DoneAt}}
}

// dueDelivery fills a NULL next attempt (due since it arrived) with its arrival.
func dueDelivery(list []inbound.Delivery) []inbound.Delivery {
	for i := range list {
		if list[i].NextAttemptAt.IsZero() {
			list[i].NextAttemptAt = list[i].ReceivedAt
		}
	}
	return list
}

// ClaimDeliveries leases due pending deliveries of sources to worker in one statement, so two
// claimers never share one (SKIP LOCKED on PostgreSQL, the one writer on SQLite).
func (s *Store) ClaimDeliveries(ctx context.Context, worker string, sources []string, now time.Time, lease time.Duration, limit int) ([]inbound.Delivery, error) {
	if len(sources) == 0 {
		return nil, nil
	}
	args := []any{worker, s.d.time(now.Add(lease))}
	for _, src := range sources {
		args = append(args, src)
	}
	args = append(args, s.d.time(now), s.d.time(now), limit)
	list, err := writeRows(ctx, s, deliveryFields, `
		UPDATE inbound_deliveries SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
		WHERE id IN (
			SELECT id FROM inbound_deliveries
			WHERE status = 'pending' AND source IN (?`+strings.Repeat(`, ?`, len(sources)-1)+`)
			  AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
			  AND (lease_until IS NULL OR lease_until < ?)
			ORDER BY id LIMIT ?
			`+s.d.claimLock+`)
		RETURNING `+deliveryColumns, args...)
	if err != nil {
		return nil, s.fail("claim deliveries", err)
	}
	// RETURNING order is unspecified; deliveries are processed in the order they came.
	slices.SortFunc(list, func(a, b inbound.Delivery) int { return cmp.Compare(a.ID, b.ID) })
	return dueDelivery(list), nil
}

// FinishDelivery marks a delivery done and empties its body: what it said now lives where its
// processing put it, and the raw copy (names, numbers, messages) is no longer kept.
func (s *Store) FinishDelivery(ctx context.Context, id int64, worker string, at time.Time) error {
	return s.markDelivery(ctx, id, worker, `status = 'done', done_at = ?, body = ?, last_error = ''`, s.d.time(at), []byte{})
}

// RetryDelivery releases the lease of worker and makes the delivery due again at next.
func (s *Store) RetryDelivery(ctx context.Context, id int64, worker string, next time.Time, errText string) error {
	return s.markDelivery(ctx, id, worker, `next_attempt_at = ?, last_error = ?`, s.d.time(next), errText)
}

// FailDelivery records a delivery that failed for good.
func (s *Store) FailDelivery(ctx context.Context, id int64, worker string, errText string) error {
	return s.markDelivery(ctx, id, worker, `status = 'failed', last_error = ?`, errText)
}

// markDelivery applies set to a pending delivery leased to worker, releasing the lease;
// inbound.ErrNotLeased when worker no longer holds it.
func (s *Store) markDelivery(ctx context.Context, id int64, worker, set string, args ...any) error {
	res, err := s.write(ctx, `UPDATE inbound_deliveries SET `+set+`, lease_owner = NULL, lease_until = NULL
		WHERE id = ? AND lease_owner = ? AND status = 'pending'`, append(args, id, worker)...)
	if err != nil {
		return s.fail("mark delivery", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return s.fail("mark delivery", err)
	}
	if n == 0 {
		return inbound.ErrNotLeased
	}
	return nil
}

// DeliveryStats counts the deliveries not done, by source.
func (s *Store) DeliveryStats(ctx context.Context) ([]inbound.Stats, error) {
	return readAll(ctx, s, "delivery stats", func(st *inbound.Stats) []any {
		return []any{&st.Source, &st.Pending, &st.Failed, maybeInstant{&st.OldestPending}}
	}, `SELECT source,
			coalesce(sum(CASE WHEN status = 'pending' THEN 1 ELSE 0 END), 0),
			coalesce(sum(CASE WHEN status = 'failed' THEN 1 ELSE 0 END), 0),
			min(CASE WHEN status = 'pending' THEN received_at END)
		FROM inbound_deliveries WHERE status <> 'done' GROUP BY source ORDER BY source`)
}

// deliveryProblemAttempts is how many failed attempts in a row make a waiting delivery a problem
// before it is old enough to count as stuck (one hiccup is not).
const deliveryProblemAttempts = 3

// DeliveryProblems returns failed deliveries, those pending since before stuckBefore and those
// whose last attempts failed, newest first, at most limit.
func (s *Store) DeliveryProblems(ctx context.Context, stuckBefore time.Time, limit int) ([]inbound.Delivery, error) {
	list, err := readAll(ctx, s, "delivery problems", deliveryFields, `SELECT `+deliveryColumns+` FROM inbound_deliveries
		WHERE status = 'failed' OR (status = 'pending' AND (received_at < ?
			OR (attempts >= `+strconv.Itoa(deliveryProblemAttempts)+` AND last_error <> '')))
		ORDER BY id DESC LIMIT ?`, s.d.time(stuckBefore), limit)
	return dueDelivery(list), err
}

// RequeueDelivery makes a failed delivery, or a pending one without a live lease at now, due at
// once, with its audit entry in the same transaction.
func (s *Store) RequeueDelivery(ctx context.Context, id int64, now time.Time, audit staff.AuditEvent) (bool, error) {
	var n int64
	err := s.inTx(ctx, func(t tx) (err error) {
		n, err = execCount(t, `UPDATE inbound_deliveries SET status = 'pending', next_attempt_at = NULL,
			lease_owner = NULL, lease_until = NULL
			WHERE id = ? AND (status = 'failed' OR (status = 'pending' AND (lease_until IS NULL OR lease_until < ?)))`,
			id, s.d.time(now))
		if err != nil || n == 0 {
			return err
		}
		return s.audit(t, audit)
	})
	if err != nil {
		return false, s.fail("requeue delivery", err)
	}
	return n > 0, nil
}

// PruneDeliveries deletes deliveries done before doneBefore, in batches.
func (s *Store) PruneDeliveries(ctx context.Context, doneBefore time.Time) (int, error) {
	total := 0
	for {
		res, err := s.write(ctx, `DELETE FROM inbound_deliveries WHERE id IN (
			SELECT id FROM inbound_deliveries WHERE status = 'done' AND done_at < ? LIMIT ?)`,
			s.d.time(doneBefore), pruneBatch)
		if err != nil {
			return total, s.fail("prune deliveries", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return total, s.fail("prune deliveries", err)
		}
		total += int(n)
		if n < pruneBatch {
			return total, nil
		}
	}
}

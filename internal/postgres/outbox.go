package postgres

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mail"
)

// Enqueue commits m as a pending row, due at once, and returns its id.
func (d *DB) Enqueue(ctx context.Context, m mail.Message) (int64, error) {
	body, err := json.Marshal(m)
	if err != nil {
		return 0, fmt.Errorf("postgres: enqueue: %w", err)
	}
	var id int64
	err = d.db.QueryRowContext(ctx,
		`INSERT INTO outbox (message, status, created_at) VALUES ($1, 'pending', $2) RETURNING id`,
		string(body), ms(time.Now())).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("postgres: enqueue: %w", err)
	}
	return id, nil
}

// Claim leases up to limit due pending rows without a live lease to worker in
// one statement; SKIP LOCKED lets concurrent claimers pass over each other's rows.
func (d *DB) Claim(ctx context.Context, worker string, now time.Time, lease time.Duration, limit int) ([]mail.Item, error) {
	rows, err := d.db.QueryContext(ctx, `
		UPDATE outbox SET lease_owner = $1, lease_until = $2, attempts = attempts + 1
		WHERE id IN (
			SELECT id FROM outbox
			WHERE status = 'pending'
			  AND (next_attempt_at IS NULL OR next_attempt_at <= $3)
			  AND (lease_until IS NULL OR lease_until < $3)
			ORDER BY id LIMIT $4
			FOR UPDATE SKIP LOCKED)
		RETURNING id, message, status, attempts, next_attempt_at, last_error, created_at, sent_at`,
		worker, ms(now.Add(lease)), ms(now), limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: claim: %w", err)
	}
	defer rows.Close()
	items := []mail.Item{}
	for rows.Next() {
		var (
			it         mail.Item
			body       string
			next, sent sql.NullTime
		)
		if err := rows.Scan(&it.ID, &body, &it.Status, &it.Attempts, &next, &it.LastError, &it.CreatedAt, &sent); err != nil {
			return nil, fmt.Errorf("postgres: claim: %w", err)
		}
		if err := json.Unmarshal([]byte(body), &it.Message); err != nil {
			return nil, fmt.Errorf("postgres: claim: message %d: %w", it.ID, err)
		}
		it.CreatedAt = it.CreatedAt.UTC()
		it.NextAttemptAt = it.CreatedAt
		if next.Valid {
			it.NextAttemptAt = next.Time.UTC()
		}
		if sent.Valid {
			at := sent.Time.UTC()
			it.SentAt = &at
		}
		items = append(items, it)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: claim: %w", err)
	}
	// RETURNING order is unspecified; workers expect oldest first.
	sortByID(items)
	return items, nil
}

// MarkSent records delivery of a row leased to worker.
func (d *DB) MarkSent(ctx context.Context, id int64, worker string, at time.Time) error {
	return d.mark(ctx, id, worker, `status = 'sent', sent_at = $1, lease_owner = NULL, lease_until = NULL`, ms(at))
}

// MarkRetry releases the lease of worker and schedules another attempt at next.
func (d *DB) MarkRetry(ctx context.Context, id int64, worker string, next time.Time, errText string) error {
	return d.mark(ctx, id, worker, `next_attempt_at = $1, last_error = $2, lease_owner = NULL, lease_until = NULL`, ms(next), errText)
}

// MarkFailed records a permanent failure of a row leased to worker.
func (d *DB) MarkFailed(ctx context.Context, id int64, worker string, errText string) error {
	return d.mark(ctx, id, worker, `status = 'failed', last_error = $1, lease_owner = NULL, lease_until = NULL`, errText)
}

// mark applies set (whose placeholders come first) to a pending row whose lease
// worker holds; anything else is a fault.ECONFLICT.
func (d *DB) mark(ctx context.Context, id int64, worker, set string, args ...any) error {
	n := len(args)
	args = append(args, id, worker)
	res, err := d.db.ExecContext(ctx, fmt.Sprintf(
		`UPDATE outbox SET %s WHERE id = $%d AND lease_owner = $%d AND status = 'pending'`, set, n+1, n+2), args...)
	if err != nil {
		return fmt.Errorf("postgres: mark outbox %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("postgres: mark outbox %d: %w", id, err)
	} else if n == 0 {
		return fault.Errorf(fault.ECONFLICT, "outbox item %d is not leased to %s", id, worker)
	}
	return nil
}

// OutboxStats counts rows by status.
func (d *DB) OutboxStats(ctx context.Context) (mail.Stats, error) {
	var s mail.Stats
	err := d.db.QueryRowContext(ctx, `
		SELECT count(*) FILTER (WHERE status = 'pending'),
		       count(*) FILTER (WHERE status = 'sent'),
		       count(*) FILTER (WHERE status = 'failed')
		FROM outbox`).Scan(&s.Pending, &s.Sent, &s.Failed)
	if err != nil {
		return s, fmt.Errorf("postgres: outbox stats: %w", err)
	}
	return s, nil
}

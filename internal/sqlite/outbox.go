package sqlite

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
		return 0, fmt.Errorf("sqlite: enqueue: %w", err)
	}
	var id int64
	err = d.db.QueryRowContext(ctx,
		`INSERT INTO outbox (message, status, created_at) VALUES (?, 'pending', ?) RETURNING id`,
		string(body), fmtTime(time.Now())).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("sqlite: enqueue: %w", err)
	}
	return id, nil
}

// Claim leases up to limit due pending rows without a live lease to worker in
// one statement; SQLite runs one writer at a time, so two claimers never share a row.
func (d *DB) Claim(ctx context.Context, worker string, now time.Time, lease time.Duration, limit int) ([]mail.Item, error) {
	n := fmtTime(now)
	rows, err := d.db.QueryContext(ctx, `
		UPDATE outbox SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
		WHERE id IN (
			SELECT id FROM outbox
			WHERE status = 'pending'
			  AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
			  AND (lease_until IS NULL OR lease_until < ?)
			ORDER BY id LIMIT ?)
		RETURNING id, message, status, attempts, next_attempt_at, last_error, created_at, sent_at`,
		worker, fmtTime(now.Add(lease)), n, n, limit)
	if err != nil {
		return nil, fmt.Errorf("sqlite: claim: %w", err)
	}
	defer rows.Close()
	items := []mail.Item{}
	for rows.Next() {
		var (
			it            mail.Item
			body, created string
			next, sent    sql.NullString
		)
		if err := rows.Scan(&it.ID, &body, &it.Status, &it.Attempts, &next, &it.LastError, &created, &sent); err != nil {
			return nil, fmt.Errorf("sqlite: claim: %w", err)
		}
		if err := json.Unmarshal([]byte(body), &it.Message); err != nil {
			return nil, fmt.Errorf("sqlite: claim: message %d: %w", it.ID, err)
		}
		if it.CreatedAt, err = parseTime(created); err != nil {
			return nil, err
		}
		it.NextAttemptAt = it.CreatedAt
		if next.Valid {
			if it.NextAttemptAt, err = parseTime(next.String); err != nil {
				return nil, err
			}
		}
		if sent.Valid {
			at, err := parseTime(sent.String)
			if err != nil {
				return nil, err
			}
			it.SentAt = &at
		}
		items = append(items, it)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: claim: %w", err)
	}
	// RETURNING order is unspecified; workers expect oldest first.
	sortByID(items)
	return items, nil
}

// MarkSent records delivery of a row leased to worker.
func (d *DB) MarkSent(ctx context.Context, id int64, worker string, at time.Time) error {
	return d.mark(ctx, id, worker, `status = 'sent', sent_at = ?, lease_owner = NULL, lease_until = NULL`, fmtTime(at))
}

// MarkRetry releases the lease of worker and schedules another attempt at next.
func (d *DB) MarkRetry(ctx context.Context, id int64, worker string, next time.Time, errText string) error {
	return d.mark(ctx, id, worker, `next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_until = NULL`, fmtTime(next), errText)
}

// MarkFailed records a permanent failure of a row leased to worker.
func (d *DB) MarkFailed(ctx context.Context, id int64, worker string, errText string) error {
	return d.mark(ctx, id, worker, `status = 'failed', last_error = ?, lease_owner = NULL, lease_until = NULL`, errText)
}

// mark applies set to a pending row whose lease worker holds; anything else is a fault.ECONFLICT.
func (d *DB) mark(ctx context.Context, id int64, worker, set string, args ...any) error {
	args = append(args, id, worker)
	res, err := d.db.ExecContext(ctx,
		`UPDATE outbox SET `+set+` WHERE id = ? AND lease_owner = ? AND status = 'pending'`, args...)
	if err != nil {
		return fmt.Errorf("sqlite: mark outbox %d: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("sqlite: mark outbox %d: %w", id, err)
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
		return s, fmt.Errorf("sqlite: outbox stats: %w", err)
	}
	return s, nil
}

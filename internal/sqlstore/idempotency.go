package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/nivaas-interiors/site/internal/idempotency"
)

var _ idempotency.Store = (*Store)(nil)

// remember records once's first answer about row id inside t. A key recorded
// before (by a committed request, or by an earlier unit of SQLite's group) is
// read back in t and returned as an *idempotency.Repeat, so the caller's
// transaction rolls back: whether the key is new and what it answered are
// decided by one insert, never by a read before it.
func (s *Store) remember(t tx, once *idempotency.Once, id int64, createdAt time.Time) error {
	if once == nil {
		return nil
	}
	a := once.Answer(id, createdAt)
	now := time.Now()
	// Expired keys go as new ones come, so the table holds about a day of submissions.
	if err := t.exec(`DELETE FROM idempotency_keys WHERE created_at < ?`, s.d.time(now.Add(-idempotency.TTL))); err != nil {
		return err
	}
	// On PostgreSQL the insert waits for a concurrent transaction holding the same key, then does nothing if it committed.
	res, err := t.execResult(`INSERT INTO idempotency_keys (route, key, status, body, fingerprint, created_at) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (route, key) DO NOTHING`,
		once.Route, once.Key, a.Status, string(a.Body), once.Fingerprint, s.d.time(now))
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return err
	}
	return repeatOf(t.row(firstAnswer, once.Route, once.Key))
}

// firstAnswer reads the answer a key was first used with.
const firstAnswer = `SELECT status, body, fingerprint FROM idempotency_keys WHERE route = ? AND key = ?`

// repeatOf is the repeat that refuses a request whose key was used before, with the first answer row holds.
func repeatOf(row *sql.Row) error {
	var (
		first idempotency.Answer
		body  string
	)
	if err := row.Scan(&first.Status, &body, &first.Fingerprint); err != nil {
		return err
	}
	first.Body = []byte(body)
	return &idempotency.Repeat{First: first}
}

// FindAnswer returns the first answer recorded for route and key within idempotency.TTL.
func (s *Store) FindAnswer(ctx context.Context, route, key string) (idempotency.Answer, bool, error) {
	var (
		a    idempotency.Answer
		body string
	)
	err := s.readRow(ctx, `SELECT status, body, fingerprint FROM idempotency_keys WHERE route = ? AND key = ? AND created_at >= ?`,
		route, key, s.d.time(time.Now().Add(-idempotency.TTL))).Scan(&a.Status, &body, &a.Fingerprint)
	if errors.Is(err, sql.ErrNoRows) {
		return a, false, nil
	}
	if err != nil {
		return a, false, s.fail("find idempotency key", err)
	}
	a.Body = []byte(body)
	return a, true, nil
}

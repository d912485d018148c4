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
// before makes the insert, and so the whole transaction, fail as a duplicate.
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
	return t.exec(`INSERT INTO idempotency_keys (route, key, status, body, created_at) VALUES (?, ?, ?, ?, ?)`,
		once.Route, once.Key, a.Status, string(a.Body), s.d.time(now))
}

// FindAnswer returns the first answer recorded for route and key within idempotency.TTL.
func (s *Store) FindAnswer(ctx context.Context, route, key string) (idempotency.Answer, bool, error) {
	var (
		a    idempotency.Answer
		body string
	)
	err := s.readRow(ctx, `SELECT status, body FROM idempotency_keys WHERE route = ? AND key = ? AND created_at >= ?`,
		route, key, s.d.time(time.Now().Add(-idempotency.TTL))).Scan(&a.Status, &body)
	if errors.Is(err, sql.ErrNoRows) {
		return a, false, nil
	}
	if err != nil {
		return a, false, s.fail("find idempotency key", err)
	}
	a.Body = []byte(body)
	return a, true, nil
}

package sqlstore

// Who looked at whom (migration 00031): one row per access, the records' ids beside it.

import (
	"context"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/accesslog"
)

var _ accesslog.Store = (*Store)(nil)

// accessChunk bounds the rows of one INSERT of records (3 parameters each, well inside both engines' limits).
const accessChunk = 250

// RecordAccess writes the entry and its records in one transaction (on SQLite a unit of the group commit).
func (s *Store) RecordAccess(ctx context.Context, e accesslog.Entry) error {
	err := s.inTx(ctx, func(t tx) error {
		var id int64
		if err := t.row(`INSERT INTO access_log (at, actor_id, actor_email, action, shape, total, all_of)
			VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, s.d.time(e.At), e.ActorID, e.ActorEmail, e.Action, e.Shape, e.Total,
			string(e.AllOf)).Scan(&id); err != nil {
			return err
		}
		for start := 0; start < len(e.Records); start += accessChunk {
			chunk := e.Records[start:min(len(e.Records), start+accessChunk)]
			args := make([]any, 0, 3*len(chunk))
			for _, r := range chunk {
				args = append(args, id, string(r.Kind), r.ID)
			}
			values := strings.TrimSuffix(strings.Repeat("(?, ?, ?), ", len(chunk)), ", ")
			if _, err := t.q.ExecContext(t.ctx, t.d.rebind(`INSERT INTO access_log_records (entry_id, kind, record_id) VALUES `+values), args...); err != nil {
				return err
			}
		}
		return nil
	})
	return s.domainOr("record access", err)
}

// AccessLog is a page of entries newest first, each with its records.
func (s *Store) AccessLog(ctx context.Context, q accesslog.Query) ([]accesslog.Entry, error) {
	where, args := []string{"1 = 1"}, []any{}
	if q.ActorID > 0 {
		where, args = append(where, "a.actor_id = ?"), append(args, q.ActorID)
	}
	if q.BeforeID > 0 {
		where, args = append(where, "a.id < ?"), append(args, q.BeforeID)
	}
	if len(q.Person) > 0 {
		var match []string
		kinds := map[accesslog.Kind]bool{}
		for _, r := range q.Person {
			match, args = append(match, "(r.kind = ? AND r.record_id = ?)"), append(args, string(r.Kind), r.ID)
			kinds[r.Kind] = true
		}
		cond := "a.all_of = '*' OR a.id IN (SELECT r.entry_id FROM access_log_records r WHERE " + strings.Join(match, " OR ") + ")"
		for k := range kinds {
			cond, args = cond+" OR a.all_of = ?", append(args, string(k))
		}
		where = append(where, "("+cond+")")
	}
	limit := q.Limit
	if limit <= 0 || limit > 500 {
		limit = accesslog.PageSize
	}
	args = append(args, limit)
	entries, err := readAll(ctx, s, "access log", func(e *accesslog.Entry) []any {
		return []any{&e.ID, instant{&e.At}, &e.ActorID, &e.ActorEmail, &e.Action, &e.Shape, &e.Total, (*string)(&e.AllOf)}
	}, `SELECT a.id, a.at, a.actor_id, a.actor_email, a.action, a.shape, a.total, a.all_of FROM access_log a
		WHERE `+strings.Join(where, " AND ")+` ORDER BY a.id DESC LIMIT ?`, args...)
	if err != nil || len(entries) == 0 {
		return entries, err
	}
	ids, at := make([]any, len(entries)), map[int64]int{}
	for i, e := range entries {
		ids[i], at[e.ID] = e.ID, i
	}
	type rec struct {
		entry int64
		ref   accesslog.Ref
	}
	recs, err := readAll(ctx, s, "access log records", func(r *rec) []any {
		return []any{&r.entry, (*string)(&r.ref.Kind), &r.ref.ID}
	}, `SELECT entry_id, kind, record_id FROM access_log_records WHERE entry_id IN (`+
		strings.TrimSuffix(strings.Repeat("?, ", len(ids)), ", ")+`) ORDER BY entry_id, record_id`, ids...)
	if err != nil {
		return nil, err
	}
	for _, r := range recs {
		i := at[r.entry]
		entries[i].Records = append(entries[i].Records, r.ref)
	}
	return entries, nil
}

// PersonRecords are the live leads, messages and subscriptions of this e-mail (lower case) or mobile digits.
func (s *Store) PersonRecords(ctx context.Context, email, mobileDigits string) ([]accesslog.Ref, error) {
	return readAll(ctx, s, "person's records", func(r *accesslog.Ref) []any { return []any{(*string)(&r.Kind), &r.ID} },
		`SELECT 'lead', id FROM leads WHERE (? <> '' AND lower(email) = ?) OR (? <> '' AND mobile_digits = ?)
		UNION ALL SELECT 'message', id FROM contact_messages WHERE ? <> '' AND lower(email) = ?
		UNION ALL SELECT 'subscriber', id FROM subscriptions WHERE ? <> '' AND lower(email) = ?
		ORDER BY 1, 2 LIMIT 500`,
		email, email, mobileDigits, mobileDigits, email, email, email, email)
}

// PruneAccessLog deletes the entries (and their records) from before the cut, in batches.
func (s *Store) PruneAccessLog(ctx context.Context, before time.Time) (int, error) {
	total := 0
	for {
		var n int64
		err := s.inTx(ctx, func(t tx) error {
			cut := s.d.time(before)
			if err := t.exec(`DELETE FROM access_log_records WHERE entry_id IN (
				SELECT id FROM access_log WHERE at < ? ORDER BY id LIMIT ?)`, cut, pruneBatch); err != nil {
				return err
			}
			var err error
			n, err = execCount(t, `DELETE FROM access_log WHERE id IN (SELECT id FROM access_log WHERE at < ? ORDER BY id LIMIT ?)`, cut, pruneBatch)
			return err
		})
		if err != nil {
			return total, s.fail("prune access log", err)
		}
		total += int(n)
		if n < pruneBatch {
			return total, nil
		}
	}
}

package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// collect scans every row into a fresh T through the destinations dest gives
// for it; an empty result is an empty, non-nil list.
func collect[T any](rows *sql.Rows, err error, dest func(*T) []any) ([]T, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []T{}
	for rows.Next() {
		var x T
		if err := rows.Scan(dest(&x)...); err != nil {
			return nil, err
		}
		list = append(list, x)
	}
	return list, rows.Err()
}

// readAll runs query and collects its rows through dest; a failure is named what.
func readAll[T any](ctx context.Context, s *Store, what string, dest func(*T) []any, query string, args ...any) ([]T, error) {
	rows, err := s.read(ctx, query, args...)
	list, err := collect(rows, err, dest)
	if err != nil {
		return nil, s.fail(what, err)
	}
	return list, nil
}

// readOne scans the one row query finds through dest; missing is the error
// when there is none, and a failure is named what.
func readOne[T any](ctx context.Context, s *Store, what string, missing error, dest func(*T) []any, query string, args ...any) (*T, error) {
	var x T
	err := s.readRow(ctx, query, args...).Scan(dest(&x)...)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, missing
	}
	if err != nil {
		return nil, s.fail(what, err)
	}
	return &x, nil
}

// instant scans a time column of either engine into *t, in UTC: SQLite gives
// text in timeFormat, PostgreSQL a timestamptz. NULL leaves *t as it was.
type instant struct{ t *time.Time }

func (i instant) Scan(v any) error {
	switch v := v.(type) {
	case nil:
		return nil
	case time.Time:
		*i.t = v.UTC()
		return nil
	case string:
		return i.parse(v)
	case []byte:
		return i.parse(string(v))
	}
	return fmt.Errorf("time column holds %T", v)
}

func (i instant) parse(s string) error {
	t, err := time.Parse(timeFormat, s)
	if err != nil {
		return fmt.Errorf("bad time %q: %w", s, err)
	}
	*i.t = t.UTC()
	return nil
}

// maybeInstant scans a nullable time column; NULL gives nil.
type maybeInstant struct{ t **time.Time }

func (m maybeInstant) Scan(v any) error {
	*m.t = nil
	if v == nil {
		return nil
	}
	var t time.Time
	if err := (instant{&t}).Scan(v); err != nil {
		return err
	}
	*m.t = &t
	return nil
}

// maybeText scans a nullable text column; NULL gives nil, which stays apart from "".
type maybeText struct{ s **string }

func (m maybeText) Scan(v any) error {
	var n sql.NullString
	if err := n.Scan(v); err != nil {
		return err
	}
	*m.s = nil
	if n.Valid {
		*m.s = &n.String
	}
	return nil
}

// jsonOf scans a JSON column (text on SQLite, jsonb on PostgreSQL) into *v.
type jsonOf[T any] struct{ v *T }

func (j jsonOf[T]) Scan(v any) error {
	var b []byte
	switch v := v.(type) {
	case string:
		b = []byte(v)
	case []byte:
		b = v
	default:
		return fmt.Errorf("JSON column holds %T", v)
	}
	if err := json.Unmarshal(b, j.v); err != nil {
		return fmt.Errorf("bad JSON column: %w", err)
	}
	return nil
}

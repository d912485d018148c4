package sqlstore

// Settings kept as one JSON document in a one-row table with its version (availability, company
// details, retention periods, processors): read, and saved whole at the version read with an audit entry.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

// readDoc fills doc and version from table's row; false, both untouched, before the first save.
func (s *Store) readDoc(ctx context.Context, op, table string, doc any, version *int64) (bool, error) {
	var body string
	var v int64
	err := s.readRow(ctx, `SELECT body, version FROM `+table+` WHERE id = 1`).Scan(&body, &v)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err == nil {
		err = json.Unmarshal([]byte(body), doc)
	}
	if err != nil {
		return false, s.fail(op, err)
	}
	*version = v
	return true, nil
}

// docSave is one save of a settings document.
type docSave struct {
	op, table string
	doc       any   // written as JSON
	version   int64 // the version the editor read
	at        time.Time
	ensure    func(tx) error    // makes the row, at version 1, before the first save
	stale     error             // when the version has moved on
	audit     *staff.AuditEvent // nil: none
}

// saveDoc writes the document WHERE version = version, with its audit entry in the same transaction.
func (s *Store) saveDoc(ctx context.Context, d docSave) error {
	body, err := json.Marshal(d.doc)
	if err != nil {
		return s.fail(d.op, err)
	}
	err = s.inTx(ctx, func(t tx) error {
		if err := d.ensure(t); err != nil {
			return err
		}
		n, err := execCount(t, `UPDATE `+d.table+` SET body = ?, version = version + 1, updated_at = ?
			WHERE id = 1 AND version = ?`, string(body), s.d.time(d.at), d.version)
		if err == nil && n == 0 {
			return d.stale
		}
		if err == nil && d.audit != nil {
			err = s.audit(t, *d.audit)
		}
		return err
	})
	return s.domainOr(d.op, err)
}

// ensureDoc makes table's row with the document def unless it exists.
func (s *Store) ensureDoc(table string, def any, at time.Time) func(tx) error {
	return func(t tx) error {
		body, err := json.Marshal(def)
		if err != nil {
			return err
		}
		return t.exec(`INSERT INTO `+table+` (id, body, version, updated_at) VALUES (1, ?, 1, ?)
			ON CONFLICT (id) DO NOTHING`, string(body), s.d.time(at))
	}
}

// defaultedDoc is a document that starts from its defaults and carries its version, kept out of
// the stored JSON (company details, retention periods).
type defaultedDoc[T any] struct {
	readOp, saveOp, table string
	def                   func() T
	version               func(*T) *int64
	stale                 error
}

// read is the saved document, or the defaults at version 1 before the first save.
func (k defaultedDoc[T]) read(ctx context.Context, s *Store) (T, error) {
	d := k.def() // a field a later release adds keeps its default
	if _, err := s.readDoc(ctx, k.readOp, k.table, &d, k.version(&d)); err != nil {
		var zero T
		return zero, err
	}
	return d, nil
}

// save writes d at its version (the defaults' is 1) with the audit entry in the same transaction.
func (k defaultedDoc[T]) save(ctx context.Context, s *Store, d T, audit staff.AuditEvent) error {
	stored := d
	*k.version(&stored) = 0
	return s.saveDoc(ctx, docSave{op: k.saveOp, table: k.table, doc: stored, version: *k.version(&d), at: audit.At,
		ensure: s.ensureDoc(k.table, k.def(), audit.At), stale: k.stale, audit: &audit})
}

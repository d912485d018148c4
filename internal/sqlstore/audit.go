package sqlstore

import (
	"context"

	"github.com/nivaas-interiors/site/internal/staff"
)

// audit writes e inside t, the transaction of the change it records: the one statement
// that adds to the audit log (entries are made by staff.Actor.Audit).
func (s *Store) audit(t tx, e staff.AuditEvent) error {
	return t.exec(`INSERT INTO audit_log (at, actor_id, actor_email, action, subject, address, detail, summary)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, s.d.time(e.At), e.ActorID, e.ActorEmail, e.Action, e.Subject, e.Address, e.Detail, e.Summary)
}

// AppendAudit writes an entry that changes nothing else (a sign-in, an export, a test sent), in its own transaction.
func (s *Store) AppendAudit(ctx context.Context, e staff.AuditEvent) error {
	if err := s.inTx(ctx, func(t tx) error { return s.audit(t, e) }); err != nil {
		return s.fail("append audit", err)
	}
	return nil
}

// ListAudit returns a page of the audit log, newest first.
func (s *Store) ListAudit(ctx context.Context, q staff.AuditQuery) ([]staff.AuditEvent, error) {
	rows, err := s.read(ctx, `
		SELECT id, at, actor_id, actor_email, action, subject, address, detail, summary FROM audit_log
		WHERE ? = 0 OR id < ? ORDER BY id DESC LIMIT ?`, q.BeforeID, q.BeforeID, q.Limit)
	list, err := collect(rows, err, func(e *staff.AuditEvent) []any {
		return []any{&e.ID, instant{&e.At}, &e.ActorID, &e.ActorEmail, &e.Action, &e.Subject, &e.Address, &e.Detail, &e.Summary}
	})
	if err != nil {
		return nil, s.fail("list audit", err)
	}
	return list, nil
}

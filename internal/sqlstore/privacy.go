package sqlstore

// People's data requests, the erasure log and the retention periods (migration 00030).
// What is found, exported and erased for a person is in privacy_tables.go.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ privacy.Store = (*Store)(nil)

const requestColumns = `id, kind, channel, status, name, email, mobile, detail, created_at, verified_at, verified_by,
	coalesce((SELECT a.name FROM staff_accounts a WHERE a.id = data_requests.verified_by), ''),
	mobile_verified_at, mobile_verified_by, coalesce((SELECT a.name FROM staff_accounts a WHERE a.id = data_requests.mobile_verified_by), ''),
	closed_at, closed_by, outcome, version`

func requestFields(r *privacy.Request) []any {
	return []any{&r.ID, &r.Kind, &r.Channel, &r.Status, &r.Name, &r.Email, &r.Mobile, &r.Detail, instant{&r.CreatedAt},
		maybeInstant{&r.VerifiedAt}, &r.VerifiedBy, &r.VerifierName, maybeInstant{&r.MobileVerifiedAt}, &r.MobileVerifiedBy, &r.MobileVerifierName,
		maybeInstant{&r.ClosedAt}, &r.ClosedBy, &r.Outcome, &r.Version}
}

// CreateRequest stores r and, by e-mail, its code's hash and the mail carrying the code, in one transaction;
// the code mails of the day are counted first, under a lock on PostgreSQL (SQLite's one writer runs these
// transactions one at a time), so requests arriving at once never pass the limit together.
func (s *Store) CreateRequest(ctx context.Context, r *privacy.Request, expires time.Time, limit privacy.CodeMailLimit,
	compose func(id int64) (string, *mailmsg.Message, error)) error {
	err := s.inTx(ctx, func(t tx) error {
		if compose != nil {
			if err := countCodeMails(t, r.Email, limit); err != nil {
				return err
			}
		}
		err := t.row(`INSERT INTO data_requests (kind, channel, status, name, email, mobile, mobile_key, detail, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id, version`, r.Kind, r.Channel, r.Status, r.Name, r.Email, r.Mobile, r.MobileKey(),
			r.Detail, s.d.time(r.CreatedAt)).Scan(&r.ID, &r.Version)
		if err != nil || compose == nil {
			return err
		}
		hash, m, err := compose(r.ID)
		if err != nil {
			return err
		}
		if err := t.exec(`UPDATE data_requests SET code_hash = ?, code_expires_at = ? WHERE id = ?`,
			hash, s.d.time(expires), r.ID); err != nil {
			return err
		}
		body, err := json.Marshal(m)
		if err != nil {
			return err
		}
		_, err = s.enqueueJSONIn(t, string(body), mailmsg.KindVisitor, 0, recordsOf(requestRecord, r.ID)...)
		return err
	})
	return s.domainOr("create data request", err)
}

// countCodeMails refuses a code mail to addr past limit: the requests by e-mail since limit.Since are its mails.
func countCodeMails(t tx, addr string, limit privacy.CodeMailLimit) error {
	if t.d.name == postgresDialect.name {
		if err := t.exec(`SELECT pg_advisory_xact_lock(hashtext('privacy-code-mails:' || current_schema()))`); err != nil {
			return err
		}
	}
	var all, mine int // addr is lower case, as privacy.Ask made it
	err := t.row(`SELECT count(*), coalesce(sum(CASE WHEN lower(email) = ? THEN 1 ELSE 0 END), 0) FROM data_requests
		WHERE channel = 'email' AND created_at >= ?`, addr, t.d.time(limit.Since)).Scan(&all, &mine)
	switch {
	case err != nil:
		return err
	case mine >= limit.PerAddress:
		return privacy.ErrCodeMailsToAddress
	case all >= limit.PerDay:
		return privacy.ErrCodeMailsToday
	}
	return nil
}

// ClaimCodeAttempt counts one attempt inside the write; only an attempt within the allowance sees the hash.
func (s *Store) ClaimCodeAttempt(ctx context.Context, id int64, now time.Time, max int) (string, error) {
	var hash string
	err := s.inTx(ctx, func(t tx) error {
		err := t.row(`UPDATE data_requests SET code_attempts = code_attempts + 1
			WHERE id = ? AND status = 'unverified' AND channel = 'email' AND code_expires_at > ? AND code_attempts < ?
			RETURNING code_hash`, id, s.d.time(now), max).Scan(&hash)
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		var attempts int
		if err := t.row(`SELECT code_attempts FROM data_requests WHERE id = ? AND status = 'unverified' AND channel = 'email'
			AND code_expires_at > ?`, id, s.d.time(now)).Scan(&attempts); err == nil && attempts >= max {
			return privacy.ErrTooManyCodes
		}
		return privacy.ErrWrongCode
	})
	if err != nil {
		return "", s.domainOr("claim code attempt", err)
	}
	return hash, nil
}

// RecordRequest stores a request staff took and verified by phone, open at once, with its audit entry.
func (s *Store) RecordRequest(ctx context.Context, r *privacy.Request, auditOf func(id int64) staff.AuditEvent) error {
	var mobileAt any // NULL: not called
	if r.MobileVerifiedAt != nil {
		mobileAt = s.d.time(*r.MobileVerifiedAt)
	}
	err := s.inTx(ctx, func(t tx) error {
		err := t.row(`INSERT INTO data_requests (kind, channel, status, name, email, mobile, mobile_key, detail, created_at, verified_at, verified_by,
			mobile_verified_at, mobile_verified_by)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id, version`, r.Kind, r.Channel, r.Status, r.Name, r.Email, r.Mobile, r.MobileKey(),
			r.Detail, s.d.time(r.CreatedAt), s.d.time(*r.VerifiedAt), r.VerifiedBy, mobileAt, r.MobileVerifiedBy).Scan(&r.ID, &r.Version)
		if err == nil {
			err = s.audit(t, auditOf(r.ID))
		}
		return err
	})
	return s.domainOr("record data request", err)
}

// MarkVerified opens an unverified request at version with its audit entry.
func (s *Store) MarkVerified(ctx context.Context, id, version int64, now time.Time, audit staff.AuditEvent) error {
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE data_requests SET status = 'open', verified_at = ?, verified_by = ?, code_hash = '', version = version + 1
			WHERE id = ? AND version = ? AND status = 'unverified'`, s.d.time(now), audit.ActorID, id, version)
		if err == nil && n == 0 {
			return privacy.ErrStale
		}
		if err == nil {
			err = s.audit(t, audit)
		}
		return err
	})
	return s.domainOr("verify data request", err)
}

// MarkMobileVerified records that audit's actor called the request's mobile: an open request reaches
// what the number holds from now on; an unverified request by phone opens.
func (s *Store) MarkMobileVerified(ctx context.Context, id, version int64, now time.Time, audit staff.AuditEvent) error {
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE data_requests SET status = 'open', mobile_verified_at = ?, mobile_verified_by = ?,
			verified_at = coalesce(verified_at, ?), verified_by = CASE WHEN verified_at IS NULL THEN ? ELSE verified_by END,
			version = version + 1
			WHERE id = ? AND version = ? AND mobile <> '' AND mobile_verified_at IS NULL
			AND (status = 'open' OR (status = 'unverified' AND channel = 'phone'))`,
			s.d.time(now), audit.ActorID, s.d.time(now), audit.ActorID, id, version)
		if err == nil && n == 0 {
			return privacy.ErrStale
		}
		if err == nil {
			err = s.audit(t, audit)
		}
		return err
	})
	return s.domainOr("verify data request by phone", err)
}

// ClaimErasure moves open request id on from version, so of fulfils made at once on one version one goes on.
func (s *Store) ClaimErasure(ctx context.Context, id, version int64) error {
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE data_requests SET version = version + 1 WHERE id = ? AND version = ? AND status = 'open'`, id, version)
		if err == nil && n == 0 {
			return privacy.ErrStale
		}
		return err
	})
	return s.domainOr("claim erasure", err)
}

// Request is one request; privacy.ErrNotFound when there is none.
func (s *Store) Request(ctx context.Context, id int64) (privacy.Request, error) {
	var r privacy.Request
	err := s.readRow(ctx, `SELECT `+requestColumns+` FROM data_requests WHERE id = ?`, id).Scan(requestFields(&r)...)
	if errors.Is(err, sql.ErrNoRows) {
		return r, privacy.ErrNotFound
	} else if err != nil {
		return r, s.fail("data request", err)
	}
	return r, nil
}

// ListRequests is the queue: open first, then waiting for verification, then closed; oldest first within each.
func (s *Store) ListRequests(ctx context.Context, limit int) ([]privacy.Request, error) {
	rows, err := s.read(ctx, `SELECT `+requestColumns+` FROM data_requests
		ORDER BY CASE status WHEN 'open' THEN 0 WHEN 'unverified' THEN 1 ELSE 2 END,
		CASE WHEN status IN ('open', 'unverified') THEN id ELSE -id END LIMIT ?`, limit)
	list, err := collect(rows, err, requestFields)
	if err != nil {
		return nil, s.fail("list data requests", err)
	}
	return list, nil
}

// CloseRequest records the outcome of an open request at version with its audit entry.
func (s *Store) CloseRequest(ctx context.Context, id, version int64, status privacy.Status, outcome string, by int64,
	now time.Time, audit staff.AuditEvent, m *mailmsg.Message) error {
	err := s.inTx(ctx, func(t tx) error {
		if err := closeRequestIn(t, id, version, status, outcome, by, now); err != nil {
			return err
		}
		if m != nil {
			if _, err := s.enqueueIn(t, *m, mailmsg.KindVisitor, 0, recordsOf(requestRecord, id)...); err != nil {
				return err
			}
		}
		return s.audit(t, audit)
	})
	return s.domainOr("close data request", err)
}

func closeRequestIn(t tx, id, version int64, status privacy.Status, outcome string, by int64, now time.Time) error {
	n, err := execCount(t, `UPDATE data_requests SET status = ?, outcome = ?, closed_at = ?, closed_by = ?, version = version + 1
		WHERE id = ? AND version = ? AND status = 'open'`, status, outcome, t.d.time(now), by, id, version)
	if err == nil && n == 0 {
		return privacy.ErrStale
	}
	return err
}

// LeadContacts is the contact details of leads leadIDs, by id.
func (s *Store) LeadContacts(ctx context.Context, leadIDs []int64) ([]privacy.LeadContact, error) {
	rows, err := s.read(ctx, `SELECT id, version, name, coalesce(email, ''), mobile FROM leads WHERE id IN `+ids(leadIDs)+` ORDER BY id`)
	list, err := collect(rows, err, func(c *privacy.LeadContact) []any { return []any{&c.LeadID, &c.Version, &c.Name, &c.Email, &c.Mobile} })
	if err != nil {
		return nil, s.fail("lead contacts", err)
	}
	return list, nil
}

// CorrectLead writes a lead's contact details at its version with the audit entry.
func (s *Store) CorrectLead(ctx context.Context, c privacy.LeadContact, digits string, audit staff.AuditEvent) error {
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE leads SET name = ?, email = ?, mobile = ?, mobile_digits = ?, version = version + 1
			WHERE id = ? AND version = ?`, c.Name, sql.NullString{String: c.Email, Valid: c.Email != ""}, c.Mobile, digits, c.LeadID, c.Version)
		if err == nil && n == 0 {
			return privacy.ErrStaleLead
		}
		if err == nil {
			err = s.audit(t, audit)
		}
		return err
	})
	return s.domainOr("correct lead", err)
}

// DropUnverified deletes e-mail requests never confirmed, made before before.
func (s *Store) DropUnverified(ctx context.Context, before time.Time) (int64, error) {
	res, err := s.write(ctx, `DELETE FROM data_requests WHERE status = 'unverified' AND channel = 'email' AND created_at < ?`, s.d.time(before))
	if err != nil {
		return 0, s.fail("drop unverified requests", err)
	}
	return res.RowsAffected()
}

// ErasureLog is the newest erasures first.
func (s *Store) ErasureLog(ctx context.Context, limit int) ([]privacy.ErasureRecord, error) {
	rows, err := s.read(ctx, `SELECT id, request_id, reason, counts, actor_id, at FROM erasure_log ORDER BY id DESC LIMIT ?`, limit)
	list, err := collect(rows, err, func(e *privacy.ErasureRecord) []any {
		return []any{&e.ID, &e.RequestID, &e.Reason, jsonOf[privacy.Counts]{&e.Counts}, &e.ActorID, instant{&e.At}}
	})
	if err != nil {
		return nil, s.fail("erasure log", err)
	}
	return list, nil
}

// retentionDoc is the owner's periods as one JSON document.
var retentionDoc = defaultedDoc[privacy.Retention]{readOp: "retention settings", saveOp: "save retention", table: "retention_settings",
	def: privacy.DefaultRetention, version: func(r *privacy.Retention) *int64 { return &r.Version }, stale: privacy.ErrStale}

// RetentionSettings is the saved periods, or privacy.json's defaults at version 1.
func (s *Store) RetentionSettings(ctx context.Context) (privacy.Retention, error) {
	return retentionDoc.read(ctx, s)
}

// SaveRetention writes r at r.Version (the default's is 1) with the audit entry in the same transaction.
func (s *Store) SaveRetention(ctx context.Context, r privacy.Retention, audit staff.AuditEvent) error {
	return retentionDoc.save(ctx, s, r, audit)
}

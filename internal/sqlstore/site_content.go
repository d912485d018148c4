package sqlstore

// The editor's reviews, FAQs and city pages: one row of JSON per list with its version (migration 00028).

import (
	"context"
	"database/sql"
	"errors"

	"github.com/nivaas-interiors/site/internal/sitecontent"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ sitecontent.Store = (*Store)(nil)

// SiteDocument is the saved list name, or nil at version 1 before its first save.
func (s *Store) SiteDocument(ctx context.Context, name string) ([]byte, int64, error) {
	var body string
	var version int64
	err := s.readRow(ctx, `SELECT body, version FROM site_content WHERE name = ?`, name).Scan(&body, &version)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, 1, nil
	} else if err != nil {
		return nil, 0, s.fail("site content", err)
	}
	return []byte(body), version, nil
}

// SiteContentVersion is the sum of the lists' versions (each counts 1 before its first save): it moves on with every save.
func (s *Store) SiteContentVersion(ctx context.Context) (int64, error) {
	var sum, n int64
	if err := s.readRow(ctx, `SELECT COALESCE(SUM(version), 0), COUNT(*) FROM site_content`).Scan(&sum, &n); err != nil {
		return 0, s.fail("site content version", err)
	}
	return sum - n, nil
}

// SaveSiteDocument writes body at version (1 before the first save) with the audit entry in the same transaction.
func (s *Store) SaveSiteDocument(ctx context.Context, name string, body []byte, version int64, audit staff.AuditEvent) error {
	at := s.d.time(audit.At)
	err := s.inTx(ctx, func(t tx) error {
		if err := t.exec(`INSERT INTO site_content (name, body, version, updated_at) VALUES (?, '', 1, ?)
			ON CONFLICT (name) DO NOTHING`, name, at); err != nil {
			return err
		}
		n, err := execCount(t, `UPDATE site_content SET body = ?, version = version + 1, updated_at = ?
			WHERE name = ? AND version = ?`, string(body), at, name, version)
		if err == nil && n == 0 {
			return sitecontent.ErrStale
		}
		if err == nil {
			err = s.audit(t, audit)
		}
		return err
	})
	return s.domainOr("save site content", err)
}

package sqlstore

// The company details the owner edits: one row of JSON with its version (migration 00026).

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ company.Store = (*Store)(nil)

// CompanyDetails is the saved details, or settings.json's defaults at version 1.
func (s *Store) CompanyDetails(ctx context.Context) (company.Details, error) {
	var body string
	var version int64
	err := s.readRow(ctx, `SELECT body, version FROM company_details WHERE id = 1`).Scan(&body, &version)
	if errors.Is(err, sql.ErrNoRows) {
		return company.Default(), nil
	} else if err != nil {
		return company.Details{}, s.fail("company details", err)
	}
	d := company.Default() // a field a later release adds keeps its default
	if err := json.Unmarshal([]byte(body), &d); err != nil {
		return company.Details{}, s.fail("company details", err)
	}
	d.Version = version
	return d, nil
}

// CompanyVersion is the saved version, 1 before the first save; one indexed row, cheap to poll.
func (s *Store) CompanyVersion(ctx context.Context) (int64, error) {
	var version int64
	err := s.readRow(ctx, `SELECT version FROM company_details WHERE id = 1`).Scan(&version)
	if errors.Is(err, sql.ErrNoRows) {
		return 1, nil
	} else if err != nil {
		return 0, s.fail("company version", err)
	}
	return version, nil
}

// SaveCompanyDetails writes d at d.Version (the default's is 1) with the audit entry in the same transaction.
func (s *Store) SaveCompanyDetails(ctx context.Context, d company.Details, audit staff.AuditEvent) error {
	stored := d
	stored.Version = 0
	body, err := json.Marshal(stored)
	if err != nil {
		return s.fail("save company details", err)
	}
	at := s.d.time(audit.At)
	err = s.inTx(ctx, func(t tx) error {
		def, err := json.Marshal(company.Default())
		if err != nil {
			return err
		}
		if err := t.exec(`INSERT INTO company_details (id, body, version, updated_at) VALUES (1, ?, 1, ?)
			ON CONFLICT (id) DO NOTHING`, string(def), at); err != nil {
			return err
		}
		n, err := execCount(t, `UPDATE company_details SET body = ?, version = version + 1, updated_at = ?
			WHERE id = 1 AND version = ?`, string(body), at, d.Version)
		if err == nil && n == 0 {
			return company.ErrStale
		}
		if err == nil {
			err = s.auditIn(t, audit)
		}
		return err
	})
	return s.domainOr("save company details", err)
}

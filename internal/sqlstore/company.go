package sqlstore

// The company details the owner edits: one row of JSON with its version (migration 00026).

import (
	"context"
	"database/sql"
	"errors"

	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ company.Store = (*Store)(nil)

// companyDoc is the details as one JSON document (migration 00026).
var companyDoc = defaultedDoc[company.Details]{readOp: "company details", saveOp: "save company details", table: "company_details",
	def: company.Default, version: func(d *company.Details) *int64 { return &d.Version }, stale: company.ErrStale}

// CompanyDetails is the saved details, or settings.json's defaults at version 1.
func (s *Store) CompanyDetails(ctx context.Context) (company.Details, error) {
	return companyDoc.read(ctx, s)
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
	return companyDoc.save(ctx, s, d, audit)
}

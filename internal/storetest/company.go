package storetest

import (
	"context"
	"testing"

	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// testCompanyDetails: the defaults before a save, a versioned save with its audit entry in the
// same transaction, a stale save refused without a trace, and two racing saves of one version.
func testCompanyDetails(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	d, err := s.CompanyDetails(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !d.SameAs(company.Default()) || d.Version != 1 || d.Phone != "+91 80 4718 2200" || d.Offer.Percent != 25 {
		t.Fatalf("fresh details = %+v, want settings.json's defaults at version 1", d)
	}
	if v, err := s.CompanyVersion(ctx); err != nil || v != 1 {
		t.Fatalf("fresh version = %d, %v", v, err)
	}
	event := func(detail string) staff.AuditEvent {
		return staff.Actor{Email: "owner@example.com"}.Audit(at, staff.Entry{Action: "changed the company details", Subject: "company details", Detail: detail})
	}
	d.Phone, d.Offer.Percent = "+91 98450 12345", 30
	if err := s.SaveCompanyDetails(ctx, d, event("first")); err != nil {
		t.Fatal(err)
	}
	got, err := s.CompanyDetails(ctx)
	if err != nil || got.Version != 2 || got.Phone != "+91 98450 12345" || got.Offer.Percent != 30 || got.InfoEmail != d.InfoEmail {
		t.Fatalf("after save: %+v, %v", got, err)
	}
	if v, _ := s.CompanyVersion(ctx); v != 2 {
		t.Fatalf("version after save = %d, want 2", v)
	}
	// The version the owner saw has moved on: refused, nothing written, no audit entry.
	d.Phone = "+91 99999 00000"
	if err := s.SaveCompanyDetails(ctx, d, event("stale")); fault.Code(err) != fault.ECONFLICT {
		t.Fatalf("stale save = %v, want a conflict", err)
	}
	if got, _ := s.CompanyDetails(ctx); got.Phone != "+91 98450 12345" {
		t.Fatalf("stale save changed the phone to %q", got.Phone)
	}
	audit := auditWhere(t, s, 10, auditAction("changed the company details"))
	for _, e := range audit {
		if e.Detail != "first" {
			t.Errorf("audit entry %q written for a refused save", e.Detail)
		}
	}
	if len(audit) != 1 {
		t.Fatalf("%d audit entries, want 1", len(audit))
	}
	// Two owners save version 2 at once: exactly one wins.
	oneOfTwoWins(t, func(i int) error {
		c := got
		c.OfficeAddress = []string{"A", "B"}[i] + " Road, Bengaluru"
		return s.SaveCompanyDetails(ctx, c, event("race"))
	})
	if v, _ := s.CompanyVersion(ctx); v != 3 {
		t.Fatalf("version after the race = %d, want 3", v)
	}
}

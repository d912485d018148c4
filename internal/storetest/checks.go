package storetest

import (
	"context"
	"sync"
	"testing"

	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// oneOfTwoWins runs save(0) and save(1) at once, as two staff saving the same version, and fails
// unless exactly one succeeds.
func oneOfTwoWins(t *testing.T, save func(i int) error) {
	t.Helper()
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = save(i)
		}()
	}
	wg.Wait()
	if (errs[0] == nil) == (errs[1] == nil) {
		t.Fatalf("racing saves: %v and %v, want one success and one conflict", errs[0], errs[1])
	}
}

// auditWhere is the newest limit audit entries that match.
func auditWhere(t *testing.T, s *sqlstore.Store, limit int, match func(staff.AuditEvent) bool) []staff.AuditEvent {
	t.Helper()
	all, err := s.ListAudit(context.Background(), staff.AuditQuery{Limit: limit})
	if err != nil {
		t.Fatal(err)
	}
	var out []staff.AuditEvent
	for _, e := range all {
		if match(e) {
			out = append(out, e)
		}
	}
	return out
}

// auditAction matches the entries of one action.
func auditAction(action string) func(staff.AuditEvent) bool {
	return func(e staff.AuditEvent) bool { return e.Action == action }
}

package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// testOutboxLeaseRenewal: a renewed lease keeps rows from other claimers past
// its first end; rows recorded, or taken over, are no longer renewed.
func testOutboxLeaseRenewal(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	q := enqueue(t, s, 2)
	now := time.Now()
	claim(t, s, "w", now, 2)
	if n, err := s.RenewLease(ctx, q, "w", now.Add(2*lease)); err != nil || n != 2 {
		t.Fatalf("RenewLease = %d, %v; want both rows", n, err)
	}
	if got := claim(t, s, "other", now.Add(lease+time.Second), 2); len(got) != 0 {
		t.Fatalf("claimed %v after the first lease ended, though it was renewed", ids(got))
	}
	if err := s.MarkSent(ctx, q[0], "w", now); err != nil {
		t.Fatal(err)
	}
	if got := claim(t, s, "other", now.Add(2*lease+time.Second), 2); len(got) != 1 || got[0].ID != q[1] {
		t.Fatalf("after the renewed lease ended claimed %v, want row %d", ids(got), q[1])
	}
	if n, err := s.RenewLease(ctx, q, "w", now.Add(3*lease)); err != nil || n != 0 {
		t.Fatalf("RenewLease by the worker that lost its rows = %d, %v; want 0", n, err)
	}
}

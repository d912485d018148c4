package storetest

import (
	"context"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

const lease = time.Minute

func enqueue(t *testing.T, s *sqlstore.Store, n int) []int64 {
	t.Helper()
	ids := make([]int64, n)
	for i := range ids {
		id, err := s.Enqueue(context.Background(), mail.Message{
			To: fmt.Sprintf("visitor%d@example.com", i), ReplyTo: "hello@nivaas.example",
			Subject: "Your free estimate request", Text: "Namaste,\nwe will call you.", HTML: "<p>Namaste &amp; welcome</p>",
		})
		if err != nil {
			t.Fatal(err)
		}
		ids[i] = id
	}
	return ids
}

func claim(t *testing.T, s *sqlstore.Store, worker string, now time.Time, limit int) []mail.Item {
	t.Helper()
	items, err := s.Claim(context.Background(), worker, now, lease, limit)
	if err != nil {
		t.Fatalf("Claim(%s): %v", worker, err)
	}
	return items
}

func ids(items []mail.Item) []int64 {
	out := make([]int64, len(items))
	for i, it := range items {
		out[i] = it.ID
	}
	return out
}

func wantConflict(t *testing.T, what string, err error) {
	t.Helper()
	if fault.Code(err) != fault.ECONFLICT {
		t.Errorf("%s: err = %v, want %s", what, err, fault.ECONFLICT)
	}
}

func wantStats(t *testing.T, s *sqlstore.Store, want mail.Stats) {
	t.Helper()
	got, err := s.OutboxStats(context.Background())
	if (got.OldestPending != nil) != (got.Pending > 0) {
		t.Fatalf("OutboxStats = %+v: the oldest pending time is there exactly when a row is pending", got)
	}
	got.OldestPending = nil
	if err != nil || got != want {
		t.Fatalf("OutboxStats = %+v, %v; want %+v", got, err, want)
	}
}

func testOutboxClaimAndMark(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	wantStats(t, s, mail.Stats{})
	if got := claim(t, s, "w1", time.Now(), 10); len(got) != 0 {
		t.Fatalf("claimed %v from an empty outbox", ids(got))
	}
	before := time.Now().Add(-time.Second)
	q := enqueue(t, s, 3)
	wantStats(t, s, mail.Stats{Pending: 3})

	now := time.Now()
	first := claim(t, s, "w1", now, 2)
	if fmt.Sprint(ids(first)) != fmt.Sprint(q[:2]) {
		t.Fatalf("w1 claimed %v, want the oldest two %v", ids(first), q[:2])
	}
	it := first[0]
	if it.Attempts != 1 || it.Status != mail.StatusPending || it.SentAt != nil || it.LastError != "" {
		t.Errorf("claimed item = %+v", it)
	}
	if it.CreatedAt.Before(before) || it.CreatedAt.After(time.Now()) || it.CreatedAt.Location() != time.UTC {
		t.Errorf("CreatedAt = %v, want about now in UTC", it.CreatedAt)
	}
	wantMsg := mail.Message{To: "visitor0@example.com", ReplyTo: "hello@nivaas.example", Subject: "Your free estimate request",
		Text: "Namaste,\nwe will call you.", HTML: "<p>Namaste &amp; welcome</p>"}
	if !reflect.DeepEqual(it.Message, wantMsg) {
		t.Errorf("message = %+v, want %+v", it.Message, wantMsg)
	}

	// Leased rows are not handed out again; the free one is.
	second := claim(t, s, "w2", now, 10)
	if fmt.Sprint(ids(second)) != fmt.Sprint(q[2:]) {
		t.Fatalf("w2 claimed %v, want %v", ids(second), q[2:])
	}
	if got := claim(t, s, "w3", now.Add(lease-time.Second), 10); len(got) != 0 {
		t.Fatalf("w3 claimed %v while every lease is live", ids(got))
	}

	// Only the lease owner may mark.
	wantConflict(t, "MarkSent by another worker", s.MarkSent(ctx, q[0], "w2", now))
	wantConflict(t, "MarkFailed by another worker", s.MarkFailed(ctx, q[0], "w2", "x"))
	wantConflict(t, "MarkRetry by another worker", s.MarkRetry(ctx, q[0], "w2", now, "x"))
	wantConflict(t, "MarkSent of an unknown row", s.MarkSent(ctx, q[2]+1000, "w1", now))
	sentAt := now.Add(1500 * time.Microsecond)
	if err := s.MarkSent(ctx, q[0], "w1", sentAt); err != nil {
		t.Fatal(err)
	}
	wantConflict(t, "MarkSent twice", s.MarkSent(ctx, q[0], "w1", sentAt))
	if err := s.MarkFailed(ctx, q[1], "w1", "550 mailbox unavailable"); err != nil {
		t.Fatal(err)
	}
	wantConflict(t, "MarkRetry after failure", s.MarkRetry(ctx, q[1], "w1", now, "x"))
	wantStats(t, s, mail.Stats{Pending: 1, Sent: 1, Failed: 1})

	// A batch marks only the rows still leased to its worker.
	if n, err := s.MarkSentAll(ctx, []int64{q[0], q[1], q[2]}, "w1", sentAt); err != nil || n != 0 {
		t.Fatalf("MarkSentAll of rows done or leased to another = %d, %v; want 0", n, err)
	}
	wantStats(t, s, mail.Stats{Pending: 1, Sent: 1, Failed: 1})

	// Sent and failed rows are never claimed again, even long after.
	if got := claim(t, s, "w4", now.Add(24*time.Hour), 10); fmt.Sprint(ids(got)) != fmt.Sprint(q[2:]) {
		t.Fatalf("claim after expiry = %v, want only the pending %v", ids(got), q[2:])
	}
	if n, err := s.MarkSentAll(ctx, q, "w4", sentAt); err != nil || n != 1 {
		t.Fatalf("MarkSentAll by w4 = %d, %v; want its 1 row", n, err)
	}
	wantStats(t, s, mail.Stats{Sent: 2, Failed: 1})
}

func testOutboxLeaseExpiry(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	q := enqueue(t, s, 1)
	now := time.Now()
	if got := claim(t, s, "dead", now, 1); len(got) != 1 {
		t.Fatalf("claimed %v", ids(got))
	}
	if got := claim(t, s, "alive", now.Add(lease-time.Millisecond), 1); len(got) != 0 {
		t.Fatalf("claimed %v before the lease ran out", ids(got))
	}
	got := claim(t, s, "alive", now.Add(lease+time.Millisecond), 1)
	if len(got) != 1 || got[0].ID != q[0] || got[0].Attempts != 2 {
		t.Fatalf("after expiry claimed %+v, want row %d on attempt 2", got, q[0])
	}
	wantConflict(t, "MarkSent by the worker whose lease was taken over", s.MarkSent(ctx, q[0], "dead", now))
	if n, err := s.MarkSentAll(ctx, q, "dead", now); err != nil || n != 0 {
		t.Fatalf("MarkSentAll by the worker whose lease was taken over = %d, %v; want 0", n, err)
	}
	if err := s.MarkSent(ctx, q[0], "alive", now.Add(lease)); err != nil {
		t.Fatal(err)
	}
	wantStats(t, s, mail.Stats{Sent: 1})
}

func testOutboxRetry(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	q := enqueue(t, s, 1)
	now := time.Now()
	claim(t, s, "w", now, 1)
	next := now.Add(8 * time.Second)
	if err := s.MarkRetry(ctx, q[0], "w", next, "dial tcp: connection refused"); err != nil {
		t.Fatal(err)
	}
	if got := claim(t, s, "w", next.Add(-time.Millisecond), 1); len(got) != 0 {
		t.Fatalf("claimed %v before next attempt time", ids(got))
	}
	got := claim(t, s, "other", next, 1)
	if len(got) != 1 {
		t.Fatalf("claimed %v at next attempt time, want the row", ids(got))
	}
	it := got[0]
	if it.Attempts != 2 || it.LastError != "dial tcp: connection refused" || it.Status != mail.StatusPending {
		t.Errorf("retried item = %+v", it)
	}
	sameTime(t, "NextAttemptAt", it.NextAttemptAt, next)
	wantConflict(t, "MarkSent by the worker that released the lease", s.MarkSent(ctx, q[0], "w", next))
	if err := s.MarkSent(ctx, q[0], "other", next); err != nil {
		t.Fatal(err)
	}
	wantStats(t, s, mail.Stats{Sent: 1})
}

func testOutboxConcurrentClaimers(t *testing.T, s *sqlstore.Store) {
	const rows, workers = 60, 4
	enqueue(t, s, rows)
	now := time.Now()
	var (
		mu      sync.Mutex
		claimed = map[int64]string{}
		wg      sync.WaitGroup
		errs    = make(chan error, workers)
	)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := fmt.Sprintf("worker-%d", w)
			for {
				items, err := s.Claim(context.Background(), name, now, lease, 3)
				if err != nil {
					errs <- err
					return
				}
				if len(items) == 0 {
					return
				}
				for _, it := range items {
					mu.Lock()
					if prev, dup := claimed[it.ID]; dup {
						errs <- fmt.Errorf("row %d claimed by %s and %s", it.ID, prev, name)
					}
					claimed[it.ID] = name
					mu.Unlock()
					if err := s.MarkSent(context.Background(), it.ID, name, now); err != nil {
						errs <- err
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if len(claimed) != rows {
		t.Fatalf("claimed %d rows, want %d", len(claimed), rows)
	}
	wantStats(t, s, mail.Stats{Sent: rows})
}

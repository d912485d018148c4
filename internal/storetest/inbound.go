package storetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Delivery stores a pending delivery of source with this id and body, received at at, and returns it.
func Delivery(t testing.TB, s *sqlstore.Store, source, eventID string, body []byte, at time.Time) inbound.Delivery {
	t.Helper()
	d := inbound.Delivery{Source: source, EventID: eventID, Body: body, ReceivedAt: at}
	stored, err := s.SaveDelivery(context.Background(), &d)
	if err != nil || !stored || d.ID == 0 {
		t.Fatalf("SaveDelivery(%s, %s) = %v, %v (id %d); want a new row", source, eventID, stored, err, d.ID)
	}
	return d
}

func claimDeliveries(t *testing.T, s *sqlstore.Store, worker string, sources []string, now time.Time, limit int) []inbound.Delivery {
	t.Helper()
	got, err := s.ClaimDeliveries(context.Background(), worker, sources, now, lease, limit)
	if err != nil {
		t.Fatalf("ClaimDeliveries(%s): %v", worker, err)
	}
	return got
}

func deliveryIDs(list []inbound.Delivery) []int64 {
	out := make([]int64, len(list))
	for i, d := range list {
		out[i] = d.ID
	}
	return out
}

// testInboundQueue: a delivery is stored once per source and id, with its bytes as sent; claims
// lease it to one worker, only for the sources that worker knows; done empties the body; a retry
// waits; a failure can be tried again; stats and problems say what needs an eye; done rows prune.
func testInboundQueue(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	received := time.Now().Add(-time.Minute)
	// Bytes a text column would not keep: invalid UTF-8, a NUL, CR LF.
	raw := []byte("{\"x\":\"\xff\x00\r\n\"}")
	a := Delivery(t, s, "whatsapp", "sha256:aaa", raw, received)
	again := inbound.Delivery{Source: "whatsapp", EventID: "sha256:aaa", Body: []byte("{}"), ReceivedAt: received}
	if stored, err := s.SaveDelivery(ctx, &again); err != nil || stored {
		t.Fatalf("a repeat of source and id: stored %v, %v; want nothing stored", stored, err)
	}
	b := Delivery(t, s, "meta", "sha256:aaa", []byte(`{"object":"page"}`), received) // the same id from another source is another delivery
	c := Delivery(t, s, "whatsapp", "sha256:ccc", []byte(`{"c":1}`), received)

	if got := claimDeliveries(t, s, "w1", nil, time.Now(), 10); len(got) != 0 {
		t.Fatalf("a worker with no sources claimed %v", deliveryIDs(got))
	}
	got := claimDeliveries(t, s, "w1", []string{"whatsapp"}, time.Now(), 10)
	if len(got) != 2 || got[0].ID != a.ID || got[1].ID != c.ID {
		t.Fatalf("claimed %v, want the two WhatsApp deliveries %d, %d in order", deliveryIDs(got), a.ID, c.ID)
	}
	if !bytes.Equal(got[0].Body, raw) || got[0].Attempts != 1 || got[0].Status != inbound.StatusPending ||
		!got[0].ReceivedAt.Equal(ms(received)) || !got[0].NextAttemptAt.Equal(ms(received)) {
		t.Fatalf("claimed %+v; want the body byte for byte, attempt 1, due since it arrived", got[0])
	}
	if more := claimDeliveries(t, s, "w2", []string{"whatsapp", "meta"}, time.Now(), 10); len(more) != 1 || more[0].ID != b.ID {
		t.Fatalf("a second worker claimed %v, want only the Meta delivery %d (the others are leased)", deliveryIDs(more), b.ID)
	}

	now := time.Now()
	if err := s.FinishDelivery(ctx, a.ID, "w2", now); !errors.Is(err, inbound.ErrNotLeased) {
		t.Fatalf("FinishDelivery by a worker not holding it = %v, want ErrNotLeased", err)
	}
	if err := s.FinishDelivery(ctx, a.ID, "w1", now); err != nil {
		t.Fatal(err)
	}
	if err := s.RetryDelivery(ctx, c.ID, "w1", now.Add(time.Hour), "Graph API answered 500"); err != nil {
		t.Fatal(err)
	}
	if err := s.FailDelivery(ctx, b.ID, "w2", "not a leadgen change"); err != nil {
		t.Fatal(err)
	}
	if err := s.FinishDelivery(ctx, b.ID, "w2", now); !errors.Is(err, inbound.ErrNotLeased) {
		t.Fatalf("FinishDelivery of a failed delivery = %v, want ErrNotLeased", err)
	}
	if got := claimDeliveries(t, s, "w3", []string{"whatsapp", "meta"}, now.Add(lease+time.Second), 10); len(got) != 0 {
		t.Fatalf("claimed %v: done, failed and waiting deliveries are not due", deliveryIDs(got))
	}
	retried := claimDeliveries(t, s, "w3", []string{"whatsapp"}, now.Add(time.Hour+time.Second), 10)
	if len(retried) != 1 || retried[0].ID != c.ID || retried[0].Attempts != 2 || retried[0].LastError != "Graph API answered 500" {
		t.Fatalf("after its wait claimed %+v, want delivery %d on its second attempt with its last error", retried, c.ID)
	}
	if err := s.RetryDelivery(ctx, c.ID, "w3", now.Add(2*time.Hour), "Graph API answered 503"); err != nil {
		t.Fatal(err)
	}

	stats, err := s.DeliveryStats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(stats) != 2 || stats[0].Source != "meta" || stats[0].Failed != 1 || stats[0].Pending != 0 || stats[0].OldestPending != nil ||
		stats[1].Source != "whatsapp" || stats[1].Pending != 1 || stats[1].Failed != 0 || stats[1].OldestPending == nil || !stats[1].OldestPending.Equal(ms(received)) {
		t.Fatalf("DeliveryStats = %+v", stats)
	}
	problems, err := s.DeliveryProblems(ctx, received.Add(-time.Hour), 10)
	if err != nil || len(problems) != 1 || problems[0].ID != b.ID || problems[0].LastError != "not a leadgen change" {
		t.Fatalf("DeliveryProblems = %+v, %v; want the failed one (the waiting one is young and failed twice)", problems, err)
	}
	if problems, _ := s.DeliveryProblems(ctx, received.Add(time.Second), 10); len(problems) != 2 || problems[0].ID != c.ID {
		t.Fatalf("DeliveryProblems counting the waiting one as stuck = %v, want %d then %d", deliveryIDs(problems), c.ID, b.ID)
	}

	audit := staff.CommandLine.Audit(now, staff.Entry{Action: "processed a webhook delivery again"})
	if ok, err := s.RequeueDelivery(ctx, a.ID, now, audit); err != nil || ok {
		t.Fatalf("RequeueDelivery of a done delivery = %v, %v; want false", ok, err)
	}
	for _, id := range []int64{b.ID, c.ID} {
		if ok, err := s.RequeueDelivery(ctx, id, now, audit); err != nil || !ok {
			t.Fatalf("RequeueDelivery(%d) = %v, %v; want true", id, ok, err)
		}
	}
	if got := claimDeliveries(t, s, "w4", []string{"whatsapp", "meta"}, now, 10); len(got) != 2 {
		t.Fatalf("after Try again claimed %v, want both at once", deliveryIDs(got))
	} else if ok, _ := s.RequeueDelivery(ctx, got[0].ID, now, audit); ok {
		t.Fatal("RequeueDelivery took a delivery out of a live lease")
	}
	if n := len(auditWhere(t, s, 100, auditAction(audit.Action))); n != 2 {
		t.Fatalf("%d audit entries for Try again, want one per delivery sent round again", n)
	}

	// Done: the id stays to drop a late repeat, until pruned.
	late := inbound.Delivery{Source: "whatsapp", EventID: "sha256:aaa", Body: raw, ReceivedAt: now}
	if stored, err := s.SaveDelivery(ctx, &late); err != nil || stored {
		t.Fatalf("a late repeat of a processed delivery: stored %v, %v; want nothing stored", stored, err)
	}
	if n, err := s.PruneDeliveries(ctx, now); err != nil || n != 0 {
		t.Fatalf("PruneDeliveries before its time = %d, %v", n, err)
	}
	if n, err := s.PruneDeliveries(ctx, now.Add(time.Second)); err != nil || n != 1 {
		t.Fatalf("PruneDeliveries = %d, %v; want the done one", n, err)
	}
	Delivery(t, s, "whatsapp", "sha256:aaa", raw, now) // pruned: its id is free again
	if stats, _ := s.DeliveryStats(ctx); len(stats) != 2 || stats[0].Failed+stats[0].Pending != 1 || stats[1].Pending != 2 {
		t.Fatalf("after pruning DeliveryStats = %+v: pruning took more than the done delivery", stats)
	}
}

// testInboundConcurrent: forty copies of one delivery arriving at once store one row, and
// workers claiming at once never share a delivery.
func testInboundConcurrent(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	var wg sync.WaitGroup
	var mu sync.Mutex
	stored := 0
	for range 40 {
		wg.Go(func() {
			d := inbound.Delivery{Source: "whatsapp", EventID: "sha256:same", Body: []byte(`{"same":true}`), ReceivedAt: time.Now()}
			ok, err := s.SaveDelivery(ctx, &d)
			if err != nil {
				t.Error(err)
			}
			if ok {
				mu.Lock()
				stored++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if stored != 1 {
		t.Fatalf("40 copies of one delivery stored %d rows, want 1", stored)
	}
	for i := range 30 {
		Delivery(t, s, "whatsapp", fmt.Sprintf("id-%d", i), []byte(`{}`), time.Now())
	}
	seen := map[int64]string{}
	now := time.Now()
	for w := range 4 {
		wg.Go(func() {
			for {
				got, err := s.ClaimDeliveries(ctx, fmt.Sprintf("w%d", w), []string{"whatsapp"}, now, lease, 3)
				if err != nil {
					t.Error(err)
					return
				}
				if len(got) == 0 {
					return
				}
				mu.Lock()
				for _, d := range got {
					if other, ok := seen[d.ID]; ok {
						t.Errorf("delivery %d claimed by w%d and %s", d.ID, w, other)
					}
					seen[d.ID] = fmt.Sprintf("w%d", w)
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if len(seen) != 31 {
		t.Fatalf("claimed %d deliveries in all, want 31", len(seen))
	}
}

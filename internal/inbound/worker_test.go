package inbound_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// fakeClock is a clock the test moves.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// processorFunc is a Processor that is a function.
type processorFunc func(ctx context.Context, d inbound.Delivery) error

func (f processorFunc) Process(ctx context.Context, d inbound.Delivery) error { return f(ctx, d) }

func quiet() *slog.Logger { return slog.New(slog.DiscardHandler) }

func problems(t *testing.T, svc *inbound.Service) []inbound.Delivery {
	t.Helper()
	list, err := svc.Problems(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// TestWorkerProcessesRetriesAndFails, on both engines: a delivery is processed once and done; one
// whose processing fails is retried after its backoff and then processed; one the processor calls
// permanent fails at once; one that keeps failing past RetryFor fails; the owner's Try again
// brings a failed one back; deliveries of a source this copy cannot process are left alone.
func TestWorkerProcessesRetriesAndFails(t *testing.T) {
	storetest.Engines(t, func(t *testing.T, s *sqlstore.Store) {
		ctx := context.Background()
		clock := &fakeClock{t: time.Date(2026, 5, 4, 10, 0, 0, 0, time.UTC)}
		svc := inbound.NewService(s, nil, clock.Now)
		var mu sync.Mutex
		seen := map[string]int{}    // processing attempts by body
		failing := map[string]int{} // failures still to give, by body
		failing["flaky"] = 2
		failing["down"] = 1 << 20
		w := inbound.NewWorker(s, map[string]inbound.Processor{
			"whatsapp": processorFunc(func(_ context.Context, d inbound.Delivery) error {
				mu.Lock()
				defer mu.Unlock()
				body := string(d.Body)
				seen[body]++
				if body == "not ours" {
					return &inbound.PermanentError{Err: errors.New("not a WhatsApp change")}
				}
				if failing[body] > 0 {
					failing[body]--
					return fmt.Errorf("Graph API answered 503 for %s", body)
				}
				return nil
			}),
		}, inbound.WorkerConfig{Now: clock.Now, Logger: quiet(), MinBackoff: time.Minute, MaxBackoff: time.Hour, RetryFor: 24 * time.Hour})

		for _, body := range []string{"fine", "flaky", "not ours", "down"} {
			if stored, err := svc.Receive(ctx, "whatsapp", "id-"+body, []byte(body)); err != nil || !stored {
				t.Fatalf("Receive(%s) = %v, %v", body, stored, err)
			}
		}
		if stored, err := svc.Receive(ctx, "meta", "id-lead", []byte("leadgen")); err != nil || !stored {
			t.Fatalf("Receive(meta) = %v, %v", stored, err)
		}
		w.RunOnce(ctx)
		if seen["fine"] != 1 || seen["flaky"] != 1 || seen["not ours"] != 1 || seen["down"] != 1 || seen["leadgen"] != 0 {
			t.Fatalf("first round processed %v; want each WhatsApp delivery once and the Meta one never", seen)
		}
		if got := problems(t, svc); len(got) != 1 || string(got[0].EventID) != "id-not ours" || got[0].Status != inbound.StatusFailed ||
			got[0].LastError != "permanent: not a WhatsApp change" {
			t.Fatalf("problems after a permanent failure = %+v", got)
		}
		w.RunOnce(ctx)
		if seen["flaky"] != 1 {
			t.Fatal("a failed delivery was retried before its backoff")
		}
		clock.Add(time.Minute)
		w.RunOnce(ctx) // flaky's second failure, down's second
		clock.Add(2 * time.Minute)
		w.RunOnce(ctx) // flaky passes; down's third failure makes it a problem
		if seen["fine"] != 1 || seen["flaky"] != 3 || seen["down"] != 3 {
			t.Fatalf("after the backoffs processed %v; want fine once, flaky and down three times", seen)
		}
		got := problems(t, svc)
		if len(got) != 2 || got[0].EventID != "id-down" || got[0].Status != inbound.StatusPending || got[0].Attempts != 3 {
			t.Fatalf("problems = %+v; want the delivery failing three times in a row, still waiting, then the failed one", got)
		}
		clock.Add(25 * time.Hour) // past RetryFor: down's next failure is its last
		w.RunOnce(ctx)
		got = problems(t, svc)
		var down inbound.Delivery
		for _, d := range got {
			if d.EventID == "id-down" {
				down = d
			}
		}
		if down.Status != inbound.StatusFailed {
			t.Fatalf("a delivery failing past RetryFor reads %+v, want failed", down)
		}
		stats, err := svc.Stats(ctx)
		if err != nil || len(stats) != 2 || stats[0].Source != "meta" || stats[0].Pending != 1 || stats[1].Failed != 2 || stats[1].Pending != 0 {
			t.Fatalf("Stats = %+v, %v; want the Meta delivery waiting and two WhatsApp failures", stats, err)
		}

		mu.Lock()
		failing["down"] = 0 // the platform is back
		mu.Unlock()
		if ok, err := svc.TryAgain(ctx, staff.CommandLine, down.ID); err != nil || !ok {
			t.Fatalf("TryAgain = %v, %v", ok, err)
		}
		w.RunOnce(ctx)
		if seen["down"] != 5 {
			t.Fatalf("after Try again processed down %d times, want 5", seen["down"])
		}
		if ok, err := svc.TryAgain(ctx, staff.CommandLine, down.ID); err != nil || ok {
			t.Fatalf("TryAgain of a processed delivery = %v, %v; want false", ok, err)
		}
	})
}

// TestReceiveRefusesWhatCannotBeADelivery: an empty or oversized body or id stores nothing.
func TestReceiveRefusesWhatCannotBeADelivery(t *testing.T) {
	s := storetest.OpenSQLite(t)
	queued := 0
	svc := inbound.NewService(s, func() { queued++ }, nil)
	ctx := context.Background()
	for _, tc := range []struct {
		name, id string
		body     []byte
	}{
		{"empty body", "a", nil},
		{"body one byte over", "a", make([]byte, inbound.MaxBody+1)},
		{"no id", "", []byte("{}")},
		{"long id", string(make([]byte, inbound.MaxEventID+1)), []byte("{}")},
		{"id not UTF-8", "\xff", []byte("{}")},
	} {
		if _, err := svc.Receive(ctx, "whatsapp", tc.id, tc.body); fault.Code(err) != fault.EINVALID {
			t.Errorf("%s: err = %v, want invalid", tc.name, err)
		}
	}
	if stats, _ := svc.Stats(ctx); len(stats) != 0 || queued != 0 {
		t.Fatalf("refused deliveries left %+v and woke the worker %d times", stats, queued)
	}
	if ok, err := svc.Receive(ctx, "whatsapp", "a", make([]byte, inbound.MaxBody)); err != nil || !ok || queued != 1 {
		t.Fatalf("a body of exactly MaxBody: %v, %v, woke %d", ok, err, queued)
	}
}

// TestWorkersShareTheQueue: three workers (three copies of the site) running at once on one
// PostgreSQL, or on one SQLite file, process each of 60 deliveries exactly once.
func TestWorkersShareTheQueue(t *testing.T) {
	storetest.Engines(t, func(t *testing.T, s *sqlstore.Store) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		svc := inbound.NewService(s, nil, nil)
		const n = 60
		for i := range n {
			if _, err := svc.Receive(ctx, "whatsapp", fmt.Sprintf("d%d", i), []byte(fmt.Sprintf("%d", i))); err != nil {
				t.Fatal(err)
			}
		}
		var mu sync.Mutex
		counts := map[string]int{}
		var total atomic.Int64
		var wg sync.WaitGroup
		for i := range 3 {
			w := inbound.NewWorker(s, map[string]inbound.Processor{"whatsapp": processorFunc(func(_ context.Context, d inbound.Delivery) error {
				mu.Lock()
				counts[string(d.Body)]++
				mu.Unlock()
				if total.Add(1) == n {
					cancel()
				}
				return nil
			})}, inbound.WorkerConfig{ID: fmt.Sprintf("copy%d", i), PollInterval: 5 * time.Millisecond, BatchSize: 2, Logger: quiet()})
			wg.Go(func() { w.Run(ctx) })
		}
		select {
		case <-ctx.Done():
		case <-time.After(30 * time.Second):
			t.Error("the workers did not finish in 30 s")
			cancel()
		}
		wg.Wait()
		if len(counts) != n {
			t.Fatalf("processed %d distinct deliveries, want %d", len(counts), n)
		}
		for body, c := range counts {
			if c != 1 {
				t.Errorf("delivery %s processed %d times", body, c)
			}
		}
	})
}

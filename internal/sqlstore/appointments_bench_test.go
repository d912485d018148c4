package sqlstore_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"

	"golang.org/x/sync/errgroup"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// BenchmarkAppointmentSlots is DESIGN.md's budget: the free slots of one place for 14 days
// with 10,000 future bookings, p95 ≤ 50 ms, on each engine (scripts/bench-appointments.sh prints it).
func BenchmarkAppointmentSlots(b *testing.B) {
	b.Run("sqlite", func(b *testing.B) { benchSlots(b, storetest.OpenSQLite(b)) })
	b.Run("postgres", func(b *testing.B) { benchSlots(b, storetest.OpenPostgres(b)) })
}

func benchSlots(b *testing.B, s *sqlstore.Store) {
	ctx := context.Background()
	now := time.Date(2026, 11, 23, 8, 0, 0, 0, appointment.India)
	a := appointment.Default()
	for i := range a.Places {
		a.Places[i].Capacity = 50 // room for 10,000 bookings in 14 days
	}
	if err := s.SaveAvailability(ctx, a, nil, now); err != nil {
		b.Fatal(err)
	}
	svc := appointment.NewService(s, nil, func() time.Time { return now })
	// 10,000 future bookings spread over every place and slot, each for its own lead.
	const bookings = 10_000
	var starts [][]time.Time
	for _, p := range a.Places {
		starts = append(starts, a.Starts(p, now))
	}
	// Eight writers at once, as visitors would be: SQLite commits them in groups.
	var g errgroup.Group
	g.SetLimit(8)
	for i := range bookings {
		g.Go(func() error {
			pi := i % len(a.Places)
			ss := starts[pi]
			l := lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: fmt.Sprintf("Bench %d", i), Mobile: "9876543210", Role: lead.Role, CreatedAt: now}
			if err := s.CreateLead(ctx, &l, nil, nil); err != nil {
				return err
			}
			tok, _ := svc.LeadToken(ctx, l.ID, now)
			if _, err := svc.BookForLead(ctx, tok, a.Places[pi].ID, ss[(i/len(a.Places))%len(ss)], consent.Seen{}); err != nil {
				return fmt.Errorf("booking %d: %w", i, err)
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	var took []time.Duration
	for i := 0; b.Loop(); i++ {
		p := a.Places[i%len(a.Places)]
		t0 := time.Now()
		if _, slots, err := svc.Slots(ctx, p.ID); err != nil || len(slots) == 0 {
			b.Fatalf("slots of %s: %d, %v", p.ID, len(slots), err)
		}
		took = append(took, time.Since(t0))
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)*95/100].Microseconds())/1000, "p95-ms")
}

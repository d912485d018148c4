package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// TestPostgresFoldAndChangeAtOnce: a lead is changed while a fold holds it, in the two orders that
// could lose the change (the fold reads the lead before the change commits; the change finds the lead
// queued while the fold takes it off): the figures are the lead's as it ends up, not as it was.
func TestPostgresFoldAndChangeAtOnce(t *testing.T) {
	for _, e := range engines {
		if !e.pg {
			continue
		}
		ctx := context.Background()
		s, raw, _ := e.open(t)
		cities := func() map[string]int {
			t.Helper()
			rows, err := raw.Query(`SELECT k1, sum(leads) FROM lead_day_count_all WHERE kind = 3 GROUP BY k1 HAVING sum(leads) <> 0`)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			out := map[string]int{}
			for rows.Next() {
				var city string
				var n int
				if err := rows.Scan(&city, &n); err != nil {
					t.Fatal(err)
				}
				out[city] = n
			}
			return out
		}
		newLead := func() int64 {
			l := lead.Enquiry{Name: "Asha", Mobile: "9876543210", Role: lead.Role, CreatedAt: time.Now().UTC().Truncate(time.Millisecond), Location: "Pune"}
			if err := s.CreateLead(ctx, &l, nil, nil); err != nil {
				t.Fatal(err)
			}
			return l.ID
		}

		// The fold has taken the lead and counted it as in Pune; the move to Noida waits for the fold's commit, then moves it.
		id := newLead()
		fold, err := raw.BeginTx(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer fold.Rollback() // a failure midway lets the clean-up drop the schema
		var taken int64
		if err := fold.QueryRow(`SELECT lead_id FROM lead_days_queue FOR UPDATE SKIP LOCKED`).Scan(&taken); err != nil || taken != id {
			t.Fatalf("queued %d, %v; want %d", taken, err, id)
		}
		if _, err := fold.Exec(sqlstore.PostgresFold, []int64{id}); err != nil {
			t.Fatal(err)
		}
		moved := make(chan error, 1)
		go func() {
			_, err := raw.Exec(`UPDATE leads SET location = 'Noida' WHERE id = $1`, id)
			moved <- err
		}()
		select {
		case err := <-moved:
			t.Fatalf("the change did not wait for the fold holding its lead (%v)", err)
		case <-time.After(300 * time.Millisecond):
		}
		if err := fold.Commit(); err != nil {
			t.Fatal(err)
		}
		if err := <-moved; err != nil {
			t.Fatal(err)
		}
		if got := cities(); len(got) != 1 || got["Noida"] != 1 {
			t.Fatalf("fold first, change during it: cities %v, want Noida 1", got)
		}

		// The change holds the queued lead: the fold passes over it, and counts it as changed once it committed.
		id = newLead()
		change, err := raw.BeginTx(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer change.Rollback()
		if _, err := change.Exec(`UPDATE leads SET location = 'Mumbai' WHERE id = $1`, id); err != nil {
			t.Fatal(err)
		}
		if err := s.SettleRollup(ctx); err != nil {
			t.Fatal(err)
		}
		var queued bool
		if err := raw.QueryRow(`SELECT EXISTS (SELECT 1 FROM lead_days_queue WHERE lead_id = $1)`, id).Scan(&queued); err != nil || !queued {
			t.Fatalf("a lead whose change is under way was folded (%v)", err)
		}
		if err := change.Commit(); err != nil {
			t.Fatal(err)
		}
		if got := cities(); len(got) != 2 || got["Noida"] != 1 || got["Mumbai"] != 1 {
			t.Fatalf("change first, queued: cities %v", got)
		}
		if err := s.SettleRollup(ctx); err != nil {
			t.Fatal(err)
		}
		if got := cities(); len(got) != 2 || got["Noida"] != 1 || got["Mumbai"] != 1 {
			t.Fatalf("change first, then folded: cities %v", got)
		}
		var left int
		if err := raw.QueryRow(`SELECT count(*) FROM lead_days_queue`).Scan(&left); err != nil || left != 0 {
			t.Fatalf("%d leads still queued (%v)", left, err)
		}
	}
}

package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestImportedLeadsLeaveTheFoldedResponseFigures: imported leads answered and folded into the roll-up before
// migration 00051 leave its response figures with it, on both engines; `site dashboard check` agrees after
// it, before and after settling, and after the migration is taken back and made again.
func TestImportedLeadsLeaveTheFoldedResponseFigures(t *testing.T) {
	storetest.Engines(t, func(t *testing.T, s *sqlstore.Store) {
		ctx := context.Background()
		day := time.Date(2026, 3, 14, 9, 26, 0, 0, time.UTC) // Saturday, 14:56 India time
		now := day
		clock := func() time.Time { return now }
		owner := storetest.Account(t, s, staff.Account{Name: "Owner", Role: staff.Owner})
		sales := storetest.Account(t, s, staff.Account{Name: "Sunil", Role: staff.Sales})
		if err := s.MigrateTo(ctx, 50); err != nil {
			t.Fatal(err)
		}
		web := &lead.Enquiry{Name: "Web", Mobile: "9111111111", PropertyType: "2 BHK", Role: lead.Role, CreatedAt: day}
		if err := s.CreateLead(ctx, web, nil, nil); err != nil {
			t.Fatal(err)
		}
		rep, err := leadimport.NewService(s, clock).Import(ctx, staff.Actor{ID: owner.ID}, leadimport.Request{FileName: "old.csv", Commit: true,
			Data: []byte("name,mobile,bhk,date\nOld 1,9222222221,2bhk,14-Mar-2026 08:00\nOld 2,9222222222,2bhk,14-Mar-2026 08:10\n")})
		if err != nil || rep.Created != 2 {
			t.Fatalf("import = %+v, %v", rep, err)
		}
		found, err := s.LeadIDsByDigits(ctx, []string{"9222222221", "9222222222"})
		if err != nil {
			t.Fatal(err)
		}
		svc := lead.NewService(s, clock)
		for i, id := range []int64{web.ID, found["9222222221"], found["9222222222"]} {
			now = day.Add(time.Duration(5+i*60) * time.Minute)
			if _, err := svc.AddNote(ctx, staff.Actor{ID: sales.ID}, id, 1, "Called."); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.SettleRollup(ctx); err != nil { // folded as version 50 counts them
			t.Fatal(err)
		}
		now = day.Add(4 * time.Hour)
		d := dashboard.NewService(s, clock)
		p, _ := dashboard.ParsePeriod("2026-03-14", "2026-03-14", now)
		for _, step := range []int64{51, 50, 51} {
			if err := s.MigrateTo(ctx, step); err != nil {
				t.Fatalf("to %d: %v", step, err)
			}
			if step == 50 {
				continue
			}
			for range 2 {
				if differ, err := d.Check(ctx); err != nil || len(differ) != 0 {
					t.Fatalf("dashboard check after migrating to %d: %v, %v", step, differ, err)
				}
				r, err := d.Report(ctx, owner, p)
				if err != nil {
					t.Fatal(err)
				}
				if rs := r.Response; r.Leads.Now != 3 || rs.Leads != 1 || rs.Answered != 1 || rs.WithinTarget != 1 || *rs.Median != 5*time.Minute {
					t.Fatalf("after migrating to %d: %d leads, response %+v", step, r.Leads.Now, rs)
				}
				if err := s.SettleRollup(ctx); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}

package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// testDashboardLeavesImportsOut (issue 41 item 10): leads imported from another CRM's history, answered
// when the team first works on them here, count in the period's leads but in none of the response
// figures: the share answered within the target is of the leads the site received, the median theirs,
// in the roll-up and in the recount alike, folded or not, settled or not.
func testDashboardLeavesImportsOut(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	now := at
	clock := func() time.Time { return now }
	svc := lead.NewService(s, clock)
	owner := newAccount(t, s, "owner@example.com", staff.Owner)
	sales := Account(t, s, staff.Account{Name: "Sunil", Role: staff.Sales})
	by := staff.Actor{ID: sales.ID, Email: sales.Email}
	// Saturday 14 March, 14:56 India time: two leads of the site, answered in 5 minutes and in 2 hours.
	site := inboxLeads(t, s, lead.Enquiry{Name: "Web 1", Mobile: "9111111111"}, lead.Enquiry{Name: "Web 2", Mobile: "9111111112"})
	note := func(id int64, after time.Duration) {
		t.Helper()
		now = at.Add(after)
		l, err := s.InboxLead(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svc.AddNote(ctx, by, id, l.Version, "Called."); err != nil {
			t.Fatal(err)
		}
	}
	note(site[0], 5*time.Minute)
	note(site[1], 2*time.Hour+time.Minute)
	// Three leads of the same morning from the old CRM, imported to Sunil and answered that evening.
	imp := leadimport.NewService(s, func() time.Time { return at.Add(time.Hour) })
	rep, err := imp.Import(ctx, staff.Actor{ID: owner.ID, Email: owner.Email}, leadimport.Request{FileName: "old.csv", Commit: true,
		Assign: leadimport.Assignment{To: sales.ID},
		Data:   []byte("name,mobile,bhk,date\nOld 1,9222222221,2bhk,14-Mar-2026 08:00\nOld 2,9222222222,2bhk,14-Mar-2026 08:10\nOld 3,9222222223,3bhk,14/03/2026 08:20\n")})
	if err != nil || rep.Created != 3 {
		t.Fatalf("import = %+v, %v", rep, err)
	}
	for i, m := range []string{"9222222221", "9222222222", "9222222223"} {
		note(leadOfMobile(t, s, m), 3*time.Hour+time.Duration(i)*time.Minute)
	}
	check := func() {
		t.Helper()
		now = at.Add(4 * time.Hour)
		p, _ := dashboard.ParsePeriod("2026-03-14", "2026-03-14", now)
		for _, r := range []func(context.Context, *staff.Account, dashboard.Period) (*dashboard.Report, error){
			dashboard.NewService(s, clock).Report, dashboard.NewService(s, clock).Recount} {
			got, err := r(ctx, owner, p)
			if err != nil {
				t.Fatal(err)
			}
			rs := got.Response
			if got.Leads.Now != 5 || rs.Leads != 2 || rs.Answered != 2 || rs.WithinTarget != 1 || rs.Median == nil || *rs.Median != 5*time.Minute {
				t.Fatalf("leads %d, response %+v (median %v); want 5 leads, 2 held to the target, 2 answered, 1 within, median 5m",
					got.Leads.Now, rs, rs.Median)
			}
			for _, person := range got.People {
				if person.ID == sales.ID && (person.Leads != 3 || person.MedianResponse != nil) {
					t.Errorf("Sunil = %+v (median %v): his three imported leads, no response time of theirs", person, person.MedianResponse)
				}
			}
		}
		rollupAgrees(t, s, "2026-03-14", owner, sales)
	}
	check()
	check() // settled
}

package storetest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// rollupAgrees fails unless the report from the daily roll-up is the one worked out from every lead,
// for the 7, 30 and 365 India days to today, as the owner and as each of people: with the rows lead
// writes appended, and again once they are settled.
func rollupAgrees(t *testing.T, s *sqlstore.Store, today string, people ...*staff.Account) {
	t.Helper()
	reportsAgree(t, s, today, people...)
	if err := s.SettleRollup(context.Background()); err != nil {
		t.Fatal(err)
	}
	reportsAgree(t, s, today, people...)
}

func reportsAgree(t *testing.T, s *sqlstore.Store, today string, people ...*staff.Account) {
	t.Helper()
	ctx := context.Background()
	end, _ := time.ParseInLocation(time.DateOnly, today, time.UTC)
	d := dashboard.NewService(s, func() time.Time { return end.Add(12 * time.Hour) })
	for _, days := range []int{7, 30, 365} {
		p := dashboard.Period{From: end.AddDate(0, 0, -(days - 1)).Format(time.DateOnly), To: today}
		for _, acct := range people {
			got, err := d.Report(ctx, acct, p)
			if err != nil {
				t.Fatal(err)
			}
			want, err := d.Recount(ctx, acct, p)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%d days as %s %d: the roll-up's report\n%s\nthe leads'\n%s", days, acct.Role, acct.ID, describe(got), describe(want))
			}
		}
	}
}

func describe(r *dashboard.Report) string {
	out := fmt.Sprintf("leads %+v won %+v value %+v series %d\nresponse %+v %v %v\n", r.Leads, r.Won, r.WonValue, len(r.Series),
		r.Response, r.Response.Median, r.Response.PrevMedian)
	for _, st := range r.Funnel {
		out += fmt.Sprintf("stage %s %d %v %v\n", st.Status, st.Leads, st.Median, st.Conversion)
	}
	for _, p := range r.People {
		out += fmt.Sprintf("person %+v %v\n", p, p.MedianResponse)
	}
	return out + fmt.Sprintf("sources %+v\nreferrers %+v\npages %+v\ncities %+v\ntypes %+v\nseries %+v", r.Sources, r.Referrers,
		r.Pages, r.Cities, r.PropertyTypes, r.Series)
}

// testDashboardRollupAgrees: two years of leads of mixed origin, worked through the funnel at random
// moments by three people, then reassigned, moved back, re-valued, bulk-changed and merged: at each
// step the roll-up's report is the one the lead rows give, and stays so when the owner moves the target.
func testDashboardRollupAgrees(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(38, 2026))
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	now := at
	svc := lead.NewService(s, func() time.Time { return now })
	owner := newAccount(t, s, "owner@example.com", staff.Owner)
	var team []*staff.Account
	for i := range 3 {
		team = append(team, newAccount(t, s, fmt.Sprintf("sales%d@example.com", i), staff.Sales))
	}
	change := func(id int64, when time.Time, ch lead.Change) {
		t.Helper()
		now = when
		l, err := s.InboxLead(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		ch.Version = l.Version
		by := team[rng.IntN(len(team))]
		if _, err := svc.Change(ctx, staff.Actor{ID: by.ID, Email: by.Email}, id, ch); err != nil {
			t.Fatalf("change %d: %v", id, err)
		}
	}
	status := func(st string) lead.Optional[string] { return lead.Optional[string]{Set: true, Value: st} }
	var ids []int64
	for i := range 160 {
		created := at.Add(-time.Duration(rng.Int64N(int64(740 * 24 * time.Hour))))
		l := lead.Enquiry{Name: fmt.Sprintf("Lead %d", i), Mobile: fmt.Sprintf("98%08d", i), Role: lead.Role, CreatedAt: created,
			Location: pick("Pune", "Noida", "Bengaluru", ""), PropertyType: pick("1 BHK", "2 BHK", "Villa"),
			Attribution: lead.Attribution{UTMSource: pick("google", "facebook", ""), UTMMedium: pick("cpc", ""),
				UTMCampaign: pick("diwali", "monsoon", ""), Page: pick("/", "/estimate", "/kitchen-designs"),
				Referrer: pick("", "", "https://www.google.com/search?q=x", "https://google.com/", "https://m.facebook.com/")}}
		if err := s.CreateLead(ctx, &l, nil, nil); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, l.ID)
		when := created
		later := func() time.Time {
			when = when.Add(time.Duration(rng.Int64N(int64(50*time.Hour))) + time.Second)
			return when
		}
		if rng.IntN(3) > 0 {
			change(l.ID, later(), lead.Change{AssigneeID: lead.Optional[int64]{Set: true, Value: team[rng.IntN(len(team))].ID}})
		}
		if rng.IntN(4) == 0 {
			now = later()
			cur, err := s.InboxLead(ctx, l.ID)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := svc.AddNote(ctx, staff.Actor{ID: team[0].ID, Email: team[0].Email}, l.ID, cur.Version, "Called."); err != nil {
				t.Fatal(err)
			}
		}
		for _, st := range []string{"contacted", "site_visit_booked", "proposal_sent", "won"}[:rng.IntN(5)] {
			if rng.IntN(4) > 0 { // some stages are skipped
				change(l.ID, later(), lead.Change{Status: status(st)})
			}
		}
		switch rng.IntN(5) {
		case 0:
			change(l.ID, later(), lead.Change{Status: status("lost"), LostReason: lead.Optional[string]{Set: true, Value: "Budget."}})
		case 1:
			change(l.ID, later(), lead.Change{Status: status("won"), WonValue: lead.Optional[int64]{Set: true, Value: 1000 * rng.Int64N(900)}})
		}
	}
	rollupAgrees(t, s, "2026-03-14", append([]*staff.Account{owner}, team...)...)

	// Later: some leads change hands, go back a stage, are won again at another value; a bulk change; two merges.
	for _, id := range ids[:40] {
		switch rng.IntN(3) {
		case 0:
			change(id, at, lead.Change{AssigneeID: lead.Optional[int64]{Set: true, Value: team[rng.IntN(len(team))].ID}})
		case 1:
			change(id, at, lead.Change{Status: status("contacted")})
		default:
			change(id, at, lead.Change{Status: status("won"), WonValue: lead.Optional[int64]{Set: true, Value: 1000 * rng.Int64N(900)}})
		}
	}
	var targets []lead.Target
	for _, id := range ids[40:60] {
		l, err := s.InboxLead(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		targets = append(targets, lead.Target{ID: id, Version: l.Version})
	}
	by := staff.Actor{ID: owner.ID, Email: owner.Email}
	if _, err := svc.Bulk(ctx, by, lead.BulkChange{Leads: targets, AssigneeID: lead.Optional[int64]{Set: true, Value: team[2].ID},
		Status: status("proposal_sent")}); err != nil {
		t.Fatal(err)
	}
	for _, pair := range [][2]int64{{ids[60], ids[61]}, {ids[62], ids[3]}} {
		a, _ := s.InboxLead(ctx, pair[0])
		b, _ := s.InboxLead(ctx, pair[1])
		if _, err := svc.Merge(ctx, by, a.ID, a.Version, b.ID, b.Version); err != nil {
			t.Fatal(err)
		}
	}
	rollupAgrees(t, s, "2026-03-14", append([]*staff.Account{owner}, team...)...)
	for _, minutes := range []int{1, 240, lead.MaxResponseMinutes} {
		set, err := s.AssignSettings(ctx)
		if err != nil {
			t.Fatal(err)
		}
		set.ResponseMinutes = minutes
		audit := staff.Actor{ID: owner.ID}.Audit(at, staff.Entry{Action: "settings"})
		if _, err := s.SaveAssignSettings(ctx, set, time.Time{}, &audit); err != nil {
			t.Fatal(err)
		}
		rollupAgrees(t, s, "2026-03-14", owner)
	}
}

// testDashboardRollupConcurrent: 40 leads created and 40 status changes at once, with settling beside them,
// leave the roll-up's counts exact.
func testDashboardRollupConcurrent(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	owner := newAccount(t, s, "owner@example.com", staff.Owner)
	sales := newAccount(t, s, "sales@example.com", staff.Sales)
	var first []int64
	for i := range 40 {
		l := lead.Enquiry{Name: "First", Mobile: fmt.Sprintf("97%08d", i), Role: lead.Role, CreatedAt: at.Add(-time.Duration(i) * time.Hour), Location: "Pune"}
		if err := s.CreateLead(ctx, &l, nil, nil); err != nil {
			t.Fatal(err)
		}
		first = append(first, l.ID)
	}
	svc := lead.NewService(s, func() time.Time { return at.Add(time.Hour) })
	var wg sync.WaitGroup
	errs := make(chan error, 90)
	for range 10 { // settling while leads are written loses and doubles nothing
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- s.SettleRollup(ctx)
		}()
	}
	for i := range 40 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			l := lead.Enquiry{Name: "Second", Mobile: fmt.Sprintf("96%08d", i), Role: lead.Role, CreatedAt: at.Add(-time.Duration(i) * time.Minute),
				Location: []string{"Pune", "Noida"}[i%2], Attribution: lead.Attribution{UTMSource: "google"}}
			errs <- s.CreateLead(ctx, &l, nil, nil)
		}()
		go func() {
			defer wg.Done()
			_, err := svc.Change(ctx, staff.Actor{ID: sales.ID, Email: sales.Email}, first[i], lead.Change{Version: 1,
				Status: lead.Optional[string]{Set: true, Value: []string{"contacted", "won"}[i%2]}, AssigneeID: lead.Optional[int64]{Set: true, Value: sales.ID}})
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	p := dashboard.Period{From: "2026-03-10", To: "2026-03-14"}
	r, err := dashboard.NewService(s, func() time.Time { return at }).Report(ctx, owner, p)
	if err != nil {
		t.Fatal(err)
	}
	if r.Leads.Now != 80 || r.Won.Now != 20 || r.Response.Answered != 40 || r.Funnel[1].Leads != 40 || r.Sources[0].Leads != 40 {
		t.Fatalf("after 80 writes at once: %s", describe(r))
	}
	rollupAgrees(t, s, "2026-03-14", owner, sales)
}

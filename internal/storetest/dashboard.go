package storetest

import (
	"cmp"
	"context"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// testDashboard: a day of leads worked through the inbox reads back as the
// dashboard's counts, funnel, response times and per-person figures, against the day before.
func testDashboard(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	now := at
	clock := func() time.Time { return now }
	svc := lead.NewService(s, clock)
	sales := newAccount(t, s, "sales@example.com", staff.Sales)
	owner := newAccount(t, s, "owner@example.com", staff.Owner)
	by := staff.Actor{ID: sales.ID, Email: sales.Email}
	diwali := lead.Attribution{UTMSource: "google", UTMMedium: "cpc", UTMCampaign: "diwali", Page: "/estimate"}
	ids := inboxLeads(t, s, // at, at+1m, at+2m (14 March, India afternoon)
		lead.Enquiry{Name: "Asha", Mobile: "9876543210", Location: "Pune", Attribution: diwali},
		lead.Enquiry{Name: "Ravi", Mobile: "9123456780", Location: "Noida", PropertyType: "3 BHK", Attribution: diwali},
		lead.Enquiry{Name: "Meera", Mobile: "9123456781", Location: "Pune"})
	day := func(l lead.Enquiry) int64 { // a lead of the day before
		l.Role, l.CreatedAt, l.PropertyType = lead.Role, at.Add(-24*time.Hour), "2 BHK"
		if err := s.CreateLead(ctx, &l, nil, nil); err != nil {
			t.Fatal(err)
		}
		return l.ID
	}
	before := day(lead.Enquiry{Name: "Old", Mobile: "9000000000", Location: "Pune", Attribution: lead.Attribution{UTMSource: "facebook"}})
	step := func(id int64, after time.Duration, ch lead.Change) {
		t.Helper()
		now = at.Add(after)
		l, err := s.InboxLead(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		ch.Version = l.Version
		if _, err := svc.Change(ctx, by, id, ch); err != nil {
			t.Fatal(err)
		}
	}
	status := func(st string) lead.Optional[string] { return lead.Optional[string]{Set: true, Value: st} }
	step(before, -24*time.Hour+5*time.Minute, lead.Change{Status: status("contacted")})
	step(ids[0], 10*time.Minute, lead.Change{Status: status("contacted"), AssigneeID: lead.Optional[int64]{Set: true, Value: sales.ID}})
	step(ids[0], time.Hour, lead.Change{Status: status("site_visit_booked")})
	step(ids[0], 2*time.Hour, lead.Change{Status: status("proposal_sent")})
	step(ids[0], 3*time.Hour, lead.Change{Status: status("won"), WonValue: lead.Optional[int64]{Set: true, Value: 500_000}})
	now = at.Add(30 * time.Minute)
	if _, err := svc.AddNote(ctx, by, ids[1], 1, "Called back, will visit."); err != nil {
		t.Fatal(err)
	}
	if l, _ := s.InboxLead(ctx, ids[0]); l.WonValue != 500_000 {
		t.Fatalf("won value %d", l.WonValue)
	}

	now = at.Add(4 * time.Hour)
	d := dashboard.NewService(s, clock)
	p, err := dashboard.ParsePeriod("2026-03-14", "2026-03-14", now)
	if err != nil {
		t.Fatal(err)
	}
	r, err := d.Report(ctx, owner, p)
	if err != nil {
		t.Fatal(err)
	}
	if r.Leads != (dashboard.Compare{Now: 3, Before: 1}) || r.Won != (dashboard.Compare{Now: 1}) || r.WonValue.Now != 500_000 {
		t.Fatalf("leads %+v won %+v value %+v", r.Leads, r.Won, r.WonValue)
	}
	if len(r.Series) != 1 || r.Series[0] != (dashboard.Point{Label: "2026-03-14", Leads: 3, PrevLeads: 1}) {
		t.Fatalf("series %+v", r.Series)
	}
	rs := r.Response
	if rs.Answered != 2 || rs.WithinTarget != 1 || rs.Median == nil || *rs.Median != 10*time.Minute ||
		rs.PrevWithinTarget != 1 || rs.PrevMedian == nil || *rs.PrevMedian != 5*time.Minute {
		t.Fatalf("response %+v", rs)
	}
	wantFunnel := []int{3, 1, 1, 1, 1}
	wantSpent := []time.Duration{10 * time.Minute, 50 * time.Minute, time.Hour, time.Hour}
	for i, st := range r.Funnel {
		if st.Leads != wantFunnel[i] {
			t.Fatalf("funnel %d: %+v", i, st)
		}
		if i < len(wantSpent) && (st.Median == nil || *st.Median != wantSpent[i]) {
			t.Fatalf("time in %s = %v, want %v", st.Status, st.Median, wantSpent[i])
		}
	}
	if c := r.Funnel[1].Conversion; c == nil || *c < 0.33 || *c > 0.34 {
		t.Fatalf("conversion new → contacted %v", c)
	}
	if g := r.Sources[0]; g.Key[0] != "google" || g.Key[2] != "diwali" || g.Leads != 2 || g.Won != 1 || g.PrevLeads != 0 {
		t.Fatalf("sources %+v", r.Sources)
	}
	if g := r.Cities[0]; g.Key[0] != "Pune" || g.Leads != 2 || g.PrevLeads != 1 {
		t.Fatalf("cities %+v", r.Cities)
	}
	if len(r.People) != 2 || r.People[0].ID != sales.ID || r.People[0].Won != 1 || r.People[0].WonValue != 500_000 ||
		r.People[1].ID != 0 || r.People[1].Leads != 2 || *r.People[1].MedianResponse != 29*time.Minute {
		t.Fatalf("people %+v", r.People)
	}

	// A salesperson sees their own leads only.
	mine, err := d.Report(ctx, sales, p)
	if err != nil {
		t.Fatal(err)
	}
	if mine.Everyone || mine.Leads != (dashboard.Compare{Now: 1}) || len(mine.Sources) != 1 || mine.Funnel[4].Leads != 1 {
		t.Fatalf("own report %+v", mine)
	}

	// A long period is read in slices side by side: every lead is counted once, by the same groups.
	long, err := dashboard.ParsePeriod("2025-11-15", "2026-03-14", now)
	if err != nil {
		t.Fatal(err)
	}
	lr, err := d.Report(ctx, owner, long)
	if err != nil {
		t.Fatal(err)
	}
	if lr.Leads != (dashboard.Compare{Now: 4}) || lr.Won != (dashboard.Compare{Now: 1}) || len(lr.Cities) != 2 ||
		lr.Cities[0].Key[0] != "Pune" || lr.Cities[0].Leads != 3 || lr.Sources[0].Key[0] != "google" || lr.Sources[0].Leads != 2 {
		t.Fatalf("long period: leads %+v won %+v cities %+v sources %+v", lr.Leads, lr.Won, lr.Cities, lr.Sources)
	}
}

// testWhatsappIsFirstResponse: staff opening WhatsApp to a lead is a timeline line, its first
// response on the dashboard, and takes it off the list of leads nobody has answered.
func testWhatsappIsFirstResponse(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	now := at
	clock := func() time.Time { return now }
	sales := newAccount(t, s, "sales@example.com", staff.Sales)
	owner := newAccount(t, s, "owner@example.com", staff.Owner)
	ids := inboxLeads(t, s, lead.Enquiry{Name: "Asha", Mobile: "9876543210"}, lead.Enquiry{Name: "Ravi", Mobile: "9123456780"})
	now = at.Add(3 * time.Minute)
	if _, err := lead.NewService(s, clock).LogWhatsapp(ctx, staff.Actor{ID: sales.ID, Email: sales.Email}, ids[0]); err != nil {
		t.Fatal(err)
	}
	events, err := s.LeadEvents(ctx, ids[0])
	if err != nil || len(events) == 0 {
		t.Fatalf("timeline %+v, %v", events, err)
	}
	if last := events[len(events)-1]; last.Kind != lead.EventWhatsapp || last.Actor == nil || last.Actor.ID != sales.ID {
		t.Fatalf("timeline ends with %+v", last)
	}
	waiting, err := s.Unanswered(ctx, at.Add(-time.Hour), 10)
	if err != nil || len(waiting) != 1 || waiting[0].ID != ids[1] {
		t.Fatalf("unanswered = %+v, %v", waiting, err)
	}
	p, _ := dashboard.ParsePeriod("2026-03-14", "2026-03-14", now)
	r, err := dashboard.NewService(s, clock).Report(ctx, owner, p)
	if err != nil {
		t.Fatal(err)
	}
	if r.Response.Answered != 1 || r.Response.Median == nil || *r.Response.Median != 3*time.Minute {
		t.Fatalf("response %+v", r.Response)
	}
}

// testDashboardReadsTextsAsStored: the dashboard's lead rows carry each grouping's text exactly as stored,
// whatever it holds (spaces, colons, digits, other scripts, nothing), and the referrers count the leads
// without one beside those with one.
func testDashboardReadsTextsAsStored(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	odd := lead.Attribution{UTMSource: "12:3 a b", UTMMedium: "a : b", UTMCampaign: "दिवाली 2026", Page: "/a b?c=1:2", Referrer: "https://www.google.com/search?q=a b"}
	inboxLeads(t, s,
		lead.Enquiry{Name: "Asha", Mobile: "9876543210", Location: "Navi Mumbai", PropertyType: "4 BHK:duplex", Attribution: odd},
		lead.Enquiry{Name: "Ravi", Mobile: "9123456780", Location: "Pune"})
	q := dashboard.Query{PrevStart: at.Add(-time.Hour), Start: at.Add(-time.Hour), End: at.Add(time.Hour)}
	ls, err := s.DashboardLeadTimes(ctx, q)
	if err != nil || len(ls) != 2 {
		t.Fatalf("lead times %+v %v", ls, err)
	}
	slices.SortFunc(ls, func(a, b dashboard.LeadTimes) int { return cmp.Compare(a.ID, b.ID) })
	got := ls[0]
	if got.Source != odd.UTMSource || got.Medium != odd.UTMMedium || got.Campaign != odd.UTMCampaign || got.Page != odd.Page ||
		got.City != "Navi Mumbai" || got.PropertyType != "4 BHK:duplex" || got.Status != "new" || !got.CreatedAt.Equal(at.Truncate(time.Second)) ||
		got.FirstResponse != nil || len(got.Reached) != 4 || got.Reached[0] != nil {
		t.Fatalf("lead row %+v", got)
	}
	if ls[1].Source != "" || ls[1].City != "Pune" || !ls[1].CreatedAt.Equal(at.Add(time.Minute).Truncate(time.Second)) {
		t.Fatalf("lead row %+v", ls[1])
	}
	owner := newAccount(t, s, "owner@example.com", staff.Owner)
	r, err := dashboard.NewService(s, func() time.Time { return at.Add(time.Hour) }).Report(ctx, owner, dashboard.Period{From: "2026-03-14", To: "2026-03-14"})
	if err != nil {
		t.Fatal(err)
	}
	want := []dashboard.Group{{Key: []string{""}, Leads: 1}, {Key: []string{"google.com"}, Leads: 1}}
	if !reflect.DeepEqual(r.Referrers, want) {
		t.Fatalf("referrers %+v, want %+v", r.Referrers, want)
	}
}

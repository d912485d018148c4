package dashboard

import (
	"reflect"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
)

func TestByHostFoldsReferrers(t *testing.T) {
	got := byHost([]Group{
		{Key: []string{"https://www.google.com/search?q=interiors"}, Leads: 2, Won: 1},
		{Key: []string{""}, Leads: 5},
		{Key: []string{"https://Google.com/"}, Leads: 4, PrevLeads: 1},
		{Key: []string{"not a url"}, Leads: 1},
	})
	if len(got) != 3 || got[0].Key[0] != "google.com" || got[0].Leads != 6 || got[0].PrevLeads != 1 || got[0].Won != 1 ||
		got[1].Key[0] != "" || got[2].Key[0] != "not a url" {
		t.Fatalf("by host %+v", got)
	}
}

func TestFunnelAndMedian(t *testing.T) {
	at := time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)
	ptr := func(d time.Duration) *time.Time { t := at.Add(d); return &t }
	ls := []LeadTimes{
		{CreatedAt: at, Status: "won", Reached: []*time.Time{ptr(time.Hour), ptr(2 * time.Hour), ptr(4 * time.Hour), ptr(8 * time.Hour)}},
		// Lost after a site visit booked straight from New: it counts as having been contacted too.
		{CreatedAt: at, Status: "lost", Reached: []*time.Time{nil, ptr(3 * time.Hour), nil, nil}},
		{CreatedAt: at, Status: "new", Reached: make([]*time.Time, 4)},
	}
	f := funnel(ls)
	want := []int{3, 2, 2, 1, 1}
	for i, st := range f {
		if st.Leads != want[i] {
			t.Fatalf("stage %s: %d leads, want %d", st.Status, st.Leads, want[i])
		}
	}
	// Time in New: 1 h (the won one) and 3 h (the lost one, which skipped Contacted): the lower middle is 1 h.
	if *f[0].Median != time.Hour || *f[1].Median != time.Hour || *f[2].Median != 2*time.Hour || *f[3].Median != 4*time.Hour || f[4].Median != nil {
		t.Fatalf("medians %v %v %v %v %v", f[0].Median, f[1].Median, f[2].Median, f[3].Median, f[4].Median)
	}
	if Median(nil) != nil {
		t.Fatal("median of nothing")
	}
}

func TestParsePeriod(t *testing.T) {
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	p, err := ParsePeriod("", "", now)
	if err != nil || p.From != "2026-10-29" || p.To != "2026-11-27" || p.Days() != 30 || p.Previous() != (Period{From: "2026-09-29", To: "2026-10-28"}) {
		t.Fatalf("default %+v %v", p, err)
	}
	for _, bad := range [][2]string{{"2026-11-02", "2026-11-01"}, {"2025-01-01", "2026-11-27"}, {"2026-11-01", "2026-11-28"}, {"x", "2026-11-01"}, {"2026-11-01", ""}} {
		if _, err := ParsePeriod(bad[0], bad[1], now); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	if p, err := ParsePeriod("2025-11-27", "2026-11-27", now); err != nil || p.Days() != 366 {
		t.Fatalf("366 days: %+v %v", p, err)
	}
}

// TestGroupsOf: leads are counted into the period or the one before, wins only in the period,
// and the rows come most leads first, then most leads before, then by key.
func TestGroupsOf(t *testing.T) {
	start := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	lead := func(city, status string, days int) LeadTimes {
		return LeadTimes{City: city, Status: status, CreatedAt: start.AddDate(0, 0, days)}
	}
	got := groupsOf([]LeadTimes{lead("Pune", "won", 1), lead("Pune", "new", -3), lead("Agra", "new", 2),
		lead("Delhi", "won", -1), lead("Delhi", "new", 0), lead("Bhopal", "new", 5)}, start, ByCity)
	want := []Group{{Key: []string{"Delhi"}, Leads: 1, PrevLeads: 1}, {Key: []string{"Pune"}, Leads: 1, PrevLeads: 1, Won: 1},
		{Key: []string{"Agra"}, Leads: 1}, {Key: []string{"Bhopal"}, Leads: 1}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("groupsOf:\n got %+v\nwant %+v", got, want)
	}
	if got := groupsOf(nil, start, BySource); got == nil || len(got) != 0 {
		t.Fatalf("no leads: %#v", got)
	}
}

// TestResponsesCountOpeningHours: the share within target counts the target in opening hours, as
// the escalation does: a lead from the night answered soon after opening is within it.
func TestResponsesCountOpeningHours(t *testing.T) {
	day := lead.Span{Opens: 9*60 + 30, Closes: 18 * 60}
	hours := lead.OpeningHours{Loc: lead.India, Week: [7]lead.Span{{}, day, day, day, day, day, day}}
	night := time.Date(2026, 11, 24, 22, 0, 0, 0, lead.India) // a Tuesday, after closing
	opens := time.Date(2026, 11, 25, 9, 30, 0, 0, lead.India)
	at := func(t time.Time) *time.Time { return &t }
	ls := []LeadTimes{
		{CreatedAt: night, FirstResponse: at(opens.Add(10 * time.Minute))},         // within 15 minutes of opening time
		{CreatedAt: night, FirstResponse: at(opens.Add(20 * time.Minute))},         // past them
		{CreatedAt: opens, FirstResponse: at(opens.Add(15 * time.Minute))},         // exactly on the target
		{CreatedAt: opens.Add(time.Hour), FirstResponse: at(opens.Add(time.Hour))}, // at once
		{CreatedAt: opens}, // not answered yet
		{CreatedAt: night, FirstResponse: at(opens), Imported: true}, // history: held to no target
	}
	ds, within, held := responses(ls, 15*time.Minute, hours)
	if len(ds) != 4 || within != 3 || held != 5 {
		t.Fatalf("%d answered, %d within target of %d; want 4 and 3 of 5", len(ds), within, held)
	}
}

// TestLeadsWithoutReferrerAreCounted: the store counts only the leads that came with a referrer;
// the rest of each period's leads (and wins) make the "" row, ordered among the others as the store's rows are.
func TestLeadsWithoutReferrerAreCounted(t *testing.T) {
	start := time.Date(2026, 3, 14, 0, 0, 0, 0, lead.India)
	lead := func(days int, status string) LeadTimes {
		return LeadTimes{CreatedAt: start.AddDate(0, 0, days), Status: status, Reached: make([]*time.Time, 4)}
	}
	ls := []LeadTimes{lead(0, "won"), lead(-1, "new"), lead(1, "won"), lead(2, "new"), lead(-2, "new"), lead(3, "lost")}
	cur, before := split(ls, start)
	if len(cur) != 4 || len(before) != 2 {
		t.Fatalf("split %d/%d", len(cur), len(before))
	}
	referred := []Group{{Key: []string{"https://b.example/"}, Leads: 1, Won: 1}, {Key: []string{"https://a.example/"}, Leads: 2, PrevLeads: 1}}
	want := []Group{
		{Key: []string{"https://a.example/"}, Leads: 2, PrevLeads: 1},
		{Key: []string{""}, Leads: 1, PrevLeads: 1, Won: 1},
		{Key: []string{"https://b.example/"}, Leads: 1, Won: 1},
	}
	if got := withoutReferrer(referred, cur, before); !reflect.DeepEqual(got, want) {
		t.Fatalf("referrers %+v, want %+v", got, want)
	}
	// Every lead came with a referrer: no "" row.
	all := []Group{{Key: []string{"https://a.example/"}, Leads: 4, PrevLeads: 2, Won: 2}}
	if got := withoutReferrer(all, cur, before); len(got) != 1 {
		t.Fatalf("referrers %+v", got)
	}
}

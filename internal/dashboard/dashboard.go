// Package dashboard is what the owner reads to decide where the money goes: a
// period's leads by day, source, city and property type against the period
// before, the status funnel with the time spent in each stage, how fast staff
// first answer a lead, and each salesperson's figures. No HTTP and no SQL here:
// the store aggregates, this package shapes and compares.
package dashboard

import (
	"context"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Limits of a period.
const (
	MaxDays     = 366 // the longest period asked for
	DefaultDays = 30  // the period when none is given: the last 30 India days
	weeklyAfter = 62  // longer periods are charted by week
	maxRows     = 50  // rows of a table by source, page, referrer, city or type
)

// Funnel is the pipeline the dashboard follows, in order (lost is not a stage).
var Funnel = lead.Funnel

// Query is what the store reads: leads created in [PrevStart, End), split at Start.
type Query struct {
	PrevStart, Start, End time.Time
	AssigneeID            int64 // 0: everyone's leads
}

// Group is one value of a grouped count: leads in the period and the one before, and wins among the period's.
type Group struct {
	Key       []string // the grouping's values (one, or source, medium, campaign)
	Leads     int
	PrevLeads int
	Won       int
}

// Groupings the report counts by.
const (
	BySource       = "source" // utm_source, utm_medium, utm_campaign
	ByPage         = "page"
	ByCity         = "city"
	ByPropertyType = "property_type"
)

// LeadTimes is one lead of either period as the time figures need it.
type LeadTimes struct {
	ID            int64
	CreatedAt     time.Time
	Status        string
	AssigneeID    int64
	AssigneeName  string
	WonValue      int64
	Imported      bool         // brought in by an import: history, left out of the response figures
	FirstResponse *time.Time   // first call, note or status change by staff
	Reached       []*time.Time // when it first reached Funnel[1:], by index (nil: never)
	// What the groupings but the referrer count it by.
	Source, Medium, Campaign, Page, City, PropertyType string
}

// Store reads what the dashboard shows.
type Store interface {
	// DashboardReferrers counts the leads of q that came with a referrer by referrer, in no order
	// (the leads without one are counted from the lead times).
	DashboardReferrers(ctx context.Context, q Query) ([]Group, error)
	// DashboardLeadTimes returns each lead of q with its first response and stage times.
	DashboardLeadTimes(ctx context.Context, q Query) ([]LeadTimes, error)
	// DashboardRollup sums the store's daily roll-up over the days of q.
	DashboardRollup(ctx context.Context, q Query) (*Rollup, error)
	// DashboardBookings counts appointments booked in [q.Start, q.End) by the lead's assignee (0: nobody).
	DashboardBookings(ctx context.Context, q Query) (map[int64]int, error)
	// AssignSettings holds the owner's response target (Settings → Lead assignment).
	AssignSettings(ctx context.Context) (lead.AssignSettings, error)
	// OpeningHours are the experience centres' hours, which the response target counts in.
	OpeningHours(ctx context.Context) (lead.OpeningHours, error)
}

// Service builds reports.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns the dashboard over store; now is the clock (nil: time.Now).
func NewService(store Store, now func() time.Time) *Service {
	return &Service{store: store, now: clock.Or(now)}
}

// Period is a run of whole India days, From to To inclusive ("YYYY-MM-DD").
type Period struct {
	From string `json:"from"`
	To   string `json:"to"`
}

func (p Period) bounds() (start, end time.Time) {
	a, _ := lead.ParseDate(p.From)
	b, _ := lead.ParseDate(p.To)
	return a, b.AddDate(0, 0, 1)
}

// Days is the period's length.
func (p Period) Days() int {
	a, b := p.bounds()
	return int(b.Sub(a).Hours()/24 + 0.5)
}

// Previous is the period of the same length just before p.
func (p Period) Previous() Period {
	a, _ := p.bounds()
	n := p.Days()
	return Period{From: a.AddDate(0, 0, -n).Format(time.DateOnly), To: a.AddDate(0, 0, -1).Format(time.DateOnly)}
}

// Query is the store's read of everyone's leads of p against the period before.
func (p Period) Query() Query {
	prev, _ := p.Previous().bounds()
	start, end := p.bounds()
	return Query{PrevStart: prev, Start: start, End: end}
}

// ParsePeriod checks a period asked for; empty from and to give the last DefaultDays days up to today.
func ParsePeriod(from, to string, now time.Time) (Period, error) {
	today := lead.Today(now)
	if from == "" && to == "" {
		t, _ := lead.ParseDate(today)
		return Period{From: t.AddDate(0, 0, -(DefaultDays - 1)).Format(time.DateOnly), To: today}, nil
	}
	bad := map[string]string{}
	a, okA := lead.ParseDate(from)
	b, okB := lead.ParseDate(to)
	if !okA {
		bad["from"] = "Please give the first day as YYYY-MM-DD."
	}
	if !okB {
		bad["to"] = "Please give the last day as YYYY-MM-DD."
	}
	if len(bad) == 0 {
		switch {
		case b.Before(a):
			bad["to"] = "The last day must not come before the first."
		case b.Sub(a) >= MaxDays*24*time.Hour:
			bad["to"] = "Please choose a period of at most 366 days."
		case a.Year() < 2000 || to > today:
			bad["to"] = "Please choose days between 2000 and today."
		}
	}
	if len(bad) > 0 {
		return Period{}, fault.Invalid("The period is not right.", bad)
	}
	return Period{From: from, To: to}, nil
}

// Report is everything the dashboard page shows.
type Report struct {
	Period        Period
	Previous      Period
	Everyone      bool   // false: only the person's own leads
	Bucket        string // "day" or "week"
	Series        []Point
	Leads, Won    Compare
	WonValue      CompareValue
	Response      Response
	Funnel        []Stage
	Sources       []Group // Key: source, medium, campaign
	Referrers     []Group // Key: the referring site
	Pages         []Group
	Cities        []Group
	PropertyTypes []Group
	People        []Person
}

// Compare is a count in the period and the one before.
type Compare struct {
	Now    int `json:"now"`
	Before int `json:"before"`
}

// CompareValue is a rupee sum in the period and the one before.
type CompareValue struct {
	Now    int64 `json:"now"`
	Before int64 `json:"before"`
}

// Point is one day or week of the chart; Label is its first India day.
type Point struct {
	Label     string `json:"label"`
	Leads     int    `json:"leads"`
	PrevLeads int    `json:"prevLeads"` // the same place in the period before
}

// Response is how fast staff first answered the period's leads. Imported leads are history, answered
// (or not) before the site had them: they count in none of it (issue 41 item 10).
type Response struct {
	Target           time.Duration
	Median           *time.Duration // nil when no lead was answered
	PrevMedian       *time.Duration
	Leads            int // the period's leads held to the target: all but the imported
	Answered         int
	WithinTarget     int
	PrevLeads        int
	PrevWithinTarget int
}

// Stage is one step of the funnel.
type Stage struct {
	Status     string
	Leads      int            // leads of the period that reached it
	Conversion *float64       // share of the stage before that reached this one
	Median     *time.Duration // median time spent in it before moving on (nil: none moved on; always nil for won)
}

// Person is one salesperson's figures (ID 0: leads nobody took).
type Person struct {
	ID             int64
	Name           string
	Leads          int
	MedianResponse *time.Duration
	Bookings       int
	Won            int
	WonValue       int64
}

// Report reads the dashboard of p for acct: an owner sees everyone's leads, anyone else their own.
// Its figures come from the store's daily roll-up.
func (s *Service) Report(ctx context.Context, acct *staff.Account, p Period) (*Report, error) {
	r, q := begin(acct, p)
	var ru *Rollup
	var bookings map[int64]int
	var set lead.AssignSettings
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) { ru, err = s.store.DashboardRollup(gctx, q); return err })
	g.Go(func() (err error) { bookings, err = s.store.DashboardBookings(gctx, q); return err })
	g.Go(func() (err error) { set, err = s.store.AssignSettings(gctx); return err })
	if err := g.Wait(); err != nil {
		return nil, fault.FromStore(err)
	}
	r.fromRollup(ru, q.Start, time.Duration(set.ResponseMinutes)*time.Minute, bookings)
	r.cut()
	return r, nil
}

// begin is an empty report of p for acct and the leads the store reads for it.
func begin(acct *staff.Account, p Period) (*Report, Query) {
	prev := p.Previous()
	ps, _ := prev.bounds()
	start, end := p.bounds()
	q := Query{PrevStart: ps, Start: start, End: end}
	r := &Report{Period: p, Previous: prev, Everyone: acct.Role == staff.Owner, Bucket: "day"}
	if !r.Everyone {
		q.AssigneeID = acct.ID
	}
	return r, q
}

// cut keeps the first maxRows of each table.
func (r *Report) cut() {
	for _, into := range []*[]Group{&r.Sources, &r.Referrers, &r.Pages, &r.Cities, &r.PropertyTypes} {
		*into = (*into)[:min(len(*into), maxRows)]
	}
}

// Recount works out the report of p for acct from every lead of both periods instead of the roll-up:
// what `site dashboard check` compares the roll-up with.
func (s *Service) Recount(ctx context.Context, acct *staff.Account, p Period) (*Report, error) {
	r, q := begin(acct, p)
	start := q.Start
	// The reads are independent: on PostgreSQL they run side by side, on SQLite on the pool of readers.
	var times []LeadTimes
	var bookings map[int64]int
	var set lead.AssignSettings
	var hours lead.OpeningHours
	var referred []Group
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) { referred, err = s.store.DashboardReferrers(gctx, q); return err })
	g.Go(func() (err error) { times, err = s.store.DashboardLeadTimes(gctx, q); return err })
	g.Go(func() (err error) { bookings, err = s.store.DashboardBookings(gctx, q); return err })
	g.Go(func() (err error) { set, err = s.store.AssignSettings(gctx); return err })
	g.Go(func() (err error) { hours, err = s.store.OpeningHours(gctx); return err })
	if err := g.Wait(); err != nil {
		return nil, fault.FromStore(err)
	}
	for by, into := range map[string]*[]Group{BySource: &r.Sources, ByPage: &r.Pages, ByCity: &r.Cities, ByPropertyType: &r.PropertyTypes} {
		*into = groupsOf(times, start, by)
	}
	cur, before := split(times, start)
	r.Series, r.Bucket = series(p, cur, before)
	r.Referrers = byHost(withoutReferrer(referred, cur, before))
	r.cut()
	r.Leads = Compare{len(cur), len(before)}
	r.Won = Compare{wins(cur), wins(before)}
	r.WonValue = CompareValue{wonValue(cur), wonValue(before)}
	r.Response = response(cur, before, time.Duration(set.ResponseMinutes)*time.Minute, hours)
	r.Funnel = funnel(cur)
	r.People = people(cur, bookings)
	return r, nil
}

package lead

// Automatic assignment (round-robin among the sales people on duty, per city
// when the owner wants it) and the response target (a new lead is contacted
// within so many minutes of opening hours, or the owner hears of it once).

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

// DefaultResponseMinutes is the response target until the owner sets one (the migration's default).
const DefaultResponseMinutes = 15

// Bounds of the settings, from leads.json's limits (the settings page reads them too).
var (
	MaxResponseMinutes = C.Limits.ResponseMinutes // minutes of opening hours
	MaxCities          = C.Limits.Cities          // cities a person takes leads from
	MaxCityLength      = C.Limits.CityName
)

// AssignSettings are the owner's settings of automatic assignment.
type AssignSettings struct {
	AutoAssign      bool
	ByCity          bool
	ResponseMinutes int
	// WatchFrom: only leads created since are held to the target (set the first
	// time the job runs, so an upgrade does not escalate every old lead at once).
	WatchFrom *time.Time
	Version   int64
}

// Seat is a member of staff as assignment sees them.
type Seat struct {
	Person
	Email  string
	Role   staff.Role
	Away   bool
	Cities []string
}

// OnDuty reports whether s takes leads in turn: in sales, and not away.
func (s Seat) OnDuty() bool { return s.Role == staff.Sales && !s.Away }

// covers reports whether s takes leads from city (letter case and spaces aside).
func (s Seat) covers(city string) bool {
	city = cityKey(city)
	return city != "" && slices.ContainsFunc(s.Cities, func(c string) bool { return cityKey(c) == city })
}

func cityKey(c string) string { return strings.ToLower(strings.Join(strings.Fields(c), " ")) }

// Turn is who may take a lead and the rotation their turn is kept in.
type Turn struct {
	Scope string  // "" for everyone, else the city's key
	IDs   []int64 // ascending
}

// TurnFor is the rotation a lead of city joins: per city, the people on duty
// who cover it (everyone on duty when nobody does); otherwise everyone on duty.
// except is left out (a person whose leads are being handed on).
func TurnFor(team []Seat, byCity bool, city string, except int64) Turn {
	var all, local []int64
	for _, s := range team {
		if !s.OnDuty() || s.ID == except {
			continue
		}
		all = append(all, s.ID)
		if byCity && s.covers(city) {
			local = append(local, s.ID)
		}
	}
	slices.Sort(all)
	slices.Sort(local)
	if len(local) > 0 {
		return Turn{Scope: cityKey(city), IDs: local}
	}
	return Turn{IDs: all}
}

// RepeatSeat is who takes a new lead from a family whose latest earlier enquiry is with previous (0: none):
// that person while they are in team (an active sales or owner account) and not away, so the family keeps
// one voice; nil sends the lead round-robin.
func RepeatSeat(team []Seat, previous int64) *Seat {
	for i := range team {
		if previous != 0 && team[i].ID == previous && !team[i].Away {
			return &team[i]
		}
	}
	return nil
}

// Next is whose turn follows last's: the next id above it, round to the first; 0 when nobody is on duty.
func (t Turn) Next(last int64) int64 {
	if len(t.IDs) == 0 {
		return 0
	}
	for _, id := range t.IDs {
		if id > last {
			return id
		}
	}
	return t.IDs[0]
}

// CleanCities trims, drops blanks and repeats, and checks the list's bounds; "" when fine, else a sentence.
func CleanCities(in []string) ([]string, string) {
	var out []string
	for _, c := range in {
		c = strings.Join(strings.Fields(c), " ")
		if c == "" || slices.ContainsFunc(out, func(o string) bool { return cityKey(o) == cityKey(c) }) {
			continue
		}
		if len([]rune(c)) > MaxCityLength {
			return nil, "A city name is at most " + strconv.Itoa(MaxCityLength) + " characters."
		}
		if strings.ContainsFunc(c, func(r rune) bool { return r < ' ' || r == 0x7f }) {
			return nil, "A city name cannot hold control characters."
		}
		out = append(out, c)
	}
	if len(out) > MaxCities {
		return nil, "A person takes leads from at most " + strconv.Itoa(MaxCities) + " cities."
	}
	return out, ""
}

// OpeningHours are when the response target's clock runs: while an experience centre is open, as the owner's
// availability says (appointment.Availability.OpeningHours makes them; the defaults come from appointments.json).
type OpeningHours struct {
	Week [7]Span // by time.Weekday: the earliest opening to the latest closing of the centres open that day
	// Dates are the days whose hours differ from their weekday's (a centre closed that date), by India date "YYYY-MM-DD".
	Dates map[string]Span
	Loc   *time.Location
}

// Span is one day's opening in minutes after midnight; Opens == Closes is closed.
type Span struct{ Opens, Closes int }

// Open reports whether the day has opening hours.
func (s Span) Open() bool { return s.Closes > s.Opens }

// day is the opening of the India day that starts at midnight day.
func (h OpeningHours) day(day time.Time) Span {
	if s, ok := h.Dates[day.Format(time.DateOnly)]; ok {
		return s
	}
	return h.Week[day.Weekday()]
}

// Add is the instant d of opening hours after from: time outside the hours does not count.
func (h OpeningHours) Add(from time.Time, d time.Duration) time.Time {
	t := from.In(h.Loc)
	for range 400 { // a year of days at most; hours with no open day end the search
		day := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, h.Loc)
		if span := h.day(day); span.Open() {
			open := day.Add(time.Duration(span.Opens) * time.Minute)
			closing := day.Add(time.Duration(span.Closes) * time.Minute)
			if t.Before(open) {
				t = open
			}
			if t.Before(closing) {
				if left := closing.Sub(t); d <= left {
					return t.Add(d).UTC()
				} else {
					d -= left
				}
			}
		}
		t = time.Date(t.Year(), t.Month(), t.Day()+1, 0, 0, 0, 0, h.Loc)
	}
	return t.UTC()
}

// Contact kinds: a timeline line of these by a member of staff is the first contact.
var ContactKinds = []string{EventCall, EventNote, EventStatus, EventWhatsapp}

// Watch is a new lead not yet contacted, as the response-target job sees it.
type Watch struct {
	ID        int64
	Name      string
	Location  string
	Mobile    string
	CreatedAt time.Time
	Assignee  *Person
}

// Overdue reports whether a lead created at, not contacted, has waited past minutes of opening hours h at now.
func Overdue(h OpeningHours, created time.Time, minutes int, now time.Time) bool {
	return !now.Before(h.Add(created, time.Duration(minutes)*time.Minute))
}

// ResponseWithin is the smallest response target in whole minutes (0 to MaxResponseMinutes) within which a
// first response at answered to a lead created counts, in wall-clock time or opening hours, as the dashboard
// counts it; MaxResponseMinutes+1 when none does. Kept with the lead, it lets a count of leads by it answer
// for any target the owner sets. Both instants are taken to the whole second, as the dashboard reads them.
func ResponseWithin(h OpeningHours, created, answered time.Time) int {
	created, answered = time.Unix(created.Unix(), 0), time.Unix(answered.Unix(), 0)
	d := max(answered.Sub(created), 0)
	return sort.Search(MaxResponseMinutes+1, func(m int) bool {
		target := time.Duration(m) * time.Minute
		return d <= target || !answered.After(h.Add(created, target))
	})
}

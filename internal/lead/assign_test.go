package lead

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

func seat(id int64, role staff.Role, away bool, cities ...string) Seat {
	return Seat{Person: Person{ID: id, Name: "P"}, Role: role, Away: away, Cities: cities}
}

func TestTurnsGoRoundTheSalesPeopleOnDuty(t *testing.T) {
	team := []Seat{seat(7, staff.Sales, false), seat(3, staff.Sales, false), seat(1, staff.Owner, false),
		seat(5, staff.Sales, true), seat(9, staff.Sales, false)}
	turn := TurnFor(team, false, "Pune", 0)
	if turn.Scope != "" || !slices.Equal(turn.IDs, []int64{3, 7, 9}) {
		t.Fatalf("turn %+v: sales on duty by id, the owner and the away left out", turn)
	}
	last, got := int64(0), []int64{}
	for range 5 {
		last = turn.Next(last)
		got = append(got, last)
	}
	if !slices.Equal(got, []int64{3, 7, 9, 3, 7}) {
		t.Fatalf("order %v", got)
	}
	// The last one picked left (disabled, away): the next above it still follows.
	if n := turn.Next(8); n != 9 {
		t.Fatalf("after a gone id: %d", n)
	}
	if n := (Turn{}).Next(3); n != 0 {
		t.Fatalf("nobody on duty: %d", n)
	}
	if turn := TurnFor(team, false, "", 7); !slices.Equal(turn.IDs, []int64{3, 9}) {
		t.Fatalf("except the one handing over: %+v", turn)
	}
}

func TestTurnsPerCity(t *testing.T) {
	team := []Seat{seat(1, staff.Sales, false, "Pune", "Mumbai"), seat(2, staff.Sales, false, "Noida"),
		seat(3, staff.Sales, false, " pune "), seat(4, staff.Sales, true, "Pune")}
	if turn := TurnFor(team, true, "PUNE", 0); turn.Scope != "pune" || !slices.Equal(turn.IDs, []int64{1, 3}) {
		t.Fatalf("Pune: %+v", turn)
	}
	if turn := TurnFor(team, true, "Goa", 0); turn.Scope != "" || !slices.Equal(turn.IDs, []int64{1, 2, 3}) {
		t.Fatalf("a city nobody covers goes round everyone: %+v", turn)
	}
	if turn := TurnFor(team, false, "Noida", 0); turn.Scope != "" || len(turn.IDs) != 3 {
		t.Fatalf("per city off: %+v", turn)
	}
}

func TestCleanCities(t *testing.T) {
	got, msg := CleanCities([]string{" Pune ", "", "pune", "New   Delhi"})
	if msg != "" || !slices.Equal(got, []string{"Pune", "New Delhi"}) {
		t.Fatalf("%v %q", got, msg)
	}
	for _, bad := range [][]string{{strings.Repeat("x", MaxCityLength+1)}, {"Pune\x00"}, {"a\x1bb"}} {
		if _, msg := CleanCities(bad); msg == "" {
			t.Errorf("%q accepted", bad)
		}
	}
	many := []string{}
	for i := range MaxCities + 1 {
		many = append(many, "City "+string(rune('A'+i)))
	}
	if _, msg := CleanCities(many); msg == "" {
		t.Error("too many cities accepted")
	}
}

// centreHours are Mon–Sat 09:30–18:00 India time, the default availability's (appointment's tests check that).
var centreHours = OpeningHours{Loc: India, Week: [7]Span{{}, monSat, monSat, monSat, monSat, monSat, monSat}}

var monSat = Span{Opens: 9*60 + 30, Closes: 18 * 60}

func india(s string) time.Time {
	t, err := time.ParseInLocation("2006-01-02 15:04", s, India)
	if err != nil {
		panic(err)
	}
	return t
}

func TestOpeningHoursClock(t *testing.T) {
	for _, tc := range []struct{ from, want string }{
		{"2026-11-23 10:00", "2026-11-23 10:15"}, // Monday, open
		{"2026-11-23 17:50", "2026-11-24 09:35"}, // ten minutes today, five tomorrow
		{"2026-11-23 21:00", "2026-11-24 09:45"}, // at night: from opening
		{"2026-11-24 07:00", "2026-11-24 09:45"}, // early morning
		{"2026-11-28 17:55", "2026-11-30 09:40"}, // Saturday evening: Sunday is closed
		{"2026-11-29 12:00", "2026-11-30 09:45"}, // Sunday
	} {
		got := centreHours.Add(india(tc.from), 15*time.Minute)
		if !got.Equal(india(tc.want)) || got.Location() != time.UTC {
			t.Errorf("%s + 15 min = %v, want %s", tc.from, got.In(India), tc.want)
		}
	}
	created := india("2026-11-23 17:50")
	if Overdue(centreHours, created, 15, india("2026-11-24 09:34")) || !Overdue(centreHours, created, 15, india("2026-11-24 09:35")) {
		t.Error("overdue at the wrong time")
	}
	// A date with its own hours (a centre closed that day) counts those: Tuesday 24 opens at 11:00.
	late := centreHours
	late.Dates = map[string]Span{"2026-11-24": {Opens: 11 * 60, Closes: 18 * 60}}
	if got := late.Add(created, 15*time.Minute); !got.Equal(india("2026-11-24 11:05")) {
		t.Errorf("with Tuesday from 11:00: %v", got.In(India))
	}
}

// TestAssignmentIsDecidedByTheDomain: what a pick writes (or that it writes nothing) comes from AutoAssign, the store only reads and writes.
func TestAssignmentIsDecidedByTheDomain(t *testing.T) {
	team := []Seat{seat(3, staff.Sales, false, "Pune"), seat(7, staff.Sales, false)}
	team[0].Name, team[1].Name = "Asha", "Ravi"
	at := time.Date(2026, 11, 14, 10, 0, 0, 0, time.UTC)
	fresh := AutoAssign{LeadID: 12, At: at}
	if _, ok := fresh.Turn(Pick{Auto: false, Team: team}); ok {
		t.Fatal("a new lead while automatic assignment is off is left alone")
	}
	if _, ok := fresh.Turn(Pick{Auto: true, Assignee: 7, Team: team}); ok {
		t.Fatal("a lead someone took meanwhile is left alone")
	}
	p := Pick{Auto: true, ByCity: true, Lead: Watch{ID: 12, Location: "pune"}, Team: team}
	turn, ok := fresh.Turn(p)
	if !ok || turn.Scope != "pune" || !slices.Equal(turn.IDs, []int64{3}) {
		t.Fatalf("turn %+v %v", turn, ok)
	}
	h, ok := fresh.Hand(p, turn, turn.Next(0))
	if !ok || h.To == nil || h.To.ID != 3 || h.Line.Text != "Assigned automatically to Asha (round-robin, pune)." || h.Audit.Detail != "assignee Asha (round-robin)" {
		t.Fatalf("handing %+v %v", h, ok)
	}
	if _, ok := fresh.Hand(p, Turn{}, 0); ok {
		t.Fatal("a new lead with nobody on duty waits")
	}
	leaving := AutoAssign{LeadID: 12, From: 9, At: at}
	off := Pick{Auto: false, Assignee: 9, FromName: "Meera", Team: team}
	turn, ok = leaving.Turn(off)
	if !ok || len(turn.IDs) != 0 {
		t.Fatalf("a disabled person's lead with assignment off goes to nobody: %+v %v", turn, ok)
	}
	if h, ok := leaving.Hand(off, turn, 0); !ok || h.To != nil || h.Line.Text != "No longer assigned to Meera: the account was disabled." {
		t.Fatalf("handing %+v %v", h, ok)
	}
}

// TestRepeatEnquiryGoesToTheFamilysPerson: a new lead whose family's earlier enquiry is with someone on the team takes no turn.
func TestRepeatEnquiryGoesToTheFamilysPerson(t *testing.T) {
	team := []Seat{seat(3, staff.Sales, false), seat(7, staff.Sales, false)}
	team[1].Name = "Ravi"
	fresh := AutoAssign{LeadID: 12, At: time.Date(2026, 11, 14, 10, 0, 0, 0, time.UTC)}
	p := Pick{Auto: true, Team: team, Family: 7}
	turn, ok := fresh.Turn(p)
	if !ok || len(turn.IDs) != 0 {
		t.Fatalf("the family's person takes it without a turn: %+v %v", turn, ok)
	}
	if h, ok := fresh.Hand(p, turn, 0); !ok || h.To == nil || h.To.ID != 7 || h.Line.Text != "Assigned automatically to Ravi, who is working this family's earlier enquiry." {
		t.Fatalf("handing %+v %v", h, ok)
	}
	if _, ok := (AutoAssign{LeadID: 12, From: 7}).Turn(Pick{Auto: true, Assignee: 7, Team: team, Family: 7}); !ok {
		t.Fatal("a hand-over goes round-robin")
	}
}

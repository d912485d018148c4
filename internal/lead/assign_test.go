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

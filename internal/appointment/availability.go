package appointment

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/textfield"
	"github.com/nivaas-interiors/site/web/app/content"
)

// Hours are one weekday's opening, "HH:MM" India time; both empty is closed.
type Hours struct {
	Opens  string `json:"opens"`
	Closes string `json:"closes"`
}

// Place is where (or how) the team meets: a centre, home visits in a city, or video calls.
type Place struct {
	ID          string   `json:"id"` // "centre-bengaluru", "home-bengaluru", "video"
	Kind        string   `json:"kind"`
	City        string   `json:"city"` // "" for video calls
	Name        string   `json:"name"`
	Address     string   `json:"address"`     // the centre's; "" for home visits and video
	Week        [7]Hours `json:"week"`        // indexed by time.Weekday: Sunday first
	SlotMinutes int      `json:"slotMinutes"` // each meeting's length; slots start one after another
	Capacity    int      `json:"capacity"`    // meetings at once
	Closed      []string `json:"closed"`      // India dates "YYYY-MM-DD" with no meetings
}

// Availability is everything the owner keeps about when meetings can be booked.
type Availability struct {
	Places           []Place `json:"places"`
	MinNoticeMinutes int     `json:"minNoticeMinutes"`
	HorizonDays      int     `json:"horizonDays"`
	Version          int64   `json:"version"`
}

// Place finds a place by id.
func (a Availability) Place(id string) (Place, bool) {
	for _, p := range a.Places {
		if p.ID == id {
			return p, true
		}
	}
	return Place{}, false
}

// Default is the availability of a new site: every experience centre of the
// site settings, home visits in each of those cities, and video calls, all
// open at the contract's default hours.
func Default() Availability {
	d := C.Defaults
	var week [7]Hours
	for _, day := range d.OpenDays {
		week[day] = Hours{Opens: d.Opens, Closes: d.Closes}
	}
	a := Availability{MinNoticeMinutes: d.MinNoticeMinutes, HorizonDays: d.HorizonDays, Version: 1}
	for _, city := range content.Settings.ExperienceCentres {
		address := C.CentreAddresses[city]
		if address == "" {
			address = "Nivaas Interiors Experience Centre, " + city
		}
		a.Places = append(a.Places, Place{ID: CentreID(city), Kind: KindCentre, City: city,
			Name: city + " Experience Centre", Address: address, Week: week, SlotMinutes: d.SlotMinutes, Capacity: d.CentreCapacity, Closed: []string{}})
	}
	for _, city := range content.Settings.ExperienceCentres {
		a.Places = append(a.Places, Place{ID: placeID(KindHome, city), Kind: KindHome, City: city,
			Name: "Home visit in " + city, Week: week, SlotMinutes: d.SlotMinutes, Capacity: d.HomeCapacity, Closed: []string{}})
	}
	a.Places = append(a.Places, Place{ID: "video", Kind: KindVideo, Name: "Video call",
		Week: week, SlotMinutes: d.SlotMinutes, Capacity: d.VideoCapacity, Closed: []string{}})
	return a
}

// cityName is a city as places name it: letters (any script), spaces, dots and hyphens.
var cityName = regexp.MustCompile(`^\pL[\pL .-]{0,59}$`)

// placeID is the id a place of kind in city has: "centre-pune", "home-pune", "video".
func placeID(kind, city string) string {
	switch kind {
	case KindCentre:
		return CentreID(city)
	case KindHome:
		return "home-" + slug(city)
	}
	return "video"
}

// CentreID is the id of the experience centre in city.
func CentreID(city string) string { return "centre-" + slug(city) }

func slug(s string) string {
	return strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), " ", "-")
}

// oneLine refuses a place's name or address holding a line break: each stands on one line of mails,
// invitations and calendar feeds.
const oneLine = "Write it on one line, without line breaks or control characters."

// Validate checks what the owner saves; field keys are "places.N.field".
func (a Availability) Validate() error {
	fields := map[string]string{}
	if a.MinNoticeMinutes < 0 || a.MinNoticeMinutes > 7*24*60 {
		fields["minNoticeMinutes"] = "Give a notice between 0 minutes and 7 days."
	}
	if a.HorizonDays < 1 || a.HorizonDays > 90 {
		fields["horizonDays"] = "Give a horizon between 1 and 90 days."
	}
	if len(a.Places) == 0 || len(a.Places) > 60 {
		fields["places"] = "Keep between 1 and 60 places."
	}
	seen := map[string]bool{}
	for i, p := range a.Places {
		key := fmt.Sprintf("places.%d.", i)
		switch {
		case p.ID == "" || seen[p.ID] || len(p.ID) > 60:
			fields[key+"id"] = "Each place needs its own short id."
		case !slices.Contains([]string{KindCentre, KindHome, KindVideo}, p.Kind):
			fields[key+"kind"] = "Choose centre, home visit or video call."
		case p.Kind != KindVideo && !cityName.MatchString(p.City):
			fields[key+"city"] = "Give the city's name: letters, spaces, dots and hyphens, up to 60 characters."
		case p.ID != placeID(p.Kind, p.City):
			fields[key+"id"] = "A place's id follows its kind and city (" + placeID(p.Kind, p.City) + "); each city has one centre and one home-visit place."
		case !textfield.Clean(p.Name, false):
			fields[key+"name"] = oneLine
		case !textfield.Clean(p.Address, false):
			fields[key+"address"] = oneLine
		case strings.TrimSpace(p.Name) == "" || len(p.Name) > 120 || len(p.Address) > 300 || len(p.City) > 60:
			fields[key+"name"] = "Give a name (up to 120 characters) and an address up to 300."
		case p.Kind == KindCentre && strings.TrimSpace(p.Address) == "":
			fields[key+"address"] = "Give the centre's address: visitors find it in their invitation."
		case p.SlotMinutes < 15 || p.SlotMinutes > 480:
			fields[key+"slotMinutes"] = "A meeting lasts between 15 minutes and 8 hours."
		case p.Capacity < 0 || p.Capacity > 50:
			fields[key+"capacity"] = "Give between 0 and 50 meetings at once."
		case len(p.Closed) > 366:
			fields[key+"closed"] = "List at most 366 closed dates."
		}
		seen[p.ID] = true
		for day, h := range p.Week {
			if _, _, ok := h.span(); !ok {
				fields[fmt.Sprintf("%sweek.%d", key, day)] = "Give opening and closing times as HH:MM, opening first, or leave both empty."
			}
		}
		for _, d := range p.Closed {
			if _, err := time.ParseInLocation(time.DateOnly, d, India); err != nil {
				fields[key+"closed"] = "Closed dates are written YYYY-MM-DD."
			}
		}
	}
	if len(fields) > 0 {
		return fault.Invalid(C.Messages.AvailabilityInvalid, fields)
	}
	return nil
}

// span is the day's opening in minutes after midnight; open false on a closed day; ok false when malformed.
func (h Hours) span() (from, to int, ok bool) {
	if h.Opens == "" && h.Closes == "" {
		return 0, 0, true
	}
	from, ok1 := minutes(h.Opens)
	to, ok2 := minutes(h.Closes)
	return from, to, ok1 && ok2 && from < to
}

func minutes(hhmm string) (int, bool) {
	t, err := time.Parse("15:04", hhmm)
	if err != nil || len(hhmm) != 5 {
		return 0, false
	}
	return t.Hour()*60 + t.Minute(), true
}

// Span is a booked meeting's time, counted against a place's capacity.
type Span struct {
	Start, End time.Time
	Count      int // meetings with exactly this span
}

// Slot is a bookable start with the places still free.
type Slot struct {
	Start time.Time `json:"start"`
	End   time.Time `json:"end"`
	Free  int       `json:"free"`
}

// Window is the time in which meetings can be booked at now: from the minimum notice to the horizon.
func (a Availability) Window(now time.Time) (from, to time.Time) {
	return now.Add(time.Duration(a.MinNoticeMinutes) * time.Minute), now.Add(time.Duration(a.HorizonDays) * 24 * time.Hour)
}

// Starts are p's slot starts inside the booking window at now, in order.
func (a Availability) Starts(p Place, now time.Time) []time.Time {
	from, to := a.Window(now)
	length := time.Duration(p.SlotMinutes) * time.Minute
	var out []time.Time
	if p.Capacity <= 0 || length <= 0 {
		return nil
	}
	day := time.Date(from.In(India).Year(), from.In(India).Month(), from.In(India).Day(), 0, 0, 0, 0, India)
	for ; day.Before(to); day = day.AddDate(0, 0, 1) {
		open, close, ok := p.Week[day.Weekday()].span()
		if !ok || open == close || slices.Contains(p.Closed, day.Format(time.DateOnly)) {
			continue
		}
		for m := open; m+p.SlotMinutes <= close; m += p.SlotMinutes {
			start := day.Add(time.Duration(m) * time.Minute)
			if !start.Before(from) && start.Add(length).Before(to.Add(time.Nanosecond)) {
				out = append(out, start)
			}
		}
	}
	return out
}

// OpenDays are the India dates (midnights) inside the booking window at now on which some place takes
// bookings: the days a visitor can be offered (a closed Sunday or holiday is not one).
func (a Availability) OpenDays(now time.Time) []time.Time {
	open := map[string]time.Time{}
	for _, p := range a.Places {
		for _, start := range a.Starts(p, now) {
			d := start.In(India)
			open[d.Format(time.DateOnly)] = time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, India)
		}
	}
	days := slices.Collect(maps.Values(open))
	slices.SortFunc(days, func(x, y time.Time) int { return x.Compare(y) })
	return days
}

// Slots are p's bookable slots at now with the places each has left, given the
// meetings already booked there (any span overlapping a slot takes a place in it).
// Full slots are left out.
func (a Availability) Slots(p Place, now time.Time, taken []Span) []Slot {
	length := time.Duration(p.SlotMinutes) * time.Minute
	var out []Slot
	for _, start := range a.Starts(p, now) {
		end := start.Add(length)
		used := 0
		for _, s := range taken {
			if s.Start.Before(end) && s.End.After(start) {
				used += s.Count
			}
		}
		if free := p.Capacity - used; free > 0 {
			out = append(out, Slot{Start: start.UTC(), End: end.UTC(), Free: free})
		}
	}
	return out
}

// Offered checks that start is one of p's slot starts at now and returns the meeting's end.
func (a Availability) Offered(p Place, start, now time.Time) (time.Time, error) {
	for _, s := range a.Starts(p, now) {
		if s.Equal(start) {
			return s.Add(time.Duration(p.SlotMinutes) * time.Minute).UTC(), nil
		}
	}
	return time.Time{}, ErrSlotNotOffered
}

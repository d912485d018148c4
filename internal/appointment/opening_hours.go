package appointment

import (
	"context"
	"slices"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
)

// OpeningHours are the experience centres' hours as the owner keeps them: the response target's clock and the
// hours the Contact page states. Each day runs from the earliest opening to the latest closing of the centres
// open that day; with no centre, every place's hours count.
func (a Availability) OpeningHours() lead.OpeningHours {
	places := slices.DeleteFunc(slices.Clone(a.Places), func(p Place) bool { return p.Kind != KindCentre })
	if len(places) == 0 {
		places = a.Places
	}
	h := lead.OpeningHours{Loc: India, Dates: map[string]lead.Span{}}
	for day := range h.Week {
		h.Week[day] = envelope(places, time.Weekday(day), "")
	}
	for _, p := range places {
		for _, date := range p.Closed {
			d, err := time.ParseInLocation(time.DateOnly, date, India)
			if err != nil {
				continue // Validate refuses them; an old save's stray date closes nothing
			}
			if s := envelope(places, d.Weekday(), date); s != h.Week[d.Weekday()] {
				h.Dates[date] = s
			}
		}
	}
	return h
}

// envelope is the earliest opening to the latest closing on weekday among places open then and not closed on date.
func envelope(places []Place, weekday time.Weekday, date string) lead.Span {
	var out lead.Span
	for _, p := range places {
		from, to, ok := p.Week[weekday].span()
		if !ok || from == to || (date != "" && slices.Contains(p.Closed, date)) {
			continue
		}
		if !out.Open() {
			out = lead.Span{Opens: from, Closes: to}
			continue
		}
		out.Opens, out.Closes = min(out.Opens, from), max(out.Closes, to)
	}
	return out
}

var longDays = [7]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}

// HoursLines are the Contact page's business hours: runs of days in a row (Monday first) with the same hours,
// "Monday to Saturday: 9:30 AM to 6:00 PM", "Sunday: Closed" (web/app/lib/opening-hours.ts's hoursLines).
func HoursLines(h lead.OpeningHours) []string {
	var out []string
	first, last := -1, -1
	flush := func() {
		if first < 0 {
			return
		}
		days := longDays[first]
		if last != first {
			days += " to " + longDays[last]
		}
		text := "Closed"
		if s := h.Week[first]; s.Open() {
			text = clock12(s.Opens) + " to " + clock12(s.Closes)
		}
		out = append(out, days+": "+text)
	}
	for _, day := range []int{1, 2, 3, 4, 5, 6, 0} {
		if first >= 0 && h.Week[day] == h.Week[first] {
			last = day
			continue
		}
		flush()
		first, last = day, day
	}
	flush()
	return out
}

// clock12 is "9:30 AM" of minutes after midnight.
func clock12(m int) string {
	return time.Date(2000, 1, 1, m/60, m%60, 0, 0, time.UTC).Format("3:04 PM")
}

// HoursVersion is the availability's version: the Contact page's hours change with it.
func (s *Service) HoursVersion(ctx context.Context) (int64, error) {
	a, err := s.Availability(ctx)
	return a.Version, err
}

// ContactHours are the business hours the Contact page states, from the owner's availability.
func (s *Service) ContactHours(ctx context.Context) ([]string, error) {
	a, err := s.Availability(ctx)
	if err != nil {
		return nil, err
	}
	return HoursLines(a.OpeningHours()), nil
}

// DefaultContactHours are the Contact page's hours as the pages are built: appointments.json's defaults.
func DefaultContactHours() []string { return HoursLines(Default().OpeningHours()) }

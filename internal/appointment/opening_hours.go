package appointment

import (
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

package dashboard

import (
	"cmp"
	"slices"
	"time"

	"github.com/nivaas-interiors/site/internal/inbox"
)

// keyOf is how a lead is keyed by each grouping counted from the lead rows (the referrer is
// counted by the store: it is not in the dashboard's index).
var keyOf = map[string]func(l *LeadTimes) (key [3]string, parts int){
	BySource:       func(l *LeadTimes) ([3]string, int) { return [3]string{l.Source, l.Medium, l.Campaign}, 3 },
	ByPage:         func(l *LeadTimes) ([3]string, int) { return [3]string{l.Page}, 1 },
	ByCity:         func(l *LeadTimes) ([3]string, int) { return [3]string{l.City}, 1 },
	ByPropertyType: func(l *LeadTimes) ([3]string, int) { return [3]string{l.PropertyType}, 1 },
}

// groupsOf counts ls (both periods, split at start) by one grouping, most leads of the period
// first, then most of the period before, then by key: one pass over rows already read costs less
// than a sorted GROUP BY per grouping over the same 100,000 index entries.
func groupsOf(ls []LeadTimes, start time.Time, by string) []Group {
	key := keyOf[by]
	index := map[[3]string]int{}
	var out []Group
	for i := range ls {
		l := &ls[i]
		k, parts := key(l)
		at, ok := index[k]
		if !ok {
			at = len(out)
			index[k] = at
			out = append(out, Group{Key: slices.Clone(k[:parts])})
		}
		g := &out[at]
		if l.CreatedAt.Before(start) {
			g.PrevLeads++
			continue
		}
		g.Leads++
		if l.Status == inbox.StatusWon {
			g.Won++
		}
	}
	slices.SortFunc(out, func(a, b Group) int {
		if c := cmp.Compare(b.Leads, a.Leads); c != 0 {
			return c
		}
		if c := cmp.Compare(b.PrevLeads, a.PrevLeads); c != 0 {
			return c
		}
		return slices.Compare(a.Key, b.Key)
	})
	if out == nil {
		out = []Group{}
	}
	return out
}

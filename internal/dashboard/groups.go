package dashboard

import (
	"cmp"
	"slices"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
)

// groupsOf counts ls (both periods, split at start) by one grouping counted from the lead rows (the referrer
// is counted by the store: it is not in the dashboard's index), most leads of the period first, then most of
// the period before, then by key: one pass over rows already read costs less than a sorted GROUP BY per
// grouping over the same 100,000 index entries.
func groupsOf(ls []LeadTimes, start time.Time, by string) []Group {
	one := func(k string) []string { return []string{k} }
	switch by {
	case BySource:
		return countBy(ls, start, func(l *LeadTimes) [3]string { return [3]string{l.Source, l.Medium, l.Campaign} },
			func(k [3]string) []string { return k[:] })
	case ByPage:
		return countBy(ls, start, func(l *LeadTimes) string { return l.Page }, one)
	case ByCity:
		return countBy(ls, start, func(l *LeadTimes) string { return l.City }, one)
	default:
		return countBy(ls, start, func(l *LeadTimes) string { return l.PropertyType }, one)
	}
}

// countBy is groupsOf for one kind of key (a single text hashes faster than three).
func countBy[K comparable](ls []LeadTimes, start time.Time, keyOf func(*LeadTimes) K, parts func(K) []string) []Group {
	index := map[K]int{}
	out := []Group{}
	for i := range ls {
		l := &ls[i]
		k := keyOf(l)
		at, ok := index[k]
		if !ok {
			at = len(out)
			index[k] = at
			out = append(out, Group{Key: parts(k)})
		}
		g := &out[at]
		if l.CreatedAt.Before(start) {
			g.PrevLeads++
			continue
		}
		g.Leads++
		if l.Status == lead.StatusWon {
			g.Won++
		}
	}
	slices.SortFunc(out, mostLeads)
	return out
}

// mostLeads orders groups by most leads of the period, then most of the period before, then by key.
func mostLeads(a, b Group) int {
	if c := cmp.Compare(b.Leads, a.Leads); c != 0 {
		return c
	}
	if c := cmp.Compare(b.PrevLeads, a.PrevLeads); c != 0 {
		return c
	}
	return slices.Compare(a.Key, b.Key)
}

// withoutReferrer adds to the store's referrer counts the group of leads that came without one (key ""):
// the leads of each period the counts leave out.
func withoutReferrer(referred []Group, cur, before []LeadTimes) []Group {
	none := Group{Key: []string{""}, Leads: len(cur), PrevLeads: len(before), Won: wins(cur)}
	for _, g := range referred {
		none.Leads -= g.Leads
		none.PrevLeads -= g.PrevLeads
		none.Won -= g.Won
	}
	out := slices.Clone(referred)
	// The two reads may straddle a new lead: a count can never go below none.
	if none.Leads, none.PrevLeads, none.Won = max(none.Leads, 0), max(none.PrevLeads, 0), max(none.Won, 0); none.Leads+none.PrevLeads > 0 {
		out = append(out, none)
	}
	slices.SortFunc(out, mostLeads)
	return out
}

// split puts the leads created before start (the period before) first, in place, and returns the
// period's leads and those: moving rows costs less than copying 100,000 of them into two new lists.
func split(ls []LeadTimes, start time.Time) (cur, before []LeadTimes) {
	k := 0
	for i := range ls {
		if ls[i].CreatedAt.Before(start) {
			ls[i], ls[k] = ls[k], ls[i]
			k++
		}
	}
	return ls[k:], ls[:k]
}

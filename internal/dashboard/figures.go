// The report's figures, worked out from the leads' counts and times the store read.

package dashboard

import (
	"net/url"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
)

// byHost folds referrers by the site they came from (www. dropped): a search page's every query is one row.
func byHost(gs []Group) []Group {
	var out []Group
	at := map[string]int{}
	for _, g := range gs {
		host := g.Key[0]
		if u, err := url.Parse(host); err == nil && u.Host != "" {
			host = strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
		}
		i, ok := at[host]
		if !ok {
			i = len(out)
			at[host] = i
			out = append(out, Group{Key: []string{host}})
		}
		out[i].Leads += g.Leads
		out[i].PrevLeads += g.PrevLeads
		out[i].Won += g.Won
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Leads > out[j].Leads })
	return out
}

func wins(ls []LeadTimes) (n int) {
	for _, l := range ls {
		if l.Status == lead.StatusWon {
			n++
		}
	}
	return n
}

func wonValue(ls []LeadTimes) (v int64) {
	for _, l := range ls {
		if l.Status == lead.StatusWon {
			v += l.WonValue
		}
	}
	return v
}

// Median of ds (sorted here); nil for none. An even count takes the lower middle, a time that happened.
func Median(ds []time.Duration) *time.Duration {
	if len(ds) == 0 {
		return nil
	}
	slices.Sort(ds)
	m := ds[(len(ds)-1)/2]
	return &m
}

// responses are the first-response times of ls and how many came within target counted in opening
// hours, as the escalation counts it (a lead from 9 pm answered at 9:10 am is within 15 minutes), and
// how many leads are held to it: imported leads are not.
func responses(ls []LeadTimes, target time.Duration, hours lead.OpeningHours) (ds []time.Duration, within, held int) {
	for _, l := range ls {
		if l.Imported {
			continue
		}
		held++
		if l.FirstResponse == nil {
			continue
		}
		d := max(l.FirstResponse.Sub(l.CreatedAt), 0)
		ds = append(ds, d)
		// Opening hours only lengthen the wall-clock target: the reckoning is needed only past it.
		if d <= target || !l.FirstResponse.After(hours.Add(l.CreatedAt, target)) {
			within++
		}
	}
	return ds, within, held
}

// response measures first responses against the owner's target (the same setting the escalation reads).
func response(cur, before []LeadTimes, target time.Duration, hours lead.OpeningHours) Response {
	r := Response{Target: target}
	ds, within, held := responses(cur, target, hours)
	r.Leads, r.Answered, r.WithinTarget, r.Median = held, len(ds), within, Median(ds)
	pds, pwithin, pheld := responses(before, target, hours)
	r.PrevLeads, r.PrevWithinTarget, r.PrevMedian = pheld, pwithin, Median(pds)
	return r
}

// stageOf is how far along the funnel a lead got: its status's place, or the furthest stage its timeline reached.
func stageOf(l LeadTimes) int {
	far := slices.Index(Funnel, l.Status) // -1 for lost
	for i, at := range l.Reached {
		if at != nil && i+1 > far {
			far = i + 1
		}
	}
	return max(far, 0)
}

func funnel(ls []LeadTimes) []Stage {
	out := make([]Stage, len(Funnel))
	spent := make([][]time.Duration, len(Funnel))
	for _, l := range ls {
		far := stageOf(l)
		for k := 0; k <= far; k++ {
			out[k].Leads++
		}
		enter := func(k int) *time.Time {
			if k == 0 {
				return &l.CreatedAt
			}
			return l.Reached[k-1]
		}
		for k := 0; k < len(Funnel)-1; k++ {
			in := enter(k)
			if in == nil {
				continue
			}
			var left *time.Time // the first later stage it reached
			for j := k + 1; j < len(Funnel); j++ {
				if at := enter(j); at != nil && (left == nil || at.Before(*left)) {
					left = at
				}
			}
			if left != nil {
				spent[k] = append(spent[k], max(left.Sub(*in), 0))
			}
		}
	}
	for k := range out {
		out[k].Status = Funnel[k]
		out[k].Median = Median(spent[k])
		if k > 0 && out[k-1].Leads > 0 {
			c := float64(out[k].Leads) / float64(out[k-1].Leads)
			out[k].Conversion = &c
		}
	}
	return out
}

func people(ls []LeadTimes, bookings map[int64]int) []Person {
	byID := map[int64]*Person{}
	resp := map[int64][]time.Duration{}
	get := func(id int64, name string) *Person {
		p := byID[id]
		if p == nil {
			p = &Person{ID: id, Name: name}
			byID[id] = p
		}
		return p
	}
	for _, l := range ls {
		p := get(l.AssigneeID, l.AssigneeName)
		p.Leads++
		if l.Status == lead.StatusWon {
			p.Won++
			p.WonValue += l.WonValue
		}
		if l.FirstResponse != nil && !l.Imported {
			resp[l.AssigneeID] = append(resp[l.AssigneeID], max(l.FirstResponse.Sub(l.CreatedAt), 0))
		}
	}
	for id, n := range bookings {
		if p := byID[id]; p != nil {
			p.Bookings = n
		}
	}
	for id, p := range byID {
		p.MedianResponse = Median(resp[id])
	}
	return sortPeople(byID)
}

// sortPeople lists people by most leads, then name, nobody's leads (named here) last.
func sortPeople(byID map[int64]*Person) []Person {
	out := make([]Person, 0, len(byID))
	for id, p := range byID {
		if id == 0 {
			p.Name = "Unassigned"
		}
		out = append(out, *p)
	}
	sort.Slice(out, func(i, j int) bool {
		if (out[i].ID == 0) != (out[j].ID == 0) {
			return out[j].ID == 0 // nobody's leads last
		}
		if out[i].Leads != out[j].Leads {
			return out[i].Leads > out[j].Leads
		}
		if out[i].Name != out[j].Name {
			return out[i].Name < out[j].Name
		}
		return out[i].ID < out[j].ID
	})
	return out
}

// series lays the leads of both periods side by side, by India day, or by week (of 7 days from the period's
// first) for a long period. India keeps no summer time: its days are 24 hours from the period's first midnight.
func series(p Period, cur, before []LeadTimes) ([]Point, string) {
	start, _ := p.bounds()
	n := p.Days()
	prevStart := start.AddDate(0, 0, -n)
	perDay := func(ls []LeadTimes, from time.Time) []int {
		count := make([]int, n)
		for i := range ls {
			if d := ls[i].CreatedAt.Sub(from); d >= 0 && d < time.Duration(n)*24*time.Hour {
				count[d/(24*time.Hour)]++
			}
		}
		return count
	}
	now, prev := perDay(cur, start), perDay(before, prevStart)
	step, bucket := 1, "day"
	if n > weeklyAfter {
		step, bucket = 7, "week"
	}
	var out []Point
	for i := 0; i < n; i += step {
		pt := Point{Label: start.AddDate(0, 0, i).Format(time.DateOnly)}
		for j := i; j < min(i+step, n); j++ {
			pt.Leads += now[j]
			pt.PrevLeads += prev[j]
		}
		out = append(out, pt)
	}
	return out, bucket
}

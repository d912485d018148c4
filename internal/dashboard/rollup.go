// The report from the store's daily roll-up: what the leads of each India day add up to, kept as
// they are written, so a year's report reads a few thousand sums instead of every lead. Medians
// come from counts of exact durations, so they are the ones the lead rows give.

package dashboard

import (
	"slices"
	"time"
)

// Metrics of the roll-up's duration counts.
const (
	MetricResponse = 0 // first response, in seconds
	MetricStage    = 1 // time in Funnel[k], in seconds, is metric MetricStage+k (k < len(Funnel)-1)
	MetricWithin   = 5 // the smallest response target in minutes the first response counts within (lead.ResponseWithin)
)

// Rollup is the roll-up of a query's leads.
type Rollup struct {
	Days     []DayCount         // by India day and assignee
	Groups   map[string][]Group // by BySource, ByPage, ByCity, ByPropertyType and ByReferrer, in no order
	Furthest []int              // the period's leads by the furthest funnel stage they reached (index into Funnel)
	Times    []TimeCount
	Names    map[int64]string // the names of staff accounts by id
	Imported Group            // the imported leads of the period (Leads) and the one before (PrevLeads)
}

// ByReferrer is the grouping by the full referrer (folded by site for the report).
const ByReferrer = "referrer"

// DayCount is one India day's leads of one assignee (0: nobody), their wins and won value.
type DayCount struct {
	Day        time.Time // the day's India midnight
	AssigneeID int64
	Leads, Won int
	WonValue   int64
}

// TimeCount is how many leads of one assignee, in the period or the one before, took exactly Value of a metric.
type TimeCount struct {
	Metric     int
	AssigneeID int64
	Prev       bool
	Value      int64
	N          int
}

// fromRollup fills r's figures but bookings' from ru, for the period [start, end) and the one before.
func (r *Report) fromRollup(ru *Rollup, start time.Time, target time.Duration, bookings map[int64]int) {
	n := r.Period.Days()
	step := 1
	if n > weeklyAfter {
		step, r.Bucket = 7, "week"
	}
	now, prev := make([]int, n), make([]int, n)
	byID := map[int64]*Person{}
	for _, d := range ru.Days {
		at := int(d.Day.Sub(start) / (24 * time.Hour)) // India keeps no summer time: whole days
		if d.Day.Before(start) {
			if i := at + n; i >= 0 && i < n {
				prev[i] += d.Leads
			}
			r.Leads.Before += d.Leads
			r.Won.Before += d.Won
			r.WonValue.Before += d.WonValue
			continue
		}
		if at < n {
			now[at] += d.Leads
		}
		r.Leads.Now += d.Leads
		r.Won.Now += d.Won
		r.WonValue.Now += d.WonValue
		p := byID[d.AssigneeID]
		if p == nil {
			p = &Person{ID: d.AssigneeID, Name: ru.Names[d.AssigneeID]}
			byID[d.AssigneeID] = p
		}
		p.Leads += d.Leads
		p.Won += d.Won
		p.WonValue += d.WonValue
	}
	for i := 0; i < n; i += step {
		pt := Point{Label: start.AddDate(0, 0, i).Format(time.DateOnly)}
		for j := i; j < min(i+step, n); j++ {
			pt.Leads += now[j]
			pt.PrevLeads += prev[j]
		}
		r.Series = append(r.Series, pt)
	}
	for by, into := range map[string]*[]Group{BySource: &r.Sources, ByPage: &r.Pages, ByCity: &r.Cities, ByPropertyType: &r.PropertyTypes} {
		*into = append([]Group{}, ru.Groups[by]...)
		slices.SortFunc(*into, mostLeads)
	}
	referred := slices.Clone(ru.Groups[ByReferrer])
	slices.SortFunc(referred, mostLeads)
	r.Referrers = byHost(referred)
	h := histograms(ru.Times)
	r.Response = Response{Target: target, Leads: r.Leads.Now - ru.Imported.Leads, PrevLeads: r.Leads.Before - ru.Imported.PrevLeads,
		Median: h.median(MetricResponse, -1, false), PrevMedian: h.median(MetricResponse, -1, true),
		Answered: h.count(MetricResponse, false, -1), WithinTarget: h.count(MetricWithin, false, int64(target/time.Minute)),
		PrevWithinTarget: h.count(MetricWithin, true, int64(target/time.Minute))}
	r.Funnel = make([]Stage, len(Funnel))
	for k := range r.Funnel {
		st := &r.Funnel[k]
		st.Status = Funnel[k]
		for j := k; j < len(ru.Furthest); j++ {
			st.Leads += ru.Furthest[j]
		}
		if k < len(Funnel)-1 {
			st.Median = h.median(MetricStage+k, -1, false)
		}
		if k > 0 && r.Funnel[k-1].Leads > 0 {
			c := float64(st.Leads) / float64(r.Funnel[k-1].Leads)
			st.Conversion = &c
		}
	}
	for id, p := range byID {
		p.MedianResponse = h.median(MetricResponse, id, false)
		p.Bookings = bookings[id]
	}
	r.People = sortPeople(byID)
}

// durations are the roll-up's duration counts by metric and period: value → leads, all assignees and each.
type durations map[[2]int]map[int64]map[int64]int // [metric, prev] → assignee (-1: everyone) → value → leads

func histograms(ts []TimeCount) durations {
	h := durations{}
	for _, t := range ts {
		key := [2]int{t.Metric, 0}
		if t.Prev {
			key[1] = 1
		}
		if h[key] == nil {
			h[key] = map[int64]map[int64]int{}
		}
		for _, who := range []int64{-1, t.AssigneeID} {
			if h[key][who] == nil {
				h[key][who] = map[int64]int{}
			}
			h[key][who][t.Value] += t.N
		}
	}
	return h
}

func (h durations) of(metric int, prev bool, who int64) map[int64]int {
	key := [2]int{metric, 0}
	if prev {
		key[1] = 1
	}
	return h[key][who]
}

// count is the leads of a metric whose value is at most upTo (-1: any).
func (h durations) count(metric int, prev bool, upTo int64) (n int) {
	for v, c := range h.of(metric, prev, -1) {
		if upTo < 0 || v <= upTo {
			n += c
		}
	}
	return n
}

// median is Median of the durations counted, in seconds: the lower middle of them all.
func (h durations) median(metric int, who int64, prev bool) *time.Duration {
	counts := h.of(metric, prev, who)
	values := make([]int64, 0, len(counts))
	total := 0
	for v, c := range counts {
		if c > 0 {
			values = append(values, v)
			total += c
		}
	}
	if total == 0 {
		return nil
	}
	slices.Sort(values)
	rank := (total - 1) / 2
	for _, v := range values {
		if rank < counts[v] {
			d := time.Duration(v) * time.Second
			return &d
		}
		rank -= counts[v]
	}
	return nil
}

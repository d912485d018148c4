package quote

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Rates is an item's rate in paise per unit in each tier; 0 means the tier does not offer it.
type Rates struct {
	Essential int64 `json:"essential"`
	Premium   int64 `json:"premium"`
	Luxury    int64 `json:"luxury"`
}

// Of is the rate in tier t.
func (r Rates) Of(t Tier) int64 {
	switch t {
	case "essential":
		return r.Essential
	case "premium":
		return r.Premium
	case "luxury":
		return r.Luxury
	}
	return 0
}

// Item is one line of the owner's price list.
type Item struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	Category string `json:"category"`
	Unit     Unit   `json:"unit"`
	Rates    Rates  `json:"rates"`
	GSTBp    int64  `json:"gstBp"`
}

// MilestoneRule is one payment of the owner's schedule: its name and share of the total.
type MilestoneRule struct {
	Label     string `json:"label"`
	PercentBp int64  `json:"percentBp"`
}

// Limits are the largest discount, in basis points, each role may give on a line.
type Limits struct {
	Owner int64 `json:"owner"`
	Sales int64 `json:"sales"`
}

// Of is role's limit; a role that may not quote has none (-1).
func (l Limits) Of(r staff.Role) int64 {
	switch r {
	case staff.Owner:
		return l.Owner
	case staff.Sales:
		return l.Sales
	}
	return -1
}

// Settings are the owner's price list, discount limits, payment schedule and terms, saved as one document.
type Settings struct {
	PriceList      []Item          `json:"priceList"`
	DiscountLimits Limits          `json:"discountLimits"`
	Milestones     []MilestoneRule `json:"milestones"`
	Terms          string          `json:"terms"`
	ValidDays      int             `json:"validDays"`
	Version        int64           `json:"version"`
}

// Item finds the price list's item id.
func (s Settings) Item(id int64) (Item, bool) {
	i := slices.IndexFunc(s.PriceList, func(it Item) bool { return it.ID == id })
	if i < 0 {
		return Item{}, false
	}
	return s.PriceList[i], true
}

// problems gathers per-field sentences under their JSON paths.
type problems map[string]string

func (p problems) add(field, key string) {
	if _, ok := p[field]; !ok {
		p[field] = msg(key)
	}
}

func (p problems) err() error {
	if len(p) == 0 {
		return nil
	}
	if len(p) == 1 {
		for _, m := range p {
			return fault.Invalid(m, p)
		}
	}
	return fault.Invalid("Please correct the marked fields.", p)
}

func nameOK(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && utf8.ValidString(s) && utf8.RuneCountInString(s) <= C.Limits.Name && !strings.ContainsAny(s, "\r\n\x00")
}

func bpOK(bp int64) bool { return bp >= 0 && bp <= 10000 }

// Validate checks the settings, giving price-list items without an id the next free ones.
func (s *Settings) Validate() error {
	p := problems{}
	if len(s.PriceList) > C.Limits.Items {
		p.add("priceList", "itemsRange")
	}
	next := int64(0)
	for _, it := range s.PriceList {
		next = max(next, it.ID)
	}
	seen := map[int64]bool{}
	for i := range s.PriceList {
		it := &s.PriceList[i]
		at := "priceList." + strconv.Itoa(i) + "."
		if it.ID == 0 {
			next++
			it.ID = next
		}
		if it.ID < 0 || seen[it.ID] {
			p.add(at+"id", "duplicateItem")
		}
		seen[it.ID] = true
		it.Name = strings.TrimSpace(it.Name)
		if !nameOK(it.Name) {
			p.add(at+"name", "nameRequired")
		}
		if !slices.Contains(optionValues(C.Categories), it.Category) {
			p.add(at+"category", "category")
		}
		if !it.Unit.Valid() {
			p.add(at+"unit", "unit")
		}
		for _, r := range []int64{it.Rates.Essential, it.Rates.Premium, it.Rates.Luxury} {
			if r < 0 || r > C.Limits.MaxRatePaise {
				p.add(at+"rates", "rateRange")
			}
		}
		if !slices.Contains(C.GSTRatesBp, it.GSTBp) {
			p.add(at+"gstBp", "gstRate")
		}
	}
	for k, v := range map[string]int64{"owner": s.DiscountLimits.Owner, "sales": s.DiscountLimits.Sales} {
		if !bpOK(v) {
			p.add("discountLimits."+k, "limitRange")
		}
	}
	validateMilestones(s.Milestones, p)
	if utf8.RuneCountInString(s.Terms) > C.Limits.Terms || !utf8.ValidString(s.Terms) {
		p.add("terms", "termsLong")
	}
	if s.ValidDays < 1 || s.ValidDays > C.Limits.ValidDays {
		p.add("validDays", "validDays")
	}
	return p.err()
}

func validateMilestones(ms []MilestoneRule, p problems) {
	if len(ms) == 0 || len(ms) > C.Limits.Milestones {
		p.add("milestones", "milestones")
		return
	}
	var sum int64
	for i := range ms {
		ms[i].Label = strings.TrimSpace(ms[i].Label)
		l := ms[i].Label
		if l == "" || utf8.RuneCountInString(l) > C.Limits.MilestoneLabel || !utf8.ValidString(l) || ms[i].PercentBp <= 0 || ms[i].PercentBp > 10000 {
			p.add("milestones."+strconv.Itoa(i), "milestones")
		}
		sum += max(0, min(ms[i].PercentBp, 10000))
	}
	if sum != 10000 {
		p.add("milestones", "milestonesSum")
	}
}

package quote

import (
	"math/bits"
	"strconv"
	"strings"
)

// The rounding rule (docs: /work/notes/quote-api.md, README "Quotes"): per line, each step is rounded half
// up to the paisa — gross = q×rate/100, discount = gross×bp/10000, taxable = gross−discount,
// GST = taxable×bp/10000, total = taxable+GST — and rooms and the quote are plain sums of the lines.

// Figures are a line's, a room's or a quote's amounts in paise.
type Figures struct {
	GrossPaise    int64 `json:"grossPaise"`
	DiscountPaise int64 `json:"discountPaise"`
	TaxablePaise  int64 `json:"taxablePaise"`
	GSTPaise      int64 `json:"gstPaise"`
	TotalPaise    int64 `json:"totalPaise"`
}

func (f *Figures) add(o Figures) {
	f.GrossPaise += o.GrossPaise
	f.DiscountPaise += o.DiscountPaise
	f.TaxablePaise += o.TaxablePaise
	f.GSTPaise += o.GSTPaise
	f.TotalPaise += o.TotalPaise
}

// Line is one priced line of a room: from the price list (ItemID > 0) or a one-off (0).
type Line struct {
	ItemID     int64    `json:"itemId"`
	Name       string   `json:"name"`
	Unit       Unit     `json:"unit"`
	Tier       Tier     `json:"tier"`
	Quantity   Quantity `json:"quantity"`
	RatePaise  int64    `json:"ratePaise"`
	GSTBp      int64    `json:"gstBp"`
	DiscountBp int64    `json:"discountBp"`
	Figures
}

// Room is a room of the home and its lines.
type Room struct {
	Name  string `json:"name"`
	Lines []Line `json:"lines"`
	Figures
}

// Milestone is one payment of the schedule and its amount for a quote.
type Milestone struct {
	Label       string `json:"label"`
	PercentBp   int64  `json:"percentBp"`
	AmountPaise int64  `json:"amountPaise"`
	State       string `json:"state"`
}

// The states of a milestone on a lead.
const (
	StateLater    = "later"     // not asked for yet
	StateDue      = "due"       // asked for, no link open
	StateLinkSent = "link_sent" // a payment link is open
	StatePaid     = "paid"
	StateExpired  = "expired"
)

// Computed is a quote's rooms and lines with their figures, the totals and the schedule's amounts.
type Computed struct {
	Rooms      []Room      `json:"rooms"`
	Totals     Figures     `json:"totals"`
	Milestones []Milestone `json:"milestones"`
}

// mulDivHalfUp is a×b/d rounded half up, for a, b ≥ 0 and d > 0, without overflowing on the way.
func mulDivHalfUp(a, b, d int64) int64 {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	lo, carry := bits.Add64(lo, uint64(d/2), 0)
	hi += carry
	q, _ := bits.Div64(hi, lo, uint64(d))
	return int64(q)
}

// Figure computes the line's figures from its quantity, rate, discount and GST.
func (l *Line) Figure() {
	g := mulDivHalfUp(int64(l.Quantity), l.RatePaise, 100)
	d := mulDivHalfUp(g, l.DiscountBp, 10000)
	t := g - d
	gst := mulDivHalfUp(t, l.GSTBp, 10000)
	l.Figures = Figures{GrossPaise: g, DiscountPaise: d, TaxablePaise: t, GSTPaise: gst, TotalPaise: t + gst}
}

// Compute figures every line, sums rooms and the quote, and splits the total over the schedule.
func Compute(rooms []Room, schedule []MilestoneRule) Computed {
	c := Computed{Rooms: rooms}
	for i := range c.Rooms {
		r := &c.Rooms[i]
		r.Figures = Figures{}
		for j := range r.Lines {
			r.Lines[j].Figure()
			r.Figures.add(r.Lines[j].Figures)
		}
		c.Totals.add(r.Figures)
	}
	c.Milestones = Split(c.Totals.TotalPaise, schedule)
	return c
}

// Split gives each milestone its share of total, rounded half up; the last takes the rest, so they sum to total.
func Split(total int64, schedule []MilestoneRule) []Milestone {
	out := make([]Milestone, len(schedule))
	var sum int64
	for i, m := range schedule {
		amount := total - sum
		if i < len(schedule)-1 {
			amount = mulDivHalfUp(total, m.PercentBp, 10000)
		}
		sum += amount
		out[i] = Milestone{Label: m.Label, PercentBp: m.PercentBp, AmountPaise: amount, State: StateLater}
	}
	return out
}

// Rupees writes paise the Indian way: ₹12,34,567 for whole rupees, ₹12,34,567.89 otherwise.
func Rupees(paise int64) string {
	neg := paise < 0
	if neg {
		paise = -paise
	}
	s := group(strconv.FormatInt(paise/100, 10))
	if p := paise % 100; p != 0 {
		s += "." + strconv.FormatInt(100+p, 10)[1:]
	}
	if neg {
		return "-₹" + s
	}
	return "₹" + s
}

// group puts Indian commas into digits: the last three, then twos.
func group(s string) string {
	if len(s) <= 3 {
		return s
	}
	head, tail := s[:len(s)-3], s[len(s)-3:]
	var parts []string
	for len(head) > 2 {
		parts = append([]string{head[len(head)-2:]}, parts...)
		head = head[:len(head)-2]
	}
	parts = append([]string{head}, parts...)
	return strings.Join(parts, ",") + "," + tail
}

// Percent writes basis points as a percent: 1800 → "18%", 1250 → "12.5%".
func Percent(bp int64) string {
	s := strconv.FormatInt(bp/100, 10)
	if r := bp % 100; r != 0 {
		s += "." + strings.TrimRight(strconv.FormatInt(100+r, 10)[1:], "0")
	}
	return s + "%"
}

package quote

import (
	"encoding/json"
	"flag"
	"os"
	"testing"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/web/app/content"
)

var update = flag.Bool("update", false, "rewrite quote-cases.json's expected figures from the Go computation")

type caseLine struct {
	Quantity   Quantity `json:"quantity"`
	RatePaise  int64    `json:"ratePaise"`
	DiscountBp int64    `json:"discountBp"`
	GSTBp      int64    `json:"gstBp"`
	Expect     Figures  `json:"expect"`
}

type caseRoom struct {
	Name   string     `json:"name"`
	Lines  []caseLine `json:"lines"`
	Expect Figures    `json:"expect"`
}

type quoteCase struct {
	Name         string     `json:"name"`
	MilestonesBp []int64    `json:"milestonesBp"`
	Rooms        []caseRoom `json:"rooms"`
	Expect       struct {
		Totals          Figures `json:"totals"`
		MilestonesPaise []int64 `json:"milestonesPaise"`
		TotalText       string  `json:"totalText"`
		WonRupees       int64   `json:"wonRupees"`
	} `json:"expect"`
}

type caseFile struct {
	Rule   string `json:"rule"`
	Rupees []struct {
		Paise int64  `json:"paise"`
		Text  string `json:"text"`
	} `json:"rupees"`
	Cases []quoteCase `json:"cases"`
}

// TestSharedCases computes every quote of quote-cases.json, the file the quote builder's tests read too.
func TestSharedCases(t *testing.T) {
	var f caseFile
	if err := json.Unmarshal(content.QuoteCases, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Cases) < 3 {
		t.Fatal("quote-cases.json has too few cases")
	}
	for _, r := range f.Rupees {
		if got := Rupees(r.Paise); got != r.Text {
			t.Errorf("Rupees(%d) = %q, want %q", r.Paise, got, r.Text)
		}
	}
	for ci := range f.Cases {
		c := &f.Cases[ci]
		rooms := make([]Room, len(c.Rooms))
		var schedule []MilestoneRule
		for _, bp := range c.MilestonesBp {
			schedule = append(schedule, MilestoneRule{Label: "m", PercentBp: bp})
		}
		for i, r := range c.Rooms {
			rooms[i].Name = r.Name
			for _, l := range r.Lines {
				rooms[i].Lines = append(rooms[i].Lines, Line{Quantity: l.Quantity, RatePaise: l.RatePaise, DiscountBp: l.DiscountBp, GSTBp: l.GSTBp})
			}
		}
		got := Compute(rooms, schedule)
		var amounts []int64
		for _, m := range got.Milestones {
			amounts = append(amounts, m.AmountPaise)
		}
		if *update {
			for i := range c.Rooms {
				c.Rooms[i].Expect = got.Rooms[i].Figures
				for j := range c.Rooms[i].Lines {
					c.Rooms[i].Lines[j].Expect = got.Rooms[i].Lines[j].Figures
				}
			}
			c.Expect.Totals, c.Expect.MilestonesPaise = got.Totals, amounts
			c.Expect.TotalText, c.Expect.WonRupees = Rupees(got.Totals.TotalPaise), lead.WonValueOf(got.Totals.TotalPaise)
			continue
		}
		for i, r := range c.Rooms {
			for j, l := range r.Lines {
				if g := got.Rooms[i].Lines[j].Figures; g != l.Expect {
					t.Errorf("%s: room %d line %d = %+v, want %+v", c.Name, i, j, g, l.Expect)
				}
			}
			if got.Rooms[i].Figures != r.Expect {
				t.Errorf("%s: room %d = %+v, want %+v", c.Name, i, got.Rooms[i].Figures, r.Expect)
			}
		}
		if got.Totals != c.Expect.Totals || Rupees(got.Totals.TotalPaise) != c.Expect.TotalText || lead.WonValueOf(got.Totals.TotalPaise) != c.Expect.WonRupees {
			t.Errorf("%s: totals %+v, want %+v", c.Name, got.Totals, c.Expect)
		}
		if len(amounts) != len(c.Expect.MilestonesPaise) {
			t.Errorf("%s: milestones %v, want %v", c.Name, amounts, c.Expect.MilestonesPaise)
		}
		for i := range amounts {
			if i < len(c.Expect.MilestonesPaise) && amounts[i] != c.Expect.MilestonesPaise[i] {
				t.Errorf("%s: milestones %v, want %v", c.Name, amounts, c.Expect.MilestonesPaise)
			}
		}
	}
	if *update {
		out, _ := json.MarshalIndent(f, "", "  ")
		if err := os.WriteFile("../../web/app/content/quote-cases.json", append(out, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

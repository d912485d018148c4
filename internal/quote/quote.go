// Package quote is the step between "Proposal sent" and "Won" (issue 44): the owner's price list,
// quotes on a lead built of rooms and lines, their figures in integer paise, versions and what
// changed, the payment schedule, the customer's acceptance and the booking amount. No HTTP and no SQL.
package quote

import (
	"slices"

	"github.com/nivaas-interiors/site/web/app/content"
)

// Tier is a finish tier; an item has a rate in each.
type Tier string

// Unit is how an item is measured.
type Unit string

// Option is one choice a screen lists.
type Option struct {
	Value string `json:"value"`
	Label string `json:"label"`
	Short string `json:"short,omitempty"`
}

// Config is quotes.json: the choices, limits, defaults and sentences Go and the pages share.
type Config struct {
	Units        []Option `json:"units"`
	Tiers        []Option `json:"tiers"`
	Categories   []Option `json:"categories"`
	GSTRatesBp   []int64  `json:"gstRatesBp"`
	DefaultGSTBp int64    `json:"defaultGstBp"`
	Limits       struct {
		Items          int   `json:"items"`
		Rooms          int   `json:"rooms"`
		Lines          int   `json:"lines"`
		Name           int   `json:"name"`
		Note           int   `json:"note"`
		Terms          int   `json:"terms"`
		Milestones     int   `json:"milestones"`
		MilestoneLabel int   `json:"milestoneLabel"`
		MaxRatePaise   int64 `json:"maxRatePaise"`
		MaxQuantity    int64 `json:"maxQuantity"`
		Versions       int   `json:"versions"`
		ValidDays      int   `json:"validDays"`
		SettingsBytes  int64 `json:"settingsBytes"`
		DraftBytes     int64 `json:"draftBytes"`
		CustomerName   int   `json:"customerName"`
		CodeGuesses    int   `json:"codeGuesses"`
		CodeMinutes    int   `json:"codeMinutes"`
		CodesPerHour   int   `json:"codesPerHour"`
		LinkDays       int   `json:"linkDays"`
	} `json:"limits"`
	Defaults Settings          `json:"defaults"`
	Messages map[string]string `json:"messages"`
}

// C is quotes.json, read once.
// (Its defaults pass Settings.Validate: TestDefaultsAreValid.)
var C = content.MustParseStrict[Config]("quotes.json", content.Quotes)

// msg is quotes.json's sentence under key (a missing one is a broken build, caught by the tests).
func msg(key string) string { return C.Messages[key] }

func optionValues(opts []Option) []string {
	out := make([]string, len(opts))
	for i, o := range opts {
		out[i] = o.Value
	}
	return out
}

// Valid reports whether t is one of the tiers.
func (t Tier) Valid() bool { return slices.Contains(optionValues(C.Tiers), string(t)) }

// Valid reports whether u is one of the units.
func (u Unit) Valid() bool { return slices.Contains(optionValues(C.Units), string(u)) }

// Short is the unit as a line writes it ("running ft").
func (u Unit) Short() string {
	for _, o := range C.Units {
		if o.Value == string(u) {
			return o.Short
		}
	}
	return string(u)
}

// TierLabel is the tier as a page writes it.
func TierLabel(t Tier) string {
	for _, o := range C.Tiers {
		if o.Value == string(t) {
			return o.Label
		}
	}
	return string(t)
}

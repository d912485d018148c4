// Package adspend is what the owner's advertising costs and what it brings back: daily spend per
// campaign from Meta Ads Manager and Google Ads exports (or typed in), set beside the leads, the
// consultations booked, the customers won and the won value of the same campaigns. No HTTP and no SQL here.
package adspend

import (
	"context"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/whatsapp"
	"github.com/nivaas-interiors/site/web/app/content"
)

// Platforms spend is kept under (content/ad-spend.json lists them, with their names, for the pages too).
const (
	Meta   = "meta"
	Google = "google"
	Other  = "other"
)

// texts is ad-spend.json, which the admin pages read too.
var texts = content.MustParseStrict("ad-spend.json", content.AdSpend, func(t struct {
	Platforms []struct{ Value, Label string } `json:"platforms"`
}) string {
	if len(t.Platforms) != 3 || t.Platforms[0].Value != Meta || t.Platforms[1].Value != Google || t.Platforms[2].Value != Other {
		return "the platforms must be meta, google and other, in this order"
	}
	return ""
})

// Platforms are the platforms in the order the dashboard lists them.
var Platforms = []string{Meta, Google, Other}

// PlatformNames are the platforms as people name them.
var PlatformNames = func() map[string]string {
	names := map[string]string{}
	for _, p := range texts.Platforms {
		names[p.Value] = p.Label
	}
	return names
}()

// Limits of what is kept.
const (
	MaxBytes    = 5 << 20           // one file
	MaxRows     = 50_000            // rows of one file: a year of daily spend of 130 campaigns
	MaxCampaign = 200               // characters of a campaign's name (the ad platforms allow fewer)
	MaxAmount   = 1_00_00_000 * 100 // paise one campaign may spend in a day: ₹1 crore
	MaxListed   = 500               // spend rows one list answers
)

// Row is one day's spend of one campaign.
type Row struct {
	ID         int64
	Day        string // India day, YYYY-MM-DD
	Platform   string // Meta, Google or Other
	Campaign   string // as the platform names it
	CampaignID string // the platform's id, when the export has it
	Paise      int64
	UpdatedAt  time.Time
}

// Key is the campaign as spend and leads are matched on it: one platform, the name in any letter case
// and spacing (Meta's "Diwali Offer " and a website link's utm_campaign=diwali offer are one campaign).
func (r Row) Key() string { return CampaignKey(r.Campaign) }

// CampaignKey is a campaign's name as it is matched: lower case, spaces trimmed and single.
func CampaignKey(name string) string { return strings.ToLower(strings.Join(strings.Fields(name), " ")) }

// LeadPlatform is the platform a lead's utm_source names: the ad-form leads' own sources, a
// click-to-WhatsApp ad's (Meta runs them), and the sources people write in their links.
func LeadPlatform(source string) string {
	switch strings.ToLower(strings.TrimSpace(source)) {
	case adlead.Facebook, whatsapp.AdSource, "fb", "ig", "instagram", "meta", "facebook_ads", "meta_ads":
		return Meta
	case adlead.Google, "adwords", "google_ads", "googleads", "youtube":
		return Google
	}
	return Other
}

// Store keeps spend and reads what the figures set it against.
type Store interface {
	// SaveSpend writes rows, each replacing the spend of its day, platform and campaign key, and the audit entry, in one transaction.
	SaveSpend(ctx context.Context, rows []Row, audit staff.AuditEvent) error
	// SpendRows lists the spend of the days from to to (inclusive), newest day first, at most limit.
	SpendRows(ctx context.Context, from, to string, limit int) ([]Row, error)
	// DeleteSpend removes one spend row with its audit entry; ErrNoRow when there is none.
	DeleteSpend(ctx context.Context, id int64, audit func(Row) staff.AuditEvent) error
	// SpendMapping is the mapping remembered for a header signature (false: none).
	SpendMapping(ctx context.Context, signature string) (Mapping, bool, error)
	// SaveSpendMapping remembers m for a header signature.
	SaveSpendMapping(ctx context.Context, signature string, m Mapping) error
	// SpendTotals sums the spend of the days of prev and cur (prev just before cur) by platform and campaign as written.
	SpendTotals(ctx context.Context, prev, cur dashboard.Period) ([]Totals, error)
	// CampaignLeads counts the live leads of q with a utm_campaign by utm_source and utm_campaign as given.
	CampaignLeads(ctx context.Context, q dashboard.Query) ([]Totals, error)
}

// Totals are the spend or the leads of one campaign in a period and the one before. The store fills
// Platform for spend and Source for leads; Campaign is the name as written.
type Totals struct {
	Platform, Source, Campaign string
	Now, Before                Return
}

// Return is what one campaign cost and brought in a period: spend in paise; leads created in the period,
// those of them with a consultation booked (not cancelled), those won and their won value in rupees.
type Return struct {
	Paise    int64 `json:"spendPaise"`
	Leads    int   `json:"leads"`
	Booked   int   `json:"booked"`
	Won      int   `json:"won"`
	WonValue int64 `json:"wonValue"`
}

// ErrNoRow is a spend row that is not there (deleted meanwhile).
var ErrNoRow = fault.Errorf(fault.ENOTFOUND, "That spend row is no longer there. Please reload the list.")

// amountOf reads a spend cell in rupees as paise: "12,345.67", "₹ 1,23,456", "INR 500", "1234.5"; "--" and "" are nothing
// spent (Google's way of writing it). The reason is a sentence for a refused cell.
func amountOf(s string) (int64, string) {
	v := strings.TrimSpace(s)
	for _, p := range []string{"₹", "INR", "Rs.", "Rs", "inr"} {
		v = strings.TrimSpace(strings.TrimPrefix(v, p))
	}
	if v == "" || v == "--" || v == "-" {
		return 0, ""
	}
	if strings.HasPrefix(v, "-") || strings.HasPrefix(v, "(") {
		return 0, "Spend cannot be negative (" + quote(s) + ")."
	}
	if v[0] == '=' || v[0] == '+' || v[0] == '@' {
		return 0, "The amount " + quote(s) + " is a formula, not a number."
	}
	plain := strings.ReplaceAll(strings.ReplaceAll(v, ",", ""), " ", "")
	whole, frac, _ := strings.Cut(plain, ".")
	if whole == "" || len(whole) > 12 || !digits(whole) || !digits(frac) {
		return 0, "The amount " + quote(s) + " is not a number of rupees."
	}
	f, err := strconv.ParseFloat(whole+"."+frac+"0", 64)
	if err != nil {
		return 0, "The amount " + quote(s) + " is not a number of rupees."
	}
	paise := int64(math.Round(f * 100))
	if paise > MaxAmount {
		return 0, "The amount " + quote(s) + " is more than ₹1,00,00,000 in a day; please check the column."
	}
	return paise, ""
}

func digits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// quote quotes the start of s for a sentence.
func quote(s string) string {
	if r := []rune(s); len(r) > 40 {
		s = string(r[:40]) + "…"
	}
	return "\u201c" + s + "\u201d"
}

// dayLayouts are how the exports and Indian sheets write a day: ISO first (Meta and Google), then day first.
var dayLayouts = []string{"2006-01-02", "Jan 2, 2006", "January 2, 2006", "2 Jan 2006", "02 Jan 2006", "2 January 2006",
	"2-Jan-2006", "02-Jan-2006", "2-Jan-06", "02/01/2006", "2/1/2006", "02-01-2006", "2-1-2006", "02.01.2006", "2006/01/02"}

// dayOf reads a day cell as an India day between 2000 and today; the reason is a sentence for a refused cell.
func dayOf(s string, today string) (string, string) {
	v := strings.Join(strings.Fields(s), " ")
	if len(v) > 10 && v[4] == '-' && v[10] == 'T' || len(v) > 10 && v[4] == '-' && v[10] == ' ' {
		v = v[:10] // a time of day after an ISO day
	}
	for _, layout := range dayLayouts {
		t, err := time.Parse(layout, v)
		if err != nil {
			continue
		}
		d := t.Format(time.DateOnly)
		if t.Year() < 2000 || d > today {
			return "", "The day " + quote(s) + " is not between 2000 and today."
		}
		return d, ""
	}
	return "", "The day " + quote(s) + " is not a date (write it as 2026-11-04 or 04/11/2026)."
}

// campaignOf checks a campaign cell; the reason is a sentence for a refused cell.
func campaignOf(s string) (string, string) {
	v := strings.Join(strings.Fields(s), " ")
	switch {
	case v == "":
		return "", "The row has no campaign name."
	case len([]rune(v)) > MaxCampaign:
		return "", "The campaign name is longer than 200 characters."
	case strings.ContainsAny(v[:1], "=+-@"):
		return "", "The campaign name " + quote(v) + " starts like a spreadsheet formula; please rename it."
	case strings.ContainsFunc(v, func(r rune) bool { return r < ' ' || r == 0x7f }):
		return "", "The campaign name holds control characters."
	}
	return v, ""
}

package adspend

import (
	"cmp"
	"context"
	"slices"

	"golang.org/x/sync/errgroup"

	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/fault"
)

// maxCampaigns bounds the table: the campaigns that spent most, then those that brought most leads.
const maxCampaigns = 200

// Campaign is one campaign's (or, Campaign "", one platform's or everything's) return in a period and the one before.
type Campaign struct {
	Platform string
	Campaign string
	Now      Return
	Before   Return
}

// Figures are the dashboard's "Spend and return": per campaign, per platform and in all.
type Figures struct {
	Period, Previous dashboard.Period
	Campaigns        []Campaign
	Platforms        []Campaign
	Total            Campaign
}

// Figures sets the spend of p and the period before beside the leads of the same campaigns: a campaign is one
// platform's name in any letter case, and its website (UTM), click-to-WhatsApp and ad-form leads add up together.
// Leads count by when they came (bookings, wins and won value are those leads'); a platform's test leads are
// never leads, so never here.
func (s *Service) Figures(ctx context.Context, p dashboard.Period) (*Figures, error) {
	prev := p.Previous()
	var spend, leads []Totals
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) { spend, err = s.store.SpendTotals(gctx, prev, p); return err })
	g.Go(func() (err error) { leads, err = s.store.CampaignLeads(gctx, p.Query()); return err })
	if err := g.Wait(); err != nil {
		return nil, fault.FromStore(err)
	}
	at := map[string]int{}
	var list []Campaign
	add := func(platform, name string, t Totals, named bool) {
		key := platform + "\x1f" + CampaignKey(name)
		i, ok := at[key]
		if !ok {
			i = len(list)
			at[key] = i
			list = append(list, Campaign{Platform: platform, Campaign: name})
		}
		if named {
			list[i].Campaign = name // the platform's own spelling over a link's
		}
		list[i].Now, list[i].Before = list[i].Now.plus(t.Now), list[i].Before.plus(t.Before)
	}
	for _, t := range spend {
		add(t.Platform, t.Campaign, t, true)
	}
	for _, t := range leads {
		if CampaignKey(t.Campaign) != "" {
			add(LeadPlatform(t.Source), t.Campaign, t, false)
		}
	}
	slices.SortFunc(list, func(a, b Campaign) int {
		return cmp.Or(cmp.Compare(b.Now.Paise, a.Now.Paise), cmp.Compare(b.Now.Leads, a.Now.Leads),
			cmp.Compare(b.Before.Paise, a.Before.Paise), cmp.Compare(a.Platform, b.Platform), cmp.Compare(a.Campaign, b.Campaign))
	})
	f := &Figures{Period: p, Previous: prev}
	for _, pl := range Platforms {
		sum := Campaign{Platform: pl}
		for _, c := range list {
			if c.Platform == pl {
				sum.Now, sum.Before = sum.Now.plus(c.Now), sum.Before.plus(c.Before)
			}
		}
		if sum.Now != (Return{}) || sum.Before != (Return{}) {
			f.Platforms = append(f.Platforms, sum)
		}
		f.Total.Now, f.Total.Before = f.Total.Now.plus(sum.Now), f.Total.Before.plus(sum.Before)
	}
	f.Campaigns = list[:min(len(list), maxCampaigns)]
	return f, nil
}

func (r Return) plus(o Return) Return {
	return Return{Paise: r.Paise + o.Paise, Leads: r.Leads + o.Leads, Booked: r.Booked + o.Booked, Won: r.Won + o.Won, WonValue: r.WonValue + o.WonValue}
}

// per is spend divided by n, in whole paise; nil when nothing was counted or nothing spent.
func (r Return) per(n int) *int64 {
	if n == 0 || r.Paise == 0 {
		return nil
	}
	v := (r.Paise + int64(n)/2) / int64(n)
	return &v
}

// CostPerLead is the spend per lead in paise (nil: no lead, or no spend).
func (r Return) CostPerLead() *int64 { return r.per(r.Leads) }

// CostPerBooked is the spend per lead with a consultation booked, in paise.
func (r Return) CostPerBooked() *int64 { return r.per(r.Booked) }

// CostPerWon is the spend per customer won, in paise.
func (r Return) CostPerWon() *int64 { return r.per(r.Won) }

// ReturnOnSpend is the won value over the spend (3.5: ₹3.50 of orders won for each rupee spent); nil without spend.
func (r Return) ReturnOnSpend() *float64 {
	if r.Paise == 0 {
		return nil
	}
	v := float64(r.WonValue) * 100 / float64(r.Paise)
	return &v
}

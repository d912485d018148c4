package storetest

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/adspend"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// spendNow is the end of the seeded month: 30 November 2026, noon in India.
var spendNow = time.Date(2026, 11, 30, 12, 0, 0, 0, lead.India)

// seedSpendMonth imports November's spend of a Meta campaign (by ad set, twice: the second import changes
// nothing), a Google campaign's (its export with title lines and a total) and one day of it in October.
func seedSpendMonth(t *testing.T, s *sqlstore.Store) *adspend.Service {
	t.Helper()
	ctx := context.Background()
	svc := adspend.NewService(s, func() time.Time { return spendNow })
	var meta strings.Builder
	meta.WriteString("Campaign name,Ad set name,Day,Amount spent (INR),Reporting starts,Reporting ends\n")
	for d := 1; d <= 30; d++ {
		day := fmt.Sprintf("2026-11-%02d", d)
		fmt.Fprintf(&meta, "Diwali Offer,Pune homeowners,%s,600.00,%s,%s\nDiwali Offer,Mumbai homeowners,%s,400,%s,%s\n", day, day, day, day, day, day)
	}
	var google strings.Builder
	google.WriteString("Campaign report\n\"1 October 2026 - 30 November 2026\"\nDay,Campaign,Campaign ID,Currency code,Cost,Clicks\n")
	for d := 1; d <= 10; d++ {
		fmt.Fprintf(&google, "2026-11-%02d,Kitchen Search,1234567,INR,\"2,500.50\",40\n", d)
	}
	google.WriteString("2026-10-20,Kitchen Search,1234567,INR,\"5,000.00\",70\nTotal: Account,,,INR,\"30,005.00\",470\n")
	for _, file := range []string{meta.String(), meta.String(), google.String()} {
		rep, err := svc.Import(ctx, staff.CommandLine, adspend.Request{FileName: "export.csv", Data: []byte(file), Commit: true})
		if err != nil || !rep.Saved || len(rep.Refused) != 0 {
			t.Fatalf("import = %+v, %v", rep, err)
		}
	}
	return svc
}

// testAdSpendReturn: a month of spend and of leads from the website (UTM), click-to-WhatsApp and ad forms, worked
// to bookings and wins, gives per campaign the cost per lead, per consultation and per customer won and the
// return on spend worked out here by hand; a Google test lead counts nowhere.
func testAdSpendReturn(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc := seedSpendMonth(t, s)
	sales := newAccount(t, s, "sales@example.com", staff.Sales)
	by := staff.Actor{ID: sales.ID, Email: sales.Email}
	n := 0
	newLead := func(day int, source, medium, campaign string) int64 {
		t.Helper()
		n++
		month := time.November
		if day < 0 {
			month, day = time.October, -day
		}
		l := lead.Enquiry{Name: "Lead", Mobile: fmt.Sprintf("98765%05d", n), Location: "Pune", PropertyType: "2 BHK",
			Role: lead.Role, CreatedAt: time.Date(2026, month, day, 11, 0, 0, 0, lead.India),
			Attribution: lead.Attribution{UTMSource: source, UTMMedium: medium, UTMCampaign: campaign}}
		l.MobileDigits = contract.MobileKey(l.Mobile)
		if err := s.CreateLead(ctx, &l, nil, nil); err != nil {
			t.Fatal(err)
		}
		return l.ID
	}
	diwali := []int64{
		newLead(2, "facebook", "paid_social", "diwali offer"), // website, the link's spelling
		newLead(3, "facebook", "paid_social", "Diwali  Offer"),
		newLead(4, "instagram", "paid_social", "DIWALI OFFER"),
		newLead(5, "whatsapp-ad", "ad", "Diwali Offer"),            // click-to-WhatsApp
		newLead(6, adlead.Facebook, adlead.Medium, "Diwali Offer"), // Meta lead form
		newLead(7, adlead.Facebook, adlead.Medium, "Diwali Offer"),
	}
	kitchen := []int64{
		newLead(2, "google", "cpc", "Kitchen Search"),
		newLead(3, "google", "cpc", "kitchen search "),
		newLead(4, adlead.Google, adlead.Medium, "Kitchen Search"), // Google lead form
		newLead(5, "google", "cpc", "Kitchen Search"),
	}
	newLead(-21, "google", "cpc", "Kitchen Search") // the period before (21 October)
	newLead(8, "newsletter", "email", "nov-digest") // no spend: its costs are "—"
	// A Google test lead is kept as such and never becomes a lead.
	if _, err := s.SaveAdLead(ctx, &adlead.Ad{Platform: adlead.Google, PlatformLeadID: "test-1", FormID: "9", CampaignID: "1234567",
		Test: true, ReceivedAt: spendNow.Add(-time.Hour)}, nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	appts := apptService(t, s, nil)
	_, slots, err := appts.Slots(ctx, "centre-pune")
	if err != nil || len(slots) < 4 {
		t.Fatalf("slots %d, %v", len(slots), err)
	}
	for i, id := range []int64{diwali[0], diwali[3], diwali[4], kitchen[1]} {
		token, err := appts.LeadToken(ctx, id, apptNow)
		if err == nil {
			_, err = appts.BookForLead(ctx, token, "centre-pune", slots[i].Start, consent.Seen{})
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	leads := lead.NewService(s, func() time.Time { return spendNow })
	win := func(id, value int64) {
		t.Helper()
		l, err := s.InboxLead(ctx, id)
		if err == nil {
			_, err = leads.Change(ctx, by, id, lead.Change{Version: l.Version, Status: lead.Optional[string]{Set: true, Value: lead.StatusWon},
				WonValue: lead.Optional[int64]{Set: true, Value: value}})
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	win(diwali[0], 3_00_000)
	win(diwali[5], 1_50_000)
	win(kitchen[1], 2_00_000)

	p, _ := dashboard.ParsePeriod("2026-11-01", "2026-11-30", spendNow)
	f, err := svc.Figures(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Campaigns) != 3 {
		t.Fatalf("campaigns %+v", f.Campaigns)
	}
	paise := func(v int64) *int64 { return &v }
	for _, c := range []struct {
		row                           adspend.Campaign
		platform, name                string
		spend, cpl, perBooked, perWon *int64
		leads, booked, won            int
		value                         int64
		roas                          float64
	}{
		// Meta: ₹1,000 a day for 30 days = ₹30,000; 6 leads → ₹5,000 a lead; 3 booked → ₹10,000 each;
		// 2 won → ₹15,000 each; ₹4,50,000 won / ₹30,000 = 15.
		{f.Campaigns[0], adspend.Meta, "Diwali Offer", paise(30_000_00), paise(5_000_00), paise(10_000_00), paise(15_000_00), 6, 3, 2, 4_50_000, 15},
		// Google: ₹2,500.50 × 10 = ₹25,005; 4 leads → ₹6,251.25; 1 booked and 1 won → ₹25,005; ₹2,00,000 / ₹25,005 = 7.9984…
		{f.Campaigns[1], adspend.Google, "Kitchen Search", paise(25_005_00), paise(6_251_25), paise(25_005_00), paise(25_005_00), 4, 1, 1, 2_00_000, 200_000.0 / 25_005},
	} {
		r := c.row.Now
		if c.row.Platform != c.platform || c.row.Campaign != c.name || r.Paise != *c.spend || r.Leads != c.leads || r.Booked != c.booked ||
			r.Won != c.won || r.WonValue != c.value || *r.CostPerLead() != *c.cpl || *r.CostPerBooked() != *c.perBooked ||
			*r.CostPerWon() != *c.perWon || fmt.Sprintf("%.6f", *r.ReturnOnSpend()) != fmt.Sprintf("%.6f", c.roas) {
			t.Errorf("%s %s: %+v (cpl %v, per booked %v, per won %v, roas %v)", c.platform, c.name, r, *r.CostPerLead(), *r.CostPerBooked(),
				*r.CostPerWon(), *r.ReturnOnSpend())
		}
	}
	if b := f.Campaigns[1].Before; b.Paise != 5_000_00 || b.Leads != 1 || *b.CostPerLead() != 5_000_00 || b.CostPerWon() != nil {
		t.Errorf("Google before: %+v", b)
	}
	if o := f.Campaigns[2]; o.Platform != adspend.Other || o.Now.Leads != 1 || o.Now.CostPerLead() != nil || o.Now.ReturnOnSpend() != nil {
		t.Errorf("no-spend campaign: %+v", o)
	}
	if f.Total.Now.Paise != 55_005_00 || f.Total.Now.Leads != 11 || len(f.Platforms) != 3 {
		t.Errorf("total %+v, platforms %d", f.Total, len(f.Platforms))
	}
	// A typed correction replaces the day; deleting it takes it away.
	row, err := svc.Enter(ctx, by, adspend.Entry{Day: "2026-11-30", Platform: adspend.Meta, Campaign: "diwali offer", Amount: "1,500"})
	if err != nil {
		t.Fatal(err)
	}
	_, list, err := svc.List(ctx, "2026-11-30", "2026-11-30")
	if err != nil || len(list) != 1 || list[0].Paise != 1_500_00 || list[0].Campaign != "diwali offer" {
		t.Fatalf("after the typed day: %+v, %v (%+v)", list, err, row)
	}
	if err := svc.Delete(ctx, by, list[0].ID); err != nil {
		t.Fatal(err)
	}
	if err := svc.Delete(ctx, by, list[0].ID); err != adspend.ErrNoRow {
		t.Fatalf("deleting again = %v", err)
	}
	if f, _ := svc.Figures(ctx, p); f.Campaigns[0].Now.Paise != 29_000_00 {
		t.Errorf("after the delete Meta spent %d", f.Campaigns[0].Now.Paise)
	}
}

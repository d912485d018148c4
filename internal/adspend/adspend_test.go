package adspend

import (
	"context"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Exports as Meta Ads Manager and Google Ads write them (the columns of a campaign report by day).
const (
	metaExport = "\ufeffReporting starts,Reporting ends,Campaign name,Campaign ID,Ad set name,Results,Amount spent (INR)\n" +
		"2026-11-01,2026-11-01,Diwali Offer,120210001,Pune,4,\"1,234.56\"\n" +
		"2026-11-01,2026-11-01,Diwali Offer,120210001,Mumbai,2,765.44\n" +
		"2026-11-02,2026-11-02,Modular Kitchens,120210002,All,0,0\n"
	googleExport = "Campaign performance\n\"November 1, 2026 - November 2, 2026\"\n" +
		"Day,Campaign,Campaign ID,Currency code,Cost,Impr.,Clicks\n" +
		"\"Nov 1, 2026\",Kitchen Search,987654,INR,\"12,500.00\",\"1,204\",80\n" +
		"\"Nov 2, 2026\",Kitchen Search,987654,INR,--,0,0\n" +
		"Total: Account,,,INR,\"12,500.00\",\"1,204\",80\n" +
		"Total: Campaigns,,,INR,\"12,500.00\",\"1,204\",80\n"
)

func TestExportsAreRead(t *testing.T) {
	for _, c := range []struct {
		name, file string
		platform   string
		want       []Row
	}{
		{"Meta by ad set, added up per day", metaExport, Meta, []Row{
			{Day: "2026-11-01", Platform: Meta, Campaign: "Diwali Offer", CampaignID: "120210001", Paise: 2000_00},
			{Day: "2026-11-02", Platform: Meta, Campaign: "Modular Kitchens", CampaignID: "120210002", Paise: 0}}},
		{"Google with its title lines and totals", googleExport, Google, []Row{
			{Day: "2026-11-01", Platform: Google, Campaign: "Kitchen Search", CampaignID: "987654", Paise: 12_500_00},
			{Day: "2026-11-02", Platform: Google, Campaign: "Kitchen Search", CampaignID: "987654", Paise: 0}}},
		{"Google's Excel CSV: UTF-16, tabs", utf16le("Campaign performance\n" +
			"Day\tCampaign\tCampaign ID\tCurrency code\tCost\tClicks\n2026-11-01\tKitchen Search\t987654\tINR\t12,500.00\t80\n" +
			"2026-11-02\tKitchen Search\t987654\tINR\t0.00\t0\nTotal: Account\t\t\tINR\t12,500.00\t80\n"), Google, []Row{
			{Day: "2026-11-01", Platform: Google, Campaign: "Kitchen Search", CampaignID: "987654", Paise: 12_500_00},
			{Day: "2026-11-02", Platform: Google, Campaign: "Kitchen Search", CampaignID: "987654", Paise: 0}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			rep, err := newService(nil).Import(context.Background(), staff.CommandLine, Request{Data: []byte(c.file)})
			if err != nil || rep.NeedsMapping || rep.Mapping.Platform != c.platform || len(rep.Refused) != 0 {
				t.Fatalf("report %+v, %v", rep, err)
			}
			if len(rep.Spend) != len(c.want) {
				t.Fatalf("rows %+v", rep.Spend)
			}
			for i, w := range c.want {
				if rep.Spend[i] != w {
					t.Errorf("row %d = %+v, want %+v", i, rep.Spend[i], w)
				}
			}
		})
	}
}

// TestHostileRowsAreRefused: each row a file should not hold is left out with a sentence naming its line.
func TestHostileRowsAreRefused(t *testing.T) {
	head := "Day,Campaign,Cost,Currency\n"
	for _, c := range []struct{ name, row, reason string }{
		{"a formula for a name", "2026-11-01,=HYPERLINK(\"x\"),100,INR", "starts like a spreadsheet formula"},
		{"a formula for an amount", "2026-11-01,Diwali,=1+1,INR", "is a formula"},
		{"a negative amount", "2026-11-01,Diwali,-500,INR", "cannot be negative"},
		{"an amount in brackets", "2026-11-01,Diwali,(500),INR", "cannot be negative"},
		{"a huge amount", "2026-11-01,Diwali,99999999999,INR", "more than ₹1,00,00,000"},
		{"digits beyond any amount", "2026-11-01,Diwali,1e309,INR", "not a number of rupees"},
		{"words for an amount", "2026-11-01,Diwali,lots,INR", "not a number of rupees"},
		{"a day that is no date", "31/02/2026,Diwali,100,INR", "is not a date"},
		{"a day to come", "2026-12-25,Diwali,100,INR", "between 2000 and today"},
		{"a day long gone", "1999-12-31,Diwali,100,INR", "between 2000 and today"},
		{"another currency", "2026-11-01,Diwali,100,USD", "rupees (INR) only"},
		{"no campaign", "2026-11-01,,100,INR", "no campaign name"},
		{"a name too long", "2026-11-01," + strings.Repeat("x", 201) + ",100,INR", "longer than 200"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rep, err := newService(nil).Import(context.Background(), staff.CommandLine,
				Request{Data: []byte(head + "2026-11-02,Fine,10,INR\n" + c.row + "\n"), Platform: Google})
			if err != nil || len(rep.Spend) != 1 || len(rep.Refused) != 1 || rep.Refused[0].Line != 3 || !strings.Contains(rep.Refused[0].Reason, c.reason) {
				t.Fatalf("report %+v, %v", rep, err)
			}
		})
	}
}

// TestHostileFilesAreRefused: a file that cannot be spend is refused whole with a sentence.
func TestHostileFilesAreRefused(t *testing.T) {
	for _, c := range []struct{ name, file, says string }{
		{"too large", strings.Repeat("x", MaxBytes+1), "larger than 5 MB"},
		{"binary", "Day,Campaign,Cost\n\x00\x01", "not text"},
		{"not UTF-8", "Day,Campaign,Cost\n2026-11-01,\xff\xfe\xfd,1\n", "not text"},
		{"empty", "\n\n", "no spend rows"},
		{"a header alone", "Day,Campaign,Cost\n", "no spend rows"},
		{"dollars", "Campaign name,Day,Amount spent (USD)\nX,2026-11-01,5\n", "in USD"},
		{"too wide", strings.Repeat("a,", 300) + "\n" + strings.Repeat("1,", 300), "more than 200 columns"},
		{"too many rows", "Day,Campaign,Cost\n" + strings.Repeat("2026-11-01,X,1\n", MaxRows+1), "more than 50,000 rows"},
		{"broken quotes", "Day,Campaign,Cost\n2026-11-01,\"X\"y\"\n", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := newService(nil).Import(context.Background(), staff.CommandLine, Request{Data: []byte(c.file), Platform: Google})
			if c.says == "" {
				return // read or refused, never a panic
			}
			if fault.Code(err) != fault.EINVALID || !strings.Contains(err.Error(), c.says) {
				t.Fatalf("err = %v, want %q", err, c.says)
			}
		})
	}
}

// TestUnknownColumnsAreMappedOnce: a file of unknown columns asks for a mapping; once imported with it, the
// same header is read by it without asking.
func TestUnknownColumnsAreMappedOnce(t *testing.T) {
	file := []byte("Date of spend,Name of the campaign,Rupees,Notes\n04/11/2026,Site visits,\"1,00,000\",agency\n")
	st := &memStore{}
	svc := newService(st)
	rep, err := svc.Import(context.Background(), staff.CommandLine, Request{Data: file})
	if err != nil || !rep.NeedsMapping || len(rep.Sample) != 1 {
		t.Fatalf("first look: %+v, %v", rep, err)
	}
	if _, err := svc.Import(context.Background(), staff.CommandLine, Request{Data: file, Commit: true}); fault.Code(err) != fault.EINVALID {
		t.Fatalf("saving unmapped = %v", err)
	}
	m := Mapping{Day: 0, Campaign: 1, Amount: 2, CampaignID: -1, Currency: -1}
	if rep, err = svc.Import(context.Background(), staff.CommandLine, Request{Data: file, Mapping: &m, Platform: Other, Commit: true}); err != nil || !rep.Saved {
		t.Fatalf("mapped: %+v, %v", rep, err)
	}
	rep, err = svc.Import(context.Background(), staff.CommandLine, Request{Data: file})
	if err != nil || rep.NeedsMapping || len(rep.Spend) != 1 || rep.Spend[0] != (Row{Day: "2026-11-04", Platform: Other, Campaign: "Site visits", Paise: 1_00_000_00}) {
		t.Fatalf("second look: %+v, %v", rep, err)
	}
	bad := Mapping{Day: 0, Campaign: 9, Amount: 2, CampaignID: -1, Currency: -1}
	if _, err := svc.Import(context.Background(), staff.CommandLine, Request{Data: file, Mapping: &bad, Platform: Other}); fault.Code(err) != fault.EINVALID {
		t.Fatalf("a column the file lacks = %v", err)
	}
}

func TestEntryIsChecked(t *testing.T) {
	svc := newService(&memStore{})
	_, err := svc.Enter(context.Background(), staff.CommandLine, Entry{Day: "2026-13-01", Platform: "tv", Campaign: "=cmd|x", Amount: "-5", CampaignID: "abc"})
	var fe *fault.Error
	if !errorsAs(err, &fe) || len(fe.Fields) != 5 {
		t.Fatalf("bad entry = %#v", err)
	}
	r, err := svc.Enter(context.Background(), staff.CommandLine, Entry{Day: "2026-11-04", Platform: Meta, Campaign: " Diwali  Offer ", Amount: "₹ 12,345.5"})
	if err != nil || r.Paise != 12_345_50 || r.Campaign != "Diwali Offer" || r.Key() != "diwali offer" {
		t.Fatalf("entry %+v, %v", r, err)
	}
}

func TestRupeesAndPlatforms(t *testing.T) {
	for paise, want := range map[int64]string{0: "₹0", 5: "₹0.05", 999_00: "₹999", 1_000_00: "₹1,000", 12_34_567_50: "₹12,34,567.50", 1_00_00_000_00: "₹1,00,00,000"} {
		if got := Rupees(paise); got != want {
			t.Errorf("Rupees(%d) = %s, want %s", paise, got, want)
		}
	}
	for source, want := range map[string]string{"facebook": Meta, " Instagram ": Meta, "whatsapp-ad": Meta, "google": Google, "GOOGLE": Google, "newsletter": Other, "": Other} {
		if got := LeadPlatform(source); got != want {
			t.Errorf("LeadPlatform(%q) = %s, want %s", source, got, want)
		}
	}
}

func TestFiguresLeaveOutWhatHasNoDenominator(t *testing.T) {
	r := Return{Paise: 1000_00, Leads: 3, WonValue: 0}
	if *r.CostPerLead() != 333_33 || r.CostPerWon() != nil || r.CostPerBooked() != nil || *r.ReturnOnSpend() != 0 {
		t.Fatalf("%+v", r)
	}
	if (Return{Leads: 2, WonValue: 5}).ReturnOnSpend() != nil || (Return{Leads: 2}).CostPerLead() != nil {
		t.Fatal("no spend gave a figure")
	}
}

package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/adspend"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// spendCSV is a Meta Ads Manager export of two days of one campaign (the test clock's today is 14 November).
const spendCSV = "Campaign name,Day,Amount spent (INR)\nDiwali Offer,2026-11-01,\"1,000.00\"\nDiwali Offer,2026-11-02,500\n"

func spendRouteFixtures(t *testing.T, a *adminEnv) routeRows {
	t.Helper()
	row := adspend.Row{Day: "2026-11-03", Platform: adspend.Google, Campaign: "Kitchen Search", Paise: 100_00, UpdatedAt: time.Now()}
	if err := a.store.SaveSpend(context.Background(), []adspend.Row{row}, staff.CommandLine.Audit(time.Now(), staff.Entry{Action: "entered ad spend"})); err != nil {
		t.Fatal(err)
	}
	rows, err := a.store.SpendRows(context.Background(), "2026-11-03", "2026-11-03", 1)
	if err != nil || len(rows) != 1 {
		t.Fatalf("spend rows %v, %v", rows, err)
	}
	return routeRows{ids: map[string]int64{"DELETE /api/admin/ad-spend/{id}": rows[0].ID}, urls: map[string]string{},
		bodies: map[string]func(*testing.T, *staff.Account) string{
			"POST /api/admin/ad-spend": func(*testing.T, *staff.Account) string {
				return `{"day":"2026-11-04","platform":"meta","campaign":"Diwali Offer","amount":"2,500"}`
			},
			"POST /api/admin/ad-spend/imports": func(*testing.T, *staff.Account) string { return spendCSV },
		}}
}

// TestSpendAndReturn, on both engines: the owner imports a Meta export, website and ad-form leads of the
// campaign come in, and the dashboard's figures and their CSV say what was spent per lead; a campaign a
// visitor named like a formula is defused in the file.
func TestSpendAndReturn(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		ctx := context.Background()
		_, owner := a.signedIn(t, staff.Owner)
		same := map[string]string{"Sec-Fetch-Site": "same-origin"}
		res := a.as(t, owner, "POST", "/api/admin/ad-spend/imports", spendCSV, same)
		if m := decodeBody(t, res); res.StatusCode != 200 || m["saved"] != false || m["spendPaise"] != float64(1500_00) || m["needsMapping"] != false {
			t.Fatalf("preview: %d %v", res.StatusCode, m)
		}
		for range 2 { // twice: the second replaces the first
			if res := a.as(t, owner, "POST", "/api/admin/ad-spend/imports?commit=1", spendCSV, same); res.StatusCode != 201 {
				t.Fatalf("import: %d %s", res.StatusCode, bodyText(t, res))
			}
		}
		for i, a2 := range []lead.Attribution{{UTMSource: "facebook", UTMMedium: "paid_social", UTMCampaign: "diwali offer"},
			{UTMSource: "facebook", UTMMedium: "lead_form", UTMCampaign: "Diwali Offer"}, {UTMSource: "google", UTMCampaign: "=HYPERLINK(\"x\")"}} {
			l := lead.Enquiry{Name: "Lead", Mobile: "98765" + strconv.Itoa(43210+i), Location: "Pune", PropertyType: "2 BHK", Role: lead.Role,
				CreatedAt: time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC), Attribution: a2}
			if err := a.store.CreateLead(ctx, &l, nil, nil); err != nil {
				t.Fatal(err)
			}
		}
		res = a.as(t, owner, "GET", "/api/admin/dashboard/spend?from=2026-11-01&to=2026-11-14", "", nil)
		m := decodeBody(t, res)
		campaigns, _ := m["campaigns"].([]any)
		if res.StatusCode != 200 || len(campaigns) != 2 {
			t.Fatalf("figures: %d %v", res.StatusCode, m)
		}
		now := campaigns[0].(map[string]any)["now"].(map[string]any)
		// ₹1,500 over 2 leads: ₹750 a lead; nothing won, so no cost per customer and a return of 0.
		if now["spendPaise"] != float64(1500_00) || now["leads"] != float64(2) || now["costPerLead"] != float64(750_00) ||
			now["costPerWon"] != nil || now["returnOnSpend"] != float64(0) {
			t.Fatalf("Diwali Offer: %v", now)
		}
		res = a.as(t, owner, "GET", "/api/admin/dashboard/spend/export.csv?from=2026-11-01&to=2026-11-14", "", nil)
		text := bodyText(t, res)
		if res.StatusCode != 200 || !strings.Contains(text, "Meta,Diwali Offer,1500.00,2,750.00,0,,0,,0,0.00") || !strings.Contains(text, `'=HYPERLINK`) {
			t.Fatalf("export: %d\n%s", res.StatusCode, text)
		}
	})
}

// TestSpendHostileInput: every call of the spend screens refuses what it should not take with a sentence,
// and sales may not see the money.
func TestSpendHostileInput(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	_, owner := a.signedIn(t, staff.Owner)
	_, sales := a.signedIn(t, staff.Sales)
	same := map[string]string{"Sec-Fetch-Site": "same-origin"}
	unknown := "Spent on,What,Rupees\n2026-11-01,Flyers,100\n"
	for _, tc := range []struct {
		name, cookie, method, url, body string
		header                          map[string]string
		status                          int
	}{
		{"sales reads the figures", sales, "GET", "/api/admin/dashboard/spend", "", nil, 403},
		{"sales imports", sales, "POST", "/api/admin/ad-spend/imports", spendCSV, same, 403},
		{"no session", "", "POST", "/api/admin/ad-spend", `{}`, same, 401},
		{"another origin", owner, "POST", "/api/admin/ad-spend/imports", spendCSV, map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
		{"JSON for a file", owner, "POST", "/api/admin/ad-spend/imports", `{"day":1}`, same, 415},
		{"a file too large", owner, "POST", "/api/admin/ad-spend/imports", strings.Repeat("x", adspend.MaxBytes+1), same, 413},
		{"a platform not known", owner, "POST", "/api/admin/ad-spend/imports?platform=tiktok", spendCSV, same, 400},
		{"a column not a number", owner, "POST", "/api/admin/ad-spend/imports?day=first&campaign=1&amount=2", unknown, same, 400},
		{"a column the file lacks", owner, "POST", "/api/admin/ad-spend/imports?day=0&campaign=1&amount=7&platform=other", unknown, same, 400},
		{"a name twice", owner, "POST", "/api/admin/ad-spend/imports?platform=meta&platform=google", spendCSV, same, 400},
		{"saving an unmapped file", owner, "POST", "/api/admin/ad-spend/imports?commit=1", unknown, same, 400},
		{"a file of dollars", owner, "POST", "/api/admin/ad-spend/imports", "Campaign name,Day,Amount spent (USD)\nX,2026-11-01,5\n", same, 400},
		{"binary", owner, "POST", "/api/admin/ad-spend/imports", "Day,Campaign,Cost\n\x00\x01\x02", same, 400},
		{"an entry not JSON", owner, "POST", "/api/admin/ad-spend", `{"day":`, same, 400},
		{"an entry with a field too many", owner, "POST", "/api/admin/ad-spend", `{"day":"2026-11-01","platform":"meta","campaign":"X","amount":"1","paise":5}`, same, 400},
		{"an entry too large", owner, "POST", "/api/admin/ad-spend", `{"campaign":"` + strings.Repeat("x", 70<<10) + `"}`, same, 413},
		{"an entry of a day to come", owner, "POST", "/api/admin/ad-spend", `{"day":"2026-12-01","platform":"meta","campaign":"X","amount":"1"}`, same, 400},
		{"a negative entry", owner, "POST", "/api/admin/ad-spend", `{"day":"2026-11-01","platform":"meta","campaign":"X","amount":"-1"}`, same, 400},
		{"a formula for a campaign", owner, "POST", "/api/admin/ad-spend", `{"day":"2026-11-01","platform":"meta","campaign":"=1+1","amount":"1"}`, same, 400},
		{"a huge entry", owner, "POST", "/api/admin/ad-spend", `{"day":"2026-11-01","platform":"meta","campaign":"X","amount":"999999999999"}`, same, 400},
		{"deleting a row not there", owner, "DELETE", "/api/admin/ad-spend/999999", "", same, 404},
		{"deleting a row by a word", owner, "DELETE", "/api/admin/ad-spend/abc", "", same, 404},
		{"a period back to front", owner, "GET", "/api/admin/dashboard/spend?from=2026-11-10&to=2026-11-01", "", nil, 400},
		{"a list of a period too long", owner, "GET", "/api/admin/ad-spend?from=2020-01-01&to=2026-11-01", "", nil, 400},
		{"an export of no date", owner, "GET", "/api/admin/dashboard/spend/export.csv?from=yesterday&to=2026-11-01", "", nil, 400},
	} {
		res := a.as(t, tc.cookie, tc.method, tc.url, tc.body, tc.header)
		m := decodeBody(t, res)
		if res.StatusCode != tc.status {
			t.Errorf("%s: %d %v, want %d", tc.name, res.StatusCode, m, tc.status)
		}
		if msg, _ := m["error"].(string); unreadable(msg, nil) != "" {
			t.Errorf("%s: answer %q is not a sentence: %s", tc.name, msg, unreadable(msg, nil))
		}
	}
	if rows, _ := a.store.SpendRows(context.Background(), "2000-01-01", "2026-12-31", 10); len(rows) != 0 {
		t.Fatalf("hostile calls stored %+v", rows)
	}
}

// TestSpendUploadsAreBounded: of 40 uploads at once each is read or asked to come back (at most spendUploads are held).
func TestSpendUploadsAreBounded(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	_, owner := a.signedIn(t, staff.Owner)
	statuses := make(chan int, 40)
	for range 40 {
		go func() {
			statuses <- a.as(t, owner, "POST", "/api/admin/ad-spend/imports", spendCSV, map[string]string{"Sec-Fetch-Site": "same-origin"}).StatusCode
		}()
	}
	for range 40 {
		if st := <-statuses; st != http.StatusOK && st != http.StatusServiceUnavailable {
			t.Fatalf("an upload among 40 answered %d", st)
		}
	}
}

package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/quote"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/web/app/content"
)

// quoteDraft is a quote of price-list lines, as the quote builder sends it.
func quoteDraft(basedOn int, discountBp int64) string {
	return jsonOf(map[string]any{"basedOn": basedOn, "note": "", "rooms": []map[string]any{
		{"name": "Kitchen", "lines": []map[string]any{{"itemId": 1, "tier": "premium", "quantity": 12.5, "discountBp": discountBp}}},
		{"name": "Bedroom", "lines": []map[string]any{{"itemId": 2, "tier": "essential", "quantity": 40}}},
	}})
}

// quotedLead is a lead with version v1 of a quote (shared when asked), saved by an owner.
func (a *adminEnv) quotedLead(t *testing.T, share bool) (int64, quote.Version, staff.Actor) {
	t.Helper()
	ctx := context.Background()
	owner := a.account(t, staff.Owner)
	by := staff.Actor{ID: owner.ID, Email: owner.Email, Address: "198.51.100.7"}
	id := a.emailLead(t, "Asha Rao", "9876543210", "asha"+strconv.FormatInt(a.seq.Add(1), 10)+"@example.com")
	var d quote.Draft
	if err := json.Unmarshal([]byte(quoteDraft(0, 0)), &d); err != nil {
		t.Fatal(err)
	}
	v, err := a.quotes.Save(ctx, by, staff.Owner, owner.Name, id, d)
	if err == nil && share {
		v, err = a.quotes.Share(ctx, by, v.ID)
	}
	if err != nil {
		t.Fatal(err)
	}
	return id, v, by
}

// quoteRouteFixtures gives the route-table walk a version of its own per call on a version, and bodies that succeed.
func quoteRouteFixtures(t *testing.T, a *adminEnv) routeRows {
	ctx := context.Background()
	_, toShare, _ := a.quotedLead(t, false)
	_, toAccept, _ := a.quotedLead(t, true)
	_, expired, by := a.quotedLead(t, true)
	expired, err := a.quotes.AcceptOnCall(ctx, by, "Olga", expired.ID, "Asha Rao", "")
	if err != nil {
		t.Fatal(err)
	}
	for id := range a.rzp.Links { // every link made so far has expired
		if err := a.quotes.RecordPaymentEvent(ctx, quote.PaymentEvent{LinkID: id, State: quote.PayExpired}); err != nil {
			t.Fatal(err)
		}
	}
	theirs, _, _ := a.quotedLead(t, false)
	return routeRows{
		ids: map[string]int64{
			"POST /api/admin/quote-versions/{id}/share":          toShare.ID,
			"POST /api/admin/quote-versions/{id}/accept-on-call": toAccept.ID,
			"POST /api/admin/quote-versions/{id}/payment-link":   expired.ID,
			"POST /api/admin/leads/{id}/quote/versions":          theirs,
		},
		urls: map[string]string{},
		bodies: map[string]func(*testing.T, *staff.Account) string{
			"PUT /api/admin/quote-settings": func(t *testing.T, _ *staff.Account) string {
				set, err := a.quotes.Settings(ctx)
				if err != nil {
					t.Fatal(err)
				}
				return jsonOf(set)
			},
			"POST /api/admin/leads/{id}/quote/preview":           func(*testing.T, *staff.Account) string { return quoteDraft(0, 0) },
			"POST /api/admin/leads/{id}/quote/versions":          func(*testing.T, *staff.Account) string { return quoteDraft(1, 0) },
			"POST /api/admin/quote-versions/{id}/share":          func(*testing.T, *staff.Account) string { return "{}" },
			"POST /api/admin/quote-versions/{id}/payment-link":   func(*testing.T, *staff.Account) string { return "{}" },
			"POST /api/admin/quote-versions/{id}/accept-on-call": func(*testing.T, *staff.Account) string { return `{"customerName":"Asha Rao","note":"Read v1 to her."}` },
		},
	}
}

// TestQuoteThreeRoomsAsTheVectors: the server prices quote-cases.json's three rooms (one-off lines carry the
// vectors' rates and GST) to the same paise the quote builder's tests expect, on both engines.
func TestQuoteThreeRoomsAsTheVectors(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		var f struct {
			Cases []struct {
				Rooms []struct {
					Name  string `json:"name"`
					Lines []struct {
						Quantity   json.Number   `json:"quantity"`
						RatePaise  int64         `json:"ratePaise"`
						DiscountBp int64         `json:"discountBp"`
						GSTBp      int64         `json:"gstBp"`
						Expect     quote.Figures `json:"expect"`
					} `json:"lines"`
				} `json:"rooms"`
				Expect struct {
					Totals          quote.Figures `json:"totals"`
					MilestonesPaise []int64       `json:"milestonesPaise"`
				} `json:"expect"`
			} `json:"cases"`
		}
		if err := json.Unmarshal(content.QuoteCases, &f); err != nil {
			t.Fatal(err)
		}
		c := f.Cases[0]
		var rooms []map[string]any
		for _, r := range c.Rooms {
			var lines []map[string]any
			for _, l := range r.Lines {
				lines = append(lines, map[string]any{"itemId": 0, "name": "Line", "unit": "job", "tier": "premium", "quantity": l.Quantity,
					"ratePaise": l.RatePaise, "gstBp": l.GSTBp, "discountBp": l.DiscountBp})
			}
			rooms = append(rooms, map[string]any{"name": r.Name, "lines": lines})
		}
		_, cookie := a.signedIn(t, staff.Owner)
		id := a.lead(t, "Asha Rao", "9876543210")
		res := a.as(t, cookie, "POST", "/api/admin/leads/"+strconv.FormatInt(id, 10)+"/quote/versions", jsonOf(map[string]any{"rooms": rooms, "basedOn": 0}), nil)
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("save: %d %s", res.StatusCode, bodyText(t, res))
		}
		var v quote.Version
		if err := json.NewDecoder(res.Body).Decode(&v); err != nil {
			t.Fatal(err)
		}
		if v.Totals != c.Expect.Totals {
			t.Fatalf("totals %+v, want %+v", v.Totals, c.Expect.Totals)
		}
		for i, r := range c.Rooms {
			for j, l := range r.Lines {
				if v.Rooms[i].Lines[j].Figures != l.Expect {
					t.Errorf("room %d line %d: %+v, want %+v", i, j, v.Rooms[i].Lines[j].Figures, l.Expect)
				}
			}
		}
		for i, m := range v.Milestones {
			if m.AmountPaise != c.Expect.MilestonesPaise[i] {
				t.Errorf("milestone %d: %d, want %d", i, m.AmountPaise, c.Expect.MilestonesPaise[i])
			}
		}
	})
}

// TestQuoteHostileInput: every quote route refuses what it must with a sentence; nothing of a refused call is kept.
func TestQuoteHostileInput(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	_, owner := a.signedIn(t, staff.Owner)
	_, sales := a.signedIn(t, staff.Sales)
	leadID, v, _ := a.quotedLead(t, true)
	lq := "/api/admin/leads/" + strconv.FormatInt(leadID, 10) + "/quote"
	qv := "/api/admin/quote-versions/" + strconv.FormatInt(v.ID, 10)
	big := `{"rooms":[{"name":"` + strings.Repeat("x", int(quote.C.Limits.DraftBytes)) + `","lines":[]}],"basedOn":1}`
	line := func(extra string) string {
		return `{"basedOn":1,"rooms":[{"name":"Kitchen","lines":[{"itemId":1,"tier":"premium","quantity":10` + extra + `}]}]}`
	}
	for _, c := range []struct {
		name, cookie, method, url, body string
		want                            int
		field                           string
	}{
		{"discount above the sales limit", sales, "POST", lq + "/versions", line(`,"discountBp":1500`), 400, "rooms.0.lines.0.discountBp"},
		{"discount above the owner limit", owner, "POST", lq + "/versions", line(`,"discountBp":2600`), 400, "rooms.0.lines.0.discountBp"},
		{"negative discount", owner, "POST", lq + "/preview", line(`,"discountBp":-1`), 400, "rooms.0.lines.0.discountBp"},
		{"a client's total", owner, "POST", lq + "/versions", line(`,"totalPaise":1`), 400, ""},
		{"a client's line figures", owner, "POST", lq + "/preview", line(`,"grossPaise":1`), 400, ""},
		{"three decimals", owner, "POST", lq + "/preview", `{"basedOn":1,"rooms":[{"name":"K","lines":[{"itemId":1,"tier":"premium","quantity":1.005}]}]}`, 400, ""},
		{"quantity as text", owner, "POST", lq + "/preview", `{"basedOn":1,"rooms":[{"name":"K","lines":[{"itemId":1,"tier":"premium","quantity":"10"}]}]}`, 400, ""},
		{"quantity huge", owner, "POST", lq + "/preview", `{"basedOn":1,"rooms":[{"name":"K","lines":[{"itemId":1,"tier":"premium","quantity":1e300}]}]}`, 400, ""},
		{"unknown item", owner, "POST", lq + "/preview", `{"basedOn":1,"rooms":[{"name":"K","lines":[{"itemId":99999,"tier":"premium","quantity":1}]}]}`, 400, "rooms.0.lines.0.itemId"},
		{"no rooms", owner, "POST", lq + "/preview", `{"basedOn":1,"rooms":[]}`, 400, "rooms"},
		{"stale draft", owner, "POST", lq + "/versions", line(""), 201, ""},
		{"stale draft again", owner, "POST", lq + "/versions", line(""), 409, ""},
		{"not JSON", owner, "POST", lq + "/versions", `rooms=1`, 400, ""},
		{"too big", owner, "POST", lq + "/versions", big, 413, ""},
		{"lead unknown", owner, "POST", "/api/admin/leads/999999/quote/preview", line(""), 404, ""},
		{"lead id not a number", owner, "GET", "/api/admin/leads/x/quote", "", 404, ""},
		{"version unknown", owner, "POST", "/api/admin/quote-versions/999999/share", `{}`, 404, ""},
		{"share an old version", owner, "POST", qv + "/share", `{}`, 409, ""},
		{"share with a body", owner, "POST", qv + "/share", `{"totalPaise":1}`, 400, ""},
		{"accept without a name", owner, "POST", qv + "/accept-on-call", `{"customerName":"  "}`, 400, "customerName"},
		{"accept a long name", owner, "POST", qv + "/accept-on-call", `{"customerName":"` + strings.Repeat("a", 121) + `"}`, 400, "customerName"},
		{"re-issue before acceptance", owner, "POST", qv + "/payment-link", `{}`, 409, ""},
		{"settings by sales", sales, "PUT", "/api/admin/quote-settings", `{}`, 403, ""},
		{"settings without version", owner, "PUT", "/api/admin/quote-settings", `{"priceList":[]}`, 400, "version"},
		{"settings with limits off", owner, "PUT", "/api/admin/quote-settings", settingsWith(t, a, func(s *quote.Settings) { s.DiscountLimits.Sales = 10001 }), 400, "discountLimits.sales"},
		{"milestones not 100%", owner, "PUT", "/api/admin/quote-settings", settingsWith(t, a, func(s *quote.Settings) { s.Milestones[0].PercentBp = 500 }), 400, "milestones"},
		{"negative rate", owner, "PUT", "/api/admin/quote-settings", settingsWith(t, a, func(s *quote.Settings) { s.PriceList[0].Rates.Premium = -1 }), 400, "priceList.0.rates"},
		{"odd GST", owner, "PUT", "/api/admin/quote-settings", settingsWith(t, a, func(s *quote.Settings) { s.PriceList[0].GSTBp = 1750 }), 400, "priceList.0.gstBp"},
		{"stale settings", owner, "PUT", "/api/admin/quote-settings", settingsWith(t, a, func(s *quote.Settings) { s.Version = 99 }), 409, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			answer := a.hostileCall(t, c.cookie, c.method, c.url, c.body, c.want, c.field)
			if c.name == "discount above the sales limit" {
				if got := answer["fields"].(map[string]any)[c.field]; got != "Your role may give at most 10% off a line; ask an owner for more." {
					t.Errorf("sentence %q", got)
				}
			}
		})
	}
	vs, _ := a.quotes.Versions(context.Background(), leadID)
	if len(vs) != 2 {
		t.Errorf("%d versions kept, want v1 and the one good save", len(vs))
	}
	a.noErrorLogged(t)
}

func settingsWith(t *testing.T, a *adminEnv, change func(*quote.Settings)) string {
	set, err := a.quotes.Settings(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	change(&set)
	return jsonOf(set)
}

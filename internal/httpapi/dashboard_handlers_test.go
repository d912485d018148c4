package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"testing"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// twoCampaignLeads stores a lead of the "diwali" campaign and one without a campaign, now.
func twoCampaignLeads(t *testing.T, a *adminEnv, _ *scenario) {
	t.Helper()
	for _, l := range []lead.Enquiry{
		{Name: "Asha", Mobile: "9876543210", Attribution: lead.Attribution{UTMSource: "google", UTMMedium: "cpc", UTMCampaign: "diwali"}},
		{Name: "Ravi", Mobile: "9123456789"},
	} {
		l.PropertyType, l.Location, l.Role, l.CreatedAt = "2 BHK", "Pune", lead.Role, a.clock.Now()
		if err := a.store.CreateLead(context.Background(), &l, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
}

// aLead makes a new lead and points the call at it with body (its version is 1).
func aLead(body string) func(t *testing.T, a *adminEnv, sc *scenario) {
	return func(t *testing.T, a *adminEnv, sc *scenario) {
		sc.URL = "/api/admin/leads/" + strconv.FormatInt(a.lead(t, "Asha", "9876543210"), 10)
		sc.Body = body
	}
}

// TestWonValueScenarios: the order value goes with a won lead only, in whole rupees up to 100 crore.
func TestWonValueScenarios(t *testing.T) {
	t.Parallel()
	patch := func(name, body string, status int, content ...string) scenario {
		return scenario{Name: name, Method: "PATCH", Role: staff.Sales, Before: aLead(body), ExpectedStatus: status, ExpectedContent: content}
	}
	run(t, []scenario{
		patch("won with its value", `{"version":1,"status":"won","wonValue":1250000}`, http.StatusOK, `"wonValue":1250000`, `"status":"won"`),
		patch("value of a lead not won", `{"version":1,"wonValue":5000}`, http.StatusBadRequest, "Only a won lead has an order value"),
		patch("value with another status", `{"version":1,"status":"contacted","wonValue":5000}`, http.StatusBadRequest, "Only a won lead has an order value"),
		patch("negative value", `{"version":1,"status":"won","wonValue":-1}`, http.StatusBadRequest, "from 0 to 100 crore"),
		patch("more than 100 crore", `{"version":1,"status":"won","wonValue":1000000001}`, http.StatusBadRequest, "from 0 to 100 crore"),
		patch("a fraction", `{"version":1,"status":"won","wonValue":10.5}`, http.StatusBadRequest),
		patch("a string", `{"version":1,"status":"won","wonValue":"lots"}`, http.StatusBadRequest),
		patch("won without a value", `{"version":1,"status":"won","wonValue":null}`, http.StatusOK, `"wonValue":null`),
	})
}

// TestDashboardScenarios: an owner reads everyone's figures, a salesperson only their own, an
// editor none; a table exports as CSV; hostile periods and tables get a sentence, never a 500.
func TestDashboardScenarios(t *testing.T) {
	t.Parallel()
	bad := func(name, url, sentence string) scenario {
		return scenario{Name: name, Method: "GET", URL: url, Role: staff.Owner,
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{sentence}}
	}
	run(t, []scenario{
		{Name: "owner: everyone's leads of the last 30 days", Method: "GET", URL: "/api/admin/dashboard", Role: staff.Owner, Before: twoCampaignLeads,
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"everyone":true`, `"leads":{"now":2,"before":0}`, `"campaign":"diwali"`,
				`"targetSeconds":900`, `"status":"site_visit_booked"`}},
		{Name: "sales: only their own leads", Method: "GET", URL: "/api/admin/dashboard", Role: staff.Sales, Before: twoCampaignLeads,
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"everyone":false`, `"leads":{"now":0,"before":0}`}, NotExpectedContent: []string{"diwali"}},
		{Name: "editor: not their part", Method: "GET", URL: "/api/admin/dashboard", Role: staff.Editor,
			ExpectedStatus: http.StatusForbidden},
		{Name: "editor: no export either", Method: "GET", URL: "/api/admin/dashboard/export.csv?table=sources", Role: staff.Editor,
			ExpectedStatus: http.StatusForbidden},
		{Name: "signed out", Method: "GET", URL: "/api/admin/dashboard",
			ExpectedStatus: http.StatusUnauthorized},
		{Name: "owner: a campaign's row as CSV", Method: "GET", URL: "/api/admin/dashboard/export.csv?table=sources", Role: staff.Owner, Before: twoCampaignLeads,
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{"utm_source,utm_medium,utm_campaign,leads", "google,cpc,diwali,1,0,0"}},
		{Name: "read, not written", Method: "POST", URL: "/api/admin/dashboard", Role: staff.Owner, Body: "{}",
			ExpectedStatus: http.StatusMethodNotAllowed},
		bad("bad month", "/api/admin/dashboard?from=2026-13-01&to=2026-11-14", "The period is not right."),
		bad("from without to", "/api/admin/dashboard?from=2026-11-01", "The period is not right."),
		bad("to before from", "/api/admin/dashboard?from=2026-11-14&to=2026-11-01", "The last day must not come before the first."),
		bad("more than a year", "/api/admin/dashboard?from=2024-01-01&to=2025-06-30", "Please choose a period of at most 366 days."),
		bad("the future", "/api/admin/dashboard?from=2026-01-01&to=2099-01-01", "The period is not right."),
		bad("year 0001", "/api/admin/dashboard?from=0001-01-01&to=0001-01-02", "The period is not right."),
		bad("a time, not a day", "/api/admin/dashboard?from=2026-11-01T00:00:00Z&to=2026-11-02", "The period is not right."),
		bad("SQL in from", "/api/admin/dashboard?from=%27%3B%20DROP%20TABLE%20leads%3B--&to=2026-11-02", "The period is not right."),
		bad("NUL in to", "/api/admin/dashboard?from=2026-11-01&to=2026-11-02%00", "holds characters that cannot be used"),
		bad("from twice", "/api/admin/dashboard?from=2026-11-01&from=2026-11-02&to=2026-11-03", `Please give \"from\" once.`),
		bad("export: unknown table", "/api/admin/dashboard/export.csv?table=staff_accounts", "Please choose one of the dashboard's tables."),
		bad("export: no table", "/api/admin/dashboard/export.csv", "Please choose one of the dashboard's tables."),
		bad("export: table twice", "/api/admin/dashboard/export.csv?table=sources&table=people", "Please choose one of the dashboard's tables."),
		bad("export: bad period", "/api/admin/dashboard/export.csv?table=sources&from=x&to=y", "The period is not right."),
	})
}

package httpapi

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/staff"
)

// feedPath makes cookie's person a new calendar feed over HTTP and returns its path (/calendar/….ics).
func (a *adminEnv) feedPath(t *testing.T, cookie string) string {
	t.Helper()
	res := a.as(t, cookie, "POST", "/api/admin/me/calendar-feed", "", map[string]string{"Origin": "http://example.com"})
	m := decodeBody(t, res)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("new feed: %d %v", res.StatusCode, m)
	}
	return strings.TrimPrefix(m["url"].(string), "http://example.com")
}

// feedStatus is what a calendar app fetching path gets.
func (a *adminEnv) feedStatus(t *testing.T, path string) int {
	t.Helper()
	return a.call(t, "GET", path, "", "", "198.51.100.7:40000", nil).StatusCode
}

// TestCalendarFeedTrust: feed secrets and booking links never reach the request log (their paths are logged
// redacted); a feed link ends with "sign out everywhere", with disabling (for good, enabled again or not) and
// with a role change; a newly promoted owner can neither read every booking through the feed they had nor make
// one until two-factor sign-in is on.
func TestCalendarFeedTrust(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		origin := map[string]string{"Origin": "http://example.com"}
		owner := a.signIn(t, a.account(t, staff.Owner))
		change := func(id int64, body map[string]any) {
			t.Helper()
			acct, err := a.staff.Account(t.Context(), id)
			if err != nil {
				t.Fatal(err)
			}
			body["version"] = acct.Version
			if res := a.as(t, owner, "PATCH", "/api/admin/accounts/"+strconv.FormatInt(id, 10), jsonOf(body), origin); res.StatusCode != http.StatusOK {
				t.Fatalf("change account: %d %s", res.StatusCode, bodyText(t, res))
			}
		}
		// Secrets out of the log: the feed's, and a visitor's booking link.
		sales := a.account(t, staff.Sales)
		cookie := a.signIn(t, sales)
		feed := a.feedPath(t, cookie)
		if s := a.feedStatus(t, feed); s != http.StatusOK {
			t.Fatalf("a fresh feed: %d", s)
		}
		tok := a.newLeadToken(t, "asha@example.in")
		booked := decodeBody(t, a.postJSON(t, "/api/appointments", map[string]string{"bookingToken": tok, "placeId": "video", "start": a.firstSlot(t, "video")}))
		manage := strings.TrimPrefix(booked["manageUrl"].(string), "/appointment?t=")
		for _, path := range []string{"/api/appointments/by-link/" + manage, booked["inviteUrl"].(string), "/api/appointments/by-link/" + manage + "/nope"} {
			a.call(t, "GET", path, "", "", "198.51.100.7:40000", nil)
		}
		secret := strings.TrimSuffix(strings.TrimPrefix(feed, "/calendar/"), ".ics")
		logs := a.logs.String()
		for what, s := range map[string]string{"feed secret": secret, "booking link": manage, "lead's booking token": tok} {
			if strings.Contains(logs, s) {
				t.Errorf("the request log holds the %s", what)
			}
		}
		if !strings.Contains(logs, `"path":"/calendar/[redacted].ics"`) || !strings.Contains(logs, `"path":"/api/appointments/by-link/[redacted]/invite.ics"`) {
			t.Errorf("the feed's and the link's requests are not logged with their paths redacted:\n%s", logs)
		}
		// Sign out everywhere ends the feed.
		if res := a.as(t, cookie, "POST", "/api/admin/sign-out-everywhere", "", origin); res.StatusCode >= 300 {
			t.Fatalf("sign out everywhere: %d", res.StatusCode)
		}
		if s := a.feedStatus(t, feed); s != http.StatusNotFound {
			t.Errorf("the feed after signing out everywhere: %d, want 404", s)
		}
		// Disabling ends it for good: enabled again, the old link stays dead.
		feed = a.feedPath(t, a.signIn(t, sales))
		change(sales.ID, map[string]any{"disabled": true})
		change(sales.ID, map[string]any{"disabled": false})
		if s := a.feedStatus(t, feed); s != http.StatusNotFound {
			t.Errorf("the feed of an account disabled and enabled again: %d, want 404", s)
		}
		// A role change ends it, both ways.
		feed = a.feedPath(t, a.signIn(t, sales))
		change(sales.ID, map[string]any{"role": "editor"})
		change(sales.ID, map[string]any{"role": "sales"})
		if s := a.feedStatus(t, feed); s != http.StatusNotFound {
			t.Errorf("the feed after a role change and back: %d, want 404", s)
		}
		// Promoted to owner: the sales feed shows nothing more, and no owner's feed until two-factor is on.
		cookie = a.signIn(t, sales)
		feed = a.feedPath(t, cookie)
		change(sales.ID, map[string]any{"role": "owner"})
		if s := a.feedStatus(t, feed); s != http.StatusNotFound {
			t.Errorf("a promoted owner's old feed: %d, want 404", s)
		}
		promoted, err := a.staff.Account(t.Context(), sales.ID)
		if err != nil {
			t.Fatal(err)
		}
		cookie = a.signIn(t, promoted)
		res := a.as(t, cookie, "POST", "/api/admin/me/calendar-feed", "", origin)
		if m := decodeBody(t, res); res.StatusCode != http.StatusForbidden || unreadable(m["error"].(string), nil) != "" {
			t.Errorf("an owner without two-factor made a feed: %d %v", res.StatusCode, m)
		}
		a.enableTOTP(t, promoted)
		if promoted, err = a.staff.Account(t.Context(), sales.ID); err != nil {
			t.Fatal(err)
		}
		feed = a.feedPath(t, a.signIn(t, promoted))
		if res := a.call(t, "GET", feed, "", "", "198.51.100.7:40000", nil); res.StatusCode != http.StatusOK || !strings.Contains(bodyText(t, res), "BEGIN:VEVENT") {
			t.Errorf("the owner's feed with two-factor on: %d", res.StatusCode)
		}
	}, withAppointments)
}

// TestLoggedPathRedactsSecrets: however a secret-bearing path is written, the log never holds the secret.
func TestLoggedPathRedactsSecrets(t *testing.T) {
	t.Parallel()
	for path, want := range map[string]string{
		"/calendar/s3cret.ics":                         "/calendar/[redacted].ics",
		"/calendar/s3cret":                             "/calendar/[redacted]",
		"/CALENDAR/s3cret.ics":                         "/CALENDAR/[redacted].ics",
		"//calendar//s3cret.ics":                       "/calendar/[redacted].ics",
		"/calendar/s3cret.ics/more":                    "/calendar/[redacted]/more",
		"/api/appointments/by-link/s3cret":             "/api/appointments/by-link/[redacted]",
		"/api/appointments/by-link/s3cret/invite.ics":  "/api/appointments/by-link/[redacted]/invite.ics",
		"/api/Appointments/By-Link/s3cret/cancel":      "/api/Appointments/By-Link/[redacted]/cancel",
		"/api/appointments//by-link/s3cret/reschedule": "/api/appointments/by-link/[redacted]/reschedule",
		"/calendar":                 "/calendar",
		"/api/appointments/by-link": "/api/appointments/by-link",
		"/api/appointments/slots":   "/api/appointments/slots",
		"/design-gallery/Modular-Kitchen-Designs/calendar/x": "/design-gallery/Modular-Kitchen-Designs/calendar/x",
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.URL.Path = path
		if got := loggedPath(r); got != want || strings.Contains(got, "s3cret") {
			t.Errorf("%s logged as %s, want %s", path, got, want)
		}
	}
}

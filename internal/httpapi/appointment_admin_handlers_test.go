package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/emersion/go-ical"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestStaffAppointments: staff book for a caller, see it in the Appointments view and on the lead,
// move and cancel it at its version; a salesperson's feed holds their leads' bookings, the owner's all; revoking ends it.
func TestStaffAppointments(t *testing.T) {
	t.Parallel()
	a := newAdminEnvOn(t, storetest.OpenSQLite(t), withAppointments)
	sales := a.account(t, staff.Sales)
	owner := a.account(t, staff.Owner)
	cookie := a.signIn(t, sales)
	origin := map[string]string{"Origin": "http://example.com"}
	leadID := a.lead(t, "Caller Rao", "9876543210")
	// The salesperson handles this lead, so it is in their feed.
	if res := a.as(t, cookie, "PATCH", "/api/admin/leads/"+itoa(leadID), jsonOf(map[string]any{"version": 1, "assigneeId": sales.ID}), origin); res.StatusCode != 200 {
		t.Fatalf("assign: %d %s", res.StatusCode, bodyText(t, res))
	}
	slot := a.firstSlot(t, "home-pune")
	res := a.as(t, cookie, "POST", "/api/admin/appointments", jsonOf(map[string]any{"leadId": leadID, "placeId": "home-pune", "start": slot, "noticeRead": true}), origin)
	var booked struct {
		ID      int64 `json:"id"`
		Version int64 `json:"version"`
	}
	if err := json.NewDecoder(res.Body).Decode(&booked); err != nil || res.StatusCode != 201 {
		t.Fatalf("book for a caller: %d %v", res.StatusCode, err)
	}
	// Capacity 1 for home visits: a second caller at that time is refused with the one sentence.
	other := a.lead(t, "Second Caller", "9876543211")
	res = a.as(t, cookie, "POST", "/api/admin/appointments", jsonOf(map[string]any{"leadId": other, "placeId": "home-pune", "start": slot, "noticeRead": true}), origin)
	if body := bodyText(t, res); res.StatusCode != 409 || !strings.Contains(body, "That time was just taken") {
		t.Fatalf("a full slot for staff: %d %s", res.StatusCode, body)
	}
	list := decodeBody(t, a.as(t, cookie, "GET", "/api/admin/appointments?days=14", "", nil))
	if rows, _ := list["appointments"].([]any); len(rows) != 1 || !strings.Contains(jsonOf(rows[0]), `"leadUrl":"/admin/leads/`+itoa(leadID)+`"`) {
		t.Fatalf("Appointments view: %v", list)
	}
	onLead := decodeBody(t, a.as(t, cookie, "GET", "/api/admin/leads/"+itoa(leadID)+"/appointments", "", nil))
	if rows, _ := onLead["appointments"].([]any); len(rows) != 1 || !strings.Contains(jsonOf(rows[0]), "Booked by staff for the caller") {
		t.Fatalf("lead's appointments: %v", onLead)
	}
	if l := decodeBody(t, a.as(t, cookie, "GET", "/api/admin/leads/"+itoa(leadID), "", nil)); !strings.Contains(jsonOf(l), `"site_visit_booked"`) {
		t.Fatalf("lead status not moved: %v", l)
	}
	// Feeds: the salesperson's holds it; revoking ends the link.
	feed := decodeBody(t, a.as(t, cookie, "POST", "/api/admin/me/calendar-feed", "{}", origin))
	url, _ := feed["url"].(string)
	path := url[strings.Index(url, "/calendar/"):]
	res = a.as(t, "", "GET", path, "", nil)
	cal, err := ical.NewDecoder(res.Body).Decode()
	if err != nil || res.StatusCode != 200 || len(cal.Events()) != 1 {
		t.Fatalf("feed: %d %v", res.StatusCode, err)
	}
	if s, _ := cal.Events()[0].Props.Text(ical.PropSummary); !strings.Contains(s, "Caller Rao") {
		t.Fatalf("feed event summary %q", s)
	}
	ownerCookie := a.signIn(t, owner)
	ownerFeed := decodeBody(t, a.as(t, ownerCookie, "POST", "/api/admin/me/calendar-feed", "{}", origin))
	ownerURL := ownerFeed["url"].(string)
	if res := a.as(t, "", "GET", ownerURL[strings.Index(ownerURL, "/calendar/"):], "", nil); res.StatusCode != 200 {
		t.Fatalf("owner feed: %d", res.StatusCode)
	}
	if res := a.as(t, cookie, "DELETE", "/api/admin/me/calendar-feed", "", origin); res.StatusCode != http.StatusNoContent {
		t.Fatalf("revoke: %d", res.StatusCode)
	}
	if res := a.as(t, "", "GET", path, "", nil); res.StatusCode != 404 {
		t.Fatalf("a revoked feed answers %d", res.StatusCode)
	}
	// Move at a stale version is refused; at the current one it moves; cancel frees it for the second caller.
	if res := a.as(t, cookie, "POST", "/api/admin/appointments/"+itoa(booked.ID)+"/move", jsonOf(map[string]any{"version": 9, "placeId": "video", "start": slot}), origin); res.StatusCode != 409 {
		t.Fatalf("stale move: %d", res.StatusCode)
	}
	res = a.as(t, cookie, "POST", "/api/admin/appointments/"+itoa(booked.ID)+"/cancel", jsonOf(map[string]any{"version": 1}), origin)
	if res.StatusCode != 200 {
		t.Fatalf("cancel: %d %s", res.StatusCode, bodyText(t, res))
	}
	res = a.as(t, cookie, "POST", "/api/admin/appointments", jsonOf(map[string]any{"leadId": other, "placeId": "home-pune", "start": slot, "noticeRead": true}), origin)
	if res.StatusCode != 201 {
		t.Fatalf("the cancelled time is not free: %d %s", res.StatusCode, bodyText(t, res))
	}
	// Hostile staff input: bad dates, days, bodies.
	for target, want := range map[string]int{"/api/admin/appointments?from=tomorrow": 400, "/api/admin/appointments?days=400": 400, "/api/admin/leads/x/appointments": 404} {
		if res := a.as(t, cookie, "GET", target, "", nil); res.StatusCode != want {
			t.Errorf("%s: %d, want %d", target, res.StatusCode, want)
		}
	}
	res = a.as(t, cookie, "POST", "/api/admin/appointments", `{"leadId":"one"}`, origin)
	if m := decodeBody(t, res); res.StatusCode != 400 || unreadable(m["error"].(string), nil) != "" {
		t.Errorf("a bad body: %d %v", res.StatusCode, m)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// TestAppointmentAdminRoutesAccessPolicy walks the bookings' staff calls as the route table's walk
// does the others: signed out 401, a role without the permission 403, another site 403. What the
// right role may do is in the scenarios above.
func TestAppointmentAdminRoutesAccessPolicy(t *testing.T) {
	t.Parallel()
	a := newAdminEnvOn(t, storetest.OpenSQLite(t), withAppointments)
	routes := adminGroupOf(t, &server{Deps: Deps{Appointments: &appointment.Service{}}}, "bookings") // the table only
	if len(routes) < 12 {
		t.Fatalf("the bookings have %d staff calls", len(routes))
	}
	for _, rt := range routes {
		url := strings.Replace(rt.path, "{id}", "1", 1)
		t.Run(rt.method+" "+rt.path, func(t *testing.T) {
			check := func(res *http.Response, want int) {
				t.Helper()
				if res.StatusCode != want {
					t.Fatalf("status %d, want %d: %s", res.StatusCode, want, bodyText(t, res))
				}
			}
			check(a.as(t, "", rt.method, url, "{}", nil), http.StatusUnauthorized)
			for _, r := range staff.Roles {
				if r.May(rt.may) {
					if rt.method != http.MethodGet {
						cookie := a.signIn(t, a.account(t, r))
						for _, h := range []map[string]string{{"Sec-Fetch-Site": "cross-site"}, {"Origin": "https://evil.example"}} {
							check(a.as(t, cookie, rt.method, url, "{}", h), http.StatusForbidden)
						}
					}
					continue
				}
				check(a.as(t, a.signIn(t, a.account(t, r)), rt.method, url, "{}", nil), http.StatusForbidden)
			}
		})
	}
}

package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/staff"
)

// bookForCaller books the first free home visit in Pune for a new lead, as staff would, and returns the booking.
func (a *adminEnv) bookForCaller(t *testing.T) appointment.Booking {
	t.Helper()
	svc := appointment.NewService(a.store, nil, a.clock.Now)
	_, slots, err := svc.Slots(context.Background(), "home-pune")
	if err != nil || len(slots) == 0 {
		t.Fatalf("slots: %v %d", err, len(slots))
	}
	id := a.lead(t, "Caller Rao", "9876543210")
	b, err := svc.BookForCaller(context.Background(), staff.CommandLine, id, "home-pune", slots[0].Start, consent.Reading{NoticeRead: true})
	if err != nil {
		t.Fatal(err)
	}
	return b.Booking
}

// designerCall is a scenario assigning a designer to a booking Before makes; staffID picks the designer from it
// (a new account of role designer, which it may disable first) and version from the booking.
func designerCall(name string, role staff.Role, body func(t *testing.T, a *adminEnv, b appointment.Booking) string) scenario {
	return scenario{Name: name, Method: "POST", Role: role, Origin: "", Deps: withAppointments,
		Before: func(t *testing.T, a *adminEnv, sc *scenario) {
			b := a.bookForCaller(t)
			sc.URL = "/api/admin/appointments/" + strconv.FormatInt(b.ID, 10) + "/designer"
			sc.Body = body(t, a, b)
		}}
}

func assignBody(staffID, version int64) string {
	return `{"version":` + strconv.FormatInt(version, 10) + `,"staffId":` + strconv.FormatInt(staffID, 10) + `}`
}

// TestAppointmentDesignerScenarios: staff list the designers and give a booking one, who then sees it in their feed;
// every hostile call is refused with a sentence and changes nothing.
func TestAppointmentDesignerScenarios(t *testing.T) {
	t.Parallel()
	unchanged := func(t *testing.T, a *adminEnv, _ string) {
		t.Helper()
		list, err := a.store.Bookings(context.Background(), time.Time{}, time.Now().AddDate(1, 0, 0))
		if err != nil || len(list) != 1 || list[0].StaffID != 0 || list[0].Version != 1 {
			t.Errorf("a refused assignment changed the booking: %v %+v", err, list)
		}
	}
	var designerID int64
	assign := designerCall("sales gives the booking a designer", staff.Sales, func(t *testing.T, a *adminEnv, b appointment.Booking) string {
		d := a.account(t, staff.Editor) // any active account can meet a visitor
		designerID = d.ID
		return assignBody(d.ID, b.Version)
	})
	assign.ExpectedStatus, assign.ExpectedContent = http.StatusOK, []string{`"version":2`}
	assign.After = func(t *testing.T, a *adminEnv, body string) {
		b, err := a.store.Bookings(context.Background(), time.Time{}, time.Now().AddDate(1, 0, 0))
		if err != nil || len(b) != 1 || b[0].StaffID != designerID || !strings.Contains(body, `"staffId":`+strconv.FormatInt(designerID, 10)) {
			t.Fatalf("assigned: %v %+v %s", err, b, body)
		}
		hist, err := a.store.History(context.Background(), b[0].ID)
		if err != nil || !strings.Contains(jsonOf(hist), "Designer: Person editor") {
			t.Errorf("history: %v %s", err, jsonOf(hist))
		}
		// The designer's feed holds it, though the lead is not theirs.
		list, err := a.store.StaffBookings(context.Background(), designerID, false, time.Time{}, time.Now().AddDate(1, 0, 0))
		if err != nil || len(list) != 1 {
			t.Errorf("designer's feed bookings: %v %+v", err, list)
		}
	}
	stale := designerCall("an older version", staff.Sales, func(t *testing.T, a *adminEnv, b appointment.Booking) string {
		return assignBody(a.account(t, staff.Sales).ID, b.Version+5)
	})
	stale.ExpectedStatus, stale.After = http.StatusConflict, unchanged
	noVersion := designerCall("no version", staff.Sales, func(t *testing.T, a *adminEnv, b appointment.Booking) string {
		return `{"staffId":1}`
	})
	noVersion.ExpectedStatus, noVersion.ExpectedContent, noVersion.After = http.StatusBadRequest, []string{versionRequired}, unchanged
	nobody := designerCall("an account that does not exist", staff.Sales, func(t *testing.T, a *adminEnv, b appointment.Booking) string {
		return assignBody(9999, b.Version)
	})
	nobody.ExpectedStatus, nobody.ExpectedContent, nobody.After = http.StatusBadRequest, []string{"active member of staff"}, unchanged
	disabled := designerCall("a disabled account", staff.Sales, func(t *testing.T, a *adminEnv, b appointment.Booking) string {
		d := a.account(t, staff.Sales)
		d.Disabled = true
		if err := a.store.UpdateAccount(context.Background(), d, nil); err != nil {
			t.Fatal(err)
		}
		return assignBody(d.ID, b.Version)
	})
	disabled.ExpectedStatus, disabled.ExpectedContent, disabled.After = http.StatusBadRequest, []string{"active member of staff"}, unchanged
	negative := designerCall("a negative id", staff.Sales, func(t *testing.T, a *adminEnv, b appointment.Booking) string {
		return assignBody(-3, b.Version)
	})
	negative.ExpectedStatus, negative.After = http.StatusBadRequest, unchanged
	text := designerCall("an id that is text", staff.Sales, func(t *testing.T, a *adminEnv, b appointment.Booking) string {
		return `{"version":1,"staffId":"<script>alert(1)</script>"}`
	})
	text.ExpectedStatus, text.NotExpectedContent, text.After = http.StatusBadRequest, []string{"<script>"}, unchanged
	extra := designerCall("an unknown field", staff.Sales, func(t *testing.T, a *adminEnv, b appointment.Booking) string {
		return `{"version":1,"staffId":0,"role":"owner"}`
	})
	extra.ExpectedStatus, extra.After = http.StatusBadRequest, unchanged

	url := "/api/admin/appointments/1/designer"
	with := func(list []scenario) []scenario {
		for i := range list {
			list[i].Deps = withAppointments
		}
		return list
	}
	scenarios := []scenario{assign, stale, noVersion, nobody, disabled, negative, text, extra,
		{Name: "designers: sales reads the active staff", Method: "GET", URL: "/api/admin/appointments/designers", Role: staff.Sales, Deps: withAppointments,
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"designers":[`, `"name":"Person sales`}, NotExpectedContent: []string{"email", "password"}},
		{Name: "designer of a booking that does not exist", Method: "POST", URL: "/api/admin/appointments/424242/designer", Body: assignBody(1, 1), Role: staff.Sales, Deps: withAppointments,
			ExpectedStatus: http.StatusNotFound},
		{Name: "designer of a path that is no id", Method: "POST", URL: "/api/admin/appointments/x/designer", Body: assignBody(1, 1), Role: staff.Sales, Deps: withAppointments,
			ExpectedStatus: http.StatusNotFound, ExpectedContent: []string{badID}},
	}
	scenarios = append(scenarios, with(guarded("GET", "/api/admin/appointments/designers", "", staff.Sales, staff.Editor))...)
	scenarios = append(scenarios, with(guarded("POST", url, assignBody(1, 1), staff.Sales, staff.Editor))...)
	scenarios = append(scenarios, with(badBodies("POST", url, staff.Sales))...)
	run(t, scenarios)
}

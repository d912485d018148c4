package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/staff"
)

// setClock moves the env's clock to at (India time, "2006-01-02 15:04").
func (e *env) setClock(t *testing.T, at string) {
	t.Helper()
	when, err := time.ParseInLocation("2006-01-02 15:04", at, appointment.India)
	if err != nil {
		t.Fatal(err)
	}
	e.clock.Advance(when.Sub(e.clock.Now()))
}

// saveHours has the owner (cookie) close every place at closes on each day it is open, over the API.
func (a *adminEnv) saveHours(t *testing.T, cookie, closes string) {
	t.Helper()
	res := a.as(t, cookie, "GET", "/api/admin/appointments/availability", "", nil)
	var av appointment.Availability
	if err := json.NewDecoder(res.Body).Decode(&av); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("availability: %d %v", res.StatusCode, err)
	}
	for i := range av.Places {
		for d, h := range av.Places[i].Week {
			if h.Opens != "" {
				av.Places[i].Week[d].Closes = closes
			}
		}
	}
	if res := a.as(t, cookie, "PUT", "/api/admin/appointments/availability", jsonOf(av), nil); res.StatusCode != http.StatusOK {
		t.Fatalf("save availability: %d %v", res.StatusCode, decodeBody(t, res))
	}
}

// TestEscalationFollowsTheOwnersHours: the response target's clock runs in the hours the owner keeps for
// bookings. With the centres open until 20:00, a lead at 18:30 on a Saturday (after the default closing
// at 18:00, so its clock would start on Monday) is escalated after 15 minutes, and the assignment
// settings show those hours.
func TestEscalationFollowsTheOwnersHours(t *testing.T) {
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		ctx := context.Background()
		_, cookie := a.signedIn(t, staff.Owner)
		if _, err := a.assign.Escalate(ctx); err != nil { // the first run starts watching
			t.Fatal(err)
		}
		a.saveHours(t, cookie, "20:00")
		settings := bodyText(t, a.as(t, cookie, "GET", "/api/admin/assignment", "", nil))
		if !strings.Contains(settings, `{"day":6,"opens":"09:30","closes":"20:00"}`) {
			t.Fatalf("assignment settings do not show the owner's hours: %s", settings)
		}
		a.setClock(t, "2026-11-14 18:30") // Saturday
		a.lead(t, "Evening Lead", "9123400001")
		a.setClock(t, "2026-11-14 18:44")
		if n, err := a.assign.Escalate(ctx); err != nil || n != 0 {
			t.Fatalf("escalated %d after 14 minutes: %v", n, err)
		}
		a.setClock(t, "2026-11-14 18:46")
		if n, err := a.assign.Escalate(ctx); err != nil || n != 1 {
			t.Fatalf("escalated %d after 16 minutes of the owner's hours, want 1: %v", n, err)
		}
	}, withAppointments)
}

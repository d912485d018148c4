package httpapi

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestOwnerEditsAvailability: only the owner reads and saves it; a save at the version read changes what visitors
// can book and leaves an audit entry; a save at an older version is refused as stale.
func TestOwnerEditsAvailability(t *testing.T) {
	t.Parallel()
	for name, open := range map[string]func(testing.TB) *sqlstore.Store{"sqlite": storetest.OpenSQLite, "postgres": storetest.OpenPostgres} {
		t.Run(name, func(t *testing.T) {
			a := newAdminEnvOn(t, open(t), withAppointments)
			origin := map[string]string{"Origin": "http://example.com"}
			sales := a.signIn(t, a.account(t, staff.Sales))
			if res := a.as(t, sales, "GET", "/api/admin/appointments/availability", "", nil); res.StatusCode != 403 {
				t.Fatalf("sales read the availability: %d", res.StatusCode)
			}
			if res := a.as(t, sales, "PUT", "/api/admin/appointments/availability", jsonOf(appointment.Default()), origin); res.StatusCode != 403 {
				t.Fatalf("sales saved the availability: %d", res.StatusCode)
			}
			owner := a.signIn(t, a.account(t, staff.Owner))
			var av appointment.Availability
			if err := json.NewDecoder(a.as(t, owner, "GET", "/api/admin/appointments/availability", "", nil).Body).Decode(&av); err != nil || av.Version != 1 || len(av.Places) != 25 {
				t.Fatalf("read: %v %+v", err, av)
			}
			for i := range av.Places {
				if av.Places[i].ID == "video" {
					av.Places[i].Capacity = 0 // no video calls for now
				}
			}
			av.HorizonDays = 7
			res := a.as(t, owner, "PUT", "/api/admin/appointments/availability", jsonOf(av), origin)
			var saved appointment.Availability
			if err := json.NewDecoder(res.Body).Decode(&saved); err != nil || res.StatusCode != 200 || saved.Version != 2 || saved.HorizonDays != 7 {
				t.Fatalf("save: %d %v %+v", res.StatusCode, err, saved)
			}
			if places := jsonOf(decodeBody(t, a.as(t, "", "GET", "/api/appointments/places", "", nil))); strings.Contains(places, `"video"`) || !strings.Contains(places, `"horizonDays":7`) {
				t.Fatalf("visitors still see the old availability: %s", places)
			}
			log, err := a.store.ListAudit(t.Context(), staff.AuditQuery{Limit: 10})
			if err != nil || !strings.Contains(jsonOf(log), "changed the consultation availability") {
				t.Fatalf("audit: %v %s", err, jsonOf(log))
			}
			// The same edit again at version 1: someone saved meanwhile.
			res = a.as(t, owner, "PUT", "/api/admin/appointments/availability", jsonOf(av), origin)
			if body := bodyText(t, res); res.StatusCode != 409 || !strings.Contains(body, "the availability") {
				t.Fatalf("stale save: %d %s", res.StatusCode, body)
			}
		})
	}
}

// TestOwnerAddsAndRemovesPlaces: a new centre (and home visits) in a new city can be booked once saved;
// a removed place is offered no more.
func TestOwnerAddsAndRemovesPlaces(t *testing.T) {
	t.Parallel()
	a := newAdminEnvOn(t, storetest.OpenSQLite(t), withAppointments)
	owner := a.signIn(t, a.account(t, staff.Owner))
	origin := map[string]string{"Origin": "http://example.com"}
	av := appointment.Default()
	mysuru := av.Places[0]
	mysuru.ID, mysuru.City, mysuru.Name, mysuru.Address = "centre-mysuru", "Mysuru", "Mysuru Experience Centre", "12 Sayyaji Rao Road, Mysuru"
	home := av.Places[len(av.Places)-2]
	home.ID, home.City, home.Name = "home-mysuru", "Mysuru", "Home visit in Mysuru"
	av.Places = append(av.Places[1:], mysuru, home) // the first centre goes
	res := a.as(t, owner, "PUT", "/api/admin/appointments/availability", jsonOf(av), origin)
	if body := bodyText(t, res); res.StatusCode != 200 {
		t.Fatalf("save: %d %s", res.StatusCode, body)
	}
	places := jsonOf(decodeBody(t, a.as(t, "", "GET", "/api/appointments/places", "", nil)))
	if !strings.Contains(places, `"centre-mysuru"`) || !strings.Contains(places, `"home-mysuru"`) || strings.Contains(places, `"`+appointment.Default().Places[0].ID+`"`) {
		t.Fatalf("places after the owner's change: %s", places)
	}
	a.firstSlot(t, "centre-mysuru") // bookable at once
}

// TestAvailabilityHostileInput: every malformed availability is refused with a readable sentence and changes nothing.
func TestAvailabilityHostileInput(t *testing.T) {
	a := newAdminEnvOn(t, storetest.OpenSQLite(t), withAppointments)
	owner := a.signIn(t, a.account(t, staff.Owner))
	origin := map[string]string{"Origin": "http://example.com"}
	edit := func(change func(*appointment.Availability)) string {
		av := appointment.Default()
		change(&av)
		return jsonOf(av)
	}
	cases := []struct {
		name, body, contentType string
		header                  map[string]string
		status                  int
		want                    string
	}{
		{"no version", edit(func(v *appointment.Availability) { v.Version = 0 }), "", origin, 400, "version"},
		{"hours not HH:MM", edit(func(v *appointment.Availability) {
			v.Places[0].Week[1] = appointment.Hours{Opens: "9am", Closes: "18:00"}
		}), "", origin, 400, "HH:MM"},
		{"closing before opening", edit(func(v *appointment.Availability) {
			v.Places[0].Week[1] = appointment.Hours{Opens: "18:00", Closes: "09:00"}
		}), "", origin, 400, "opening first"},
		{"five-minute slots", edit(func(v *appointment.Availability) { v.Places[0].SlotMinutes = 5 }), "", origin, 400, "between 15 minutes and 8 hours"},
		{"negative capacity", edit(func(v *appointment.Availability) { v.Places[0].Capacity = -1 }), "", origin, 400, "between 0 and 50"},
		{"closed date not a date", edit(func(v *appointment.Availability) { v.Places[0].Closed = []string{"01/12/2026"} }), "", origin, 400, "YYYY-MM-DD"},
		{"two places with one id", edit(func(v *appointment.Availability) { v.Places[1].ID = v.Places[0].ID }), "", origin, 400, "its own short id"},
		{"unknown kind", edit(func(v *appointment.Availability) { v.Places[0].Kind = "<script>" }), "", origin, 400, "centre, home visit or video call"},
		{"no places", edit(func(v *appointment.Availability) { v.Places = nil }), "", origin, 400, "between 1 and 60 places"},
		{"horizon of a year", edit(func(v *appointment.Availability) { v.HorizonDays = 365 }), "", origin, 400, "between 1 and 90 days"},
		{"negative notice", edit(func(v *appointment.Availability) { v.MinNoticeMinutes = -5 }), "", origin, 400, "between 0 minutes and 7 days"},
		{"a city that is markup", edit(func(v *appointment.Availability) {
			v.Places = append(v.Places, appointment.Place{ID: "centre-x", Kind: "centre", City: "<script>alert(1)</script>", Name: "X", Address: "Y", SlotMinutes: 60, Capacity: 1})
		}), "", origin, 400, "the city's name"},
		{"an id not of its kind and city", edit(func(v *appointment.Availability) {
			v.Places = append(v.Places, appointment.Place{ID: "centre-anywhere", Kind: "centre", City: "Mysuru", Name: "Mysuru Experience Centre", Address: "MG Road", SlotMinutes: 60, Capacity: 1})
		}), "", origin, 400, "centre-mysuru"},
		{"a second video place", edit(func(v *appointment.Availability) {
			v.Places = append(v.Places, appointment.Place{ID: "video-2", Kind: "video", Name: "Video", SlotMinutes: 60, Capacity: 1})
		}), "", origin, 400, "follows its kind"},
		{"a centre without an address", edit(func(v *appointment.Availability) {
			v.Places = append(v.Places, appointment.Place{ID: "centre-mysuru", Kind: "centre", City: "Mysuru", Name: "Mysuru Experience Centre", SlotMinutes: 60, Capacity: 1})
		}), "", origin, 400, "centre's address"},
		{"sixty-one places", edit(func(v *appointment.Availability) {
			for len(v.Places) < 61 {
				v.Places = append(v.Places, v.Places[0])
			}
		}), "", origin, 400, "between 1 and 60 places"},
		{"a name over two lines", edit(func(v *appointment.Availability) { v.Places[0].Name = "Pune\r\nExperience Centre" }), "", origin, 400, "one line"},
		{"a name with a carriage return", edit(func(v *appointment.Availability) { v.Places[0].Name = "Pune\rExperience Centre" }), "", origin, 400, "one line"},
		{"an address over two lines", edit(func(v *appointment.Availability) { v.Places[0].Address = "12 FC Road\nPune 411004" }), "", origin, 400, "one line"},
		{"unknown field", `{"version":1,"places":[],"admin":true}`, "", origin, 400, ""},
		{"not JSON", `version=1`, formType, origin, 415, "JSON"},
		{"too large", `{"places":[{"name":"` + strings.Repeat("x", 70<<10) + `"}]}`, "", origin, 413, "too large"},
		{"another site's origin", edit(func(*appointment.Availability) {}), "", map[string]string{"Origin": "https://evil.example"}, 403, ""},
	}
	for _, c := range cases {
		h := map[string]string{}
		for k, v := range c.header {
			h[k] = v
		}
		if c.contentType != "" {
			h["Content-Type"] = c.contentType
		}
		res := a.as(t, owner, "PUT", "/api/admin/appointments/availability", c.body, h)
		body := bodyText(t, res)
		if res.StatusCode != c.status || !strings.Contains(body, c.want) || strings.Contains(body, "<script>") {
			t.Errorf("%s: %d %s, want %d %q", c.name, res.StatusCode, body, c.status, c.want)
		}
	}
	if av, err := a.store.Availability(t.Context()); err != nil || av.Version != 1 {
		t.Errorf("hostile saves changed the availability: %v version %d", err, av.Version)
	}
}

package httpapi

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestPlaceNameLineBreakNeverDropsMail: an owner's place name or address with a line break is refused at
// the edge with a sentence; and a booking at a place an earlier release saved so still mails the visitor
// their invitation (never "emailed" without a mail), serves the invitation and the staff calendar feed.
func TestPlaceNameLineBreakNeverDropsMail(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		a := staffBookingEnv(t, open(t))
		ownerAcct := a.account(t, staff.Owner)
		owner := a.signIn(t, ownerAcct)
		origin := map[string]string{"Origin": "http://example.com"}
		for _, broken := range []func(*appointment.Place){
			func(p *appointment.Place) { p.Name = "Pune\r\nExperience Centre" },
			func(p *appointment.Place) { p.Name = "Pune\rExperience Centre" },
			func(p *appointment.Place) { p.Address = "12 FC Road\nPune 411004" },
			func(p *appointment.Place) { p.Name = "Pune\u2028Experience Centre" },
		} {
			av := appointment.Default()
			broken(&av.Places[0])
			res := a.as(t, owner, "PUT", "/api/admin/appointments/availability", jsonOf(av), origin)
			m := decodeBody(t, res)
			fields, _ := m["fields"].(map[string]any)
			if res.StatusCode != 400 || unreadable(m["error"].(string), nil) != "" || (fields["places.0.name"] == nil && fields["places.0.address"] == nil && fields["places"] == nil) {
				t.Fatalf("a place's text with a line break: %d %v %v", res.StatusCode, m["error"], fields)
			}
		}
		if av, err := a.store.Availability(t.Context()); err != nil || av.Version != 1 {
			t.Fatalf("a refused save changed the availability: %v version %d", err, av.Version)
		}
		// An earlier release let such a name through: the bookings at it still mail and serve their calendars.
		av := appointment.Default()
		pune := av.Places[0].ID
		av.Places[0].Name = "Pune\r\nExperience Centre"
		if err := a.store.SaveAvailability(t.Context(), av, nil, time.Now()); err != nil {
			t.Fatal(err)
		}
		tok := a.newLeadToken(t, "asha@example.in")
		if _, err := a.store.Claim(context.Background(), "test", a.clock.Now(), time.Minute, 100); err != nil {
			t.Fatal(err) // the lead's own mails out of the way
		}
		res := a.postJSON(t, "/api/appointments", map[string]string{"bookingToken": tok, "placeId": pune, "start": a.firstSlot(t, pune)})
		booked := decodeBody(t, res)
		if res.StatusCode != 201 {
			t.Fatalf("book: %d %v", res.StatusCode, booked)
		}
		items, err := a.store.Claim(context.Background(), "test", a.clock.Now(), time.Minute, 100)
		if err != nil {
			t.Fatal(err)
		}
		invited := false
		for _, it := range items {
			if it.Message.To == "asha@example.in" && strings.Contains(it.Message.Calendar, "BEGIN:VEVENT") {
				invited = true
			}
		}
		if booked["emailed"] != invited || !invited {
			t.Fatalf("the answer says emailed=%v; the visitor's invitation queued: %v (%d mails)", booked["emailed"], invited, len(items))
		}
		if res := a.call(t, "GET", booked["inviteUrl"].(string), "", "", "198.51.100.7:40000", nil); res.StatusCode != http.StatusOK {
			t.Fatalf("invitation: %d %s", res.StatusCode, bodyText(t, res))
		}
		feed := decodeBody(t, a.as(t, owner, "POST", "/api/admin/me/calendar-feed", "", origin))
		path := strings.TrimPrefix(feed["url"].(string), "http://example.com")
		if res := a.call(t, "GET", path, "", "", "198.51.100.7:40000", nil); res.StatusCode != http.StatusOK ||
			!strings.Contains(bodyText(t, res), "Pune\\nExperience Centre") {
			t.Fatalf("the owner's calendar feed: %d", res.StatusCode)
		}
	})
}

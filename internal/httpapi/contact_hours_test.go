package httpapi

import (
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestContactPageStatesTheOwnersHours: the Contact page states the hours bookings are offered in. Built with
// appointments.json's defaults it is served as built; once the owner keeps the centres open until 20:00, the
// page (without JavaScript too) and its data block say so, on both engines.
func TestContactPageStatesTheOwnersHours(t *testing.T) {
	page := &fstest.MapFile{Data: []byte(`<!DOCTYPE html><html lang="en"><head><title>Contact Us</title></head><body>` +
		`<h3>Business Hours</h3><div data-hours=""><p>Monday to Saturday: 9:30 AM to 6:00 PM</p><p>Sunday: Closed</p></div>` +
		`<p>after</p></body></html>`)}
	site := fstest.MapFS{"index.html": page, "Contactus/index.html": page, "__spa-fallback.html": page}
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		contact := func() string {
			res := a.call(t, "GET", "/Contactus", "", "", "198.51.100.9:1", nil)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("GET /Contactus: %d", res.StatusCode)
			}
			return bodyText(t, res)
		}
		if got := contact(); got != string(page.Data) {
			t.Fatalf("with the default hours the page is not served as built:\n%s", got)
		}
		_, cookie := a.signedIn(t, staff.Owner)
		a.saveHours(t, cookie, "20:00")
		a.clock.Advance(sitepages.PageRecheck)
		got := contact()
		for _, want := range []string{
			`<div data-hours=""><p>Monday to Saturday: 9:30 AM to 8:00 PM</p><p>Sunday: Closed</p></div><p>after</p>`,
			`<script type="application/json" id="opening-hours">["Monday to Saturday: 9:30 AM to 8:00 PM","Sunday: Closed"]</script></head>`,
		} {
			if !strings.Contains(got, want) {
				t.Errorf("the Contact page lacks %s:\n%s", want, got)
			}
		}
	}, withAppointments, func(d *wiring) { d.Site = site })
}

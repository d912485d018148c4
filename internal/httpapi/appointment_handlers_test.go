package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-ical"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// withAppointments turns bookings on with their mails, on the env's clock (Saturday 14 November 2026, 16:00 India time).
func withAppointments(d *wiring) {
	d.Appointments = appointment.NewService(d.db, appointment.Mails{SiteURL: "https://www.nivaas.example",
		InfoEmail: "hello@nivaas.example", Brand: "Nivaas Interiors", Phone: "+91 98765 00000", Now: d.Now}, d.Now)
}

// bookingEnv is a handler with bookings on, every place holding capacity meetings at once, and more wired.
func bookingEnv(t *testing.T, db store, capacity int, more ...func(*wiring)) *env {
	t.Helper()
	a, err := db.Availability(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for i := range a.Places {
		a.Places[i].Capacity = capacity
	}
	if err := db.SaveAvailability(context.Background(), a, nil, time.Now()); err != nil {
		t.Fatal(err)
	}
	e := newEnvOn(t, db, func(d *wiring) {
		d.RateLimitPerMinute = 0
		withAppointments(d)
		for _, f := range more {
			f(d)
		}
	})
	return e
}

// newLeadToken stores a lead through the API and returns its booking token.
func (e *env) newLeadToken(t *testing.T, email string) string {
	t.Helper()
	body := strings.Replace(validLead, "asha@example.in", email, 1)
	res := e.call(t, "POST", "/api/leads", "application/json", body, "198.51.100.7:40000", nil)
	m := decodeBody(t, res)
	tok, _ := m["bookingToken"].(string)
	if res.StatusCode != 201 || tok == "" {
		t.Fatalf("lead: %d %v", res.StatusCode, m)
	}
	return tok
}

func (e *env) firstSlot(t *testing.T, place string) string {
	t.Helper()
	res := e.call(t, "GET", "/api/appointments/slots?place="+place, "", "", "198.51.100.7:40000", nil)
	var out struct{ Slots []appointment.Slot }
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || res.StatusCode != 200 || len(out.Slots) == 0 {
		t.Fatalf("slots: %d %v %+v", res.StatusCode, err, out)
	}
	return out.Slots[0].Start.Format(time.RFC3339)
}

func TestAppointmentBookRescheduleCancel(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := bookingEnv(t, open(t), 1)
		places := decodeBody(t, e.call(t, "GET", "/api/appointments/places", "", "", "198.51.100.7:40000", nil))
		if list, _ := places["places"].([]any); len(list) != 25 {
			t.Fatalf("places: %v", places)
		}
		slot := e.firstSlot(t, "centre-pune")
		// Saturday 16:00 + 3 h notice is past closing; Sunday is closed: Monday 09:30 India time.
		if slot != "2026-11-16T04:00:00Z" {
			t.Fatalf("first slot %s, want Monday 09:30 India time", slot)
		}
		tok := e.newLeadToken(t, "asha@example.in")
		res := e.postJSON(t, "/api/appointments", map[string]string{"bookingToken": tok, "placeId": "centre-pune", "start": slot})
		booked := decodeBody(t, res)
		if res.StatusCode != 201 || booked["emailed"] != true || booked["location"] == "" {
			t.Fatalf("book: %d %v", res.StatusCode, booked)
		}
		manage := booked["manageUrl"].(string)
		linkTok := strings.TrimPrefix(manage, "/appointment?t=")
		// The slot is full now: a second visitor no longer sees it, and booking it is 409 with the one sentence.
		if next := e.firstSlot(t, "centre-pune"); next == slot {
			t.Fatal("a full slot is still listed")
		}
		other := e.newLeadToken(t, "ravi@example.in")
		res = e.postJSON(t, "/api/appointments", map[string]string{"bookingToken": other, "placeId": "centre-pune", "start": slot})
		if body, _ := io.ReadAll(res.Body); res.StatusCode != 409 || string(body) != `{"error":"That time was just taken — please pick another."}`+"\n" {
			t.Fatalf("full slot: %d %s", res.StatusCode, body)
		}
		// The invitation downloads and parses at the right India time.
		res = e.call(t, "GET", booked["inviteUrl"].(string), "", "", "198.51.100.7:40000", nil)
		cal, err := ical.NewDecoder(res.Body).Decode()
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("invite: %d %v", res.StatusCode, err)
		}
		start, err := cal.Events()[0].DateTimeStart(nil)
		if err != nil || start.Format("2006-01-02 15:04 MST") != "2026-11-16 09:30 IST" {
			t.Fatalf("DTSTART = %v, %v", start, err)
		}
		uid, _ := cal.Events()[0].Props.Text(ical.PropUID)
		// Reschedule by link to the next hour: the first slot is free again.
		moved := e.postJSON(t, "/api/appointments/by-link/"+linkTok+"/reschedule", map[string]string{"placeId": "centre-pune", "start": "2026-11-16T05:00:00Z"})
		if m := decodeBody(t, moved); moved.StatusCode != 200 || m["start"] != "2026-11-16T05:00:00Z" {
			t.Fatalf("reschedule: %d %v", moved.StatusCode, m)
		}
		if e.firstSlot(t, "centre-pune") != slot {
			t.Fatal("the time left by the reschedule is not free")
		}
		res = e.call(t, "GET", booked["inviteUrl"].(string), "", "", "198.51.100.7:40000", nil)
		cal2, _ := ical.NewDecoder(res.Body).Decode()
		if uid2, _ := cal2.Events()[0].Props.Text(ical.PropUID); uid2 != uid {
			t.Fatalf("UID changed across the reschedule: %s → %s", uid, uid2)
		}
		// Cancel by link frees the place at once, and the link stops working.
		res = e.postJSON(t, "/api/appointments/by-link/"+linkTok+"/cancel", map[string]string{})
		cancelled := decodeBody(t, res)
		again, _ := cancelled["bookAgainToken"].(string)
		if res.StatusCode != 200 || cancelled["status"] != "cancelled" || again == "" {
			t.Fatalf("cancel: %d %v", res.StatusCode, cancelled)
		}
		res = e.postJSON(t, "/api/appointments", map[string]string{"bookingToken": other, "placeId": "centre-pune", "start": "2026-11-16T05:00:00Z"})
		if res.StatusCode != 201 {
			t.Fatalf("booking the cancelled time: %d %v", res.StatusCode, decodeBody(t, res))
		}
		res = e.call(t, "GET", "/api/appointments/by-link/"+linkTok, "", "", "198.51.100.7:40000", nil)
		if m := decodeBody(t, res); res.StatusCode != 404 || m["error"] != appointment.C.Messages.LinkInvalid {
			t.Fatalf("a cancelled booking's link: %d %v", res.StatusCode, m)
		}
		// The cancellation is not a dead end (issue 41 item 15): its answer books another time for the same lead, once.
		res = e.postJSON(t, "/api/appointments", map[string]string{"bookingToken": again, "placeId": "centre-pune", "start": slot})
		if m := decodeBody(t, res); res.StatusCode != 201 || m["status"] != "booked" {
			t.Fatalf("booking again after cancelling: %d %v", res.StatusCode, m)
		}
		res = e.postJSON(t, "/api/appointments", map[string]string{"bookingToken": again, "placeId": "centre-pune", "start": "2026-11-16T06:00:00Z"})
		if m := decodeBody(t, res); res.StatusCode != 409 || m["error"] != appointment.C.Messages.AlreadyBooked {
			t.Fatalf("a second booking with the same token: %d %v", res.StatusCode, m)
		}
	})
}

// TestAppointmentRaceOverHTTP: fifty visitors book the same slot with two places at once; two get it.
func TestAppointmentRaceOverHTTP(t *testing.T) {
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := bookingEnv(t, open(t), 2)
		slot := e.firstSlot(t, "video")
		const racers = 50
		tokens := make([]string, racers)
		for i := range tokens {
			tokens[i] = e.newLeadToken(t, fmt.Sprintf("v%d@example.in", i))
		}
		var wg sync.WaitGroup
		codes := make([]int, racers)
		bodies := make([]string, racers)
		gate := make(chan struct{})
		for i := range racers {
			wg.Go(func() {
				<-gate
				b, _ := json.Marshal(map[string]string{"bookingToken": tokens[i], "placeId": "video", "start": slot})
				res := e.call(t, "POST", "/api/appointments", "application/json", string(b), "198.51.100.7:40000", nil)
				body, _ := io.ReadAll(res.Body)
				codes[i], bodies[i] = res.StatusCode, string(body)
			})
		}
		close(gate)
		wg.Wait()
		created, taken := 0, 0
		for i, c := range codes {
			switch {
			case c == 201:
				created++
			case c == 409 && bodies[i] == `{"error":"That time was just taken — please pick another."}`+"\n":
				taken++
			default:
				t.Errorf("racer %d: %d %s", i, c, bodies[i])
			}
		}
		if created != 2 || taken != racers-2 {
			t.Fatalf("%d booked, %d told the time was taken; want 2 and %d", created, taken, racers-2)
		}
	})
}

func TestAppointmentHostileInputs(t *testing.T) {
	e := bookingEnv(t, storetest.OpenSQLite(t), 1)
	tok := e.newLeadToken(t, "asha@example.in")
	slot := e.firstSlot(t, "centre-pune")
	book := func(fields string) string { return `{"bookingToken":"` + tok + `",` + fields + `}` }
	for _, tc := range []struct {
		name, method, target, contentType, body string
		status                                  int
	}{
		{"slots of no place", "GET", "/api/appointments/slots", "", "", 400},
		{"slots of an unknown place", "GET", "/api/appointments/slots?place=centre-atlantis", "", "", 400},
		{"slots of a huge place name", "GET", "/api/appointments/slots?place=" + strings.Repeat("x", 5000), "", "", 400},
		{"book: not JSON", "POST", "/api/appointments", "text/plain", "bookingToken=x", 415},
		{"book: empty body", "POST", "/api/appointments", "application/json", "", 400},
		{"book: array", "POST", "/api/appointments", "application/json", "[]", 400},
		{"book: unknown field", "POST", "/api/appointments", "application/json", book(`"placeId":"centre-pune","start":"` + slot + `","leadId":1`), 400},
		{"book: number as start", "POST", "/api/appointments", "application/json", book(`"placeId":"centre-pune","start":5`), 400},
		{"book: start not a time", "POST", "/api/appointments", "application/json", book(`"placeId":"centre-pune","start":"tomorrow"`), 400},
		{"book: start off the grid", "POST", "/api/appointments", "application/json", book(`"placeId":"centre-pune","start":"2026-11-16T04:10:00Z"`), 400},
		{"book: start in the past", "POST", "/api/appointments", "application/json", book(`"placeId":"centre-pune","start":"2026-11-13T04:00:00Z"`), 400},
		{"book: beyond the horizon", "POST", "/api/appointments", "application/json", book(`"placeId":"centre-pune","start":"2027-01-04T04:00:00Z"`), 400},
		{"book: on a Sunday", "POST", "/api/appointments", "application/json", book(`"placeId":"centre-pune","start":"2026-11-15T04:00:00Z"`), 400},
		{"book: unknown place", "POST", "/api/appointments", "application/json", book(`"placeId":"../../etc","start":"` + slot + `"`), 400},
		{"book: forged token", "POST", "/api/appointments", "application/json", `{"bookingToken":"1.99999999999.AAAA","placeId":"centre-pune","start":"` + slot + `"}`, 404},
		{"book: token of another lead", "POST", "/api/appointments", "application/json", `{"bookingToken":"` + strings.Replace(tok, "1.", "2.", 1) + `","placeId":"centre-pune","start":"` + slot + `"}`, 404},
		{"book: huge token", "POST", "/api/appointments", "application/json", `{"bookingToken":"` + strings.Repeat("a", 10000) + `","placeId":"centre-pune","start":"` + slot + `"}`, 404},
		{"book: body over the limit", "POST", "/api/appointments", "application/json", `{"bookingToken":"` + strings.Repeat("a", 20000) + `"}`, 413},
		{"book: GET", "GET", "/api/appointments", "", "", 405},
		{"manage: forged link", "GET", "/api/appointments/by-link/1.AAAAAAAAAAAAAAAAAAAAAAAA", "", "", 404},
		{"manage: not a link", "GET", "/api/appointments/by-link/%00%27%22", "", "", 404},
		{"cancel: forged link", "POST", "/api/appointments/by-link/1.AAAA/cancel", "application/json", "{}", 404},
		{"cancel: body with fields", "POST", "/api/appointments/by-link/1.AAAA/cancel", "application/json", `{"id":1}`, 400},
		{"reschedule: forged link", "POST", "/api/appointments/by-link/9.AAAA/reschedule", "application/json", `{"placeId":"video","start":"` + slot + `"}`, 404},
		{"invite: forged link", "GET", "/api/appointments/by-link/9.AAAA/invite.ics", "", "", 404},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := e.call(t, tc.method, tc.target, tc.contentType, tc.body, "198.51.100.7:40000", nil)
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != tc.status {
				t.Fatalf("status %d, want %d: %s", res.StatusCode, tc.status, body)
			}
			var m struct {
				Error  string            `json:"error"`
				Fields map[string]string `json:"fields"`
			}
			if err := json.NewDecoder(bytes.NewReader(body)).Decode(&m); err != nil {
				t.Fatalf("not one JSON error body: %s", body)
			}
			if r := unreadable(m.Error, m.Fields); r != "" {
				t.Errorf("error %q: %s", m.Error, r)
			}
		})
	}
	if leads, _, _, _ := e.stored(t); leads != 1 {
		t.Errorf("%d leads stored", leads)
	}
	if bs, err := e.db.Bookings(context.Background(), e.clock.Now().AddDate(0, -1, 0), e.clock.Now().AddDate(0, 2, 0)); err != nil || len(bs) != 0 {
		t.Errorf("hostile requests booked %d times (%v)", len(bs), err)
	}
}

package httpapi

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
)

// TestAppointmentOneComingPerLeadConcurrent: one lead's booking link sent forty times at once, each for a
// different place or time, over real HTTP, books once; the other 39 are told a time is already booked.
func TestAppointmentOneComingPerLeadConcurrent(t *testing.T) {
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		e := bookingEnv(t, open(t), 5)
		srv := httptest.NewServer(e.h)
		t.Cleanup(srv.Close)
		tok := e.newLeadToken(t, "asha@example.in")
		a, err := e.db.Availability(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		// Forty distinct (place, start) pairs: the first two slots of twenty places, so no two wait on one place's lock.
		type choice struct{ place, start string }
		var choices []choice
		for _, p := range a.Places {
			if len(choices) == 40 {
				break
			}
			res := e.call(t, "GET", "/api/appointments/slots?place="+p.ID, "", "", "198.51.100.7:40000", nil)
			var out struct{ Slots []appointment.Slot }
			if err := json.NewDecoder(res.Body).Decode(&out); err != nil || len(out.Slots) < 2 {
				continue
			}
			for _, s := range out.Slots[:2] {
				choices = append(choices, choice{p.ID, s.Start.Format(time.RFC3339)})
			}
		}
		if len(choices) != 40 {
			t.Fatalf("only %d places and times to book", len(choices))
		}
		var wg sync.WaitGroup
		codes, bodies := make([]int, len(choices)), make([]string, len(choices))
		gate := make(chan struct{})
		for i, c := range choices {
			wg.Go(func() {
				b, _ := json.Marshal(map[string]string{"bookingToken": tok, "placeId": c.place, "start": c.start})
				<-gate
				res, err := http.Post(srv.URL+"/api/appointments", "application/json", strings.NewReader(string(b)))
				if err != nil {
					t.Errorf("request %d: %v", i, err)
					return
				}
				body, _ := io.ReadAll(res.Body)
				res.Body.Close()
				codes[i], bodies[i] = res.StatusCode, string(body)
			})
		}
		close(gate)
		wg.Wait()
		booked, refused := 0, 0
		already, _ := json.Marshal(map[string]string{"error": appointment.C.Messages.AlreadyBooked})
		for i, c := range codes {
			switch {
			case c == 201:
				booked++
			case c == 409 && bodies[i] == string(already)+"\n":
				refused++
			default:
				t.Errorf("request %d: %d %s", i, c, bodies[i])
			}
		}
		now := e.clock.Now()
		bs, err := e.db.Bookings(context.Background(), now.AddDate(0, -1, 0), now.AddDate(0, 2, 0))
		if err != nil {
			t.Fatal(err)
		}
		held := 0
		for _, b := range bs {
			if b.Status == appointment.StatusBooked {
				held++
			}
		}
		if booked != 1 || refused != 39 || held != 1 {
			t.Fatalf("one lead's link at 40 at once: %d booked, %d refused as already booked, %d bookings held; want 1, 39, 1", booked, refused, held)
		}
	})
}

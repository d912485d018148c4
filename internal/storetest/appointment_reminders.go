package storetest

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// testAppointmentReminders: on a controlled clock, the day-before reminder goes at 09:00 India time and
// the second two hours before, each once; a booking moved gets its reminders again for the new time.
func testAppointmentReminders(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	var mu sync.Mutex
	now := apptNow // Monday 10:00 India time
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	set := func(t time.Time) { mu.Lock(); defer mu.Unlock(); now = t }
	mails := appointment.Mails{SiteURL: "https://www.nivaas.example", InfoEmail: "hello@nivaas.example", Brand: "Nivaas", Phone: "+91 80 4718 2200", Now: clock}
	svc := appointment.NewService(s, mails, clock)
	lead := apptLeads(t, s, 1)[0]
	tok, _ := svc.LeadToken(ctx, lead, apptNow)
	wed := time.Date(2026, 11, 25, 11, 30, 0, 0, appointment.India)
	booked, err := svc.BookForLead(ctx, tok, "centre-pune", wed, consent.Seen{})
	if err != nil {
		t.Fatal(err)
	}
	step := func(at time.Time, want int) {
		t.Helper()
		set(at)
		n, err := svc.SendReminders(ctx)
		if err != nil || n != want {
			t.Fatalf("at %v: %d reminders sent (%v), want %d", at.In(appointment.India), n, err, want)
		}
	}
	in := func(day, hour, minute int) time.Time {
		return time.Date(2026, 11, day, hour, minute, 0, 0, appointment.India)
	}
	step(in(24, 8, 59), 0)
	step(in(24, 9, 0), 1) // the day before at 09:00
	step(in(24, 9, 1), 0) // once

	// A second visitor books on Tuesday 10:00 (after that day's 09:00) for Wednesday 10:30.
	set(in(24, 10, 0))
	lead2 := apptLeads(t, s, 1)[0]
	tok2, _ := svc.LeadToken(ctx, lead2, in(24, 10, 0))
	second, err := svc.BookForLead(ctx, tok2, "centre-pune", in(25, 10, 30), consent.Seen{})
	if err != nil {
		t.Fatal(err)
	}
	// Tuesday's 09:00 had passed when it was booked: no day-before reminder, only the two-hour one.
	step(in(25, 8, 29), 0)
	step(in(25, 8, 30), 1)
	// Moved on Wednesday 08:40 to Thursday 15:30: its reminders come again for the new time.
	set(in(25, 8, 40))
	if _, err := svc.Reschedule(ctx, second.ManageToken, "centre-pune", in(26, 15, 30)); err != nil {
		t.Fatal(err)
	}
	step(in(25, 9, 0), 1)  // the moved one's day before
	step(in(25, 9, 29), 0) // the first one's two hours: not yet
	step(in(25, 9, 30), 1) // two hours before the first one
	step(in(25, 9, 45), 0)
	step(in(25, 11, 30), 0) // the first has begun: nothing more for it
	step(in(26, 13, 30), 1) // two hours before the moved one

	m := mails.Reminder(booked.Booking, appointment.Default().Places[2], appointment.Links{Manage: booked.ManageToken, Withdraw: "booking.1.2.sig"})
	if m == nil || !strings.Contains(m.Calendar, "METHOD:REQUEST") || !strings.Contains(m.Text, "/appointment?t=") ||
		!strings.Contains(m.Text, consent.MailLine+" https://www.nivaas.example/forms/consent?t=booking.1.2.sig") {
		t.Fatalf("reminder mail = %+v", m)
	}
}

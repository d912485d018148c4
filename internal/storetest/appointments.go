package storetest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// apptNow is a Monday 10:00 in India; the next morning's 11:00 slot is bookable.
var apptNow = time.Date(2026, 11, 23, 10, 0, 0, 0, appointment.India)

func apptLeads(t *testing.T, s *sqlstore.Store, n int) []int64 {
	t.Helper()
	ids := make([]int64, n)
	for i := range ids {
		l := lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: "Visitor", Mobile: "9876543210", Email: str("v@example.com"),
			Role: lead.Role, CreatedAt: apptNow.Add(-time.Minute)}
		if err := s.CreateLead(context.Background(), &l, nil, nil); err != nil {
			t.Fatal(err)
		}
		ids[i] = l.ID
	}
	return ids
}

// apptService books on s at the fixed clock, with the default availability changed by edit.
func apptService(t *testing.T, s *sqlstore.Store, edit func(*appointment.Availability)) *appointment.Service {
	t.Helper()
	ctx := context.Background()
	a, err := s.Availability(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(&a)
		if err := s.SaveAvailability(ctx, a, nil, apptNow); err != nil {
			t.Fatal(err)
		}
	}
	return appointment.NewService(s, nil, func() time.Time { return apptNow })
}

func testAppointmentAvailability(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	a, err := s.Availability(ctx)
	if err != nil {
		t.Fatal(err)
	}
	pune, ok := a.Place("centre-pune")
	if !ok || pune.Address == "" || pune.Week[time.Monday].Opens != "09:30" || pune.Week[time.Sunday].Opens != "" || a.Version != 1 {
		t.Fatalf("default availability: Pune centre = %+v (found %v), version %d", pune, ok, a.Version)
	}
	key1, err := s.SigningKey(ctx)
	if err != nil || len(key1) != 32 {
		t.Fatalf("SigningKey = %x, %v", key1, err)
	}
	a.MinNoticeMinutes = 60
	if err := s.SaveAvailability(ctx, a, nil, apptNow); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveAvailability(ctx, a, nil, apptNow); !errors.Is(err, appointment.ErrStale) {
		t.Fatalf("saving at an old version = %v, want the stale sentence", err)
	}
	got, err := s.Availability(ctx)
	if err != nil || got.MinNoticeMinutes != 60 || got.Version != 2 {
		t.Fatalf("saved availability = notice %d, version %d, %v", got.MinNoticeMinutes, got.Version, err)
	}
	if key2, _ := s.SigningKey(ctx); string(key2) != string(key1) {
		t.Fatal("the signing key changed when the availability was saved")
	}
}

func testAppointmentBooking(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc := apptService(t, s, func(a *appointment.Availability) {
		for i := range a.Places {
			a.Places[i].Capacity = 1
		}
	})
	leads := apptLeads(t, s, 2)
	_, slots, err := svc.Slots(ctx, "centre-pune")
	if err != nil || len(slots) == 0 {
		t.Fatalf("Slots = %d, %v", len(slots), err)
	}
	// 10:00 now + 3 h notice: the first slot is 13:30 today India time.
	if first := slots[0].Start.In(appointment.India); first.Hour() != 13 || first.Minute() != 30 || first.Day() != 23 {
		t.Fatalf("first slot at %v, want 13:30 on the 23rd India time", first)
	}
	slot := slots[1].Start
	token, err := svc.LeadToken(ctx, leads[0], apptNow)
	if err != nil {
		t.Fatal(err)
	}
	booked, err := svc.BookForLead(ctx, token, "centre-pune", slot, consent.Seen{})
	if err != nil {
		t.Fatal(err)
	}
	b := booked.Booking
	if b.ID == 0 || b.Version != 1 || b.Status != appointment.StatusBooked || !b.Start.Equal(slot) || b.End.Sub(b.Start) != time.Hour {
		t.Fatalf("booked %+v", b)
	}
	if _, again := svc.BookForLead(ctx, token, "centre-pune", slots[2].Start, consent.Seen{}); !errors.Is(again, appointment.ErrAlreadyBooked) {
		t.Fatalf("a second booking for the same lead = %v, want already booked", again)
	}
	other, _ := svc.LeadToken(ctx, leads[1], apptNow)
	if _, err := svc.BookForLead(ctx, other, "centre-pune", slot, consent.Seen{}); !errors.Is(err, appointment.ErrSlotTaken) {
		t.Fatalf("booking a full slot = %v, want taken", err)
	}
	if _, after, _ := svc.Slots(ctx, "centre-pune"); len(after) != len(slots)-1 || after[1].Start.Equal(slot) {
		t.Fatalf("the full slot is still offered: %d slots before, %d after", len(slots), len(after))
	}
	if _, err := svc.BookForLead(ctx, other, "centre-pune", slot.Add(15*time.Minute), consent.Seen{}); !errors.Is(err, appointment.ErrSlotNotOffered) {
		t.Fatalf("booking off the slot grid = %v, want not offered", err)
	}
	// The lead moved to "site visit booked", with a timeline line.
	d, err := lead.NewService(s, nil).Detail(ctx, leads[0])
	if err != nil || d.Lead.Status != "site_visit_booked" || d.Lead.Version != 2 {
		t.Fatalf("lead after booking: %+v, %v", d, err)
	}
	// Reschedule by link: the UID stays, the sequence grows, the old time is free again.
	moved, err := svc.Reschedule(ctx, booked.ManageToken, "centre-pune", slots[3].Start)
	if err != nil {
		t.Fatal(err)
	}
	if moved.Booking.UID != b.UID || moved.Booking.Sequence != 1 || moved.Booking.Version != 2 || moved.ManageToken != booked.ManageToken {
		t.Fatalf("moved %+v", moved.Booking)
	}
	if _, err := svc.BookForLead(ctx, other, "centre-pune", slot, consent.Seen{}); err != nil {
		t.Fatalf("the time left by a reschedule is not free: %v", err)
	}
	// Cancel by link frees the place at once; the link then stops working.
	if _, err := svc.CancelByLink(ctx, booked.ManageToken); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.CancelByLink(ctx, booked.ManageToken); !errors.Is(err, appointment.ErrLinkInvalid) {
		t.Fatalf("a cancelled booking's link = %v, want invalid", err)
	}
	if _, after, _ := svc.Slots(ctx, "centre-pune"); len(after) != len(slots)-1 {
		t.Fatalf("after cancelling one of two bookings, %d of %d slots are offered", len(after), len(slots))
	}
	if _, err := svc.Managed(ctx, booked.ManageToken+"x"); !errors.Is(err, appointment.ErrLinkInvalid) {
		t.Fatalf("a forged link = %v, want invalid", err)
	}
	hist, err := s.History(ctx, b.ID)
	if err != nil || len(hist) != 3 {
		t.Fatalf("history = %+v, %v; want booked, moved, cancelled", hist, err)
	}
	list, err := s.Bookings(ctx, apptNow, apptNow.Add(48*time.Hour))
	if err != nil || len(list) != 2 || list[0].Name != "Visitor" {
		t.Fatalf("Bookings = %+v, %v", list, err)
	}
	// Staff move at a stale version is refused.
	if _, err := svc.Move(ctx, staff.Actor{}, list[0].ID, list[0].Version+5, "centre-pune", slots[4].Start); fault.Code(err) != fault.ECONFLICT {
		t.Fatalf("a stale staff move = %v", err)
	}
}

// testAppointmentRace: fifty visitors race for a slot with two places; exactly two get it.
func testAppointmentRace(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc := apptService(t, s, func(a *appointment.Availability) {
		for i := range a.Places {
			a.Places[i].Capacity = 2
		}
	})
	const racers = 50
	leads := apptLeads(t, s, racers)
	_, slots, err := svc.Slots(ctx, "video")
	if err != nil || len(slots) == 0 {
		t.Fatal(err)
	}
	slot := slots[0].Start
	tokens := make([]string, racers)
	for i, id := range leads {
		tokens[i], _ = svc.LeadToken(ctx, id, apptNow)
	}
	var wg sync.WaitGroup
	start := make(chan struct{})
	errs := make([]error, racers)
	for i := range racers {
		wg.Go(func() {
			<-start
			_, errs[i] = svc.BookForLead(ctx, tokens[i], "video", slot, consent.Seen{})
		})
	}
	close(start)
	wg.Wait()
	won, taken := 0, 0
	for _, err := range errs {
		switch {
		case err == nil:
			won++
		case errors.Is(err, appointment.ErrSlotTaken):
			taken++
		default:
			t.Errorf("racer failed otherwise: %v", err)
		}
	}
	if won != 2 || taken != racers-2 {
		t.Fatalf("%d booked and %d told the time was taken, want 2 and %d", won, taken, racers-2)
	}
	spans, err := s.Taken(ctx, "video", slot, slot.Add(time.Hour))
	if err != nil || len(spans) != 1 || spans[0].Count != 2 {
		t.Fatalf("stored bookings at the slot = %+v, %v", spans, err)
	}
}

// testAppointmentDesigner: a booking is given to an active account (in its history and that person's feed),
// never to a disabled one, and at a stale version not at all.
func testAppointmentDesigner(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc := apptService(t, s, nil)
	designer := newAccount(t, s, "designer@example.com", staff.Editor)
	gone := newAccount(t, s, "gone@example.com", staff.Sales)
	gone.Disabled = true
	if err := s.UpdateAccount(ctx, gone, nil); err != nil {
		t.Fatal(err)
	}
	list, err := svc.Designers(ctx)
	if err != nil || len(list) != 1 || list[0].ID != designer.ID || list[0].Name != "Asha Rao" {
		t.Fatalf("designers: %v %+v", err, list)
	}
	lead := apptLeads(t, s, 1)[0]
	start := time.Date(2026, 11, 24, 11, 30, 0, 0, appointment.India)
	b, err := svc.BookForCaller(ctx, staff.CommandLine, lead, "centre-pune", start, consent.Reading{NoticeRead: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.AssignDesigner(ctx, staff.CommandLine, b.Booking.ID, b.Booking.Version, gone.ID); fault.Code(err) != fault.EINVALID {
		t.Fatalf("a disabled designer: %v", err)
	}
	// The store refuses a disabled account too, should it be disabled between the check and the write.
	w := &appointment.Write{Booking: b.Booking, Now: apptNow, Event: "x"}
	w.Booking.StaffID = gone.ID
	if err := s.Assign(ctx, w); !errors.Is(err, appointment.ErrNoDesigner) {
		t.Fatalf("store assigned a disabled account: %v", err)
	}
	got, err := svc.AssignDesigner(ctx, staff.CommandLine, b.Booking.ID, b.Booking.Version, designer.ID)
	if err != nil || got.StaffID != designer.ID || got.Version != b.Booking.Version+1 {
		t.Fatalf("assign: %v %+v", err, got)
	}
	if again, err := svc.AssignDesigner(ctx, staff.CommandLine, b.Booking.ID, got.Version, designer.ID); err != nil || again.Version != got.Version {
		t.Fatalf("the same designer again changed the booking: %v %+v", err, again)
	}
	if _, err := svc.AssignDesigner(ctx, staff.CommandLine, b.Booking.ID, b.Booking.Version, 0); !errors.Is(err, appointment.ErrStale) {
		t.Fatalf("stale assign: %v", err)
	}
	mine, err := s.StaffBookings(ctx, designer.ID, false, apptNow, apptNow.AddDate(0, 0, 14))
	if err != nil || len(mine) != 1 || mine[0].StaffID != designer.ID {
		t.Fatalf("designer's feed bookings: %v %+v", err, mine)
	}
	hist, err := s.History(ctx, b.Booking.ID)
	if err != nil || len(hist) != 2 || hist[1].Text != "Designer: Asha Rao." {
		t.Fatalf("history: %v %+v", err, hist)
	}
}

package whatsapp_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

// TestBookingConfirmationAndReminders, on both engines and a controlled clock: a visitor who gave no e-mail
// but ticked WhatsApp books a consultation and the Cloud API receives one confirmation template carrying the
// booking's link to move or cancel it, then the day-before reminder at 09:00 India time and the two-hour one,
// each once; a visitor who did not tick WhatsApp gets none.
func TestBookingConfirmationAndReminders(t *testing.T) {
	storetest.Engines(t, func(t *testing.T, s *sqlstore.Store) {
		f := newFixture(t, s)
		ctx := context.Background()
		f.clock.t = time.Date(2026, 11, 23, 10, 0, 0, 0, appointment.India) // Monday
		f.mapAll()
		svc := appointment.NewService(s, appointment.Mails{SiteURL: "https://www.nivaas.example", InfoEmail: "hello@nivaas.example",
			Brand: "Nivaas", Phone: "+91 80 4718 2200", Now: f.clock.Now}, f.clock.Now)
		svc.UseMessenger(whatsapp.Bookings{Cache: f.cache, SiteURL: "https://www.nivaas.example"})
		book := func(leadID int64, at time.Time) appointment.Booked {
			t.Helper()
			tok, err := svc.LeadToken(ctx, leadID, f.clock.Now())
			if err != nil {
				t.Fatal(err)
			}
			b, err := svc.BookForLead(ctx, tok, "centre-pune", at, consent.Seen{})
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		asha := f.formLead("Asha Kulkarni", "98220 11223", true)
		wed := time.Date(2026, 11, 25, 11, 30, 0, 0, appointment.India)
		booked := book(asha, wed)
		link := appointment.ManageURL("https://www.nivaas.example", booked.ManageToken)
		ravi := f.formLead("Ravi Patil", "98220 44556", false) // no WhatsApp tick: no WhatsApp message at all
		book(ravi, wed.Add(time.Hour))
		if booked.Emailed {
			t.Fatal("a visitor without an e-mail was mailed")
		}
		f.worker.RunOnce(ctx)
		took := f.api.took()
		if len(took) != 1 || took[0].To != "919822011223" || took[0].Template == nil || took[0].Template.Name != "nivaas_booking_confirmation" {
			t.Fatalf("the Cloud API took %+v, want Asha's confirmation alone", took)
		}
		if p := took[0].params(); len(p) != 4 || p[0] != "Asha" || p[1] != appointment.When(booked.Booking) || p[3] != link {
			t.Fatalf("the confirmation's parameters: %q (link %s)", p, link)
		}
		// Its parameters (the link among them) are not kept once sent; the conversation shows the time and place.
		m := f.messages(asha)
		if len(m) != 1 || len(m[0].Params) != 0 || m[0].Text != "Booking confirmation: "+appointment.When(booked.Booking)+", "+booked.Place.Name+"." {
			t.Fatalf("the conversation: %+v", m)
		}
		events, _ := s.LeadEvents(ctx, asha)
		if !slices.ContainsFunc(events, func(e lead.Event) bool { return e.Kind == lead.EventWhatsapp && e.Text == "WhatsApp sent: "+m[0].Text }) {
			t.Fatalf("no timeline line for the confirmation: %+v", events)
		}

		remind := func(at time.Time) {
			t.Helper()
			f.clock.t = at
			if _, err := svc.SendReminders(ctx); err != nil {
				t.Fatal(err)
			}
			f.worker.RunOnce(ctx)
		}
		remind(time.Date(2026, 11, 24, 8, 59, 0, 0, appointment.India))
		remind(time.Date(2026, 11, 24, 9, 0, 0, 0, appointment.India))
		remind(time.Date(2026, 11, 24, 9, 1, 0, 0, appointment.India))
		remind(time.Date(2026, 11, 25, 9, 30, 0, 0, appointment.India))
		remind(time.Date(2026, 11, 25, 9, 31, 0, 0, appointment.India))
		var names []string
		for _, s := range f.api.took() {
			names = append(names, s.Template.Name)
			if s.To != "919822011223" || s.params()[3] != link {
				t.Fatalf("a reminder went to %s with %q", s.To, s.params())
			}
		}
		if !slices.Equal(names, []string{"nivaas_booking_confirmation", "nivaas_reminder_day_before", "nivaas_reminder_two_hours"}) {
			t.Fatalf("templates sent: %v", names)
		}
	})
}

// TestLeadAcknowledgement, on both engines: with the template mapped, a form's lead that ticked WhatsApp is
// thanked on WhatsApp from its own transaction; one that did not, or a site without the Cloud API, queues nothing.
func TestLeadAcknowledgement(t *testing.T) {
	storetest.Engines(t, func(t *testing.T, s *sqlstore.Store) {
		f := newFixture(t, s)
		ctx := context.Background()
		f.mapAll()
		s.SetLeadWhatsApp(f.cache.LeadAcknowledgement)
		ticked := f.formLead("Farah Khan", "9833344455", true)
		unticked := f.formLead("Joseph D'Souza", "9833366677", false)
		if m := f.messages(ticked); len(m) != 1 || m[0].Kind != whatsapp.LeadAcknowledgement || m[0].Status != whatsapp.StatusQueued {
			t.Fatalf("the ticked lead's messages: %+v", m)
		}
		if m := f.messages(unticked); len(m) != 0 {
			t.Fatalf("the unticked lead's messages: %+v", m)
		}
		f.worker.RunOnce(ctx)
		if took := f.api.took(); len(took) != 1 || took[0].To != "919833344455" || !slices.Equal(took[0].params(), []string{"Farah"}) {
			t.Fatalf("the Cloud API took %+v", took)
		}
		off := whatsapp.NewCache(s, false)
		if err := off.Refresh(ctx); err != nil {
			t.Fatal(err)
		}
		l := lead.Enquiry{Name: "Off", Mobile: "9833300000", MobileDigits: contract.MobileKey("9833300000"),
			Consents: []consent.Record{{Purpose: consent.PurposeWhatsApp}}}
		if off.LeadAcknowledgement(l) != nil || f.cache.LeadAcknowledgement(l) == nil {
			t.Fatal("the acknowledgement ignores whether the site is configured")
		}
	})
}

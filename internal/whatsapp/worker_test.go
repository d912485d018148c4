package whatsapp_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

// TestWorkerSendsEachMessageOnce, on both engines: a reply goes to the Cloud API with the Bearer token, the
// customer's number and the row's reference; WhatsApp's id is recorded and the row is never sent again; a
// refusal that passes is retried after its backoff, one that cannot is failed for good with a sentence on the
// problems list, and the System page's state follows.
func TestWorkerSendsEachMessageOnce(t *testing.T) {
	storetest.Engines(t, func(t *testing.T, s *sqlstore.Store) {
		f := newFixture(t, s)
		ctx := context.Background()
		id := f.formLead("Nikhil Rao", "9900112233", false)
		f.write("919900112233", "Please send the quote")
		by := storetest.Account(t, s, staff.Account{Email: "sales1@example.com", Name: "Sunita", Role: staff.Sales})
		reply, err := f.svc.Send(ctx, staff.Actor{ID: by.ID, Email: by.Email}, id, whatsapp.Send{Text: ptr("Sending it today.")})
		if err != nil || reply.By == nil || reply.By.Name != "Sunita" {
			t.Fatalf("send: %+v %v", reply, err)
		}
		f.worker.RunOnce(ctx)
		took := f.api.took()
		if len(took) != 1 || took[0].To != "919900112233" || took[0].Type != "text" || took[0].Text.Body != "Sending it today." ||
			took[0].Ref != whatsapp.RefOf(reply.ID) {
			t.Fatalf("the Cloud API took %+v", took)
		}
		m := f.messages(id)
		if last := m[len(m)-1]; last.Status != whatsapp.StatusSent || last.WAMID != "wamid.HBgM1" {
			t.Fatalf("after sending: %+v", last)
		}
		f.clock.Add(time.Hour)
		f.worker.RunOnce(ctx)
		if len(f.api.took()) != 1 {
			t.Fatal("a message was sent twice")
		}
		h, _ := f.svc.Health(ctx)
		if !h.Connected {
			t.Fatalf("health after a send: %+v", h)
		}

		f.mapAll()
		f.api.failNext(503, `{"error":{"message":"Service temporarily unavailable","code":131016}}`)
		tpl, err := f.svc.Send(ctx, staff.Actor{ID: by.ID}, id, whatsapp.Send{Template: ptr(whatsapp.LeadAcknowledgement)})
		if err != nil {
			t.Fatal(err)
		}
		f.worker.RunOnce(ctx)
		if h, _ := f.svc.Health(ctx); h.Connected || h.LastError != "WhatsApp refused the message: Service temporarily unavailable (code 131016)." {
			t.Fatalf("health after a refusal: %+v", h)
		}
		f.worker.RunOnce(ctx) // before its backoff: nothing
		if len(f.api.took()) != 1 {
			t.Fatal("retried before the backoff")
		}
		f.clock.Add(time.Minute)
		f.worker.RunOnce(ctx)
		took = f.api.took()
		if len(took) != 2 || took[1].Type != "template" || took[1].Template.Name != "nivaas_lead_acknowledgement" || took[1].Template.Language.Code != "en" ||
			!slices.Equal(took[1].params(), []string{"Nikhil"}) || took[1].Ref != whatsapp.RefOf(tpl.ID) {
			t.Fatalf("the template as sent: %+v", took)
		}

		f.api.failNext(400, `{"error":{"message":"(#132001) Template name does not exist in the translation","type":"OAuthException","code":132001}}`)
		if _, err := f.svc.Send(ctx, staff.Actor{ID: by.ID}, id, whatsapp.Send{Template: ptr(whatsapp.FollowUp)}); err != nil {
			t.Fatal(err)
		}
		f.worker.RunOnce(ctx)
		problems, err := s.WhatsAppProblems(ctx, f.clock.Now().Add(-time.Hour), 10)
		if err != nil || len(problems) != 1 || problems[0].Status != whatsapp.StatusFailed ||
			problems[0].LastError != "WhatsApp refused the message: (#132001) Template name does not exist in the translation (code 132001)." {
			t.Fatalf("problems: %+v %v", problems, err)
		}
		f.clock.Add(time.Hour)
		f.worker.RunOnce(ctx)
		if len(f.api.took()) != 2 {
			t.Fatal("a failed message was sent again by itself")
		}
	})
}

// TestStatusesOnlyMoveForward, on both engines: ticks arriving out of order never take a message back
// (read stays read after a late "delivered"), a failure after delivery is passed over, and a tick naming
// the site's reference records a send whose answer was lost, so it is not sent again.
func TestStatusesOnlyMoveForward(t *testing.T) {
	storetest.Engines(t, func(t *testing.T, s *sqlstore.Store) {
		f := newFixture(t, s)
		ctx := context.Background()
		id := f.formLead("Ritu Jain", "9811111111", false)
		f.write("919811111111", "Hi")
		reply, err := f.svc.Send(ctx, staff.Actor{Address: "test"}, id, whatsapp.Send{Text: ptr("Hello Ritu")})
		if err != nil {
			t.Fatal(err)
		}
		f.worker.RunOnce(ctx)
		status := func() string {
			for _, m := range f.messages(id) {
				if m.ID == reply.ID {
					return m.Status
				}
			}
			return ""
		}
		ts := f.clock.Now().Unix()
		for _, step := range []struct{ tick, want string }{
			{"delivered", "delivered"}, {"sent", "delivered"}, {"read", "read"}, {"delivered", "read"}, {"failed", "read"}, {"sent", "read"},
		} {
			if err := f.deliver(webhook(nil, nil, []string{statusOf("wamid.HBgM1", step.tick, ts, whatsapp.RefOf(reply.ID))})); err != nil {
				t.Fatal(err)
			}
			if got := status(); got != step.want {
				t.Fatalf("after %q: %s, want %s", step.tick, got, step.want)
			}
		}

		// A send WhatsApp took whose answer never reached the store: its tick records it.
		lost, err := f.svc.Send(ctx, staff.Actor{Address: "test"}, id, whatsapp.Send{Text: ptr("Did this arrive?")})
		if err != nil {
			t.Fatal(err)
		}
		if err := f.deliver(webhook(nil, nil, []string{statusOf("wamid.LOST", "delivered", ts, whatsapp.RefOf(lost.ID))})); err != nil {
			t.Fatal(err)
		}
		f.worker.RunOnce(ctx)
		if len(f.api.took()) != 1 {
			t.Fatalf("a message WhatsApp had taken was sent again: %+v", f.api.took())
		}
		for _, m := range f.messages(id) {
			if m.ID == lost.ID && (m.Status != whatsapp.StatusDelivered || m.WAMID != "wamid.LOST") {
				t.Fatalf("the message the tick recorded: %+v", m)
			}
		}
		// A tick for a message that is not the site's changes nothing.
		if err := f.deliver(webhook(nil, nil, []string{statusOf("wamid.SOMEONE", "read", ts, "other-system-7")})); err != nil {
			t.Fatal(err)
		}
	})
}

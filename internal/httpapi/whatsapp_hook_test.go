package httpapi

import (
	"context"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/meta"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

// TestWhatsAppWebhookToTimeline, on both engines: forty deliveries of one customer's message, each its own
// body (as Meta sends a message again in another batch), posted at once with the app secret's real HMAC, are
// all answered 200 and make one message and one line on the lead's timeline, counted unread once; a wrong
// signature is refused and stores nothing.
func TestWhatsAppWebhookToTimeline(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		ctx := context.Background()
		_, cookie := a.signedIn(t, staff.Sales)
		id := a.lead(t, "Harish Rao", "98861 23456")
		bodyOf := func(entry int) string {
			return fmt.Sprintf(`{"object":"whatsapp_business_account","entry":[{"id":"%d","changes":[{"field":"messages","value":{
				"messaging_product":"whatsapp","contacts":[{"profile":{"name":"Harish"},"wa_id":"919886123456"}],
				"messages":[{"from":"919886123456","id":"wamid.HBgMOTE5ODg2","timestamp":"%d","type":"text","text":{"body":"Can we meet on Sunday?"}}]}}]}]}`,
				entry, a.clock.Now().Unix())
		}
		forged := bodyOf(0)
		if res := a.postHook(t, forged, "application/json", meta.Sign("guessed-secret", []byte(forged))); res.StatusCode != 403 {
			t.Fatalf("a forged delivery = %d, want 403", res.StatusCode)
		}
		if n := a.queued(t); n != 0 {
			t.Fatalf("a forged delivery left %d in the queue", n)
		}
		var wg sync.WaitGroup
		codes := make(chan int, 40)
		for i := range 40 {
			body := bodyOf(i + 1)
			wg.Go(func() {
				req := httptest.NewRequest("POST", testHookPath, strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set(meta.SignatureHeader, meta.Sign(testHookSecret, []byte(body)))
				req.RemoteAddr = "203.0.113.9:443"
				rec := httptest.NewRecorder()
				a.h.ServeHTTP(rec, req)
				codes <- rec.Code
			})
		}
		wg.Wait()
		close(codes)
		for c := range codes {
			if c != 200 {
				t.Fatalf("a delivery was answered %d", c)
			}
		}
		proc := &whatsapp.Processor{Store: a.store, Consents: consent.NewService(a.store, a.store, nil, a.clock.Now), Now: a.clock.Now}
		worker := inbound.NewWorker(a.store, map[string]inbound.Processor{inbound.SourceWhatsApp: proc},
			inbound.WorkerConfig{Now: a.clock.Now, Logger: slog.New(slog.DiscardHandler), BatchSize: 7})
		for worker.RunOnce(ctx) {
		}
		if n := a.queued(t); n != 0 {
			t.Fatalf("%d deliveries left unprocessed", n)
		}
		msgs := a.conversation(t, cookie, id)["messages"].([]any)
		if len(msgs) != 1 || msgs[0].(map[string]any)["text"] != "Can we meet on Sunday?" {
			t.Fatalf("the conversation: %v", msgs)
		}
		events, err := a.store.LeadEvents(ctx, id)
		if err != nil || len(events) != 1 || events[0].Text != "WhatsApp from the customer: Can we meet on Sunday?" {
			t.Fatalf("the timeline: %+v %v", events, err)
		}
		if l, p := a.unreadOf(t, cookie, id); l != 1 || p != 1 {
			t.Fatalf("unread %v, %v; want 1", l, p)
		}
	}, func(d *wiring) {
		d.MetaHooks = []MetaHook{{Path: testHookPath, Source: inbound.SourceWhatsApp, AppSecret: testHookSecret, VerifyToken: testHookToken}}
	})
}

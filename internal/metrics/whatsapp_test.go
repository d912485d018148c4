package metrics_test

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/metrics"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

// TestWhatsAppGauges, on both engines: the WhatsApp messages going out that wait and that failed for good, and
// the oldest waiting one's age, come from the database at each scrape, beside the mail outbox's.
func TestWhatsAppGauges(t *testing.T) {
	storetest.Engines(t, func(t *testing.T, db *sqlstore.Store) {
		ctx := context.Background()
		m := metrics.New(db, quiet)
		m.WatchWhatsApp(db.WhatsAppStats)
		queue := func(text string) {
			t.Helper()
			_, err := db.ReceiveWhatsApp(ctx, whatsapp.Inbound{Message: whatsapp.Message{Direction: whatsapp.In, Status: whatsapp.StatusReceived,
				Text: text, WAMID: "wamid." + text, At: time.Now().Add(-time.Minute)}, Key: "9876543210", Line: lead.Event{Kind: lead.EventWhatsapp, Text: text},
				NewLead: &lead.Enquiry{Name: "Asha", Mobile: "+919876543210", MobileDigits: "9876543210", Role: lead.Role, CreatedAt: time.Now()}})
			if err != nil {
				t.Fatal(err)
			}
		}
		queue("hello")
		families := scrape(t, m.Handler())
		if v, ok := value(families, "site_whatsapp_messages", map[string]string{"status": "failed"}); !ok || v != 0 {
			t.Fatalf("failed = %v (%v), want 0", v, ok)
		}
		leads, _ := db.WhatsAppLeads(ctx, "9876543210")
		for _, text := range []string{"one", "two"} {
			if _, err := db.QueueStaffWhatsApp(ctx, whatsapp.Message{LeadID: leads[0].ID, Direction: whatsapp.Out, Text: text,
				Status: whatsapp.StatusQueued, By: &whatsapp.Person{}, At: time.Now().Add(-time.Minute)}, lead.Event{Kind: lead.EventWhatsapp, Text: text},
				storetest.Entry("sent")); err != nil {
				t.Fatal(err)
			}
		}
		got, err := db.ClaimWhatsApp(ctx, "w", time.Now(), time.Minute, 1)
		if err != nil || len(got) != 1 {
			t.Fatal(got, err)
		}
		if err := db.FailWhatsApp(ctx, got[0].ID, "w", "refused", "", time.Now()); err != nil {
			t.Fatal(err)
		}
		families = scrape(t, m.Handler())
		for status, want := range map[string]float64{"queued": 1, "failed": 1} {
			if v, ok := value(families, "site_whatsapp_messages", map[string]string{"status": status}); !ok || v != want {
				t.Errorf("site_whatsapp_messages{status=%q} = %v (%v), want %v", status, v, ok, want)
			}
		}
		if age, ok := value(families, "site_whatsapp_oldest_queued_age_seconds", nil); !ok || age < 30 || age > 300 {
			t.Errorf("oldest queued age = %v (%v), want about a minute", age, ok)
		}
	})
}

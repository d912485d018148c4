package metrics_test

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/metrics"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestInboundGauges: the webhook deliveries waiting and failed per source, and the oldest waiting
// one's age, come from the database at each scrape.
func TestInboundGauges(t *testing.T) {
	db := storetest.OpenSQLite(t)
	m := metrics.New(db, quiet)
	m.WatchInbound(db.DeliveryStats)
	if _, ok := value(scrape(t, m.Handler()), "site_inbound_deliveries", map[string]string{"source": "whatsapp"}); ok {
		t.Fatal("an empty queue shows a WhatsApp gauge")
	}
	storetest.Delivery(t, db, inbound.SourceWhatsApp, "a", []byte(`{}`), time.Now().Add(-time.Minute))
	storetest.Delivery(t, db, inbound.SourceWhatsApp, "b", []byte(`{}`), time.Now())
	got, err := db.ClaimDeliveries(context.Background(), "w", []string{inbound.SourceWhatsApp}, time.Now(), time.Minute, 1)
	if err != nil || len(got) != 1 {
		t.Fatal(got, err)
	}
	if err := db.FailDelivery(context.Background(), got[0].ID, "w", "bad"); err != nil {
		t.Fatal(err)
	}
	families := scrape(t, m.Handler())
	for status, want := range map[string]float64{"pending": 1, "failed": 1} {
		if v, ok := value(families, "site_inbound_deliveries", map[string]string{"source": "whatsapp", "status": status}); !ok || v != want {
			t.Errorf("site_inbound_deliveries{status=%q} = %v (%v), want %v", status, v, ok, want)
		}
	}
	if age, ok := value(families, "site_inbound_oldest_pending_age_seconds", map[string]string{"source": "whatsapp"}); !ok || age < 0 || age > 30 {
		t.Errorf("oldest pending age = %v (%v), want the young one's few seconds", age, ok)
	}
}

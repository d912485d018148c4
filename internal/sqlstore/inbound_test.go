package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestProcessedDeliveryKeepsNoBody: once processed, a delivery's raw body (names, numbers,
// messages) is gone from the table; a waiting one keeps its bytes exactly.
func TestProcessedDeliveryKeepsNoBody(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			ctx := context.Background()
			s, raw, _ := e.open(t)
			body := []byte("{\"from\":\"919876543210\",\"text\":\"\xe0\xa4\xa8\xe0\xa4\xae\xe0\xa4\xb8\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa5\x87\"}")
			done := storetest.Delivery(t, s, "whatsapp", "a", body, time.Now())
			waiting := storetest.Delivery(t, s, "whatsapp", "b", body, time.Now())
			if _, err := s.ClaimDeliveries(ctx, "w", []string{"whatsapp"}, time.Now(), time.Minute, 1); err != nil {
				t.Fatal(err)
			}
			if err := s.FinishDelivery(ctx, done.ID, "w", time.Now()); err != nil {
				t.Fatal(err)
			}
			read := func(id int64) []byte {
				var b []byte
				q := `SELECT body FROM inbound_deliveries WHERE id = ?`
				if e.pg {
					q = `SELECT body FROM inbound_deliveries WHERE id = $1`
				}
				if err := raw.QueryRowContext(ctx, q, id).Scan(&b); err != nil {
					t.Fatal(err)
				}
				return b
			}
			if b := read(done.ID); len(b) != 0 {
				t.Fatalf("the processed delivery keeps %q", b)
			}
			if b := read(waiting.ID); string(b) != string(body) {
				t.Fatalf("the waiting delivery reads %q, want %q", b, body)
			}
		})
	}
}

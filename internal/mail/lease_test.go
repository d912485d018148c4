package mail_test

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/smtp/smtptest"
)

// TestLeaseIsRenewedWhileTheBatchIsInHand: a delivery that takes four leases
// keeps its rows, renewed, so a rival claiming all the while gets none; the
// mails arrive once each.
func TestLeaseIsRenewedWhileTheBatchIsInHand(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			db := e.open(t).open(t)
			srv := smtptest.Start(t)
			srv.SlowData(600 * time.Millisecond)
			enqueue(t, db, 2, "asha@example.com")
			cfg := fastConfig("slow")
			cfg.Lease = 300 * time.Millisecond
			run(t, mail.NewWorker(db, newSender(t, srv, from), cfg))
			select {
			case <-srv.DataStarted():
			case <-time.After(5 * time.Second):
				t.Fatal("delivery did not start")
			}
			for deadline := time.Now().Add(1500 * time.Millisecond); time.Now().Before(deadline); {
				items, err := db.Claim(context.Background(), "rival", time.Now(), time.Minute, 10)
				if err != nil {
					t.Fatal(err)
				}
				if len(items) > 0 {
					t.Fatalf("rival claimed %d rows the slow worker still had in hand", len(items))
				}
				time.Sleep(20 * time.Millisecond)
			}
			mails := srv.WaitFor(2, 5*time.Second)
			if dup := exactlyOnce(t, mails, 2); dup != 0 {
				t.Fatalf("%d duplicates", dup)
			}
		})
	}
}

package webhook_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestRefusedAddressIsRetriedAndShownAsAProblem: a copy of the site whose
// address rule refuses the CRM (a private address here) keeps the delivery
// pending on the normal schedule and lists it among the problems; a copy that
// may reach the address later delivers it, once.
func TestRefusedAddressIsRetriedAndShownAsAProblem(t *testing.T) {
	db := storetest.OpenSQLite(t)
	c := newCRM(t, "s3cret")
	cache := turnOn(t, db, c) // the test CRM listens on 127.0.0.1
	id := addLead(t, db, "Asha Rao")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { worker(db, cache, c.client(false), "strict").Run(ctx); close(done) }()
	var problem mail.Item
	waitFor(t, "the refused delivery among the problems", func() bool {
		items, err := db.ListProblems(context.Background(), time.Now().Add(-time.Hour), 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(items) == 1 {
			problem = items[0]
		}
		return len(items) == 1
	})
	cancel()
	<-done
	if problem.Status != mail.StatusPending || !strings.Contains(problem.LastError, "private network") || problem.Attempts < 3 {
		t.Fatalf("refused delivery = %s after %d attempts (%q); want pending, retried, with the reason", problem.Status, problem.Attempts, problem.LastError)
	}
	if st, _ := db.OutboxStats(context.Background()); st.Failed != 0 {
		t.Fatalf("outbox %+v: a refused address failed the delivery for good", st)
	}

	ctx, cancel = context.WithCancel(context.Background())
	done = make(chan struct{})
	go func() { worker(db, cache, c.client(true), "allowed").Run(ctx); close(done) }()
	waitFor(t, "the delivery by a copy that may reach the CRM", func() bool { return c.deliveries()[id] == 1 })
	cancel()
	<-done
	if st, _ := db.OutboxStats(context.Background()); st.Sent != 1 || st.Pending != 0 || st.Failed != 0 {
		t.Fatalf("outbox %+v, want the one delivery sent", st)
	}
}

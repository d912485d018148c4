package storetest

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// testAdSilenceOnce: forty copies of the site checking a silent platform at once queue one set of mails,
// one to each owner, and the silence is recorded once.
func testAdSilenceOnce(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	owner := newAccount(t, s, "owner@example.com", staff.Owner)
	partner := newAccount(t, s, "partner@example.com", staff.Owner)
	newAccount(t, s, "sales@example.com", staff.Sales)
	for i := range 5 {
		if _, err := s.SaveAdLead(ctx, &adlead.Ad{Platform: adlead.Google, PlatformLeadID: "g" + strconv.Itoa(i), FormID: "9",
			ReceivedAt: at.Add(time.Duration(i) * time.Hour)}, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	now := func() time.Time { return at.Add(7 * 24 * time.Hour) }
	var mailed atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 40)
	for range 40 {
		wg.Go(func() {
			n, err := adlead.NewService(s, nil, nil, nil, now).MailSilent(ctx, "Nivaas Interiors")
			if err != nil {
				errs <- err
			}
			mailed.Add(int64(n))
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if mailed.Load() != 1 {
		t.Fatalf("%d copies mailed the silence, want one", mailed.Load())
	}
	if got := pendingMails(t, s); len(got) != 2 || got[owner.Email] != 1 || got[partner.Email] != 1 {
		t.Fatalf("mails %v, want one to each owner", got)
	}
}

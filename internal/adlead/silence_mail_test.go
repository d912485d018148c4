package adlead_test

import (
	"context"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestMain drops the PostgreSQL template the tests copied their databases from.
func TestMain(m *testing.M) { storetest.Main(m) }

func TestSilenceMail(t *testing.T) { storetest.Engines(t, testSilenceMail) }

// testSilenceMail: a platform gone silent is mailed to the active owners (not sales) once, naming the platform
// and where to look; still silent, or checked by another copy, nothing more; a new lead then a new silence mails again.
func testSilenceMail(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	start := time.Date(2026, 11, 1, 6, 0, 0, 0, time.UTC)
	now := start
	svc := adlead.NewService(s, nil, nil, nil, func() time.Time { return now })
	owner := storetest.Account(t, s, staff.Account{Name: "Owner", Role: staff.Owner})
	partner := storetest.Account(t, s, staff.Account{Name: "Partner", Role: staff.Owner})
	storetest.Account(t, s, staff.Account{Name: "Priya", Role: staff.Sales})
	n := 0
	lead := func(at time.Time) {
		n++
		if _, err := s.SaveAdLead(ctx, &adlead.Ad{Platform: adlead.Facebook, PlatformLeadID: "l" + strconv.Itoa(n), FormID: "7", ReceivedAt: at}, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 5 { // a lead a day
		lead(start.Add(time.Duration(i) * 24 * time.Hour))
	}
	mailed := func(when string, want int) {
		t.Helper()
		if got, err := svc.MailSilent(ctx, "Nivaas Interiors"); err != nil || got != want {
			t.Fatalf("%s: mailed %d, %v; want %d", when, got, err, want)
		}
	}
	now = start.Add(5 * 24 * time.Hour) // a day after the last lead: usual
	mailed("a day quiet", 0)
	now = start.Add(8 * 24 * time.Hour) // four days: silent
	mailed("four days quiet", 1)
	mailed("still silent", 0)
	other := adlead.NewService(s, nil, nil, nil, func() time.Time { return now }) // another copy of the site
	if got, err := other.MailSilent(ctx, "Nivaas Interiors"); err != nil || got != 0 {
		t.Fatalf("second copy: %d, %v", got, err)
	}
	items, err := s.Claim(ctx, "test", now.Add(time.Hour), time.Minute, 10)
	if err != nil {
		t.Fatal(err)
	}
	to := map[string]int{}
	for _, it := range items {
		to[it.Message.To]++
		m := it.Message.Subject + "\n" + it.Message.Text
		for _, want := range []string{"No leads lately from Meta lead ads", "No lead has come from Meta lead ads for 4 days, though one came every 24 hours",
			"System page", "Lead forms of your ads", "Nivaas Interiors back-office"} {
			if !strings.Contains(m, want) {
				t.Fatalf("mail lacks %q:\n%s", want, m)
			}
		}
		if err := s.MarkSent(ctx, it.ID, "test", now); err != nil {
			t.Fatal(err)
		}
	}
	if want := map[string]int{owner.Email: 1, partner.Email: 1}; !maps.Equal(to, want) {
		t.Fatalf("mailed %v, want the owners once each: %v", slices.Sorted(maps.Keys(to)), want)
	}
	lead(now) // the token renewed: leads come again
	now = now.Add(24 * time.Hour)
	mailed("a day after the new lead", 0)
	now = now.Add(4 * 24 * time.Hour)
	mailed("silent again", 1)
}

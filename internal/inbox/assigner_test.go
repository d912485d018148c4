package inbox_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/inbox"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

func TestEscalationSQLite(t *testing.T)   { testEscalation(t, storetest.OpenSQLite(t)) }
func TestEscalationPostgres(t *testing.T) { testEscalation(t, storetest.OpenPostgres(t)) }

// testEscalation, on a controlled clock: a lead that arrives on Saturday evening is
// late only 15 minutes into Monday's opening hours; the owners get one mail about it,
// and only once; a lead someone called is never reported.
func testEscalation(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	india := func(text string) time.Time {
		at, err := time.ParseInLocation("2006-01-02 15:04", text, inbox.Hours.Loc)
		if err != nil {
			t.Fatal(err)
		}
		return at.UTC()
	}
	now := india("2026-11-28 17:00") // a Saturday
	var woken int
	a := inbox.NewAssigner(s, "https://www.nivaas.example", "Nivaas Interiors", func() time.Time { return now }, func() { woken++ }, nil)
	owner := person(t, s, "Owner", staff.Owner, false)
	person(t, s, "Chen", staff.Sales, false)
	if n, err := a.Escalate(ctx); err != nil || n != 0 { // the first run starts watching
		t.Fatalf("first run: %d %v", n, err)
	}
	ids := map[string]int64{}
	for _, name := range []string{"Quiet", "Called"} {
		l := &lead.Lead{PropertyType: "2 BHK", Location: "Pune", Name: name, Mobile: "+91 98765 43210", Role: lead.Role, CreatedAt: india("2026-11-28 17:55")}
		if err := s.CreateLead(ctx, l, nil, nil); err != nil {
			t.Fatal(err)
		}
		ids[name] = l.ID
	}
	svc := inbox.NewService(s, func() time.Time { return now })
	if _, err := svc.LogCall(ctx, staff.Actor{ID: owner.ID}, ids["Called"], inbox.Call{Version: 1, Outcome: inbox.CallNoAnswer}); err != nil {
		t.Fatal(err)
	}
	for _, at := range []string{"2026-11-28 18:30", "2026-11-29 12:00", "2026-11-30 09:39"} {
		now = india(at)
		if n, err := a.Escalate(ctx); err != nil || n != 0 {
			t.Fatalf("at %s (five minutes on Saturday, ten more on Monday not yet over): %d %v", at, n, err)
		}
	}
	now = india("2026-11-30 09:40")
	if n, err := a.Escalate(ctx); err != nil || n != 1 || woken != 1 {
		t.Fatalf("at the target: %d %v, woken %d", n, err, woken)
	}
	now = now.Add(time.Hour)
	if n, err := a.Escalate(ctx); err != nil || n != 0 {
		t.Fatalf("once: %d %v", n, err)
	}
	items, err := s.Claim(ctx, "w", now.Add(time.Hour), time.Minute, 10)
	if err != nil || len(items) != 1 {
		t.Fatalf("mails %d %v", len(items), err)
	}
	m := items[0].Message
	if m.To != owner.Email || m.Subject != "Not contacted in time: Quiet" || !strings.Contains(m.Text, "https://www.nivaas.example/admin/leads/") ||
		!strings.Contains(m.Text, "within the response target of 15 minutes") || strings.Contains(m.Text, "Called") {
		t.Fatalf("owner's mail %+v", m)
	}
	l, err := s.InboxLead(ctx, ids["Quiet"])
	if err != nil || !l.Late {
		t.Fatalf("flag %+v %v", l, err)
	}
}

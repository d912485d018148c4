package dashboard_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

func TestWeekly(t *testing.T) { storetest.Engines(t, testWeekly) }

// testWeekly: from Monday 08:00 India time each owner (not sales) gets one summary of the
// week before, whichever copy sends it, with its leads, sources, response time and wins against the week before it.
func testWeekly(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	// Monday 30 November 2026, 07:30 in India.
	now := time.Date(2026, 11, 30, 2, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	w := &dashboard.Weekly{Store: s, SiteURL: "https://www.nivaas.example", Brand: "Nivaas Interiors", Now: clock}
	owner := storetest.Account(t, s, staff.Account{Name: "Owner", Role: staff.Owner})
	sales := storetest.Account(t, s, staff.Account{Name: "Priya", Role: staff.Sales})
	add := func(name string, created time.Time, campaign string) int64 {
		l := &lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: name, Mobile: "9876543210", Role: lead.Role, CreatedAt: created,
			Attribution: lead.Attribution{UTMSource: "google", UTMMedium: "cpc", UTMCampaign: campaign}}
		if err := s.CreateLead(ctx, l, nil, nil); err != nil {
			t.Fatal(err)
		}
		return l.ID
	}
	lastWeek := time.Date(2026, 11, 25, 6, 0, 0, 0, time.UTC)   // Wednesday of the week summed up
	weekBefore := time.Date(2026, 11, 18, 6, 0, 0, 0, time.UTC) // the week it is compared with
	won := add("Asha", lastWeek, "diwali")
	add("Ravi", lastWeek.Add(time.Hour), "diwali")
	add("Meera", lastWeek.Add(2*time.Hour), "")
	add("Old", weekBefore, "monsoon")
	add("This week", now.Add(-time.Hour), "diwali") // Monday: not last week's
	svc := lead.NewService(s, func() time.Time { return lastWeek.Add(12 * time.Minute) })
	if _, err := svc.Change(ctx, staff.Actor{ID: sales.ID, Email: sales.Email}, won, lead.Change{Version: 1,
		Status: lead.Optional[string]{Set: true, Value: "won"}, WonValue: lead.Optional[int64]{Set: true, Value: 1_250_000}}); err != nil {
		t.Fatal(err)
	}

	if n, err := w.SendDue(ctx); err != nil || n != 0 {
		t.Fatalf("before 08:00: %d, %v", n, err)
	}
	now = now.Add(time.Hour) // 08:30
	if n, err := w.SendDue(ctx); err != nil || n != 1 {
		t.Fatalf("at 08:30: sent %d, %v; want the owner's only", n, err)
	}
	other := *w // another copy of the site
	if n, err := other.SendDue(ctx); err != nil || n != 0 {
		t.Fatalf("second copy: %d, %v", n, err)
	}
	now = now.Add(48 * time.Hour) // Wednesday: the same week, nothing more
	if n, err := w.SendDue(ctx); err != nil || n != 0 {
		t.Fatalf("Wednesday: %d, %v", n, err)
	}
	items, err := s.Claim(ctx, "test", now, time.Minute, 10)
	if err != nil || len(items) != 1 || items[0].Message.To != owner.Email {
		t.Fatalf("outbox: %+v, %v", items, err)
	}
	m := items[0].Message.Subject + "\n" + items[0].Message.Text
	for _, want := range []string{
		"Week of 23 Nov: 3 leads (week before 1), 1 won",
		"The week of 23 Nov to 29 Nov 2026, against the week before:",
		"Leads: 3 (week before: 1)",
		"Won: 1 worth ₹12,50,000 (week before: 0 worth ₹0)",
		"First response: median 12 min (week before: none); 33% of 3 answered within 15 min (week before: 0% of 1)",
		"- google / cpc / diwali: 2 (week before: 0), 1 won",
		"- google / cpc: 1 (week before: 0), 0 won",
		"- google / cpc / monsoon: 0 (week before: 1), 0 won",
		"https://www.nivaas.example/admin/dashboard?from=2026-11-23&to=2026-11-29",
	} {
		if !strings.Contains(m, want) {
			t.Fatalf("summary lacks %q:\n%s", want, m)
		}
	}
	// The next Monday brings the next week's.
	now = time.Date(2026, 12, 7, 3, 0, 0, 0, time.UTC)
	if n, err := w.SendDue(ctx); err != nil || n != 1 {
		t.Fatalf("next Monday: %d, %v", n, err)
	}
}

func TestLastWeekAndSpan(t *testing.T) {
	for now, want := range map[time.Time]string{
		time.Date(2026, 11, 30, 2, 0, 0, 0, time.UTC):   "2026-11-23", // Monday morning
		time.Date(2026, 11, 29, 18, 29, 0, 0, time.UTC): "2026-11-16", // Sunday 23:59 India
		time.Date(2026, 11, 29, 18, 31, 0, 0, time.UTC): "2026-11-23", // Monday 00:01 India
	} {
		if got := dashboard.LastWeek(now); got.From != want || got.Days() != 7 {
			t.Errorf("LastWeek(%v) = %+v, want from %s", now, got, want)
		}
	}
	for d, want := range map[time.Duration]string{0: "0 min", 90 * time.Minute: "1 h 30 min", 2 * time.Hour: "2 h", 26 * time.Hour: "1 day 2 h"} {
		if got := dashboard.Span(&d); got != want {
			t.Errorf("Span(%v) = %q, want %q", d, got, want)
		}
	}
}

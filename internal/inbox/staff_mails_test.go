package inbox_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/inbox"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

func TestDigestSQLite(t *testing.T)   { testDigest(t, storetest.OpenSQLite(t)) }
func TestDigestPostgres(t *testing.T) { testDigest(t, storetest.OpenPostgres(t)) }

func person(t *testing.T, s *sqlstore.Store, name string, role staff.Role, disabled bool) *staff.Account {
	t.Helper()
	a := &staff.Account{Email: strings.ToLower(name) + "@example.com", Name: name, Role: role, Disabled: disabled, SessionVersion: 1, CreatedAt: time.Now()}
	if err := s.CreateAccount(context.Background(), a); err != nil {
		t.Fatal(err)
	}
	return a
}

// testDigest: from 08:00 India time each of sales and owners gets one digest a
// day, whichever copy sends it: their due follow-ups (an owner everyone's) and
// the leads nobody took for 2 hours; nothing when there is nothing to tell.
func testDigest(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	// 07:30 in India on 24 November.
	now := time.Date(2026, 11, 24, 2, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	d := &inbox.Digest{Store: s, SiteURL: "https://www.nivaas.example", Brand: "Nivaas Interiors", Now: clock}
	if n, err := d.SendDue(ctx); err != nil || n != 0 {
		t.Fatalf("with no leads: %d, %v", n, err)
	}

	priya := person(t, s, "Priya", staff.Sales, false)
	arun := person(t, s, "Arun", staff.Sales, false)
	owner := person(t, s, "Owner", staff.Owner, false)
	person(t, s, "Editor", staff.Editor, false)
	person(t, s, "Gone", staff.Sales, true)
	add := func(name string, age time.Duration) int64 {
		l := &lead.Lead{PropertyType: "2 BHK", Location: "Pune", Name: name, Mobile: "9876543210", Role: lead.Role, CreatedAt: now.Add(-age)}
		if err := s.CreateLead(ctx, l, nil, nil); err != nil {
			t.Fatal(err)
		}
		return l.ID
	}
	svc := inbox.NewService(s, clock)
	by := staff.Actor{ID: priya.ID, Email: priya.Email}
	overdue, today := add("Overdue Lead", 72*time.Hour), add("Today Lead", 48*time.Hour)
	for id, day := range map[int64]string{overdue: "2026-11-20", today: "2026-11-24"} {
		if _, err := svc.Change(ctx, by, id, inbox.Change{Version: 1, AssigneeID: inbox.Optional[int64]{Set: true, Value: priya.ID},
			FollowUpOn: inbox.Optional[string]{Set: true, Value: day}}); err != nil {
			t.Fatal(err)
		}
	}
	waiting := add("Waiting Lead", 3*time.Hour)
	add("Fresh Lead", time.Hour)

	if n, err := d.SendDue(ctx); err != nil || n != 0 {
		t.Fatalf("before 08:00: %d, %v", n, err)
	}
	now = now.Add(time.Hour) // 08:30 in India
	if n, err := d.SendDue(ctx); err != nil || n != 3 {
		t.Fatalf("at 08:30: sent %d, %v; want Priya, Arun and the owner", n, err)
	}
	other := *d // another copy of the site, sharing the database
	now = now.Add(5 * time.Minute)
	if n, err := other.SendDue(ctx); err != nil || n != 0 {
		t.Fatalf("second copy: %d, %v", n, err)
	}
	items, err := s.Claim(ctx, "test", now, time.Minute, 10)
	if err != nil || len(items) != 3 {
		t.Fatalf("outbox: %d, %v", len(items), err)
	}
	mails := map[string]string{}
	for _, it := range items {
		mails[it.Message.To] = it.Message.Subject + "\n" + it.Message.Text
	}
	p := mails[priya.Email]
	if !strings.Contains(p, "Leads for 24 Nov: 2 follow-ups due, 1 lead unassigned") ||
		strings.Index(p, "Overdue since 2026-11-20: Overdue Lead") > strings.Index(p, "Today: Today Lead") ||
		!strings.Contains(p, "https://www.nivaas.example/admin/leads/"+itoa(overdue)) ||
		!strings.Contains(p, "Waiting Lead") || strings.Contains(p, "Fresh Lead") || !strings.Contains(p, "Today: Today Lead") {
		t.Fatalf("Priya's digest:\n%s", p)
	}
	a := mails[arun.Email]
	if strings.Contains(a, "Overdue Lead") || !strings.Contains(a, "https://www.nivaas.example/admin/leads/"+itoa(waiting)) {
		t.Fatalf("Arun's digest:\n%s", a)
	}
	if o := mails[owner.Email]; !strings.Contains(o, "Everyone's follow-ups") || !strings.Contains(o, "Overdue Lead, 2 BHK in Pune, 9876543210 (New, Priya)") {
		t.Fatalf("owner's digest:\n%s", o)
	}
	// A follow-up on a lead nobody has taken reaches every sales person, marked so.
	nobodys := add("Nobodys Lead", 96*time.Hour)
	if _, err := svc.Change(ctx, by, nobodys, inbox.Change{Version: 1, Status: inbox.Optional[string]{Set: true, Value: "contacted"},
		FollowUpOn: inbox.Optional[string]{Set: true, Value: "2026-11-24"}}); err != nil {
		t.Fatal(err)
	}
	now = now.Add(24 * time.Hour) // the next India day: one more each
	if n, err := d.SendDue(ctx); err != nil || n != 3 {
		t.Fatalf("next day: %d, %v", n, err)
	}
	if items, err = s.Claim(ctx, "test", now, time.Minute, 10); err != nil {
		t.Fatal(err)
	}
	const line = "- Overdue since 2026-11-24, unassigned (open it to take it): Nobodys Lead, 2 BHK in Pune"
	seen := 0
	for _, it := range items {
		if !strings.HasPrefix(it.Message.Subject, "Leads for 25 Nov") {
			continue
		}
		seen++
		if !strings.Contains(it.Message.Text, line) || !strings.Contains(it.Message.Text, "/admin/leads/"+itoa(nobodys)) {
			t.Fatalf("%s's digest of 25 Nov lacks the unassigned follow-up:\n%s", it.Message.To, it.Message.Text)
		}
	}
	if seen != 3 {
		t.Fatalf("%d digests of 25 Nov, want Priya's, Arun's and the owner's", seen)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

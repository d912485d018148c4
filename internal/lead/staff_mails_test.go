package lead_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// The mails the inbox sends staff on a clock: the morning digest and the owners' note of leads nobody contacted in time.
func TestDigest(t *testing.T)     { storetest.Engines(t, testDigest) }
func TestEscalation(t *testing.T) { storetest.Engines(t, testEscalation) }

// testDigest: from 08:00 India time each of sales and owners gets one digest a
// day, whichever copy sends it: their due follow-ups (an owner everyone's) and
// the leads nobody took for 2 hours; nothing when there is nothing to tell.
func testDigest(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	// 07:30 in India on 24 November.
	now := time.Date(2026, 11, 24, 2, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	d := &lead.Digest{Store: s, SiteURL: "https://www.nivaas.example", Brand: "Nivaas Interiors", Now: clock}
	if n, err := d.SendDue(ctx); err != nil || n != 0 {
		t.Fatalf("with no leads: %d, %v", n, err)
	}

	priya := storetest.Account(t, s, staff.Account{Name: "Priya", Role: staff.Sales})
	arun := storetest.Account(t, s, staff.Account{Name: "Arun", Role: staff.Sales})
	owner := storetest.Account(t, s, staff.Account{Name: "Owner", Role: staff.Owner})
	storetest.Account(t, s, staff.Account{Name: "Editor", Role: staff.Editor})
	storetest.Account(t, s, staff.Account{Name: "Gone", Role: staff.Sales, Disabled: true})
	add := func(name string, age time.Duration) int64 {
		l := &lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: name, Mobile: "9876543210", Role: lead.Role, CreatedAt: now.Add(-age)}
		if err := s.CreateLead(ctx, l, nil, nil); err != nil {
			t.Fatal(err)
		}
		return l.ID
	}
	svc := lead.NewService(s, clock)
	by := staff.Actor{ID: priya.ID, Email: priya.Email}
	overdue, today := add("Overdue Lead", 72*time.Hour), add("Today Lead", 48*time.Hour)
	for id, day := range map[int64]string{overdue: "2026-11-20", today: "2026-11-24"} {
		if _, err := svc.Change(ctx, by, id, lead.Change{Version: 1, AssigneeID: lead.Optional[int64]{Set: true, Value: priya.ID},
			FollowUpOn: lead.Optional[string]{Set: true, Value: day}}); err != nil {
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
	if _, err := svc.Change(ctx, by, nobodys, lead.Change{Version: 1, Status: lead.Optional[string]{Set: true, Value: "contacted"},
		FollowUpOn: lead.Optional[string]{Set: true, Value: "2026-11-24"}}); err != nil {
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

// testEscalation, on a controlled clock: a lead that arrives on Saturday evening is
// late only 15 minutes into Monday's opening hours; the owners get one mail about it,
// and only once; a lead someone called is never reported.
func testEscalation(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	india := func(text string) time.Time {
		at, err := time.ParseInLocation("2006-01-02 15:04", text, lead.India)
		if err != nil {
			t.Fatal(err)
		}
		return at.UTC()
	}
	now := india("2026-11-28 17:00") // a Saturday
	var woken int
	a := lead.NewAssigner(s, "https://www.nivaas.example", "Nivaas Interiors", func() time.Time { return now }, func() { woken++ }, nil)
	owner := storetest.Account(t, s, staff.Account{Name: "Owner", Role: staff.Owner})
	storetest.Account(t, s, staff.Account{Name: "Chen", Role: staff.Sales})
	if n, err := a.Escalate(ctx); err != nil || n != 0 { // the first run starts watching
		t.Fatalf("first run: %d %v", n, err)
	}
	ids := map[string]int64{}
	for _, name := range []string{"Quiet", "Called"} {
		l := &lead.Enquiry{PropertyType: "2 BHK", Location: "Pune", Name: name, Mobile: "+91 98765 43210", Role: lead.Role, CreatedAt: india("2026-11-28 17:55")}
		if err := s.CreateLead(ctx, l, nil, nil); err != nil {
			t.Fatal(err)
		}
		ids[name] = l.ID
	}
	svc := lead.NewService(s, func() time.Time { return now })
	if _, err := svc.LogCall(ctx, staff.Actor{ID: owner.ID}, ids["Called"], lead.Call{Version: 1, Outcome: lead.CallNoAnswer}); err != nil {
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
	// Once someone calls, the red flag has done its work and goes (issue 41, below the cut).
	if _, err := svc.LogCall(ctx, staff.Actor{ID: owner.ID}, ids["Quiet"], lead.Call{Version: l.Version, Outcome: lead.CallNoAnswer}); err != nil {
		t.Fatal(err)
	}
	if l, err = s.InboxLead(ctx, ids["Quiet"]); err != nil || l.Late {
		t.Fatalf("flag after the call %+v %v", l, err)
	}
}

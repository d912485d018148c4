package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// inboxLeads stores leads a minute apart: the last is the newest.
func inboxLeads(t *testing.T, s *sqlstore.Store, leads ...lead.Enquiry) []int64 {
	t.Helper()
	ids := make([]int64, len(leads))
	for i := range leads {
		l := leads[i]
		l.Role, l.CreatedAt = lead.Role, at.Add(time.Duration(i)*time.Minute)
		l.MobileDigits = contract.MobileKey(l.Mobile) // as the intake hands it
		if l.PropertyType == "" {
			l.PropertyType = "2 BHK"
		}
		if err := s.CreateLead(context.Background(), &l, nil, nil); err != nil {
			t.Fatal(err)
		}
		ids[i] = l.ID
	}
	return ids
}

func listIDs(t *testing.T, svc *lead.Service, r lead.FilterRequest) ([]int64, *lead.Page) {
	t.Helper()
	f, err := r.Filter()
	if err != nil {
		t.Fatalf("filter %+v: %v", r, err)
	}
	p, err := svc.List(context.Background(), f)
	if err != nil {
		t.Fatal(err)
	}
	ids := []int64{}
	for _, l := range p.Leads {
		ids = append(ids, l.ID)
	}
	return ids, p
}

func sameIDs(t *testing.T, what string, got, want []int64) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Fatalf("%s = %v, want %v", what, got, want)
	}
}

func testInboxList(t *testing.T, s *sqlstore.Store) {
	svc := lead.NewService(s, func() time.Time { return at.Add(time.Hour) })
	ids := inboxLeads(t, s,
		lead.Enquiry{Name: "Asha Rao", Mobile: "+91 98765 43210", Location: "Pune"},
		lead.Enquiry{Name: "Ravi Kumar", Mobile: "9123456789", Location: "Noida", Email: str("Ravi@Example.com"),
			Attribution: lead.Attribution{Page: "/estimate", UTMCampaign: "diwali"}},
		lead.Enquiry{Name: "Meera 100%_Iyer", Mobile: "09876543210", Location: "Pune", PropertyType: "3 BHK"},
	)
	got, p := listIDs(t, svc, lead.FilterRequest{})
	sameIDs(t, "unfiltered", got, []int64{ids[2], ids[1], ids[0]})
	if p.Next != nil || p.NewestID != ids[2] || p.Counts["new"] != 3 || p.Counts["lost"] != 0 {
		t.Fatalf("page: next %v newest %d counts %v", p.Next, p.NewestID, p.Counts)
	}
	if p.Leads[0].MobileDigits != "9876543210" || p.Leads[0].DuplicateCount != 1 || p.Leads[1].DuplicateCount != 0 {
		t.Fatalf("digits %q duplicates %d, %d", p.Leads[0].MobileDigits, p.Leads[0].DuplicateCount, p.Leads[1].DuplicateCount)
	}
	for _, q := range []string{"98765 43210", "+91-9876543210", "09876543210"} {
		got, _ := listIDs(t, svc, lead.FilterRequest{Q: q})
		sameIDs(t, "mobile "+q, got, []int64{ids[2], ids[0]})
	}
	got, _ = listIDs(t, svc, lead.FilterRequest{Q: "ravi@EXAMPLE"})
	sameIDs(t, "e-mail search", got, []int64{ids[1]})
	got, _ = listIDs(t, svc, lead.FilterRequest{Q: "100%_"})
	sameIDs(t, "wildcards are literal", got, []int64{ids[2]})
	got, _ = listIDs(t, svc, lead.FilterRequest{Q: "a%i"})
	sameIDs(t, "no match", got, []int64{})
	got, _ = listIDs(t, svc, lead.FilterRequest{Location: "Pune", PropertyType: "3 BHK"})
	sameIDs(t, "location and type", got, []int64{ids[2]})
	got, _ = listIDs(t, svc, lead.FilterRequest{Page: "/estimate", Campaign: "diwali"})
	sameIDs(t, "page and campaign", got, []int64{ids[1]})
	day := at.In(lead.India).Format("2006-01-02")
	got, _ = listIDs(t, svc, lead.FilterRequest{From: day, To: day})
	sameIDs(t, "date range", got, []int64{ids[2], ids[1], ids[0]})
	got, _ = listIDs(t, svc, lead.FilterRequest{To: at.In(lead.India).AddDate(0, 0, -1).Format("2006-01-02")})
	sameIDs(t, "before the day", got, []int64{})

	// Keyset pages of one.
	var seen []int64
	after := ""
	for range 4 {
		got, p := listIDs(t, svc, lead.FilterRequest{Limit: "1", After: after})
		seen = append(seen, got...)
		if p.Next == nil {
			break
		}
		after = p.Next.String()
	}
	sameIDs(t, "pages", seen, []int64{ids[2], ids[1], ids[0]})
}

func testInboxChanges(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	now := at.Add(time.Hour)
	svc := lead.NewService(s, func() time.Time { return now })
	ids := inboxLeads(t, s, lead.Enquiry{Name: "Asha", Mobile: "9876543210"},
		lead.Enquiry{Name: "Asha again", Mobile: "+91 98765-43210", Attribution: lead.Attribution{Page: "/kitchen", UTMCampaign: "monsoon"}})
	sales := newAccount(t, s, "sales@example.com", staff.Sales)
	editor := newAccount(t, s, "editor@example.com", staff.Editor)
	by := staff.Actor{ID: sales.ID, Email: sales.Email, Address: "198.51.100.7"}
	if _, p := listIDs(t, svc, lead.FilterRequest{}); p.Counts["new"] != 2 { // the counts are now cached
		t.Fatalf("counts before %v", p.Counts)
	}

	l, err := svc.Change(ctx, by, ids[0], lead.Change{Version: 1,
		Status:     lead.Optional[string]{Set: true, Value: "contacted"},
		AssigneeID: lead.Optional[int64]{Set: true, Value: sales.ID},
		FollowUpOn: lead.Optional[string]{Set: true, Value: "2026-03-14"}})
	if err != nil {
		t.Fatal(err)
	}
	if l.Version != 2 || l.Status != "contacted" || l.Assignee == nil || l.Assignee.ID != sales.ID || l.FollowUpOn != "2026-03-14" {
		t.Fatalf("changed lead %+v", l)
	}
	if _, p := listIDs(t, svc, lead.FilterRequest{Status: "won"}); p.Counts["new"] != 1 || p.Counts["contacted"] != 1 {
		t.Fatalf("counts after a change %v", p.Counts)
	}
	_, err = svc.Change(ctx, by, ids[0], lead.Change{Version: 1, Status: lead.Optional[string]{Set: true, Value: "won"}})
	if !errors.Is(err, lead.ErrStale) {
		t.Fatalf("stale change: %v", err)
	}
	_, err = svc.Change(ctx, by, ids[0], lead.Change{Version: 2, AssigneeID: lead.Optional[int64]{Set: true, Value: editor.ID}})
	if fault.Code(err) != fault.EINVALID {
		t.Fatalf("editor as assignee: %v", err)
	}
	_, err = svc.Change(ctx, by, ids[0], lead.Change{Version: 2, Status: lead.Optional[string]{Set: true, Value: "lost"}})
	if fault.FieldsOf(err)["lostReason"] != lead.C.Messages.LostReasonRequired {
		t.Fatalf("lost without reason: %v", err)
	}
	if l, err = svc.AddNote(ctx, by, ids[0], 2, "Called; wants a site visit on Sunday."); err != nil || l.Version != 3 {
		t.Fatalf("note: %v, %+v", err, l)
	}

	// Due: the follow-up is the lead's day, as seen from the India date of now.
	due, err := svc.Due(ctx, sales)
	if err != nil || len(due) != 1 || due[0].ID != ids[0] {
		t.Fatalf("due = %v, %v", due, err)
	}

	if _, err := svc.Merge(ctx, by, ids[0], 3, ids[0], 3); fault.Code(err) != fault.EINVALID {
		t.Fatalf("merge with itself: %v", err)
	}
	if _, err := svc.Merge(ctx, by, ids[0], 3, ids[1], 7); !errors.Is(err, lead.ErrStale) {
		t.Fatalf("merge with a stale other version: %v", err)
	}
	kept, err := svc.Merge(ctx, by, ids[0], 3, ids[1], 1)
	if err != nil {
		t.Fatal(err)
	}
	if kept.Version != 4 || kept.Page != "/kitchen" || kept.UTMCampaign != "monsoon" || len(kept.MergedIDs) != 1 || kept.DuplicateCount != 0 {
		t.Fatalf("kept lead %+v", kept)
	}
	if _, err := svc.Detail(ctx, ids[1]); fault.Code(err) != fault.ENOTFOUND {
		t.Fatalf("merged-away lead: %v", err)
	}
	if _, err := svc.Merge(ctx, by, ids[0], 4, ids[1], 2); fault.Code(err) != fault.EINVALID {
		t.Fatalf("merge with a merged lead: %v", err)
	}
	d, err := svc.Detail(ctx, ids[0])
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, e := range d.Events {
		kinds = append(kinds, e.Kind)
	}
	want := []string{"created", "status", "assigned", "follow_up", "note", "merged"}
	if len(kinds) != len(want) || kinds[0] != "created" || kinds[len(kinds)-1] != "merged" {
		t.Fatalf("timeline kinds %v, want %v", kinds, want)
	}
	if d.Events[1].Actor == nil || d.Events[1].Actor.Name != sales.Name || d.Events[0].Actor != nil {
		t.Fatalf("actors: %+v %+v", d.Events[0], d.Events[1])
	}
	if len(d.Staff) != 1 || d.Staff[0].ID != sales.ID {
		t.Fatalf("staff %v", d.Staff)
	}
	audit, err := s.ListAudit(ctx, staff.AuditQuery{Limit: 10})
	if err != nil || len(audit) != 3 || audit[0].Action != "merged leads" || audit[2].Subject != "lead 1" && audit[2].Action != "changed lead" {
		t.Fatalf("audit %+v, %v", audit, err)
	}
	got, p := listIDs(t, svc, lead.FilterRequest{})
	sameIDs(t, "list after merge", got, []int64{ids[0]})
	if p.Counts["new"] != 0 || p.Counts["contacted"] != 1 {
		t.Fatalf("counts after the merge %v", p.Counts)
	}
	inboxLeads(t, s, lead.Enquiry{Name: "Someone new", Mobile: "9000000001"})
	if _, p := listIDs(t, svc, lead.FilterRequest{}); p.Counts["new"] != 1 {
		t.Fatalf("counts after a new lead %v", p.Counts)
	}
}

func testInboxDigestOnce(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	sales := newAccount(t, s, "sales@example.com", staff.Sales)
	msg := mailmsg.Message{To: sales.Email, Subject: "Your leads today", Text: "…"}
	for i, want := range []bool{true, false} {
		sent, err := s.SendDigest(ctx, sales.ID, "2026-03-14", msg)
		if err != nil || sent != want {
			t.Fatalf("digest %d: sent %v, %v", i, sent, err)
		}
	}
	if done, err := s.DigestSent(ctx, sales.ID, "2026-03-14"); err != nil || !done {
		t.Fatalf("digest sent = %v, %v", done, err)
	}
	st, err := s.OutboxStats(ctx)
	if err != nil || st.Pending != 1 {
		t.Fatalf("outbox %+v, %v", st, err)
	}
}

// testInboxStatuses: the migration's CHECK takes every status of lead.json.
func testInboxStatuses(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc := lead.NewService(s, func() time.Time { return at })
	id := inboxLeads(t, s, lead.Enquiry{Name: "Asha", Mobile: "9876543210"})[0]
	version := int64(1)
	for _, st := range append(lead.Statuses()[1:], lead.Statuses()[0]) {
		ch := lead.Change{Version: version, Status: lead.Optional[string]{Set: true, Value: st}}
		if st == lead.StatusLost {
			ch.LostReason = lead.Optional[string]{Set: true, Value: "Chose another firm."}
		}
		l, err := svc.Change(ctx, staff.Actor{}, id, ch)
		if err != nil || l.Status != st {
			t.Fatalf("status %s: %v", st, err)
		}
		version = l.Version
	}
}

// testInboxCalls: a logged call is one save (timeline line, status, follow-up,
// audit entry) on one version; follow-ups of unassigned leads are every sales person's.
func testInboxCalls(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	now := at.Add(time.Hour)
	today := lead.Today(now)
	svc := lead.NewService(s, func() time.Time { return now })
	ids := inboxLeads(t, s, lead.Enquiry{Name: "Asha", Mobile: "9876543210"}, lead.Enquiry{Name: "Ravi", Mobile: "9123456789"},
		lead.Enquiry{Name: "Meera", Mobile: "9000000002"})
	priya := newAccount(t, s, "priya@example.com", staff.Sales)
	arun := newAccount(t, s, "arun@example.com", staff.Sales)
	by := staff.Actor{ID: priya.ID, Email: priya.Email, Address: "198.51.100.7"}

	l, err := svc.LogCall(ctx, by, ids[0], lead.Call{Version: 1, Outcome: lead.CallAnswered, Note: "  Wants a modular kitchen.\r\nCall on Sunday. ", FollowUpOn: today})
	if err != nil {
		t.Fatal(err)
	}
	if l.Version != 2 || l.Status != "contacted" || l.FollowUpOn != today || l.Assignee != nil {
		t.Fatalf("after the call: %+v", l)
	}
	d, err := svc.Detail(ctx, ids[0])
	if err != nil {
		t.Fatal(err)
	}
	last := d.Events[len(d.Events)-1]
	day, _ := lead.ParseDate(today)
	want := "Call: Answered. Status changed from New to Contacted. Next follow-up " + day.Format("2 Jan 2006") + ".\nWants a modular kitchen.\nCall on Sunday."
	if len(d.Events) != 2 || last.Kind != lead.EventCall || last.Text != want || last.Actor == nil || last.Actor.ID != priya.ID {
		t.Fatalf("timeline %+v", d.Events)
	}
	audit, err := s.ListAudit(ctx, staff.AuditQuery{Limit: 10})
	if err != nil || len(audit) != 1 || audit[0].Action != "logged a call to lead" || audit[0].Detail != "outcome answered; status contacted; follow-up "+today {
		t.Fatalf("audit %+v, %v", audit, err)
	}
	if _, err := svc.LogCall(ctx, by, ids[0], lead.Call{Version: 1, Outcome: lead.CallNoAnswer}); !errors.Is(err, lead.ErrStale) {
		t.Fatalf("stale call: %v", err)
	}
	if _, err := svc.LogCall(ctx, by, ids[0], lead.Call{Version: 2, Outcome: lead.CallNoAnswer, FollowUpOn: "2026-03-13"}); fault.FieldsOf(err)["followUpOn"] != lead.C.Messages.FollowUpPast {
		t.Fatalf("follow-up in the past: %v", err)
	}
	if l, err = svc.LogCall(ctx, by, ids[1], lead.Call{Version: 1, Outcome: lead.CallWrongNumber, FollowUpOn: "2026-03-20"}); err != nil ||
		l.Status != "lost" || l.LostReason != "Wrong number (on a call)." || l.FollowUpOn != "" {
		t.Fatalf("wrong number: %+v, %v", l, err)
	}

	// Meera's follow-up is overdue and nobody has her: both sales people see her, Priya also her own.
	if _, err := svc.Change(ctx, by, ids[2], lead.Change{Version: 1, FollowUpOn: lead.Optional[string]{Set: true, Value: "2026-03-10"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Change(ctx, by, ids[0], lead.Change{Version: 2, AssigneeID: lead.Optional[int64]{Set: true, Value: priya.ID}}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		who  *staff.Account
		want []int64
	}{{priya, []int64{ids[2], ids[0]}}, {arun, []int64{ids[2]}}} {
		due, err := svc.Due(ctx, c.who)
		if err != nil {
			t.Fatal(err)
		}
		got := []int64{}
		for _, l := range due {
			got = append(got, l.ID)
		}
		sameIDs(t, "due for "+c.who.Email, got, c.want)
	}
}

// testInboxRepeatsCountedAtMost: one mobile posted more often than lead.json's repeatsCounted
// counts as that many repeats, so reading a page never counts every copy of every lead on it.
func testInboxRepeatsCountedAtMost(t *testing.T, s *sqlstore.Store) {
	most := lead.C.Limits.RepeatsCounted
	leads := make([]lead.Enquiry, most+3)
	for i := range leads {
		leads[i] = lead.Enquiry{Location: "Pune", Name: "Same Mobile", Mobile: "98765 43210"}
	}
	ids := inboxLeads(t, s, append(leads, lead.Enquiry{Location: "Pune", Name: "Other", Mobile: "91234 56789"})...)
	_, p := listIDs(t, lead.NewService(s, nil), lead.FilterRequest{})
	if len(p.Leads) == 0 || p.Leads[0].ID != ids[len(ids)-1] || p.Leads[0].DuplicateCount != 0 {
		t.Fatalf("newest lead %+v, want the other mobile with no repeats", p.Leads[0])
	}
	for _, l := range p.Leads[1:] {
		if l.DuplicateCount != most {
			t.Fatalf("lead %d repeats = %d, want %d (the cap)", l.ID, l.DuplicateCount, most)
		}
	}
	dups, err := s.DuplicateLeads(context.Background(), ids[0], "9876543210")
	if err != nil || len(dups) != 100 || dups[0].DuplicateCount != most {
		t.Fatalf("duplicates of the first: %d leads (%v), first counts %d", len(dups), err, dups[0].DuplicateCount)
	}
}

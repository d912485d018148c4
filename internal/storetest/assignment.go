package storetest

import (
	"context"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

func switchAutoAssign(t *testing.T, s *sqlstore.Store, byCity bool) {
	t.Helper()
	ctx := context.Background()
	set, err := s.AssignSettings(ctx)
	if err != nil || set.AutoAssign || set.ResponseMinutes != lead.DefaultResponseMinutes || set.Version != 1 {
		t.Fatalf("default settings %+v: %v", set, err)
	}
	set.AutoAssign, set.ByCity = true, byCity
	changed := entryAt(at, "changed lead assignment")
	if _, err := s.SaveAssignSettings(ctx, set, at.Add(-time.Hour), &changed); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveAssignSettings(ctx, set, time.Time{}, nil); err != lead.ErrSettingsStale {
		t.Fatalf("a stale version: %v", err)
	}
}

func assignMail(who lead.Seat, l lead.Watch) *mailmsg.Message {
	return &mailmsg.Message{To: who.Email, Subject: "yours: " + l.Name, Text: "Open the lead"}
}

func assigneeOf(t *testing.T, s *sqlstore.Store, id int64) int64 {
	t.Helper()
	l, err := s.InboxLead(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if l.Assignee == nil {
		return 0
	}
	return l.Assignee.ID
}

// testAssignRoundRobin: leads go in turn to the sales people on duty, skipping the away and
// the owner, per city when asked; a disabled person's open leads are handed on; every
// assignment writes a timeline line, an audit entry and the assignee's mail.
func testAssignRoundRobin(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	newAccount(t, s, "owner@example.com", staff.Owner)
	a := newAccount(t, s, "a@example.com", staff.Sales)
	b := newAccount(t, s, "b@example.com", staff.Sales)
	c := newAccount(t, s, "c@example.com", staff.Sales)
	ids := inboxLeads(t, s, lead.Enquiry{Name: "L1", Mobile: "9000000001", Location: "Pune"},
		lead.Enquiry{Name: "L2", Mobile: "9000000002"}, lead.Enquiry{Name: "L3", Mobile: "9000000003"},
		lead.Enquiry{Name: "L4", Mobile: "9000000004"}, lead.Enquiry{Name: "L5", Mobile: "9000000005", Location: "pune "})
	// Off: nothing happens.
	if who, err := s.AssignInTurn(ctx, lead.AutoAssign{LeadID: ids[0], At: at, Mail: assignMail}); err != nil || who != nil {
		t.Fatalf("off: %v %v", who, err)
	}
	switchAutoAssign(t, s, false)
	waiting, err := s.AwaitingAssignment(ctx, at.Add(-24*time.Hour), 10)
	if err != nil || len(waiting) != 5 {
		t.Fatalf("awaiting: %v %v", waiting, err)
	}
	if err := s.SetSeat(ctx, b.ID, true, nil, entryAt(at, "changed who takes leads")); err != nil {
		t.Fatal(err)
	}
	var got []int64
	for _, id := range ids[:3] {
		who, err := s.AssignInTurn(ctx, lead.AutoAssign{LeadID: id, At: at, Mail: assignMail})
		if err != nil || who == nil {
			t.Fatalf("assign %d: %v %v", id, who, err)
		}
		got = append(got, assigneeOf(t, s, id))
	}
	sameIDs(t, "turns skipping the away", got, []int64{a.ID, c.ID, a.ID})
	// Taken already: left alone.
	if who, err := s.AssignInTurn(ctx, lead.AutoAssign{LeadID: ids[0], At: at, Mail: assignMail}); err != nil || who != nil {
		t.Fatalf("an assigned lead again: %v %v", who, err)
	}
	events, err := s.LeadEvents(ctx, ids[0])
	if err != nil || len(events) != 1 || events[0].Kind != lead.EventAssigned || events[0].Text != "Assigned automatically to Asha Rao (round-robin)." {
		t.Fatalf("timeline: %+v %v", events, err)
	}
	if n := len(auditWhere(t, s, 50, auditAction("assigned lead automatically"))); n != 3 {
		t.Fatalf("audit entries %d, want 3", n)
	}
	mails := pendingMails(t, s)
	if mails["a@example.com"] != 2 || mails["c@example.com"] != 1 {
		t.Fatalf("assignee mails %v", mails)
	}
	// Per city: b covers Pune (letter case and spaces aside) and is back.
	if err := s.SetSeat(ctx, b.ID, false, []string{"Pune"}, entryAt(at, "changed who takes leads")); err != nil {
		t.Fatal(err)
	}
	set, _ := s.AssignSettings(ctx)
	set.ByCity = true
	if _, err := s.SaveAssignSettings(ctx, set, time.Time{}, nil); err != nil {
		t.Fatal(err)
	}
	if who, err := s.AssignInTurn(ctx, lead.AutoAssign{LeadID: ids[4], At: at, Mail: assignMail}); err != nil || who == nil || who.ID != b.ID {
		t.Fatalf("per city: %+v %v", who, err)
	}
	// A city nobody covers goes round everyone on duty: after a (the last global pick) comes b.
	if who, err := s.AssignInTurn(ctx, lead.AutoAssign{LeadID: ids[3], At: at, Mail: assignMail}); err != nil || who == nil || who.ID != b.ID {
		t.Fatalf("no city: %+v %v", who, err)
	}
	// a is disabled: a's two open leads are handed on to c and b in turn, never back to a.
	open, err := s.OpenLeadsOf(ctx, a.ID)
	if err != nil || len(open) != 2 {
		t.Fatalf("a's open leads %v %v", open, err)
	}
	a.Disabled = true
	if err := s.UpdateAccount(ctx, a, nil); err != nil {
		t.Fatal(err)
	}
	for _, id := range open {
		if who, err := s.AssignInTurn(ctx, lead.AutoAssign{LeadID: id, From: a.ID, At: at, Mail: assignMail}); err != nil || who == nil || who.ID == a.ID {
			t.Fatalf("hand on %d: %+v %v", id, who, err)
		}
	}
	if left, _ := s.OpenLeadsOf(ctx, a.ID); len(left) != 0 {
		t.Fatalf("a still has %v", left)
	}
	seats, err := s.Seats(ctx)
	if err != nil || len(seats) != 3 {
		t.Fatalf("seats %+v %v", seats, err)
	}
}

// testAssignRepeatToFamily: a new enquiry from a mobile someone is already working goes to that person without
// taking a turn from the rotation; while they are away it goes round-robin (issue 41 item 7).
func testAssignRepeatToFamily(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	a := newAccount(t, s, "a@example.com", staff.Sales)
	b := newAccount(t, s, "b@example.com", staff.Sales)
	switchAutoAssign(t, s, false)
	assign := func(id int64) int64 {
		t.Helper()
		if who, err := s.AssignInTurn(ctx, lead.AutoAssign{LeadID: id, At: at, Mail: assignMail}); err != nil || who == nil {
			t.Fatalf("assign %d: %v %v", id, who, err)
		}
		return assigneeOf(t, s, id)
	}
	first := inboxLeads(t, s, lead.Enquiry{Name: "Family", Mobile: "+91 90000 00001"}, lead.Enquiry{Name: "Other", Mobile: "9000000002"})
	sameIDs(t, "first turns", []int64{assign(first[0]), assign(first[1])}, []int64{a.ID, b.ID})
	again := inboxLeads(t, s, lead.Enquiry{Name: "Family again", Mobile: "90000 00001"}, lead.Enquiry{Name: "New", Mobile: "9000000003"})
	// The repeat goes to a, and the rotation still has a next (b took the last turn).
	sameIDs(t, "repeat, then a new family", []int64{assign(again[0]), assign(again[1])}, []int64{a.ID, a.ID})
	events, err := s.LeadEvents(ctx, again[0])
	if err != nil || len(events) != 1 || events[0].Text != "Assigned automatically to "+a.Name+", who is working this family's earlier enquiry." {
		t.Fatalf("repeat's timeline: %+v %v", events, err)
	}
	if n := len(auditWhere(t, s, 50, func(e staff.AuditEvent) bool { return e.Detail == "assignee "+a.Name+" (repeat enquiry)" })); n != 1 {
		t.Fatalf("repeat's audit entries %d, want 1", n)
	}
	// a is away: the family's next enquiry takes the rotation's turn (b).
	if err := s.SetSeat(ctx, a.ID, true, nil, entryAt(at, "changed who takes leads")); err != nil {
		t.Fatal(err)
	}
	away := inboxLeads(t, s, lead.Enquiry{Name: "Family a third time", Mobile: "9000000001"})
	sameIDs(t, "repeat while away", []int64{assign(away[0])}, []int64{b.ID})
}

func pendingMails(t *testing.T, s *sqlstore.Store) map[string]int {
	t.Helper()
	items, err := s.Claim(context.Background(), "w", time.Now().Add(time.Hour), time.Minute, 500)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int{}
	for _, it := range items {
		out[it.Message.To]++
		if err := s.MarkSent(context.Background(), it.ID, "w", time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// testAssignConcurrent: forty leads assigned at once are spread evenly over four people.
func testAssignConcurrent(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	var people []int64
	for _, e := range []string{"a@example.com", "b@example.com", "c@example.com", "d@example.com"} {
		people = append(people, newAccount(t, s, e, staff.Sales).ID)
	}
	var leads []lead.Enquiry
	for i := range 40 { // forty families: a repeat would go to its family's person instead of the turn
		leads = append(leads, lead.Enquiry{Name: "Lead", Mobile: strconv.Itoa(9000000000 + i)})
	}
	ids := inboxLeads(t, s, leads...)
	switchAutoAssign(t, s, false)
	var wg sync.WaitGroup
	errs := make(chan error, len(ids))
	for _, id := range ids {
		wg.Go(func() {
			if _, err := s.AssignInTurn(ctx, lead.AutoAssign{LeadID: id, At: at, Mail: assignMail}); err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	per := map[int64]int{}
	for _, id := range ids {
		per[assigneeOf(t, s, id)]++
	}
	for _, p := range people {
		if per[p] != 10 {
			t.Fatalf("spread %v, want 10 each", per)
		}
	}
}

// testEscalateOnce: a new lead nobody contacted is listed until escalated, once; a call takes it off.
func testEscalateOnce(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	owner := newAccount(t, s, "owner@example.com", staff.Owner)
	ids := inboxLeads(t, s, lead.Enquiry{Name: "Quiet", Mobile: "9000000001"}, lead.Enquiry{Name: "Called", Mobile: "9000000002"})
	svc := lead.NewService(s, func() time.Time { return at.Add(time.Hour) })
	if _, err := svc.AddNote(ctx, staff.Actor{ID: owner.ID}, ids[1], 1, "Spoke to them."); err != nil {
		t.Fatal(err)
	}
	list, err := s.Unanswered(ctx, at.Add(-time.Hour), 10)
	if err != nil || len(list) != 1 || list[0].ID != ids[0] || list[0].Assignee != nil || !list[0].CreatedAt.Equal(ms(at)) {
		t.Fatalf("unanswered %+v %v", list, err)
	}
	compose := func(marked []int64) []mailmsg.Message {
		return []mailmsg.Message{{To: "owner@example.com", Subject: "late", Text: "late"}}
	}
	marked, err := s.Escalate(ctx, ids[:1], at.Add(time.Hour), compose)
	if err != nil || len(marked) != 1 {
		t.Fatalf("escalate %v %v", marked, err)
	}
	if marked, err := s.Escalate(ctx, ids[:1], at.Add(2*time.Hour), compose); err != nil || len(marked) != 0 {
		t.Fatalf("again %v %v", marked, err)
	}
	if mails := pendingMails(t, s); mails["owner@example.com"] != 1 {
		t.Fatalf("mails %v", mails)
	}
	if list, _ := s.Unanswered(ctx, at.Add(-time.Hour), 10); len(list) != 0 {
		t.Fatalf("after escalation %+v", list)
	}
	l, err := s.InboxLead(ctx, ids[0])
	if err != nil || !l.Late {
		t.Fatalf("flag: %+v %v", l, err)
	}
}

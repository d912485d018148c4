package storetest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// testLeadImports: an import writes its leads and its lines on the leads that had the mobile, in
// one transaction; the duplicate look-up finds the newest live lead; undo removes it all, and is
// refused once someone has worked on one of the import's leads.
func testLeadImports(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	owner := newAccount(t, s, "owner@example.com", staff.Owner)
	by := staff.Actor{ID: owner.ID, Email: owner.Email, Address: "198.51.100.7"}
	old := inboxLeads(t, s, lead.Enquiry{Name: "Old", Mobile: "9876543210"}, lead.Enquiry{Name: "Newer", Mobile: "+91 98765 43210"})
	svc := leadimport.NewService(s, func() time.Time { return at.Add(time.Hour) })
	file := "name,mobile,bhk\nAsha,098765 43210,2bhk\nRavi,(+91) 91234 56789,3bhk\nRavi again,91-91234-56789,3bhk\nNo one,12345,2bhk\n"
	rep, err := svc.Import(ctx, by, leadimport.Request{FileName: "crm.csv", Data: []byte(file), Commit: true})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Created != 1 || rep.Linked != 2 || len(rep.Refused) != 1 || rep.ID == 0 {
		t.Fatalf("report = %+v", rep)
	}
	events, err := s.LeadEvents(ctx, old[1])
	if err != nil || len(events) != 1 || !strings.Contains(events[0].Text, "Asha") {
		t.Fatalf("the newest lead with the mobile has %+v, %v", events, err)
	}
	found, err := s.LeadIDsByDigits(ctx, []string{"9123456789", "9000000000"})
	if err != nil || len(found) != 1 {
		t.Fatalf("by digits = %v, %v", found, err)
	}
	created := found["9123456789"]
	if events, _ := s.LeadEvents(ctx, created); len(events) != 1 || !strings.Contains(events[0].Text, "Ravi again") {
		t.Errorf("the row's own duplicate is not a line on the lead it made: %+v", events)
	}
	list, err := svc.List(ctx)
	if err != nil || len(list) != 1 || list[0].Created != 1 || list[0].Linked != 2 || list[0].Refused != 1 || list[0].By != owner.Name {
		t.Fatalf("imports = %+v, %v", list, err)
	}

	// Worked on: undo is refused, nothing removed.
	isvc := lead.NewService(s, nil)
	_, err = isvc.Change(ctx, by, created, lead.Change{Version: 1, Status: lead.Optional[string]{Set: true, Value: lead.StatusContacted}})
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Undo(ctx, by, rep.ID); fault.Code(err) != fault.EINVALID || !strings.Contains(fault.Message(err), "worked on since") {
		t.Fatalf("undo of a worked-on import = %v", err)
	}
	// A fresh import nobody has touched undoes, and leaves the other import's lines alone.
	rep2, err := svc.Import(ctx, by, leadimport.Request{FileName: "more.csv", Data: []byte("name,mobile,bhk\nMeera,9988776655,1bhk\nOld again,9876543210,1bhk\n"), Commit: true})
	if err != nil || rep2.Created != 1 || rep2.Linked != 1 {
		t.Fatalf("second import = %+v, %v", rep2, err)
	}
	if err := svc.Undo(ctx, by, rep2.ID); err != nil {
		t.Fatal(err)
	}
	if found, _ := s.LeadIDsByDigits(ctx, []string{"9988776655"}); len(found) != 0 {
		t.Errorf("undo left the lead: %v", found)
	}
	if events, _ := s.LeadEvents(ctx, old[1]); len(events) != 1 {
		t.Errorf("undo removed another import's line or left its own: %+v", events)
	}
	if err := svc.Undo(ctx, by, rep2.ID); fault.Code(err) != fault.EINVALID {
		t.Errorf("second undo = %v", err)
	}
	if err := svc.Undo(ctx, by, 4242); fault.Code(err) != fault.ENOTFOUND {
		t.Errorf("undo of no import = %v", err)
	}
	// The dashboard's roll-up followed the imports, the links and the undo.
	rollupAgrees(t, s, "2026-03-14", owner)
}

// testLeadViews: views are each person's own, names unique per person in any letter case, bounded in number.
func testLeadViews(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	a := newAccount(t, s, "a@example.com", staff.Sales)
	b := newAccount(t, s, "b@example.com", staff.Sales)
	svc := lead.NewService(s, func() time.Time { return at })
	v, err := svc.SaveView(ctx, a, "Pune new", "?location=Pune&status=new")
	if err != nil || v.Query != "location=Pune&status=new" {
		t.Fatalf("save = %+v, %v", v, err)
	}
	if _, err := svc.SaveView(ctx, a, "PUNE NEW", "status=won"); fault.Code(err) != fault.EINVALID {
		t.Errorf("same name = %v", err)
	}
	if _, err := svc.SaveView(ctx, b, "Pune new", "status=won"); err != nil {
		t.Errorf("another person's same name = %v", err)
	}
	if list, err := svc.Views(ctx, a); err != nil || len(list) != 1 || list[0].Name != "Pune new" {
		t.Errorf("a's views = %+v, %v", list, err)
	}
	if err := svc.DeleteView(ctx, b, v.ID); err != nil {
		t.Errorf("b deleting a's view = %v", err)
	}
	if list, _ := svc.Views(ctx, a); len(list) != 1 {
		t.Errorf("b deleted a's view: %+v", list)
	}
	// Up to 30 views one by one, then 40 at once: the bound is counted inside the write, so exactly 20 more land.
	const before, burst = 30, 40
	for i := 1; i < before; i++ {
		if _, err := svc.SaveView(ctx, a, fmt.Sprint("View ", i), "status=new"); err != nil {
			t.Fatal(err)
		}
	}
	var saved, refused atomic.Int32
	var wg sync.WaitGroup
	for i := range burst {
		wg.Go(func() {
			_, err := svc.SaveView(ctx, a, fmt.Sprint("Burst ", i), "status=new")
			switch {
			case err == nil:
				saved.Add(1)
			case fault.Code(err) == fault.EINVALID:
				refused.Add(1)
			default:
				t.Errorf("burst save = %v", err)
			}
		})
	}
	wg.Wait()
	if saved.Load() != lead.MaxViews-before || refused.Load() != burst-(lead.MaxViews-before) {
		t.Errorf("40 saves at once past %d views: %d saved, %d refused; want %d and %d", before, saved.Load(), refused.Load(), lead.MaxViews-before, burst-(lead.MaxViews-before))
	}
	if list, err := svc.Views(ctx, a); err != nil || len(list) != lead.MaxViews {
		t.Errorf("%d views kept after the burst (%v), want %d", len(list), err, lead.MaxViews)
	}
	if _, err := svc.SaveView(ctx, a, "One too many", "status=new"); fault.Code(err) != fault.EINVALID {
		t.Errorf("view past the bound = %v", err)
	}
	if err := svc.DeleteView(ctx, a, v.ID); err != nil {
		t.Fatal(err)
	}
}

// ownerImporting is the owner who imports and the import service on the suite's clock.
func ownerImporting(t *testing.T, s *sqlstore.Store) (staff.Actor, *leadimport.Service) {
	t.Helper()
	owner := newAccount(t, s, "owner@example.com", staff.Owner)
	return staff.Actor{ID: owner.ID, Email: owner.Email}, leadimport.NewService(s, func() time.Time { return at })
}

// testLeadImportBatches: past one statement's batch, each lead still has its own row's name, and a
// duplicate of a row of the first batch found in a later one is a line on that row's lead.
func testLeadImportBatches(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	by, svc := ownerImporting(t, s)
	var big strings.Builder
	big.WriteString("name,mobile,bhk\n")
	for i := range 1200 {
		fmt.Fprintf(&big, "Row %d,97%08d,2bhk\n", i, i)
	}
	big.WriteString("Row 3 again,9700000003,2bhk\n")
	rep3, err := svc.Import(ctx, by, leadimport.Request{FileName: "big.csv", Data: []byte(big.String()), Commit: true})
	if err != nil || rep3.Created != 1200 || rep3.Linked != 1 {
		t.Fatalf("big import = %+v, %v", rep3, err)
	}
	for _, i := range []int{0, 3, 499, 500, 777, 1199} {
		mobile := fmt.Sprintf("97%08d", i)
		ids, err := s.LeadIDsByDigits(ctx, []string{mobile})
		if err != nil {
			t.Fatal(err)
		}
		l, err := s.InboxLead(ctx, ids[mobile])
		if err != nil || l.Name != fmt.Sprintf("Row %d", i) {
			t.Fatalf("row %d's lead = %+v, %v", i, l, err)
		}
		if events, _ := s.LeadEvents(ctx, l.ID); (i == 3) != (len(events) == 1) {
			t.Errorf("row %d's lead has lines %+v", i, events)
		}
	}
}

// testLeadImportBurst: forty imports of one file at once double no lead: each mobile ends up with
// one live lead, every import either links to it or is refused with a sentence to import again.
func testLeadImportBurst(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	by, svc := ownerImporting(t, s)
	var file strings.Builder
	file.WriteString("name,mobile,bhk\n")
	mobiles := make([]string, 50)
	for i := range mobiles {
		mobiles[i] = fmt.Sprintf("96%08d", i)
		fmt.Fprintf(&file, "Burst %d,%s,2bhk\n", i, mobiles[i])
	}
	var wg sync.WaitGroup
	var created, raced atomic.Int64
	errs := make(chan error, 40)
	for range 40 {
		wg.Go(func() {
			rep, err := svc.Import(ctx, by, leadimport.Request{FileName: "burst.csv", Data: []byte(file.String()), Commit: true})
			switch {
			case errors.Is(err, leadimport.ErrRaced):
				raced.Add(1)
			case err != nil:
				errs <- err
			default:
				created.Add(int64(rep.Created))
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("import: %v", err)
	}
	if created.Load() != 50 {
		t.Errorf("%d leads created by forty imports of 50 rows (%d refused to import again), want 50", created.Load(), raced.Load())
	}
	live, err := s.InboxLeads(ctx, lead.Filter{Text: "burst "})
	if err != nil {
		t.Fatal(err)
	}
	if len(live) != 50 {
		t.Errorf("%d live leads for 50 mobiles", len(live))
	}
}

// testLeadBulkBurst: forty people assigning the same five leads at once, each at the versions
// they read, change each lead once: one timeline line each, the rest told it changed meanwhile.
func testLeadBulkBurst(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	owner := newAccount(t, s, "owner@example.com", staff.Owner)
	sales := newAccount(t, s, "sales@example.com", staff.Sales)
	leads := make([]lead.Enquiry, 5)
	for i := range leads {
		leads[i] = lead.Enquiry{Name: fmt.Sprintf("Bulk %d", i), Mobile: fmt.Sprintf("95%08d", i)}
	}
	ids := inboxLeads(t, s, leads...)
	targets := make([]lead.Target, len(ids))
	for i, id := range ids {
		targets[i] = lead.Target{ID: id, Version: 1}
	}
	svc := lead.NewService(s, func() time.Time { return at.Add(time.Hour) })
	var wg sync.WaitGroup
	var changed, failed atomic.Int64
	for range 40 {
		wg.Go(func() {
			res, err := svc.Bulk(ctx, staff.Actor{ID: owner.ID, Email: owner.Email},
				lead.BulkChange{Leads: targets, AssigneeID: lead.Optional[int64]{Set: true, Value: sales.ID}})
			if err != nil {
				t.Errorf("bulk: %v", err)
				return
			}
			changed.Add(int64(len(res.Changed)))
			failed.Add(int64(len(res.Failed)))
		})
	}
	wg.Wait()
	if n := int64(len(ids)); changed.Load() != n || failed.Load() != 39*n {
		t.Fatalf("%d changes landed and %d were refused, want %d and %d", changed.Load(), failed.Load(), n, 39*n)
	}
	for _, id := range ids {
		events, err := s.LeadEvents(ctx, id)
		if err != nil || len(events) != 1 || events[0].Kind != lead.EventAssigned {
			t.Fatalf("lead %d's timeline = %+v, %v", id, events, err)
		}
	}
}

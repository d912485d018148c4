package storetest

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// testLeadImportAssign (issue 41 items 7 and 10): an import's new leads go in turn among the sales people on
// duty on the automatic assignment's own rotation (the next new lead takes the turn after the import's last),
// or to one named person checked again inside the import; each lead's timeline says so beside its remarks,
// its source is the file's; the automatic assignment leaves imported leads alone; importing the file again
// assigns nothing twice, and undo removes it all.
func testLeadImportAssign(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	by, svc := ownerImporting(t, s)
	a := Account(t, s, staff.Account{Name: "Anil", Role: staff.Sales})
	b := Account(t, s, staff.Account{Name: "Bina", Role: staff.Sales})
	away := Account(t, s, staff.Account{Name: "Chitra", Role: staff.Sales})
	gone := Account(t, s, staff.Account{Name: "Dev", Role: staff.Sales, Disabled: true})
	editor := Account(t, s, staff.Account{Name: "Esha", Role: staff.Editor})
	if err := s.SetSeat(ctx, away.ID, true, nil, entryAt(at, "changed who takes leads")); err != nil {
		t.Fatal(err)
	}
	switchAutoAssign(t, s, false)
	file := "Name,Mobile,BHK,Remarks,Source\n"
	for i := range 5 {
		file += fmt.Sprintf("Turn %d,93%08d,2bhk,Remark %d,99acres\n", i, i, i)
	}
	rep, err := svc.Import(ctx, by, leadimport.Request{FileName: "crm.csv", Data: []byte(file), Commit: true, Assign: leadimport.Assignment{InTurn: true}})
	if err != nil || rep.Created != 5 {
		t.Fatalf("import in turn = %+v, %v", rep, err)
	}
	if fmt.Sprint(rep.Assigned) != fmt.Sprint([]leadimport.Count{{Name: "Anil", Leads: 3}, {Name: "Bina", Leads: 2}}) {
		t.Errorf("assigned = %+v", rep.Assigned)
	}
	var got []int64
	for i := range 5 {
		id := leadOfMobile(t, s, fmt.Sprintf("93%08d", i))
		got = append(got, assigneeOf(t, s, id))
		l, err := s.InboxLead(ctx, id)
		if err != nil || l.UTMSource != "99acres" || l.Version != 1 {
			t.Fatalf("lead %d = %+v, %v", i, l, err)
		}
		events, err := s.LeadEvents(ctx, id)
		if err != nil || len(events) != 2 || events[0].Kind != lead.EventNote || events[0].Text != fmt.Sprintf("Remarks imported from crm.csv (line %d):\nRemark %d", i+2, i) ||
			events[1].Kind != lead.EventAssigned || !strings.HasSuffix(events[1].Text, " in turn (round-robin) by the import of crm.csv.") ||
			events[0].Actor == nil || events[0].Actor.ID != by.ID {
			t.Fatalf("lead %d's timeline = %+v, %v", i, events, err)
		}
	}
	sameIDs(t, "the import's turns, skipping the away and the disabled", got, []int64{a.ID, b.ID, a.ID, b.ID, a.ID})
	// The rotation goes on from the import: the next new lead is Bina's.
	next := inboxLeads(t, s, lead.Enquiry{Name: "After", Mobile: "9299999999"})[0]
	if who, err := s.AssignInTurn(ctx, lead.AutoAssign{LeadID: next, At: at, Mail: assignMail}); err != nil || who == nil || who.ID != b.ID {
		t.Fatalf("the lead after the import went to %+v, %v", who, err)
	}
	// Imported leads are the import's to assign: the automatic assignment does not wait for them.
	none, err := svc.Import(ctx, by, leadimport.Request{FileName: "none.csv", Data: []byte("name,mobile,bhk\nNobody's,9288888888,2bhk\n"), Commit: true})
	if err != nil || none.Created != 1 {
		t.Fatalf("import for nobody = %+v, %v", none, err)
	}
	if waiting, err := s.AwaitingAssignment(ctx, at.Add(-24*time.Hour), 100); err != nil || len(waiting) != 0 {
		t.Errorf("awaiting assignment: %v, %v", waiting, err)
	}

	// Again: every row is a lead already, linked; nobody is assigned twice and the turn stays.
	again, err := svc.Import(ctx, by, leadimport.Request{FileName: "crm.csv", Data: []byte(file), Commit: true, Assign: leadimport.Assignment{InTurn: true}})
	if err != nil || again.Created != 0 || again.Linked != 5 || len(again.Assigned) != 0 {
		t.Fatalf("the same file again = %+v, %v", again, err)
	}
	if events, _ := s.LeadEvents(ctx, leadOfMobile(t, s, "9300000000")); len(events) != 3 || !strings.Contains(events[2].Text, "Remark 0") {
		t.Errorf("the linked line keeps the remarks: %+v", events)
	}

	// One named person: every new lead is theirs.
	named, err := svc.Import(ctx, by, leadimport.Request{FileName: "bina.csv", Commit: true, Assign: leadimport.Assignment{To: b.ID},
		Data: []byte("name,mobile,bhk\nN1,9277777771,2bhk\nN2,9277777772,3bhk\n")})
	if err != nil || named.Created != 2 {
		t.Fatalf("import to Bina = %+v, %v", named, err)
	}
	for _, m := range []string{"9277777771", "9277777772"} {
		id := leadOfMobile(t, s, m)
		events, _ := s.LeadEvents(ctx, id)
		if assigneeOf(t, s, id) != b.ID || len(events) != 1 || events[0].Text != "Assigned to Bina by the import of bina.csv." {
			t.Errorf("%s: assignee %d, timeline %+v", m, assigneeOf(t, s, id), events)
		}
	}
	if audit := auditWhere(t, s, 50, auditAction("imported leads")); len(audit) == 0 ||
		!strings.Contains(audit[0].Detail, fmt.Sprintf("new leads assigned to Bina (account %d)", b.ID)) {
		t.Errorf("audit = %+v", audit)
	}
	// Who cannot take leads is refused with a sentence, by the service and again inside the import.
	for id, want := range map[int64]string{gone.ID: "Dev's account is disabled", editor.ID: "Esha is not in sales", 4242: "has no account here"} {
		_, err := svc.Import(ctx, by, leadimport.Request{FileName: "x.csv", Commit: true, Assign: leadimport.Assignment{To: id},
			Data: []byte("name,mobile,bhk\nX,9266666666,2bhk\n")})
		if fault.Code(err) != fault.EINVALID || !strings.Contains(fault.Message(err), want) {
			t.Errorf("import to %d = %v", id, err)
		}
		imp := &leadimport.Import{StaffID: by.ID, FileName: "x.csv", At: at, RowCount: 1, Assign: leadimport.Assignment{To: id},
			Create: []lead.Enquiry{{Name: "X", Mobile: "+91 92666 66666", PropertyType: "2 BHK", Role: lead.Role, CreatedAt: at}}}
		if err := s.SaveImport(ctx, imp); fault.Code(err) != fault.EINVALID || !strings.Contains(fault.Message(err), want) {
			t.Errorf("saving an import to %d = %v", id, err)
		}
	}
	if found, _ := s.LeadIDsByDigits(ctx, []string{"9266666666"}); len(found) != 0 {
		t.Errorf("a refused import left a lead: %v", found)
	}

	// Undo takes the leads and their lines back, as before.
	if err := svc.Undo(ctx, by, named.ID); err != nil {
		t.Fatal(err)
	}
	if found, _ := s.LeadIDsByDigits(ctx, []string{"9277777771", "9277777772"}); len(found) != 0 {
		t.Errorf("undo left %v", found)
	}
	rollupAgrees(t, s, "2026-03-14", &staff.Account{ID: by.ID, Role: staff.Owner}, &staff.Account{ID: a.ID, Role: staff.Sales})
}

// leadOfMobile is the live lead with these 10 digits.
func leadOfMobile(t *testing.T, s *sqlstore.Store, digits string) int64 {
	t.Helper()
	found, err := s.LeadIDsByDigits(context.Background(), []string{digits})
	if err != nil || found[digits] == 0 {
		t.Fatalf("no lead has %s: %v", digits, err)
	}
	return found[digits]
}

package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/staff"
)

// importFile is a 1,000-row CSV in the shapes spreadsheets write mobiles, with
// five rows whose mobile is already a lead and three rows that cannot be leads.
func importFile() string {
	formats := []string{"+91 %s", "0%s", "91-%s", "(+91) %s", "%s", "+91-%s", "0091 %s"}
	var b strings.Builder
	b.WriteString("\xef\xbb\xbfFull Name;Phone;Email;BHK;City;Created On\n")
	for i := range 997 {
		digits := fmt.Sprintf("9%09d", 100000+i)
		fmt.Fprintf(&b, "Person %d;%s;p%d@example.com;%s;Bengaluru;25/10/2026\n", i, fmt.Sprintf(formats[i%len(formats)], digits), i, []string{"2BHK", "3 bhk", "Villa", "1 BHK"}[i%4])
	}
	b.WriteString("No Mobile;;x@example.com;2BHK;Pune;\n")
	b.WriteString("Landline;022 2345 6789;;2BHK;Pune;\n")
	b.WriteString(`"=HYPERLINK(""http://evil.example"")";98765 43210;;Shop;Pune;` + "\n")
	return b.String()
}

// TestLeadImportAndUndo: 1,000 rows with mixed mobile formats and five duplicates import with the
// right report, the duplicates as lines on the leads that had the mobiles, one audit entry; undo takes it all back.
func TestLeadImportAndUndo(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		cookie := a.signIn(t, a.account(t, staff.Owner))
		var existing []int64
		for i := range 5 {
			existing = append(existing, a.lead(t, "Existing", fmt.Sprintf("9%09d", 100000+i*100)))
		}
		before := a.auditCount(t)
		res := a.call(t, "POST", "/api/admin/lead-imports?commit=1&defaultPropertyType=2+BHK", "text/csv", importFile(), "198.51.100.7:40000",
			map[string]string{"Cookie": cookie, "X-File-Name": "old-crm.csv"})
		text := bodyText(t, res)
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("import = %d: %s", res.StatusCode, text)
		}
		var rep struct {
			ID, Rows, Created, Linked int64
			Refused                   []struct {
				Line   int
				Reason string
			}
		}
		if err := json.Unmarshal([]byte(text), &rep); err != nil {
			t.Fatal(err)
		}
		if rep.Rows != 1000 || rep.Created != 992 || rep.Linked != 5 || len(rep.Refused) != 3 {
			t.Fatalf("report = %+v", rep)
		}
		for i, want := range []string{"Line 999: the mobile number is missing.", `Line 1000: "022 2345 6789" is not an Indian mobile number`, `Line 1001: the property type "Shop"`} {
			if !strings.HasPrefix(rep.Refused[i].Reason, want) {
				t.Errorf("refusal %d = %q, want %q…", i, rep.Refused[i].Reason, want)
			}
		}
		if n := a.auditCount(t) - before; n != 1 {
			t.Errorf("%d audit entries, want 1", n)
		}
		for _, id := range existing {
			events, err := a.store.LeadEvents(t.Context(), id)
			if err != nil || len(events) != 1 || !strings.Contains(events[0].Text, "Imported again from old-crm.csv") {
				t.Errorf("lead %d timeline = %+v, %v", id, events, err)
			}
		}
		if leads, _, _, _ := a.stored(t); leads != 5+992 {
			t.Errorf("%d leads after the import, want %d", leads, 5+992)
		}
		res = a.as(t, cookie, "POST", fmt.Sprintf("/api/admin/lead-imports/%d/undo", rep.ID), "", nil)
		if text := bodyText(t, res); res.StatusCode != http.StatusOK {
			t.Fatalf("undo = %d: %s", res.StatusCode, text)
		}
		if leads, _, _, _ := a.stored(t); leads != 5 {
			t.Errorf("%d leads after undo, want 5", leads)
		}
		for _, id := range existing {
			if events, _ := a.store.LeadEvents(t.Context(), id); len(events) != 0 {
				t.Errorf("lead %d keeps %+v after undo", id, events)
			}
		}
		res = a.as(t, cookie, "POST", fmt.Sprintf("/api/admin/lead-imports/%d/undo", rep.ID), "", nil)
		if text := bodyText(t, res); res.StatusCode != http.StatusBadRequest || !strings.Contains(text, "undone already") {
			t.Errorf("second undo = %d: %s", res.StatusCode, text)
		}
	})
}

// anImport is the id of a small import the owner made, for a call that undoes one.
func (a *adminEnv) anImport(t *testing.T) int64 {
	t.Helper()
	owner := a.account(t, staff.Owner)
	rep, err := leadimport.NewService(a.store, nil).Import(t.Context(), staff.Actor{ID: owner.ID, Email: owner.Email},
		leadimport.Request{FileName: "one.csv", Data: []byte("name,mobile,bhk\nMeera,9988776655,2bhk\n"), Commit: true})
	if err != nil {
		t.Fatal(err)
	}
	return rep.ID
}

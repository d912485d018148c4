package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// crmFile is another CRM's export as sales teams keep them: dates by name, half BHKs, "mobile / landline"
// cells, a city the site does not serve, remarks and a source; and rows each refused for a new field.
const crmFile = "Lead Date,Customer Name,Phone,Config,City,Remarks,Lead Source\n" +
	"4-Nov-2026,Asha Rao,98450 12345 / 080 2345 6789,2.5 BHK,Jaipur,\"Wants a modular kitchen.\nCall after 6 pm.\",99acres\n" +
	"4 November 2026,Ravi Kumar,080 2345 6789 or 91234 56789,3 BHK,Bengaluru,,Housing.com\n" +
	"04-11-26,Meera Iyer,9988776655,1.5 BHK,Indore,Site visit done,\n" +
	"05-11-26,Long Remarks,9876500001,2 BHK,Pune," + "\"" + "very long " + "%s" + "\",Walk-in\n" +
	"05-11-26,Formula Remarks,9876500002,2 BHK,Pune,\"=HYPERLINK(\"\"http://evil.example\"\",\"\"Click\"\")\",Walk-in\n" +
	"05-11-26,Formula Source,9876500003,2 BHK,Pune,,\"+cmd|' /C calc'!A0\"\n"

func crm() string { return fmt.Sprintf(crmFile, strings.Repeat("x", 1000)) }

type importReport struct {
	ID, Rows, Created, Linked int64
	Refused                   []struct {
		Line   int
		Reason string
	}
	CitiesLeftOut []struct {
		City string
		Rows int
	}
	Assigned []struct {
		Name  string
		Leads int
	}
}

// TestLeadImportReadsCRMExports (issue 41 items 7 and 10), on both engines: an import in turn reads the
// CRM's dates, half BHKs and two-number cells, keeps remarks as a note and the source as the lead's,
// says which cities it left out, refuses each hostile row with a sentence, and hands the new leads out in
// turn among the sales people on duty, each lead's timeline and the audit saying so.
func TestLeadImportReadsCRMExports(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		cookie := a.signIn(t, a.account(t, staff.Owner))
		first, second := a.account(t, staff.Sales), a.account(t, staff.Sales)
		res := a.as(t, cookie, "POST", "/api/admin/lead-imports?commit=1&assign=turn", crm(), map[string]string{"X-File-Name": "crm.csv"})
		text := bodyText(t, res)
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("import = %d: %s", res.StatusCode, text)
		}
		var rep importReport
		if err := json.Unmarshal([]byte(text), &rep); err != nil {
			t.Fatal(err)
		}
		if rep.Rows != 6 || rep.Created != 3 || len(rep.Refused) != 3 {
			t.Fatalf("report = %s", text)
		}
		// Asha's remarks take two lines of the file: the rows after her are one line further on.
		for i, want := range []string{"Line 6: the remarks are longer than 1,000 characters", "Line 7: the remarks hold a spreadsheet formula",
			"Line 8: the source holds a spreadsheet formula"} {
			if !strings.HasPrefix(rep.Refused[i].Reason, want) {
				t.Errorf("refusal %d = %q, want %q…", i, rep.Refused[i].Reason, want)
			}
		}
		if fmt.Sprint(rep.CitiesLeftOut) != "[{Jaipur 1} {Indore 1}]" {
			t.Errorf("cities left out = %+v", rep.CitiesLeftOut)
		}
		if fmt.Sprint(rep.Assigned) != fmt.Sprintf("[{%s 2} {%s 1}]", first.Name, second.Name) {
			t.Errorf("assigned = %+v", rep.Assigned)
		}
		want := map[string]struct{ digits, pt, city, source, assignee, note string }{
			"Asha Rao":   {"9845012345", "3 BHK", "", "99acres", first.Name, "Wants a modular kitchen.\nCall after 6 pm.\nOther numbers in the file: 080 2345 6789.\nCity in the file: Jaipur"},
			"Ravi Kumar": {"9123456789", "3 BHK", "Bangalore", "Housing.com", second.Name, "Other numbers in the file: 080 2345 6789."},
			"Meera Iyer": {"9988776655", "2 BHK", "", "import", first.Name, "Site visit done\nCity in the file: Indore"},
		}
		for name, w := range want {
			ids, err := a.store.LeadIDsByDigits(t.Context(), []string{w.digits})
			if err != nil || ids[w.digits] == 0 {
				t.Fatalf("%s: no lead with %s (%v)", name, w.digits, err)
			}
			d, err := a.store.InboxLead(t.Context(), ids[w.digits])
			if err != nil || d.Name != name || d.PropertyType != w.pt || d.Location != w.city || d.UTMSource != w.source ||
				d.Assignee == nil || d.Assignee.Name != w.assignee || d.CreatedAt.In(lead.India).Format("2 Jan 2006") != "4 Nov 2026" {
				t.Errorf("%s = %+v (%v)", name, d, err)
			}
			events, _ := a.store.LeadEvents(t.Context(), ids[w.digits])
			if len(events) != 2 || !strings.Contains(events[0].Text, w.note) || events[1].Kind != lead.EventAssigned ||
				events[1].Text != "Assigned to "+w.assignee+" in turn (round-robin) by the import of crm.csv." {
				t.Errorf("%s's timeline = %+v", name, events)
			}
		}
		audit, err := a.staff.AuditLog(t.Context(), staff.AuditQuery{Limit: 5})
		if err != nil || audit[0].Action != "imported leads" || !strings.HasSuffix(audit[0].Detail, "3 refused; new leads assigned in turn among the sales people on duty") {
			t.Errorf("audit = %+v, %v", audit, err)
		}
	})
}

// TestLeadImportAssigneeRefused: who takes the new leads is checked on the server, each refusal a sentence,
// and nothing is imported; a sales person cannot import, nor list who could take the leads.
func TestLeadImportAssigneeRefused(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		owner := a.account(t, staff.Owner)
		cookie := a.signIn(t, owner)
		gone, editor, sales := a.account(t, staff.Sales), a.account(t, staff.Editor), a.account(t, staff.Sales)
		if _, err := a.staff.ChangeAccount(t.Context(), staff.CommandLine, staff.AccountChange{ID: gone.ID, Version: gone.Version, Disabled: ptr(true)}); err != nil {
			t.Fatal(err)
		}
		file := "name,mobile,bhk\nAsha,9876543210,2bhk\n"
		for assign, want := range map[string]string{
			fmt.Sprint(gone.ID):   gone.Name + "'s account is disabled, so they cannot take the new leads.",
			fmt.Sprint(editor.ID): editor.Name + " is not in sales, so they cannot take the new leads.",
			fmt.Sprint(owner.ID):  owner.Name + " is not in sales",
			"4242":                "The person chosen to take the new leads has no account here.",
			"ravi":                "Please choose who takes the new leads: nobody, in turn, or one person in sales.",
			"-3":                  "Please choose who takes the new leads",
		} {
			res := a.as(t, cookie, "POST", "/api/admin/lead-imports?commit=1&assign="+url.QueryEscape(assign), file, nil)
			if text := bodyText(t, res); res.StatusCode != http.StatusBadRequest || !strings.Contains(text, want) {
				t.Errorf("assign=%s = %d: %s", assign, res.StatusCode, text)
			}
		}
		res := a.as(t, cookie, "POST", "/api/admin/lead-imports?commit=1&assign=turn&assign=none", file, nil)
		if text := bodyText(t, res); res.StatusCode != http.StatusBadRequest || !strings.Contains(text, `Please give \"assign\" once.`) {
			t.Errorf("assign twice = %d: %s", res.StatusCode, text)
		}
		if ids, _ := a.store.LeadIDsByDigits(t.Context(), []string{"9876543210"}); len(ids) != 0 {
			t.Fatalf("a refused import stored %v", ids)
		}
		// The people who can take them are the active accounts in sales.
		res = a.as(t, cookie, "GET", "/api/admin/lead-imports", "", nil)
		var list struct{ People []salesPersonBody }
		if err := json.Unmarshal([]byte(bodyText(t, res)), &list); err != nil || len(list.People) != 1 || list.People[0].ID != sales.ID {
			t.Errorf("people = %+v, %v", list.People, err)
		}
		res = a.as(t, cookie, "POST", fmt.Sprintf("/api/admin/lead-imports?commit=1&assign=%d", sales.ID), file, nil)
		if text := bodyText(t, res); res.StatusCode != http.StatusCreated || !strings.Contains(text, `"assigned":[{"name":"`+sales.Name+`","leads":1}]`) {
			t.Fatalf("import to %s = %d: %s", sales.Name, res.StatusCode, text)
		}
		salesCookie := a.signIn(t, sales)
		for _, target := range []string{"/api/admin/lead-imports?commit=1", "/api/admin/lead-imports/refused.csv"} {
			if res := a.as(t, salesCookie, "POST", target, file, nil); res.StatusCode != http.StatusForbidden {
				t.Errorf("sales POST %s = %d", target, res.StatusCode)
			}
		}
	})
}

// TestLeadImportRefusedRowsDownload: the refused rows come back as CSV, each with its own cells and its
// reason, formulas defused as every export defuses them; nothing is stored.
func TestLeadImportRefusedRowsDownload(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Owner))
	before := a.auditCount(t)
	res := a.as(t, cookie, "POST", "/api/admin/lead-imports/refused.csv?remarks=5&source=6&name=1&mobile=2&propertyType=3&location=4&createdAt=0", crm(), nil)
	text := bodyText(t, res)
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/csv") ||
		!strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="refused-rows-2026-11-14.csv"`) {
		t.Fatalf("refused rows = %d %v: %s", res.StatusCode, res.Header, text)
	}
	lines := strings.Split(strings.TrimSuffix(text, "\r\n"), "\r\n")
	if len(lines) != 4 || lines[0] != "\uFEFFLead Date,Customer Name,Phone,Config,City,Remarks,Lead Source,Reason refused" {
		t.Fatalf("file = %q", text)
	}
	for _, want := range []string{
		`05-11-26,Formula Remarks,9876500002,2 BHK,Pune,"'=HYPERLINK(""http://evil.example"",""Click"")",Walk-in,"Line 7: the remarks hold a spreadsheet formula`,
		`05-11-26,Formula Source,9876500003,2 BHK,Pune,,'+cmd|' /C calc'!A0,"Line 8: the source holds a spreadsheet formula`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("file lacks %q:\n%s", want, text)
		}
	}
	if ids, _ := a.store.LeadIDsByDigits(t.Context(), []string{"9845012345"}); len(ids) != 0 || a.auditCount(t) != before {
		t.Errorf("a download stored leads %v or audit entries", ids)
	}
	res = a.as(t, cookie, "POST", "/api/admin/lead-imports/refused.csv", "name\nAsha\n", nil)
	if text := bodyText(t, res); res.StatusCode != http.StatusBadRequest || !strings.Contains(text, "Please choose the column that holds the mobile.") {
		t.Errorf("a file without mobiles = %d: %s", res.StatusCode, text)
	}
}

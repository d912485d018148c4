package httpapi

import (
	"slices"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/inbox"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/xuri/excelize/v2"
)

// TestLeadExportAsExcel: the workbook has the CSV's columns and rows, the mobile
// as text written "+91 98765 43210", the status in the screen's words; only the leads roles get it.
func TestLeadExportAsExcel(t *testing.T) {
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Sales))
	a.lead(t, `=HYPERLINK("http://evil.example")`, "09876543210")
	res := a.as(t, cookie, "GET", "/api/admin/leads/export.xlsx?status=new", "", nil)
	if res.StatusCode != 200 || !strings.Contains(res.Header.Get("Content-Disposition"), `filename="leads-`) ||
		!strings.HasSuffix(res.Header.Get("Content-Disposition"), `.xlsx"`) {
		t.Fatalf("export = %d %v", res.StatusCode, res.Header)
	}
	f, err := excelize.OpenReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Leads", excelize.Options{RawCellValue: true})
	if err != nil || len(rows) != 2 {
		t.Fatalf("rows %q, %v", rows, err)
	}
	if strings.Join(rows[0], "|") != strings.Join(inbox.ExportHeader, "|") {
		t.Fatalf("header %q", rows[0])
	}
	status := slices.Index(inbox.ExportHeader, "status")
	if rows[1][3] != `=HYPERLINK("http://evil.example")` || rows[1][4] != "+91 98765 43210" || rows[1][status] != "New" {
		t.Fatalf("row %q", rows[1])
	}
	if formula, _ := f.GetCellFormula("Leads", "D2"); formula != "" {
		t.Fatalf("the name became a formula: %q", formula)
	}
	if typ, _ := f.GetCellType("Leads", "E2"); typ == excelize.CellTypeNumber || typ == excelize.CellTypeUnset {
		t.Fatalf("the mobile is typed %v, want text", typ)
	}
	editor := a.signIn(t, a.account(t, staff.Editor))
	if res := a.as(t, editor, "GET", "/api/admin/leads/export.xlsx", "", nil); res.StatusCode != 403 {
		t.Fatalf("an editor's export = %d, want 403", res.StatusCode)
	}
	if res := a.as(t, cookie, "GET", "/api/admin/leads/export.xlsx?status=nonsense", "", nil); res.StatusCode != 400 {
		t.Fatalf("a bad filter = %d, want 400", res.StatusCode)
	}
}

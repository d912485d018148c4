package httpapi

import (
	"bufio"
	"compress/gzip"
	"context"
	"database/sql"
	"encoding/csv"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/xuri/excelize/v2"
)

// seedLeads adds n leads to the SQLite file at path in one statement, as a busy year would leave them.
func seedLeads(t *testing.T, path string, n int) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	_, err = db.Exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
		INSERT INTO leads (property_type, location, name, mobile, role, created_at, mobile_digits, utm_campaign)
		SELECT '2 BHK', 'Pune', 'Lead ' || i, '98' || printf('%08d', i), 'user',
			strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' seconds'), '98' || printf('%08d', i), 'diwali-' || (i % 7)
		FROM n`, n)
	if err != nil {
		t.Fatal(err)
	}
}

// TestLeadExportStreamsCompressed: the export of 20,000 leads starts long
// before it ends (rows go out as they are read, not once all are in memory),
// compressed when the client accepts gzip, with the columns of `site leads export`.
func TestLeadExportStreamsCompressed(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "site.db")
	storetest.MigratedSQLite(t, path)
	db, err := sqlstore.OpenSQLite(context.Background(), path, storetest.WithKey())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	a := newAdminEnvOn(t, db)
	const n = 20_000
	seedLeads(t, path, n)
	cookie := a.signIn(t, a.account(t, staff.Sales))
	srv := httptest.NewServer(a.h)
	defer srv.Close()

	req, _ := http.NewRequest("GET", srv.URL+"/api/admin/leads/export.csv", nil)
	req.Header.Set("Cookie", cookie)
	req.Header.Set("Accept-Encoding", "gzip") // set by hand, so the client leaves the body compressed
	start := time.Now()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("export = %d, Content-Encoding %q; want 200, gzip", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
	raw := bufio.NewReader(res.Body)
	if _, err := raw.Peek(1); err != nil {
		t.Fatal(err)
	}
	firstByte := time.Since(start)
	zr, err := gzip.NewReader(raw)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(zr).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	total := time.Since(start)
	if len(rows) != n+1 || strings.TrimPrefix(strings.Join(rows[0], ","), "\uFEFF") != strings.Join(lead.ExportHeader, ",") {
		t.Fatalf("%d rows, header %q; want %d and lead.ExportHeader", len(rows), rows[0], n+1)
	}
	if rows[1][3] != "Lead 20000" || rows[1][4] != "+91 98000 20000" {
		t.Fatalf("first row %q, want the newest lead with its mobile as +91 98000 20000", rows[1])
	}
	t.Logf("first byte after %v, last after %v", firstByte, total)
	if firstByte*4 > total {
		t.Fatalf("first byte after %v of %v: the file was built before it was sent", firstByte, total)
	}
}

// TestEmptyExportIsTheHeaderAlone: no lead matches, and the file still starts (compressed, too).
func TestEmptyExportIsTheHeaderAlone(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Sales))
	res := a.as(t, cookie, "GET", "/api/admin/leads/export.csv?status=new", "", map[string]string{"Accept-Encoding": "gzip"})
	if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("empty export = %d %v", res.StatusCode, res.Header)
	}
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(zr)
	if string(body) != "\uFEFF"+strings.Join(lead.ExportHeader, ",")+"\r\n" {
		t.Fatalf("empty export = %q, want the header alone", body)
	}
}

// TestLeadExportAsExcel: the workbook has the CSV's columns and rows, the mobile
// as text written "+91 98765 43210", the status in the screen's words; only the leads roles get it.
func TestLeadExportAsExcel(t *testing.T) {
	t.Parallel()
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
	if strings.Join(rows[0], "|") != strings.Join(lead.ExportHeader, "|") {
		t.Fatalf("header %q", rows[0])
	}
	status := slices.Index(lead.ExportHeader, "status")
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

package main

import (
	"context"
	"encoding/csv"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/csvexport"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/xuri/excelize/v2"
)

// TestLeadsExportCommand: `site leads export` writes the back-office's columns
// (lead.ExportHeader), mobiles as "+91 98765 43210" with no apostrophe, formulas defused.
func TestLeadsExportCommand(t *testing.T) {
	t.Parallel()
	env := map[string]string{"DATA_DIR": t.TempDir()}
	if out, code := runSite(t, env, "leads", "export"); code != 0 || out != "\uFEFF"+strings.Join(lead.ExportHeader, ",")+"\r\n" {
		t.Fatalf("leads export of an empty database: exit %d\n%q", code, out)
	}
	db := openEnvStore(t, env)
	ctx := context.Background()
	email := "asha@example.com"
	at := time.Date(2026, 3, 14, 9, 26, 53, 589_000_000, time.UTC)
	for i, l := range []lead.Enquiry{
		{PropertyType: "2 BHK", Location: "Pune", Name: "Asha, \"Rao\"", Mobile: "98765 43210", Email: &email, WhatsappUpdates: true,
			Role: "user", CreatedAt: at, Attribution: lead.Attribution{Page: "/", Referrer: "https://search.example/", UTMSource: "google",
				UTMMedium: "cpc", UTMCampaign: "diwali", UTMTerm: "kitchen", UTMContent: "ad-1"}},
		{PropertyType: "1 BHK", Name: "राहुल", Mobile: "+91 98765-43211", Role: "user"},
		{PropertyType: "3 BHK", Name: "=HYPERLINK(\"http://evil.example\")", Mobile: "09876543212", Role: "user"},
	} {
		l.CreatedAt = at.Add(time.Duration(i) * time.Minute)
		if err := db.CreateLead(ctx, &l, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	// A note, with its author and India time, reaches the export; the status is the word the screen shows.
	l, err := db.InboxLead(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SaveLead(ctx, lead.Save{ID: 1, Version: l.Version, Status: lead.StatusNew, Events: []lead.Event{{Kind: lead.EventNote, Text: "Wants a call after 6, \"only\" weekdays"}}}); err != nil {
		t.Fatal(err)
	}
	notes, err := db.LeadNotes(ctx, []int64{1})
	if err != nil || len(notes[1]) != 1 {
		t.Fatalf("notes %v, %v", notes, err)
	}
	db.Close()
	out, code := runSite(t, env, "leads", "export")
	if code != 0 {
		t.Fatalf("leads export: exit %d\n%s", code, out)
	}
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(out, "\uFEFF"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		lead.ExportHeader,
		{"3", "3 BHK", "", "'=HYPERLINK(\"http://evil.example\")", "+91 98765 43212", "", "false", "", "2026-03-14 14:58", "", "", "", "", "", "", "", "New", "", "", "", ""},
		{"2", "1 BHK", "", "राहुल", "+91 98765 43211", "", "false", "", "2026-03-14 14:57", "", "", "", "", "", "", "", "New", "", "", "", ""},
		{"1", "2 BHK", "Pune", "Asha, \"Rao\"", "+91 98765 43210", "asha@example.com", "true", "", "2026-03-14 14:56", "/", "https://search.example/", "google", "cpc", "diwali", "kitchen", "ad-1", "New", "", "", "", "NOTE"},
	}
	// The note's time is when the store saved it, written in India time.
	want[3][len(want[3])-1] = csvexport.IndiaTime(&notes[1][0].At) + " IST: Wants a call after 6, \"only\" weekdays"
	if len(rows) != len(want) {
		t.Fatalf("got %d rows, want %d:\n%s", len(rows), len(want), out)
	}
	for i, w := range want {
		if strings.Join(rows[i], "|") != strings.Join(w, "|") {
			t.Errorf("row %d:\n got %q\nwant %q", i, rows[i], w)
		}
	}
	// The workbook has the same cells, text as typed: the name as written (a text cell runs nothing).
	out, code = runSite(t, env, "leads", "export", "--xlsx")
	if code != 0 {
		t.Fatalf("leads export --xlsx: exit %d", code)
	}
	book, err := excelize.OpenReader(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	defer book.Close()
	cells, err := book.GetRows("Leads", excelize.Options{RawCellValue: true})
	if err != nil || len(cells) != len(want) {
		t.Fatalf("workbook rows %q, %v", cells, err)
	}
	want[1][3] = strings.TrimPrefix(want[1][3], "'")
	for i, w := range want {
		for len(cells[i]) < len(w) {
			cells[i] = append(cells[i], "") // GetRows leaves out empty cells at a row's end
		}
		if strings.Join(cells[i], "|") != strings.Join(w, "|") {
			t.Errorf("workbook row %d:\n got %q\nwant %q", i, cells[i], w)
		}
	}
}

// TestContactAndSubscriberExportCommands: the commands write the back-office's
// columns (office's row mappers); cells a semicolon-locale spreadsheet would split
// stay whole, formulas are defused, a phone number keeps its "+".
func TestContactAndSubscriberExportCommands(t *testing.T) {
	t.Parallel()
	env := map[string]string{"DATA_DIR": t.TempDir()}
	for _, c := range []struct {
		cmd    string
		header []string
	}{{"contact", office.MessageExportHeader}, {"subscribers", office.SubscriberExportHeader}} {
		if out, code := runSite(t, env, c.cmd, "export"); code != 0 || out != "\uFEFF"+strings.Join(c.header, ",")+"\r\n" {
			t.Fatalf("%s export of an empty database: exit %d\n%q", c.cmd, code, out)
		}
	}
	db := openEnvStore(t, env)
	ctx := context.Background()
	at := time.Date(2026, 3, 14, 9, 26, 53, 0, time.UTC)
	if err := db.CreateContactMessage(ctx, &contact.Message{
		Written:   contact.Written{FirstName: "Meera", LastName: "O'Neil", Email: "meera@example.in", Phone: "+91 98765 43210", Subject: "general", Message: "Call me; after 6"},
		Page:      "/contact",
		CreatedAt: at,
	}, nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := db.CreateContactMessage(ctx, &contact.Message{
		Written:   contact.Written{FirstName: "Asha", LastName: "Rao;@SUM(A1)", Email: "asha@example.in", Subject: "general", Message: "Hello;\r\n=HYPERLINK(\"http://evil.example\")"},
		Page:      "/contact",
		CreatedAt: at.Add(time.Minute),
	}, nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := db.Subscribe(ctx, &newsletter.Subscription{Email: "meera@example.in", Page: "/x;-1", CreatedAt: at}); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if out, code := runSite(t, env, "contact", "export"); code != 0 || !strings.HasSuffix(out, "\r\n"+
		"2,Asha,\"Rao;@SUM(A1)\",asha@example.in,,general,\"Hello;\r\n=HYPERLINK(\"\"http://evil.example\"\")\",/contact,2026-03-14 14:57,,\r\n"+
		"1,Meera,O'Neil,meera@example.in,+91 98765 43210,general,\"Call me; after 6\",/contact,2026-03-14 14:56,,\r\n") {
		t.Errorf("contact export: exit %d\n%q", code, out)
	}
	if out, code := runSite(t, env, "subscribers", "export"); code != 0 || !strings.HasSuffix(out, "\r\n1,meera@example.in,\"/x;-1\",2026-03-14 14:56,,\r\n") {
		t.Errorf("subscribers export: exit %d\n%q", code, out)
	}
}

// TestExportsWorkOnAReadOnlyCopy: the exports open the database read-only, so a
// copy in a read-only directory exports and stays as it was. Root ignores file
// modes, so as root the exports run as nobody, and the file is checked unchanged.
func TestExportsWorkOnAReadOnlyCopy(t *testing.T) {
	t.Parallel()
	dir, err := os.MkdirTemp("", "site-ro-") // not t.TempDir: its parents are closed to other users
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755); os.RemoveAll(dir) })
	env := map[string]string{"DATA_DIR": dir}
	db := openEnvStore(t, env)
	ctx := context.Background()
	at := time.Date(2026, 3, 14, 9, 26, 53, 0, time.UTC)
	if err := db.CreateLead(ctx, &lead.Enquiry{PropertyType: "2 BHK", Name: "Asha", Mobile: "9876543210", Role: "user", CreatedAt: at}, nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := db.CreateContactMessage(ctx, &contact.Message{Written: contact.Written{FirstName: "Meera", Email: "meera@example.in", Subject: "general", Message: "Hello"}, CreatedAt: at}, nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := db.Subscribe(ctx, &newsletter.Subscription{Email: "ravi@example.in", Page: "/", CreatedAt: at}); err != nil {
		t.Fatal(err)
	}
	db.Close()
	file := filepath.Join(dir, "site.db")
	for path, mode := range map[string]os.FileMode{file: 0o444, dir: 0o555, filepath.Dir(binary): 0o755} {
		if err := os.Chmod(path, mode); err != nil {
			t.Fatal(err)
		}
	}
	before, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, row string }{
		{"leads", "1,2 BHK,,Asha,+91 98765 43210,"},
		{"contact", "1,Meera,,meera@example.in,,general,Hello,,"},
		{"subscribers", "1,ravi@example.in,/,"},
	} {
		cmd := exec.Command(binary, c.cmd, "export")
		cmd.Env = siteEnv(env)
		if os.Geteuid() == 0 {
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
		}
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "\r\n"+c.row) {
			t.Errorf("%s export of a read-only copy: %v\n%q", c.cmd, err, out)
		}
	}
	after, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	if after.Size() != before.Size() || !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("export changed the database file: %d bytes at %v, was %d at %v", after.Size(), after.ModTime(), before.Size(), before.ModTime())
	}
	for _, side := range []string{"-wal", "-shm", "-journal"} {
		if _, err := os.Stat(file + side); !os.IsNotExist(err) {
			t.Errorf("export created %s", filepath.Base(file+side))
		}
	}
}

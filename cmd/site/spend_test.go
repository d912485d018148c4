package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// TestSpendImport: `site spend import` reads a Google Ads export (title lines, totals), lists the row it
// refuses, and importing the file again replaces its days instead of adding them twice; a file of columns
// it does not know, or a platform it does not know, is refused with what to do.
func TestSpendImport(t *testing.T) {
	t.Parallel()
	env, db := migratedSite(t)
	db.Close()
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	google := write("google.csv", "Campaign report\n\"1 November 2026 - 2 November 2026\"\nDay,Campaign,Cost\n"+
		"2026-11-01,Kitchen Search,\"1,250.50\"\n2026-11-02,Kitchen Search,-5\nTotal: Account,,\"1,250.50\"\n")
	for range 2 {
		out, code := runSite(t, env, "spend", "import", google)
		if code != 0 || !strings.Contains(out, "line 5 refused: Spend cannot be negative") ||
			!strings.Contains(out, "Imported 1 campaign days of Google spend, ₹1,250.50 in all, from 2026-11-01 to 2026-11-01 (1 rows refused).") {
			t.Fatalf("import: exit %d\n%s", code, out)
		}
	}
	store, err := sqlstore.OpenSQLite(context.Background(), filepath.Join(env["DATA_DIR"], "site.db"))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := store.SpendRows(context.Background(), "2026-11-01", "2026-11-30", 10)
	store.Close()
	if err != nil || len(rows) != 1 || rows[0].Paise != 1250_50 || rows[0].Platform != "google" {
		t.Fatalf("kept %+v, %v", rows, err)
	}
	unknown := write("agency.csv", "Spent on,What,Rupees\n2026-11-01,Flyers,100\n")
	if out, code := runSite(t, env, "spend", "import", unknown, "--platform", "other"); code != 1 || !strings.Contains(out, "not ones the site knows") {
		t.Fatalf("unknown columns: exit %d\n%s", code, out)
	}
	if out, code := runSite(t, env, "spend", "import", google, "--platform=tiktok"); code != 2 || !strings.Contains(out, "--platform meta|google|other") {
		t.Fatalf("unknown platform: exit %d\n%s", code, out)
	}
}

package sqlstore_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
)

func aLead(name string) *lead.Enquiry {
	return &lead.Enquiry{PropertyType: "1 BHK", Name: name, Mobile: "9876543210", Role: lead.Role}
}

// readOnlyCopy is a migrated SQLite file holding one lead, closed, made 0444 in
// a 0555 directory. Root ignores these modes, so callers also check nothing changed.
func readOnlyCopy(t *testing.T) (path string) {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()
	path = filepath.Join(dir, "site.db")
	db, err := sqlstore.OpenSQLite(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.CreateLead(ctx, aLead("Asha"), nil, nil); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755) }) // so TempDir can be removed
	return path
}

// dirState lists the names, sizes and modification times in dir.
func dirState(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range entries {
		info, err := e.Info()
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(e.Name() + " " + info.ModTime().String() + " " + strconv.FormatInt(info.Size(), 10) + "\n")
	}
	return b.String()
}

func TestSQLiteReadOnlyOpenReadsAndWritesNothing(t *testing.T) {
	ctx := context.Background()
	path := readOnlyCopy(t)
	before := dirState(t, filepath.Dir(path))
	db, err := sqlstore.OpenSQLiteReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	leads, err := db.ListLeads(ctx)
	if err != nil || len(leads) != 1 || leads[0].Name != "Asha" {
		t.Errorf("leads = %v, %v", leads, err)
	}
	if err := db.CreateLead(ctx, aLead("Intruder"), nil, nil); err == nil {
		t.Error("a write through the read-only store succeeded")
	}
	db.Close()
	if after := dirState(t, filepath.Dir(path)); after != before {
		t.Errorf("the read-only open changed the directory:\nbefore:\n%s\nafter:\n%s", before, after)
	}
}

func TestSQLiteReadOnlyOpenRefusesWhatIsNotAMigratedDatabase(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.db")
	if _, err := sqlstore.OpenSQLiteReadOnly(ctx, missing); err == nil {
		t.Error("opened a missing file")
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Errorf("the read-only open created %s", missing)
	}
	empty := filepath.Join(dir, "empty.db")
	if err := os.WriteFile(empty, nil, 0o444); err != nil {
		t.Fatal(err)
	}
	if _, err := sqlstore.OpenSQLiteReadOnly(ctx, empty); err == nil || !strings.Contains(err.Error(), "not migrated") {
		t.Errorf("open of an unmigrated file = %v, want a 'not migrated' error", err)
	}
}

func TestPostgresReadOnlyOpen(t *testing.T) {
	ctx := context.Background()
	url := storetest.PostgresURL(t)
	if _, err := sqlstore.OpenPostgresReadOnly(ctx, url); err == nil || !strings.Contains(err.Error(), "not migrated") {
		t.Errorf("open of an unmigrated schema = %v, want a 'not migrated' error", err)
	}
	db, err := sqlstore.OpenPostgres(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.CreateLead(ctx, aLead("Asha"), nil, nil); err != nil {
		t.Fatal(err)
	}
	db.Close()
	ro, err := sqlstore.OpenPostgresReadOnly(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	leads, err := ro.ListLeads(ctx)
	if err != nil || len(leads) != 1 || leads[0].Name != "Asha" {
		t.Errorf("leads = %v, %v", leads, err)
	}
	if err := ro.CreateLead(ctx, aLead("Intruder"), nil, nil); err == nil {
		t.Error("a write through the read-only store succeeded")
	}
}

// While the site runs, the read-only store sees each commit as it lands.
func TestSQLiteReadOnlyOpenBesideALiveWriter(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "site.db")
	live, err := sqlstore.OpenSQLite(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer live.Close()
	ro, err := sqlstore.OpenSQLiteReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	for _, name := range []string{"Asha", "Ravi"} {
		if err := live.CreateLead(ctx, aLead(name), nil, nil); err != nil {
			t.Fatal(err)
		}
		leads, err := ro.ListLeads(ctx)
		if err != nil || leads[len(leads)-1].Name != name {
			t.Fatalf("after storing %s the read-only store lists %v, %v", name, leads, err)
		}
	}
}

package sqlite_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlite"
	"github.com/nivaas-interiors/site/internal/storetest"
)

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) storetest.Stores { return storetest.OpenSQLite(t) })
}

// TestReopen checks that data survives closing, and that migrating an up-to-date file is a no-op.
func TestReopen(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "odd ?#% name.db")
	db, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	l := &lead.Lead{PropertyType: "1 BHK", Name: "Asha", Mobile: "9876543210", Role: lead.Role}
	if err := db.CreateLead(ctx, l); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("database file not at the given path: %v", err)
	}
	db, err = sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	leads, err := db.ListLeads(ctx)
	if err != nil || len(leads) != 1 || leads[0].Name != "Asha" {
		t.Fatalf("after reopen: %v, %v", leads, err)
	}
}

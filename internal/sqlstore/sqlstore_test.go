package sqlstore_test

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// The same suite runs on both engines.
func TestSQLite(t *testing.T) {
	storetest.Run(t, func(t *testing.T) *sqlstore.Store { return storetest.OpenSQLite(t) })
}

// TEST_DATABASE_URL selects the server; without it the tests skip, or fail when CI=true.
func TestPostgres(t *testing.T) {
	storetest.Run(t, func(t *testing.T) *sqlstore.Store { return storetest.OpenPostgres(t) })
}

// The suite's cases of many goroutines at once, which CI runs under -race too (their names say Concurrent).
func TestSQLiteConcurrent(t *testing.T) {
	storetest.RunConcurrent(t, func(t *testing.T) *sqlstore.Store { return storetest.OpenSQLite(t) })
}

func TestPostgresConcurrent(t *testing.T) {
	storetest.RunConcurrent(t, func(t *testing.T) *sqlstore.Store { return storetest.OpenPostgres(t) })
}

// TestReopen checks that data survives closing, and that migrating an up-to-date file is a no-op.
func TestReopen(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "odd ?#% name.db")
	db, err := sqlstore.OpenSQLite(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	l := &lead.Enquiry{PropertyType: "1 BHK", Name: "Asha", Mobile: "9876543210", Role: lead.Role}
	if err := db.CreateLead(ctx, l, nil, nil); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("database file not at the given path: %v", err)
	}
	db, err = sqlstore.OpenSQLite(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	leads, err := db.ListLeads(ctx)
	if err != nil || len(leads) != 1 || leads[0].Name != "Asha" {
		t.Fatalf("after reopen: %v, %v", leads, err)
	}
}

// TestConcurrentOpen checks that copies starting together on one schema migrate once without error.
func TestConcurrentOpen(t *testing.T) {
	url := storetest.PostgresURL(t)
	var wg sync.WaitGroup
	errs := make(chan error, 3)
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			db, err := sqlstore.OpenPostgres(context.Background(), url)
			if err != nil {
				errs <- err
				return
			}
			errs <- db.Ping(context.Background())
			db.Close()
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
}

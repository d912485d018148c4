package sqlstore_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// engine is a fresh store with a plain connection beside it, to read or seed every table as a scan
// or a benchmark would; dsn is where the store opened, for secondCopy.
type engine struct {
	name string
	pg   bool
	open func(tb testing.TB) (s *sqlstore.Store, raw *sql.DB, dsn string)
}

var engines = []engine{
	{"sqlite", false, func(tb testing.TB) (*sqlstore.Store, *sql.DB, string) {
		path := filepath.Join(tb.TempDir(), "site.db")
		storetest.MigratedSQLite(tb, path)
		s, raw := openWithRaw(tb, sqlstore.OpenSQLite, path, "sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
		return s, raw, path
	}},
	{"postgres", true, func(tb testing.TB) (*sqlstore.Store, *sql.DB, string) {
		url := storetest.MigratedPostgresURL(tb)
		s, raw := openWithRaw(tb, sqlstore.OpenPostgres, url, "pgx", url)
		return s, raw, url
	}},
}

// openWithRaw opens the store at dsn and a plain driver connection to the same database, both closed at cleanup.
func openWithRaw(tb testing.TB, open func(context.Context, string, ...sqlstore.Option) (*sqlstore.Store, error), dsn, driver, rawDSN string) (*sqlstore.Store, *sql.DB) {
	tb.Helper()
	s, err := open(context.Background(), dsn, storetest.WithKey())
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	raw, err := sql.Open(driver, rawDSN)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { raw.Close() })
	return s, raw
}

// secondCopy is another copy of the site on s's database at dsn: a store of its own on PostgreSQL,
// s itself on SQLite, whose file one copy serves.
func (e engine) secondCopy(tb testing.TB, s *sqlstore.Store, dsn string) *sqlstore.Store {
	tb.Helper()
	if !e.pg {
		return s
	}
	other, err := sqlstore.OpenPostgres(context.Background(), dsn, storetest.WithKey())
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { other.Close() })
	return other
}

func forEngines(t *testing.T, fn func(t *testing.T, s *sqlstore.Store, raw *sql.DB)) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			s, raw, _ := e.open(t)
			fn(t, s, raw)
		})
	}
}

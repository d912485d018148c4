// Package storetest is the one behaviour suite every storage engine passes,
// plus helpers that give other packages' tests a fresh real database.
package storetest

import (
	"context"
	"database/sql"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// OpenSQLite returns a migrated SQLite database in a fresh temporary file (a copy of the
// process's template, see MigratedSQLite), closed at cleanup.
func OpenSQLite(tb testing.TB) *sqlstore.Store {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "site.db")
	MigratedSQLite(tb, path)
	db, err := sqlstore.OpenSQLite(context.Background(), path, WithKey())
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

// OpenPostgres returns a migrated PostgreSQL database, a fresh copy of the process's template
// (see MigratedPostgresURL), closed and dropped at cleanup.
func OpenPostgres(tb testing.TB) *sqlstore.Store {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	db, err := sqlstore.OpenPostgres(ctx, MigratedPostgresURL(tb), WithKey())
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

// Engines runs test on a fresh SQLite database and on a fresh PostgreSQL one (see PostgresURL for when that skips).
func Engines(t *testing.T, test func(t *testing.T, s *sqlstore.Store)) {
	t.Run("sqlite", func(t *testing.T) { test(t, OpenSQLite(t)) })
	t.Run("postgres", func(t *testing.T) { test(t, OpenPostgres(t)) })
}

// Account stores a with what a test leaves out filled in: the e-mail from the name, the first
// session version, created now.
func Account(t testing.TB, s *sqlstore.Store, a staff.Account) *staff.Account {
	t.Helper()
	if a.Email == "" {
		a.Email = strings.ToLower(a.Name) + "@example.com"
	}
	a.SessionVersion, a.CreatedAt = 1, time.Now()
	if err := s.CreateAccount(context.Background(), &a, nil); err != nil {
		t.Fatal(err)
	}
	return &a
}

// PostgresURL creates an empty schema in the TEST_DATABASE_URL database and
// returns a URL whose connections use it (search_path), so tests can run in
// parallel; the schema is dropped at cleanup. Without TEST_DATABASE_URL the
// test is skipped, or fails when CI=true.
func PostgresURL(tb testing.TB) string {
	tb.Helper()
	base := testDatabaseURL(tb)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		tb.Fatal(err)
	}
	schema := "test_" + randomHex(6)
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		admin.Close()
		tb.Fatalf("create schema: %v", err)
	}
	tb.Cleanup(func() {
		// Cleanups run last-in first-out, so the store using the schema is closed by now.
		if _, err := admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`); err != nil {
			tb.Errorf("drop schema %s: %v", schema, err)
		}
		admin.Close()
	})
	return withSearchPath(tb, base, schema)
}

// withSearchPath adds search_path to a postgres:// URL or a "key=value" connection string.
func withSearchPath(tb testing.TB, conn, schema string) string {
	if !strings.HasPrefix(conn, "postgres://") && !strings.HasPrefix(conn, "postgresql://") {
		return conn + " search_path=" + schema
	}
	u, err := url.Parse(conn)
	if err != nil {
		tb.Fatalf("TEST_DATABASE_URL: %v", err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// Entry is an audit entry by the command line now, for a store write a test makes directly.
func Entry(action string) staff.AuditEvent { return entryAt(time.Now().UTC(), action) }

// entryAt is Entry at a time of the test's clock.
func entryAt(at time.Time, action string) staff.AuditEvent {
	return staff.CommandLine.Audit(at, staff.Entry{Action: action})
}

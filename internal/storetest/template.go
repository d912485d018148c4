package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// Every test that wants a migrated database copies one migrated once per test process and engine:
// running the 40-odd migrations for each test cost more than most tests themselves.

// sqliteTemplate is a migrated SQLite file's bytes, checkpointed (no WAL beside it).
var sqliteTemplate struct {
	once sync.Once
	data []byte
	err  error
}

// MigratedSQLite writes a migrated SQLite database (opened once with WithKey, as OpenSQLite does) at path,
// for a test that opens the file itself or hands it to the site.
func MigratedSQLite(tb testing.TB, path string) {
	tb.Helper()
	sqliteTemplate.once.Do(func() { sqliteTemplate.data, sqliteTemplate.err = migrateSQLiteTemplate() })
	if sqliteTemplate.err != nil {
		tb.Fatalf("migrated SQLite template: %v", sqliteTemplate.err)
	}
	if err := os.WriteFile(path, sqliteTemplate.data, 0o600); err != nil {
		tb.Fatal(err)
	}
}

func migrateSQLiteTemplate() ([]byte, error) {
	dir, err := os.MkdirTemp("", "storetest-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "site.db")
	s, err := sqlstore.OpenSQLite(context.Background(), path, WithKey())
	if err != nil {
		return nil, err
	}
	if err := s.Close(); err != nil {
		return nil, err
	}
	// Closing the last connection copies the WAL into the file; a copy without its WAL would lose what was left in it.
	if fi, err := os.Stat(path + "-wal"); err == nil && fi.Size() > 0 {
		return nil, fmt.Errorf("%s-wal holds %d bytes after closing", path, fi.Size())
	}
	return os.ReadFile(path)
}

// pgPrefix starts the name of every database these helpers create, followed by the creating process's id.
const pgPrefix = "storetest_"

// pg is this process's connection to TEST_DATABASE_URL's database and the name of its migrated template database.
var pg struct {
	once     sync.Once
	admin    *sql.DB
	template string
	err      error
	drops    sync.WaitGroup // of the tests' databases
}

// MigratedPostgresURL creates a database copied from this process's migrated template (opened once with
// WithKey, as OpenPostgres does) and returns its URL; the database is dropped at cleanup. It skips or
// fails without TEST_DATABASE_URL as PostgresURL does.
func MigratedPostgresURL(tb testing.TB) string {
	tb.Helper()
	base := testDatabaseURL(tb)
	admin, template := postgresTemplate(tb, base)
	name := fmt.Sprintf("%s%d_%s", pgPrefix, os.Getpid(), randomHex(6))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := admin.ExecContext(ctx, `CREATE DATABASE `+name+` TEMPLATE `+template); err != nil {
		tb.Fatalf("create database from the template: %v", err)
	}
	// Dropped behind the test's back (a drop takes as long as the copy); DropTemplate waits for the drops.
	tb.Cleanup(func() { pg.drops.Go(func() { dropDatabase(admin, name) }) })
	u, err := withDatabase(base, name)
	if err != nil {
		tb.Fatal(err)
	}
	return u
}

// postgresTemplate migrates this process's template database once, after dropping those of processes gone.
func postgresTemplate(tb testing.TB, base string) (*sql.DB, string) {
	tb.Helper()
	pg.once.Do(func() { // no tb.Fatal in here: it would leave the once done and the template unmade

		if pg.admin, pg.err = sql.Open("pgx", base); pg.err != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		dropStale(ctx, pg.admin)
		name := fmt.Sprintf("%s%d_template", pgPrefix, os.Getpid())
		// A process gone long ago may have had this id and left its template.
		dropDatabase(pg.admin, name)
		if _, pg.err = pg.admin.ExecContext(ctx, `CREATE DATABASE `+name); pg.err != nil {
			return
		}
		var u string
		if u, pg.err = withDatabase(base, name); pg.err != nil {
			return
		}
		var s *sqlstore.Store
		if s, pg.err = sqlstore.OpenPostgres(ctx, u, WithKey()); pg.err != nil {
			return
		}
		// A template is copied only while nobody is connected to it.
		if pg.err = s.Close(); pg.err == nil {
			pg.template = name
		}
	})
	if pg.err != nil {
		tb.Fatalf("migrated PostgreSQL template: %v", pg.err)
	}
	return pg.admin, pg.template
}

// staleName is a database of these helpers: the creating process's id after the prefix.
var staleName = regexp.MustCompile(`^` + pgPrefix + `(\d+)_`)

// dropStale drops the databases of test processes that ended without dropping them (killed, or a package
// without Main); best effort, as a database another process is dropping may be gone already.
func dropStale(ctx context.Context, admin *sql.DB) {
	rows, err := admin.QueryContext(ctx, `SELECT datname FROM pg_database WHERE datname LIKE '`+pgPrefix+`%'`)
	if err != nil {
		return
	}
	var stale []string
	for rows.Next() {
		var name string
		if rows.Scan(&name) != nil {
			continue
		}
		if m := staleName.FindStringSubmatch(name); m != nil {
			if pid, _ := strconv.Atoi(m[1]); pid != os.Getpid() && !alive(pid) {
				stale = append(stale, name)
			}
		}
	}
	rows.Close()
	for _, name := range stale {
		dropDatabase(admin, name)
	}
}

// alive tells whether a process with this id runs on this machine (the test database is local).
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// Main runs a package's tests (from its TestMain), drops this process's PostgreSQL template and exits.
func Main(m *testing.M) {
	code := m.Run()
	DropTemplate()
	os.Exit(code)
}

// DropTemplate drops this process's PostgreSQL template, once its tests have run and their databases are dropped.
func DropTemplate() {
	pg.drops.Wait()
	if pg.template != "" {
		dropDatabase(pg.admin, pg.template)
		pg.admin.Close()
	}
}

// dropDatabase drops a database of these helpers; FORCE: a connection a test left open must not keep it.
func dropDatabase(admin *sql.DB, name string) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := admin.ExecContext(ctx, `DROP DATABASE IF EXISTS `+name+` WITH (FORCE)`); err != nil {
		fmt.Fprintf(os.Stderr, "storetest: drop database %s: %v\n", name, err)
	}
}

// testDatabaseURL is TEST_DATABASE_URL; without it the test is skipped, or fails when CI=true.
func testDatabaseURL(tb testing.TB) string {
	tb.Helper()
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		if os.Getenv("CI") == "true" {
			tb.Fatal("TEST_DATABASE_URL must be set in CI")
		}
		tb.Skip("PostgreSQL tests need TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable")
	}
	return base
}

// withDatabase points a postgres:// URL or a "key=value" connection string at another database.
func withDatabase(conn, name string) (string, error) {
	if !strings.HasPrefix(conn, "postgres://") && !strings.HasPrefix(conn, "postgresql://") {
		return conn + " dbname=" + name, nil
	}
	u, err := url.Parse(conn)
	if err != nil {
		return "", fmt.Errorf("TEST_DATABASE_URL: %w", err)
	}
	u.Path = "/" + name
	return u.String(), nil
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

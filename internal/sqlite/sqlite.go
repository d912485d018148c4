// Package sqlite stores leads, the catalog, contact messages, subscriptions
// and the mail outbox in one SQLite file (pure Go driver, WAL mode).
package sqlite

import (
	"cmp"
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"time"

	"github.com/pressly/goose/v3"
	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/newsletter"
)

var (
	_ lead.Store       = (*DB)(nil)
	_ catalog.Store    = (*DB)(nil)
	_ contact.Store    = (*DB)(nil)
	_ newsletter.Store = (*DB)(nil)
	_ mail.Outbox      = (*DB)(nil)
)

//go:embed migrations/*.sql
var migrations embed.FS

// DB is an open, migrated SQLite database.
type DB struct {
	db *sql.DB
}

// dsnParams: WAL for concurrent readers, FULL sync so a commit is on disk when
// it returns, BEGIN IMMEDIATE so writers queue on busy_timeout instead of failing.
const dsnParams = "_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_pragma=synchronous(FULL)&_txlock=immediate"

// Open opens (creating if needed) the database file at path and migrates it.
// The directory must exist.
func Open(ctx context.Context, path string) (*DB, error) {
	escaped := strings.NewReplacer("%", "%25", "?", "%3F", "#", "%23").Replace(path)
	db, err := sql.Open("sqlite", "file:"+escaped+"?"+dsnParams)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	d := &DB{db: db}
	if err := d.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return d, nil
}

func (d *DB) migrate(ctx context.Context) error {
	dir, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return err
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, d.db, dir)
	if err != nil {
		return fmt.Errorf("sqlite: migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("sqlite: migrate: %w", err)
	}
	return nil
}

// Ping checks that the database answers.
func (d *DB) Ping(ctx context.Context) error { return d.db.PingContext(ctx) }

// Close closes the database.
func (d *DB) Close() error { return d.db.Close() }

// timeFormat is fixed width so that text comparison in SQL is time comparison.
const timeFormat = "2006-01-02T15:04:05.000Z"

func fmtTime(t time.Time) string { return t.UTC().Truncate(time.Millisecond).Format(timeFormat) }

func parseTime(s string) (time.Time, error) {
	t, err := time.Parse(timeFormat, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("sqlite: bad time %q: %w", s, err)
	}
	return t.UTC(), nil
}

func sortByID(items []mail.Item) {
	slices.SortFunc(items, func(a, b mail.Item) int { return cmp.Compare(a.ID, b.ID) })
}

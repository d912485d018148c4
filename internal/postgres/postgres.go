// Package postgres stores leads, the catalog, contact messages, subscriptions
// and the mail outbox in PostgreSQL (pgx), for several copies of the site at once.
package postgres

import (
	"cmp"
	"context"
	"database/sql"
	"embed"
	"fmt"
	"hash/crc64"
	"io/fs"
	"slices"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"

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

// DB is an open, migrated PostgreSQL database.
type DB struct {
	db *sql.DB
}

// Open connects to url (a postgres:// URL; extra parameters such as
// search_path are sent as run-time settings) and migrates the schema.
func Open(ctx context.Context, url string) (*DB, error) {
	db, err := sql.Open("pgx", url)
	if err != nil {
		return nil, fmt.Errorf("postgres: open: %w", err)
	}
	db.SetMaxOpenConns(20)
	db.SetConnMaxIdleTime(5 * time.Minute)
	d := &DB{db: db}
	if err := d.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return d, nil
}

// migrate runs under an advisory lock keyed by the schema, so copies starting
// together migrate once and separate schemas (tests) do not wait on each other.
func (d *DB) migrate(ctx context.Context) error {
	var schema string
	if err := d.db.QueryRowContext(ctx, `SELECT coalesce(current_schema(), 'public')`).Scan(&schema); err != nil {
		return fmt.Errorf("postgres: connect: %w", err)
	}
	lockID := int64(crc64.Checksum([]byte("nivaas-migrate:"+schema), crc64.MakeTable(crc64.ECMA)) >> 1)
	locker, err := lock.NewPostgresSessionLocker(lock.WithLockID(lockID), lock.WithLockTimeout(1, 300))
	if err != nil {
		return fmt.Errorf("postgres: migration lock: %w", err)
	}
	dir, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return err
	}
	p, err := goose.NewProvider(goose.DialectPostgres, d.db, dir, goose.WithSessionLocker(locker))
	if err != nil {
		return fmt.Errorf("postgres: migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("postgres: migrate: %w", err)
	}
	return nil
}

// Ping checks that the database answers.
func (d *DB) Ping(ctx context.Context) error { return d.db.PingContext(ctx) }

// Close closes the connection pool.
func (d *DB) Close() error { return d.db.Close() }

// ms stores times in UTC at millisecond precision, the same as SQLite.
func ms(t time.Time) time.Time { return t.UTC().Truncate(time.Millisecond) }

func sortByID(items []mail.Item) {
	slices.SortFunc(items, func(a, b mail.Item) int { return cmp.Compare(a.ID, b.ID) })
}

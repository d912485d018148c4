// Package sqlstore stores leads, the catalog, contact messages, subscriptions
// and the mail outbox over database/sql, in one SQLite file (the default) or in
// PostgreSQL (several copies of the site at once). What differs between the two
// engines lives in dialect.go; every query is written once.
package sqlstore

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"runtime"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/pressly/goose/v3"
	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/sitekey"
)

var (
	_ lead.IntakeStore = (*Store)(nil)
	_ catalog.Store    = (*Store)(nil)
	_ contact.Store    = (*Store)(nil)
	_ newsletter.Store = (*Store)(nil)
	_ mail.Outbox      = (*Store)(nil)
)

//go:embed migrations
var migrations embed.FS

// Store is an open, migrated database. Every write goes through writer and
// every read through reader: on SQLite the writer is one connection (the file
// takes one writer at a time anyway), fed transactions by group, beside a pool
// of readers; on PostgreSQL both are the same bounded pool.
type Store struct {
	d      dialect
	writer *sql.DB
	reader *sql.DB
	group  *groupWriter  // SQLite only: inTx units committed together
	wal    *checkpointer // SQLite only: copies the WAL into the file off the commit path
	// leadWebhook, when set, gives the CRM's copy of a new lead (see SetLeadWebhook).
	leadWebhook func(lead.Enquiry) *mailmsg.Message
	// leadWhatsApp, when set, gives a new lead's WhatsApp acknowledgement (see SetLeadWhatsApp).
	leadWhatsApp func(lead.Enquiry) *mailmsg.WhatsAppTemplate
	path         string // SQLite only: the database file, for snapshots
	ready        readiness
	key          *sitekey.Key // seals the secrets at rest (WithKey); nil: secrets can be neither read nor written
	forget       bool         // ForgettingSecrets: a database another key sealed opens, its secrets dropped
	forgot       bool         // opening did drop them
}

// sqliteWriterParams: WAL for concurrent readers, FULL sync so a commit is on
// disk when it returns, BEGIN IMMEDIATE so copies sharing the file queue on
// busy_timeout instead of failing; temp_store(MEMORY) keeps the group commit's
// savepoint journals in memory, as they were a temporary file written page by page
// (they only serve a rollback inside the transaction, so durability is unchanged);
// the checkpointer copies the WAL into the file, the writer only past 8,000 pages; secure_delete
// overwrites what a statement deletes, so an erased person leaves no bytes in the file (issue 38).
const sqliteWriterParams = "_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_pragma=synchronous(FULL)&_pragma=temp_store(MEMORY)&_txlock=immediate" +
	"&_pragma=wal_autocheckpoint(8000)&_pragma=secure_delete(ON)"

// sqliteReaderParams: readers cannot write by mistake; the file is in WAL mode already.
const sqliteReaderParams = "_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_pragma=query_only(1)"

// postgresPoolSize bounds the connections one copy of the site holds.
const postgresPoolSize = 20

// OpenSQLite opens (creating if needed) the database file at path and
// migrates it. The directory must exist.
func OpenSQLite(ctx context.Context, path string, opts ...Option) (*Store, error) {
	file := sqliteFile(path)
	writer, err := sql.Open("sqlite", file+"?"+sqliteWriterParams)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	writer.SetMaxOpenConns(1)
	s := &Store{d: sqliteDialect, writer: writer, reader: writer, path: path}
	for _, o := range opts {
		o(s)
	}
	// Migrating first leaves the file in WAL mode before any reader opens it.
	if err := s.migrate(ctx); err != nil {
		writer.Close()
		return nil, err
	}
	if err := s.BackfillResponseWithin(ctx); err != nil {
		writer.Close()
		return nil, err
	}
	if s.reader, err = sql.Open("sqlite", file+"?"+sqliteReaderParams); err != nil {
		writer.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	readers := max(4, runtime.GOMAXPROCS(0))
	s.reader.SetMaxOpenConns(readers)
	s.reader.SetMaxIdleConns(readers)
	s.group = startGroupWriter(writer, s.d)
	if s.wal, err = startCheckpointer(file, s.group.commits.Load); err != nil {
		s.Close()
		return nil, err
	}
	return s.sealOnOpen(ctx)
}

// sealOnOpen seals what an older release left in clear, when the store has the key.
func (s *Store) sealOnOpen(ctx context.Context) (*Store, error) {
	if s.key == nil {
		return s, nil
	}
	if err := s.sealSecrets(ctx); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// sqliteFile is path as a file: URI, to which parameters are appended.
func sqliteFile(path string) string {
	return "file:" + strings.NewReplacer("%", "%25", "?", "%3F", "#", "%23").Replace(path)
}

// OpenPostgres connects to url (a postgres:// URL; extra parameters such as
// search_path are sent as run-time settings) and migrates the schema.
func OpenPostgres(ctx context.Context, url string, opts ...Option) (*Store, error) {
	db, err := sql.Open("pgx", url)
	if err != nil {
		return nil, fmt.Errorf("postgres: open: %w", err)
	}
	db.SetMaxOpenConns(postgresPoolSize)
	db.SetConnMaxIdleTime(5 * time.Minute)
	s := &Store{d: postgresDialect, writer: db, reader: db}
	for _, o := range opts {
		o(s)
	}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	if err := s.BackfillResponseWithin(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return s.sealOnOpen(ctx)
}

// migrate applies the engine's numbered migrations (goose records the versions),
// refusing a database a newer release has migrated further, before and after
// (a newer copy may migrate while this one waits for the lock).
func (s *Store) migrate(ctx context.Context) error {
	if err := refuseNewer(ctx, s.d, s.writer); err != nil {
		return err
	}
	p, err := s.migrations(ctx)
	if err != nil {
		return err
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("%s: migrate: %w", s.d.name, err)
	}
	return refuseNewer(ctx, s.d, s.writer)
}

// migrations is the goose provider of the engine's embedded migrations.
func (s *Store) migrations(ctx context.Context) (*goose.Provider, error) {
	dir, err := fs.Sub(migrations, "migrations/"+s.d.name)
	if err != nil {
		return nil, err
	}
	var opts []goose.ProviderOption
	if s.d.migrationLock != nil {
		opt, err := s.d.migrationLock(ctx, s.writer)
		if err != nil {
			return nil, fmt.Errorf("%s: migration lock: %w", s.d.name, err)
		}
		opts = append(opts, opt)
	}
	p, err := goose.NewProvider(s.d.goose, s.writer, dir, opts...)
	if err != nil {
		return nil, fmt.Errorf("%s: migrations: %w", s.d.name, err)
	}
	return p, nil
}

// Ping checks that the database answers, for writing and for reading.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.writer.PingContext(ctx); err != nil {
		return err
	}
	return s.reader.PingContext(ctx)
}

// Close finishes the writes in hand and closes the connections.
func (s *Store) Close() error {
	if s.group != nil {
		s.group.close()
	}
	var err error
	if s.wal != nil {
		err = s.wal.close()
	}
	if s.reader == s.writer {
		return errors.Join(err, s.writer.Close())
	}
	return errors.Join(err, s.reader.Close(), s.writer.Close())
}

// read runs a query that changes nothing.
func (s *Store) read(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return s.reader.QueryContext(ctx, s.d.rebind(query), args...)
}

func (s *Store) readRow(ctx context.Context, query string, args ...any) *sql.Row {
	return s.reader.QueryRowContext(ctx, s.d.rebind(query), args...)
}

// write runs a statement that changes rows: on SQLite as a unit of the group
// commit, on PostgreSQL alone (a transaction would only add round trips).
func (s *Store) write(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if s.group == nil {
		return s.writer.ExecContext(ctx, s.d.rebind(query), args...)
	}
	// The unit sets only its own variable: a caller whose ctx ended returns while the writer may still run it.
	var res sql.Result
	if err := s.inTxAgain(ctx, func(t tx) (err error) {
		res, err = t.execResult(query, args...)
		return err
	}); err != nil {
		return nil, err
	}
	return res, nil
}

// writeRow runs a statement that changes rows and returns one (RETURNING).
func (s *Store) writeRow(ctx context.Context, query string, args ...any) *sql.Row {
	return s.writer.QueryRowContext(ctx, s.d.rebind(query), args...)
}

// writeRows runs a statement that changes rows and returns them (RETURNING),
// scanned by dest: on SQLite as a unit of the group commit, so it adds no
// transaction (and no fsync) of its own; on PostgreSQL alone.
func writeRows[T any](ctx context.Context, s *Store, dest func(*T) []any, query string, args ...any) ([]T, error) {
	if s.group == nil {
		rows, err := s.writer.QueryContext(ctx, s.d.rebind(query), args...)
		return collect(rows, err, dest)
	}
	var list []T // read only once the unit has answered (see write)
	if err := s.inTxAgain(ctx, func(t tx) (err error) {
		rows, err := t.rows(query, args...)
		list, err = collect(rows, err, dest)
		return err
	}); err != nil {
		return nil, err
	}
	return list, nil
}

// tx is one unit of work inside a write transaction: several statements that
// commit together or not at all (a lead and its notification, say).
type tx struct {
	ctx   context.Context
	d     dialect
	q     *sql.Tx
	stmts *stmtCache // SQLite's writer only: statements kept prepared
}

// exec runs a statement inside the transaction.
func (t tx) exec(query string, args ...any) error {
	_, err := t.execResult(query, args...)
	return err
}

// execResult is exec that also returns what the statement changed.
func (t tx) execResult(query string, args ...any) (sql.Result, error) {
	query = t.d.rebind(query)
	if st := t.stmts.in(t.ctx, t.q, query); st != nil {
		return st.ExecContext(t.ctx, args...)
	}
	return t.q.ExecContext(t.ctx, query, args...)
}

// row runs a statement inside the transaction that returns one row (RETURNING, SELECT).
func (t tx) row(query string, args ...any) *sql.Row {
	query = t.d.rebind(query)
	if st := t.stmts.in(t.ctx, t.q, query); st != nil {
		return st.QueryRowContext(t.ctx, args...)
	}
	return t.q.QueryRowContext(t.ctx, query, args...)
}

// rows runs a statement inside the transaction that returns rows (RETURNING, SELECT).
func (t tx) rows(query string, args ...any) (*sql.Rows, error) {
	query = t.d.rebind(query)
	if st := t.stmts.in(t.ctx, t.q, query); st != nil {
		return st.QueryContext(t.ctx, args...)
	}
	return t.q.QueryContext(t.ctx, query, args...)
}

// inTxAgain is inTx for an fn that may run more than once, from the start, after
// its statements were rolled back: it writes only through t and sets only what it
// hands back, the same each time. On SQLite a group of such units runs without a
// savepoint each, unless one of them fails.
func (s *Store) inTxAgain(ctx context.Context, fn func(t tx) error) error {
	if s.group != nil {
		return s.group.do(ctx, fn, true)
	}
	return s.inTx(ctx, fn)
}

// inTx runs fn in one write transaction and commits it; an error from fn
// rolls back fn's statements only. It returns nil once the commit is durable.
// On SQLite fn shares its transaction with other callers' units (see
// groupWriter); it runs at most once, and not at all if ctx ends while it waits.
func (s *Store) inTx(ctx context.Context, fn func(t tx) error) error {
	if s.group != nil {
		return s.group.do(ctx, fn, false)
	}
	q, err := s.writer.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer q.Rollback()
	if err := fn(tx{ctx: ctx, d: s.d, q: q}); err != nil {
		return err
	}
	return q.Commit()
}

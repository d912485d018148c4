package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/sitekey"
)

// RestoreOptions say what a restore does with the mail and webhook deliveries
// the backup holds. Sent and failed rows always stay as they are (a restore
// never sends them again); pending ones lose their lease and go out when the
// site starts, unless HoldPending marks them failed so an owner retries them by hand.
type RestoreOptions struct {
	HoldPending bool
	// Key is the site key: the restored database's secrets were sealed with it
	// (one the backup holds in clear, from an older release, is sealed with it).
	Key *sitekey.Key
	// ForgetSecrets restores a backup whose key is lost: the secrets it sealed are
	// dropped or made anew (ForgettingSecrets), and Forgot is called when they were.
	ForgetSecrets bool
	Forgot        func()
}

// forgot tells the caller that opening s dropped the secrets of a lost key.
func (o RestoreOptions) forgot(s *Store) {
	if s.forgot && o.Forgot != nil {
		o.Forgot()
	}
}

// keyOptions are the store options of a restore's key.
func (o RestoreOptions) keyOptions() []Option {
	opts := []Option{WithKey(o.Key)}
	if o.ForgetSecrets {
		opts = append(opts, ForgettingSecrets())
	}
	return opts
}

// heldBackError is the last error of a pending delivery that a restore held back.
const heldBackError = "held back by a restore from a backup: retry it if it was not sent before"

// releaseBackupLease frees the lease a scheduled backup held while it took
// the snapshot: its copy of the site is not the restored one.
const releaseBackupLease = `UPDATE backup_state SET lease_owner = NULL, lease_until = NULL`

// ErrNotEmpty is returned when the restore's target already holds a database.
var ErrNotEmpty = errors.New("the target already holds a database: restore only into an empty data folder or an empty PostgreSQL database (or schema)")

// RestoreSQLite checks the SQLite snapshot extracted from a backup (PRAGMA
// integrity_check), settles its deliveries (see RestoreOptions), migrates it
// and puts it at dest, which must not exist: a database in use is never
// overwritten. snapshot must be in dest's folder. It returns the row counts.
func RestoreSQLite(ctx context.Context, snapshot, dest string, opt RestoreOptions) ([]backup.Table, error) {
	if err := sqliteAbsent(dest); err != nil {
		return nil, err
	}
	db, err := openSQLiteFile(snapshot, "_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)")
	if err != nil {
		return nil, err
	}
	defer db.Close()
	problems, err := queryStrings(ctx, db, `PRAGMA integrity_check`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: integrity check: %w", err)
	}
	if len(problems) != 1 || problems[0] != "ok" {
		return nil, fmt.Errorf("sqlite: the backup's database fails the integrity check: %s", strings.Join(problems, "; "))
	}
	// Before anything writes to it: a trigger the backup brought would run on that write.
	if err := checkSQLiteSchema(ctx, db, filepath.Dir(snapshot)); err != nil {
		return nil, err
	}
	q, args := holdBack(sqliteDialect, opt)
	if _, err := db.ExecContext(ctx, q, args...); err != nil {
		return nil, fmt.Errorf("sqlite: hold back deliveries: %w", err)
	}
	tables, _, err := sqliteCounts(ctx, db)
	if err != nil {
		return nil, err
	}
	if err := db.Close(); err != nil {
		return nil, err
	}
	// Migrated in place before it takes the final name, as serve would on start.
	s, err := OpenSQLite(ctx, snapshot, opt.keyOptions()...)
	if err != nil {
		return nil, err
	}
	opt.forgot(s)
	if _, err := s.write(ctx, releaseBackupLease); err != nil {
		s.Close()
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	if err := s.Close(); err != nil {
		return nil, err
	}
	for _, sfx := range []string{"-wal", "-shm"} {
		os.Remove(snapshot + sfx)
	}
	// A link fails when dest appeared meanwhile, where a rename would replace it.
	if err := os.Link(snapshot, dest); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return nil, ErrNotEmpty
		}
		return nil, err
	}
	os.Remove(snapshot)
	return tables, syncFolder(filepath.Dir(dest))
}

func sqliteAbsent(dest string) error {
	for _, p := range []string{dest, dest + "-wal"} {
		if _, err := os.Stat(p); err == nil {
			return fmt.Errorf("%w (%s exists)", ErrNotEmpty, p)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return nil
}

func syncFolder(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// holdBack is the statement that settles the outbox of a restored database (see RestoreOptions).
func holdBack(d dialect, opt RestoreOptions) (string, []any) {
	if opt.HoldPending {
		return d.rebind(`UPDATE outbox SET status = 'failed', last_error = ?, lease_owner = NULL, lease_until = NULL WHERE status = 'pending'`),
			[]any{heldBackError}
	}
	return `UPDATE outbox SET lease_owner = NULL, lease_until = NULL WHERE status = 'pending'`, nil
}

// RestorePostgres loads a PostgreSQL backup extracted into dir into the empty
// schema that url connects to: it migrates to the backup's schema version,
// COPYs every table in, sets the id sequences past the restored rows, settles
// the deliveries, then migrates to this program's version. It returns the row counts.
func RestorePostgres(ctx context.Context, url, dir string, m *backup.Manifest, opt RestoreOptions) ([]backup.Table, error) {
	if m.Engine != postgresDialect.name {
		return nil, fmt.Errorf("the backup is of a %s database; DATABASE_URL is PostgreSQL", m.Engine)
	}
	db, err := sql.Open("pgx", url)
	if err != nil {
		return nil, fmt.Errorf("postgres: open: %w", err)
	}
	defer db.Close()
	var schema sql.NullString
	if err := db.QueryRowContext(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		return nil, fmt.Errorf("postgres: connect: %w", err)
	}
	if !schema.Valid {
		return nil, errors.New("postgres: the search_path names no existing schema")
	}
	if err := checkPostgresTarget(ctx, db, schema.String); err != nil {
		return nil, err
	}
	s := &Store{d: postgresDialect, writer: db, reader: db}
	for _, o := range opt.keyOptions() {
		o(s)
	}
	p, err := s.migrations(ctx)
	if err != nil {
		return nil, err
	}
	newest, err := newestMigration(postgresDialect)
	if err != nil {
		return nil, err
	}
	if m.SchemaVersion > newest {
		return nil, fmt.Errorf("the backup has schema version %d; this program knows up to %d: restore with a newer program", m.SchemaVersion, newest)
	}
	if _, err := p.UpTo(ctx, m.SchemaVersion); err != nil {
		return nil, fmt.Errorf("postgres: migrate to %d: %w", m.SchemaVersion, err)
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	err = conn.Raw(func(dc any) error { return loadTables(ctx, dc.(*stdlib.Conn).Conn(), dir, m, opt) })
	conn.Close()
	if err != nil {
		return nil, err
	}
	if _, err := p.Up(ctx); err != nil {
		return nil, fmt.Errorf("postgres: migrate: %w", err)
	}
	if _, err := db.ExecContext(ctx, releaseBackupLease); err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	if s.key != nil {
		if err := s.sealSecrets(ctx); err != nil {
			return nil, err
		}
		opt.forgot(s)
	}
	var names []string
	for _, t := range m.Tables {
		names = append(names, t.Name)
	}
	return countRows(ctx, db, names, func(n string) string { return pgx.Identifier{n}.Sanitize() })
}

// loadTables replaces the migrated tables' rows with the backup's, in one transaction.
func loadTables(ctx context.Context, pc *pgx.Conn, dir string, m *backup.Manifest, opt RestoreOptions) error {
	tx, names, err := beginListingTables(ctx, pc, pgx.TxOptions{})
	if err != nil {
		return err
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	names = slices.DeleteFunc(names, func(n string) bool { return n == goose.DefaultTablename })
	byName := map[string]backup.Table{}
	for _, t := range m.Tables {
		if t.Name == goose.DefaultTablename {
			continue
		}
		if !slices.Contains(names, t.Name) {
			return fmt.Errorf("the backup holds table %s, which the schema of version %d lacks", t.Name, m.SchemaVersion)
		}
		columns, err := pgStrings(ctx, tx, pgColumnsQuery, t.Name)
		if err != nil {
			return err
		}
		for _, c := range t.Columns {
			if !slices.Contains(columns, c) {
				return fmt.Errorf("the backup gives table %s a column %q, which the schema of version %d lacks", t.Name, c, m.SchemaVersion)
			}
		}
		byName[t.Name] = t
	}
	// Rows the migrations seeded (settings singletons) give way to the backup's.
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = pgx.Identifier{n}.Sanitize()
	}
	if _, err := tx.Exec(ctx, `TRUNCATE `+strings.Join(quoted, ", ")); err != nil {
		return err
	}
	order, err := referencedFirst(ctx, tx, names)
	if err != nil {
		return err
	}
	for _, n := range order {
		t, ok := byName[n]
		// The dashboard's roll-up is rebuilt by the triggers on leads as they are copied in (migration 00038).
		if !ok || t.File == "" || slices.Contains(rollupTables, n) {
			continue
		}
		if err := copyIn(ctx, tx, filepath.Join(dir, t.File), t); err != nil {
			return fmt.Errorf("postgres: restore %s: %w", n, err)
		}
		if err := resetIdentity(ctx, tx, n); err != nil {
			return err
		}
	}
	q, args := holdBack(postgresDialect, opt)
	if _, err := tx.Exec(ctx, q, args...); err != nil {
		return fmt.Errorf("postgres: hold back deliveries: %w", err)
	}
	return tx.Commit(ctx)
}

func copyIn(ctx context.Context, tx pgx.Tx, path string, t backup.Table) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	tag, err := tx.Conn().PgConn().CopyFrom(ctx, f, "COPY "+pgx.Identifier{t.Name}.Sanitize()+" ("+pgColumnList(t.Columns)+") FROM STDIN")
	if err != nil {
		return err
	}
	if tag.RowsAffected() != t.Rows {
		return fmt.Errorf("restored %d rows, the manifest lists %d", tag.RowsAffected(), t.Rows)
	}
	return nil
}

// resetIdentity moves each identity column's sequence past the restored rows, so new rows get new ids.
func resetIdentity(ctx context.Context, tx pgx.Tx, table string) error {
	cols, err := pgStrings(ctx, tx, `SELECT a.attname FROM pg_attribute a
		WHERE a.attrelid = (quote_ident(current_schema()) || '.' || quote_ident($1))::regclass AND a.attidentity <> '' AND NOT a.attisdropped`, table)
	if err != nil {
		return err
	}
	for _, c := range cols {
		_, err := tx.Exec(ctx, `SELECT setval(pg_get_serial_sequence(quote_ident($1), $2),
			coalesce((SELECT max(`+pgx.Identifier{c}.Sanitize()+`) FROM `+pgx.Identifier{table}.Sanitize()+`), 0) + 1, false)`, table, c)
		if err != nil {
			return fmt.Errorf("postgres: reset the ids of %s: %w", table, err)
		}
	}
	return nil
}

// referencedFirst orders names so that a table comes after those its foreign keys point to.
func referencedFirst(ctx context.Context, tx pgx.Tx, names []string) ([]string, error) {
	rows, err := tx.Query(ctx, `SELECT a.relname, b.relname FROM pg_constraint k
		JOIN pg_class a ON a.oid = k.conrelid JOIN pg_class b ON b.oid = k.confrelid
		WHERE k.contype = 'f' AND a.relnamespace = current_schema()::regnamespace AND a.oid <> b.oid`)
	if err != nil {
		return nil, err
	}
	deps := map[string][]string{}
	var from, to string
	_, err = pgx.ForEachRow(rows, []any{&from, &to}, func() error {
		deps[from] = append(deps[from], to)
		return nil
	})
	if err != nil {
		return nil, err
	}
	var order []string
	placed := map[string]bool{}
	for len(order) < len(names) {
		progress := false
		for _, n := range names {
			if placed[n] || slices.ContainsFunc(deps[n], func(d string) bool { return !placed[d] && slices.Contains(names, d) }) {
				continue
			}
			placed[n], progress = true, true
			order = append(order, n)
		}
		if !progress {
			return nil, errors.New("postgres: the tables' foreign keys form a cycle")
		}
	}
	return order, nil
}

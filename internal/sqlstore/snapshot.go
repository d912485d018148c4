package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"

	"github.com/nivaas-interiors/site/internal/backup"
)

var _ backup.Source = (*Store)(nil)

// SnapshotDB is the SQLite snapshot's name inside a backup.
const SnapshotDB = "site.db"

// Snapshot writes a consistent copy of the whole database into dir while the
// site goes on writing: on SQLite VACUUM INTO (one read transaction, never a
// file copy); on PostgreSQL every table of the site's schema COPYed out in one
// REPEATABLE READ, READ ONLY transaction. Photos live in tables, so they are inside.
func (s *Store) Snapshot(ctx context.Context, dir string) (backup.Snapshot, error) {
	if s.d.name == sqliteDialect.name {
		return s.snapshotSQLite(ctx, dir)
	}
	return s.snapshotPostgres(ctx, dir)
}

func (s *Store) snapshotSQLite(ctx context.Context, dir string) (backup.Snapshot, error) {
	if s.path == "" {
		return backup.Snapshot{}, errors.New("sqlite: the store has no file to snapshot")
	}
	// Its own connection: on the writer VACUUM INTO would hold up every lead, and readers are query_only.
	src, err := sql.Open("sqlite", sqliteFile(s.path)+"?mode=ro&_pragma=busy_timeout(10000)")
	if err != nil {
		return backup.Snapshot{}, err
	}
	defer src.Close()
	out := filepath.Join(dir, SnapshotDB)
	if _, err := src.ExecContext(ctx, `VACUUM INTO ?`, out); err != nil {
		return backup.Snapshot{}, fmt.Errorf("sqlite: vacuum into: %w", err)
	}
	// Counted in the copy itself, so the numbers are the snapshot's.
	snap, err := openSQLiteFile(out, "immutable=1")
	if err != nil {
		return backup.Snapshot{}, err
	}
	defer snap.Close()
	tables, version, err := sqliteCounts(ctx, snap)
	return backup.Snapshot{Engine: sqliteDialect.name, SchemaVersion: version, Tables: tables}, err
}

func openSQLiteFile(path, params string) (*sql.DB, error) {
	db, err := sql.Open("sqlite", sqliteFile(path)+"?"+params)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	return db, nil
}

// sqliteCounts counts the rows of every table of db and reads its schema version.
func sqliteCounts(ctx context.Context, db *sql.DB) ([]backup.Table, int64, error) {
	names, err := queryStrings(ctx, db, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
	if err != nil {
		return nil, 0, err
	}
	tables, err := countRows(ctx, db, names, func(n string) string { return `"` + strings.ReplaceAll(n, `"`, `""`) + `"` })
	if err != nil {
		return nil, 0, err
	}
	version, err := schemaVersion(ctx, db)
	return tables, version, err
}

func countRows(ctx context.Context, db interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, names []string, quote func(string) string) ([]backup.Table, error) {
	var tables []backup.Table
	for _, n := range names {
		t := backup.Table{Name: n}
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM `+quote(n)).Scan(&t.Rows); err != nil {
			return nil, fmt.Errorf("count %s: %w", n, err)
		}
		tables = append(tables, t)
	}
	return tables, nil
}

func schemaVersion(ctx context.Context, db interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}) (int64, error) {
	var v sql.NullInt64
	err := db.QueryRowContext(ctx, `SELECT max(version_id) FROM `+goose.DefaultTablename+` WHERE is_applied`).Scan(&v)
	return v.Int64, err
}

func queryStrings(ctx context.Context, db interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}, query string, args ...any) ([]string, error) {
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// pgTablesQuery lists the ordinary tables of the connection's schema (search_path).
const pgTablesQuery = `SELECT c.relname FROM pg_class c
	WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') ORDER BY c.relname`

// pgColumnsQuery lists a table's columns in order.
const pgColumnsQuery = `SELECT a.attname FROM pg_attribute a
	WHERE a.attrelid = (quote_ident(current_schema()) || '.' || quote_ident($1))::regclass AND a.attnum > 0 AND NOT a.attisdropped
	ORDER BY a.attnum`

// beginListingTables begins a transaction on pc and reads the schema's tables in
// it; on failure nothing is left open.
func beginListingTables(ctx context.Context, pc *pgx.Conn, opts pgx.TxOptions) (pgx.Tx, []string, error) {
	tx, err := pc.BeginTx(ctx, opts)
	if err != nil {
		return nil, nil, err
	}
	names, err := pgStrings(ctx, tx, pgTablesQuery)
	if err != nil {
		_ = tx.Rollback(context.WithoutCancel(ctx))
		return nil, nil, err
	}
	return tx, names, nil
}

func (s *Store) snapshotPostgres(ctx context.Context, dir string) (backup.Snapshot, error) {
	snap := backup.Snapshot{Engine: postgresDialect.name}
	conn, err := s.reader.Conn(ctx)
	if err != nil {
		return snap, err
	}
	defer conn.Close()
	err = conn.Raw(func(dc any) error {
		pc := dc.(*stdlib.Conn).Conn()
		tx, names, err := beginListingTables(ctx, pc, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
		if err != nil {
			return err
		}
		defer tx.Rollback(context.WithoutCancel(ctx))
		if len(names) == 0 {
			return errors.New("postgres: the schema holds no tables")
		}
		for i, n := range names {
			t := backup.Table{Name: n, File: fmt.Sprintf("%03d-%s.copy", i, n)}
			if t.Columns, err = pgStrings(ctx, tx, pgColumnsQuery, n); err != nil {
				return err
			}
			if t.Rows, err = copyOut(ctx, tx, filepath.Join(dir, t.File), n, t.Columns); err != nil {
				return fmt.Errorf("postgres: copy %s: %w", n, err)
			}
			snap.Tables = append(snap.Tables, t)
		}
		return tx.QueryRow(ctx, `SELECT coalesce(max(version_id), 0) FROM `+goose.DefaultTablename+` WHERE is_applied`).Scan(&snap.SchemaVersion)
	})
	return snap, err
}

func copyOut(ctx context.Context, tx pgx.Tx, path, table string, columns []string) (int64, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return 0, err
	}
	tag, err := tx.Conn().PgConn().CopyTo(ctx, f, "COPY "+pgx.Identifier{table}.Sanitize()+" ("+pgColumnList(columns)+") TO STDOUT")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return tag.RowsAffected(), err
}

func pgColumnList(columns []string) string {
	quoted := make([]string, len(columns))
	for i, c := range columns {
		quoted[i] = pgx.Identifier{c}.Sanitize()
	}
	return strings.Join(quoted, ", ")
}

func pgStrings(ctx context.Context, q interface {
	Query(context.Context, string, ...any) (pgx.Rows, error)
}, query string, args ...any) ([]string, error) {
	rows, err := q.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

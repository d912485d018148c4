package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"runtime"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
)

// OpenSQLiteReadOnly opens the migrated database file at path for reading only:
// it migrates nothing and writes nothing, so it works on a read-only file in a
// read-only directory (a backup copy, say). Writes through it fail.
func OpenSQLiteReadOnly(ctx context.Context, path string) (*Store, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	// Without a -wal file no connection has the file open (SQLite removes it at
	// the last close) and every commit is in the main file: read that alone,
	// creating no -wal or -shm beside it. With one, share the live file's index.
	mode := "immutable=1"
	if _, err := os.Stat(path + "-wal"); err == nil {
		mode = "mode=ro"
	}
	db, err := sql.Open("sqlite", sqliteFile(path)+"?"+mode+"&"+sqliteReaderParams)
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	readers := max(4, runtime.GOMAXPROCS(0))
	db.SetMaxOpenConns(readers)
	db.SetMaxIdleConns(readers)
	return readOnlyStore(ctx, sqliteDialect, db)
}

// OpenPostgresReadOnly connects to url in read-only transactions
// (default_transaction_read_only) and migrates nothing.
func OpenPostgresReadOnly(ctx context.Context, url string) (*Store, error) {
	db, err := openPostgresReadOnly(url)
	if err != nil {
		return nil, err
	}
	return readOnlyStore(ctx, postgresDialect, db)
}

// openPostgresReadOnly is a small pool whose transactions are all read-only.
func openPostgresReadOnly(url string) (*sql.DB, error) {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: open: %w", err)
	}
	cfg.RuntimeParams["default_transaction_read_only"] = "on"
	db := stdlib.OpenDB(*cfg)
	db.SetMaxOpenConns(4)
	return db, nil
}

// readOnlyStore is a Store over db for reads only, once db answers and holds
// every migration this binary knows.
func readOnlyStore(ctx context.Context, d dialect, db *sql.DB) (*Store, error) {
	s := &Store{d: d, writer: db, reader: db}
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("%s: open: %w", d.name, err)
	}
	if err := s.checkMigrated(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// checkMigrated compares the schema version goose recorded with the newest migration embedded here.
func (s *Store) checkMigrated(ctx context.Context) error {
	want, err := newestMigration(s.d)
	if err != nil {
		return err
	}
	var have sql.NullInt64
	err = s.reader.QueryRowContext(ctx, `SELECT max(version_id) FROM `+goose.DefaultTablename+` WHERE is_applied`).Scan(&have)
	if err != nil || have.Int64 < want {
		return errors.Join(fmt.Errorf("%s: the database is not migrated (schema version %d, this site needs %d): run `site migrate` first",
			s.d.name, have.Int64, want), err)
	}
	return nil
}

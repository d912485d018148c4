package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"slices"
	"time"

	"github.com/pressly/goose/v3"
)

// Migration is one numbered schema change; Applied is zero while it is pending.
type Migration struct {
	Version int64
	Name    string // the file name; empty for one this release does not embed
	Applied time.Time
}

// SchemaStatus is a database's schema against the migrations this release embeds.
type SchemaStatus struct {
	Engine   string
	Database int64 // the newest migration the database records; 0: never migrated
	Known    int64 // the newest migration this release embeds
	// Migrations are the embedded ones, applied or pending, then any the database
	// records that this release does not embed (a newer release applied them), by version.
	Migrations []Migration
}

// Newer reports whether a newer release has migrated the database past what this one knows.
func (st SchemaStatus) Newer() bool { return st.Database > st.Known }

// SchemaNewerError refuses a database a newer release has migrated: this
// release would misread what that one writes (outbox rows, say).
type SchemaNewerError struct {
	Engine          string
	Database, Known int64
}

func (e *SchemaNewerError) Error() string {
	return fmt.Sprintf("%s: the database was upgraded by a newer release of the site (schema version %d; this release knows up to %d): run that release or a newer one, or restore a backup taken before the upgrade",
		e.Engine, e.Database, e.Known)
}

// embeddedMigrations lists the engine's migrations by version.
func embeddedMigrations(d dialect) ([]Migration, error) {
	files, err := fs.ReadDir(migrations, "migrations/"+d.name)
	if err != nil {
		return nil, err
	}
	var list []Migration
	for _, f := range files {
		if v, err := goose.NumericComponent(f.Name()); err == nil {
			list = append(list, Migration{Version: v, Name: f.Name()})
		}
	}
	slices.SortFunc(list, func(a, b Migration) int { return int(a.Version - b.Version) })
	return list, nil
}

// newestMigration is the version of the newest migration embedded for d.
func newestMigration(d dialect) (int64, error) {
	list, err := embeddedMigrations(d)
	if err != nil || len(list) == 0 {
		return 0, err
	}
	return list[len(list)-1].Version, nil
}

// schemaStatus reads what db records against what this release embeds; it writes nothing.
func schemaStatus(ctx context.Context, d dialect, db *sql.DB) (SchemaStatus, error) {
	st := SchemaStatus{Engine: d.name}
	list, err := embeddedMigrations(d)
	if err != nil {
		return st, err
	}
	if len(list) > 0 {
		st.Known = list[len(list)-1].Version
	}
	var tables int
	if err := db.QueryRowContext(ctx, d.versionTable).Scan(&tables); err != nil {
		return st, fmt.Errorf("%s: schema version: %w", d.name, err)
	}
	applied := map[int64]time.Time{}
	if tables > 0 {
		rows, err := db.QueryContext(ctx, `SELECT version_id, tstamp FROM `+goose.DefaultTablename+` WHERE is_applied AND version_id > 0`)
		if err != nil {
			return st, fmt.Errorf("%s: schema version: %w", d.name, err)
		}
		defer rows.Close()
		for rows.Next() {
			var v int64
			var at sql.NullTime
			if err := rows.Scan(&v, &at); err != nil {
				return st, fmt.Errorf("%s: schema version: %w", d.name, err)
			}
			applied[v] = at.Time
			st.Database = max(st.Database, v)
		}
		if err := rows.Err(); err != nil {
			return st, fmt.Errorf("%s: schema version: %w", d.name, err)
		}
	}
	for _, m := range list {
		m.Applied = applied[m.Version]
		delete(applied, m.Version)
		st.Migrations = append(st.Migrations, m)
	}
	var unknown []Migration
	for v, at := range applied {
		unknown = append(unknown, Migration{Version: v, Applied: at})
	}
	slices.SortFunc(unknown, func(a, b Migration) int { return int(a.Version - b.Version) })
	st.Migrations = append(st.Migrations, unknown...)
	return st, nil
}

// refuseNewer fails with a SchemaNewerError when a newer release migrated db
// past what this one embeds; goose alone would start on it without a word.
func refuseNewer(ctx context.Context, d dialect, db *sql.DB) error {
	st, err := schemaStatus(ctx, d, db)
	if err != nil {
		return err
	}
	if st.Newer() {
		return &SchemaNewerError{Engine: d.name, Database: st.Database, Known: st.Known}
	}
	return nil
}

// SQLiteSchemaStatus reads the schema of the database file at path without
// migrating or writing it; a missing file is a database never migrated.
func SQLiteSchemaStatus(ctx context.Context, path string) (SchemaStatus, error) {
	db, err := sql.Open("sqlite", sqliteFile(path)+"?mode=ro&"+sqliteReaderParams)
	if err != nil {
		return SchemaStatus{}, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	defer db.Close()
	return schemaStatus(ctx, sqliteDialect, db)
}

// PostgresSchemaStatus reads the schema of the database at url in read-only transactions.
func PostgresSchemaStatus(ctx context.Context, url string) (SchemaStatus, error) {
	db, err := openPostgresReadOnly(url)
	if err != nil {
		return SchemaStatus{}, err
	}
	defer db.Close()
	return schemaStatus(ctx, postgresDialect, db)
}

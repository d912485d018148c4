package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/pressly/goose/v3"
)

// SchemaError refuses a backup or a restore target whose schema is not the one
// this release's migrations make: an added trigger, view or index could act on
// every lead once the site runs (mail them out, say), so nothing is restored.
type SchemaError struct {
	Problems []string // each names one object: `it has trigger "x" (on leads), which …`
}

func (e *SchemaError) Error() string {
	shown := e.Problems
	if len(shown) > 5 {
		shown = append(slices.Clone(shown[:5]), fmt.Sprintf("and %d more", len(e.Problems)-5))
	}
	return "the backup's database is not the one this release's migrations make, so nothing was restored: " + strings.Join(shown, "; ")
}

// schemaObject is one entry of sqlite_master.
type schemaObject struct{ kind, name, table, sql string }

func (o schemaObject) String() string {
	if o.table != "" && o.table != o.name {
		return fmt.Sprintf("%s %q (on %s)", o.kind, o.name, o.table)
	}
	return fmt.Sprintf("%s %q", o.kind, o.name)
}

func sqliteObjects(ctx context.Context, db *sql.DB) (map[string]schemaObject, error) {
	rows, err := db.QueryContext(ctx, `SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_master`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: read the schema: %w", err)
	}
	defer rows.Close()
	objects := map[string]schemaObject{}
	for rows.Next() {
		var o schemaObject
		if err := rows.Scan(&o.kind, &o.name, &o.table, &o.sql); err != nil {
			return nil, err
		}
		objects[o.kind+" "+o.name] = o
	}
	return objects, rows.Err()
}

// checkSQLiteSchema compares every table, index, trigger and view of db (a
// backup's snapshot, before anything runs on it) with those of a new database
// that this release's migrations bring to the same version, made in dir.
func checkSQLiteSchema(ctx context.Context, db *sql.DB, dir string) error {
	applied, err := queryStrings(ctx, db, `SELECT DISTINCT CAST(version_id AS TEXT) FROM `+goose.DefaultTablename+` WHERE is_applied AND version_id > 0`)
	if err != nil {
		return &SchemaError{Problems: []string{"it has no readable record of its migrations (" + err.Error() + ")"}}
	}
	known, err := embeddedMigrations(sqliteDialect)
	if err != nil {
		return err
	}
	var version int64
	for _, a := range applied {
		v := int64(0)
		fmt.Sscan(a, &v)
		if !slices.ContainsFunc(known, func(m Migration) bool { return m.Version == v }) {
			return &SchemaError{Problems: []string{fmt.Sprintf("it records migration %s, which this release does not have (a newer release made it: restore with that one)", a)}}
		}
		version = max(version, v)
	}
	want, err := migratedObjects(ctx, dir, version)
	if err != nil {
		return err
	}
	have, err := sqliteObjects(ctx, db)
	if err != nil {
		return err
	}
	var problems []string
	for k, o := range have {
		w, ok := want[k]
		switch {
		case !ok:
			problems = append(problems, fmt.Sprintf("it has %s, which the migrations do not make", o))
		case w.sql != o.sql || w.table != o.table:
			problems = append(problems, fmt.Sprintf("its %s differs from the one the migrations make", o))
		}
	}
	for k, w := range want {
		if _, ok := have[k]; !ok {
			problems = append(problems, fmt.Sprintf("it lacks %s, which the migrations make", w))
		}
	}
	if len(problems) > 0 {
		slices.Sort(problems)
		return &SchemaError{Problems: problems}
	}
	return nil
}

// migratedObjects is the schema of a new SQLite database migrated to version, made in dir and removed after.
func migratedObjects(ctx context.Context, dir string, version int64) (map[string]schemaObject, error) {
	f, err := os.CreateTemp(dir, ".schema-*.db")
	if err != nil {
		return nil, err
	}
	path := f.Name()
	f.Close()
	defer func() {
		for _, sfx := range []string{"", "-wal", "-shm", "-journal"} {
			os.Remove(path + sfx)
		}
	}()
	db, err := openSQLiteFile(path, "_pragma=foreign_keys(1)")
	if err != nil {
		return nil, err
	}
	defer db.Close()
	sub, err := fs.Sub(migrations, "migrations/"+sqliteDialect.name)
	if err != nil {
		return nil, err
	}
	p, err := goose.NewProvider(sqliteDialect.goose, db, sub)
	if err != nil {
		return nil, err
	}
	if version > 0 {
		if _, err := p.UpTo(ctx, version); err != nil {
			return nil, fmt.Errorf("sqlite: the schema of version %d: %w", version, err)
		}
	}
	return sqliteObjects(ctx, db)
}

// pgObjectsQuery names every object of the connection's schema: a restore target must hold none.
const pgObjectsQuery = `
	SELECT CASE c.relkind WHEN 'r' THEN 'table' WHEN 'p' THEN 'table' WHEN 'v' THEN 'view' WHEN 'm' THEN 'materialized view'
		WHEN 'S' THEN 'sequence' WHEN 'i' THEN 'index' WHEN 'I' THEN 'index' WHEN 'f' THEN 'foreign table' ELSE 'type' END
		|| ' "' || c.relname || '"' FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace
	UNION ALL SELECT CASE p.prokind WHEN 'p' THEN 'procedure' WHEN 'a' THEN 'aggregate' ELSE 'function' END || ' "' || p.proname || '"'
		FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace
	UNION ALL SELECT 'type "' || t.typname || '"' FROM pg_type t WHERE t.typnamespace = current_schema()::regnamespace AND t.typrelid = 0 AND t.typcategory <> 'A'
	UNION ALL SELECT 'operator "' || o.oprname || '"' FROM pg_operator o WHERE o.oprnamespace = current_schema()::regnamespace
	UNION ALL SELECT 'collation "' || k.collname || '"' FROM pg_collation k WHERE k.collnamespace = current_schema()::regnamespace
	UNION ALL SELECT 'conversion "' || v.conname || '"' FROM pg_conversion v WHERE v.connamespace = current_schema()::regnamespace
	UNION ALL SELECT 'extension "' || e.extname || '"' FROM pg_extension e WHERE e.extnamespace = current_schema()::regnamespace
	UNION ALL SELECT 'text search configuration "' || s.cfgname || '"' FROM pg_ts_config s WHERE s.cfgnamespace = current_schema()::regnamespace
	UNION ALL SELECT 'text search dictionary "' || s.dictname || '"' FROM pg_ts_dict s WHERE s.dictnamespace = current_schema()::regnamespace
	UNION ALL SELECT 'statistics object "' || s.stxname || '"' FROM pg_statistic_ext s WHERE s.stxnamespace = current_schema()::regnamespace
	UNION ALL SELECT 'operator family "' || f.opfname || '"' FROM pg_opfamily f WHERE f.opfnamespace = current_schema()::regnamespace
	UNION ALL SELECT 'operator class "' || f.opcname || '"' FROM pg_opclass f WHERE f.opcnamespace = current_schema()::regnamespace
	ORDER BY 1`

// pgEventTriggersQuery lists the database's enabled event triggers, which would act on the migrations.
const pgEventTriggersQuery = `SELECT evtname FROM pg_event_trigger WHERE evtenabled <> 'D' ORDER BY 1`

// checkPostgresTarget refuses a schema that holds anything, naming it, and a
// database with an enabled event trigger: the migrations then make every object
// of the restored schema, and nothing else does (the backup holds rows only).
func checkPostgresTarget(ctx context.Context, db *sql.DB, schema string) error {
	objects, err := queryStrings(ctx, db, pgObjectsQuery)
	if err != nil {
		return fmt.Errorf("postgres: read the target schema: %w", err)
	}
	if len(objects) == 0 {
		triggers, err := queryStrings(ctx, db, pgEventTriggersQuery)
		if err != nil {
			return fmt.Errorf("postgres: read the event triggers: %w", err)
		}
		if len(triggers) > 0 {
			return fmt.Errorf("the target database has the event trigger %q, which would act on the restored schema as it is made: disable it for the restore (ALTER EVENT TRIGGER %s DISABLE), then restore again", triggers[0], triggers[0])
		}
		return nil
	}
	more := ""
	switch n := len(objects) - 1; {
	case n == 1:
		more = " and one other object"
	case n > 1:
		more = fmt.Sprintf(" and %d other objects", n)
	}
	return fmt.Errorf("%w (schema %s holds %s%s)", ErrNotEmpty, schema, objects[0], more)
}

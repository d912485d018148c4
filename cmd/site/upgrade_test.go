package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/smtp/smtptest"
)

// The fixtures are databases the previous release (aff0fa6) wrote through its own
// binary and API: 3 leads whose notifications are pending (SMTP was down), an
// editor and a sales account with sessions, the demo designs and one photo.
// scripts/make-upgrade-fixture.sh makes them again.
const (
	fixtureSQLite   = "testdata/upgrade-prev.sqlite"
	fixturePostgres = "testdata/upgrade-prev.postgres.sql"
	fixtureSchema   = "upgrade_fixture" // the schema the PostgreSQL dump names
	fixturePhoto    = "/media/bde752a5a2b3891a617d4a68e3a65ae3970e06d951c5a39a89311ead92c76074/480.webp"
)

// upgradeTables are counted before and after the upgrade: none may lose a row.
var upgradeTables = []string{"leads", "designs", "projects", "outbox", "staff_accounts", "sessions",
	"audit_log", "lead_events", "media", "media_variants", "idempotency_keys"}

// previousRelease loads the fixture of engine into a fresh database and returns
// the site's environment and a connection to that database.
func previousRelease(t *testing.T, engine string) (map[string]string, *sql.DB) {
	t.Helper()
	env := engineEnv(t, engine)
	var db *sql.DB
	var err error
	if engine == "sqlite" {
		data, rerr := os.ReadFile(fixtureSQLite)
		if rerr != nil {
			t.Fatal(rerr)
		}
		path := filepath.Join(env["DATA_DIR"], "site.db")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		db, err = sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
	} else {
		u, perr := url.Parse(env["DATABASE_URL"])
		if perr != nil {
			t.Fatal(perr)
		}
		dump, rerr := os.ReadFile(fixturePostgres)
		if rerr != nil {
			t.Fatal(rerr)
		}
		db, err = sql.Open("pgx", env["DATABASE_URL"])
		if err == nil {
			_, err = db.Exec(strings.ReplaceAll(string(dump), fixtureSchema+".", u.Query().Get("search_path")+"."))
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return env, db
}

func countRows(t *testing.T, db *sql.DB) map[string]int {
	t.Helper()
	n := map[string]int{}
	for _, table := range upgradeTables {
		var c int
		if err := db.QueryRow(`SELECT count(*) FROM ` + table).Scan(&c); err != nil {
			t.Fatalf("count %s: %v", table, err)
		}
		n[table] = c
	}
	return n
}

// TestUpgradeFromPreviousRelease: this release opens a database of the previous
// one, migrates it without losing a row, serves its designs, photo and staff,
// and sends each notification left pending exactly once, as a written mail; a
// row of a newer outbox format is left for a newer copy.
// Serial: a full-cost password hash in a sign-in, which tests beside it would slow past the store deadline.
func TestUpgradeFromPreviousRelease(t *testing.T) {
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			env, db := previousRelease(t, engine)
			before := countRows(t, db)
			if before["leads"] != 3 || before["outbox"] != 3 || before["sessions"] != 2 || before["media"] != 1 || before["designs"] == 0 {
				t.Fatalf("fixture: %v", before)
			}
			out, code := runSite(t, env, "migrate", "status")
			out = oneLine(out)
			if code != 0 || !strings.Contains(out, "pending 00015_outbox_format.sql") || !strings.Contains(out, "applied 00007_catalog_editing.sql") {
				t.Fatalf("migrate status before the upgrade (exit %d):\n%s", code, out)
			}
			if out, code := runSite(t, env, "migrate"); code != 0 {
				t.Fatalf("migrate (exit %d):\n%s", code, out)
			}
			if after := countRows(t, db); !equalCounts(before, after) {
				t.Fatalf("rows before the upgrade %v, after %v", before, after)
			}
			out, _ = runSite(t, env, "migrate", "status")
			if out = oneLine(out); strings.Contains(out, "pending 0") || !strings.Contains(out, "applied 00015_outbox_format.sql") {
				t.Fatalf("migrate status after the upgrade:\n%s", out)
			}
			// A newer release's row (a copy of Anu's notification): this one must not claim it.
			newerFormat := mail.OutboxFormat + 1
			if _, err := db.Exec(`INSERT INTO outbox (message, status, created_at, kind, format)
				SELECT message, 'pending', created_at, 'company', ` + strconv.Itoa(newerFormat) + ` FROM outbox WHERE lead_id = 1`); err != nil {
				t.Fatal(err)
			}

			// The fixture's photo belongs to no design, and serve sweeps such photos once their grace has passed:
			// it is dated now, as if uploaded just before the upgrade, so the test does not age with the calendar.
			now := `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
			if engine == "postgres" {
				now = `now()`
			}
			if _, err := db.Exec(`UPDATE media SET created_at = ` + now); err != nil {
				t.Fatal(err)
			}

			smtp := smtptest.Start(t)
			env["SMTP_URL"] = smtp.URL()
			s := startServer(t, env)
			smtp.WaitFor(3, 30*time.Second)
			time.Sleep(1500 * time.Millisecond) // a second send, or the newer row, would arrive by now
			// The morning digest may go out too (the fixture's leads are unassigned
			// for hours by now); only the lead notifications are counted.
			var mails []smtptest.Mail
			for _, m := range smtp.Mails() {
				if !strings.HasPrefix(m.Subject(), "Leads for ") {
					mails = append(mails, m)
				}
			}
			if len(mails) != 3 {
				var subjects []string
				for _, m := range mails {
					subjects = append(subjects, m.Subject())
				}
				t.Fatalf("%d mails sent, want the 3 pending once each: %q", len(mails), subjects)
			}
			for _, name := range []string{"Anu Prev", "Bala Prev", "Chitra Prev"} {
				n := 0
				for _, m := range mails {
					if strings.Contains(m.Subject(), name) {
						n++
						if !strings.Contains(string(m.Data), name) || strings.Contains(string(m.Data), `"template"`) {
							t.Errorf("the notification about %s is not a written mail:\n%s", name, m.Data)
						}
					}
				}
				if n != 1 {
					t.Errorf("%d notifications about %s, want 1", n, name)
				}
			}
			var newer int
			if err := db.QueryRow(`SELECT count(*) FROM outbox WHERE format = ` + strconv.Itoa(newerFormat) + ` AND status = 'pending' AND attempts = 0`).Scan(&newer); err != nil || newer != 1 {
				t.Errorf("the newer-format row was claimed (%d untouched, %v)", newer, err)
			}

			var designs []struct{ ID int64 }
			getJSON(t, s, "/api/designs?category=2BHK-Designs&type=Luxury", &designs)
			if len(designs) != 6 {
				t.Errorf("%d designs of a kind served after the upgrade, want the 6 the previous release had", len(designs))
			}
			res, err := client.Get(s.url(fixturePhoto))
			if err != nil {
				t.Fatal(err)
			}
			photo, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "image/webp" || len(photo) < 100 {
				t.Errorf("the uploaded photo: %d %s, %d bytes", res.StatusCode, res.Header.Get("Content-Type"), len(photo))
			}
			status, me := post(t, s, "/api/admin/sign-in", `{"email":"sales@fixture.example","password":"sales password for the fixture"}`)
			if status != http.StatusOK || me["role"] != "sales" {
				t.Errorf("the previous release's account cannot sign in: %d %v", status, me)
			}
			if code := s.stop(t, syscall.SIGTERM); code != 0 {
				t.Fatalf("exit %d:\n%s", code, s.logText())
			}
			out, _ = runSite(t, env, "leads", "export")
			for _, name := range []string{"Anu Prev", "Bala Prev", "Chitra Prev"} {
				if !strings.Contains(out, name) {
					t.Errorf("lead %s lost:\n%s", name, out)
				}
			}
		})
	}
}

// TestRefusesNewerSchema: a database a newer release migrated further stops this
// one at start with a sentence saying so, before it could send anything.
func TestRefusesNewerSchema(t *testing.T) {
	t.Parallel()
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env, db := previousRelease(t, engine)
			if out, code := runSite(t, env, "migrate"); code != 0 {
				t.Fatalf("migrate (exit %d):\n%s", code, out)
			}
			if _, err := db.Exec(`INSERT INTO goose_db_version (version_id, is_applied) VALUES (99, true)`); err != nil {
				t.Fatal(err)
			}
			smtp := smtptest.Start(t)
			env["SMTP_URL"] = smtp.URL()
			out, code := serveBriefly(t, env, 10*time.Second)
			want := "the database was upgraded by a newer release of the site (schema version 99; this release knows up to "
			if code != 1 || !strings.Contains(out, want) {
				t.Fatalf("serve on a newer schema: exit %d, want 1 and %q:\n%s", code, want, out)
			}
			if n := len(smtp.Mails()); n != 0 {
				t.Errorf("%d mails sent by a release older than the database", n)
			}
			out, code = runSite(t, env, "migrate", "status")
			if code != 0 || !strings.Contains(oneLine(out), "newer 00099") || !strings.Contains(out, "must not run on this database") {
				t.Fatalf("migrate status (exit %d):\n%s", code, out)
			}
		})
	}
}

func equalCounts(a, b map[string]int) bool {
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return len(a) == len(b)
}

func getJSON(t *testing.T, s *server, path string, v any) {
	t.Helper()
	res, err := client.Get(s.url(path))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s = %d", path, res.StatusCode)
	}
	if err := json.NewDecoder(res.Body).Decode(v); err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
}

// serveBriefly runs `site serve` and returns its output and exit code, killing
// it (exit -1) if it still runs after limit: a site that should refuse to start.
func serveBriefly(t *testing.T, env map[string]string, limit time.Duration) (string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, binary, "serve")
	cmd.Env = siteEnv(env)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return string(out), -1
	case errors.As(err, &exit):
		return string(out), exit.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return string(out), 0
}

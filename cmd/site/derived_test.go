package main

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// rawDB is a plain connection to the database of a site with env, for counting what the site left to do.
func rawDB(t *testing.T, env map[string]string) *sql.DB {
	t.Helper()
	driver, dsn := "sqlite", "file:"+filepath.Join(env["DATA_DIR"], "site.db")+"?_pragma=busy_timeout(10000)"
	if env["DATABASE_URL"] != "" {
		driver, dsn = "pgx", env["DATABASE_URL"]
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func countOf(t *testing.T, db *sql.DB, query string) int {
	t.Helper()
	var n int
	if err := db.QueryRow(query).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

// TestDerivedWorkSurvivesKillMidBurst: the work that follows a committed lead outside its transaction (its
// shares of the dashboard's roll-up, its automatic assignment with the assignee's mail) is pending when
// SIGKILL lands mid-burst; after a restart the site finishes it by itself, none lost and none done twice:
// every lead folded and assigned once, one mail an assignment, and the roll-up agrees with a recount.
func TestDerivedWorkSurvivesKillMidBurst(t *testing.T) {
	t.Parallel()
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env := engineEnv(t, engine)
			const seller = "seller@nivaas.example"
			if out, code := runSite(t, env, "users", "add", "--email", seller, "--name", "Seller", "--role", "sales"); code != 0 {
				t.Fatalf("users add: exit %d\n%s", code, out)
			}
			db := openEnvStore(t, env)
			set, err := db.AssignSettings(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			set.AutoAssign = true
			if _, err := db.SaveAssignSettings(context.Background(), set, time.Now().Add(-time.Minute), nil); err != nil {
				t.Fatal(err)
			}
			db.Close()
			raw := rawDB(t, env)
			unfolded := `SELECT count(*) FROM leads WHERE id > (SELECT lead_id FROM lead_days_folded)`
			if engine == "postgres" {
				unfolded = `SELECT count(*) FROM lead_days_queue`
			}

			s := startServer(t, env)
			burst := startBurst(s, client, 8, "Burst Visitor", func(err error) bool { return errors.Is(err, io.ErrUnexpectedEOF) })
			// The kill lands once the site has folded some of the leads: folding has begun and has leads left to do.
			eventually(t, 30*time.Second, "100 leads acknowledged and some folded", func() bool {
				return len(burst.acknowledged()) >= 100 && countOf(t, raw, `SELECT count(*) FROM leads`) > countOf(t, raw, unfolded)
			})
			s.kill(t)
			if _, wrong := burst.end(); len(wrong) > 0 {
				t.Fatalf("answers other than 201 during the burst: %v", wrong)
			}
			pending, waiting := countOf(t, raw, unfolded), countOf(t, raw, `SELECT count(*) FROM leads WHERE assignee_id IS NULL`)
			if pending == 0 && waiting == 0 {
				t.Fatal("the kill found every lead folded and assigned: nothing was left to finish")
			}

			s = startServer(t, env)
			if status, body := post(t, s, "/api/leads", leadBody("After Restart", "")); status != http.StatusCreated {
				t.Fatalf("lead after restart = %d %v", status, body)
			}
			eventually(t, 30*time.Second, "every lead folded into the roll-up by the site", func() bool { return countOf(t, raw, unfolded) == 0 })
			eventually(t, 60*time.Second, "every lead assigned by the site", func() bool {
				return countOf(t, raw, `SELECT count(*) FROM leads WHERE assignee_id IS NULL`) == 0
			})
			if code := s.stop(t, syscall.SIGTERM); code != 0 {
				t.Fatalf("SIGTERM exit %d:\n%s", code, s.logText())
			}

			leads := countOf(t, raw, `SELECT count(*) FROM leads`)
			if got := countOf(t, raw, `SELECT count(*) FROM lead_events WHERE kind = 'assigned'`); got != leads {
				t.Errorf("%d assignments in the timelines of %d leads", got, leads)
			}
			if got := countOf(t, raw, `SELECT count(*) FROM outbox WHERE CAST(message AS TEXT) LIKE '%`+seller+`%'`); got != leads {
				t.Errorf("%d mails to the assignee about %d leads", got, leads)
			}
			if out, code := runSite(t, env, "dashboard", "check"); code != 0 || !strings.Contains(out, "agrees") {
				t.Fatalf("dashboard check after the kill: exit %d\n%s", code, out)
			}
			t.Logf("%s: %d leads; at the kill %d not folded yet, %d not assigned", engine, leads, pending, waiting)
		})
	}
}

package httpapi

import (
	"context"
	"database/sql"
	"net/http"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestAdminRoutesAnswer503WithinTheStoreDeadline: with PostgreSQL frozen by
// another connection's locks, a back-office call answers 503 and a sentence
// within the store deadline, as the public API does, instead of waiting for as
// long as the locks are held. (On SQLite no lock freezes a read, WAL readers
// never wait, and a write waits at most the 10 s busy timeout, which the
// driver does not cut short for a context.)
func TestAdminRoutesAnswer503WithinTheStoreDeadline(t *testing.T) {
	const deadline = 300 * time.Millisecond
	url := storetest.MigratedPostgresURL(t)
	db, err := sqlstore.OpenPostgres(context.Background(), url, storetest.WithKey())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	a := newAdminEnvOn(t, db, func(d *wiring) { d.StoreDeadline = deadline })
	cookie := a.signIn(t, a.account(t, staff.Owner))

	raw, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	// First the lists' tables are frozen (the session still loads), then the sessions (nothing loads).
	for _, freeze := range []struct {
		tables  string
		targets []string
	}{
		{"leads, contact_messages, audit_log", []string{"/api/admin/leads", "/api/admin/messages/export.csv", "/api/admin/audit"}},
		{"sessions", []string{"/api/admin/me", "/api/admin/subscribers"}},
	} {
		t.Run(freeze.tables, func(t *testing.T) {
			conn, err := raw.Conn(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			for _, q := range []string{"BEGIN", "LOCK TABLE " + freeze.tables + " IN ACCESS EXCLUSIVE MODE"} {
				if _, err := conn.ExecContext(context.Background(), q); err != nil {
					t.Fatalf("%s: %v", q, err)
				}
			}
			unfreeze := func() { conn.ExecContext(context.Background(), "ROLLBACK") }
			defer unfreeze()
			for _, target := range freeze.targets {
				start := time.Now()
				answered := make(chan *http.Response, 1)
				go func() { answered <- a.as(t, cookie, "GET", target, "", nil) }()
				select {
				case res := <-answered:
					took := time.Since(start)
					if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" {
						t.Errorf("%s on a frozen database: %d %s, want 503 with Retry-After", target, res.StatusCode, bodyText(t, res))
					} else if msg, _ := decodeBody(t, res)["error"].(string); unreadable(msg, nil) != "" {
						t.Errorf("%s: error %q: %s", target, msg, unreadable(msg, nil))
					}
					if took > deadline+time.Second {
						t.Errorf("%s answered after %v; the store deadline is %v", target, took.Round(time.Millisecond), deadline)
					}
				case <-time.After(deadline + 3*time.Second):
					t.Errorf("%s: no answer 3 s after the store deadline of %v", target, deadline)
					unfreeze() // let the stuck request end before cleanup
					<-answered
					return
				}
			}
		})
	}
	// Unfrozen, the same session works again (within a few tries: 300 ms is short for a busy machine).
	for try := 1; ; try++ {
		res := a.as(t, cookie, "GET", "/api/admin/leads", "", nil)
		if res.StatusCode == http.StatusOK {
			break
		}
		if try == 10 {
			t.Fatalf("after the freeze: %d %s", res.StatusCode, bodyText(t, res))
		}
		res.Body.Close()
		time.Sleep(200 * time.Millisecond)
	}
}

package sqlstore

import (
	"context"
	"database/sql"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
)

// TestFailCodes feeds fail real driver errors: a locked SQLite file and a
// PostgreSQL server that does not answer are unavailable, a unique violation
// is a conflict, anything else stays internal.
func TestFailCodes(t *testing.T) {
	ctx := context.Background()
	s := openTestSQLite(t)
	path := s.path

	holder, err := sql.Open("sqlite", "file:"+path+"?_txlock=immediate")
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	tx, err := holder.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	impatient, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(0)")
	if err != nil {
		t.Fatal(err)
	}
	defer impatient.Close()
	_, busy := impatient.Exec(`INSERT INTO subscriptions (email, created_at) VALUES ('a@example.com', 'x')`)
	tx.Rollback()

	_, dup := s.writer.Exec(`INSERT INTO subscriptions (email, created_at) VALUES ('b@example.com', 'x')`)
	if dup != nil {
		t.Fatal(dup)
	}
	_, dup = s.writer.Exec(`INSERT INTO subscriptions (email, created_at) VALUES ('B@example.com', 'x')`)
	_, missing := s.writer.Exec(`SELECT * FROM no_such_table`)

	pg, err := sql.Open("pgx", "postgres://postgres@127.0.0.1:1/test?sslmode=disable&connect_timeout=5")
	if err != nil {
		t.Fatal(err)
	}
	defer pg.Close()
	down := pg.PingContext(ctx)

	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"sqlite busy", busy, fault.EUNAVAILABLE},
		{"sqlite unique", dup, fault.ECONFLICT},
		{"sqlite no table", missing, fault.EINTERNAL},
		{"postgres down", down, fault.EUNAVAILABLE},
	} {
		if tc.err == nil {
			t.Errorf("%s: the driver gave no error", tc.name)
			continue
		}
		if got := fault.Code(s.fail("test", tc.err)); got != tc.want {
			t.Errorf("%s: %v is %s, want %s", tc.name, tc.err, got, tc.want)
		}
	}
}

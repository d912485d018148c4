package httpapi

import (
	"context"
	"net/http"
	"path/filepath"
	"testing"

	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestSessionsSurviveRestart: the session lives in the database file, so a new
// process on the same file honours the cookie of the old one.
func TestSessionsSurviveRestart(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "site.db")
	storetest.MigratedSQLite(t, path)
	open := func() *sqlstore.Store {
		db, err := sqlstore.OpenSQLite(context.Background(), path, storetest.WithKey())
		if err != nil {
			t.Fatal(err)
		}
		return db
	}
	first := open()
	a := newAdminEnvOn(t, first)
	cookie := a.signIn(t, a.account(t, staff.Editor))
	first.Close()

	second := open()
	t.Cleanup(func() { second.Close() })
	b := newAdminEnvOn(t, second)
	if res := b.as(t, cookie, "GET", "/api/admin/me", "", nil); res.StatusCode != http.StatusOK {
		t.Fatalf("after a restart: %d %s", res.StatusCode, bodyText(t, res))
	}
}

// TestSessionsSharedByCopiesOnPostgres: two copies of the site on one PostgreSQL
// honour each other's sessions, and a sign-out on one ends it on the other.
func TestSessionsSharedByCopiesOnPostgres(t *testing.T) {
	t.Parallel()
	url := storetest.MigratedPostgresURL(t)
	open := func() *sqlstore.Store {
		db, err := sqlstore.OpenPostgres(context.Background(), url, storetest.WithKey())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		return db
	}
	one, two := newAdminEnvOn(t, open()), newAdminEnvOn(t, open())
	cookie := one.signIn(t, one.account(t, staff.Sales))
	if res := two.as(t, cookie, "GET", "/api/admin/me", "", nil); res.StatusCode != http.StatusOK {
		t.Fatalf("the other copy: %d %s", res.StatusCode, bodyText(t, res))
	}
	if res := two.as(t, cookie, "POST", "/api/admin/sign-out", "", nil); res.StatusCode != http.StatusNoContent {
		t.Fatalf("sign out on the other copy: %d", res.StatusCode)
	}
	if res := one.as(t, cookie, "GET", "/api/admin/me", "", nil); res.StatusCode != http.StatusUnauthorized {
		t.Fatalf("the first copy after sign-out: %d", res.StatusCode)
	}
}

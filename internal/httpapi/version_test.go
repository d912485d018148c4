package httpapi

import (
	"net/http"
	"testing"

	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestAdminVersion: an owner reads which release answers (the back-office's Settings page shows it).
func TestAdminVersion(t *testing.T) {
	t.Parallel()
	a := newAdminEnvOn(t, storetest.OpenSQLite(t), func(d *wiring) { d.Version = "v9.9.9" })
	res := a.as(t, a.signIn(t, a.account(t, staff.Owner)), "GET", "/api/admin/version", "", nil)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", res.StatusCode, bodyText(t, res))
	}
	if got := decodeBody(t, res)["version"]; got != "v9.9.9" {
		t.Errorf("version = %v, want v9.9.9", got)
	}
}

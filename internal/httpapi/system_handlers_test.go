package httpapi

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestSystemPageBackups: owners (only) see the backup record, the database
// and disk, and the deliveries; "Back up now" makes one; the download needs
// the password and a fresh code again and hands out the whole, valid backup.
func TestSystemPageBackups(t *testing.T) {
	db := storetest.OpenSQLite(t)
	a := newAdminEnvOn(t, db)
	ctx := context.Background()
	if _, err := db.Enqueue(ctx, mail.Message{To: "x@example.com", Subject: "s", Text: "t"}); err != nil {
		t.Fatal(err)
	}
	owner := a.account(t, staff.Owner)
	cookie := a.signIn(t, owner)
	sales := a.signIn(t, a.account(t, staff.Sales))

	for _, call := range [][2]string{{"GET", "/api/admin/system"}, {"POST", "/api/admin/system/backup"}, {"POST", "/api/admin/system/backup/download"}} {
		if res := a.as(t, sales, call[0], call[1], `{}`, nil); res.StatusCode != http.StatusForbidden {
			t.Errorf("%s %s as sales = %d, want 403", call[0], call[1], res.StatusCode)
		}
	}

	a.clock.Advance(time.Hour)
	got := decodeBody(t, a.as(t, cookie, "GET", "/api/admin/system", "", nil))
	backups := got["backups"].(map[string]any)
	if backups["lastSuccess"] != nil || got["newestDownload"] != nil || backups["everySeconds"].(float64) != 86400 {
		t.Errorf("before any backup: %v", got)
	}
	if got["databaseBytes"].(float64) <= 0 || got["diskFreeBytes"].(float64) <= 0 || got["version"] == "" || got["uptimeSeconds"].(float64) < 3600 {
		t.Errorf("database, disk, version, uptime: %v", got)
	}
	if outbox := got["outbox"].(map[string]any); outbox["pending"].(float64) != 1 {
		t.Errorf("outbox = %v, want 1 pending", outbox)
	}

	res := a.as(t, cookie, "POST", "/api/admin/system/backup", "", nil)
	made := decodeBody(t, res)
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(made["file"].(string), "site-") {
		t.Fatalf("back up now = %d %v", res.StatusCode, made)
	}
	got = decodeBody(t, a.as(t, cookie, "GET", "/api/admin/system", "", nil))
	backups = got["backups"].(map[string]any)
	if backups["lastSuccess"] == nil || backups["lastFile"] != made["file"] || got["newestDownload"].(map[string]any)["file"] != made["file"] {
		t.Errorf("after back up now: %v", got)
	}

	if res := a.as(t, cookie, "POST", "/api/admin/system/backup/download", jsonOf(map[string]string{"password": "wrong password here", "code": a.code(t, owner.TOTPSecret)}), nil); res.StatusCode != http.StatusBadRequest {
		t.Errorf("download with a wrong password = %d, want 400", res.StatusCode)
	}
	if res := a.as(t, cookie, "POST", "/api/admin/system/backup/download", jsonOf(map[string]string{"password": staffPassword, "code": "000000"}), nil); res.StatusCode != http.StatusBadRequest {
		t.Errorf("download with a wrong code = %d, want 400", res.StatusCode)
	}
	code := a.code(t, owner.TOTPSecret)
	res = a.as(t, cookie, "POST", "/api/admin/system/backup/download", jsonOf(map[string]string{"password": staffPassword, "code": code}), nil)
	if res.StatusCode != http.StatusOK || !strings.Contains(res.Header.Get("Content-Disposition"), made["file"].(string)) {
		t.Fatalf("download = %d %v", res.StatusCode, res.Header)
	}
	m, err := backup.Extract(res.Body, nil, t.TempDir())
	if err != nil || m.Rows("staff_accounts") != 2 {
		t.Fatalf("downloaded backup: %v, %+v", err, m)
	}
	// The same code does not open it twice.
	if res := a.as(t, cookie, "POST", "/api/admin/system/backup/download", jsonOf(map[string]string{"password": staffPassword, "code": code}), nil); res.StatusCode != http.StatusBadRequest {
		t.Errorf("download with a used code = %d, want 400", res.StatusCode)
	}
}

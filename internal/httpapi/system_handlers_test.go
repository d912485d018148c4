package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestSystemPageBackups: owners (only) see the backup record, the database
// and disk, the deliveries, the release (as Settings shows it) and uptime; "Back up now" makes one; the download needs
// the password and a fresh code again and hands out the whole, valid backup.
func TestSystemPageBackups(t *testing.T) {
	t.Parallel()
	db := storetest.OpenSQLite(t)
	a := newAdminEnvOn(t, db, func(d *wiring) { d.Version = "v1.4.0" })
	ctx := context.Background()
	if _, err := db.Enqueue(ctx, mail.Message{To: "x@example.com", Subject: "s", Text: "t"}); err != nil {
		t.Fatal(err)
	}
	owner, cookie := a.signedIn(t, staff.Owner)
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
	if got["databaseBytes"].(float64) <= 0 || got["diskFreeBytes"].(float64) <= 0 || got["version"] != "v1.4.0" || got["uptimeSeconds"].(float64) < 3600 {
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
	m, err := backup.Extract(res.Body, backup.Trust{Key: storetest.Key}, t.TempDir())
	if err != nil || m.Rows("staff_accounts") != 2 {
		t.Fatalf("downloaded backup: %v, %+v", err, m)
	}
	// The same code does not open it twice.
	if res := a.as(t, cookie, "POST", "/api/admin/system/backup/download", jsonOf(map[string]string{"password": staffPassword, "code": code}), nil); res.StatusCode != http.StatusBadRequest {
		t.Errorf("download with a used code = %d, want 400", res.StatusCode)
	}
}

// TestSystemPageWarnsOfDiskAndProxy: over a real server, the System answer
// carries the disk watcher's low-disk warning and the untrusted-proxy warning
// (with its fix) once they are raised, and neither before; a failed mail too.
func TestSystemPageWarnsOfDiskAndProxy(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	srv := httptest.NewServer(a.h)
	defer srv.Close()
	owner := a.account(t, staff.Owner)
	signIn, _ := json.Marshal(map[string]string{"email": owner.Email, "password": staffPassword, "code": a.code(t, owner.TOTPSecret)})
	res, err := http.Post(srv.URL+"/api/admin/sign-in", "application/json", bytes.NewReader(signIn))
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("sign in: %v %v", err, res)
	}
	cookie := sessionCookie(t, res)
	status := func(forwarded bool) map[string]any {
		t.Helper()
		req, _ := http.NewRequest("GET", srv.URL+"/api/admin/system", nil)
		req.Header.Set("Cookie", cookie)
		if forwarded {
			req.Header.Set("X-Forwarded-For", "203.0.113.9") // as a load balancer on this machine would add
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("system: %v %v", err, res)
		}
		return decodeBody(t, res)
	}
	problems := func(got map[string]any) string { return fmt.Sprint(got["problems"]) }

	got := status(false)
	if got["diskLow"] != false || got["untrustedProxy"] != false || strings.Contains(problems(got), "Free disk space") || strings.Contains(problems(got), "TRUSTED_PROXIES") {
		t.Fatalf("before any warning: %v", got)
	}
	// The test's backup folder sits on the data's disk, with no bucket: the System page says so (issue 41, below the cut).
	if got["backups"].(map[string]any)["sameDisk"] != true {
		t.Errorf("same disk not said: %v", got["backups"])
	}
	if free := got["diskFreeBytes"].(float64); free <= 0 || free != float64(a.system.Disk.Status().FreeBytes) {
		t.Errorf("diskFreeBytes = %v, want the watcher's reading %d", free, a.system.Disk.Status().FreeBytes)
	}

	// A mail that failed for good is a problem too.
	ctx := context.Background()
	if _, err := a.store.Enqueue(ctx, mail.Message{To: "x@example.com", Subject: "s", Text: "t"}); err != nil {
		t.Fatal(err)
	}
	items, err := a.store.Claim(ctx, "w", time.Now(), time.Minute, 1)
	if err != nil || len(items) != 1 {
		t.Fatal(err)
	}
	if err := a.store.MarkFailed(ctx, items[0].ID, "w", "refused"); err != nil {
		t.Fatal(err)
	}
	// The watcher's threshold above any real disk: its next reading is low.
	a.system.Disk.WarnBytes = 1 << 62
	a.system.Disk.Check()
	got = status(true) // and this request itself comes through an untrusted (loopback) proxy
	if got["diskLow"] != true || got["diskWarnBytes"].(float64) != 1<<62 || !strings.Contains(problems(got), "Free disk space is low") {
		t.Errorf("low disk not shown: %v", got)
	}
	if got["untrustedProxy"] != true || !strings.Contains(problems(got), "Set TRUSTED_PROXIES to your load balancer's addresses.") {
		t.Errorf("untrusted proxy not shown: %v", got)
	}
	if !strings.Contains(problems(got), "1 mail could not be sent") {
		t.Errorf("failed mail not shown: %v", got)
	}
}

// TestSystemScenarios: only owners see the system's health and make or download backups.
func TestSystemScenarios(t *testing.T) {
	t.Parallel()
	run(t, joined(
		guarded("GET", "/api/admin/system", "", staff.Owner, staff.Sales),
		guarded("POST", "/api/admin/system/backup", "", staff.Owner, staff.Editor),
		guarded("POST", "/api/admin/system/backup/download", `{"password":"x","code":"1"}`, staff.Owner, staff.Sales),
		badBodies("POST", "/api/admin/system/backup/download", staff.Owner),
		[]scenario{
			{Name: "the system's health", Method: "GET", URL: "/api/admin/system", Role: staff.Owner,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"diskLow":false`}},
			{Name: "a backup is made", Method: "POST", URL: "/api/admin/system/backup", Role: staff.Owner,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"file":"`}, After: func(t *testing.T, a *adminEnv, body string) {
					path, err := a.system.Scheduler.Newest()
					if err != nil || path == "" || !strings.Contains(body, path[strings.LastIndexByte(path, '/')+1:]) {
						t.Errorf("newest backup %q, %v; answer %s", path, err, body)
					}
					audited("backup made")(t, a, body)
				}},
			{Name: "no backup to download yet", Method: "POST", URL: "/api/admin/system/backup/download", Body: `{"password":"x","code":"1"}`, Role: staff.Owner,
				ExpectedStatus: http.StatusNotFound, ExpectedContent: []string{"There is no backup in this copy's folder yet"}},
		}))
}

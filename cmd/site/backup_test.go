package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestBackupCommandWhileServing: 32 clients post leads to the running site
// while `site backup` runs; `site restore` into an empty target holds every
// lead acknowledged before the backup began, and refuses a second time.
func TestBackupCommandWhileServing(t *testing.T) {
	t.Parallel()
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env := map[string]string{"DATA_DIR": t.TempDir(), "ADDR": "127.0.0.1:0", "RATE_LIMIT_PER_MINUTE": "0"}
			// A restore needs the key of the site that made the backup (the file its first start made).
			restoreEnv := map[string]string{"DATA_DIR": filepath.Join(t.TempDir(), "restored"), "SITE_KEY_FILE": env["DATA_DIR"] + ".key"}
			if engine == "postgres" {
				env["DATABASE_URL"] = storetest.PostgresURL(t)
				restoreEnv["DATABASE_URL"] = storetest.PostgresURL(t)
			}
			s := startServer(t, env)
			var (
				mu     sync.Mutex
				acked  = map[string]time.Time{}
				stop   atomic.Bool
				wg     sync.WaitGroup
				n      atomic.Int64
				client = &http.Client{Timeout: 30 * time.Second}
			)
			for c := 0; c < 32; c++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for !stop.Load() {
						name := fmt.Sprintf("Backup Lead %d", n.Add(1))
						body := fmt.Sprintf(`{"propertyType":"3 BHK","location":"Chennai","name":%q,"mobile":"+91 98765 43210","email":null,"whatsappUpdates":true,"page":"/get-free-estimate"}`, name)
						res, err := client.Post(s.url("/api/leads"), "application/json", strings.NewReader(body))
						if err != nil {
							t.Errorf("POST: %v", err)
							return
						}
						res.Body.Close()
						if res.StatusCode == http.StatusCreated {
							mu.Lock()
							acked[name] = time.Now()
							mu.Unlock()
						}
					}
				}()
			}
			ackedCount := func() int {
				mu.Lock()
				defer mu.Unlock()
				return len(acked)
			}
			eventually(t, time.Minute, "leads are flowing", func() bool { return ackedCount() >= 64 })
			out := t.TempDir()
			began := time.Now()
			text, code := runSite(t, env, "backup", "--out", out+"/")
			after := ackedCount()
			eventually(t, time.Minute, "leads go on after the backup", func() bool { return ackedCount() >= after+32 })
			stop.Store(true)
			wg.Wait()
			if code != 0 || !strings.Contains(text, "backup written: ") {
				t.Fatalf("site backup: exit %d\n%s", code, text)
			}
			files, _ := filepath.Glob(filepath.Join(out, "site-*.tar.gz"))
			if len(files) != 1 {
				t.Fatalf("backup folder holds %v", files)
			}

			text, code = runSite(t, restoreEnv, "restore", files[0])
			if code != 0 || !strings.Contains(text, "restored ") || !strings.Contains(text, "leads") {
				t.Fatalf("site restore: exit %d\n%s", code, text)
			}
			if engine == "sqlite" {
				checkIntegrity(t, filepath.Join(restoreEnv["DATA_DIR"], "site.db"))
			}
			export, code := runSite(t, restoreEnv, "leads", "export")
			if code != 0 {
				t.Fatalf("export of the restored copy: exit %d\n%s", code, export)
			}
			before, after := 0, 0
			for name, at := range acked {
				if !at.Before(began) {
					after++
					continue
				}
				before++
				if !strings.Contains(export, ","+name+",") {
					t.Fatalf("%s, acknowledged before the backup began, is not in the restored copy", name)
				}
			}
			if before < 32 || after == 0 {
				t.Fatalf("want leads acknowledged before and after the backup began: %d and %d", before, after)
			}
			if text, code := runSite(t, restoreEnv, "restore", files[0]); code != 1 || !strings.Contains(text, "already holds a database") {
				t.Fatalf("restore over a database: exit %d\n%s", code, text)
			}
		})
	}
}

func checkIntegrity(t *testing.T, path string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var result string
	if err := db.QueryRow(`PRAGMA integrity_check`).Scan(&result); err != nil || result != "ok" {
		t.Fatalf("integrity check of the restored copy: %q, %v", result, err)
	}
}

// TestBackupKilledLeavesNoCompleteFile: SIGKILL at any point of `site backup`
// leaves no file under a backup's name that is not a whole, valid backup.
func TestBackupKilledLeavesNoCompleteFile(t *testing.T) {
	t.Parallel()
	env := map[string]string{"DATA_DIR": t.TempDir()}
	bigDatabase(t, filepath.Join(env["DATA_DIR"], "site.db"), 48<<20)
	out := t.TempDir()
	killedMidway := 0
	for i := 0; i < 8; i++ {
		cmd := exec.Command(binary, "backup", "--out", out+"/")
		cmd.Env = siteEnv(env)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(100+i*150) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		err := cmd.Wait()
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			killedMidway++
		} else if err != nil {
			t.Fatalf("backup run %d: %v", i, err)
		}
	}
	if killedMidway < 3 {
		t.Fatalf("only %d of 8 backups were killed midway; the database is too small to test this", killedMidway)
	}
	entries, _ := os.ReadDir(out)
	for _, e := range entries {
		if !backup.IsBackupName(e.Name()) {
			continue
		}
		f, err := os.Open(filepath.Join(out, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		_, err = backup.Extract(f, backup.Trust{}, t.TempDir())
		f.Close()
		if err != nil {
			t.Errorf("%s looks like a finished backup but is not: %v", e.Name(), err)
		}
	}
}

// bigDatabase makes a migrated database holding about size bytes of
// incompressible photo data, so a backup of it takes a while.
func bigDatabase(t *testing.T, path string, size int) {
	t.Helper()
	ctx := context.Background()
	db, err := sqlstore.OpenSQLite(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for i := 0; i*(4<<20) < size; i++ {
		p := storetest.Photo(fmt.Sprintf("%06x", i))
		noise := make([]byte, 4<<20)
		rand.Read(noise)
		p.Variants = append(p.Variants, media.Variant{Width: 4000, Format: "jpeg", ContentType: "image/jpeg", Bytes: noise})
		if _, err := db.SaveMedia(ctx, p, 1, time.Now(), nil); err != nil {
			t.Fatal(err)
		}
	}
}

// TestServeBacksUpToS3: `serve` with BACKUP_EVERY and BACKUP_S3_URL puts its
// scheduled backups into a real S3-compatible server (versitygw on
// 127.0.0.1), keeping BACKUP_KEEP there, and `site restore s3:latest` brings the leads back.
func TestServeBacksUpToS3(t *testing.T) {
	t.Parallel()
	client, url := storetest.StartS3(t)
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			bucketURL := strings.Replace(url, "/backups/site?", "/backups/"+engine+"?", 1)
			env := map[string]string{"DATA_DIR": t.TempDir(), "ADDR": "127.0.0.1:0", "BACKUP_EVERY": "1s", "BACKUP_KEEP": "2",
				"BACKUP_S3_URL": bucketURL}
			restoreEnv := map[string]string{"DATA_DIR": t.TempDir(), "BACKUP_S3_URL": bucketURL, "SITE_KEY_FILE": env["DATA_DIR"] + ".key"}
			if engine == "postgres" {
				env["DATABASE_URL"] = storetest.PostgresURL(t)
				restoreEnv["DATABASE_URL"] = storetest.PostgresURL(t)
			}
			s := startServer(t, env)
			postLead(t, s, "Scheduled Backup Lead")
			// The lead is in from the second backup on; wait for three.
			deadline := time.Now().Add(60 * time.Second)
			for strings.Count(s.logText(), `"msg":"backup made"`) < 3 {
				if time.Now().After(deadline) {
					t.Fatalf("no three scheduled backups in 60 s:\n%s", s.logText())
				}
				time.Sleep(100 * time.Millisecond)
			}
			if code := s.stop(t, syscall.SIGTERM); code != 0 {
				t.Fatalf("exit %d:\n%s", code, s.logText())
			}
			var objects []string
			for o := range client.ListObjects(context.Background(), "backups", minio.ListObjectsOptions{Prefix: engine + "/"}) {
				if o.Err != nil {
					t.Fatal(o.Err)
				}
				objects = append(objects, o.Key)
			}
			if len(objects) != 2 {
				t.Errorf("bucket holds %v; BACKUP_KEEP=2", objects)
			}
			text, code := runSite(t, restoreEnv, "restore", "s3:latest")
			if code != 0 || !strings.Contains(text, "restored s3://") {
				t.Fatalf("restore s3:latest: exit %d\n%s", code, text)
			}
			if export, _ := runSite(t, restoreEnv, "leads", "export"); !strings.Contains(export, ",Scheduled Backup Lead,") {
				t.Fatalf("the restored copy lacks the lead:\n%s", export)
			}
		})
	}
}

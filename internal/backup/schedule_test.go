package backup_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
)

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// alerts counts the owners' alert mails.
type alerts struct {
	mu       sync.Mutex
	subjects []string
}

func (a *alerts) send(_ context.Context, subject, _ string) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.subjects = append(a.subjects, subject)
	return nil
}

func (a *alerts) list() []string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return append([]string(nil), a.subjects...)
}

func scheduler(s *sqlstore.Store, dir, owner string, every time.Duration, a *alerts) *backup.Scheduler {
	return &backup.Scheduler{Every: every, Keep: backup.Keep{Count: 2}, Dir: dir, Source: s, State: s, Owner: owner, Signer: storetest.Key,
		Alert: a.send, Now: time.Now, Log: quietLog()}
}

// TestScheduledBackupLandsInS3: serve's scheduler, run by two copies of the
// site at once, makes its backups into a real S3-compatible server (versitygw
// on 127.0.0.1), one copy at a time, keeps the newest two there and in the
// folder, and the newest restores from the bucket.
func TestScheduledBackupLandsInS3(t *testing.T) {
	client, url := storetest.StartS3(t)
	for _, e := range engines() {
		t.Run(e.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			s := e.open(t)
			prefix := "site-" + e.name + "/"
			bucket, err := backup.OpenBucket(strings.Replace(url, "/backups/site?", "/backups/"+strings.TrimSuffix(prefix, "/")+"?", 1))
			if err != nil {
				t.Fatal(err)
			}
			lead := newLead(1)
			if err := s.CreateLead(ctx, lead, nil, nil); err != nil {
				t.Fatal(err)
			}
			var made atomic.Int64
			var wg sync.WaitGroup
			a := &alerts{}
			dirs := []string{t.TempDir(), t.TempDir()}
			for i, dir := range dirs {
				sc := scheduler(s, dir, "copy"+string(rune('A'+i)), 300*time.Millisecond, a)
				sc.Bucket = bucket
				sc.Failed = func() { t.Errorf("a scheduled backup failed") }
				wg.Add(1)
				go func() {
					defer wg.Done()
					sc.Run(ctx, 20*time.Millisecond)
				}()
			}
			// Each run makes one backup; wait for four.
			deadline := time.Now().Add(60 * time.Second)
			for {
				st, err := s.BackupState(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if made.Store(st.Attempt); st.Attempt >= 4 && st.LeaseOwner == "" {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("only %d scheduled backups in 60 s (last error %q)", st.Attempt, st.LastError)
				}
				time.Sleep(50 * time.Millisecond)
			}
			cancel()
			wg.Wait()
			st, _ := s.BackupState(context.Background())
			if st.LastError != "" || st.Failures != 0 || !strings.Contains(st.LastPlace, "s3://") {
				t.Errorf("state after the runs: %+v", st)
			}
			var objects []string
			for o := range client.ListObjects(context.Background(), "backups", minio.ListObjectsOptions{Prefix: prefix}) {
				if o.Err != nil {
					t.Fatal(o.Err)
				}
				objects = append(objects, o.Key)
			}
			if len(objects) != 2 {
				t.Errorf("bucket holds %v after %d backups; BACKUP_KEEP=2 keeps 2", objects, made.Load())
			}
			if got := []string{objects[len(objects)-1]}; !strings.HasSuffix(got[0], st.LastFile) {
				t.Errorf("newest object %s, last file %s", got[0], st.LastFile)
			}
			// The folders together hold what each copy made, at most two each.
			for _, dir := range dirs {
				entries, _ := os.ReadDir(dir)
				if len(entries) > 2 {
					t.Errorf("%s holds %d entries, want at most 2", dir, len(entries))
				}
			}

			r, name, err := bucket.Open(context.Background(), "latest")
			if err != nil {
				t.Fatal(err)
			}
			downloaded := filepath.Join(t.TempDir(), name)
			f, err := os.Create(downloaded)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := io.Copy(f, r); err != nil {
				t.Fatal(err)
			}
			r.Close()
			f.Close()
			restored, _ := e.restore(t, downloaded, nil, sqlstore.RestoreOptions{})
			leads, err := restored.ListLeads(context.Background())
			if err != nil || len(leads) != 1 || leads[0].Name != lead.Name {
				t.Fatalf("restored from the bucket: %d leads, %v", len(leads), err)
			}
			// The snapshot was taken under the scheduler's lease; the restored site is free to back up.
			if st, err := restored.BackupState(context.Background()); err != nil || st.LeaseOwner != "" {
				t.Errorf("restored backup record: %+v, %v; want no lease", st, err)
			}
		})
	}
}

// failingSource is a database that cannot be read.
type failingSource struct{ fail atomic.Bool }

func (f *failingSource) Snapshot(context.Context, string) (backup.Snapshot, error) {
	if f.fail.Load() {
		return backup.Snapshot{}, errors.New("disk on fire")
	}
	return backup.Snapshot{Engine: "test"}, nil
}

// TestBackupFailureAlertsOnce: a failing backup counts a failure each time,
// shows its error in the record, and mails the owners once (whichever copy
// sees it first); a good backup clears it, and the next problem alerts again.
func TestBackupFailureAlertsOnce(t *testing.T) {
	for _, e := range engines() {
		t.Run(e.name, func(t *testing.T) {
			ctx := context.Background()
			s := e.open(t)
			src := &failingSource{}
			src.fail.Store(true)
			a := &alerts{}
			var failures atomic.Int64
			copies := []*backup.Scheduler{scheduler(s, t.TempDir(), "A", time.Hour, a), scheduler(s, t.TempDir(), "B", time.Hour, a)}
			for _, c := range copies {
				c.Source = src
				c.Failed = func() { failures.Add(1) }
			}
			for i := 0; i < 3; i++ {
				for _, c := range copies {
					if _, err := c.BackUpNow(ctx); err == nil || !strings.Contains(err.Error(), "disk on fire") {
						t.Fatalf("backup of a failing source: %v", err)
					}
				}
			}
			st, _ := s.BackupState(ctx)
			if st.Failures != 6 || !strings.Contains(st.LastError, "disk on fire") || failures.Load() != 6 {
				t.Fatalf("after 6 failures: record %+v, counted %d", st, failures.Load())
			}
			// Both copies run their checks; the first to see the failure mails, once.
			for _, c := range copies {
				go c.Run(context.Background(), time.Hour)
			}
			waitFor(t, func() bool { return len(a.list()) >= 1 })
			time.Sleep(200 * time.Millisecond)
			if got := a.list(); len(got) != 1 || got[0] != "The site's backup failed" {
				t.Fatalf("alerts = %v, want one", got)
			}

			src.fail.Store(false)
			if _, err := copies[0].BackUpNow(ctx); err != nil {
				t.Fatal(err)
			}
			st, _ = s.BackupState(ctx)
			if st.Failures != 0 || st.LastError != "" || !st.AlertedAt.IsZero() || st.LastSuccessAt.IsZero() {
				t.Fatalf("after a good backup: %+v", st)
			}
		})
	}
}

// TestMissingBackupAlerts: a backup hung in another copy (its lease live)
// leaves no backup newer than twice the interval: overdue, and the owners are told once.
func TestMissingBackupAlerts(t *testing.T) {
	s := engines()[0].open(t)
	ctx := context.Background()
	a := &alerts{}
	sc := scheduler(s, t.TempDir(), "A", time.Hour, a)
	if err := s.StartBackupWatch(ctx, time.Now().Add(-3*time.Hour)); err != nil {
		t.Fatal(err)
	}
	st, _ := s.BackupState(ctx)
	if ok, err := s.ClaimBackup(ctx, "hung", st.Attempt, time.Now(), time.Now().Add(time.Hour)); !ok || err != nil {
		t.Fatalf("claim: %v %v", ok, err)
	}
	st, _ = s.BackupState(ctx)
	if !sc.Overdue(st) {
		t.Fatalf("no backup for 3 hours with a 1-hour interval is not overdue: %+v", st)
	}
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	go sc.Run(runCtx, 10*time.Millisecond)
	waitFor(t, func() bool { return len(a.list()) >= 1 })
	time.Sleep(100 * time.Millisecond)
	if got := a.list(); len(got) != 1 || got[0] != "The site has no recent backup" {
		t.Fatalf("alerts = %v, want one about the missing backup", got)
	}
	if _, err := sc.BackUpNow(ctx); !errors.Is(err, backup.ErrBusy) {
		t.Errorf("back up now while another copy holds the lease: %v, want ErrBusy", err)
	}
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

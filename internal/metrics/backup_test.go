package metrics_test

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/backup"
	"github.com/nivaas-interiors/site/internal/metrics"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestBackupMetrics: the newest good backup's time comes from the database
// (any copy may have made it); failures are counted by this process.
func TestBackupMetrics(t *testing.T) {
	ctx := context.Background()
	db := storetest.OpenSQLite(t)
	m := metrics.New(db, quiet)
	failed := m.WatchBackups(db)
	if v, ok := value(scrape(t, m.Handler()), "site_backup_last_success_timestamp_seconds", nil); !ok || v != 0 {
		t.Fatalf("before any backup: %v, %v; want 0", v, ok)
	}
	failed()
	failed()
	at := time.Date(2026, 11, 20, 3, 0, 0, 0, time.UTC)
	st, _ := db.BackupState(ctx)
	if ok, err := db.ClaimBackup(ctx, "other copy", st.Attempt, at, at.Add(time.Hour)); !ok || err != nil {
		t.Fatal(ok, err)
	}
	if err := db.FinishBackup(ctx, "other copy", backup.Outcome{At: at, File: "site-x.tar.gz", Size: 10}); err != nil {
		t.Fatal(err)
	}
	families := scrape(t, m.Handler())
	if v, _ := value(families, "site_backup_last_success_timestamp_seconds", nil); v != float64(at.Unix()) {
		t.Errorf("last success = %v, want %d", v, at.Unix())
	}
	if v, _ := value(families, "site_backup_failures_total", nil); v != 2 {
		t.Errorf("failures = %v, want 2", v)
	}
}

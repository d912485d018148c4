package sqlstore_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// TestPruningGivesSpaceBackToTheDisk: after old sent rows are pruned, the
// SQLite file shrinks (incremental vacuum), and a checkpoint later the file is smaller on disk.
func TestPruningGivesSpaceBackToTheDisk(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "site.db")
	db, err := sqlstore.OpenSQLite(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	big := strings.Repeat("x", 4000)
	for range 600 {
		if _, err := db.Enqueue(ctx, mail.Message{To: "info@example.in", Subject: "Contact", Text: big, HTML: big}); err != nil {
			t.Fatal(err)
		}
	}
	for {
		items, err := db.Claim(ctx, "w", time.Now(), time.Minute, 100)
		if err != nil {
			t.Fatal(err)
		}
		if len(items) == 0 {
			break
		}
		ids := make([]int64, len(items))
		for i, it := range items {
			ids[i] = it.ID
		}
		if _, err := db.MarkSentAll(ctx, ids, "w", time.Now().Add(-40*24*time.Hour)); err != nil {
			t.Fatal(err)
		}
	}
	db.Close() // copies the WAL into the file
	before := fileSize(t, path)
	if db, err = sqlstore.OpenSQLite(ctx, path); err != nil {
		t.Fatal(err)
	}
	n, err := db.PruneOutbox(ctx, time.Now().Add(-30*24*time.Hour))
	if err != nil || n != 600 {
		t.Fatalf("pruned %d, %v; want 600", n, err)
	}
	db.Close()
	after := fileSize(t, path)
	if after > before/4 {
		t.Fatalf("database file %d bytes before pruning, %d after: the space was not given back", before, after)
	}
}

func fileSize(t *testing.T, path string) int64 {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fi.Size()
}

package sqlstore

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// Commits leave copying the WAL into the database file to the checkpointer:
// the writer's own automatic checkpoint only comes far past SQLite's default.
func TestCheckpointerCopiesTheWAL(t *testing.T) {
	s := openTestSQLite(t)
	ctx := context.Background()
	var backstop int
	if err := s.writer.QueryRowContext(ctx, `PRAGMA wal_autocheckpoint`).Scan(&backstop); err != nil || backstop != 8000 {
		t.Fatalf("writer's automatic checkpoint at %d pages, %v; want 8000", backstop, err)
	}
	before := s.wal.copies.Load()
	for i := range 20 {
		if err := s.inTx(ctx, insertLead(fmt.Sprint("wal-", i))); err != nil {
			t.Fatal(err)
		}
	}
	for deadline := time.Now().Add(5 * time.Second); s.wal.copies.Load() == before; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no checkpoint copied the committed frames within 5 s")
		}
	}
	if !storedLead(t, s, "wal-19") {
		t.Fatal("the last lead is not readable after the checkpoint")
	}
}

package sqlstore

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func openTestSQLite(t *testing.T) *Store {
	t.Helper()
	s, err := OpenSQLite(context.Background(), filepath.Join(t.TempDir(), "site.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// insertLead is a unit that stores one lead named name.
func insertLead(name string) func(t tx) error {
	return func(t tx) error {
		return t.exec(`INSERT INTO leads (property_type, location, name, mobile, role, created_at) VALUES ('1 BHK', '', ?, '9876543210', 'Home Owner', ?)`,
			name, fmtTime(time.Now()))
	}
}

// storedLead reports whether another connection (a reader) sees the lead: it is committed.
func storedLead(t *testing.T, s *Store, name string) bool {
	t.Helper()
	var n int
	if err := s.readRow(context.Background(), `SELECT count(*) FROM leads WHERE name = ?`, name).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n == 1
}

// holdWriter occupies the writer with a unit until the returned release is
// called, so the units queued meanwhile form one group.
func holdWriter(t *testing.T, s *Store) (release func()) {
	t.Helper()
	running, hold := make(chan struct{}), make(chan struct{})
	done := make(chan error, 1)
	go func() {
		done <- s.inTx(context.Background(), func(tx) error { close(running); <-hold; return nil })
	}()
	<-running
	return func() {
		close(hold)
		if err := <-done; err != nil {
			t.Errorf("holding unit: %v", err)
		}
	}
}

// waitQueued waits until n units wait for the writer.
func waitQueued(t *testing.T, s *Store, n int) {
	t.Helper()
	queued := func() int { return len(s.group.units) + int(s.group.waiting.Load()) }
	for deadline := time.Now().Add(10 * time.Second); queued() < n; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d units queued, want %d", queued(), n)
		}
	}
}

func TestConcurrentUnitsAreGroupCommittedAndAcknowledgedAfterCommit(t *testing.T) {
	s := openTestSQLite(t)
	const units = 300
	var wg sync.WaitGroup
	var unseen atomic.Int32
	for i := range units {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := fmt.Sprintf("Visitor %d", i)
			if err := s.inTx(context.Background(), insertLead(name)); err != nil {
				t.Errorf("%s: %v", name, err)
				return
			}
			if !storedLead(t, s, name) { // acknowledged, so any other connection sees it
				unseen.Add(1)
			}
		}()
	}
	wg.Wait()
	if n := unseen.Load(); n > 0 {
		t.Errorf("%d units acknowledged before another connection could see them", n)
	}
	var n int
	if err := s.readRow(context.Background(), `SELECT count(*) FROM leads`).Scan(&n); err != nil || n != units {
		t.Fatalf("stored %d leads (%v), want %d", n, err, units)
	}
	if c := s.group.commits.Load(); c >= units {
		t.Errorf("%d commits for %d concurrent units: nothing was grouped", c, units)
	}
	t.Logf("%d units in %d commits", units, s.group.commits.Load())
}

func TestConcurrentUnitsOneFailingRollsBackAlone(t *testing.T) {
	s := openTestSQLite(t)
	release := holdWriter(t, s)
	bad := errors.New("the visitor's unit fails after its insert")
	names := []string{"First", "Failing", "Last"}
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = s.inTx(context.Background(), func(t tx) error {
				if err := insertLead(name)(t); err != nil || name != "Failing" {
					return err
				}
				return bad
			})
		}()
		waitQueued(t, s, i+1) // in this order
	}
	commits := s.group.commits.Load()
	release()
	wg.Wait()
	if errs[0] != nil || errs[2] != nil || !errors.Is(errs[1], bad) {
		t.Fatalf("answers = %v, want nil, %v, nil", errs, bad)
	}
	if !storedLead(t, s, "First") || !storedLead(t, s, "Last") || storedLead(t, s, "Failing") {
		t.Errorf("stored First=%v Failing=%v Last=%v, want true false true",
			storedLead(t, s, "First"), storedLead(t, s, "Failing"), storedLead(t, s, "Last"))
	}
	if got := s.group.commits.Load() - commits; got != 2 { // the holder's, then the group's
		t.Errorf("%d commits after release, want 2 (the three units in one group)", got)
	}
}

func TestUnitWhoseContextEndsWhileQueuedStoresNothing(t *testing.T) {
	s := openTestSQLite(t)
	release := holdWriter(t, s)
	ctx, cancel := context.WithCancel(context.Background())
	var ran atomic.Bool
	answer := make(chan error, 1)
	go func() {
		answer <- s.inTx(ctx, func(t tx) error { ran.Store(true); return insertLead("Cancelled")(t) })
	}()
	waitQueued(t, s, 1)
	cancel()
	if err := <-answer; !errors.Is(err, context.Canceled) {
		t.Fatalf("answer = %v, want context.Canceled", err)
	}
	release()
	if err := s.inTx(context.Background(), insertLead("After")); err != nil { // the writer has passed the dropped unit
		t.Fatal(err)
	}
	if ran.Load() || storedLead(t, s, "Cancelled") {
		t.Error("a unit cancelled while queued ran or was stored")
	}
	if err := s.inTx(ctx, insertLead("Late")); !errors.Is(err, context.Canceled) || storedLead(t, s, "Late") {
		t.Errorf("unit with a done ctx: %v", err)
	}
}

func TestWriteAfterCloseAnswersClosed(t *testing.T) {
	s := openTestSQLite(t)
	s.Close()
	if err := s.inTx(context.Background(), insertLead("Too Late")); !errors.Is(err, errClosed) {
		t.Errorf("inTx after Close = %v, want %v", err, errClosed)
	}
}

// The writer parses a statement once: the first run prepares it after its commit,
// later runs use the prepared statement, and a schema change in between does not break it.
func TestWriterKeepsStatementsPrepared(t *testing.T) {
	s := openTestSQLite(t)
	ctx := context.Background()
	for i := range 3 {
		if err := s.inTx(ctx, insertLead(fmt.Sprint("Prepared ", i))); err != nil {
			t.Fatal(err)
		}
	}
	if n := s.group.stmts.hits.Load(); n != 2 {
		t.Fatalf("%d runs of a prepared statement, want 2 (every run after the first)", n)
	}
	if err := s.inTx(ctx, func(t tx) error { return t.exec(`CREATE INDEX leads_name_test ON leads (name)`) }); err != nil {
		t.Fatal(err)
	}
	if err := s.inTx(ctx, insertLead("After the schema changed")); err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		if !storedLead(t, s, fmt.Sprint("Prepared ", i)) {
			t.Errorf("lead %d not stored", i)
		}
	}
	if !storedLead(t, s, "After the schema changed") {
		t.Error("lead after the schema change not stored")
	}
}

package sqlstore

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
)

// queueUnits queues one unit per name behind the held writer, in order, each through
// inTxAgain or inTx, and returns their answers and how often each unit ran, after release.
func queueUnits(t *testing.T, s *Store, names []string, again []bool, fail string, bad error) ([]error, []int32) {
	t.Helper()
	release := holdWriter(t, s)
	errs := make([]error, len(names))
	runs := make([]atomic.Int32, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Add(1)
		unit := func(t tx) error {
			runs[i].Add(1)
			if err := insertLead(name)(t); err != nil || name != fail {
				return err
			}
			return bad
		}
		go func() {
			defer wg.Done()
			if again[i] {
				errs[i] = s.inTxAgain(context.Background(), unit)
			} else {
				errs[i] = s.inTx(context.Background(), unit)
			}
		}()
		waitQueued(t, s, i+1)
	}
	commits := s.group.commits.Load()
	release()
	wg.Wait()
	if got := s.group.commits.Load() - commits; got != 2 { // the holder's, then the group's
		t.Errorf("%d commits after release, want 2 (the units in one group)", got)
	}
	counts := make([]int32, len(names))
	for i := range runs {
		counts[i] = runs[i].Load()
	}
	return errs, counts
}

// storedCount counts the leads named name: a unit that ran again stored its lead once.
func storedCount(t *testing.T, s *Store, name string) int {
	t.Helper()
	var n int
	if err := s.readRow(context.Background(), `SELECT count(*) FROM leads WHERE name = ?`, name).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// A group of units that may run again commits them as one, each run once.
func TestUnitsThatMayRunAgainCommitTogetherOnce(t *testing.T) {
	s := openTestSQLite(t)
	names := []string{"Asha", "Ravi", "Meera"}
	errs, runs := queueUnits(t, s, names, []bool{true, true, true}, "", nil)
	for i, name := range names {
		if errs[i] != nil || runs[i] != 1 || storedCount(t, s, name) != 1 {
			t.Errorf("%s: answer %v, ran %d times, stored %d; want nil, 1, 1", name, errs[i], runs[i], storedCount(t, s, name))
		}
	}
}

// When one of them fails, the group runs again, each unit in its savepoint: the
// failing one alone is rolled back and answered its error, the others stored once.
func TestUnitsThatMayRunAgainOneFailingRunAgainInSavepoints(t *testing.T) {
	s := openTestSQLite(t)
	bad := errors.New("the visitor's unit fails after its insert")
	names := []string{"First", "Failing", "Last"}
	errs, runs := queueUnits(t, s, names, []bool{true, true, true}, "Failing", bad)
	if errs[0] != nil || !errors.Is(errs[1], bad) || errs[2] != nil {
		t.Fatalf("answers = %v, want nil, %v, nil", errs, bad)
	}
	// First ran, Failing failed (the straight run stops there), then all three in savepoints.
	if runs[0] != 2 || runs[1] != 2 || runs[2] != 1 {
		t.Errorf("runs = %v, want [2 2 1]", runs)
	}
	for name, want := range map[string]int{"First": 1, "Failing": 0, "Last": 1} {
		if got := storedCount(t, s, name); got != want {
			t.Errorf("%s stored %d times, want %d", name, got, want)
		}
	}
}

// A unit that may not run again keeps its group in savepoints: nobody runs twice.
func TestAUnitThatMayNotRunAgainKeepsItsGroupInSavepoints(t *testing.T) {
	s := openTestSQLite(t)
	bad := errors.New("the visitor's unit fails after its insert")
	names := []string{"Once", "Failing", "Again"}
	errs, runs := queueUnits(t, s, names, []bool{false, true, true}, "Failing", bad)
	if errs[0] != nil || !errors.Is(errs[1], bad) || errs[2] != nil {
		t.Fatalf("answers = %v, want nil, %v, nil", errs, bad)
	}
	if runs[0] != 1 || runs[1] != 1 || runs[2] != 1 {
		t.Errorf("runs = %v, want each once", runs)
	}
	if storedCount(t, s, "Once") != 1 || storedCount(t, s, "Failing") != 0 || storedCount(t, s, "Again") != 1 {
		t.Errorf("stored Once=%d Failing=%d Again=%d, want 1 0 1", storedCount(t, s, "Once"), storedCount(t, s, "Failing"), storedCount(t, s, "Again"))
	}
}

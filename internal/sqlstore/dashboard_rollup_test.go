package sqlstore

import (
	"context"
	"testing"
)

// TestSQLiteSettlesABacklogInChunks: a backlog of new leads larger than one chunk, and then of appended
// roll-up rows larger than one chunk, are folded whole, in several transactions, into one row a key, with
// the figures unchanged and a group its leads left (a city corrected to another) gone.
func TestSQLiteSettlesABacklogInChunks(t *testing.T) {
	s := openTestSQLite(t)
	ctx := context.Background()
	const leads = 3*settleChunk/14 + 500 // a third change city below, 14 appended rows each: more than one chunk
	if _, err := s.write(ctx, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
		INSERT INTO leads (property_type, location, name, mobile, role, created_at, first_response_at)
		SELECT '2 BHK', CASE i % 3 WHEN 0 THEN 'Pune' ELSE 'Noida' END, 'Asha', '9876543210', 'Home Owner',
			strftime('%Y-%m-%dT%H:%M:%fZ', '2026-11-01', '+' || (i % 20) || ' days'),
			strftime('%Y-%m-%dT%H:%M:%fZ', '2026-11-01', '+' || (i % 20) || ' days', '+' || (i % 9) || ' minutes') FROM n`, leads); err != nil {
		t.Fatal(err)
	}
	// A backlog of new leads larger than one chunk is folded whole, the figures unchanged.
	unfolded := rollupSums(t, s)
	if unfolded.leads != leads {
		t.Fatalf("before the fold the figures count %d leads, want %d", unfolded.leads, leads)
	}
	if err := s.SettleRollup(ctx); err != nil {
		t.Fatal(err)
	}
	if after := rollupSums(t, s); after != unfolded {
		t.Fatalf("figures before the fold %+v, after %+v", unfolded, after)
	}
	if got := count(t, s, `SELECT lead_id FROM lead_days_folded`); got != leads {
		t.Fatalf("last lead folded %d, want %d", got, leads)
	}
	// Every Pune lead moves to Mumbai: the Pune keys net to nothing.
	if _, err := s.write(ctx, `UPDATE leads SET location = 'Mumbai' WHERE location = 'Pune'`); err != nil {
		t.Fatal(err)
	}
	before := rollupSums(t, s)
	if fresh := count(t, s, `SELECT count(*) FROM lead_day_count_fresh`); fresh <= settleChunk {
		t.Fatalf("%d appended rows: the test needs more than one chunk", fresh)
	}
	if err := s.SettleRollup(ctx); err != nil {
		t.Fatal(err)
	}
	if after := rollupSums(t, s); after != before {
		t.Fatalf("figures before settling %+v, after %+v", before, after)
	}
	for q, want := range map[string]int{
		`SELECT count(*) FROM lead_day_count_fresh`:                                                                            0,
		`SELECT count(*) FROM lead_day_time_fresh`:                                                                             0,
		`SELECT count(*) FROM lead_day_counts WHERE k1 = 'Pune'`:                                                               0,
		`SELECT count(*) FROM lead_day_counts WHERE kind = 3`:                                                                  40, // 20 days, Noida and Mumbai
		`SELECT count(*) FROM (SELECT 1 FROM lead_day_counts GROUP BY kind, day, assignee_id, k1, k2, k3 HAVING count(*) > 1)`: 0,
		`SELECT sum(leads) FROM lead_day_counts WHERE kind = 0`:                                                                leads,
		`SELECT sum(n) FROM lead_day_times WHERE metric = 0`:                                                                   leads,
	} {
		if got := count(t, s, q); got != want {
			t.Errorf("%s: %d, want %d", q, got, want)
		}
	}
}

type sums struct{ leads, mumbai, pune, responses, responseSecs int }

func rollupSums(t *testing.T, s *Store) sums {
	return sums{
		count(t, s, `SELECT coalesce(sum(leads), 0) FROM lead_day_count_all WHERE kind = 0`),
		count(t, s, `SELECT coalesce(sum(leads), 0) FROM lead_day_count_all WHERE kind = 3 AND k1 = 'Mumbai'`),
		count(t, s, `SELECT coalesce(sum(leads), 0) FROM lead_day_count_all WHERE kind = 3 AND k1 = 'Pune'`),
		count(t, s, `SELECT coalesce(sum(n), 0) FROM lead_day_time_all WHERE metric = 0`),
		count(t, s, `SELECT coalesce(sum(n * secs), 0) FROM lead_day_time_all WHERE metric = 0`),
	}
}

func count(t *testing.T, s *Store, q string) (n int) {
	t.Helper()
	if err := s.reader.QueryRow(q).Scan(&n); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return n
}

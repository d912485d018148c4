package lead

import (
	"math/rand/v2"
	"testing"
	"time"
)

// TestResponseWithinIsTheSmallestTarget: for answers at random moments, every whole-minute target counts
// the answer within it exactly when it is at least ResponseWithin, by wall clock or opening hours.
func TestResponseWithinIsTheSmallestTarget(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	start := time.Date(2026, 3, 9, 0, 0, 0, 0, India)
	for range 300 {
		created := start.Add(time.Duration(rng.Int64N(int64(14 * 24 * time.Hour))))
		answered := created.Add(time.Duration(rng.Int64N(int64(3 * 24 * time.Hour))))
		got := ResponseWithin(centreHours, created, answered)
		c, a := time.Unix(created.Unix(), 0), time.Unix(answered.Unix(), 0)
		for m := 0; m <= MaxResponseMinutes; m++ {
			target := time.Duration(m) * time.Minute
			within := a.Sub(c) <= target || !a.After(centreHours.Add(c, target))
			if within != (got <= m) {
				t.Fatalf("created %v answered %v: within %d min is %v, ResponseWithin %d", created, answered, m, within, got)
			}
		}
	}
	// A lead at 9 pm answered at 9:40 the next (open) morning waited 10 minutes of opening hours.
	evening := time.Date(2026, 3, 10, 21, 0, 0, 0, India)
	if got := ResponseWithin(centreHours, evening, time.Date(2026, 3, 11, 9, 40, 0, 0, India)); got != 10 {
		t.Fatalf("evening lead: %d", got)
	}
}

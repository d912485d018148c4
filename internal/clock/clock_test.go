package clock

import (
	"context"
	"testing"
	"time"
)

// TestEveryStopsWhenTickSaysSo: the rounds come one interval apart and end when tick answers false.
func TestEveryStopsWhenTickSaysSo(t *testing.T) {
	n := 0
	Every(context.Background(), time.Millisecond, func() bool { n++; return n < 3 })
	if n != 3 {
		t.Fatalf("%d rounds, want 3", n)
	}
}

// TestNowAndEveryRunsAtOnceAndEndsWithContext: the first round needs no tick; an ended context stops the rest.
func TestNowAndEveryRunsAtOnceAndEndsWithContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	n := 0
	NowAndEvery(ctx, time.Hour, func() { n++ })
	if n != 1 {
		t.Fatalf("%d rounds, want 1", n)
	}
}

// Package clock is the one rule every service follows for its time source.
package clock

import (
	"context"
	"time"
)

// Or is now, or the wall clock when now is nil: tests pass a fixed clock, production nil.
func Or(now func() time.Time) func() time.Time {
	if now == nil {
		return time.Now
	}
	return now
}

// Every calls tick every d until ctx ends or tick answers false; the first call is one d from now.
func Every(ctx context.Context, d time.Duration, tick func() bool) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if !tick() {
			return
		}
	}
}

// NowAndEvery calls tick at once and then every d until ctx ends: the shape of every background round.
func NowAndEvery(ctx context.Context, d time.Duration, tick func()) {
	tick()
	Every(ctx, d, func() bool { tick(); return true })
}

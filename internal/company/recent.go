package company

import (
	"context"
	"sync"
	"time"
)

// Recent is src kept in memory: its version is asked at most once per every, the details read again
// only when it moved. Each lead's company mail names the company's e-mail; reading the details for
// every lead was a tenth of the lead POST's CPU. A change shows within every, as pages do.
func Recent(src Source, version func(context.Context) (int64, error), every time.Duration, now func() time.Time) Source {
	r := &recent{src: src, version: version, every: every, now: now}
	return r.details
}

type recent struct {
	src     Source
	version func(context.Context) (int64, error)
	every   time.Duration
	now     func() time.Time

	mu        sync.Mutex
	held      *Details
	checkedAt time.Time
}

func (r *recent) details(ctx context.Context) (Details, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	now := r.now()
	if r.held != nil && now.Sub(r.checkedAt) < r.every && !now.Before(r.checkedAt) {
		return *r.held, nil
	}
	if r.held != nil {
		if v, err := r.version(ctx); err != nil {
			return *r.held, nil // the last known details, as a page shows them when the database cannot answer
		} else if v == r.held.Version {
			r.checkedAt = now
			return *r.held, nil
		}
	}
	d, err := r.src(ctx)
	if err != nil {
		if r.held != nil {
			return *r.held, nil
		}
		return d, err
	}
	r.held, r.checkedAt = &d, now
	return d, nil
}

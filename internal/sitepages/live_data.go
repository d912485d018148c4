package sitepages

import (
	"context"
	"net/http"
	"sync"
	"time"
)

// maxLivePages bounds the rewritten pages kept for one version (the built pages, the catalog's, the 404 page).
const maxLivePages = 2048

// liveData is something an editor may change that pages show (the company details, the site's lists):
// its version is read at most once per PageRecheck, the data again only when the version moved, and the
// pages written with one version are kept until the next.
type liveData[T any] struct {
	what      string // names the data in the log
	version   func(ctx context.Context) (int64, error)
	read      func(ctx context.Context, version int64) (*T, error)
	mu        sync.Mutex
	checkedAt time.Time
	stale     bool
	current   *T // nil until read
	at        int64
	pages     map[string]*Asset
}

func newLiveData[T any](what string, version func(context.Context) (int64, error), read func(context.Context, int64) (*T, error)) *liveData[T] {
	return &liveData[T]{what: what, version: version, read: read, pages: map[string]*Asset{}}
}

// changed makes this copy re-read the data for its next page (other copies notice within PageRecheck).
func (l *liveData[T]) changed() {
	l.mu.Lock()
	l.stale = true
	l.mu.Unlock()
}

// currentAt returns the data as of now: the last read while it is fresh, else read again when the version moved.
func (l *liveData[T]) currentAt(ctx context.Context, now time.Time) (*T, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.current != nil && !l.stale && now.Sub(l.checkedAt) < PageRecheck && now.After(l.checkedAt) {
		return l.current, nil
	}
	v, err := l.version(ctx)
	if err != nil {
		return l.current, err
	}
	if l.current == nil || v != l.at {
		cur, err := l.read(ctx, v)
		if err != nil {
			return l.current, err
		}
		l.current, l.at, l.pages = cur, v, map[string]*Asset{}
	}
	l.checkedAt, l.stale = now, false
	return l.current, nil
}

// forRequest is the data for r, or the last known (nil: none) when it cannot be read: a page is never withheld for it.
func (l *liveData[T]) forRequest(s *Pages, r *http.Request) *T {
	ctx, cancel := context.WithTimeout(r.Context(), time.Second)
	defer cancel()
	cur, err := l.currentAt(ctx, s.now())
	if err != nil {
		s.logger.WarnContext(ctx, l.what+" unread; page served with the last known ones", "path", r.URL.Path, "err", err)
	}
	return cur
}

// page is the page kept under key for cur, made by fill once per version (a nil from fill is not kept).
func (l *liveData[T]) page(cur *T, key string, fill func() *Asset) *Asset {
	l.mu.Lock()
	filled := l.pages[key]
	if l.current != cur {
		filled = nil
	}
	l.mu.Unlock()
	if filled != nil {
		return filled
	}
	filled = fill()
	l.mu.Lock()
	if filled != nil && l.current == cur { // a newer version may have arrived meanwhile
		if len(l.pages) >= maxLivePages {
			l.pages = map[string]*Asset{}
		}
		l.pages[key] = filled
	}
	l.mu.Unlock()
	return filled
}

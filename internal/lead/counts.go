package lead

import (
	"context"
	"fmt"
	"maps"
	"sync"

	"github.com/nivaas-interiors/site/internal/fault"
)

// countsCache keeps the counts per status of recent filters: counting every
// lead is the list's dearest part, and paging or polling asks the same again.
// An entry holds while the store's Mark is unchanged, so every copy of the
// site answers exact counts.
type countsCache struct {
	mu      sync.Mutex
	entries map[string]countsEntry
}

type countsEntry struct {
	mark   Mark
	counts Counts
}

// maxCachedFilters bounds the cache; past it, it starts again empty.
const maxCachedFilters = 256

// countsOf returns the counts of f (whatever its status, cursor and limit).
func (s *Service) countsOf(ctx context.Context, f Filter) (Counts, error) {
	mark, err := s.store.ChangeMark(ctx)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	key := fmt.Sprintf("%q|%q|%d|%d|%q|%q|%d|%t|%q|%q", f.Location, f.PropertyType, f.From.UnixMilli(), f.To.UnixMilli(),
		f.Page, f.Campaign, f.AssigneeID, f.Unassigned, f.Digits, f.Text)
	c := &s.counts
	c.mu.Lock()
	e, ok := c.entries[key]
	c.mu.Unlock()
	if ok && e.mark == mark {
		return maps.Clone(e.counts), nil
	}
	counts, err := s.store.InboxCounts(ctx, f)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	c.mu.Lock()
	if c.entries == nil || len(c.entries) >= maxCachedFilters {
		c.entries = map[string]countsEntry{}
	}
	c.entries[key] = countsEntry{mark: mark, counts: maps.Clone(counts)}
	c.mu.Unlock()
	return counts, nil
}

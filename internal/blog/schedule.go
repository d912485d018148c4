package blog

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// PublishDue makes every scheduled post whose time has come by at a published one, with its
// revision and audit entry, and returns them. Serve needs no such job (a scheduled post is live
// from its time on); this is `site posts publish --at`, the operator's controlled clock, and
// every running copy shows the change on its next look at the blog's generation.
func (s *Service) PublishDue(ctx context.Context, by staff.Actor, at time.Time) ([]Post, error) {
	all, err := s.store.Posts(ctx)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	var done []Post
	for _, p := range all {
		if p.Status != Scheduled || p.PublishAt == nil || p.PublishAt.After(at) {
			continue
		}
		cur, err := s.store.Post(ctx, p.ID)
		if err != nil {
			return done, fault.FromStore(err)
		}
		next := *cur
		next.Status = Published
		saved, err := s.save(ctx, by, cur, next, "published a scheduled post")
		if err != nil {
			return done, err
		}
		done = append(done, *saved)
	}
	return done, nil
}

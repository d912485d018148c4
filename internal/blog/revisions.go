package blog

// Revisions and the demo seed: every save is a revision, a restore saves an old one's content again.

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Revisions lists post id's revisions, newest first.
func (s *Service) Revisions(ctx context.Context, id int64) ([]Revision, error) {
	if _, err := s.store.Post(ctx, id); err != nil {
		return nil, fault.FromStore(err)
	}
	return fault.Stored(s.store.Revisions(ctx, id))
}

// Restore makes revision revID the post's content again, as a new revision; its status stays.
func (s *Service) Restore(ctx context.Context, by staff.Actor, id, revID, version int64) (*Post, error) {
	if err := fault.CheckVersion(version); err != nil {
		return nil, err
	}
	cur, err := s.store.Post(ctx, id)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	if cur.Version != version {
		return nil, ErrStale
	}
	old, err := s.store.RevisionPost(ctx, id, revID)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	next := *cur
	next.Title, next.Slug, next.Category, next.Author, next.DateShown = old.Title, old.Slug, old.Category, old.Author, old.DateShown
	next.Cover, next.BodyHTML, next.SEO = old.Cover, old.BodyHTML, old.SEO
	return s.save(ctx, by, cur, next, "restored a blog post's revision")
}

// Seed adds each of posts whose slug no post has, as it is (the demo's built-in
// articles, published), and returns how many it added.
func (s *Service) Seed(ctx context.Context, posts []Post) (int, error) {
	added := 0
	for _, p := range posts {
		if _, err := s.store.PostBySlug(ctx, p.Slug); err == nil {
			continue
		} else if fault.Code(err) != fault.ENOTFOUND {
			return added, fault.FromStore(err)
		}
		if err := p.Validate(); err != nil {
			return added, err
		}
		now := s.now().UTC().Truncate(time.Millisecond)
		p.ID, p.Version, p.CreatedAt, p.UpdatedAt, p.UpdatedBy = 0, 1, now, now, "site seed"
		by := staff.CommandLine
		if err := s.store.CreatePost(ctx, &p, s.audit(by, "seeded a blog post", &p, p.Status)); err != nil {
			return added, fault.FromStore(err)
		}
		added++
	}
	if added > 0 {
		s.changed()
	}
	return added, nil
}

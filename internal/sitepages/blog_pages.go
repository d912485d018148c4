package sitepages

// Blog posts in pre-rendered pages (issue 27, items 1 and 5).

import (
	"context"
	"sync"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
)

// BlogPosts is what the blog pages read: the live posts at the service's clock and the blog's generation.
type BlogPosts interface {
	Generation(ctx context.Context) (int64, error)
	Now() time.Time
}

// blogPages holds the articles and the list page filled with the current posts, per generation.
type blogPages struct {
	mu        sync.Mutex
	checkedAt time.Time
	stale     bool
}

// UseBlog makes /blogs and /blogs/{slug} show the posts svc publishes (nil: the built pages).
func (s *Pages) UseBlog(svc *blog.Service) {
	s.blog = svc
	s.blogPages = &blogPages{}
}

// BlogChanged makes this copy re-read the posts for its next page (other copies notice within PageRecheck).
func (s *Pages) BlogChanged() {
	if s.blogPages != nil {
		s.blogPages.mu.Lock()
		s.blogPages.stale = true
		s.blogPages.mu.Unlock()
	}
}

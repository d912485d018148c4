// Package sitepages serves the site's own pages: the pre-rendered front end and its assets (with their
// CSP hashes, ETags and gzip), the gallery and projects pages filled with the catalog, the back-office
// app's page, and the answer pages of the forms posted without JavaScript.
package sitepages

import (
	"context"
	"io/fs"
	"log/slog"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/catalog"
)

// Catalog is what the gallery and projects pages read to carry the published catalog.
type Catalog interface {
	ListDesigns(ctx context.Context, category, designType string) ([]catalog.Design, error)
	ListRecentProjects(ctx context.Context) ([]catalog.Project, error)
	// Generation moves on with every published change.
	Generation(ctx context.Context) (int64, error)
}

// Pages answers every request outside the API from the built front end.
type Pages struct {
	site *site // nil answers pages with a 503 asking to run make build
	// filled holds the gallery and projects pages with their catalog data put in.
	filled  *filledPages
	catalog Catalog
	// live puts the owner's company details into every page (company_pages.go); nil: the built values.
	live *liveData[liveDetails]
	// blog and blogPages fill /blogs and its articles with the published posts (blog_pages.go); nil: the built pages.
	blog      *blog.Service
	blogPages *blogPages
	// contentLive puts the editor's reviews, FAQs and city pages into the pages (site_content_pages.go).
	contentLive *liveData[liveContent]
	// hoursLive puts the owner's opening hours into the Contact page (hours_pages.go).
	hoursLive *liveData[liveHours]
	logger    *slog.Logger
	now       func() time.Time
	siteURL   string // "" keeps the build's origin
}

// New prepares the built site fsys once (nil when the binary was built without it),
// with its build origin rewritten to siteURL when set.
func New(fsys fs.FS, siteURL string, cat Catalog, logger *slog.Logger, now func() time.Time) (*Pages, error) {
	p := &Pages{catalog: cat, logger: logger, now: now, siteURL: strings.TrimRight(siteURL, "/")}
	if fsys != nil {
		st, err := newSite(fsys, siteURL)
		if err != nil {
			return nil, err
		}
		p.site = st
		p.filled = newFilledPages()
	}
	return p, nil
}

// CatalogChanged makes this copy re-read the catalog for its next page (other copies notice within PageRecheck).
func (s *Pages) CatalogChanged() {
	if s.filled != nil {
		s.filled.invalidate()
	}
}

package sitepages

// Blog posts in pre-rendered pages (issue 27, items 1 and 5).
//
// The build pre-renders /blogs and the four built-in articles. While the live
// posts are exactly those, the built pages are served as they are. A post the
// editor wrote or changed is written into a pre-rendered article page (its own,
// or a built-in one's as the shell: blog_fill.go), so it arrives as complete
// HTML; an address the post had before answers 301, an unknown one the 404 page.
// Filled pages are kept per blog generation, read at most every PageRecheck, and
// made again when a scheduled post's time comes. The sitemap follows the live posts.

import (
	"bytes"
	"context"
	"crypto/sha256"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/web/app/content"
)

// blogPages holds the live posts of one generation and the pages filled with them.
type blogPages struct {
	mu        sync.Mutex
	checkedAt time.Time
	stale     bool
	view      *blogView // nil until read
	builtIn   map[string]blog.Article
	builtList []blog.Article // newest first, as the build shows them
}

// blogView is what one generation (up to the next scheduled publish) shows.
type blogView struct {
	generation int64
	until      time.Time // zero: no scheduled post waits
	live       []blog.Article
	mu         sync.Mutex
	pages      map[string]*Asset
}

// UseBlog makes /blogs, its articles and the sitemap follow the posts svc publishes (nil: the built pages).
func (s *Pages) UseBlog(svc *blog.Service) {
	s.blog = svc
	built := content.MustParse[[]blog.Article]("blog/posts.json", content.BlogSeed)
	bp := &blogPages{builtIn: map[string]blog.Article{}}
	for _, a := range built {
		a.Content = blog.Sanitize(a.Content)
		bp.builtIn[a.Slug] = a
	}
	slices.SortStableFunc(built, func(a, b blog.Article) int { return strings.Compare(b.IsoDate, a.IsoDate) })
	for i := range built {
		built[i].Content = ""
	}
	bp.builtList = built
	s.blogPages = bp
}

// BlogChanged makes this copy re-read the posts for its next page (other copies notice within PageRecheck).
func (s *Pages) BlogChanged() {
	if s.blogPages != nil {
		s.blogPages.mu.Lock()
		s.blogPages.stale = true
		s.blogPages.mu.Unlock()
	}
}

// currentBlog returns the live posts, reading the generation at most once per PageRecheck.
func (s *Pages) currentBlog(ctx context.Context) (*blogView, error) {
	b := s.blogPages
	b.mu.Lock()
	defer b.mu.Unlock()
	now := s.blog.Now()
	if b.view != nil && !b.stale && now.Sub(b.checkedAt) < PageRecheck && now.After(b.checkedAt) &&
		(b.view.until.IsZero() || now.Before(b.view.until)) {
		return b.view, nil
	}
	g, err := s.blog.Generation(ctx)
	if err != nil {
		return nil, err
	}
	if b.view == nil || g != b.view.generation || !b.view.until.IsZero() && !now.Before(b.view.until) {
		live, err := s.blog.AllArticles(ctx)
		if err != nil {
			return nil, err
		}
		until, err := s.blog.NextPublish(ctx)
		if err != nil {
			return nil, err
		}
		b.view = &blogView{generation: g, until: until, live: live, pages: map[string]*Asset{}}
	}
	b.checkedAt, b.stale = now, false
	return b.view, nil
}

// sameCard tells whether two posts show the same in a list or sidebar.
func sameCard(a, b blog.Article) bool {
	return a.Slug == b.Slug && a.Title == b.Title && a.Category == b.Category && a.Author == b.Author && a.IsoDate == b.IsoDate &&
		a.Excerpt == b.Excerpt && a.Image == b.Image && a.ImageAlt == b.ImageAlt
}

func sameCards(a, b []blog.Article) bool { return slices.EqualFunc(a, b, sameCard) }

// latestOf is the sidebar's four newest posts (article-view.tsx's LATEST_POSTS).
func latestOf(live []blog.Article) []blog.Article { return live[:min(4, len(live))] }

// serveBlog answers /blogs/{slug} from the posts; false leaves the page to the built site.
func (s *Pages) serveBlog(w http.ResponseWriter, r *http.Request, page string) bool {
	if page == "/blogs" {
		return s.serveBlogList(w, r)
	}
	slug, ok := strings.CutPrefix(page, "/blogs/")
	if !ok || slug == "" || strings.Contains(slug, "/") {
		return false
	}
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	view, err := s.currentBlog(ctx)
	if err != nil {
		s.logger.WarnContext(ctx, "blog posts unread; built page served", "path", page, "err", err)
		return false
	}
	view.mu.Lock()
	cached := view.pages[page]
	view.mu.Unlock()
	if cached != nil {
		s.ServeAsset(w, r, s.withCompany(r, cached), http.StatusOK)
		return true
	}
	a, moved, err := s.blog.ArticleAt(ctx, slug)
	switch {
	case moved != "":
		http.Redirect(w, r, "/blogs/"+moved, http.StatusMovedPermanently)
		return true
	case err != nil && err == blog.ErrNotFound:
		if s.site.fallback == nil {
			PlainNotFound(w)
		} else {
			s.ServeAsset(w, r, s.withCompany(r, s.site.fallback), http.StatusNotFound)
		}
		return true
	case err != nil:
		s.logger.WarnContext(ctx, "blog post unread; built page served", "path", page, "err", err)
		return false
	}
	latest := latestOf(view.live)
	own := s.site.pages[page]
	if b, ok := s.blogPages.builtIn[slug]; ok && own != nil && sameCard(b, *a) && b.Content == a.Content &&
		b.SEOTitle == a.SEOTitle && b.SocialImage == a.SocialImage && sameCards(latest, latestOf(s.blogPages.builtList)) {
		s.keepBlogPage(view, page, own) // the built page shows exactly this: no database read for it until the next change
		return false
	}
	shell := own
	for _, b := range s.blogPages.builtList {
		if shell == nil {
			shell = s.site.pages["/blogs/"+b.Slug]
		}
	}
	if shell == nil {
		return false
	}
	body, err := fillArticle(shell.body, s.origin(), a, latest)
	if err != nil {
		s.logger.ErrorContext(ctx, "blog post not written into its page", "path", page, "err", err)
		return false
	}
	filled := htmlAsset(shell, body)
	s.keepBlogPage(view, page, filled)
	s.ServeAsset(w, r, s.withCompany(r, filled), http.StatusOK)
	return true
}

// keepBlogPage keeps a's answer for page until the blog's next change (bounded like the company's pages).
func (s *Pages) keepBlogPage(view *blogView, page string, a *Asset) {
	view.mu.Lock()
	if len(view.pages) < maxLivePages {
		view.pages[page] = a
	}
	view.mu.Unlock()
}

// serveBlogList answers /blogs with the live posts; false leaves the built page, which shows exactly them.
func (s *Pages) serveBlogList(w http.ResponseWriter, r *http.Request) bool {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	view, err := s.currentBlog(ctx)
	shell := s.site.pages["/blogs"]
	if err != nil || shell == nil || len(view.live) == 0 || sameCards(view.live, s.blogPages.builtList) {
		return false
	}
	view.mu.Lock()
	filled := view.pages["/blogs"]
	view.mu.Unlock()
	if filled == nil {
		categories := append([]string{}, blog.C.Categories...)
		for _, a := range view.live {
			if !slices.Contains(categories, a.Category) {
				categories = append(categories, a.Category)
			}
		}
		body, err := fillList(shell.body, view.live, categories)
		if err != nil {
			s.logger.ErrorContext(ctx, "blog posts not written into /blogs", "err", err)
			return false
		}
		filled = htmlAsset(shell, body)
		view.mu.Lock()
		view.pages["/blogs"] = filled
		view.mu.Unlock()
	}
	s.ServeAsset(w, r, s.withCompany(r, filled), http.StatusOK)
	return true
}

// origin is the address canonical and social URLs carry (the built pages' once rewritten).
func (s *Pages) origin() string {
	if s.siteURL != "" {
		return s.siteURL
	}
	return buildOrigin
}

// serveSitemap answers /sitemap.xml with the built pages and the live posts instead of the built-in ones.
func (s *Pages) serveSitemap(w http.ResponseWriter, r *http.Request, built *Asset) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	view, err := s.currentBlog(ctx)
	if err != nil {
		s.logger.WarnContext(ctx, "blog posts unread; built sitemap served", "err", err)
		s.ServeAsset(w, r, built, http.StatusOK)
		return
	}
	key := "/sitemap.xml" + built.etag // the built sitemap may carry added city pages
	view.mu.Lock()
	a := view.pages[key]
	view.mu.Unlock()
	if a == nil {
		a = sitemapWith(built, s.origin(), view.live)
		view.mu.Lock()
		view.pages[key] = a
		view.mu.Unlock()
	}
	s.ServeAsset(w, r, a, http.StatusOK)
}

// sitemapWith is the built sitemap without its /blogs/… entries and with one per live post, sorted as the build sorts.
func sitemapWith(built *Asset, origin string, live []blog.Article) *Asset {
	prefix := []byte("  <url><loc>" + origin + "/blogs/")
	var posts [][]byte
	for _, a := range live {
		posts = append(posts, []byte("  <url><loc>"+origin+"/blogs/"+a.Slug+"</loc></url>\n")) // slugs are [a-z0-9-]
	}
	slices.SortFunc(posts, bytes.Compare)
	var body []byte
	placed := false
	for _, line := range bytes.SplitAfter(built.body, []byte("\n")) {
		if bytes.HasPrefix(line, prefix) || !placed && bytes.HasPrefix(line, []byte("</urlset>")) {
			if !placed {
				body, placed = append(body, bytes.Join(posts, nil)...), true
			}
			if bytes.HasPrefix(line, prefix) {
				continue
			}
		}
		body = append(body, line...)
	}
	out := &Asset{name: built.name, body: body, contentType: built.contentType, etag: etagOf(sha256.Sum256(body))}
	out.prepareHeaders()
	return out
}

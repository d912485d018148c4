package blog

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/nivaas-interiors/site/internal/fault"
)

// Article is a live post as visitors read it: the shape of the front end's
// BlogPost (web/app/content/blog/types.ts), its body sanitised once more.
type Article struct {
	Slug           string   `json:"slug"`
	Title          string   `json:"title"`
	Category       string   `json:"category"`
	Author         string   `json:"author"`
	Date           string   `json:"date"`    // "12 March 2025"
	IsoDate        string   `json:"isoDate"` // "2025-03-12"
	Excerpt        string   `json:"excerpt"`
	Keywords       []string `json:"keywords"`
	Image          string   `json:"image"`
	ImageAlt       string   `json:"imageAlt"`
	ReadingMinutes int      `json:"readingMinutes,omitempty"`
	Content        string   `json:"content,omitempty"`
	// SEOTitle and SocialImage override the title and image in the head when the editor set them.
	SEOTitle    string `json:"seoTitle,omitempty"`
	SocialImage string `json:"socialImage,omitempty"`
}

// ArticleList is one page of the live posts.
type ArticleList struct {
	Posts      []Article `json:"posts"`
	Categories []string  `json:"categories"`
	Total      int       `json:"total"`
	Page       int       `json:"page"`
	Pages      int       `json:"pages"`
}

// article is p as visitors read it; withBody adds the content and reading time.
func article(p *Post, withBody bool) Article {
	a := Article{Slug: p.Slug, Title: p.Title, Category: p.Category, Author: p.Author, IsoDate: p.DateShown,
		Excerpt: p.SEO.Description, Keywords: []string{}, SEOTitle: p.SEO.Title}
	if d, err := time.Parse(time.DateOnly, p.DateShown); err == nil {
		a.Date = d.Format("2 January 2006")
	}
	for _, k := range strings.Split(p.SEO.Keywords, ",") {
		if k = strings.TrimSpace(k); k != "" {
			a.Keywords = append(a.Keywords, k)
		}
	}
	a.Image = C.DefaultCover
	if p.Cover != nil {
		a.Image, a.ImageAlt = p.Cover.URL, p.Cover.Alt
	}
	if p.SEO.SocialImage != nil {
		a.SocialImage = p.SEO.SocialImage.URL
	}
	if withBody {
		a.Content = Sanitize(p.BodyHTML)
		a.ReadingMinutes = ReadingMinutes(a.Content)
		if a.Excerpt == "" {
			a.Excerpt = excerptOf(a.Content)
		}
	}
	return a
}

// ReadingMinutes counts words at 200 a minute, rounded up, never below one (web/app/content/blog/words.ts).
func ReadingMinutes(body string) int {
	words := 0
	for _, token := range strings.Fields(TextOf(strings.ReplaceAll(body, "<", " <"))) {
		if strings.IndexFunc(token, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) }) >= 0 {
			words++
		}
	}
	return max(1, (words+199)/200)
}

// excerptOf is the first sentences of body up to 160 characters, for a post without a description.
func excerptOf(body string) string {
	text := []rune(TextOf(body))
	if len(text) <= 160 {
		return string(text)
	}
	cut := string(text[:157])
	if i := strings.LastIndexByte(cut, ' '); i > 80 {
		cut = cut[:i]
	}
	return cut + "…"
}

// live lists the posts visitors see now, newest date shown first (the store's order).
func (s *Service) live(ctx context.Context) ([]Post, error) {
	all, err := s.store.Posts(ctx)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	now := s.now()
	return slices.DeleteFunc(all, func(p Post) bool { return !p.LiveAt(now) }), nil
}

// Articles is one page of the live posts whose title or excerpt holds q, in category when given.
func (s *Service) Articles(ctx context.Context, q, category string, page int) (ArticleList, error) {
	posts, err := s.live(ctx)
	if err != nil {
		return ArticleList{}, err
	}
	q = strings.ToLower(strings.TrimSpace(q))
	if len(q) > C.Limits.Search {
		q = q[:C.Limits.Search]
	}
	list := ArticleList{Posts: []Article{}, Categories: append([]string{}, C.Categories...)}
	for i := range posts {
		a := article(&posts[i], false)
		if !containsFold(list.Categories, a.Category) {
			list.Categories = append(list.Categories, a.Category)
		}
		if category != "" && !strings.EqualFold(category, a.Category) {
			continue
		}
		if q != "" && !strings.Contains(strings.ToLower(a.Title+" "+a.Excerpt), q) {
			continue
		}
		list.Posts = append(list.Posts, a)
	}
	size := cmp.Or(C.Limits.PageSize, 12)
	list.Total = len(list.Posts)
	list.Pages = max(1, (list.Total+size-1)/size)
	list.Page = min(max(page, 1), list.Pages)
	start := (list.Page - 1) * size
	list.Posts = list.Posts[start:min(start+size, list.Total)]
	return list, nil
}

// AllArticles lists every live post (the sitemap and the /blogs page), without bodies.
func (s *Service) AllArticles(ctx context.Context) ([]Article, error) {
	posts, err := s.live(ctx)
	if err != nil {
		return nil, err
	}
	list := make([]Article, len(posts))
	for i := range posts {
		list[i] = article(&posts[i], false)
	}
	return list, nil
}

// ArticleAt is the live post at slug; for an address a post had before, moved
// is the post's current slug instead. Anything else is ErrNotFound ("Blog not found.").
func (s *Service) ArticleAt(ctx context.Context, slug string) (a *Article, moved string, err error) {
	slug = strings.ToLower(slug)
	if !slugPattern.MatchString(slug) || len(slug) > C.Limits.Slug {
		return nil, "", ErrNotFound
	}
	p, err := s.store.PostBySlug(ctx, slug)
	if err == nil && p.LiveAt(s.now()) {
		art := article(p, true)
		return &art, "", nil
	}
	if err != nil && fault.Code(err) != fault.ENOTFOUND {
		return nil, "", fault.FromStore(err)
	}
	current, err := s.store.SlugRedirect(ctx, slug)
	if err != nil {
		return nil, "", fault.FromStore(err)
	}
	if current == "" || current == slug {
		return nil, "", ErrNotFound
	}
	if p, err := s.store.PostBySlug(ctx, current); err != nil || !p.LiveAt(s.now()) {
		return nil, "", ErrNotFound
	}
	return nil, current, nil
}

// NextPublish is the earliest time after now a scheduled post goes live, zero when none waits:
// the pages' copies made before it must be made again then.
func (s *Service) NextPublish(ctx context.Context) (time.Time, error) {
	all, err := s.store.Posts(ctx)
	if err != nil {
		return time.Time{}, fault.FromStore(err)
	}
	now := s.now()
	var next time.Time
	for _, p := range all {
		if p.Status == Scheduled && p.PublishAt != nil && p.PublishAt.After(now) && (next.IsZero() || p.PublishAt.Before(next)) {
			next = *p.PublishAt
		}
	}
	return next, nil
}

// Package blog holds the blog posts the editor writes in the back-office: their
// fields, statuses (a scheduled post publishes itself at its time, read from the
// clock, never by a job), slug rules, revisions, old addresses kept as 301s and
// the HTML allowlist every body passes on save and again on the way out.
// blog-admin.json holds the limits, categories and messages Go and TypeScript share.
package blog

import (
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/textfield"
	"github.com/nivaas-interiors/site/web/app/content"
)

// Config mirrors blog-admin.json.
type Config struct {
	Limits struct {
		Title          int `json:"title"`
		Slug           int `json:"slug"`
		Category       int `json:"category"`
		Author         int `json:"author"`
		Alt            int `json:"alt"`
		BodyBytes      int `json:"bodyBytes"`
		SEOTitle       int `json:"seoTitle"`
		SEODescription int `json:"seoDescription"`
		SEOKeywords    int `json:"seoKeywords"`
		RequestBytes   int `json:"requestBytes"`
		Search         int `json:"search"`
		PageSize       int `json:"pageSize"`
	} `json:"limits"`
	Categories []string          `json:"categories"`
	Statuses   []string          `json:"statuses"`
	Messages   map[string]string `json:"messages"`
	// DefaultCover is the picture a post without a cover shows (and shares).
	DefaultCover string `json:"defaultCover"`
	// DataID is the id of the JSON block a filled article page carries for the front end.
	DataID string `json:"dataId"`
}

// C is blog-admin.json, read at start-up.
var C = content.MustParse[Config]("blog-admin.json", content.BlogAdmin)

func msg(key string) string { return C.Messages[key] }

// Statuses of a post. A scheduled post is visible once its PublishAt has passed.
const (
	Draft       = "draft"
	Scheduled   = "scheduled"
	Published   = "published"
	Unpublished = "unpublished"
)

// MediaID names an uploaded photo; the editor may send the upload's hash or a number.
type MediaID string

// UnmarshalJSON takes a string or a number.
func (m *MediaID) UnmarshalJSON(b []byte) error {
	*m = MediaID(strings.Trim(string(b), `"`))
	if string(b) == "null" {
		*m = ""
	}
	return nil
}

// Image is the cover or the social image: an uploaded photo (or a built-in /art/ drawing).
type Image struct {
	MediaID MediaID `json:"mediaId,omitempty"`
	URL     string  `json:"url"`
	Alt     string  `json:"alt,omitempty"`
}

// SEO are the search-result and share fields; empty ones fall back to the post's own.
type SEO struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Keywords    string `json:"keywords"`
	SocialImage *Image `json:"socialImage"`
}

// Post is one blog post as the back-office sees it.
type Post struct {
	ID        int64      `json:"id"`
	Version   int64      `json:"version"`
	Title     string     `json:"title"`
	Slug      string     `json:"slug"`
	Category  string     `json:"category"`
	Author    string     `json:"author"`
	DateShown string     `json:"dateShown"`
	Cover     *Image     `json:"cover"`
	BodyHTML  string     `json:"bodyHtml,omitempty"`
	SEO       SEO        `json:"seo"`
	Status    string     `json:"status"`
	PublishAt *time.Time `json:"publishAt"`
	CreatedAt time.Time  `json:"createdAt"`
	UpdatedAt time.Time  `json:"updatedAt"`
	UpdatedBy string     `json:"updatedBy"`
}

// LiveAt tells whether visitors see p at now: published, or scheduled and its time has come.
func (p *Post) LiveAt(now time.Time) bool {
	return p.Status == Published || p.Status == Scheduled && p.PublishAt != nil && !p.PublishAt.After(now)
}

// StatusAt is the status the back-office shows at now: a scheduled post whose time has come is published.
func (p *Post) StatusAt(now time.Time) string {
	if p.Status == Scheduled && p.LiveAt(now) {
		return Published
	}
	return p.Status
}

var (
	slugPattern     = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	categoryPattern = regexp.MustCompile(`^[\p{L}\p{N}][\p{L}\p{N} &-]*$`)
	nonSlug         = regexp.MustCompile(`[^a-z0-9]+`)
)

// SlugOf derives an address from a title: lowercased, letters and digits joined by single dashes.
func SlugOf(title string) string {
	s := strings.Trim(nonSlug.ReplaceAllString(strings.ToLower(title), "-"), "-")
	if len(s) > C.Limits.Slug {
		s = strings.TrimRight(s[:C.Limits.Slug], "-")
	}
	return s
}

// IsCategory is one of the spec's four or a new one made of plain words.
func IsCategory(c string) bool {
	return slices.Contains(C.Categories, c) || categoryPattern.MatchString(c)
}

// Validate tidies p (spaces trimmed, slug lowercased or derived from the title,
// body sanitised) and checks it against blog-admin.json's limits.
func (p *Post) Validate() error {
	textfield.TrimSpace(&p.Title, &p.Slug, &p.Category, &p.Author, &p.DateShown, &p.SEO.Title, &p.SEO.Description, &p.SEO.Keywords)
	p.Slug = strings.ToLower(p.Slug)
	if p.Slug == "" {
		p.Slug = SlugOf(p.Title)
	}
	l := C.Limits
	var pr textfield.Problems
	pr.Text("title", p.Title, true, l.Title, false)
	if p.Title != "" && (p.Slug == "" || len(p.Slug) > l.Slug || !slugPattern.MatchString(p.Slug)) {
		pr.Add("slug", msg("slug"))
	}
	pr.Text("category", p.Category, true, l.Category, false)
	if p.Category != "" && !IsCategory(p.Category) {
		pr.Add("category", msg("category"))
	}
	pr.Text("author", p.Author, true, l.Author, false)
	if _, err := time.Parse(time.DateOnly, p.DateShown); err != nil {
		pr.Add("dateShown", msg("dateShown"))
	}
	checkImage(&pr, "cover", p.Cover)
	checkImage(&pr, "seo.socialImage", p.SEO.SocialImage)
	pr.Text("seo.title", p.SEO.Title, false, l.SEOTitle, false)
	pr.Text("seo.description", p.SEO.Description, false, l.SEODescription, true)
	pr.Text("seo.keywords", p.SEO.Keywords, false, l.SEOKeywords, false)
	if !slices.Contains(C.Statuses, p.Status) {
		pr.Add("status", msg("status"))
	}
	if p.Status == Scheduled && p.PublishAt == nil {
		pr.Add("publishAt", msg("publishAt"))
	}
	if len(p.BodyHTML) > l.BodyBytes {
		pr.Add("bodyHtml", msg("bodyTooLong"))
	} else if problem := CheckBody(p.BodyHTML); problem != "" {
		pr.Add("bodyHtml", problem)
	} else {
		p.BodyHTML = Sanitize(p.BodyHTML)
		if (p.Status == Published || p.Status == Scheduled) && strings.TrimSpace(TextOf(p.BodyHTML)) == "" {
			pr.Add("bodyHtml", msg("bodyEmpty"))
		}
	}
	err := pr.Err(msg("invalid"))
	if fe, ok := err.(*fault.Error); ok {
		fe.Message = msg("invalid") // one sentence above the form; each field says what is wrong with it
	}
	return err
}

// checkImage refuses a cover or social image that is not an uploaded photo with its alt text.
func checkImage(pr *textfield.Problems, field string, img *Image) {
	if img == nil {
		return
	}
	textfield.TrimSpace(&img.URL, &img.Alt)
	if !localImage(img.URL) {
		pr.Add(field, msg("imageSrc"))
		return
	}
	if field == "cover" && img.Alt == "" {
		pr.Add(field, msg("cover"))
		return
	}
	pr.Text(field, img.Alt, false, C.Limits.Alt, false)
}

package blog

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Revision is one saved state of a post, as the back-office lists it.
type Revision struct {
	ID        int64     `json:"id"`
	CreatedAt time.Time `json:"createdAt"`
	Author    string    `json:"author"`
	Title     string    `json:"title"`
	Status    string    `json:"status"`
}

// Store keeps the posts, their revisions and their old addresses. Every write
// also writes a revision, its audit entry and counts the blog's generation up,
// in one transaction.
type Store interface {
	// CreatePost inserts p (ID, Version 1 and CreatedAt set on return).
	CreatePost(ctx context.Context, p *Post, audit staff.AuditEvent) error
	// UpdatePost writes p WHERE version = p.Version (ErrStale, ErrMissing); a changed
	// slug keeps oldSlug as a redirect; p.Version moves on by one.
	UpdatePost(ctx context.Context, p *Post, oldSlug string, audit staff.AuditEvent) error
	// DeletePost removes post id at version with its revisions and old addresses.
	DeletePost(ctx context.Context, id, version int64, audit staff.AuditEvent) error
	// Post is post id with its body (ErrMissing).
	Post(ctx context.Context, id int64) (*Post, error)
	// Posts lists every post without its body.
	Posts(ctx context.Context) ([]Post, error)
	// PostBySlug is the post at slug with its body (ErrMissing).
	PostBySlug(ctx context.Context, slug string) (*Post, error)
	// SlugRedirect is the current slug of the post that once had slug, "" when none had.
	SlugRedirect(ctx context.Context, slug string) (string, error)
	// Revisions lists post id's revisions, newest first.
	Revisions(ctx context.Context, id int64) ([]Revision, error)
	// RevisionPost is the post as revision revID of post id saved it (ErrRevisionMissing).
	RevisionPost(ctx context.Context, id, revID int64) (*Post, error)
	// BlogGeneration moves on with every change to any post: the pages poll it.
	BlogGeneration(ctx context.Context) (int64, error)
}

// Errors the store and service answer with.
var (
	ErrStale           = fault.Stale("this post")
	ErrMissing         = &fault.Error{Code: fault.ENOTFOUND, Message: msg("missing")}
	ErrRevisionMissing = &fault.Error{Code: fault.ENOTFOUND, Message: msg("revisionMissing")}
	ErrNotFound        = &fault.Error{Code: fault.ENOTFOUND, Message: msg("notFound")}
	ErrSlugTaken       = fault.Invalid(msg("invalid"), map[string]string{"slug": msg("slugTaken")})
)

// Pages is told after a change so this copy's pages show it at once (others poll).
type Pages interface {
	BlogChanged()
}

// Service is the editor's one road to the posts: validate, check the version,
// store with its revision and audit entry.
type Service struct {
	store Store
	pages Pages
	now   func() time.Time
}

// NewService returns the Service over store; pages may be nil, now nil means time.Now.
func NewService(store Store, pages Pages, now func() time.Time) *Service {
	return &Service{store: store, pages: pages, now: clock.Or(now)}
}

// Now is the service's clock (tests and the pages set it).
func (s *Service) Now() time.Time { return s.now() }

// Generation moves on with every change; see Store.BlogGeneration.
func (s *Service) Generation(ctx context.Context) (int64, error) {
	return fault.Stored(s.store.BlogGeneration(ctx))
}

func (s *Service) changed() {
	if s.pages != nil {
		s.pages.BlogChanged()
	}
}

func (s *Service) audit(by staff.Actor, action string, p *Post, detail string) staff.AuditEvent {
	return by.Audit(s.now().UTC(), staff.Entry{Action: action, Subject: "blog post “" + p.Title + "” (/blogs/" + p.Slug + ")", Detail: detail})
}

// Create adds a draft.
func (s *Service) Create(ctx context.Context, by staff.Actor, p Post) (*Post, error) {
	p.ID, p.Version, p.Status, p.PublishAt = 0, 1, Draft, nil
	if err := p.Validate(); err != nil {
		return nil, err
	}
	now := s.now().UTC().Truncate(time.Millisecond)
	p.CreatedAt, p.UpdatedAt, p.UpdatedBy = now, now, by.Email
	if err := s.store.CreatePost(ctx, &p, s.audit(by, "created a blog post", &p, "draft")); err != nil {
		return nil, fault.FromStore(err)
	}
	s.changed()
	return s.show(&p), nil
}

// Change is a PATCH of a post: its version and any of the post's fields.
type Change struct {
	Version int64
	fields  map[string]json.RawMessage
}

// UnmarshalJSON keeps the fields sent, so that an absent one stays as it was.
func (c *Change) UnmarshalJSON(b []byte) error {
	if err := json.Unmarshal(b, &c.fields); err != nil {
		return err
	}
	for k := range c.fields {
		if k != "version" && !slices.Contains(editable, k) && !slices.Contains(readOnly, k) {
			return fault.Invalid(msg("invalid"), map[string]string{k: msg("unknownField")})
		}
	}
	if v, ok := c.fields["version"]; ok {
		if err := json.Unmarshal(v, &c.Version); err != nil {
			return fault.CheckVersion(0)
		}
	}
	return nil
}

// editable are the fields a Change may set.
var editable = []string{"title", "slug", "category", "author", "dateShown", "cover", "bodyHtml", "seo", "status", "publishAt"}

// readOnly are the fields of a Post sent back as read that a Change ignores.
var readOnly = []string{"id", "createdAt", "updatedAt", "updatedBy"}

// apply lays the sent fields over p (seo field by field).
func (c Change) apply(p *Post) error {
	cur, err := json.Marshal(p)
	if err != nil {
		return err
	}
	var merged map[string]json.RawMessage
	if err := json.Unmarshal(cur, &merged); err != nil {
		return err
	}
	for _, k := range editable {
		v, ok := c.fields[k]
		if !ok {
			continue
		}
		if k == "seo" {
			if v, err = mergeObject(merged[k], v); err != nil {
				return fault.Invalid(msg("invalid"), map[string]string{"seo": msg("invalid")})
			}
		}
		merged[k] = v
	}
	b, err := json.Marshal(merged)
	if err != nil {
		return err
	}
	next := Post{ID: p.ID, Version: p.Version, CreatedAt: p.CreatedAt}
	if err := json.Unmarshal(b, &next); err != nil {
		return fault.Invalid(msg("invalid"), map[string]string{"form": msg("invalid")})
	}
	next.ID, next.Version, next.CreatedAt = p.ID, p.Version, p.CreatedAt
	*p = next
	return nil
}

func mergeObject(base, over json.RawMessage) (json.RawMessage, error) {
	var a, b map[string]json.RawMessage
	if err := json.Unmarshal(base, &a); err != nil {
		return nil, err
	}
	if err := json.Unmarshal(over, &b); err != nil {
		return nil, err
	}
	for k, v := range b {
		a[k] = v
	}
	return json.Marshal(a)
}

// Change applies c to post id at c.Version.
func (s *Service) Change(ctx context.Context, by staff.Actor, id int64, c Change) (*Post, error) {
	if err := fault.CheckVersion(c.Version); err != nil {
		return nil, err
	}
	cur, err := s.store.Post(ctx, id)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	if cur.Version != c.Version {
		return nil, ErrStale
	}
	next := *cur
	if err := c.apply(&next); err != nil {
		return nil, err
	}
	return s.save(ctx, by, cur, next, "changed a blog post")
}

// save is the one write of an existing post: validate, audit what moved, store at the version read.
func (s *Service) save(ctx context.Context, by staff.Actor, cur *Post, next Post, action string) (*Post, error) {
	if next.Status != Scheduled {
		next.PublishAt = nil
	}
	if err := next.Validate(); err != nil {
		return nil, err
	}
	next.UpdatedAt, next.UpdatedBy = s.now().UTC().Truncate(time.Millisecond), by.Email
	if err := s.store.UpdatePost(ctx, &next, cur.Slug, s.audit(by, action, &next, changes(cur, &next))); err != nil {
		return nil, fault.FromStore(err)
	}
	s.changed()
	return s.show(&next), nil
}

// changes names what moved, for the audit log.
func changes(old, p *Post) string {
	var parts []string
	add := func(name, a, b string) {
		if a != b {
			parts = append(parts, name+": "+a+" → "+b)
		}
	}
	add("title", old.Title, p.Title)
	add("slug", old.Slug, p.Slug)
	add("category", old.Category, p.Category)
	add("author", old.Author, p.Author)
	add("date shown", old.DateShown, p.DateShown)
	add("status", old.Status, p.Status)
	add("publish at", timeText(old.PublishAt), timeText(p.PublishAt))
	if old.BodyHTML != p.BodyHTML {
		parts = append(parts, "body changed")
	}
	if old.SEO.Title != p.SEO.Title || old.SEO.Description != p.SEO.Description || old.SEO.Keywords != p.SEO.Keywords {
		parts = append(parts, "search fields changed")
	}
	if len(parts) == 0 {
		return "nothing changed"
	}
	s := strings.Join(parts, "; ")
	if len(s) > 2000 {
		s = s[:2000]
	}
	return s
}

func timeText(t *time.Time) string {
	if t == nil {
		return "none"
	}
	return t.UTC().Format(time.RFC3339)
}

// Delete removes post id at version.
func (s *Service) Delete(ctx context.Context, by staff.Actor, id, version int64) error {
	if err := fault.CheckVersion(version); err != nil {
		return err
	}
	cur, err := s.store.Post(ctx, id)
	if err != nil {
		return fault.FromStore(err)
	}
	if err := s.store.DeletePost(ctx, id, version, s.audit(by, "deleted a blog post", cur, "")); err != nil {
		return fault.FromStore(err)
	}
	s.changed()
	return nil
}

// Post is post id for the back-office.
func (s *Service) Post(ctx context.Context, id int64) (*Post, error) {
	p, err := s.store.Post(ctx, id)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	return s.show(p), nil
}

// show states p's status at the service's clock and passes its body through the allowlist again.
func (s *Service) show(p *Post) *Post {
	p.Status = p.StatusAt(s.now())
	p.BodyHTML = Sanitize(p.BodyHTML)
	return p
}

// Posts lists the posts for the back-office: status filters by the status shown now, q searches title and slug.
func (s *Service) Posts(ctx context.Context, status, q string) ([]Post, error) {
	all, err := s.store.Posts(ctx)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	q = strings.ToLower(strings.TrimSpace(q))
	list := []Post{}
	for i := range all {
		p := s.show(&all[i])
		p.BodyHTML = ""
		if status != "" && p.Status != status {
			continue
		}
		if q != "" && !strings.Contains(strings.ToLower(p.Title+" "+p.Slug+" "+p.SEO.Description), q) {
			continue
		}
		list = append(list, *p)
	}
	return list, nil
}

// Categories are the spec's four and any new one a post uses.
func (s *Service) Categories(ctx context.Context) ([]string, error) {
	all, err := s.store.Posts(ctx)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	list := append([]string{}, C.Categories...)
	for _, p := range all {
		if !containsFold(list, p.Category) {
			list = append(list, p.Category)
		}
	}
	return list, nil
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

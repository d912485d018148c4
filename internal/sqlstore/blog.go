package sqlstore

// Blog posts, their revisions and old addresses (migration 00027). Every write
// stores a revision and the audit entry and counts blog_generation up, in one transaction.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ blog.Store = (*Store)(nil)

const blogColumns = `id, version, title, slug, category, author, date_shown, cover, seo, status, publish_at, created_at, updated_at, updated_by`

// blogDest scans blogColumns (and the body when withBody) into p.
func blogDest(p *blog.Post, withBody bool) []any {
	dest := []any{&p.ID, &p.Version, &p.Title, &p.Slug, &p.Category, &p.Author, &p.DateShown, nullJSON[blog.Image]{&p.Cover},
		jsonOf[blog.SEO]{&p.SEO}, &p.Status, maybeInstant{&p.PublishAt}, instant{&p.CreatedAt}, instant{&p.UpdatedAt}, &p.UpdatedBy}
	if withBody {
		dest = append(dest, &p.BodyHTML)
	}
	return dest
}

// nullJSON scans a nullable JSON column into *v; NULL gives nil.
type nullJSON[T any] struct{ v **T }

func (n nullJSON[T]) Scan(v any) error {
	*n.v = nil
	if v == nil {
		return nil
	}
	x := new(T)
	if err := (jsonOf[T]{x}).Scan(v); err != nil {
		return err
	}
	*n.v = x
	return nil
}

// jsonText is v as a JSON column's text; the blog's types always marshal.
func jsonText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func encodeOrNil(img *blog.Image) any {
	if img == nil {
		return nil
	}
	return jsonText(img)
}

func (s *Store) publishAt(t *time.Time) any {
	if t == nil {
		return nil
	}
	return s.d.time(*t)
}

// changeBlog runs write, then the audit entry and the generation, in one transaction.
func (s *Store) changeBlog(ctx context.Context, op string, audit staff.AuditEvent, write func(t tx) error) error {
	err := s.inTx(ctx, func(t tx) error {
		if err := write(t); err != nil {
			return err
		}
		if err := s.audit(t, audit); err != nil {
			return err
		}
		return t.exec(`UPDATE blog_generation SET generation = generation + 1 WHERE id = 1`)
	})
	if err != nil && duplicate(err) {
		return blog.ErrSlugTaken
	}
	return s.domainOr(op, err)
}

// claimSlug refuses a slug that is another post's old address, and forgets it as p's own old one.
func claimSlug(t tx, p *blog.Post) error {
	var owner int64
	err := t.row(`SELECT post_id FROM blog_slug_redirects WHERE slug = ?`, p.Slug).Scan(&owner)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil
	case err != nil:
		return err
	case owner != p.ID:
		return blog.ErrSlugTaken
	}
	return t.exec(`DELETE FROM blog_slug_redirects WHERE slug = ?`, p.Slug)
}

func (s *Store) addRevision(t tx, p *blog.Post) error {
	snapshot := *p
	snapshot.ID, snapshot.Version = 0, 0
	return t.exec(`INSERT INTO blog_revisions (post_id, created_at, author, title, status, post) VALUES (?, ?, ?, ?, ?, ?)`,
		p.ID, s.d.time(p.UpdatedAt), p.UpdatedBy, p.Title, p.Status, jsonText(snapshot))
}

// CreatePost inserts p with its first revision.
func (s *Store) CreatePost(ctx context.Context, p *blog.Post, audit staff.AuditEvent) error {
	return s.changeBlog(ctx, "create blog post", audit, func(t tx) error {
		if err := claimSlug(t, p); err != nil {
			return err
		}
		err := t.row(`INSERT INTO blog_posts (slug, title, category, author, date_shown, cover, body_html, seo, status, publish_at,
			version, created_at, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?) RETURNING id, version`,
			p.Slug, p.Title, p.Category, p.Author, p.DateShown, encodeOrNil(p.Cover), p.BodyHTML, jsonText(p.SEO), p.Status,
			s.publishAt(p.PublishAt), s.d.time(p.CreatedAt), s.d.time(p.UpdatedAt), p.UpdatedBy).Scan(&p.ID, &p.Version)
		if err != nil {
			return err
		}
		return s.addRevision(t, p)
	})
}

// UpdatePost writes p at p.Version with a revision; a changed slug leaves oldSlug answering with a 301.
func (s *Store) UpdatePost(ctx context.Context, p *blog.Post, oldSlug string, audit staff.AuditEvent) error {
	return s.changeBlog(ctx, "update blog post", audit, func(t tx) error {
		if p.Slug != oldSlug {
			if err := claimSlug(t, p); err != nil {
				return err
			}
		}
		n, err := execCount(t, `UPDATE blog_posts SET slug = ?, title = ?, category = ?, author = ?, date_shown = ?, cover = ?,
			body_html = ?, seo = ?, status = ?, publish_at = ?, version = version + 1, updated_at = ?, updated_by = ?
			WHERE id = ? AND version = ?`,
			p.Slug, p.Title, p.Category, p.Author, p.DateShown, encodeOrNil(p.Cover), p.BodyHTML, jsonText(p.SEO), p.Status,
			s.publishAt(p.PublishAt), s.d.time(p.UpdatedAt), p.UpdatedBy, p.ID, p.Version)
		if err != nil {
			return err
		}
		if n == 0 {
			return missingOrStale(t, "blog_posts", p.ID, blog.ErrMissing, blog.ErrStale)
		}
		p.Version++
		if p.Slug != oldSlug {
			if err := t.exec(`UPDATE blog_slug_redirects SET post_id = ? WHERE post_id = ?`, p.ID, p.ID); err != nil {
				return err
			}
			if err := t.exec(`INSERT INTO blog_slug_redirects (slug, post_id) VALUES (?, ?)`, oldSlug, p.ID); err != nil {
				return err
			}
		}
		return s.addRevision(t, p)
	})
}

// DeletePost removes post id at version; its revisions and old addresses go with it.
func (s *Store) DeletePost(ctx context.Context, id, version int64, audit staff.AuditEvent) error {
	return s.changeBlog(ctx, "delete blog post", audit, func(t tx) error {
		if err := t.exec(`DELETE FROM blog_revisions WHERE post_id = ? AND EXISTS (SELECT 1 FROM blog_posts WHERE id = ? AND version = ?)`, id, id, version); err != nil {
			return err
		}
		if err := t.exec(`DELETE FROM blog_slug_redirects WHERE post_id = ? AND EXISTS (SELECT 1 FROM blog_posts WHERE id = ? AND version = ?)`, id, id, version); err != nil {
			return err
		}
		n, err := execCount(t, `DELETE FROM blog_posts WHERE id = ? AND version = ?`, id, version)
		if err == nil && n == 0 {
			return missingOrStale(t, "blog_posts", id, blog.ErrMissing, blog.ErrStale)
		}
		return err
	})
}

// Post is post id with its body.
func (s *Store) Post(ctx context.Context, id int64) (*blog.Post, error) {
	return readOne(ctx, s, "blog post", blog.ErrMissing,
		func(p *blog.Post) []any { return blogDest(p, true) }, `SELECT `+blogColumns+`, body_html FROM blog_posts WHERE id = ?`, id)
}

// PostBySlug is the post at slug with its body.
func (s *Store) PostBySlug(ctx context.Context, slug string) (*blog.Post, error) {
	return readOne(ctx, s, "blog post", blog.ErrNotFound,
		func(p *blog.Post) []any { return blogDest(p, true) }, `SELECT `+blogColumns+`, body_html FROM blog_posts WHERE slug = ?`, slug)
}

// Posts lists every post without its body, newest date shown first.
func (s *Store) Posts(ctx context.Context) ([]blog.Post, error) {
	return readAll(ctx, s, "blog posts", func(p *blog.Post) []any { return blogDest(p, false) },
		`SELECT `+blogColumns+` FROM blog_posts ORDER BY date_shown DESC, id DESC`)
}

// SlugRedirect is the current slug of the post that once had slug, "" when none had.
func (s *Store) SlugRedirect(ctx context.Context, slug string) (string, error) {
	var current string
	err := s.readRow(ctx, `SELECT p.slug FROM blog_slug_redirects r JOIN blog_posts p ON p.id = r.post_id WHERE r.slug = ?`, slug).Scan(&current)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	} else if err != nil {
		return "", s.fail("blog redirect", err)
	}
	return current, nil
}

// Revisions lists post id's revisions, newest first.
func (s *Store) Revisions(ctx context.Context, id int64) ([]blog.Revision, error) {
	return readAll(ctx, s, "blog revisions", func(r *blog.Revision) []any {
		return []any{&r.ID, instant{&r.CreatedAt}, &r.Author, &r.Title, &r.Status}
	}, `SELECT id, created_at, author, title, status FROM blog_revisions WHERE post_id = ? ORDER BY id DESC`, id)
}

// RevisionPost is the post as revision revID of post id saved it.
func (s *Store) RevisionPost(ctx context.Context, id, revID int64) (*blog.Post, error) {
	var p blog.Post
	err := s.readRow(ctx, `SELECT post FROM blog_revisions WHERE id = ? AND post_id = ?`, revID, id).Scan(jsonOf[blog.Post]{&p})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, blog.ErrRevisionMissing
	} else if err != nil {
		return nil, s.fail("blog revision", err)
	}
	return &p, nil
}

// BlogGeneration is the blog's change counter: one indexed row, cheap to poll.
func (s *Store) BlogGeneration(ctx context.Context) (int64, error) {
	var g int64
	if err := s.readRow(ctx, `SELECT generation FROM blog_generation WHERE id = 1`).Scan(&g); err != nil {
		return 0, s.fail("blog generation", err)
	}
	return g, nil
}

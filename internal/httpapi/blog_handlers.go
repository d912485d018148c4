package httpapi

// The editor's blog posts (/api/admin/blog-posts…, contract in BLOG_CONTRACT.md)
// and the visitors' /api/blogs. Every save goes through blog.Service: validated,
// sanitised, checked against its version, stored with a revision and an audit entry.

import (
	"net/http"
	"strconv"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// errNoBlog answers the routes on a site wired without blog posts.
var errNoBlog = &fault.Error{Code: fault.ENOTFOUND, Message: "Blog posts are not kept on this site."}

// blogRequestBytes bounds a post's JSON: the body's limit and room for the other fields.
func blogRequestBytes() int64 { return int64(blog.C.Limits.RequestBytes) }

// withBlog runs h when the site keeps blog posts.
func (s *server) withBlog(w http.ResponseWriter, r *http.Request, h func() (int, any, error)) {
	if s.Blog == nil {
		s.failWith(w, r, errNoBlog)
		return
	}
	status, v, err := h()
	s.answer(w, r, status, err, v)
}

// adminBlogPosts lists the posts without their bodies (GET /api/admin/blog-posts?status=&q=).
func (s *server) adminBlogPosts(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	s.withBlog(w, r, func() (int, any, error) {
		q := r.URL.Query()
		list, err := s.Blog.Posts(r.Context(), q.Get("status"), q.Get("q"))
		return http.StatusOK, map[string]any{"posts": list}, err
	})
}

// createBlogPost adds a draft (POST /api/admin/blog-posts).
func (s *server) createBlogPost(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	s.withBlog(w, r, func() (int, any, error) {
		var p blog.Post
		if err := decodeAdminUpTo(w, r, &p, blogRequestBytes()); err != nil {
			return 0, nil, err
		}
		post, err := s.Blog.Create(r.Context(), s.actor(r, acct), p)
		return http.StatusCreated, post, err
	})
}

// adminBlogPost is one post with its body (GET /api/admin/blog-posts/{id}).
func (s *server) adminBlogPost(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	s.withBlog(w, r, func() (int, any, error) {
		id, err := pathID(r)
		if err != nil {
			return 0, nil, err
		}
		post, err := s.Blog.Post(r.Context(), id)
		return http.StatusOK, post, err
	})
}

// changeBlogPost applies the fields sent at the version read (PATCH /api/admin/blog-posts/{id}).
func (s *server) changeBlogPost(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	s.withBlog(w, r, func() (int, any, error) {
		id, err := pathID(r)
		if err != nil {
			return 0, nil, err
		}
		var c blog.Change
		if err := decodeAdminUpTo(w, r, &c, blogRequestBytes()); err != nil {
			return 0, nil, err
		}
		post, err := s.Blog.Change(r.Context(), s.actor(r, acct), id, c)
		return http.StatusOK, post, err
	})
}

// queryVersion is ?version=N of a DELETE; anything else is no version.
func queryVersion(r *http.Request) int64 {
	v, _ := strconv.ParseInt(r.URL.Query().Get("version"), 10, 64)
	return v
}

// deleteBlogPost removes a post at the version read (DELETE /api/admin/blog-posts/{id}?version=N).
func (s *server) deleteBlogPost(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	s.withBlog(w, r, func() (int, any, error) {
		id, err := pathID(r)
		if err != nil {
			return 0, nil, err
		}
		return http.StatusNoContent, nil, s.Blog.Delete(r.Context(), s.actor(r, acct), id, queryVersion(r))
	})
}

// blogRevisions lists a post's saved states (GET /api/admin/blog-posts/{id}/revisions).
func (s *server) blogRevisions(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	s.withBlog(w, r, func() (int, any, error) {
		id, err := pathID(r)
		if err != nil {
			return 0, nil, err
		}
		list, err := s.Blog.Revisions(r.Context(), id)
		return http.StatusOK, map[string]any{"revisions": list}, err
	})
}

// restoreBlogRevision makes a revision the post's content again, as a new revision
// (POST /api/admin/blog-posts/{id}/revisions/{revisionId}/restore {version}).
func (s *server) restoreBlogRevision(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	s.withBlog(w, r, func() (int, any, error) {
		id, err := pathID(r)
		if err != nil {
			return 0, nil, err
		}
		revID, err := strconv.ParseInt(r.PathValue("revisionId"), 10, 64)
		if err != nil || revID < 1 {
			return 0, nil, fault.Errorf(fault.ENOTFOUND, "%s", contract.C.Messages.NoSuchItem)
		}
		var req struct {
			Version int64 `json:"version"`
		}
		if err := decodeAdmin(w, r, &req); err != nil {
			return 0, nil, err
		}
		post, err := s.Blog.Restore(r.Context(), s.actor(r, acct), id, revID, req.Version)
		return http.StatusOK, post, err
	})
}

// blogCategories are the spec's four and the new ones in use (GET /api/admin/blog-categories).
func (s *server) blogCategories(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	s.withBlog(w, r, func() (int, any, error) {
		list, err := s.Blog.Categories(r.Context())
		return http.StatusOK, map[string]any{"categories": list}, err
	})
}

// publicBlogs is one page of the live posts (GET /api/blogs?q=&category=&page=).
func (s *server) publicBlogs(w http.ResponseWriter, r *http.Request) {
	s.withBlog(w, r, func() (int, any, error) {
		q := r.URL.Query()
		page, _ := strconv.Atoi(q.Get("page"))
		list, err := s.Blog.Articles(r.Context(), q.Get("q"), q.Get("category"), page)
		return http.StatusOK, list, err
	})
}

// publicBlogPost is a live post (GET /api/blogs/{slug}); an old address answers 301 to the new one.
func (s *server) publicBlogPost(w http.ResponseWriter, r *http.Request) {
	if s.Blog == nil {
		s.failWith(w, r, errNoBlog)
		return
	}
	a, moved, err := s.Blog.ArticleAt(r.Context(), r.PathValue("slug"))
	if moved != "" {
		http.Redirect(w, r, "/api/blogs/"+moved, http.StatusMovedPermanently)
		return
	}
	s.answer(w, r, http.StatusOK, err, a)
}

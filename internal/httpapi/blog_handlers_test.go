package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/staff"
)

// blogPostBody is a valid new post's JSON; tweak changes it.
func blogPostBody(tweak func(map[string]any)) string {
	p := map[string]any{"title": "Balcony Gardens for Small Flats", "category": "Home Interior Design Ideas", "author": "Ananya Rao",
		"dateShown": "2026-11-20", "bodyHtml": `<p>Plants and light.</p><img src="/media/abc/640.webp" alt="A balcony">`,
		"cover": map[string]any{"mediaId": "abc", "url": "/media/abc/640.webp", "alt": "A balcony"},
		"seo":   map[string]any{"title": "", "description": "Small balconies, big gardens.", "keywords": "balcony, plants"}}
	if tweak != nil {
		tweak(p)
	}
	return jsonOf(p)
}

// blogFixture adds a post through the service, as the editor would.
func blogFixture(t *testing.T, a *adminEnv, title string) *blog.Post {
	t.Helper()
	svc := blog.NewService(a.store, nil, a.clock.Now)
	p, err := svc.Create(context.Background(), staff.CommandLine, blog.Post{Title: title, Category: "Latest Articles", Author: "A. Rao",
		DateShown: "2026-11-01", BodyHTML: "<p>Text.</p>"})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// blogRouteFixtures are the URLs and bodies of the blog routes for TestAdminRoutesAccessPolicy.
func blogRouteFixtures(t *testing.T, a *adminEnv) routeRows {
	ctx := context.Background()
	patched, deleted, restored := blogFixture(t, a, "Patched post"), blogFixture(t, a, "Deleted post"), blogFixture(t, a, "Restored post")
	revs, err := a.store.Revisions(ctx, restored.ID)
	if err != nil || len(revs) == 0 {
		t.Fatal(revs, err)
	}
	current := func(id int64) int64 {
		p, err := a.store.Post(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return p.Version
	}
	return routeRows{
		urls: map[string]string{
			"GET /api/admin/blog-posts/{id}":           fmt.Sprintf("/api/admin/blog-posts/%d", patched.ID),
			"PATCH /api/admin/blog-posts/{id}":         fmt.Sprintf("/api/admin/blog-posts/%d", patched.ID),
			"DELETE /api/admin/blog-posts/{id}":        fmt.Sprintf("/api/admin/blog-posts/%d?version=1", deleted.ID),
			"GET /api/admin/blog-posts/{id}/revisions": fmt.Sprintf("/api/admin/blog-posts/%d/revisions", patched.ID),
			"POST /api/admin/blog-posts/{id}/revisions/{revisionId}/restore": fmt.Sprintf("/api/admin/blog-posts/%d/revisions/%d/restore",
				restored.ID, revs[0].ID),
		},
		bodies: map[string]func(t *testing.T, me *staff.Account) string{
			"POST /api/admin/blog-posts": func(t *testing.T, _ *staff.Account) string {
				return blogPostBody(func(p map[string]any) { p["slug"] = fmt.Sprintf("post-%d", a.seq.Add(1)) })
			},
			"PATCH /api/admin/blog-posts/{id}": func(t *testing.T, _ *staff.Account) string {
				return jsonOf(map[string]any{"version": current(patched.ID), "title": fmt.Sprintf("Patched %d", a.seq.Add(1))})
			},
			"POST /api/admin/blog-posts/{id}/revisions/{revisionId}/restore": func(t *testing.T, _ *staff.Account) string {
				return jsonOf(map[string]any{"version": current(restored.ID)})
			},
		},
	}
}

// TestBlogEditing: an editor writes, schedules, renames and restores a post through the API on both
// engines; the public side follows the clock; a stale edit gets the one sentence; sales get 403.
func TestBlogEditing(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		cookie := a.signIn(t, a.account(t, staff.Editor))
		res := a.as(t, cookie, "POST", "/api/admin/blog-posts", blogPostBody(nil), nil)
		post := decodeBody(t, res)
		if res.StatusCode != http.StatusCreated || post["slug"] != "balcony-gardens-for-small-flats" || post["status"] != "draft" || post["updatedBy"] == "" {
			t.Fatalf("create: %d %v", res.StatusCode, post)
		}
		url := fmt.Sprintf("/api/admin/blog-posts/%v", post["id"])
		publishAt := a.clock.Now().Add(48 * 60 * 60 * 1e9)
		res = a.as(t, cookie, "PATCH", url, jsonOf(map[string]any{"version": 1, "status": "scheduled", "publishAt": publishAt}), nil)
		if post = decodeBody(t, res); res.StatusCode != 200 || post["status"] != "scheduled" || post["version"] != 2.0 {
			t.Fatalf("schedule: %d %v", res.StatusCode, post)
		}
		res = a.as(t, cookie, "PATCH", url, jsonOf(map[string]any{"version": 1, "title": "Late"}), nil)
		if body := decodeBody(t, res); res.StatusCode != http.StatusConflict || !strings.Contains(body["error"].(string), "this post") {
			t.Fatalf("stale edit: %d %v", res.StatusCode, body)
		}
		if res := a.as(t, "", "GET", "/api/blogs/balcony-gardens-for-small-flats", "", nil); res.StatusCode != 404 || decodeBody(t, res)["error"] != "Blog not found." {
			t.Fatalf("scheduled post before its time: %d", res.StatusCode)
		}
		a.clock.Advance(49 * 60 * 60 * 1e9)
		res = a.as(t, "", "GET", "/api/blogs?q=small+balconies&category=Home+Interior+Design+Ideas", "", nil)
		if list := decodeBody(t, res); res.StatusCode != 200 || list["total"] != 1.0 {
			t.Fatalf("list after its time: %d %v", res.StatusCode, list)
		}
		res = a.as(t, cookie, "PATCH", url, jsonOf(map[string]any{"version": 2, "slug": "balcony-gardens"}), nil)
		if res.StatusCode != 200 {
			t.Fatalf("rename: %d %s", res.StatusCode, bodyText(t, res))
		}
		res = a.as(t, "", "GET", "/api/blogs/balcony-gardens-for-small-flats", "", nil)
		if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/api/blogs/balcony-gardens" {
			t.Fatalf("old slug: %d %q", res.StatusCode, res.Header.Get("Location"))
		}
		res = a.as(t, cookie, "GET", url+"/revisions", "", nil)
		revs := decodeBody(t, res)["revisions"].([]any)
		if len(revs) != 3 {
			t.Fatalf("%d revisions", len(revs))
		}
		first := revs[2].(map[string]any)["id"]
		res = a.as(t, cookie, "POST", fmt.Sprintf("%s/revisions/%v/restore", url, first), jsonOf(map[string]any{"version": 3}), nil)
		if post = decodeBody(t, res); res.StatusCode != 200 || post["slug"] != "balcony-gardens-for-small-flats" || post["version"] != 4.0 {
			t.Fatalf("restore: %d %v", res.StatusCode, post)
		}
		res = a.as(t, cookie, "GET", "/api/admin/blog-categories", "", nil)
		if cats := decodeBody(t, res)["categories"].([]any); len(cats) != 4 {
			t.Fatalf("categories %v", cats)
		}
		sales := a.signIn(t, a.account(t, staff.Sales))
		if res := a.as(t, sales, "GET", "/api/admin/blog-posts", "", nil); res.StatusCode != http.StatusForbidden {
			t.Fatalf("sales: %d", res.StatusCode)
		}
		res = a.as(t, cookie, "DELETE", url+"?version=4", "", nil)
		if res.StatusCode != http.StatusNoContent {
			t.Fatalf("delete: %d %s", res.StatusCode, bodyText(t, res))
		}
	})
}

package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

// TestDeletedPostLeavesThePages: after the editor's Delete (audited, at the version read) the post's
// address and its old one answer 404, and it leaves /blogs, the public API and the sitemap; hostile
// or stale deletes are refused with a sentence and delete nothing.
func TestDeletedPostLeavesThePages(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		cookie := a.signIn(t, a.account(t, staff.Editor))
		post := decodeBody(t, a.as(t, cookie, "POST", "/api/admin/blog-posts", blogPostBody(nil), nil))
		url := fmt.Sprintf("/api/admin/blog-posts/%v", post["id"])
		for i, change := range []map[string]any{{"version": 1, "status": "published"}, {"version": 2, "slug": "balcony-gardens"}} {
			if res := a.as(t, cookie, "PATCH", url, jsonOf(change), nil); res.StatusCode != 200 {
				t.Fatalf("change %d: %d %s", i, res.StatusCode, bodyText(t, res))
			}
		}
		get := func(path string) (*http.Response, string) {
			res := a.call(t, "GET", path, "", "", "198.51.100.9:1", nil)
			return res, bodyOf(t, res)
		}
		if res, _ := get("/blogs/balcony-gardens"); res.StatusCode != 200 {
			t.Fatalf("published post: %d", res.StatusCode)
		}

		for _, bad := range []struct {
			path string
			want int
		}{
			{url, 400}, {url + "?version=abc", 400}, {url + "?version=-1", 400}, {url + "?version=1e3", 400},
			{url + "?version=99999999999999999999", 409}, {url + "?version=1", 409},
			{"/api/admin/blog-posts/abc?version=3", 404}, {"/api/admin/blog-posts/0?version=3", 404},
			{"/api/admin/blog-posts/999999?version=3", 404}, {"/api/admin/blog-posts/-4?version=3", 404},
		} {
			res := a.as(t, cookie, "DELETE", bad.path, "", nil)
			sentence, _ := decodeBody(t, res)["error"].(string)
			if res.StatusCode != bad.want || strings.Contains(sentence, "sql") || !strings.HasSuffix(sentence, ".") {
				t.Errorf("DELETE %s: %d %q, want %d with a sentence", bad.path, res.StatusCode, sentence, bad.want)
			}
		}
		sales := a.signIn(t, a.account(t, staff.Sales))
		if res := a.as(t, sales, "DELETE", url+"?version=3", "", nil); res.StatusCode != http.StatusForbidden {
			t.Errorf("sales delete: %d", res.StatusCode)
		}
		if res, _ := get("/blogs/balcony-gardens"); res.StatusCode != 200 {
			t.Fatalf("a refused delete took the post down: %d", res.StatusCode)
		}

		if res := a.as(t, cookie, "DELETE", url+"?version=3", "", nil); res.StatusCode != http.StatusNoContent {
			t.Fatalf("delete: %d %s", res.StatusCode, bodyText(t, res))
		}
		a.clock.Advance(3 * time.Second) // past another copy's recheck of the blog
		for _, path := range []string{"/blogs/balcony-gardens", "/blogs/balcony-gardens-for-small-flats"} {
			if res, _ := get(path); res.StatusCode != http.StatusNotFound {
				t.Errorf("%s after delete: %d, want 404", path, res.StatusCode)
			}
		}
		res := a.as(t, "", "GET", "/api/blogs/balcony-gardens", "", nil)
		if body := decodeBody(t, res); res.StatusCode != 404 || body["error"] != "Blog not found." {
			t.Errorf("API after delete: %d %v", res.StatusCode, body)
		}
		if _, sm := get("/sitemap.xml"); strings.Contains(sm, "balcony") {
			t.Errorf("sitemap after delete:\n%s", sm)
		}
		if _, list := get("/blogs"); strings.Contains(list, "Balcony Gardens") {
			t.Error("/blogs still lists the deleted post")
		}
		if res := a.as(t, cookie, "GET", url, "", nil); res.StatusCode != 404 {
			t.Errorf("editor's read after delete: %d", res.StatusCode)
		}
		audit, err := a.db.ListAudit(context.Background(), staff.AuditQuery{Limit: 20})
		if err != nil {
			t.Fatal(err)
		}
		var deletes int
		for _, e := range audit {
			if e.Action == "deleted a blog post" && strings.Contains(e.Subject, "/blogs/balcony-gardens") && e.ActorEmail != "" && !e.At.IsZero() {
				deletes++
			}
		}
		if deletes != 1 {
			t.Errorf("%d audit entries for the delete, want 1 with who and when", deletes)
		}
	}, func(d *wiring) { d.Site = blogSite() })
}

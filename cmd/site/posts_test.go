package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestPostsPublishAt: `site posts publish --at` publishes a post scheduled a day ahead, only when --at reaches it.
func TestPostsPublishAt(t *testing.T) {
	env, db := migratedSite(t)
	ctx := context.Background()
	svc := blog.NewService(db, nil, nil)
	by := staff.Actor{Email: "editor@example.com"}
	p, err := svc.Create(ctx, by, blog.Post{Title: "Teak Pooja Corners", Category: "Latest Articles", Author: "Ananya Rao",
		DateShown: "2026-11-20", BodyHTML: "<p>Text.</p>", Cover: &blog.Image{URL: "/media/abc123/640.webp", Alt: "A corner"}})
	if err != nil {
		t.Fatal(err)
	}
	tomorrow := time.Now().Add(24 * time.Hour).UTC().Truncate(time.Second)
	var change blog.Change
	body, _ := json.Marshal(map[string]any{"version": p.Version, "status": "scheduled", "publishAt": tomorrow})
	if err := json.Unmarshal(body, &change); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Change(ctx, by, p.ID, change); err != nil {
		t.Fatal(err)
	}
	db.Close()

	for _, bad := range [][]string{{"posts"}, {"posts", "publish", "--at", "tomorrow"}, {"posts", "publish", "extra"}} {
		if out, code := runSite(t, env, bad...); code != 2 || !strings.Contains(out, "usage: site") {
			t.Errorf("%v: exit %d\n%s", bad, code, out)
		}
	}
	if out, code := runSite(t, env, "posts", "publish"); code != 0 || !strings.Contains(out, "0 scheduled post(s)") {
		t.Fatalf("publish now: exit %d\n%s", code, out)
	}
	out, code := runSite(t, env, "posts", "publish", "--at", tomorrow.Add(time.Minute).Format(time.RFC3339))
	if code != 0 || !strings.Contains(out, "published /blogs/teak-pooja-corners (Teak Pooja Corners)") || !strings.Contains(out, "1 scheduled post(s)") {
		t.Fatalf("publish --at a day ahead: exit %d\n%s", code, out)
	}
}

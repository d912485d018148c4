package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// testBlogPublishDue: the controlled clock of `site posts publish --at` publishes the posts due
// by then (with a revision, an audit entry and a new generation) and leaves later ones scheduled.
func testBlogPublishDue(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc := blog.NewService(s, nil, func() time.Time { return at })
	editor := staff.Actor{Email: "editor@example.com"}
	schedule := func(title string, when time.Time) *blog.Post {
		p, err := svc.Create(ctx, editor, blog.Post{Title: title, Category: "Latest Articles", Author: "Ananya Rao",
			DateShown: "2026-11-20", BodyHTML: "<p>Text.</p>", Cover: &blog.Image{URL: "/media/abc123/640.webp", Alt: "A room"}})
		if err != nil {
			t.Fatal(err)
		}
		p, err = svc.Change(ctx, editor, p.ID, blogChange(t, p.Version, map[string]any{"status": "scheduled", "publishAt": when}))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	tomorrow := schedule("Due tomorrow", at.Add(24*time.Hour))
	later := schedule("Due next week", at.Add(7*24*time.Hour))
	gen, _ := svc.Generation(ctx)

	none, err := svc.PublishDue(ctx, staff.CommandLine, at)
	if err != nil || len(none) != 0 {
		t.Fatalf("at the present: published %v (%v), want none", none, err)
	}
	done, err := svc.PublishDue(ctx, staff.CommandLine, at.Add(25*time.Hour))
	if err != nil || len(done) != 1 || done[0].ID != tomorrow.ID || done[0].Status != blog.Published {
		t.Fatalf("a day ahead: published %+v (%v), want only %q", done, err, tomorrow.Title)
	}
	if g, _ := svc.Generation(ctx); g <= gen {
		t.Error("the blog's generation did not move: running copies would not notice")
	}
	// Visitors see it now, at the real clock, not only at the controlled one.
	if a, _, err := svc.ArticleAt(ctx, tomorrow.Slug); err != nil || a == nil {
		t.Errorf("published post not live: %v", err)
	}
	if p, _ := svc.Post(ctx, later.ID); p.Status != blog.Scheduled {
		t.Errorf("the later post is %q, want still scheduled", p.Status)
	}
	if revs, _ := svc.Revisions(ctx, tomorrow.ID); len(revs) != 3 {
		t.Errorf("%d revisions, want 3 (created, scheduled, published)", len(revs))
	}
	if again, err := svc.PublishDue(ctx, staff.CommandLine, at.Add(25*time.Hour)); err != nil || len(again) != 0 {
		t.Errorf("a second run published %v (%v), want nothing", again, err)
	}
}

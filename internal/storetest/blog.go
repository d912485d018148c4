package storetest

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

func blogChange(t testing.TB, version int64, fields map[string]any) blog.Change {
	t.Helper()
	fields["version"] = version
	b, _ := json.Marshal(fields)
	var c blog.Change
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// ScheduledPost is a post an editor wrote through svc and scheduled to go live at when.
func ScheduledPost(t testing.TB, svc *blog.Service, title string, when time.Time) *blog.Post {
	t.Helper()
	ctx := context.Background()
	editor := staff.Actor{Email: "editor@example.com"}
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

// testBlogPosts walks the editor's one road on a real engine: a draft with its derived slug,
// a taken slug refused, a rename keeping the old address, a stale edit refused without a trace,
// a schedule that goes live when the clock passes it, revisions and restore, racing saves, delete.
func testBlogPosts(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	clock := at
	svc := blog.NewService(s, nil, func() time.Time { return clock })
	editor := staff.Actor{ID: 0, Email: "editor@example.com", Address: "192.0.2.1"}
	gen := func() int64 {
		g, err := svc.Generation(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	g0 := gen()
	p, err := svc.Create(ctx, editor, blog.Post{Title: "Small Balcony Gardens!", Category: "Balcony Ideas", Author: "Ananya Rao",
		DateShown: "2026-11-20", BodyHTML: `<p>Plants <script>alert(1)</script>and light.</p>`,
		Cover: &blog.Image{URL: "/media/abc123/640.webp", Alt: "A balcony"}})
	if err != nil {
		t.Fatal(err)
	}
	if p.Slug != "small-balcony-gardens" || p.Status != blog.Draft || p.Version != 1 || strings.Contains(p.BodyHTML, "script") {
		t.Fatalf("created %+v", p)
	}
	if gen() <= g0 {
		t.Fatal("generation did not rise with a new post")
	}
	if _, err := svc.Create(ctx, editor, blog.Post{Title: "Small balcony gardens", Category: "Latest Articles", Author: "A",
		DateShown: "2026-11-20"}); fault.FieldsOf(err)["slug"] == "" {
		t.Fatalf("second post on the same slug: %v, want a slug sentence", err)
	}
	cats, _ := svc.Categories(ctx)
	if len(cats) != 5 || cats[4] != "Balcony Ideas" {
		t.Fatalf("categories %v", cats)
	}
	// Scheduled for tomorrow: not live today, live once the clock passes it.
	tomorrow := at.Add(24 * time.Hour)
	p, err = svc.Change(ctx, editor, p.ID, blogChange(t, 1, map[string]any{"status": "scheduled", "publishAt": tomorrow}))
	if err != nil || p.Version != 2 || p.Status != blog.Scheduled {
		t.Fatalf("schedule: %+v, %v", p, err)
	}
	if _, _, err := svc.ArticleAt(ctx, p.Slug); fault.Message(err) != "Blog not found." {
		t.Fatalf("scheduled post before its time: %v", err)
	}
	clock = tomorrow.Add(time.Second)
	if a, _, err := svc.ArticleAt(ctx, p.Slug); err != nil || a.Title != "Small Balcony Gardens!" || a.Date != "20 November 2026" {
		t.Fatalf("scheduled post after its time: %+v, %v", a, err)
	}
	if got, _ := svc.Post(ctx, p.ID); got.Status != blog.Published {
		t.Fatalf("status shown after the time = %q", got.Status)
	}
	// A stale edit is refused, changes nothing and leaves no audit entry.
	if _, err := svc.Change(ctx, editor, p.ID, blogChange(t, 1, map[string]any{"title": "Stale"})); fault.Code(err) != fault.ECONFLICT {
		t.Fatalf("stale edit = %v", err)
	}
	// Rename: the old address answers with the new one.
	p, err = svc.Change(ctx, editor, p.ID, blogChange(t, 2, map[string]any{"slug": "balcony-gardens"}))
	if err != nil {
		t.Fatal(err)
	}
	if _, moved, err := svc.ArticleAt(ctx, "small-balcony-gardens"); err != nil || moved != "balcony-gardens" {
		t.Fatalf("old slug: moved %q, %v", moved, err)
	}
	revs, err := svc.Revisions(ctx, p.ID)
	if err != nil || len(revs) != 3 || revs[0].Author != "editor@example.com" {
		t.Fatalf("revisions %+v, %v", revs, err)
	}
	// Restoring the first revision brings its slug back, as a fourth revision; the status stays.
	p, err = svc.Restore(ctx, editor, p.ID, revs[2].ID, p.Version)
	if err != nil || p.Slug != "small-balcony-gardens" || p.Status != blog.Published {
		t.Fatalf("restore: %+v, %v", p, err)
	}
	if revs, _ := svc.Revisions(ctx, p.ID); len(revs) != 4 {
		t.Fatalf("%d revisions after restore, want 4", len(revs))
	}
	if _, moved, _ := svc.ArticleAt(ctx, "balcony-gardens"); moved != "small-balcony-gardens" {
		t.Fatalf("renamed back: balcony-gardens moves to %q", moved)
	}
	// Two editors save the same version: exactly one wins.
	oneOfTwoWins(t, func(i int) error {
		_, err := svc.Change(ctx, editor, p.ID, blogChange(t, p.Version, map[string]any{"author": []string{"A", "B"}[i]}))
		return err
	})
	audit := auditWhere(t, s, 50, func(e staff.AuditEvent) bool { return strings.Contains(e.Action, "blog post") })
	for _, e := range audit {
		if e.ActorEmail != "editor@example.com" || e.At.IsZero() {
			t.Errorf("audit entry without who or when: %+v", e)
		}
	}
	if len(audit) != 5 { // created, scheduled, renamed, restored, one racing save
		t.Fatalf("%d blog audit entries, want 5", len(audit))
	}
	cur, _ := svc.Post(ctx, p.ID)
	if err := svc.Delete(ctx, editor, p.ID, cur.Version-1); fault.Code(err) != fault.ECONFLICT {
		t.Fatalf("stale delete = %v", err)
	}
	if err := svc.Delete(ctx, editor, p.ID, cur.Version); err != nil {
		t.Fatal(err)
	}
	if _, _, err := svc.ArticleAt(ctx, "balcony-gardens"); fault.Code(err) != fault.ENOTFOUND {
		t.Fatalf("old address of a deleted post: %v", err)
	}
}

// testBlogPublishDue: the controlled clock of `site posts publish --at` publishes the posts due
// by then (with a revision, an audit entry and a new generation) and leaves later ones scheduled.
func testBlogPublishDue(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc := blog.NewService(s, nil, func() time.Time { return at })
	tomorrow := ScheduledPost(t, svc, "Due tomorrow", at.Add(24*time.Hour))
	later := ScheduledPost(t, svc, "Due next week", at.Add(7*24*time.Hour))
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

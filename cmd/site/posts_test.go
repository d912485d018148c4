package main

import (
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestPostsPublishAt: `site posts publish --at` publishes a post scheduled a day ahead, only when --at reaches it.
func TestPostsPublishAt(t *testing.T) {
	t.Parallel()
	env, db := migratedSite(t)
	tomorrow := time.Now().Add(24 * time.Hour).UTC().Truncate(time.Second)
	storetest.ScheduledPost(t, blog.NewService(db, nil, nil), "Teak Pooja Corners", tomorrow)
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

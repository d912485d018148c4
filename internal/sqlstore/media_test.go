package sqlstore_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestMediaCleanUp: photos no design or project lists go after the grace
// period, with their variants; photos in use, and fresh ones, stay. Both engines.
func TestMediaCleanUp(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) { testCleanUp(t, e) })
	}
}

func testCleanUp(t *testing.T, e engine) {
	s, raw, dsn := e.open(t)
	other := e.secondCopy(t, s, dsn)
	ctx := context.Background()
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	old, fresh := now.Add(-48*time.Hour), now.Add(-time.Hour)
	photos := map[string]time.Time{"a1": old, "b2": old, "c3": old, "d4": fresh, "e5": old}
	for seed, at := range photos {
		if _, err := s.SaveMedia(ctx, storetest.Photo(seed), 1, at, nil); err != nil {
			t.Fatal(err)
		}
	}
	hash := func(seed string) string { return storetest.Photo(seed).Hash }
	for _, q := range []string{
		`INSERT INTO designs (category, type, title, images) VALUES ('kitchen', 'Luxury', 'A',
			'[{"url": "/art/k.svg", "alt": "demo"}, {"media": "` + hash("a1") + `", "alt": "x", "widths": [480]}]')`,
		`INSERT INTO designs (category, type, title, images) VALUES ('kitchen', 'Luxury', 'Odd', '{"media": "` + hash("e5") + `"}')`,
		`INSERT INTO designs (category, type, title, images) VALUES ('kitchen', 'Luxury', 'Scalars', '["x", 3, null, {"media": null}]')`,
		`INSERT INTO projects (name, images, created_at) VALUES ('P', '[{"media": "` + hash("b2") + `", "alt": "y"}]', '2026-11-01T00:00:00.000Z')`,
	} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	// Copies of the site cleaning up at once remove each photo once between them:
	// c3 (old, unused) and e5 (its design's images is not a list of entries).
	var wg sync.WaitGroup
	var removed atomic.Int64
	for i := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			site := s
			if i%2 == 1 {
				site = other
			}
			n, err := site.DeleteUnusedMedia(ctx, now.Add(-24*time.Hour))
			if err != nil {
				t.Error(err)
			}
			removed.Add(int64(n))
		}()
	}
	wg.Wait()
	if n := removed.Load(); n != 2 {
		t.Errorf("removed %d photos, want 2", n)
	}
	for seed, want := range map[string]bool{"a1": true, "b2": true, "c3": false, "d4": true, "e5": false} {
		_, err := s.MediaImage(ctx, hash(seed))
		_, verr := s.MediaVariant(ctx, hash(seed), 480, "webp")
		if got := err == nil; got != want || (verr == nil) != want {
			t.Errorf("photo %s kept = %v (variant: %v), want %v", seed, got, verr, want)
		}
		if !want && fault.Code(err) != fault.ENOTFOUND {
			t.Errorf("photo %s: %v", seed, err)
		}
	}
	// A repeat upload of a removed photo stores it again; one of an old unused photo restarts its grace period.
	if created, err := s.SaveMedia(ctx, storetest.Photo("c3"), 1, now, nil); err != nil || !created {
		t.Errorf("upload again after clean-up: created %v, %v", created, err)
	}
	if _, err := s.SaveMedia(ctx, storetest.Photo("a1"), 1, now, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`DELETE FROM designs`); err != nil {
		t.Fatal(err)
	}
	if n, err := s.DeleteUnusedMedia(ctx, now.Add(-24*time.Hour)); err != nil || n != 0 {
		t.Errorf("second clean-up removed %d, %v; want none (a1 was uploaded again just now)", n, err)
	}
}

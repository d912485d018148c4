package blog

import (
	"strings"
	"testing"
	"time"
)

func TestSlugOf(t *testing.T) {
	for title, want := range map[string]string{
		"Modern Kitchen Design Trends 2025": "modern-kitchen-design-trends-2025",
		"  Ideas: 2BHK -- on a budget!  ":   "ideas-2bhk-on-a-budget",
		"Pooja Room — Ideas":                "pooja-room-ideas",
		"!!!":                               "",
	} {
		if got := SlugOf(title); got != want {
			t.Errorf("SlugOf(%q) = %q, want %q", title, got, want)
		}
	}
}

// TestSanitizeKeepsWhatTheEditorMakes: the allowlist keeps the editor's own markup, YouTube embeds and
// uploaded photos, adds rel to outside links, and the checks speak in the contract's sentences.
func TestSanitizeKeepsWhatTheEditorMakes(t *testing.T) {
	in := `<h2>Plan</h2><p><strong>Measure</strong> <em>twice</em>, <a href="/blogs/x">read</a> <a href="https://example.com/a">this</a>.</p>` +
		`<figure><img src="/media/abc/640.webp" alt="A sink" width="640" height="360"><figcaption>Sink</figcaption></figure>` +
		`<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Tour" allowfullscreen></iframe>`
	out := Sanitize(in)
	for _, want := range []string{`<h2>Plan</h2>`, `<a href="/blogs/x">read</a>`, `href="https://example.com/a" rel="nofollow noreferrer"`,
		`<img src="/media/abc/640.webp" alt="A sink" width="640" height="360">`, `src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"`} {
		if !strings.Contains(out, want) {
			t.Errorf("sanitised body lacks %s:\n%s", want, out)
		}
	}
	if CheckBody(`<img src="/media/a/1.webp">`) != C.Messages["imageAlt"] || CheckBody(`<img src="https://x.example/a.png" alt="a">`) != C.Messages["imageSrc"] {
		t.Error("an image without alt or from elsewhere is not refused with its sentence")
	}
}

func TestLiveAt(t *testing.T) {
	now := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	later := now.Add(time.Minute)
	p := Post{Status: Scheduled, PublishAt: &later}
	if p.LiveAt(now) || p.StatusAt(now) != Scheduled || !p.LiveAt(later) || p.StatusAt(later) != Published {
		t.Fatal("a scheduled post is live from its time on, and not before")
	}
	if (&Post{Status: Unpublished}).LiveAt(now) || (&Post{Status: Draft}).LiveAt(now) || !(&Post{Status: Published}).LiveAt(now) {
		t.Fatal("only published posts are live")
	}
}

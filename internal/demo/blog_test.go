package demo

import (
	"testing"

	"github.com/nivaas-interiors/site/internal/blog"
)

// TestBlogSeedKeepsTheTexts: the built-in posts pass the editor's rules, and the allowlist
// changes none of their words (the pages were built with exactly these texts).
func TestBlogSeedKeepsTheTexts(t *testing.T) {
	posts := BlogPosts()
	if len(posts) != 4 {
		t.Fatalf("%d built-in posts, want 4", len(posts))
	}
	for _, p := range posts {
		before := blog.TextOf(p.BodyHTML)
		if err := p.Validate(); err != nil {
			t.Fatalf("%s: %v", p.Slug, err)
		}
		if after := blog.TextOf(p.BodyHTML); after != before {
			t.Errorf("%s: the allowlist changed the text", p.Slug)
		}
		if p.Status != blog.Published || p.Cover == nil || p.SEO.Description == "" {
			t.Errorf("%s: %+v", p.Slug, p)
		}
	}
}

package sitepages

import (
	"testing"

	"github.com/nivaas-interiors/site/internal/catalog"
)

// emptySlot is the first-photo slot as React writes it into the pre-rendered page.
const emptySlot = `<div id="catalog-first-photo" class="[&amp;_img]:w-full"></div>`

// TestFirstPicture: a demo illustration is drawn at the cards' size when it
// does not say its own, an unknown placeholder is left out, and a slot that is
// missing or already holds something is left alone.
func TestFirstPicture(t *testing.T) {
	demo := firstPicture(&catalog.Image{URL: "/art/designs/wardrobe/normal-1.svg"}, `Oak & "linen"`, "100vw")
	if want := `<img src="/art/designs/wardrobe/normal-1.svg" alt="Oak &amp; &#34;linen&#34;" width="1200" height="900" fetchpriority="high" decoding="async">`; demo != want {
		t.Errorf("demo image:\n got %s\nwant %s", demo, want)
	}
	if got := firstPicture(nil, "x", "100vw"); got != "" {
		t.Errorf("no image drew %q", got)
	}
	if got := placeholderStyle(`red;background:url(//evil)`); got != "" {
		t.Errorf("an unknown placeholder became %q", got)
	}
	for page, want := range map[string]int{
		`<p>` + emptySlot: 3 + len(emptySlot) - len("</div>"),
		`<p>no slot</p>`:  -1,
		`<div id="catalog-first-photo" class="x"><img></div>`: -1,
	} {
		if got := firstPhotoSlot([]byte(page)); got != want {
			t.Errorf("firstPhotoSlot(%q) = %d, want %d", page, got, want)
		}
	}
}

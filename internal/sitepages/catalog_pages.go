package sitepages

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"html"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/media"
)

// PageRecheck is how long a copy trusts the catalog generation it read: a change
// published on another copy reaches this one's pages within it. Its own changes
// count at once (catalogChanged).
const PageRecheck = 2 * time.Second

// galleryFirstTier is the tier the gallery page shows before the visitor picks
// one (web/app/routes/design-gallery.tsx's initial state).
const galleryFirstTier = "Normal"

const galleryPrefix = "/design-gallery/"

// filledPages holds the gallery and projects pages with the current catalog
// data put in, made lazily per page when the catalog's generation moves on.
type filledPages struct {
	mu         sync.Mutex
	generation int64
	checkedAt  time.Time
	stale      bool
	pages      map[string]*filledPage
}

type filledPage struct {
	mu         sync.Mutex
	generation int64
	asset      *Asset
}

func newFilledPages() *filledPages { return &filledPages{pages: map[string]*filledPage{}} }

// invalidate makes the next request read the generation again.
func (f *filledPages) invalidate() {
	f.mu.Lock()
	f.stale = true
	f.mu.Unlock()
}

// fillable reports whether the page at path shows catalog data from the API.
func fillable(path string) bool {
	if path == "/recent-projects" {
		return true
	}
	return strings.HasPrefix(path, galleryPrefix) && slices.Contains(catalog.Categories, strings.TrimPrefix(path, galleryPrefix))
}

// currentGeneration returns the catalog generation, read from the database at most once per PageRecheck.
func (s *Pages) currentGeneration(ctx context.Context) (int64, error) {
	f := s.filled
	f.mu.Lock()
	defer f.mu.Unlock()
	now := s.now()
	if !f.stale && f.generation != 0 && now.Sub(f.checkedAt) < PageRecheck && now.After(f.checkedAt) {
		return f.generation, nil
	}
	g, err := s.catalog.Generation(ctx)
	if err != nil {
		return 0, err
	}
	f.generation, f.checkedAt, f.stale = g, now, false
	return g, nil
}

// filledPage returns static with the current catalog data put in, or static
// itself when the page shows no catalog data or the database does not answer
// (the front end then asks the API, as it would without this).
func (s *Pages) filledPage(r *http.Request, path string, static *Asset) *Asset {
	if s.filled == nil || !fillable(path) {
		return static
	}
	ctx, cancel := context.WithTimeout(r.Context(), time.Second)
	defer cancel()
	g, err := s.currentGeneration(ctx)
	if err != nil {
		s.logger.WarnContext(ctx, "catalog generation unread; page served without its data", "path", path, "err", err)
		return static
	}
	s.filled.mu.Lock()
	p := s.filled.pages[path]
	if p == nil {
		p = &filledPage{}
		s.filled.pages[path] = p
	}
	s.filled.mu.Unlock()

	p.mu.Lock() // one copy of a page is made at a time; the others wait for it
	defer p.mu.Unlock()
	if p.asset != nil && p.generation >= g {
		return p.asset
	}
	a, err := s.fillPage(ctx, path, static)
	if err != nil {
		s.logger.WarnContext(ctx, "catalog unread; page served without its data", "path", path, "err", err)
		return static
	}
	p.asset, p.generation = a, g
	return a
}

// fillPage reads the first view's data and puts it, with a preload of its first image, into the page's head,
// and that image into the first card's slot of the page's body.
func (s *Pages) fillPage(ctx context.Context, path string, static *Asset) (*Asset, error) {
	var data any
	var first *catalog.Image
	var alt string
	sizes := contract.C.CatalogPage.ProjectSizes
	if path == "/recent-projects" {
		projects, err := s.catalog.ListRecentProjects(ctx)
		if err != nil {
			return nil, err
		}
		data = map[string]any{"kind": "projects", "projects": projects}
		if len(projects) > 0 && len(projects[0].Images) > 0 {
			first = &projects[0].Images[0]
			alt = cmp.Or(first.Alt, projects[0].Name) // as project-card.tsx
		}
	} else {
		category := strings.TrimPrefix(path, galleryPrefix)
		designs, err := s.catalog.ListDesigns(ctx, category, galleryFirstTier)
		if err != nil {
			return nil, err
		}
		data = map[string]any{"kind": "designs", "category": category, "type": galleryFirstTier, "designs": designs}
		if len(designs) > 0 && len(designs[0].Images) > 0 {
			first = &designs[0].Images[0]
			// as design-images.tsx's imageAlt
			alt = cmp.Or(strings.TrimSpace(first.Alt), designs[0].Title+", image 1 of "+strconv.Itoa(len(designs[0].Images)))
		}
		sizes = contract.C.CatalogPage.GallerySizes
	}
	// encoding/json writes <, > and & as \u003c…, so no text can close the script element.
	// (A data block never runs; its hash still joins the page's CSP, which lists every inline script.)
	payload, err := json.Marshal(data)
	if err != nil {
		return nil, err
	}
	var head bytes.Buffer
	head.WriteString(preloadLink(first, sizes))
	head.WriteString(`<script type="application/json" id="` + contract.C.CatalogPage.DataID + `">`)
	head.Write(payload)
	head.WriteString(`</script>`)
	at := bytes.Index(static.body, []byte("</head>"))
	if at < 0 {
		return static, nil
	}
	photo := []byte(firstPicture(first, alt, sizes))
	slot := firstPhotoSlot(static.body)
	if slot < at {
		photo = nil // a page built without the slot still gets its data
	}
	body := make([]byte, 0, len(static.body)+head.Len()+len(photo))
	body = append(body, static.body[:at]...)
	body = append(body, head.Bytes()...)
	if photo == nil {
		body = append(body, static.body[at:]...)
	} else {
		body = append(body, static.body[at:slot]...)
		body = append(body, photo...)
		body = append(body, static.body[slot:]...)
	}
	return htmlAsset(static, body), nil
}

// preloadLink starts the first image's download with the HTML, before any script runs.
func preloadLink(im *catalog.Image, sizes string) string {
	if im == nil {
		return ""
	}
	if im.Media == "" {
		return `<link rel="preload" as="image" href="` + html.EscapeString(im.URL) + `" fetchpriority="high">`
	}
	return `<link rel="preload" as="image" type="image/webp" imagesrcset="` + html.EscapeString(srcset(im, "webp")) +
		`" imagesizes="` + html.EscapeString(sizes) + `" fetchpriority="high">`
}

// firstPhotoSlot returns where the content of the page's empty first-photo slot
// (web/app/components/ui/first-photo-slot.tsx) goes, or -1 when it has none.
func firstPhotoSlot(page []byte) int {
	id := bytes.Index(page, []byte(` id="`+contract.C.CatalogPage.FirstPhotoID+`"`))
	if id < 0 {
		return -1
	}
	// React writes > in attribute values as &gt;, so the first > ends the start tag.
	end := bytes.IndexByte(page[id:], '>')
	if end < 0 || !bytes.HasPrefix(page[id+end+1:], []byte("</div>")) {
		return -1
	}
	return id + end + 1
}

// firstPicture is the first card's photo as CatalogPicture draws it
// (web/app/components/ui/catalog-picture.tsx), every editor's text escaped.
func firstPicture(im *catalog.Image, alt, sizes string) string {
	if im == nil {
		return ""
	}
	w, h := im.Width, im.Height
	if w <= 0 || h <= 0 {
		w, h = contract.C.CatalogPage.ImageWidth, contract.C.CatalogPage.ImageHeight
	}
	size := ` alt="` + html.EscapeString(alt) + `" width="` + strconv.Itoa(w) + `" height="` + strconv.Itoa(h) +
		`" fetchpriority="high" decoding="async"`
	if im.Media == "" || len(im.Widths) == 0 {
		return `<img src="` + html.EscapeString(im.URL) + `"` + size + `>`
	}
	return `<picture><source type="image/webp" srcset="` + html.EscapeString(srcset(im, "webp")) + `" sizes="` + html.EscapeString(sizes) + `">` +
		`<img src="` + html.EscapeString(fallbackSrc(im)) + `" srcset="` + html.EscapeString(srcset(im, "jpg")) + `" sizes="` + html.EscapeString(sizes) + `"` +
		size + placeholderStyle(im.Placeholder) + `></picture>`
}

// fallbackSrc is the JPEG for browsers that read no srcset: the widest up to 960 px (media.ts's mediaFallbackSrc).
func fallbackSrc(im *catalog.Image) string {
	best := 0
	for _, w := range im.Widths {
		if w <= 960 && w > best {
			best = w
		}
	}
	if best == 0 {
		best = slices.Min(im.Widths)
	}
	return media.URL(im.Media, best, "jpg")
}

var (
	placeholderColour = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)
	placeholderImage  = regexp.MustCompile(`^data:image/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$`)
)

// placeholderStyle shows the photo's placeholder behind it while it loads; only the two forms media.ts's placeholderStyle accepts.
func placeholderStyle(p string) string {
	switch {
	case placeholderColour.MatchString(p):
		return ` style="background-color:` + p + `"`
	case placeholderImage.MatchString(p):
		return ` style="background-image:url(&quot;` + p + `&quot;);background-size:cover"`
	}
	return ""
}

// srcset lists an uploaded photo's widths in one format (web/app/lib/media.ts writes the same).
func srcset(im *catalog.Image, format string) string {
	parts := make([]string, len(im.Widths))
	for i, w := range im.Widths {
		parts[i] = media.URL(im.Media, w, format) + " " + strconv.Itoa(w) + "w"
	}
	return strings.Join(parts, ", ")
}

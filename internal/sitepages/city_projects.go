package sitepages

// A city page's own parts (issue 27 item 4): the projects the editor chose, its hero photo and its
// experience centre. The projects section is written into the page's empty slot the way
// web/app/features/city-page/city-projects.tsx renders it, so React hydrates what the HTML holds;
// their data goes in a JSON block of the page's own for the front end.

import (
	"cmp"
	"context"
	"encoding/json"
	"html"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/sitecontent"
)

// cityProjectsSlot is the id of the city page's element the projects section goes in.
const cityProjectsSlot = "city-projects"

// cityProject is what a city page shows of a project (web/app/content/site-content.ts CityProject).
type cityProject struct {
	ID       int64          `json:"id"`
	Name     string         `json:"name"`
	Designer string         `json:"designer"`
	Location string         `json:"location"`
	Image    *catalog.Image `json:"image,omitempty"`
}

// chosenProjects are the city's projects still published, in the editor's order.
func (s *Pages) chosenProjects(ctx context.Context, city *sitecontent.CityPage) ([]cityProject, error) {
	if city == nil || len(city.Projects) == 0 || s.catalog == nil {
		return nil, nil
	}
	all, err := s.catalog.ListRecentProjects(ctx)
	if err != nil {
		return nil, err
	}
	byID := map[int64]catalog.Project{}
	for _, p := range all {
		byID[p.ID] = p
	}
	var out []cityProject
	for _, id := range city.Projects {
		p, ok := byID[id]
		if !ok {
			continue
		}
		c := cityProject{ID: p.ID, Name: p.Name, Designer: p.Designer, Location: p.Location}
		if len(p.Images) > 0 {
			c.Image = &p.Images[0]
		}
		out = append(out, c)
	}
	return out, nil
}

// catalogKey is the part of a city page's cache key that moves with the published catalog.
func (s *Pages) catalogKey(ctx context.Context, city *sitecontent.CityPage) (string, error) {
	if city == nil || len(city.Projects) == 0 || s.filled == nil || s.catalog == nil {
		return "", nil
	}
	g, err := s.currentGeneration(ctx)
	return "@" + strconv.FormatInt(g, 10), err
}

// cityProjectsBlock is the projects' JSON block for the front end, with the page's city ("" when it shows none).
func cityProjectsBlock(slug string, projects []cityProject) string {
	if len(projects) == 0 {
		return ""
	}
	payload, err := json.Marshal(map[string]any{"slug": slug, "projects": projects}) // writes <, > and & as \u003c…: nothing closes the script element
	if err != nil {
		return ""
	}
	return `<script type="application/json" id="` + sitecontent.C.CityProjectsDataID + `">` + string(payload) + `</script>`
}

// cityProjectsSection is the section city-projects.tsx renders for projects on the page of the city named name.
func cityProjectsSection(name string, projects []cityProject) string {
	if len(projects) == 0 {
		return ""
	}
	t := sitecontent.C.Texts
	var b strings.Builder
	b.WriteString(`<section aria-labelledby="city-projects-heading" class="section-y">` +
		`<div class="mx-auto flex w-full max-w-7xl flex-col gap-8 px-5 sm:px-8 lg:px-12">` +
		`<h2 id="city-projects-heading" class="text-title">` + html.EscapeString(strings.ReplaceAll(t["cityProjects"], "{name}", name)) + `</h2>` +
		`<ul class="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">`)
	for _, p := range projects {
		b.WriteString(`<li class="flex flex-col gap-3">`)
		if p.Image != nil {
			b.WriteString(projectPicture(p.Image, cmp.Or(strings.TrimSpace(p.Image.Alt), p.Name)))
		}
		line := strings.NewReplacer("{location}", p.Location, "{designer}", p.Designer).Replace(t["cityProjectLine"])
		b.WriteString(`<h3 class="text-xl leading-snug">` + html.EscapeString(p.Name) + `</h3>` +
			`<p class="text-base text-ink-muted">` + html.EscapeString(line) + `</p></li>`)
	}
	b.WriteString(`</ul><a href="/recent-projects" class="inline-flex min-h-11 items-center self-start font-semibold text-accent-ink underline underline-offset-4">` +
		html.EscapeString(t["cityAllProjects"]) + `</a></div></section>`)
	return b.String()
}

// projectPicture is CatalogPicture (web/app/components/ui/catalog-picture.tsx) of a lazily loaded card photo.
func projectPicture(im *catalog.Image, alt string) string {
	sizes := sitecontent.C.CityProjectsSizes
	w, h := im.Width, im.Height
	if w <= 0 || h <= 0 {
		w, h = contract.C.CatalogPage.ImageWidth, contract.C.CatalogPage.ImageHeight
	}
	attrs := ` alt="` + html.EscapeString(alt) + `" width="` + strconv.Itoa(w) + `" height="` + strconv.Itoa(h) +
		`" loading="lazy" decoding="async" class="aspect-[4/3] w-full rounded-card object-cover shadow-soft"`
	if im.Media == "" || len(im.Widths) == 0 {
		return `<img src="` + html.EscapeString(im.URL) + `"` + attrs + `>`
	}
	return `<picture><source type="image/webp" srcset="` + html.EscapeString(srcset(im, "webp")) + `" sizes="` + html.EscapeString(sizes) + `">` +
		`<img src="` + html.EscapeString(fallbackSrc(im)) + `" srcset="` + html.EscapeString(srcset(im, "jpg")) + `" sizes="` + html.EscapeString(sizes) + `"` +
		attrs + placeholderStyle(im.Placeholder) + `></picture>`
}

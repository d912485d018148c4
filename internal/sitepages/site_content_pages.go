package sitepages

// The editor's reviews, FAQs and city pages in pre-rendered pages (issue 27, items 2 and 4).
//
// As with the company details (company_pages.go), the built pages mark what an editor may
// change: a list whose items the server writes again (data-live-list="reviews", the menus'
// "cities", a city page's "city.localities"), with the fields of an item marked
// data-live-field, and a city page's texts (data-live="city.…"). While something is saved,
// every page is served with those parts written from the saved lists and with the lists as a
// JSON block (id sitecontent.C.DataID) in its head, which the front end reads before it
// hydrates (web/app/content/site-content.ts), so React renders what the HTML already holds.
// An added city page (/city/coimbatore) is the pre-rendered page of the built-in city it is
// based on, with its own texts, address and crumb written in and the sections that only the
// built-in cities have left out. Each copy reads the lists' version at most every PageRecheck.

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"html"
	"net/http"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/sitecontent"
)

// SiteContent is what pages read to show the editor's reviews, FAQs and city pages.
type SiteContent interface {
	SiteDocument(ctx context.Context, name string) ([]byte, int64, error)
	SiteContentVersion(ctx context.Context) (int64, error)
}

// liveContent is one version's lists, ready to write into pages.
type liveContent struct {
	saved   bool // something differs from the built pages
	reviews []sitecontent.Review
	custom  bool                      // reviews saved
	faqs    []sitecontent.FAQCategory // nil: the built ones
	cities  sitecontent.Cities
	block   []byte
}

// UseSiteContent makes every page show the lists store holds (nil: the built ones).
func (s *Pages) UseSiteContent(store SiteContent) {
	s.contentLive = newLiveData("site content", store.SiteContentVersion, func(ctx context.Context, _ int64) (*liveContent, error) {
		return readContent(ctx, store)
	})
}

// SiteContentChanged makes this copy re-read the lists for its next page (other copies notice within PageRecheck).
func (s *Pages) SiteContentChanged() {
	if s.contentLive != nil {
		s.contentLive.changed()
	}
}

func readContent(ctx context.Context, store SiteContent) (*liveContent, error) {
	reviews, faqs, cities, err := sitecontent.Read(ctx, store)
	if err != nil {
		return nil, err
	}
	quotePlaceholders(faqs.Categories, cities.Items)
	block := map[string]any{}
	cur := &liveContent{cities: cities}
	if reviews.Version > 1 {
		cur.reviews, cur.custom = reviews.Visible(), true
		block["reviews"] = cur.reviews
	}
	if faqs.Version > 1 && faqs.Categories != nil {
		cur.faqs = faqs.Categories
		block["faqs"] = faqs.Categories
	}
	if len(cities.Items) > 0 {
		block["cities"] = cities.Items
	}
	cur.saved = len(block) > 0
	// encoding/json writes <, > and & as \u003c…, so no text can close the script element.
	payload, err := json.Marshal(block)
	if err != nil {
		return nil, err
	}
	cur.block = []byte(`<script type="application/json" id="` + sitecontent.C.DataID + `">` + string(payload) + `</script>`)
	return cur, nil
}

// quotePlaceholders writes the contact details the editor's texts quote as placeholders (company.WithPlaceholders),
// so that texts saved quoting the built-in values show the owner's current ones, in the page's data block too.
func quotePlaceholders(faqs []sitecontent.FAQCategory, cities []sitecontent.CityPage) {
	for i := range faqs {
		for j := range faqs[i].FAQs {
			faqs[i].FAQs[j].Answer = company.WithPlaceholders(faqs[i].FAQs[j].Answer)
		}
	}
	for i := range cities {
		c := &cities[i]
		for _, text := range []*string{&c.HeroIntro, &c.TypicalHomes, &c.Climate, &c.Centre} {
			*text = company.WithPlaceholders(*text)
		}
	}
}

// contentNow is the current lists, or nil when nothing is saved or they cannot be read (the built pages then).
func (s *Pages) contentNow(r *http.Request) *liveContent {
	if s.contentLive == nil {
		return nil
	}
	if cur := s.contentLive.forRequest(s, r); cur != nil && cur.saved {
		return cur
	}
	return nil
}

// withSiteContent returns the built page at path with the current lists written in.
func (s *Pages) withSiteContent(r *http.Request, path string, page *Asset) *Asset {
	cur := s.contentNow(r)
	if cur == nil || page == nil || !page.html {
		return page
	}
	var city *sitecontent.CityPage
	if slug, ok := strings.CutPrefix(path, "/city/"); ok {
		if c, found := cur.cities.Find(slug); found {
			city = &c
		}
	}
	return s.contentPage(r, cur, path+page.etag, page, city)
}

// addedCityPage is the page of an added city at path, made from its base city's built page; nil when there is none.
func (s *Pages) addedCityPage(r *http.Request, path string) *Asset {
	slug, ok := strings.CutPrefix(path, "/city/")
	if !ok || sitecontent.IsBuiltinCity(slug) {
		return nil
	}
	cur := s.contentNow(r)
	if cur == nil {
		return nil
	}
	city, found := cur.cities.Find(slug)
	shell := s.site.pages["/city/"+city.Base]
	if !found || shell == nil {
		return nil
	}
	return s.contentPage(r, cur, path+shell.etag, shell, &city)
}

// contentPage fills page once per version and key (and catalog generation, on a city page showing projects).
func (s *Pages) contentPage(r *http.Request, cur *liveContent, key string, page *Asset, city *sitecontent.CityPage) *Asset {
	ctx, cancel := context.WithTimeout(r.Context(), time.Second)
	defer cancel()
	gen, err := s.catalogKey(ctx, city)
	if err != nil {
		s.logger.WarnContext(ctx, "catalog generation unread; city page served with the last projects read", "path", r.URL.Path, "err", err)
	}
	var unread error
	filled := s.contentLive.page(cur, key+gen, func() *Asset {
		projects, err := s.chosenProjects(ctx, city)
		if err != nil {
			unread = err
			return nil // not kept: the next request tries again
		}
		return htmlAsset(page, fillContent(page.body, cur, city, projects))
	})
	if unread != nil {
		// Without its projects the page is the built one's shape.
		s.logger.WarnContext(ctx, "projects unread; city page served without them", "path", r.URL.Path, "err", unread)
		return htmlAsset(page, fillContent(page.body, cur, city, nil))
	}
	return filled
}

// sitemapWithCities is the built sitemap with the added city pages listed after the built ones.
func (s *Pages) sitemapWithCities(r *http.Request, sitemap *Asset) *Asset {
	cur := s.contentNow(r)
	if cur == nil {
		return sitemap
	}
	var urls strings.Builder
	for _, c := range cur.cities.Items {
		if c.Added() {
			urls.WriteString("  <url><loc>" + html.EscapeString(s.origin()+"/city/"+c.Slug) + "</loc></url>\n")
		}
	}
	if urls.Len() == 0 {
		return sitemap
	}
	end := bytes.LastIndex(sitemap.body, []byte("</urlset>"))
	if end < 0 {
		return sitemap
	}
	return s.contentLive.page(cur, "/sitemap.xml"+sitemap.etag, func() *Asset {
		body := append(append(append([]byte(nil), sitemap.body[:end]...), urls.String()...), sitemap.body[end:]...)
		filled := &Asset{name: sitemap.name, body: body, contentType: sitemap.contentType}
		filled.etag = etagOf(sha256.Sum256(body))
		filled.prepareHeaders()
		return filled
	})
}

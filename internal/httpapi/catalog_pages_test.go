package httpapi

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/sitepages"
	"github.com/nivaas-interiors/site/internal/staff"
)

// emptySlot is the first-photo slot as React writes it into the pre-rendered page.
const emptySlot = `<div id="catalog-first-photo" class="[&amp;_img]:w-full"></div>`

// prerendered is a page as the build writes it: the loading state, no data.
func prerendered(title string) *fstest.MapFile {
	return &fstest.MapFile{Data: []byte(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>` + title +
		`</title></head><body><main><ul><li>` + emptySlot + `</li></ul><p role="status">Loading...</p>` +
		strings.Repeat("<div>filler that compresses</div>", 40) + `</main></body></html>`)}
}

// slotContent is what the server put into the page's first-photo slot.
func slotContent(t *testing.T, page string) string {
	t.Helper()
	open := strings.TrimSuffix(emptySlot, "</div>")
	start := strings.Index(page, open)
	if start < 0 {
		t.Fatalf("no first-photo slot in:\n%s", page)
	}
	rest := page[start+len(open):]
	return rest[:strings.Index(rest, "</div>")]
}

func catalogSite() fs.FS {
	return fstest.MapFS{
		"index.html": prerendered("Home"),
		"design-gallery/Wardrobe-Designs/index.html": prerendered("Wardrobes"),
		"recent-projects/index.html":                 prerendered("Recent Projects"),
		"Aboutus/index.html":                         prerendered("About"),
	}
}

func newCatalogEnv(t *testing.T, db store) *adminEnv {
	t.Helper()
	return newAdminEnvOn(t, db, func(d *wiring) { d.Site = catalogSite() })
}

// pageData fetches a page and returns its answer, its HTML and the catalog data put into it.
func pageData(t *testing.T, e *env, path string) (*http.Response, string, map[string]any) {
	t.Helper()
	res := e.call(t, "GET", path, "", "", "198.51.100.9:1", nil)
	b, _ := io.ReadAll(res.Body)
	page := string(b)
	if res.StatusCode != 200 || res.Header.Get("Cache-Control") != "no-cache" || res.Header.Get("Etag") == "" {
		t.Fatalf("GET %s: %d, Cache-Control %q, ETag %q", path, res.StatusCode, res.Header.Get("Cache-Control"), res.Header.Get("Etag"))
	}
	open := `<script type="application/json" id="catalog-data">`
	start := strings.Index(page, open)
	if start < 0 || start > strings.Index(page, "</head>") {
		t.Fatalf("GET %s: no catalog data in the head:\n%s", path, page)
	}
	rest := page[start+len(open):]
	end := strings.Index(rest, "</script>")
	var data map[string]any
	if err := json.Unmarshal([]byte(rest[:end]), &data); err != nil {
		t.Fatalf("GET %s: catalog data is not JSON: %v\n%s", path, err, rest[:end])
	}
	return res, page, data
}

func titles(data map[string]any, key, field string) []string {
	var out []string
	for _, x := range data[key].([]any) {
		out = append(out, x.(map[string]any)[field].(string))
	}
	return out
}

// TestCatalogPagesCarryPublishedData: the gallery and projects pages hold the
// first view's published data, never a draft, change on publish without a
// restart, no title can break out of the data element, and the first card's
// photo is in the body, its alt text escaped.
func TestCatalogPagesCarryPublishedData(t *testing.T) {
	t.Parallel()
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		db := open(t)
		a := newCatalogEnv(t, db)
		cookie := a.signIn(t, a.account(t, staff.Editor))
		const gallery = "/design-gallery/Wardrobe-Designs"
		res, _, data := pageData(t, a.env, gallery)
		before := res.Header.Get("Etag")
		if data["kind"] != "designs" || data["type"] != "Normal" || len(data["designs"].([]any)) != 0 {
			t.Fatalf("empty gallery data = %v", data)
		}
		hostile := `</script><script>alert(1)</script><!--`
		hostileAlt := `"></div></script><img src=x onerror=alert(2)> & 'walnut'`
		create := func(tier, title string) int64 {
			res := a.as(t, cookie, "POST", "/api/admin/designs", jsonOf(map[string]any{"category": "Wardrobe-Designs", "type": tier,
				"title": title, "images": []any{testPhoto(hostileAlt)}}), nil)
			b := decodeBody(t, res)
			if res.StatusCode != http.StatusCreated {
				t.Fatalf("create: %d %v", res.StatusCode, b)
			}
			return int64(b["design"].(map[string]any)["id"].(float64))
		}
		id := create("Normal", hostile)
		create("Luxury", "A luxury wardrobe") // not the first view's tier
		if _, page, data := pageData(t, a.env, gallery); len(data["designs"].([]any)) != 0 || strings.Contains(page, "alert") || slotContent(t, page) != "" {
			t.Fatalf("a draft reached the page: %v\n%s", data, page)
		}
		res = a.as(t, cookie, "PATCH", "/api/admin/designs/"+strconv.FormatInt(id, 10), `{"version":1,"status":"published"}`, nil)
		if res.StatusCode != 200 {
			t.Fatalf("publish: %d %s", res.StatusCode, bodyText(t, res))
		}
		res, page, data := pageData(t, a.env, gallery)
		if got := titles(data, "designs", "title"); len(got) != 1 || got[0] != hostile {
			t.Fatalf("published titles in the page = %q", got)
		}
		if strings.Contains(page, "<script>alert") || strings.Count(page, "</script>") != 1 || strings.Contains(page, "<img src=x") {
			t.Fatalf("the title or alt text broke out of its element:\n%s", page)
		}
		escapedAlt := `alt="&#34;&gt;&lt;/div&gt;&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &#39;walnut&#39;"`
		wantPicture := `<picture><source type="image/webp" srcset="/media/` + testHash + `/480.webp 480w, /media/` + testHash + `/960.webp 960w, /media/` +
			testHash + `/1600.webp 1600w" sizes="` + contract.C.CatalogPage.GallerySizes + `"><img src="/media/` + testHash + `/960.jpg" srcset="/media/` +
			testHash + `/480.jpg 480w, /media/` + testHash + `/960.jpg 960w, /media/` + testHash + `/1600.jpg 1600w" sizes="` + contract.C.CatalogPage.GallerySizes +
			`" ` + escapedAlt + ` width="1600" height="1200" fetchpriority="high" decoding="async" style="background-color:#a08060"></picture>`
		if got := slotContent(t, page); got != wantPicture {
			t.Errorf("first photo in the slot:\n got %s\nwant %s", got, wantPicture)
		}
		wantPreload := `<link rel="preload" as="image" type="image/webp" imagesrcset="/media/` + testHash + `/480.webp 480w, /media/` + testHash + `/960.webp 960w`
		if !strings.Contains(page, wantPreload) || !strings.Contains(page, `fetchpriority="high"`) {
			t.Errorf("no preload of the first photo in:\n%s", page[:strings.Index(page, "</head>")])
		}
		if res.Header.Get("Etag") == before {
			t.Error("the page kept its ETag after a publish")
		}
		// Compressed like every page, and the same page inside.
		zres := a.call(t, "GET", gallery, "", "", "198.51.100.9:1", map[string]string{"Accept-Encoding": "gzip"})
		zr, err := gzip.NewReader(zres.Body)
		if err != nil || zres.Header.Get("Content-Encoding") != "gzip" {
			t.Fatalf("gzip answer: %v %q", err, zres.Header.Get("Content-Encoding"))
		}
		if unzipped, _ := io.ReadAll(zr); string(unzipped) != page {
			t.Error("the gzip answer differs from the plain one")
		}
		// A revalidation with the current ETag answers 304.
		if res := a.call(t, "GET", gallery, "", "", "198.51.100.9:1", map[string]string{"If-None-Match": res.Header.Get("Etag")}); res.StatusCode != http.StatusNotModified {
			t.Errorf("revalidation: %d, want 304", res.StatusCode)
		}
		// Pages that show no catalog data are left as built.
		if res := a.call(t, "GET", "/Aboutus", "", "", "198.51.100.9:1", nil); strings.Contains(bodyText(t, res), "catalog-data") {
			t.Error("the about page got catalog data")
		}

		// Projects: a draft stays out, a published one comes in.
		res = a.as(t, cookie, "POST", "/api/admin/projects", jsonOf(map[string]any{"name": "Rao apartment", "images": []any{testPhoto("Living room")}}), nil)
		pid := int64(decodeBody(t, res)["project"].(map[string]any)["id"].(float64))
		if _, page, data := pageData(t, a.env, "/recent-projects"); data["kind"] != "projects" || len(data["projects"].([]any)) != 0 || slotContent(t, page) != "" {
			t.Fatalf("a draft project reached the page: %v", data)
		}
		a.as(t, cookie, "PATCH", "/api/admin/projects/"+strconv.FormatInt(pid, 10), `{"version":1,"status":"published"}`, nil)
		_, page, data = pageData(t, a.env, "/recent-projects")
		if len(titles(data, "projects", "name")) != 1 {
			t.Fatalf("the published project is not on the page: %v", data)
		}
		if got := slotContent(t, page); !strings.Contains(got, `alt="Living room"`) || !strings.Contains(got, `sizes="`+contract.C.CatalogPage.ProjectSizes+`"`) {
			t.Errorf("the project's first photo is not in the slot: %s", got)
		}

		// Another copy of the site on the same database sees the change within sitepages.PageRecheck.
		other := newEnvOn(t, db, func(d *wiring) { d.Site = catalogSite() })
		if _, _, data := pageData(t, other, gallery); len(data["designs"].([]any)) != 1 {
			t.Fatalf("the other copy does not show the published design: %v", data)
		}
		other.clock.Advance(time.Second)
		d, err := db.AdminDesign(t.Context(), id)
		if err != nil {
			t.Fatal(err)
		}
		d.Status = catalog.Draft
		if err := db.UpdateDesign(t.Context(), d, nil); err != nil { // as the first copy would
			t.Fatal(err)
		}
		if _, _, data := pageData(t, other, gallery); len(data["designs"].([]any)) != 1 {
			t.Fatalf("within %s the other copy re-read the database: %v", sitepages.PageRecheck, data)
		}
		other.clock.Advance(sitepages.PageRecheck)
		if _, _, data := pageData(t, other, gallery); len(data["designs"].([]any)) != 0 {
			t.Fatalf("after %s the other copy still shows the unpublished design: %v", sitepages.PageRecheck, data)
		}
	})
}

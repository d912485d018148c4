package sqlstore_test

import (
	"context"
	"database/sql"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/photoerasure"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/sitecontent"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// photoSite is a store with the features' own services over it, as the server wires them.
type photoSite struct {
	catalog *catalog.Service
	blog    *blog.Service
	site    *sitecontent.Service
	media   *media.Service
	photos  *photoerasure.Service
	privacy *privacy.Service
}

func newPhotoSite(s *sqlstore.Store, now time.Time) photoSite {
	clock := func() time.Time { return now }
	ps := photoSite{catalog: catalog.NewService(s, nil, clock),
		blog: blog.NewService(s, nil, clock), site: sitecontent.NewService(s, nil, clock), media: media.NewService(s, media.Config{Now: clock}),
		privacy: privacy.NewService(s, nil, nil, "Nivaas", clock)}
	ps.photos = photoerasure.New(ps.catalog, ps.blog, ps.site, ps.media)
	return ps
}

var editorActor = staff.Actor{Email: "editor@example.com", Address: "192.0.2.7"}

// showPhotoEverywhere puts photo on a design, a project, a post (cover and text), a review and a city page,
// beside other, which stays; it returns the project's and the post's ids.
func showPhotoEverywhere(t *testing.T, ps photoSite, photo, other string) (projectID, postID int64) {
	t.Helper()
	ctx := context.Background()
	img := func(hash, alt string) catalog.Image {
		return catalog.Image{Media: hash, Alt: alt, Width: 1200, Height: 900, Placeholder: "#a0522d", Widths: []int{480, 960}}
	}
	if _, err := ps.catalog.CreateDesign(ctx, editorActor, catalog.DesignInput{Category: catalog.Categories[0], Type: catalog.DesignTypes[0],
		Title: "Walnut wardrobe", Images: []catalog.Image{img(photo, "Owner beside the wardrobe")}, Status: catalog.Published}); err != nil {
		t.Fatal(err)
	}
	p, err := ps.catalog.CreateProject(ctx, editorActor, catalog.ProjectInput{ProjectText: catalog.ProjectText{Name: "Iyer home", Location: "Chennai"},
		Images: []catalog.Image{img(photo, "The family in the living room"), img(other, "The kitchen")}, Status: catalog.Published})
	if err != nil {
		t.Fatal(err)
	}
	url := func(hash string) string { return "/media/" + hash + "/480.webp" }
	post, err := ps.blog.Create(ctx, editorActor, blog.Post{Title: "A calm living room", Category: "Latest Articles", Author: "Ananya",
		DateShown: "2026-11-20", Cover: &blog.Image{URL: url(photo), Alt: "The family"},
		BodyHTML: `<p>Light and wood.</p><figure><img src="` + url(photo) + `" alt="The family"><figcaption>Asha at home</figcaption></figure>` +
			`<p>The kitchen:</p><img src="` + url(other) + `" alt="The kitchen">`})
	if err != nil {
		t.Fatal(err)
	}
	var publish blog.Change
	if err := publish.UnmarshalJSON([]byte(`{"version":1,"status":"published"}`)); err != nil {
		t.Fatal(err)
	}
	if _, err := ps.blog.Change(ctx, editorActor, post.ID, publish); err != nil {
		t.Fatal(err)
	}
	reviews, _ := ps.site.Reviews(ctx)
	reviews.Items[0].Customer.Image = url(photo)
	if _, err := ps.site.SaveReviews(ctx, editorActor, reviews); err != nil {
		t.Fatal(err)
	}
	city := sitecontent.CityPage{Slug: "coimbatore", Base: "chennai", Name: "Coimbatore", MetaTitle: "T", MetaDescription: "D",
		HeroIntro: "H", TypicalHomes: "T", Climate: "C", Localities: []string{}, Image: url(photo), ImageAlt: "A Coimbatore family"}
	if _, err := ps.site.SaveCities(ctx, editorActor, sitecontent.Cities{Version: 1, Items: []sitecontent.CityPage{city}}); err != nil {
		t.Fatal(err)
	}
	return p.ID, post.ID
}

// TestPrivacyErasurePhotos: a photo picked on an erasure request is taken off the design, project,
// post, review and city page showing it through their own saves (audit entries, a post revision),
// then deleted with every size; the other photo stays; 40 fulfils at once erase once; hostile
// picks (too many, unknown, another kind of id) change nothing; the erasure log holds counts only.
func TestPrivacyErasurePhotos(t *testing.T) {
	forEngines(t, func(t *testing.T, s *sqlstore.Store, raw *sql.DB) {
		ctx := context.Background()
		now := time.Now().UTC().Truncate(time.Second)
		ps := newPhotoSite(s, now)
		person, other := storetest.Photo("a1"), storetest.Photo("b2")
		for _, p := range []*media.Processed{person, other} {
			if _, err := s.SaveMedia(ctx, p, 0, now.Add(-time.Minute), nil); err != nil {
				t.Fatal(err)
			}
		}
		projectID, postID := showPhotoEverywhere(t, ps, person.Hash, other.Hash)

		lib, more, err := ps.photos.Library(ctx, "family")
		if err != nil || more || len(lib) != 1 || lib[0].Hash != person.Hash || len(lib[0].Uses) != 5 || lib[0].Preview != "/media/"+person.Hash+"/480.webp" {
			t.Fatalf("library search for the family = %+v (more %v), %v; want the person's photo used in 5 places", lib, more, err)
		}
		if lib, _, _ := ps.photos.Library(ctx, "kitchen iyer"); len(lib) != 1 || lib[0].Hash != other.Hash {
			t.Errorf("search for every word = %+v, want the kitchen photo", lib)
		}
		if _, err := ps.media.Variant(ctx, person.Hash, 480, "webp"); err != nil { // kept in memory from here on
			t.Fatal(err)
		}

		req, err := ps.privacy.RecordByPhone(ctx, editorActor, privacy.PhoneRequest{Kind: privacy.Erasure, Name: "Asha Verma", Mobile: "98450 12345", Verified: true})
		if err != nil {
			t.Fatal(err)
		}
		tooMany := make([]string, privacy.C.Limits.Photos+1)
		for i := range tooMany {
			tooMany[i] = person.Hash
		}
		for name, picked := range map[string][]string{
			"too many": tooMany, "unknown": {strings.Repeat("c", 64)}, "a lead's id": {"17"}, "upper case": {strings.ToUpper(person.Hash)},
			"a path": {"../" + person.Hash}, "known and unknown": {person.Hash, strings.Repeat("d", 64)},
		} {
			_, err := ps.privacy.Erase(ctx, editorActor, privacy.Change{ID: req.ID, Version: req.Version, Photos: picked}, ps.photos)
			if fault.Code(err) != fault.EINVALID || fault.FieldsOf(err)["photos"] == "" {
				t.Errorf("%s: %v, want a sentence on the photos", name, err)
			}
		}
		if got, _ := ps.privacy.Get(ctx, req.ID); got.Version != req.Version || got.Status != privacy.Open {
			t.Fatalf("refused picks moved the request on: %+v", got)
		}

		var wg sync.WaitGroup
		var mu sync.Mutex
		var wins []privacy.Counts
		stale := 0
		for range 40 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				counts, err := ps.privacy.Erase(ctx, editorActor, privacy.Change{ID: req.ID, Version: req.Version, Photos: []string{person.Hash, person.Hash}}, ps.photos)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					wins = append(wins, counts)
				case fault.Code(err) == fault.ECONFLICT:
					stale++
				default:
					t.Errorf("a fulfil failed: %v", err)
				}
			}()
		}
		wg.Wait()
		if len(wins) != 1 || stale != 39 {
			t.Fatalf("40 fulfils at once: %d erased, %d stale; want 1 and 39", len(wins), stale)
		}
		if c := wins[0]; c[privacy.CountPhotos] != 1 || c[privacy.CountPhotoPlaces] != 5 {
			t.Errorf("counts = %v, want 1 photo from 5 places", c)
		}
		checkPhotoGone(t, ps, s, person.Hash, other.Hash, projectID, postID)

		log, err := ps.privacy.ErasureLog(ctx)
		if err != nil || len(log) != 1 || log[0].Counts[privacy.CountPhotos] != 1 || log[0].Counts[privacy.CountPhotoPlaces] != 5 {
			t.Fatalf("erasure log = %+v, %v", log, err)
		}
		var erased, postRevisions int
		if err := raw.QueryRow(`SELECT count(*) FROM audit_log WHERE action = 'photo erased'`).Scan(&erased); err != nil || erased != 1 {
			t.Errorf("audit entries of the photo erased: %d, %v; want 1", erased, err)
		}
		revs, err := ps.blog.Revisions(ctx, postID)
		if postRevisions = len(revs); err != nil || postRevisions != 3 {
			t.Errorf("post revisions = %d, %v; want 3 (created, published, photo taken off)", postRevisions, err)
		}
		// The audit log names the photo by its hash, and a post's past revisions keep the text as it was
		// (restored, it shows no photo: the address answers 404); no page or photo table holds it.
		for _, at := range scan(t, raw, person.Hash) {
			if !strings.HasPrefix(at, "audit_log.") && !strings.HasPrefix(at, "blog_revisions.") {
				t.Errorf("the photo's address is still held: %s", at)
			}
		}
	})
}

// checkPhotoGone: the pages show other but not photo, and photo is served by no size or format.
func checkPhotoGone(t *testing.T, ps photoSite, s *sqlstore.Store, photo, other string, projectID, postID int64) {
	t.Helper()
	ctx := context.Background()
	projects, _ := ps.catalog.Projects(ctx)
	for _, p := range projects {
		if p.ID == projectID && (len(p.Images) != 1 || p.Images[0].Media != other || p.Status != catalog.Published) {
			t.Errorf("project images = %+v (%s), want the kitchen photo only, still published", p.Images, p.Status)
		}
	}
	designs, _ := ps.catalog.Designs(ctx, catalog.Categories[0], catalog.DesignTypes[0])
	if len(designs) != 1 || len(designs[0].Images) != 0 {
		t.Errorf("designs = %+v, want the design without its photo", designs)
	}
	post, err := ps.blog.Post(ctx, postID)
	if err != nil || post.Cover != nil || strings.Contains(post.BodyHTML, photo) || strings.Contains(post.BodyHTML, "Asha at home") ||
		!strings.Contains(post.BodyHTML, other) || post.Status != blog.Published {
		t.Errorf("post = cover %+v, body %q, status %s, %v", post.Cover, post.BodyHTML, post.Status, err)
	}
	reviews, _ := ps.site.Reviews(ctx)
	cities, _ := ps.site.Cities(ctx)
	if reviews.Items[0].Customer.Image != sitecontent.C.DefaultReviewImage || cities.Items[0].Image != "" || cities.Items[0].ImageAlt != "" {
		t.Errorf("review photo %q, city photo %q %q; want the site's drawing and none", reviews.Items[0].Customer.Image, cities.Items[0].Image, cities.Items[0].ImageAlt)
	}
	for _, v := range storetest.Photo("a1").Variants {
		if _, err := s.MediaVariant(ctx, photo, v.Width, v.Format); fault.Code(err) != fault.ENOTFOUND {
			t.Errorf("stored %d %s: %v, want none", v.Width, v.Format, err)
		}
	}
	if _, err := ps.media.Variant(ctx, photo, 480, "webp"); fault.Code(err) != fault.ENOTFOUND {
		t.Errorf("served from memory after erasure: %v", err)
	}
	if _, err := ps.media.Variant(ctx, other, 480, "webp"); err != nil {
		t.Errorf("the other photo: %v", err)
	}
}

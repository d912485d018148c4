package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// TestPrivacyErasePhotosHostile: on both engines, the picker lists a project's photo with where it is
// shown; hostile picks (too many, too large, unknown, another kind of id, bad shapes, a stale version, a
// request of another kind) are refused with a sentence and change nothing; 40 fulfils at once erase once;
// then the project no longer shows the photo and no size of it is served.
func TestPrivacyErasePhotosHostile(t *testing.T) {
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		ctx := context.Background()
		photo, other := storetest.Photo("e7"), storetest.Photo("f8")
		for _, p := range []string{"e7", "f8"} {
			if _, err := a.store.SaveMedia(ctx, storetest.Photo(p), 0, a.clock.Now(), nil); err != nil {
				t.Fatal(err)
			}
		}
		img := func(hash, alt string) catalog.Image {
			return catalog.Image{Media: hash, Alt: alt, Width: 1200, Height: 900, Placeholder: "#a0522d", Widths: []int{480, 960}}
		}
		if err := a.store.CreateProject(ctx, &catalog.AdminProject{Project: catalog.Project{ProjectText: catalog.ProjectText{Name: "Menon flat"}, CreatedAt: a.clock.Now(),
			Images: []catalog.Image{img(photo.Hash, "Ravi on the balcony"), img(other.Hash, "The balcony")}}, Status: catalog.Published}, nil); err != nil {
			t.Fatal(err)
		}
		cookie := a.signIn(t, a.granted(t, staff.Sales, staff.Privacy))
		same := map[string]string{"Sec-Fetch-Site": "same-origin"}
		served := func(hash string) int {
			return a.call(t, "GET", "/media/"+hash+"/480.webp", "", "", "198.51.100.9:1", nil).StatusCode
		}
		if served(photo.Hash) != 200 {
			t.Fatal("the photo is not served before the erasure")
		}

		res := a.as(t, cookie, "GET", "/api/admin/privacy/photos?q=ravi+balcony", "", nil)
		var lib struct {
			Photos []struct {
				Hash string `json:"hash"`
				Uses []struct{ Kind, Title string }
			}
		}
		if err := json.NewDecoder(res.Body).Decode(&lib); err != nil || len(lib.Photos) != 1 || lib.Photos[0].Hash != photo.Hash ||
			len(lib.Photos[0].Uses) != 1 || lib.Photos[0].Uses[0].Title != "Menon flat" {
			t.Fatalf("picker search = %+v, %v", lib, err)
		}
		if res := a.as(t, cookie, "GET", "/api/admin/privacy/photos?q="+strings.Repeat("x", 5000), "", nil); res.StatusCode != 200 {
			t.Errorf("a long search: %d", res.StatusCode)
		}

		req, err := a.privacy.RecordByPhone(ctx, staff.CommandLine, privacy.PhoneRequest{Kind: privacy.Erasure, Name: "Ravi Menon", Mobile: "98450 54321", Verified: true})
		if err != nil {
			t.Fatal(err)
		}
		access, _ := a.privacy.RecordByPhone(ctx, staff.CommandLine, privacy.PhoneRequest{Kind: privacy.Access, Name: "Ravi Menon", Mobile: "98450 54321", Verified: true})
		erase := func(id int64, body string) *http.Response {
			return a.as(t, cookie, "POST", "/api/admin/privacy/requests/"+strconv.FormatInt(id, 10)+"/erase", body, same)
		}
		many := func(n int) string {
			list := make([]string, n)
			for i := range list {
				list[i] = photo.Hash
			}
			return jsonOf(list)
		}
		v := strconv.FormatInt(req.Version, 10)
		for _, tc := range []struct {
			name string
			id   int64
			body string
			want int
		}{
			{"more photos than allowed", req.ID, `{"version":` + v + `,"photos":` + many(privacy.C.Limits.Photos+1) + `}`, 400},
			{"a body past the byte bound", req.ID, `{"version":` + v + `,"photos":` + many(300) + `}`, 413},
			{"an unknown photo", req.ID, `{"version":` + v + `,"photos":["` + strings.Repeat("0", 64) + `"]}`, 400},
			{"a lead's id", req.ID, `{"version":` + v + `,"photos":["17"]}`, 400},
			{"a number", req.ID, `{"version":` + v + `,"photos":[17]}`, 400},
			{"an object", req.ID, `{"version":` + v + `,"photos":{"hash":"` + photo.Hash + `"}}`, 400},
			{"a variant's address", req.ID, `{"version":` + v + `,"photos":["/media/` + photo.Hash + `/480.webp"]}`, 400},
			{"a known and an unknown photo", req.ID, `{"version":` + v + `,"photos":["` + photo.Hash + `","` + strings.Repeat("f", 64) + `"]}`, 400},
			{"an unknown field", req.ID, `{"version":` + v + `,"photos":[],"media":"x"}`, 400},
			{"no version", req.ID, `{"photos":["` + photo.Hash + `"]}`, 400},
			{"a stale version", req.ID, `{"version":` + strconv.FormatInt(req.Version+5, 10) + `,"photos":["` + photo.Hash + `"]}`, 409},
			{"an access request", access.ID, `{"version":` + strconv.FormatInt(access.Version, 10) + `,"photos":["` + photo.Hash + `"]}`, 400},
			{"no such request", 999999, `{"version":1,"photos":["` + photo.Hash + `"]}`, 404},
		} {
			t.Run(tc.name, func(t *testing.T) {
				res := erase(tc.id, tc.body)
				if text := bodyText(t, res); res.StatusCode != tc.want || !strings.Contains(text, `"error"`) {
					t.Fatalf("status %d, want %d: %s", res.StatusCode, tc.want, text)
				}
			})
		}
		if served(photo.Hash) != 200 {
			t.Fatal("a refused erasure removed the photo")
		}

		var wg sync.WaitGroup
		var mu sync.Mutex
		statuses := map[int]int{}
		for range 40 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				res := erase(req.ID, `{"version":`+v+`,"photos":["`+photo.Hash+`","`+photo.Hash+`"]}`)
				res.Body.Close()
				mu.Lock()
				statuses[res.StatusCode]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		if statuses[200] != 1 || statuses[409] != 39 {
			t.Fatalf("40 fulfils at once: %v, want one 200 and 39 409", statuses)
		}
		log, _ := a.privacy.ErasureLog(ctx)
		if len(log) != 1 || log[0].Counts[privacy.CountPhotos] != 1 || log[0].Counts[privacy.CountPhotoPlaces] != 1 {
			t.Errorf("erasure log = %+v", log)
		}
		for _, name := range []string{"480.webp", "480.jpg", "960.webp"} {
			if res := a.call(t, "GET", "/media/"+photo.Hash+"/"+name, "", "", "198.51.100.9:1", nil); res.StatusCode != 404 {
				t.Errorf("%s after the erasure: %d, want 404", name, res.StatusCode)
			}
		}
		if served(other.Hash) != 200 {
			t.Error("the other photo is no longer served")
		}
		public := bodyText(t, a.call(t, "GET", "/api/recent-projects", "", "", "198.51.100.9:1", nil))
		if strings.Contains(public, photo.Hash) || !strings.Contains(public, other.Hash) {
			t.Errorf("public projects after the erasure: %.400s", public)
		}
	})
}

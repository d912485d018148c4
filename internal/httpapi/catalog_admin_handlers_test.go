package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"strconv"
	"testing"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

const testHash = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

func testPhoto(alt string) map[string]any {
	return map[string]any{"media": testHash, "alt": alt, "width": 1600, "height": 1200, "placeholder": "#a08060", "widths": []int{480, 960, 1600}}
}

// routeRows are what the route-table walk needs of an area's routes: the {id} a route acts on, or
// its whole URL, and a body that succeeds.
type routeRows struct {
	ids    map[string]int64
	urls   map[string]string
	bodies map[string]func(t *testing.T, me *staff.Account) string
}

// add takes o's rows in.
func (r *routeRows) add(o routeRows) {
	maps.Copy(r.ids, o.ids)
	maps.Copy(r.urls, o.urls)
	maps.Copy(r.bodies, o.bodies)
}

// catalogRouteFixtures gives the route-table walk a design and a project of its own per route, and bodies that succeed.
func catalogRouteFixtures(t *testing.T, a *adminEnv) routeRows {
	ctx := context.Background()
	newDesign := func() *catalog.AdminDesign {
		d := &catalog.AdminDesign{Design: catalog.Design{Category: "Wardrobe-Designs", Type: "Normal", Title: "Fixture wardrobe",
			Images: []catalog.Image{{URL: "/art/designs/wardrobe/normal-1.svg", Alt: "A wardrobe"}}}, Status: catalog.Draft, UpdatedAt: a.clock.Now()}
		if err := a.db.CreateDesign(ctx, d, nil); err != nil {
			t.Fatal(err)
		}
		return d
	}
	newProject := func() *catalog.AdminProject {
		p := &catalog.AdminProject{Project: catalog.Project{ProjectText: catalog.ProjectText{Name: "Fixture home"}, CreatedAt: a.clock.Now()}, Status: catalog.Draft, UpdatedAt: a.clock.Now()}
		if err := a.db.CreateProject(ctx, p, nil); err != nil {
			t.Fatal(err)
		}
		return p
	}
	patched, deleted, moved := newDesign(), newDesign(), newDesign()
	patchedP, deletedP := newProject(), newProject()
	version := func(get func() (int64, error)) string {
		v, err := get()
		if err != nil {
			t.Fatal(err)
		}
		return jsonOf(map[string]any{"version": v, "title": "Renamed"})
	}
	return routeRows{
		urls: map[string]string{
			"GET /api/admin/designs":              "/api/admin/designs?category=Wardrobe-Designs&type=Normal",
			"GET /api/admin/dashboard/export.csv": "/api/admin/dashboard/export.csv?table=sources",
			"PATCH /api/admin/designs/{id}":       fmt.Sprintf("/api/admin/designs/%d", patched.ID),
			"DELETE /api/admin/designs/{id}":      fmt.Sprintf("/api/admin/designs/%d?version=1", deleted.ID),
			"POST /api/admin/designs/{id}/move":   fmt.Sprintf("/api/admin/designs/%d/move", moved.ID),
			"PATCH /api/admin/projects/{id}":      fmt.Sprintf("/api/admin/projects/%d", patchedP.ID),
			"DELETE /api/admin/projects/{id}":     fmt.Sprintf("/api/admin/projects/%d?version=1", deletedP.ID),
		},
		bodies: map[string]func(t *testing.T, me *staff.Account) string{
			"POST /api/admin/designs": func(t *testing.T, _ *staff.Account) string {
				return jsonOf(map[string]any{"category": "Wardrobe-Designs", "type": "Normal", "title": "New wardrobe", "images": []any{testPhoto("Walnut shutters")}})
			},
			"PATCH /api/admin/designs/{id}": func(t *testing.T, _ *staff.Account) string {
				return version(func() (int64, error) { d, err := a.db.AdminDesign(ctx, patched.ID); return d.Version, err })
			},
			"POST /api/admin/designs/{id}/move": func(t *testing.T, _ *staff.Account) string {
				d, err := a.db.AdminDesign(ctx, moved.ID)
				if err != nil {
					t.Fatal(err)
				}
				list, err := a.db.AdminDesigns(ctx, "Wardrobe-Designs", "Normal")
				if err != nil {
					t.Fatal(err)
				}
				place := 1 // to the other end, so every call moves it
				if list[0].ID == moved.ID {
					place = len(list)
				}
				return jsonOf(map[string]any{"version": d.Version, "position": place})
			},
			"POST /api/admin/projects": func(t *testing.T, _ *staff.Account) string {
				return jsonOf(map[string]any{"name": "New home", "propertyType": "2 BHK", "images": []any{testPhoto("Living room")}})
			},
			"PATCH /api/admin/projects/{id}": func(t *testing.T, _ *staff.Account) string {
				v, err := a.db.AdminProject(ctx, patchedP.ID)
				if err != nil {
					t.Fatal(err)
				}
				return jsonOf(map[string]any{"version": v.Version, "name": "Renamed home"})
			},
		},
	}
}

// TestCatalogEditing: an editor creates, edits, publishes and deletes (moves: TestAuditLogSpeaksPlainly); stale versions get 409; every change is audited.
func TestCatalogEditing(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		editor, cookie := a.signedIn(t, staff.Editor)
		res := a.as(t, cookie, "POST", "/api/admin/designs", jsonOf(map[string]any{"category": "Modular-Kitchen-Designs", "type": "Luxury",
			"title": "Marble island", "features": []string{"Brass handles"}, "ytUrl": "https://youtu.be/dQw4w9WgXcQ?t=4",
			"images": []any{testPhoto("A marble island under brass lamps")}}), nil)
		body := decodeBody(t, res)
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("create: %d %v", res.StatusCode, body)
		}
		d := body["design"].(map[string]any)
		if d["status"] != "draft" || d["version"] != float64(1) || d["ytUrl"] != "https://www.youtube.com/watch?v=dQw4w9WgXcQ" || d["updatedAt"] == "" {
			t.Fatalf("created design = %v", d)
		}
		id := int64(d["id"].(float64))
		public := func() int {
			res := a.call(t, "GET", "/api/designs?category=Modular-Kitchen-Designs&type=Luxury", "", "", "198.51.100.9:1", nil)
			var list []any
			if err := json.NewDecoder(res.Body).Decode(&list); err != nil || res.StatusCode != 200 {
				t.Fatalf("GET /api/designs: %d %v", res.StatusCode, err)
			}
			return len(list)
		}
		if n := public(); n != 0 {
			t.Fatalf("a draft is in the public API: %d designs", n)
		}
		path := "/api/admin/designs/" + strconv.FormatInt(id, 10)
		res = a.as(t, cookie, "PATCH", path, `{"version":1,"status":"published"}`, nil)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("publish: %d %s", res.StatusCode, bodyText(t, res))
		}
		if n := public(); n != 1 {
			t.Fatalf("after publishing the public API has %d designs", n)
		}
		res = a.as(t, cookie, "PATCH", path, `{"version":1,"title":"Overwritten"}`, nil)
		if b := decodeBody(t, res); res.StatusCode != http.StatusConflict || b["error"] != fault.Message(fault.Stale("this design")) {
			t.Fatalf("stale edit: %d %v", res.StatusCode, b)
		}
		res = a.as(t, cookie, "PATCH", path, `{"version":2,"images":[{"media":"`+testHash+`","alt":" ","width":10,"height":10,"widths":[10]}]}`, nil)
		if b := decodeBody(t, res); res.StatusCode != http.StatusBadRequest || b["fields"].(map[string]any)["images.0.alt"] != catalog.Texts.Messages.AltRequired {
			t.Fatalf("photo without alt: %d %v", res.StatusCode, b)
		}
		res = a.as(t, cookie, "DELETE", path+"?version=1", "", nil)
		if res.StatusCode != http.StatusConflict {
			t.Fatalf("stale delete: %d", res.StatusCode)
		}
		res = a.as(t, cookie, "DELETE", path+"?version=2", "", nil)
		if res.StatusCode != http.StatusNoContent || public() != 0 {
			t.Fatalf("delete: %d", res.StatusCode)
		}
		events, err := a.staff.AuditLog(context.Background(), staff.AuditQuery{})
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, e := range events {
			if e.ActorID == editor.ID {
				seen[e.Action+" "+e.Detail] = true
			}
		}
		for _, want := range []string{"design created draft", "design changed published", "design deleted "} {
			if !seen[want] {
				t.Errorf("no audit entry %q in %v", want, seen)
			}
		}
	})
}

// draftDesign is a Before that stores a draft wardrobe design and aims the call at it (scenario.at).
func draftDesign(t *testing.T, a *adminEnv, sc *scenario) {
	d := &catalog.AdminDesign{Design: catalog.Design{Category: "Wardrobe-Designs", Type: "Normal", Title: "Draft wardrobe"}, Status: catalog.Draft, UpdatedAt: a.clock.Now()}
	if err := a.db.CreateDesign(t.Context(), d, nil); err != nil {
		t.Fatal(err)
	}
	sc.at(d.ID)
}

// designNow is an After that reads the first design back and checks its title and version (version 0: it is gone).
func designNow(title string, version int64) func(t *testing.T, a *adminEnv, _ string) {
	return func(t *testing.T, a *adminEnv, _ string) {
		d, err := a.db.AdminDesign(t.Context(), firstRow)
		if version == 0 {
			if err == nil {
				t.Errorf("design still stored: %+v", d)
			}
			return
		}
		if err != nil || d.Title != title || d.Version != version {
			t.Errorf("stored design = %+v, %v; want %q v%d", d, err, title, version)
		}
	}
}

// TestCatalogAdminScenarios: editors and owners edit designs and projects; sales and
// strangers are refused; each edit is read back from the store.
func TestCatalogAdminScenarios(t *testing.T) {
	t.Parallel()
	newDesign := jsonOf(map[string]any{"category": "Wardrobe-Designs", "type": "Normal", "title": "New wardrobe", "images": []any{testPhoto("Walnut shutters")}})
	run(t, joined(
		guarded("GET", "/api/admin/designs", "", staff.Editor, staff.Sales),
		guarded("POST", "/api/admin/designs", newDesign, staff.Editor, staff.Sales),
		guarded("POST", "/api/admin/designs/1/move", `{"version":1,"position":1}`, staff.Editor, staff.Sales),
		guarded("PATCH", "/api/admin/designs/1", `{"version":1,"title":"Renamed"}`, staff.Owner, staff.Sales),
		guarded("DELETE", "/api/admin/designs/1?version=1", "", staff.Editor, staff.Sales),
		guarded("GET", "/api/admin/projects", "", staff.Editor, staff.Sales),
		guarded("POST", "/api/admin/projects", `{"name":"New home"}`, staff.Editor, staff.Sales),
		guarded("PATCH", "/api/admin/projects/1", `{"version":1,"name":"Renamed"}`, staff.Editor, staff.Sales),
		guarded("DELETE", "/api/admin/projects/1?version=1", "", staff.Editor, staff.Sales),
		[]scenario{
			{Name: "a body over the photo lists' bound", Method: "POST", URL: "/api/admin/designs", Role: staff.Editor,
				Body:           oversize(maxCatalogBody),
				ExpectedStatus: http.StatusRequestEntityTooLarge, ExpectedContent: []string{tooLarge}},
			{Name: "malformed JSON", Method: "PATCH", URL: "/api/admin/designs/{id}", Body: malformedBody, Role: staff.Editor, Before: draftDesign,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{notJSON}, After: designNow("Draft wardrobe", 1)},
			{Name: "a bad id", Method: "PATCH", URL: "/api/admin/designs/x", Body: `{"version":1,"title":"Renamed"}`, Role: staff.Editor,
				ExpectedStatus: http.StatusNotFound, ExpectedContent: []string{badID}},
			{Name: "the list holds the design", Method: "GET", URL: "/api/admin/designs?category=Wardrobe-Designs&type=Normal", Role: staff.Editor, Before: draftDesign,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"title":"Draft wardrobe"`, `"status":"draft"`}},
			{Name: "a design is created as a draft", Method: "POST", URL: "/api/admin/designs", Body: newDesign, Role: staff.Editor,
				ExpectedStatus: http.StatusCreated, ExpectedContent: []string{`"title":"New wardrobe"`, `"status":"draft"`}, After: designNow("New wardrobe", 1)},
			{Name: "a design is renamed", Method: "PATCH", URL: "/api/admin/designs/{id}", Body: `{"version":1,"title":"Renamed"}`, Role: staff.Editor, Before: draftDesign,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"title":"Renamed"`}, After: designNow("Renamed", 2)},
			{Name: "a stale rename changes nothing", Method: "PATCH", URL: "/api/admin/designs/{id}", Body: `{"version":5,"title":"Renamed"}`, Role: staff.Editor, Before: draftDesign,
				ExpectedStatus: http.StatusConflict, ExpectedContent: []string{fault.Message(fault.Stale("this design"))}, After: designNow("Draft wardrobe", 1)},
			{Name: "a design is deleted", Method: "DELETE", URL: "/api/admin/designs/{id}?version=1", Role: staff.Owner, Before: draftDesign,
				ExpectedStatus: http.StatusNoContent, After: designNow("", 0)},
			{Name: "a delete without a version keeps the design", Method: "DELETE", URL: "/api/admin/designs/{id}", Role: staff.Editor, Before: draftDesign,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{versionRequired}, After: designNow("Draft wardrobe", 1)},
			{Name: "a project is created as a draft", Method: "POST", URL: "/api/admin/projects", Role: staff.Editor,
				Body:           jsonOf(map[string]any{"name": "New home", "propertyType": "2 BHK", "images": []any{testPhoto("Living room")}}),
				ExpectedStatus: http.StatusCreated, ExpectedContent: []string{`"name":"New home"`},
				After: func(t *testing.T, a *adminEnv, _ string) {
					if p, err := a.db.AdminProject(t.Context(), firstRow); err != nil || p.Name != "New home" || p.Status != catalog.Draft {
						t.Errorf("stored project = %+v, %v", p, err)
					}
				}},
		}))
}

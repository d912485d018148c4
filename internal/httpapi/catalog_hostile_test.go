package httpapi

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestCatalogHostileInput: what a broken client or an attacker would send to the
// designs and projects editor; each gets its status and a readable sentence, never a 500, and nothing changes.
// Both engines: PostgreSQL refuses a NUL or broken UTF-8 that SQLite would take.
func TestCatalogHostileInput(t *testing.T) {
	adminEngines(t, testCatalogHostileInput)
}

func testCatalogHostileInput(t *testing.T, a *adminEnv) {
	ctx := context.Background()
	cookie := a.signIn(t, a.account(t, staff.Editor))
	d := &catalog.AdminDesign{Design: catalog.Design{Category: "Wardrobe-Designs", Type: "Normal", Title: "Kept wardrobe"}, Status: catalog.Published, UpdatedAt: a.clock.Now()}
	if err := a.db.CreateDesign(ctx, d, nil); err != nil {
		t.Fatal(err)
	}
	id := strconv.FormatInt(d.ID, 10)
	// The moves' own design, last of its list (n long) at version 1 throughout.
	m := &catalog.AdminDesign{Design: catalog.Design{Category: "Wardrobe-Designs", Type: "Luxury", Title: "Moved wardrobe"}, Status: catalog.Draft, UpdatedAt: a.clock.Now()}
	if err := a.db.CreateDesign(ctx, m, nil); err != nil {
		t.Fatal(err)
	}
	n, err := a.db.AdminDesigns(ctx, "Wardrobe-Designs", "Luxury")
	if err != nil {
		t.Fatal(err)
	}
	move, last := "/api/admin/designs/"+strconv.FormatInt(m.ID, 10)+"/move", strconv.Itoa(len(n))
	good := `"category":"Wardrobe-Designs","type":"Normal","title":"T"`
	photo := func(extra string) string {
		return `{"category":"Wardrobe-Designs","type":"Normal","title":"T","images":[{"media":"` + testHash + `","alt":"a","width":10,"height":10,"widths":[10]` + extra + `}]}`
	}
	cases := []struct {
		name, method, target, body string
		want                       int
	}{
		{"create: not JSON", "POST", "/api/admin/designs", "title=x", 400},
		{"create: an array", "POST", "/api/admin/designs", `[{"title":"x"}]`, 400},
		{"create: unknown field", "POST", "/api/admin/designs", `{` + good + `,"position":1}`, 400},
		{"create: id smuggled", "POST", "/api/admin/designs", `{` + good + `,"id":1}`, 400},
		{"create: version smuggled", "POST", "/api/admin/designs", `{` + good + `,"version":7}`, 400},
		{"create: title a number", "POST", "/api/admin/designs", `{"category":"Wardrobe-Designs","type":"Normal","title":1}`, 400},
		{"create: features a string", "POST", "/api/admin/designs", `{` + good + `,"features":"a,b"}`, 400},
		{"create: SQL in category", "POST", "/api/admin/designs", `{"category":"' OR 1=1 --","type":"Normal","title":"T"}`, 400},
		{"create: path in category", "POST", "/api/admin/designs", `{"category":"../../etc","type":"Normal","title":"T"}`, 400},
		{"create: status live", "POST", "/api/admin/designs", `{` + good + `,"status":"live"}`, 400},
		{"create: NUL in title", "POST", "/api/admin/designs", `{"category":"Wardrobe-Designs","type":"Normal","title":"a\u0000b"}`, 400},
		{"create: javascript video", "POST", "/api/admin/designs", `{` + good + `,"ytUrl":"javascript:alert(1)//youtu.be/dQw4w9WgXcQ"}`, 400},
		{"create: image off-site", "POST", "/api/admin/designs", `{` + good + `,"images":[{"url":"https://evil.example/a.jpg","alt":"a"}]}`, 400},
		{"create: image script placeholder", "POST", "/api/admin/designs", photo(`,"placeholder":"javascript:alert(1)"`), 400},
		{"create: image hash a path", "POST", "/api/admin/designs", `{` + good + `,"images":[{"media":"../../x","alt":"a","width":1,"height":1,"widths":[1]}]}`, 400},
		{"create: image unknown field", "POST", "/api/admin/designs", photo(`,"onload":"x"`), 400},
		{"create: over 128 KiB", "POST", "/api/admin/designs", `{` + good + `,"description":"` + strings.Repeat("d", 130<<10) + `"}`, 413},
		{"create: invalid UTF-8", "POST", "/api/admin/designs", "{\"category\":\"Wardrobe-Designs\",\"type\":\"Normal\",\"title\":\"\xff\"}", 400},
		{"list: no category", "GET", "/api/admin/designs", "", 400},
		{"list: unknown category", "GET", "/api/admin/designs?category=Nope&type=Normal", "", 200},
		{"list: NUL category", "GET", "/api/admin/designs?category=%00&type=Normal", "", 400},
		{"list: broken UTF-8 category", "GET", "/api/admin/designs?category=%ff&type=Normal", "", 400},
		{"list: broken UTF-8 type", "GET", "/api/admin/designs?category=Wardrobe-Designs&type=Normal%c0", "", 400},
		{"create: NUL in a feature", "POST", "/api/admin/designs", `{` + good + `,"features":["ok","a\u0000"]}`, 400},
		{"create: NUL in a photo's alt", "POST", "/api/admin/designs", photo(`,"alt":"a\u0000"`), 400},
		{"create: broken UTF-8 in description", "POST", "/api/admin/designs", `{` + good + `,"description":"` + "\xed\xa0\x80" + `"}`, 400},
		{"project: NUL in name", "POST", "/api/admin/projects", `{"name":"N\u0000"}`, 400},
		{"delete: NUL as version", "DELETE", "/api/admin/designs/" + id + "?version=1%00", "", 400},
		{"change: version a string", "PATCH", "/api/admin/designs/" + id, `{"version":"1","title":"X"}`, 400},
		{"change: no version", "PATCH", "/api/admin/designs/" + id, `{"title":"X"}`, 409},
		{"change: stale version", "PATCH", "/api/admin/designs/" + id, `{"version":0,"title":"X"}`, 409},
		{"change: id in body", "PATCH", "/api/admin/designs/" + id, `{"version":1,"id":99}`, 400},
		{"change: empty title", "PATCH", "/api/admin/designs/" + id, `{"version":1,"title":"  "}`, 400},
		{"change: null title", "PATCH", "/api/admin/designs/" + id, `{"version":1,"title":null}`, 200},
		{"change: negative id", "PATCH", "/api/admin/designs/-1", `{"version":1}`, 404},
		{"change: id past int64", "PATCH", "/api/admin/designs/99999999999999999999", `{"version":1}`, 404},
		{"change: missing id", "PATCH", "/api/admin/designs/424242", `{"version":1}`, 404},
		{"delete: no version", "DELETE", "/api/admin/designs/" + id, "", 400},
		{"delete: version words", "DELETE", "/api/admin/designs/" + id + "?version=one", "", 400},
		{"delete: stale version", "DELETE", "/api/admin/designs/" + id + "?version=9", "", 409},
		{"move: position a string", "POST", move, `{"version":1,"position":"1"}`, 400},
		{"move: position 0", "POST", move, `{"version":1,"position":0}`, 400},
		{"move: past the list", "POST", move, `{"version":1,"position":` + last + `1}`, 400},
		{"move: huge position", "POST", move, `{"version":1,"position":99999999999999999999}`, 400},
		{"move: no version", "POST", move, `{"position":1}`, 400},
		{"move: stale version", "POST", move, `{"version":9,"position":1}`, 409},
		{"move: ids smuggled", "POST", move, `{"version":1,"position":1,"ids":[1]}`, 400},
		{"move: missing design", "POST", "/api/admin/designs/424242/move", `{"version":1,"position":1}`, 404},
		{"move: GET", "GET", move, "", 405},
		{"move: where it is", "POST", move, `{"version":1,"position":` + last + `}`, 200},
		{"project: no name", "POST", "/api/admin/projects", `{"name":""}`, 400},
		{"project: 5 BHK", "POST", "/api/admin/projects", `{"name":"N","propertyType":"5 BHK"}`, 400},
		{"project: date words", "POST", "/api/admin/projects", `{"name":"N","createdAt":"last week"}`, 400},
		{"project: missing", "PATCH", "/api/admin/projects/1", `{"version":1,"name":"N"}`, 404},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a.hostileCall(t, cookie, tc.method, tc.target, tc.body, tc.want, "")
		})
	}
	a.noErrorLogged(t)
	cur, err := a.db.AdminDesign(ctx, d.ID)
	if err != nil || cur.Title != "Kept wardrobe" || cur.Category != "Wardrobe-Designs" {
		t.Fatalf("the design changed: %+v %v", cur, err)
	}
}

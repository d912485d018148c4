package httpapi

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
)

// publishedCatalog is a Before that publishes two bedroom designs and two projects.
func publishedCatalog(t *testing.T, a *adminEnv, _ *scenario) {
	t.Helper()
	designs := []catalog.Design{
		{Category: "Bedroom-Designs", Type: "Luxury", Position: 2, Title: "Fluted walnut bedroom", Images: []catalog.Image{{URL: "/art/designs/bedroom/luxury-2.svg"}}},
		{Category: "Bedroom-Designs", Type: "Normal", Position: 1, Title: "Fresh bedroom", Images: []catalog.Image{{URL: "/art/designs/bedroom/normal-1.svg"}}},
	}
	projects := []catalog.Project{
		{ProjectText: catalog.ProjectText{Name: "Older home"}, CreatedAt: a.clock.Now().Add(-48 * time.Hour), Images: []catalog.Image{{URL: "/art/designs/2bhk/normal-1.svg"}}},
		{ProjectText: catalog.ProjectText{Name: "Newer home"}, CreatedAt: a.clock.Now().Add(-time.Hour), Images: []catalog.Image{{URL: "/art/designs/3bhk/luxury-1.svg"}}},
	}
	if err := a.db.ReplaceCatalog(t.Context(), designs, projects); err != nil {
		t.Fatal(err)
	}
}

// TestCatalogScenarios: the public design and project lists answer what is
// published, an empty list for what is not, and a sentence for a missing filter.
func TestCatalogScenarios(t *testing.T) {
	t.Parallel()
	run(t, []scenario{
		{Name: "designs of one category and type", Method: "GET", URL: "/api/designs?category=Bedroom-Designs&type=Luxury", Before: publishedCatalog,
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{"Fluted walnut bedroom"}, NotExpectedContent: []string{"Fresh bedroom"}},
		{Name: "an unknown category is an empty list", Method: "GET", URL: "/api/designs?category=Ultra-Designs&type=Normal", Before: publishedCatalog,
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{"[]"}, NotExpectedContent: []string{"bedroom"}},
		{Name: "a garbled category is an empty list", Method: "GET", URL: "/api/designs?category=%00%ff&type=Normal",
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{"[]"}},
		{Name: "designs without a type", Method: "GET", URL: "/api/designs?category=Bedroom-Designs",
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"Please give both a category and a design type.", `"type":"This field is required."`}},
		{Name: "designs are read, not written", Method: "POST", URL: "/api/designs?category=Bedroom-Designs&type=Normal", Body: "{}",
			ExpectedStatus: http.StatusMethodNotAllowed, ExpectedContent: []string{"This address only accepts GET and HEAD requests."}},
		{Name: "recent projects newest first", Method: "GET", URL: "/api/recent-projects", Before: publishedCatalog,
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"name":"Newer home"`, `"name":"Older home"`},
			After: func(t *testing.T, _ *adminEnv, body string) {
				if strings.Index(body, "Newer home") > strings.Index(body, "Older home") {
					t.Errorf("projects not newest first: %s", body)
				}
			}},
		{Name: "no projects is an empty list", Method: "GET", URL: "/api/recent-projects",
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{"[]"}},
	})
}

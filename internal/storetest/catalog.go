package storetest

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

func testCatalog(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	if n, err := s.CountDesigns(ctx); err != nil || n != 0 {
		t.Fatalf("CountDesigns on empty store = %d, %v", n, err)
	}
	if p, err := s.ListRecentProjects(ctx); err != nil || p == nil || len(p) != 0 {
		t.Fatalf("ListRecentProjects on empty store = %v, %v; want empty non-nil list", p, err)
	}
	kitchen2 := catalog.Design{Category: "Modular-Kitchen-Designs", Type: "Normal", Position: 2, Title: "Parallel kitchen",
		Description: "Two runs of cabinets.", Features: []string{"Soft-close drawers", "Quartz top"},
		Images: []catalog.Image{{URL: "/art/designs/modular-kitchen/normal-2.svg", Alt: "Parallel kitchen"}, {URL: "/art/designs/modular-kitchen/normal-3.svg"}},
		YTUrl:  "https://www.youtube.com/embed/abc123"}
	kitchen1 := catalog.Design{Category: "Modular-Kitchen-Designs", Type: "Normal", Position: 1, Title: "L-shaped kitchen",
		Description: "Corner carousel.", Features: nil, Images: []catalog.Image{{URL: "/art/designs/modular-kitchen/normal-1.svg"}}}
	luxury := catalog.Design{Category: "Modular-Kitchen-Designs", Type: "Luxury", Position: 1, Title: "Marble island",
		Features: []string{"Brass handles"}, Images: []catalog.Image{{URL: "/art/designs/modular-kitchen/luxury-1.svg"}}}
	wardrobe := catalog.Design{Category: "Wardrobe-Designs", Type: "Normal", Position: 1, Title: "Sliding wardrobe",
		Features: []string{}, Images: []catalog.Image{{URL: "/art/designs/wardrobe/normal-1.svg"}}}
	old := catalog.Project{ProjectText: catalog.ProjectText{Name: "Sharma residence", Designer: "Anita", Area: "1,150 sq ft", PropertyType: "2 BHK",
		Timeline: "45 days", Location: "Pune", CaseBrief: "A young family wanted storage."}, CreatedAt: at,
		Images: []catalog.Image{{URL: "/art/designs/2bhk/normal-1.svg"}, {URL: "/art/designs/2bhk/normal-2.svg"}}}
	recent := catalog.Project{ProjectText: catalog.ProjectText{Name: "Iyer villa", Designer: "Kabir", Area: "3,400 sq ft", PropertyType: "4+ BHK / Duplex",
		Timeline: "90 days", Location: "Chennai", CaseBrief: "Teak and brass."}, CreatedAt: at.Add(48 * time.Hour),
		Images: []catalog.Image{{URL: "/art/designs/3bhk/luxury-1.svg"}}}

	if err := s.ReplaceCatalog(ctx, []catalog.Design{kitchen2, wardrobe, luxury, kitchen1}, []catalog.Project{old, recent}); err != nil {
		t.Fatal(err)
	}
	if n, err := s.CountDesigns(ctx); err != nil || n != 4 {
		t.Fatalf("CountDesigns = %d, %v; want 4", n, err)
	}

	got, err := s.ListDesigns(ctx, "Modular-Kitchen-Designs", "Normal")
	if err != nil {
		t.Fatal(err)
	}
	kitchen1.Features = []string{} // nil is stored as an empty list, so the API answers [] not null
	checkDesigns(t, got, kitchen1, kitchen2)
	got, err = s.ListDesigns(ctx, "Modular-Kitchen-Designs", "Luxury")
	if err != nil {
		t.Fatal(err)
	}
	checkDesigns(t, got, luxury)
	for _, q := range [][2]string{{"Pooja-Room-Designs", "Normal"}, {"Wardrobe-Designs", "Ultra Premium"}, {"modular-kitchen-designs", "Normal"}, {"", ""}} {
		got, err := s.ListDesigns(ctx, q[0], q[1])
		if err != nil || got == nil || len(got) != 0 {
			t.Errorf("ListDesigns(%q, %q) = %v, %v; want empty non-nil list", q[0], q[1], got, err)
		}
	}

	projects, err := s.ListRecentProjects(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(projects) != 2 || projects[0].Name != recent.Name || projects[1].Name != old.Name {
		t.Fatalf("projects = %+v; want newest first", projects)
	}
	for i, want := range []catalog.Project{recent, old} {
		g := projects[i]
		if g.ID == 0 {
			t.Errorf("project %q has no id", g.Name)
		}
		sameTime(t, "project CreatedAt", g.CreatedAt, want.CreatedAt)
		g.ID, g.CreatedAt, want.CreatedAt = 0, time.Time{}, time.Time{}
		if !reflect.DeepEqual(g, want) {
			t.Errorf("project:\n got %+v\nwant %+v", g, want)
		}
	}

	// A second ReplaceCatalog leaves only the new content.
	if err := s.ReplaceCatalog(ctx, []catalog.Design{wardrobe}, nil); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.CountDesigns(ctx); n != 1 {
		t.Fatalf("after replace CountDesigns = %d, want 1", n)
	}
	if got, _ := s.ListDesigns(ctx, "Modular-Kitchen-Designs", "Normal"); len(got) != 0 {
		t.Fatalf("old designs survived ReplaceCatalog: %+v", got)
	}
	if p, _ := s.ListRecentProjects(ctx); len(p) != 0 {
		t.Fatalf("old projects survived ReplaceCatalog: %+v", p)
	}
}

func checkDesigns(t *testing.T, got []catalog.Design, want ...catalog.Design) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d designs, want %d: %+v", len(got), len(want), got)
	}
	for i := range got {
		g := got[i]
		if g.ID == 0 {
			t.Errorf("design %q has no id", g.Title)
		}
		g.ID = 0
		if !reflect.DeepEqual(g, want[i]) {
			t.Errorf("design %d:\n got %+v\nwant %+v", i, g, want[i])
		}
	}
}

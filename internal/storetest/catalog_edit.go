package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// generationRises returns a check that the catalog generation went up since the last call.
func generationRises(t *testing.T, s *sqlstore.Store) func(what string) {
	ctx := context.Background()
	last, err := s.Generation(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return func(what string) {
		t.Helper()
		g, err := s.Generation(ctx)
		if err != nil || g <= last {
			t.Errorf("after %s the generation is %d (%v), was %d", what, g, err, last)
		}
		last = g
	}
}

func wantCode(t *testing.T, what string, err error, code string) {
	t.Helper()
	if fault.Code(err) != code {
		t.Errorf("%s: %v, want %s", what, err, code)
	}
}

func testDesignEditing(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	rose := generationRises(t, s)
	seed := catalog.Design{Category: "Wardrobe-Designs", Type: "Luxury", Position: 1, Title: "Seeded wardrobe",
		Images: []catalog.Image{{URL: "/art/designs/wardrobe/luxury-1.svg", Alt: "A wardrobe"}}}
	if err := s.ReplaceCatalog(ctx, []catalog.Design{seed}, nil); err != nil {
		t.Fatal(err)
	}
	rose("seeding")
	photo := catalog.Image{Media: "ab" + "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcd", Alt: "Walnut shutters",
		Width: 1600, Height: 1200, Placeholder: "#a08060", Widths: []int{480, 960, 1600}}
	d := &catalog.AdminDesign{Design: catalog.Design{Category: "Wardrobe-Designs", Type: "Luxury", Title: "Walnut wardrobe",
		Features: []string{"Soft-close"}, Images: []catalog.Image{photo}}, Status: catalog.Draft, UpdatedAt: at}
	if err := s.CreateDesign(ctx, d, nil); err != nil {
		t.Fatal(err)
	}
	rose("creating a design")
	if d.ID == 0 || d.Version != 1 || d.Position != 2 {
		t.Fatalf("created design: id %d version %d position %d; want a new id, version 1, position 2 (after the seeded one)", d.ID, d.Version, d.Position)
	}
	if pub, _ := s.ListDesigns(ctx, "Wardrobe-Designs", "Luxury"); len(pub) != 1 || pub[0].Title != seed.Title {
		t.Fatalf("public list with a draft = %+v; want only the seeded design", pub)
	}
	all, err := s.AdminDesigns(ctx, "Wardrobe-Designs", "Luxury")
	if err != nil || len(all) != 2 || all[0].Status != catalog.Published || all[1].ID != d.ID || all[1].Status != catalog.Draft {
		t.Fatalf("admin list = %+v, %v", all, err)
	}
	got, err := s.AdminDesign(ctx, d.ID)
	if err != nil || len(got.Images) != 1 || got.Images[0].Media != photo.Media || len(got.Images[0].Widths) != 3 || got.Images[0].Placeholder != "#a08060" {
		t.Fatalf("stored photo = %+v, %v", got, err)
	}
	sameTime(t, "UpdatedAt", got.UpdatedAt, at)

	// Publishing shows it; a stale version changes nothing.
	stale := *got
	got.Status, got.UpdatedAt = catalog.Published, at.Add(time.Minute)
	if err := s.UpdateDesign(ctx, got, nil); err != nil || got.Version != 2 {
		t.Fatalf("publish: %v, version %d", err, got.Version)
	}
	rose("publishing")
	if pub, _ := s.ListDesigns(ctx, "Wardrobe-Designs", "Luxury"); len(pub) != 2 || pub[1].ID != d.ID {
		t.Fatalf("public list after publishing = %+v", pub)
	}
	stale.Title = "Overwritten"
	wantCode(t, "update with a stale version", s.UpdateDesign(ctx, &stale, nil), fault.ECONFLICT)
	if cur, _ := s.AdminDesign(ctx, d.ID); cur.Title != "Walnut wardrobe" {
		t.Fatalf("a stale update overwrote the title: %q", cur.Title)
	}
	missing := *got
	missing.ID = 1 << 40
	wantCode(t, "update of a missing design", s.UpdateDesign(ctx, &missing, nil), fault.ENOTFOUND)

	// A move puts one design at a place, the others keeping their order, at the version read, which stays.
	wantCode(t, "move at a stale version", s.MoveDesign(ctx, d.ID, got.Version-1, 1, nil), fault.ECONFLICT)
	wantCode(t, "move of a missing design", s.MoveDesign(ctx, 1<<40, 1, 1, nil), fault.ENOTFOUND)
	if err := s.MoveDesign(ctx, d.ID, got.Version, 1, nil); err != nil {
		t.Fatal(err)
	}
	rose("moving a design")
	if pub, _ := s.ListDesigns(ctx, "Wardrobe-Designs", "Luxury"); len(pub) != 2 || pub[0].ID != d.ID || pub[1].ID != all[0].ID {
		t.Fatalf("order after the move = %+v", pub)
	}
	if moved, _ := s.AdminDesign(ctx, d.ID); moved.Version != got.Version || moved.Position != 1 {
		t.Fatalf("moved design: version %d position %d; want %d and 1", moved.Version, moved.Position, got.Version)
	}
	if err := s.MoveDesign(ctx, d.ID, got.Version, 99, nil); err != nil { // past the end: last
		t.Fatal(err)
	}
	if pub, _ := s.ListDesigns(ctx, "Wardrobe-Designs", "Luxury"); len(pub) != 2 || pub[1].ID != d.ID {
		t.Fatalf("order after moving past the end = %+v", pub)
	}

	// Moving to another tier puts it last there.
	got.Type = "Normal"
	if err := s.UpdateDesign(ctx, got, nil); err != nil || got.Position != 1 {
		t.Fatalf("move to Normal: %v, position %d", err, got.Position)
	}

	wantCode(t, "delete with a stale version", s.DeleteDesign(ctx, d.ID, 1, nil), fault.ECONFLICT)
	if err := s.DeleteDesign(ctx, d.ID, got.Version, nil); err != nil {
		t.Fatal(err)
	}
	rose("deleting")
	wantCode(t, "delete of a deleted design", s.DeleteDesign(ctx, d.ID, got.Version, nil), fault.ENOTFOUND)
	wantCode(t, "read of a deleted design", func() error { _, err := s.AdminDesign(ctx, d.ID); return err }(), fault.ENOTFOUND)
}

func testProjectEditing(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	rose := generationRises(t, s)
	p := &catalog.AdminProject{Project: catalog.Project{ProjectText: catalog.ProjectText{Name: "Rao apartment", Designer: "Anita", PropertyType: "2 BHK",
		CaseBrief: "Light and storage."}, CreatedAt: at, Images: []catalog.Image{{URL: "/art/designs/2bhk/normal-1.svg", Alt: "Living room"}}},
		Status: catalog.Draft, UpdatedAt: at}
	if err := s.CreateProject(ctx, p, nil); err != nil || p.ID == 0 || p.Version != 1 {
		t.Fatalf("create project: %v %+v", err, p)
	}
	rose("creating a project")
	if pub, _ := s.ListRecentProjects(ctx); len(pub) != 0 {
		t.Fatalf("a draft project is public: %+v", pub)
	}
	stale := *p
	p.Status, p.CreatedAt = catalog.Published, at.Add(24*time.Hour)
	if err := s.UpdateProject(ctx, p, nil); err != nil || p.Version != 2 {
		t.Fatalf("publish project: %v %d", err, p.Version)
	}
	rose("publishing a project")
	pub, _ := s.ListRecentProjects(ctx)
	if len(pub) != 1 || pub[0].Name != "Rao apartment" {
		t.Fatalf("public projects after publishing = %+v", pub)
	}
	sameTime(t, "edited CreatedAt", pub[0].CreatedAt, at.Add(24*time.Hour))
	wantCode(t, "stale project update", s.UpdateProject(ctx, &stale, nil), fault.ECONFLICT)
	all, err := s.AdminProjects(ctx)
	if err != nil || len(all) != 1 || all[0].Version != 2 || all[0].Status != catalog.Published {
		t.Fatalf("admin projects = %+v, %v", all, err)
	}
	wantCode(t, "stale project delete", s.DeleteProject(ctx, p.ID, 1, nil), fault.ECONFLICT)
	if err := s.DeleteProject(ctx, p.ID, 2, nil); err != nil {
		t.Fatal(err)
	}
	rose("deleting a project")
	wantCode(t, "missing project", func() error { _, err := s.AdminProject(ctx, p.ID); return err }(), fault.ENOTFOUND)
}

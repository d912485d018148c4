package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/sitecontent"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// testSiteContent: the built-in reviews before a save, a versioned save through the service with its audit
// entry, a stale save refused without a trace, the pages' version moving with any list, and two racing saves.
func testSiteContent(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc := sitecontent.NewService(s, nil, func() time.Time { return at })
	editor := staff.Actor{ID: 0, Email: "editor@example.com"}
	r, err := svc.Reviews(ctx)
	if err != nil || r.Version != 1 || len(r.Items) != 6 || r.Items[0].Customer.Name != "Priya and Karthik Subramanian" {
		t.Fatalf("fresh reviews = %+v, %v; want testimonials.json at version 1", r, err)
	}
	v0, err := s.SiteContentVersion(ctx)
	if err != nil {
		t.Fatal(err)
	}
	r.Items[1].Hidden = true
	r.Items = append(r.Items, sitecontent.Review{Text: "Lovely work.", Rating: 5, Project: "2 BHK, RS Puram",
		Customer: sitecontent.Customer{Name: "Anand", Location: "Coimbatore", Image: "/art/people/customer-1.svg"}})
	saved, err := svc.SaveReviews(ctx, editor, r)
	if err != nil || saved.Version != 2 || len(saved.Visible()) != 6 || saved.Items[6].ID != 7 {
		t.Fatalf("after save: %+v, %v", saved, err)
	}
	if v, _ := s.SiteContentVersion(ctx); v != v0+1 {
		t.Fatalf("pages' version %d after a save, want %d", v, v0+1)
	}
	// The version the editor saw has moved on: refused with the stale sentence, nothing written, no audit entry.
	r.Items[0].Text = "stale"
	if _, err := svc.SaveReviews(ctx, editor, r); fault.Code(err) != fault.ECONFLICT || fault.Message(err) != fault.Message(fault.Stale("the reviews")) {
		t.Fatalf("stale save = %v, want the stale sentence", err)
	}
	if got, _ := svc.Reviews(ctx); got.Items[0].Text == "stale" {
		t.Fatal("a stale save changed the reviews")
	}
	audit := auditWhere(t, s, 20, auditAction("changed the reviews"))
	for _, e := range audit {
		if e.Detail != "6 shown, 1 hidden" || e.ActorEmail != "editor@example.com" {
			t.Errorf("audit entry %+v", e)
		}
	}
	if len(audit) != 1 {
		t.Fatalf("%d audit entries, want 1", len(audit))
	}
	// A city page added: the other list's first save moves the pages' version too.
	c, err := svc.Cities(ctx)
	if err != nil || c.Version != 1 || len(c.Items) != 0 {
		t.Fatalf("fresh cities = %+v, %v", c, err)
	}
	c.Items = []sitecontent.CityPage{{Slug: "coimbatore", Base: "chennai", Name: "Coimbatore", MetaTitle: "Interiors in Coimbatore",
		MetaDescription: "d", HeroIntro: "h", TypicalHomes: "t", Climate: "c", Localities: []string{"RS Puram"}}}
	if c, err = svc.SaveCities(ctx, editor, c); err != nil || c.Version != 2 {
		t.Fatalf("save cities: %+v, %v", c, err)
	}
	if v, _ := s.SiteContentVersion(ctx); v != v0+2 {
		t.Fatalf("pages' version %d after the cities' save, want %d", v, v0+2)
	}
	// Two editors save the same FAQs version at once: exactly one wins.
	oneOfTwoWins(t, func(i int) error {
		f := sitecontent.FAQs{Version: 1, Categories: []sitecontent.FAQCategory{{ID: "general", Title: "General",
			FAQs: []sitecontent.FAQ{{Question: []string{"A?", "B?"}[i], Answer: "Yes."}}}}}
		_, err := svc.SaveFAQs(ctx, editor, f)
		return err
	})
	if f, _ := svc.FAQs(ctx); f.Version != 2 || len(f.Categories) != 1 {
		t.Fatalf("FAQs after the race: %+v", f)
	}
}

// testSiteContentOwnParts: a city page shows published projects only, in the editor's order, with its own photo
// and centre; FAQ topics added, renamed and reordered keep their addresses, and a new one gets one from its name.
func testSiteContentOwnParts(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc := sitecontent.NewService(s, nil, func() time.Time { return at })
	editor := staff.Actor{Email: "editor@example.com"}
	project := func(name string, status catalog.Status) int64 {
		p := &catalog.AdminProject{Project: catalog.Project{ProjectText: catalog.ProjectText{Name: name, Designer: "Anita", Location: "Coimbatore"}, CreatedAt: at,
			Images: []catalog.Image{{URL: "/art/designs/2bhk/normal-1.svg"}}}, Status: status, UpdatedAt: at}
		if err := s.CreateProject(ctx, p, nil); err != nil {
			t.Fatal(err)
		}
		return p.ID
	}
	first, second, draft := project("Iyer home", catalog.Published), project("Rao villa", catalog.Published), project("Draft flat", catalog.Draft)
	page := sitecontent.CityPage{Slug: "coimbatore", Base: "chennai", Name: "Coimbatore", MetaTitle: "T", MetaDescription: "D",
		HeroIntro: "H", TypicalHomes: "T", Climate: "C", Localities: []string{}, Projects: []int64{second, draft},
		Image: "/media/abc123/1280.webp", ImageAlt: "A Coimbatore living room", Centre: "Nivaas Experience Centre\n14 Race Course Road"}
	c := sitecontent.Cities{Version: 1, Items: []sitecontent.CityPage{page}}
	_, err := svc.SaveCities(ctx, editor, c)
	if fault.Code(err) != fault.EINVALID || fault.FieldsOf(err)["items.0.projects"] != sitecontent.C.Messages["project"] {
		t.Fatalf("a draft project chosen: %v (%v), want the project sentence", err, fault.FieldsOf(err))
	}
	c.Items[0].Projects = []int64{second, first}
	saved, err := svc.SaveCities(ctx, editor, c)
	if err != nil || saved.Version != 2 {
		t.Fatalf("save: %+v, %v", saved, err)
	}
	got := saved.Items[0]
	if len(got.Projects) != 2 || got.Projects[0] != second || got.Projects[1] != first || got.Image != page.Image ||
		got.ImageAlt != page.ImageAlt || got.Centre != page.Centre {
		t.Fatalf("saved page = %+v", got)
	}
	// A photo without its description is refused.
	saved.Items[0].ImageAlt = " "
	if _, err := svc.SaveCities(ctx, editor, saved); fault.FieldsOf(err)["items.0.imageAlt"] == "" {
		t.Fatalf("photo without alt text: %v", err)
	}

	// FAQ topics: one renamed and moved last keeps its id; a new one gets its id from its name, made unique.
	f := sitecontent.FAQs{Version: 1, Categories: []sitecontent.FAQCategory{
		{ID: "", Title: "Prices & Payments", FAQs: []sitecontent.FAQ{{Question: "EMI?", Answer: "Yes."}}},
		{ID: "prices-payments", Title: "What it costs", FAQs: []sitecontent.FAQ{{Question: "GST?", Answer: "Included."}}},
	}}
	fs, err := svc.SaveFAQs(ctx, editor, f)
	if err != nil || fs.Categories[0].ID != "prices-payments-2" || fs.Categories[1].ID != "prices-payments" {
		t.Fatalf("topics saved: %+v, %v", fs, err)
	}
	fs.Categories = append(fs.Categories, sitecontent.FAQCategory{Title: "Empty"})
	if _, err := svc.SaveFAQs(ctx, editor, fs); fault.FieldsOf(err)["categories.2.faqs"] != sitecontent.C.Messages["topicEmpty"] {
		t.Fatalf("empty topic: %v", err)
	}
}

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

// testSiteContentOwnParts: a city page shows published projects only, in the editor's order, with its own photo
// and centre; FAQ topics added, renamed and reordered keep their addresses, and a new one gets one from its name.
func testSiteContentOwnParts(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	svc := sitecontent.NewService(s, nil, func() time.Time { return at })
	editor := staff.Actor{Email: "editor@example.com"}
	project := func(name string, status catalog.Status) int64 {
		p := &catalog.AdminProject{Project: catalog.Project{ProjectText: catalog.ProjectText{Name: name, Designer: "Anita", Location: "Coimbatore"}, CreatedAt: at,
			Images: []catalog.Image{{URL: "/art/designs/2bhk/normal-1.svg"}}}, Status: status, UpdatedAt: at}
		if err := s.CreateProject(ctx, p); err != nil {
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

package catalog

import (
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
)

const hash = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

func photo() Image {
	return Image{Media: hash, Alt: "Walnut shutters", Width: 1600, Height: 1200, Placeholder: "#a08060", Widths: []int{480, 960, 1600}}
}

func TestDesignInputValidate(t *testing.T) {
	good := func() DesignInput {
		return DesignInput{Category: "Modular-Kitchen-Designs", Type: "Luxury", Title: " Marble island ",
			Features: []string{" Brass handles ", "", "  "}, Images: []Image{photo(), {URL: "/art/designs/wardrobe/normal-1.svg", Alt: "A wardrobe"}},
			YTUrl: "https://youtu.be/dQw4w9WgXcQ?t=3"}
	}
	in := good()
	if err := in.Validate(); err != nil {
		t.Fatalf("a good design: %v %v", err, fault.FieldsOf(err))
	}
	if in.Title != "Marble island" || len(in.Features) != 1 || in.Features[0] != "Brass handles" ||
		in.YTUrl != "https://www.youtube.com/watch?v=dQw4w9WgXcQ" || in.Status != Draft {
		t.Errorf("normalised design = %+v", in)
	}
	long := strings.Repeat("x", 121)
	cases := []struct {
		name  string
		edit  func(*DesignInput)
		field string
		msg   string
	}{
		{"no title", func(d *DesignInput) { d.Title = "  " }, "title", Texts.Messages.TitleRequired},
		{"long title", func(d *DesignInput) { d.Title = long }, "title", ""},
		{"unknown category", func(d *DesignInput) { d.Category = "Garage-Designs" }, "category", ""},
		{"category in lower case", func(d *DesignInput) { d.Category = "modular-kitchen-designs" }, "category", ""},
		{"unknown tier", func(d *DesignInput) { d.Type = "Premium" }, "type", ""},
		{"published photo without alt", func(d *DesignInput) { d.Images[0].Alt, d.Status = " ", Published }, "images.0.alt", Texts.Messages.AltRequired},
		{"published illustration without alt", func(d *DesignInput) { d.Images[1].Alt, d.Status = "", Published }, "images.1.alt", Texts.Messages.AltRequired},
		{"alt with a control character", func(d *DesignInput) { d.Images[0].Alt = "a\u0007b" }, "images.0.alt", ""},
		{"not a video link", func(d *DesignInput) { d.YTUrl = "https://vimeo.com/1" }, "ytUrl", Texts.Messages.YouTube},
		{"too many features", func(d *DesignInput) { d.Features = make([]string, 21); fill(d.Features) }, "features", tooMany(20)},
		{"long feature", func(d *DesignInput) { d.Features = []string{strings.Repeat("f", 161)} }, "features", ""},
		{"too many images", func(d *DesignInput) { d.Images = make([]Image, 21) }, "images", tooMany(20)},
		{"status unknown", func(d *DesignInput) { d.Status = "live" }, "status", ""},
		{"hash not hex", func(d *DesignInput) { d.Images[0].Media = strings.Repeat("z", 64) }, "images.0", ""},
		{"hash and url", func(d *DesignInput) { d.Images[0].URL = "/x.svg" }, "images.0", ""},
		{"url off the site", func(d *DesignInput) { d.Images[1].URL = "https://evil.example/x.svg" }, "images.1", ""},
		{"url protocol-relative", func(d *DesignInput) { d.Images[1].URL = "//evil.example/x.svg" }, "images.1", ""},
		{"url climbing out", func(d *DesignInput) { d.Images[1].URL = "/art/../../x.svg" }, "images.1", ""},
		{"url javascript", func(d *DesignInput) { d.Images[1].URL = "javascript:alert(1)" }, "images.1", ""},
		{"placeholder script", func(d *DesignInput) { d.Images[0].Placeholder = "url(javascript:alert(1))" }, "images.0", ""},
		{"placeholder svg", func(d *DesignInput) { d.Images[0].Placeholder = "data:image/svg+xml;base64,PHN2Zz4=" }, "images.0", ""},
		{"no widths", func(d *DesignInput) { d.Images[0].Widths = nil }, "images.0", ""},
		{"widths not rising", func(d *DesignInput) { d.Images[0].Widths = []int{960, 480} }, "images.0", ""},
		{"zero height", func(d *DesignInput) { d.Images[0].Height = 0 }, "images.0", ""},
		{"huge width", func(d *DesignInput) { d.Images[0].Width = 1 << 30 }, "images.0", ""},
	}
	for _, tc := range cases {
		in := good()
		tc.edit(&in)
		err := in.Validate()
		fields := fault.FieldsOf(err)
		if fault.Code(err) != fault.EINVALID || fields[tc.field] == "" {
			t.Errorf("%s: %v, fields %v; want a problem with %s", tc.name, err, fields, tc.field)
			continue
		}
		if tc.msg != "" && fields[tc.field] != tc.msg {
			t.Errorf("%s: %s = %q, want %q", tc.name, tc.field, fields[tc.field], tc.msg)
		}
	}
}

// TestDraftsSaveWithoutPhotoDescriptions: a draft keeps what the editor has; publishing asks for every description.
func TestDraftsSaveWithoutPhotoDescriptions(t *testing.T) {
	design := DesignInput{Category: "Modular-Kitchen-Designs", Type: "Luxury", Title: "Sage kitchen", Images: []Image{photo(), photo()}}
	design.Images[0].Alt, design.Images[1].Alt = "", "  "
	if err := design.Validate(); err != nil {
		t.Fatalf("a draft with undescribed photos: %v %v", err, fault.FieldsOf(err))
	}
	design.Status = Published
	fields := fault.FieldsOf(design.Validate())
	if fields["images.0.alt"] != Texts.Messages.AltRequired || fields["images.1.alt"] != Texts.Messages.AltRequired {
		t.Errorf("publishing undescribed photos: fields %v", fields)
	}
	if err := design.Validate(); fault.Message(err) != Texts.Messages.PhotosUndescribed {
		t.Errorf("publishing undescribed photos says %q, want %q", err, Texts.Messages.PhotosUndescribed)
	}
	project := ProjectInput{ProjectText: ProjectText{Name: "Rao apartment"}, Images: []Image{photo()}}
	project.Images[0].Alt = ""
	if err := project.Validate(); err != nil {
		t.Fatalf("a draft project with an undescribed photo: %v", err)
	}
	project.Status = Published
	if fields := fault.FieldsOf(project.Validate()); fields["images.0.alt"] != Texts.Messages.AltRequired {
		t.Errorf("publishing a project with an undescribed photo: fields %v", fields)
	}
}

func fill(list []string) {
	for i := range list {
		list[i] = "feature"
	}
}

func TestProjectInputValidate(t *testing.T) {
	in := ProjectInput{ProjectText: ProjectText{Name: " Rao apartment ", PropertyType: "2 BHK"}, Images: []Image{photo()}, Status: Published}
	if err := in.Validate(); err != nil || in.Name != "Rao apartment" {
		t.Fatalf("a good project: %v %v", err, in.Name)
	}
	for name, edit := range map[string]func(*ProjectInput){
		"name":         func(p *ProjectInput) { p.Name = "" },
		"propertyType": func(p *ProjectInput) { p.PropertyType = "5 BHK" },
		"images.0.alt": func(p *ProjectInput) { p.Images[0].Alt, p.Status = "", Published },
		"caseBrief":    func(p *ProjectInput) { p.CaseBrief = strings.Repeat("c", 4001) },
		"location":     func(p *ProjectInput) { p.Location = "Pune\u0000" },
		"status":       func(p *ProjectInput) { p.Status = "archived" },
		"images.0":     func(p *ProjectInput) { p.Images[0].Widths = []int{0} },
		"designer":     func(p *ProjectInput) { p.Designer = strings.Repeat("d", 101) },
	} {
		p := ProjectInput{ProjectText: ProjectText{Name: "Rao apartment"}, Images: []Image{photo()}}
		edit(&p)
		if err := p.Validate(); fault.FieldsOf(err)[name] == "" {
			t.Errorf("%s: %v %v; want a problem with it", name, err, fault.FieldsOf(err))
		}
	}
}

func TestPatchApply(t *testing.T) {
	cur := DesignInput{Category: "Wardrobe-Designs", Type: "Normal", Title: "Old", Features: []string{"a"}, Status: Draft}
	title, status := "New", Published
	got := DesignPatch{Title: &title, Status: &status}.Apply(cur)
	if got.Title != "New" || got.Status != Published || got.Category != "Wardrobe-Designs" || len(got.Features) != 1 {
		t.Fatalf("applied patch = %+v", got)
	}
}

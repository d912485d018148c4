// Package demo is the seed content of the site: gallery designs for every
// category and tier, and recently delivered projects. `site seed` loads it,
// and `site serve` loads it into an empty database.
package demo

import (
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sync"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/illustration"
)

//go:embed data
var dataFS embed.FS

// Rooms maps each gallery category to the room folder of its illustrations.
var Rooms = map[string]string{
	"Modular-Kitchen-Designs": "modular-kitchen",
	"Wardrobe-Designs":        "wardrobe",
	"Bedroom-Designs":         "bedroom",
	"Living-Room-Designs":     "living-room",
	"Dining-Room-Designs":     "dining-room",
	"Home-Office-Designs":     "home-office",
	"Kids-Bedroom-Designs":    "kids-bedroom",
	"Bathroom-Designs":        "bathroom",
	"1BHK-Designs":            "1bhk",
	"2BHK-Designs":            "2bhk",
	"3BHK-Designs":            "3bhk",
}

// Tiers maps each design type to the tier part of an illustration's file name.
var Tiers = map[string]string{
	"Normal":        "normal",
	"Luxury":        "luxury",
	"Ultra Premium": "ultra-premium",
}

// ImageVariants is how many illustrations exist per room and tier (n = 1..8).
const ImageVariants = illustration.Variants

// DesignImageURL is the address of one generated design illustration.
func DesignImageURL(room, tier string, n int) string {
	return fmt.Sprintf("/art/designs/%s/%s-%d.svg", room, tier, n)
}

// categoryFile is one data/designs/*.json file: a category's designs by tier.
type categoryFile struct {
	Category string `json:"category"`
	// Views are the camera positions alt texts describe, chosen in turn per image.
	Views []string                `json:"views"`
	Tiers map[string][]designData `json:"tiers"`
}

type designData struct {
	Title       string   `json:"title"`
	Subject     string   `json:"subject"` // short noun phrase that starts every alt text
	Description string   `json:"description"`
	Features    []string `json:"features"`
}

type projectData struct {
	catalog.ProjectText
	CreatedAt time.Time   `json:"createdAt"`
	Images    []imageData `json:"images"`
}

type imageData struct {
	Room string `json:"room"`
	Tier string `json:"tier"`
	N    int    `json:"n"`
	Alt  string `json:"alt"`
}

type seed struct {
	categories map[string]categoryFile
	projects   []projectData
}

// load parses the embedded files once; they are part of the binary, so a
// parse failure is a build defect and panics (the package tests catch it).
var load = sync.OnceValue(func() seed {
	c := seed{categories: map[string]categoryFile{}}
	files, err := fs.Glob(dataFS, "data/designs/*.json")
	if err != nil {
		panic(err)
	}
	for _, name := range files {
		var cf categoryFile
		mustDecode(name, &cf)
		if _, ok := Rooms[cf.Category]; !ok {
			panic(fmt.Sprintf("demo: %s: unknown category %q", name, cf.Category))
		}
		if len(cf.Views) < 4 {
			panic(fmt.Sprintf("demo: %s: need at least 4 views for distinct alt texts", name))
		}
		for tier := range cf.Tiers {
			if _, ok := Tiers[tier]; !ok {
				panic(fmt.Sprintf("demo: %s: unknown design type %q", name, tier))
			}
		}
		c.categories[cf.Category] = cf
	}
	mustDecode("data/projects.json", &c.projects)
	return c
})

func mustDecode(name string, v any) {
	b, err := dataFS.ReadFile(name)
	if err != nil {
		panic(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		panic(fmt.Sprintf("demo: %s: %v", path.Base(name), err))
	}
}

// Catalog returns the demo designs (in catalog.Categories × catalog.DesignTypes
// order, Position 1..n within each) and projects (newest first). Every call
// returns the same content in fresh slices, so callers may modify them.
func Catalog() ([]catalog.Design, []catalog.Project) {
	c := load()
	var designs []catalog.Design
	video := 0
	for _, category := range catalog.Categories {
		cf := c.categories[category]
		for _, designType := range catalog.DesignTypes {
			for i, d := range cf.Tiers[designType] {
				pos := i + 1
				design := catalog.Design{
					ID:          int64(len(designs) + 1),
					Category:    category,
					Type:        designType,
					Position:    pos,
					Title:       d.Title,
					Description: d.Description,
					Features:    slices.Clone(d.Features),
					Images:      designImages(Rooms[category], Tiers[designType], pos, d.Subject, cf.Views),
				}
				// Every third design has a walkthrough video, rotating through the link forms the front end accepts.
				if pos%3 == 0 {
					design.YTUrl = videoURL(video, d.Title)
					video++
				}
				designs = append(designs, design)
			}
		}
	}
	projects := make([]catalog.Project, 0, len(c.projects))
	for _, p := range c.projects {
		images := make([]catalog.Image, 0, len(p.Images))
		for _, img := range p.Images {
			images = append(images, catalog.Image{URL: DesignImageURL(img.Room, img.Tier, img.N), Alt: img.Alt})
		}
		projects = append(projects, catalog.Project{ProjectText: p.ProjectText, Images: images, CreatedAt: p.CreatedAt.UTC()})
	}
	slices.SortStableFunc(projects, func(a, b catalog.Project) int { return b.CreatedAt.Compare(a.CreatedAt) })
	for i := range projects {
		projects[i].ID = int64(i + 1)
	}
	return designs, projects
}

// designImages gives design pos three or four distinct illustrations, the
// first one different for each of the first eight designs of a tier.
func designImages(room, tier string, pos int, subject string, views []string) []catalog.Image {
	offsets := []int{0, 3, 5, 6}
	count := 3
	if pos%2 == 0 {
		count = 4
	}
	images := make([]catalog.Image, 0, count)
	for i := range count {
		n := (pos-1+offsets[i])%ImageVariants + 1
		alt := subject + ", " + views[(pos-1+i)%len(views)]
		images = append(images, catalog.Image{URL: DesignImageURL(room, tier, n), Alt: alt})
	}
	return images
}

// videoURL invents a stable 11-character video id from the title and writes
// it in the k-th of the three YouTube link forms.
func videoURL(k int, title string) string {
	sum := sha256.Sum256([]byte("nivaas-demo-video:" + title))
	id := base64.RawURLEncoding.EncodeToString(sum[:9])[:11]
	switch k % 3 {
	case 0:
		return "https://www.youtube.com/watch?v=" + id
	case 1:
		return "https://youtu.be/" + id
	default:
		return "https://www.youtube.com/embed/" + id
	}
}

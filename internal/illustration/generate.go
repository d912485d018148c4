package illustration

import (
	"fmt"
	"os"
	"path/filepath"
)

// File is one generated illustration, Path relative to the art folder.
type File struct {
	Path string
	Data []byte
}

// Room is one gallery room kind with its file slug and drawing.
type Room struct {
	Slug  string
	Label string
	Draw  func(*Scene)
	Beds  int // whole-home views: number of bedrooms (Draw is nil)
}

// Rooms lists the eleven gallery kinds in the order of the spec.
var Rooms = []Room{
	{"modular-kitchen", "Modular kitchen", Kitchen, 0},
	{"wardrobe", "Wardrobe", Wardrobe, 0},
	{"bedroom", "Bedroom", Bedroom, 0},
	{"living-room", "Living room", Living, 0},
	{"dining-room", "Dining room", Dining, 0},
	{"home-office", "Home office", Office, 0},
	{"kids-bedroom", "Kids bedroom", Kids, 0},
	{"bathroom", "Bathroom", Bathroom, 0},
	{Slug: "1bhk", Label: "1 BHK home", Beds: 1},
	{Slug: "2bhk", Label: "2 BHK home", Beds: 2},
	{Slug: "3bhk", Label: "3 BHK home", Beds: 3},
}

// Variants is how many variations each room and tier has.
const Variants = 8

// Design renders one gallery illustration.
func Design(r Room, t Tier, v int) File {
	path := fmt.Sprintf("designs/%s/%s-%d.svg", r.Slug, t.Slug(), v)
	if r.Beds > 0 {
		return File{path, Home(r.Beds, t, v).Bytes()}
	}
	title := fmt.Sprintf("%s, %s design, variation %d", r.Label, t.Label(), v)
	s := newScene(1200, 900, title, t, v, r.Slug+t.Slug())
	r.Draw(s)
	return File{path, s.Bytes()}
}

// All renders every illustration of the site.
func All() []File {
	var out []File
	for _, r := range Rooms {
		for t := Normal; t <= Ultra; t++ {
			for v := 1; v <= Variants; v++ {
				out = append(out, Design(r, t, v))
			}
		}
	}
	out = append(out, PortraitFiles()...)
	out = append(out, BadgeFiles()...)
	out = append(out, ServiceFiles()...)
	out = append(out, SceneFiles()...)
	return out
}

// Write renders every illustration into dir and returns how many it wrote.
func Write(dir string) (int, error) {
	files := All()
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return 0, err
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			return 0, err
		}
	}
	return len(files), nil
}

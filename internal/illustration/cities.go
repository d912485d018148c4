package illustration

import (
	"fmt"
	"math"
)

// Cities are the city pages' slugs with a display name and a sky mood.
var Cities = []struct{ Slug, Name, Sky, Hint string }{
	{"mumbai", "Mumbai", "#f4c9a0", "a sea-front skyline with a harbour arch"},
	{"delhi-ncr", "Delhi NCR", "#f2d3ae", "a ceremonial arch and a domed monument"},
	{"bangalore", "Bangalore", "#cfe0d8", "tree canopies and glass towers"},
	{"chennai", "Chennai", "#f6d2a6", "the sea, a lighthouse and a temple tower"},
	{"pune", "Pune", "#e9d6c0", "hills and an old fort wall"},
	{"hyderabad", "Hyderabad", "#f1c7a2", "a four-minaret monument and rocky hills"},
	{"kolkata", "Kolkata", "#e6d2bf", "a cantilever bridge over the river"},
	{"ahmedabad", "Ahmedabad", "#f5dcb0", "a riverfront with kites in the sky"},
}

// CityHero draws a 1600×900 living space whose window looks out on a
// city hint (invented, generic shapes).
func CityHero(i int) *Canvas {
	ct := Cities[i]
	title := fmt.Sprintf("Living room in %s with a view of %s", ct.Name, ct.Hint)
	s := newScene(1600, 900, title, Luxury, i+1, "city"+ct.Slug)
	s.WinZ1 = 0
	s.Shell()
	hw, D := s.RW/2, s.D
	p := s.P
	// Picture window across the back wall.
	wx0, wx1, wy0, wy1 := -hw+60, hw-150, 40.0, 262.0
	s.Front(wx0-6, wx1+6, wy0-6, wy1+6, D-0.5, dk(p.Metal, 0.2), "")
	ax, ay := s.Pt(wx0, wy1, D-0.6)
	bx, by := s.Pt(wx1, wy0, D-0.6)
	w, h := bx-ax, by-ay
	s.Rect(ax, ay, w, h, s.VGrad("csky", St(0, lt(p.Sky, 0.3), 1), St(0.7, ct.Sky, 1), St(1, lt(ct.Sky, 0.3), 1)), "")
	s.Circle(ax+w*0.78, ay+h*0.3, h*0.07, "#fff3dc", `opacity=".9"`)
	s.skyline(ct.Slug, ax, ay, w, h)
	for _, f := range []float64{0.25, 0.5, 0.75} {
		s.Line(ax+w*f, ay, ax+w*f, ay+h, dk(p.Metal, 0.2), 4, "")
	}
	s.Glow(ax+w*0.5, ay+h*0.6, w*0.5, 0.25)
	s.Art(hw-120, hw-30, 120, 210, i)
	s.Rug(-200, 170, 250, 470, mix(p.Fabric, p.Accent, 0.25))
	s.Plant(-hw+45, D-70, 160)
	s.Armchair(-hw+100, 330, p.Accent)
	s.SofaSide(250, 490, p.Fabric, p.Accent, i%2 == 0)
	s.DiscShadow(0, 360, 58)
	s.Box(-18, 18, 0, 30, 350, 370, dk(p.Stone, 0.2), "")
	s.Disc(0, 38, 360, 52, 7, lt(p.Stone, 0.1))
	s.Pendant(0, 215, 360, 20, p.Metal)
	return s.Canvas
}

// skyline paints the view inside the window rectangle (canvas units).
func (s *Scene) skyline(slug string, x, y, w, h float64) {
	far, mid, near := "#b7a99c", "#978a80", "#6f655e"
	base := y + h
	towers := func(col string, from, to float64, seed int) {
		for i := 0; ; i++ {
			tx := x + w*from + float64(i)*w*0.035
			if tx > x+w*to {
				break
			}
			th := h * (0.2 + 0.25*math.Abs(math.Sin(float64(i*7+seed))))
			s.Rect(tx, base-th, w*0.03, th, col, "")
		}
	}
	water := func(top float64) {
		s.Rect(x, base-h*top, w, h*top, "#9fb8c0", "")
		s.Line(x+w*0.1, base-h*top*0.5, x+w*0.4, base-h*top*0.5, "#d6e4e6", 2, "")
	}
	switch slug {
	case "mumbai":
		towers(far, 0.05, 0.6, 1)
		towers(mid, 0.3, 0.9, 3)
		// Harbour arch with small domes.
		gx := x + w*0.12
		s.Path(fmt.Sprintf("M%s %sv%sh%sv%sh%sa%s %s 0 0 0 %s 0z", n(gx), n(base-h*0.12), n(-h*0.22), n(w*0.14), n(h*0.22), n(-w*0.045), n(w*0.025), n(w*0.025), n(-w*0.05)), near, "")
		for _, f := range []float64{0.13, 0.19, 0.25} {
			s.Circle(x+w*f, base-h*0.34, w*0.012, near, "")
		}
		water(0.12)
		s.Path(fmt.Sprintf("M%s %sq%s %s %s %s", n(x+w*0.3), n(base-h*0.12), n(w*0.3), n(h*0.06), n(w*0.7), n(0)), "none", `stroke="#fff3dc" stroke-width="3" stroke-dasharray="2 6"`)
	case "delhi-ncr":
		towers(far, 0.6, 0.95, 2)
		gx := x + w*0.18
		s.Path(fmt.Sprintf("M%s %sv%sh%sv%sh%sv%sa%s %s 0 0 0 %s 0v%sz", n(gx), n(base), n(-h*0.5), n(w*0.16), n(h*0.5), n(-w*0.05), n(-h*0.28), n(w*0.03), n(w*0.03), n(-w*0.06), n(h*0.28)), mid, "")
		s.Path(fmt.Sprintf("M%s %sa%s %s 0 0 1 %s 0z", n(x+w*0.42), n(base-h*0.25), n(w*0.07), n(w*0.07), n(w*0.14)), near, "")
		s.Rect(x+w*0.4, base-h*0.25, w*0.18, h*0.25, near, "")
		for _, f := range []float64{0.39, 0.58} {
			s.Rect(x+w*f, base-h*0.5, w*0.012, h*0.5, near, "")
		}
		s.trees(x, base, w, h, "#7e8c6e")
	case "bangalore":
		towers(mid, 0.45, 0.95, 5)
		s.Rect(x+w*0.12, base-h*0.26, w*0.26, h*0.26, far, "")
		s.Path(fmt.Sprintf("M%s %sa%s %s 0 0 1 %s 0z", n(x+w*0.21), n(base-h*0.26), n(w*0.04), n(w*0.04), n(w*0.08)), far, "")
		for f := 0.13; f < 0.38; f += 0.03 {
			s.Rect(x+w*f, base-h*0.2, w*0.008, h*0.2, lt(far, 0.3), "")
		}
		s.trees(x, base, w, h, "#6f8a5f")
	case "chennai":
		water(0.16)
		t0 := x + w*0.62
		for j := 0; j < 6; j++ {
			ww := w * (0.13 - float64(j)*0.018)
			s.Rect(t0+(w*0.13-ww)/2, base-h*0.16-float64(j+1)*h*0.07, ww, h*0.07, []string{mid, near}[j%2], "")
		}
		s.Rect(x+w*0.2, base-h*0.6, w*0.03, h*0.44, "#e9e1d6", "")
		s.Rect(x+w*0.2, base-h*0.62, w*0.03, h*0.04, "#b4573d", "")
		towers(far, 0.3, 0.55, 4)
	case "pune":
		s.Path(fmt.Sprintf("M%s %sq%s %s %s %sq%s %s %s %sz", n(x), n(base), n(w*0.25), n(-h*0.7), n(w*0.5), n(-h*0.35), n(w*0.3), n(-h*0.4), n(w*0.5), n(h*0.35)), "#a9a58a", "")
		fx := x + w*0.25
		s.Rect(fx, base-h*0.32, w*0.4, h*0.1, near, "")
		for j := 0; j < 4; j++ {
			s.Rect(fx+float64(j)*w*0.12, base-h*0.4, w*0.05, h*0.18, near, "")
		}
		towers(mid, 0.7, 0.98, 6)
	case "hyderabad":
		s.Path(fmt.Sprintf("M%s %sq%s %s %s 0z", n(x+w*0.55), n(base), n(w*0.2), n(-h*0.5), n(w*0.45)), "#a99884", "")
		cx := x + w*0.32
		s.Rect(cx-w*0.09, base-h*0.42, w*0.18, h*0.42, mid, "")
		s.Path(fmt.Sprintf("M%s %sv%sa%s %s 0 0 1 %s 0v%sz", n(cx-w*0.04), n(base), n(-h*0.2), n(w*0.04), n(w*0.04), n(w*0.08), n(h*0.2)), lt(s.P.Sky, 0.2), "")
		for _, f := range []float64{-0.1, 0.085} {
			s.Rect(cx+w*f, base-h*0.7, w*0.018, h*0.7, near, "")
			s.Circle(cx+w*f+w*0.009, base-h*0.7, w*0.012, near, "")
		}
		towers(far, 0.05, 0.18, 8)
	case "kolkata":
		water(0.2)
		dy := base - h*0.3
		s.Line(x, dy, x+w, dy, near, 5, "")
		for _, f := range []float64{0.25, 0.7} {
			px := x + w*f
			s.Poly(near, "", px-w*0.02, base-h*0.2, px-w*0.008, y+h*0.15, px+w*0.008, y+h*0.15, px+w*0.02, base-h*0.2)
			s.Path(fmt.Sprintf("M%s %sL%s %sM%s %sL%s %s", n(px), n(y+h*0.18), n(px-w*0.22), n(dy), n(px), n(y+h*0.18), n(px+w*0.22), n(dy)), "none", `stroke="`+near+`" stroke-width="3"`)
		}
		s.Path(fmt.Sprintf("M%s %sa%s %s 0 0 1 %s 0z", n(x+w*0.42), n(dy-h*0.02), n(w*0.05), n(w*0.05), n(w*0.1)), far, `opacity=".8"`)
	default: // ahmedabad
		water(0.14)
		s.Rect(x, base-h*0.17, w, h*0.03, "#c9b59a", "")
		towers(mid, 0.5, 0.95, 9)
		for _, f := range []float64{0.15, 0.24} {
			s.Rect(x+w*f, base-h*0.5, w*0.016, h*0.33, near, "")
		}
		s.Rect(x+w*0.14, base-h*0.3, w*0.12, h*0.13, near, "")
		for j, c := range [][2]float64{{0.3, 0.2}, {0.45, 0.12}, {0.62, 0.26}, {0.82, 0.16}} {
			kx, ky := x+w*c[0], y+h*c[1]
			r := w * 0.015
			s.Poly([]string{"#c8694a", "#e2b65b", "#6f8f84", "#b4573d"}[j], "", kx, ky-r, kx+r, ky, kx, ky+r*1.2, kx-r, ky)
			s.Path(fmt.Sprintf("M%s %sq%s %s %s %s", n(kx), n(ky+r*1.2), n(-r), n(r*2), n(r*0.5), n(r*4)), "none", `stroke="#8a7a6a" stroke-width="1"`)
		}
	}
}

func (s *Scene) trees(x, base, w, h float64, col string) {
	for i := 0; i < 12; i++ {
		f := float64(i) / 12
		s.Circle(x+w*(f+0.03), base-h*0.05, h*(0.08+0.04*math.Abs(math.Sin(float64(i)*2.3))), col, "")
	}
}

// Hero draws a 1600×900 home-page slide.
func Hero(i int) *Canvas {
	if i == 1 {
		s := newScene(1600, 900, "A calm luxury living room with a marble TV wall, cove lighting and a garden window", Luxury, 2, "hero1")
		Living(s)
		return s.Canvas
	}
	s := newScene(1600, 900, "An ultra premium modular kitchen with an island, dark stone and statement lighting", Ultra, 2, "hero2")
	Kitchen(s)
	return s.Canvas
}

// Blog covers, one per article, matching its topic.
var Blogs = []struct {
	Slug, Title string
	Room        func(*Scene)
	Tier        Tier
	V           int
}{
	{"fashionable-wardrobe-designs-2025", "Fashionable wardrobe designs: a walnut wardrobe with a mirror panel and lit profiles", Wardrobe, Luxury, 2},
	{"future-of-interiors-2025", "The future of interiors: a layered, softly lit living space", Living, Ultra, 4},
	{"latest-design-articles-2025", "Latest design articles: a study with shelves of books and a desk", Office, Luxury, 3},
	{"modern-kitchen-design-trends-2025", "Modern kitchen trends: an island kitchen with marble and brass", Kitchen, Luxury, 2},
}

// SceneFiles renders hero slides, city heroes and blog covers.
func SceneFiles() []File {
	out := []File{{"hero/slide-1.svg", Hero(1).Bytes()}, {"hero/slide-2.svg", Hero(2).Bytes()}}
	for i, c := range Cities {
		out = append(out, File{"cities/" + c.Slug + ".svg", CityHero(i).Bytes()})
	}
	for _, b := range Blogs {
		s := newScene(1200, 675, b.Title, b.Tier, b.V, "blog"+b.Slug)
		b.Room(s)
		out = append(out, File{"blog/" + b.Slug + ".svg", s.Bytes()})
	}
	return out
}

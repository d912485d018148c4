package illustration

import (
	"fmt"
	"math"
)

// patterns are the shared surface textures, painted over a base colour.
var patterns = map[string]string{
	"grain":  `<pattern id="grain" width="140" height="18" patternUnits="userSpaceOnUse"><path d="M0 4c35-3 70 3 140 0M0 11c45 3 80-3 140 1M0 15.5c30-1 90 2 140-1" fill="none" stroke="#2a1a0e" stroke-opacity=".14" stroke-width=".8"/></pattern>`,
	"veinL":  `<pattern id="veinL" width="260" height="260" patternUnits="userSpaceOnUse"><path d="M0 70c40 20 90-30 150 12s80 36 110 16M18 260c30-60 96-84 116-160M160 0c-10 44 32 72 100 84M60 0c8 30-6 48 10 70" fill="none" stroke="#7d7a75" stroke-opacity=".22"/></pattern>`,
	"veinD":  `<pattern id="veinD" width="260" height="260" patternUnits="userSpaceOnUse"><path d="M0 70c40 20 90-30 150 12s80 36 110 16M18 260c30-60 96-84 116-160M160 0c-10 44 32 72 100 84M60 0c8 30-6 48 10 70" fill="none" stroke="#f1dfb8" stroke-opacity=".32"/></pattern>`,
	"fabric": `<pattern id="fabric" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M0 .5h5M0 3h5" stroke="#000" stroke-opacity=".06"/><path d="M1 0v5M3.5 0v5" stroke="#fff" stroke-opacity=".07"/></pattern>`,
	"flute":  `<pattern id="flute" width="12" height="10" patternUnits="userSpaceOnUse"><rect width="3" height="10" fill="#000" fill-opacity=".16"/><rect x="8" width="4" height="10" fill="#fff" fill-opacity=".18"/></pattern>`,
	"cane":   `<pattern id="cane" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 4 4 0 8 4 4 8z" fill="none" stroke="#3a2616" stroke-opacity=".35"/></pattern>`,
	"tile":   `<pattern id="tile" width="24" height="12" patternUnits="userSpaceOnUse"><path d="M0 .5h24M.5 0v6M12.5 6v6M0 6.5h24" stroke="#fff" stroke-opacity=".8"/></pattern>`,
}

// Tex returns a fill reference for a named texture.
func (s *Scene) Tex(name string) string { return s.Canvas.Tex(name) }

// Tex returns a fill reference for a named texture.
func (c *Canvas) Tex(name string) string {
	body, ok := patterns[name]
	if !ok {
		panic("illustration: unknown texture " + name)
	}
	return c.Def(name, body)
}

// Glow draws a warm radial glow of radius r pixels.
func (c *Canvas) Glow(x, y, r, op float64) {
	g := c.RGrad("glow", 0.5, 0.5, 0.5, St(0, "#ffe3ad", 0.95), St(0.35, "#ffd58a", 0.45), St(1, "#ffd58a", 0))
	c.Circle(x, y, r, g, fmt.Sprintf(`opacity="%.2f"`, op))
}

// Pendant hangs a dome shade from the ceiling at (x, z), bottom edge at y.
func (s *Scene) Pendant(x, y, z, size float64, col string) {
	cx, top := s.Pt(x, s.RH, z)
	_, cy := s.Pt(x, y, z)
	k := s.K(z)
	r := size * k
	s.Line(cx, top, cx, cy-r*0.8, dk(col, 0.4), 1.2, "")
	s.Glow(cx, cy+r*0.5, r*4, 0.55)
	g := s.HGrad("shade", St(0, "#ffffff", 0.35), St(0.5, "#ffffff", 0), St(1, "#000000", 0.25))
	d := fmt.Sprintf("M%s %sa%s %s 0 0 1 %s 0z", n(cx-r), n(cy), n(r), n(r*0.85), n(2*r))
	s.Path(d, col, "")
	s.Path(d, g, "")
	s.Ellipse(cx, cy, r, r*0.16, "#fff3d6", "")
}

// Chandelier hangs a two-tier brass ring of lights centred at (x, y, z).
func (s *Scene) Chandelier(x, y, z, size float64) {
	cx, top := s.Pt(x, s.RH, z)
	_, cy := s.Pt(x, y, z)
	k := s.K(z)
	R := size * k
	brass := s.P.Metal
	s.Glow(cx, cy, R*2.2, 0.8)
	s.Line(cx, top, cx, cy-R*0.5, brass, 1.5, "")
	type bulb struct{ x, y float64 }
	var bulbs []bulb
	for tier, rr := range []float64{R, R * 0.62} {
		yy := cy - float64(tier)*R*0.38
		s.Ellipse(cx, yy, rr, rr*0.22, "none", `stroke="`+brass+`" stroke-width="2"`)
		cnt := 12 - tier*4
		for i := 0; i < cnt; i++ {
			a := float64(i) / float64(cnt) * 2 * math.Pi
			bx, by := cx+rr*math.Cos(a), yy+rr*0.22*math.Sin(a)
			s.Line(bx, by, bx, by-R*0.16, brass, 1.5, "")
			bulbs = append(bulbs, bulb{bx, by - R*0.2})
		}
	}
	for _, b := range bulbs {
		s.Circle(b.x, b.y, R*0.05, "#fff1cf", "")
	}
	for i := 0; i < 3; i++ {
		s.Line(cx, cy-R*0.5, cx+R*float64(i-1)*0.9, cy, brass, 1, `opacity=".7"`)
	}
}

// LinearPendant hangs a slim bar light from x0 to x1 at height y.
func (s *Scene) LinearPendant(x0, x1, y, z float64) {
	ax, ay := s.Pt(x0, y, z)
	bx, _ := s.Pt(x1, y, z)
	_, top := s.Pt(x0, s.RH, z)
	k := s.K(z)
	for _, x := range []float64{ax + 8*k, bx - 8*k} {
		s.Line(x, top, x, ay, dk(s.P.Metal, 0.3), 1, "")
	}
	s.Ellipse((ax+bx)/2, ay+10*k, (bx-ax)*0.7, 40*k, s.RGrad("glow", 0.5, 0.5, 0.5, St(0, "#ffe3ad", 0.95), St(0.35, "#ffd58a", 0.45), St(1, "#ffd58a", 0)), `opacity=".8"`)
	s.RRect(ax, ay-4*k, bx-ax, 5*k, 2*k, s.P.Metal, "")
	s.Rect(ax+3*k, ay+0.6*k, bx-ax-6*k, 1.6*k, "#fff4d8", "")
}

// TableLamp stands a lamp with a glowing drum shade on a surface at y.
func (s *Scene) TableLamp(x, y, z float64, base string) {
	k := s.K(z)
	cx, cy := s.Pt(x, y, z)
	s.Glow(cx, cy-48*k, 70*k, 0.7)
	s.Ellipse(cx, cy-12*k, 9*k, 12*k, base, "")
	s.Line(cx, cy-22*k, cx, cy-34*k, dk(s.P.Metal, 0.2), 1.5*k, "")
	s.Poly("#f8ead0", "", cx-11*k, cy-56*k, cx+11*k, cy-56*k, cx+16*k, cy-34*k, cx-16*k, cy-34*k)
	s.Poly(s.HGrad("shade", St(0, "#ffffff", 0.35), St(0.5, "#ffffff", 0), St(1, "#000000", 0.25)), "", cx-11*k, cy-56*k, cx+11*k, cy-56*k, cx+16*k, cy-34*k, cx-16*k, cy-34*k)
}

// Art hangs a framed abstract canvas on the back wall.
func (s *Scene) Art(x0, x1, y0, y1 float64, style int) {
	z := s.D - 1
	p := s.P
	s.WallShadow(x0, x1, y0, y1)
	frame := dk(p.Wood, 0.3)
	if s.T != Normal {
		frame = p.Metal
	}
	s.Front(x0, x1, y0, y1, z, frame, "")
	m := 3.0
	ground := lt(mix(p.Wall, "#f6efe4", 0.6), 0.2)
	s.Front(x0+m, x1-m, y0+m, y1-m, z, ground, "")
	ax, ay := s.Pt(x0+m, y1-m, z)
	bx, by := s.Pt(x1-m, y0+m, z)
	w, h := bx-ax, by-ay
	switch style % 4 {
	case 0: // sun over layered hills
		s.Circle(ax+w*0.62, ay+h*0.38, h*0.2, p.Accent2, "")
		s.Path(fmt.Sprintf("M%s %sq%s %s %s %sv%sh%sz", n(ax), n(ay+h*0.7), n(w*0.3), n(-h*0.35), n(w), n(-h*0.05), n(h*0.35), n(-w)), p.Accent, `opacity=".85"`)
		s.Path(fmt.Sprintf("M%s %sq%s %s %s %sv%sh%sz", n(ax), n(ay+h*0.85), n(w*0.6), n(-h*0.3), n(w), n(-h*0.1), n(h*0.25), n(-w)), dk(p.Plant, 0.1), "")
	case 1: // stacked arches
		for i := 0; i < 3; i++ {
			ww := w * (0.7 - float64(i)*0.18)
			col := []string{p.Accent, p.Accent2, lt(p.Plant, 0.2)}[i]
			s.Path(fmt.Sprintf("M%s %sv%sa%s %s 0 0 1 %s 0v%sz", n(ax+(w-ww)/2), n(ay+h*0.92), n(-(h*0.55-float64(i)*h*0.1)), n(ww/2), n(ww/2), n(ww), n(h*0.55-float64(i)*h*0.1)), col, "")
		}
	case 2: // brush strokes
		for i := 0; i < 4; i++ {
			col := []string{p.Accent, dk(p.Fabric, 0.2), p.Accent2, dk(p.Wall, 0.3)}[i]
			yy := ay + h*(0.22+0.18*float64(i))
			s.Path(fmt.Sprintf("M%s %sc%s %s %s %s %s 0", n(ax+w*0.12), n(yy), n(w*0.25), n(-h*0.08), n(w*0.5), n(h*0.08), n(w*0.76)), "none", `stroke="`+col+`" stroke-width="`+n(h*0.08)+`" stroke-linecap="round"`)
		}
	default: // half circles
		s.Circle(ax+w*0.35, ay+h*0.55, w*0.24, p.Accent, "")
		s.Path(fmt.Sprintf("M%s %sa%s %s 0 0 1 %s 0z", n(ax+w*0.35), n(ay+h*0.55), n(w*0.26), n(w*0.26), n(w*0.52)), dk(p.Fabric, 0.35), "")
		s.Rect(ax+w*0.1, ay+h*0.8, w*0.8, h*0.04, p.Accent2, "")
	}
}

// Plant places a potted plant of height h on the floor at (x, z).
func (s *Scene) Plant(x, z, h float64) {
	p := s.P
	pot := mix(p.Accent, "#b9825f", 0.5)
	if s.T != Normal {
		pot = dk(p.Stone, 0.12)
	}
	s.Shadow(x-18, x+18, z-18, z+18, h*0.6)
	s.Box(x-17, x+17, 0, 38, z-17, z+17, pot, "")
	cx, cy := s.Pt(x, 38, z)
	k := s.K(z)
	s.Line(cx, cy, cx, cy-h*0.55*k, dk(p.Plant, 0.4), 2, "")
	leaf := []string{p.Plant, dk(p.Plant, 0.2), lt(p.Plant, 0.15)}
	for i := 0; i < 11; i++ {
		a := (-160 + float64(i)*14 + s.R.Float64()*8) * math.Pi / 180
		l := h * (0.32 + 0.18*s.R.Float64()) * k
		yb := cy - h*k*(0.15+0.4*s.R.Float64())
		s.Leaf(cx, yb, a, l, leaf[i%3])
	}
}

// Leaf draws a pointed leaf from (x, y) at angle a (radians), length l.
func (c *Canvas) Leaf(x, y, a, l float64, fill string) {
	dx, dy := math.Cos(a)*l, math.Sin(a)*l
	px, py := -dy*0.32, dx*0.32
	c.Path(fmt.Sprintf("M%s %sq%s %s %s %sq%s %s %s %sz", n(x), n(y), n(dx/2+px), n(dy/2+py), n(dx), n(dy), n(-dx/2-px-dx/2+dx/2), n(-dy/2-py), n(-dx), n(-dy)), fill, "")
}

// Rug lays a bordered rug on the floor.
func (s *Scene) Rug(x0, x1, z0, z1 float64, col string) {
	q := func(in float64) []V3 {
		return []V3{{x0 + in, 0.3, z0 + in}, {x1 - in, 0.3, z0 + in}, {x1 - in, 0.3, z1 - in}, {x0 + in, 0.3, z1 - in}}
	}
	s.Quad(col, "", q(0)...)
	s.Quad("none", `stroke="`+lt(col, 0.35)+`" stroke-width="2"`, q(12)...)
	s.Quad(s.Tex("fabric"), "", q(0)...)
}

// Doors splits a cabinet front into cnt shutters with slim handles.
func (s *Scene) Doors(x0, x1, y0, y1, z float64, cnt int, handle string, tall bool) {
	w := (x1 - x0) / float64(cnt)
	for i := 1; i < cnt; i++ {
		xx := x0 + w*float64(i)
		s.Seg(V3{xx, y0 + 1, z}, V3{xx, y1 - 1, z}, "#1e1712", 1.2, `opacity=".35"`)
	}
	for i := 0; i < cnt; i++ {
		var hx float64
		if i%2 == 0 {
			hx = x0 + w*float64(i+1) - 5
		} else {
			hx = x0 + w*float64(i) + 5
		}
		if tall {
			mid := (y0 + y1) / 2
			s.Seg(V3{hx, mid - 25, z - 1}, V3{hx, mid + 25, z - 1}, handle, 2.2, `stroke-linecap="round"`)
		} else {
			s.Seg(V3{x0 + w*float64(i) + w*0.3, y1 - 6, z - 1}, V3{x0 + w*float64(i) + w*0.7, y1 - 6, z - 1}, handle, 2, `stroke-linecap="round"`)
		}
	}
}

// FeatureWall finishes a stretch of the back wall in the tier's material:
// paint for Normal, fluting or white marble with brass for Luxury, dark
// book-matched stone with a backlit onyx glow for Ultra Premium.
func (s *Scene) FeatureWall(x0, x1, y0, y1 float64) {
	z := s.D - 0.5
	p := s.P
	switch s.T {
	case Normal:
		s.Front(x0, x1, y0, y1, z, p.Feature, "")
	case Luxury:
		if s.V%2 == 1 {
			s.Front(x0, x1, y0, y1, z, p.Feature, "")
			s.Front(x0, x1, y0, y1, z, s.Tex("flute"), "")
		} else {
			s.Front(x0, x1, y0, y1, z, lt(p.Stone, 0.3), "")
			s.Front(x0, x1, y0, y1, z, s.Tex("veinL"), "")
		}
		for _, x := range []float64{x0, x1} {
			s.Seg(V3{x, y0, z}, V3{x, y1, z}, p.Metal, 2.5, "")
		}
	default:
		s.Front(x0, x1, y0, y1, z, s.VGrad("dstone", St(0, dk(p.Feature, 0.2), 1), St(1, p.Feature, 1)), "")
		cx, cy := s.Pt((x0+x1)/2, (y0+y1)/2, z)
		ax, ay := s.Pt(x0, y1, z)
		bx, by := s.Pt(x1, y0, z)
		s.Ellipse(cx, cy, (bx-ax)*0.42, (by-ay)*0.5, s.RGrad("onyx", 0.5, 0.5, 0.5, St(0, "#f3b766", 0.55), St(1, "#f3b766", 0)), "")
		s.Front(x0, x1, y0, y1, z, s.Tex("veinD"), "")
		s.Seg(V3{(x0 + x1) / 2, y0, z}, V3{(x0 + x1) / 2, y1, z}, dk(p.Feature, 0.4), 1, "")
		for _, x := range []float64{x0, x1} {
			s.Seg(V3{x, y0, z}, V3{x, y1, z}, p.Metal, 2.5, "")
		}
	}
}

// Panelling adds classic moulded panels across the back wall (Ultra Premium).
func (s *Scene) Panelling(y0, y1 float64, cols int) {
	hw := s.RW / 2
	w := s.RW / float64(cols)
	z := s.D - 0.5
	for i := 0; i < cols; i++ {
		x := -hw + w*float64(i)
		for _, band := range [][2]float64{{y0, y0 + (y1-y0)*0.3}, {y0 + (y1-y0)*0.36, y1}} {
			ax, ay := s.Pt(x+10, band[1], z)
			bx, by := s.Pt(x+w-10, band[0], z)
			s.Rect(ax, ay, bx-ax, by-ay, "none", `stroke="`+lt(s.P.Wall, 0.14)+`" stroke-width="1.5"`)
			s.Rect(ax+2, ay+2, bx-ax, by-ay, "none", `stroke="`+dk(s.P.Wall, 0.3)+`" stroke-width="1"`)
		}
	}
}

// Downlights studs the ceiling with small recessed lights.
func (s *Scene) Downlights(zs ...float64) {
	for _, z := range zs {
		for _, x := range []float64{-s.RW / 4, s.RW / 4} {
			cx, cy := s.Pt(x, s.RH, z)
			k := s.K(z)
			s.Ellipse(cx, cy+1, 6*k, 1.6*k, "#fff5dd", "")
		}
	}
}

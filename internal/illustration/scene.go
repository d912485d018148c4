package illustration

import (
	"hash/fnv"
	"math/rand/v2"
)

// Scene is a one-point-perspective room. World units are centimetres:
// x runs right, y up from the floor, z away from the camera; the back wall
// stands at z = D. Daylight always enters from a window on the left wall.
type Scene struct {
	*Canvas
	P    Palette
	T    Tier
	V    int
	R    *rand.Rand
	RW   float64 // room width
	RH   float64 // room height
	D    float64 // depth of the back wall
	CamX float64
	Eye  float64
	F    float64
	CX   float64
	CY   float64
	Near float64
	// Bare leaves the floor as screed (a site under construction).
	Bare bool
	// Window span on the left wall; WinZ1 == 0 means no side window.
	WinZ0, WinZ1, WinY0, WinY1 float64
}

func seedOf(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// newScene sets up a room whose framing fits the canvas; wider canvases get
// wider rooms so the back wall keeps its proportion.
func newScene(w, h float64, title string, t Tier, v int, seed string) *Scene {
	c := NewCanvas(w, h, title)
	r := rand.New(rand.NewPCG(seedOf(seed), uint64(v)))
	s := &Scene{Canvas: c, P: paletteFor(t, v), T: t, V: v, R: r, RH: 300, D: 600, Near: 40}
	s.RW = 520 * (w / h) / (4.0 / 3)
	s.Eye = 135 + float64((v*7)%4)*8
	s.CamX = []float64{-30, 25, 0, -15, 35, -40, 10, -5}[(v-1)%8]
	s.F = 0.5 * h * s.D / s.RH
	s.CX = w / 2
	s.CY = 0.44 * h
	s.WinZ0, s.WinZ1 = 200, 420
	s.WinY0, s.WinY1 = 80, 250
	return s
}

// V3 is a point in room space.
type V3 struct{ X, Y, Z float64 }

// Pt projects a room point onto the canvas.
func (s *Scene) Pt(x, y, z float64) (float64, float64) {
	return s.CX + s.F*(x-s.CamX)/z, s.CY - s.F*(y-s.Eye)/z
}

// K is the canvas scale (pixels per centimetre) at depth z.
func (s *Scene) K(z float64) float64 { return s.F / z }

// Quad fills a polygon given in room space.
func (s *Scene) Quad(fill, extra string, pts ...V3) {
	xy := make([]float64, 0, len(pts)*2)
	for _, p := range pts {
		x, y := s.Pt(p.X, p.Y, p.Z)
		xy = append(xy, x, y)
	}
	s.Poly(fill, extra, xy...)
}

// Front fills a rectangle parallel to the back wall at depth z.
func (s *Scene) Front(x0, x1, y0, y1, z float64, fill, extra string) {
	ax, ay := s.Pt(x0, y1, z)
	bx, by := s.Pt(x1, y0, z)
	s.Rect(ax, ay, bx-ax, by-ay, fill, extra)
}

// FrontR is Front with rounded corners (r in centimetres).
func (s *Scene) FrontR(x0, x1, y0, y1, z, r float64, fill, extra string) {
	ax, ay := s.Pt(x0, y1, z)
	bx, by := s.Pt(x1, y0, z)
	s.RRect(ax, ay, bx-ax, by-ay, r*s.K(z), fill, extra)
}

// Seg draws a line between two room points.
func (s *Scene) Seg(a, b V3, stroke string, w float64, extra string) {
	x1, y1 := s.Pt(a.X, a.Y, a.Z)
	x2, y2 := s.Pt(b.X, b.Y, b.Z)
	s.Line(x1, y1, x2, y2, stroke, w, extra)
}

// Box draws a solid block lit from the left: lighter top and left faces,
// darker right faces, and an optional surface texture on the front.
func (s *Scene) Box(x0, x1, y0, y1, z0, z1 float64, col, tex string) {
	if y1 < s.Eye {
		s.Quad(lt(col, 0.16), "", V3{x0, y1, z0}, V3{x1, y1, z0}, V3{x1, y1, z1}, V3{x0, y1, z1})
	} else if y0 > s.Eye {
		s.Quad(dk(col, 0.22), "", V3{x0, y0, z0}, V3{x1, y0, z0}, V3{x1, y0, z1}, V3{x0, y0, z1})
	}
	if x1 < s.CamX {
		s.Quad(dk(col, 0.2), "", V3{x1, y0, z0}, V3{x1, y1, z0}, V3{x1, y1, z1}, V3{x1, y0, z1})
	} else if x0 > s.CamX {
		s.Quad(lt(col, 0.08), "", V3{x0, y0, z0}, V3{x0, y1, z0}, V3{x0, y1, z1}, V3{x0, y0, z1})
	}
	s.Front(x0, x1, y0, y1, z0, col, "")
	if tex != "" {
		s.Front(x0, x1, y0, y1, z0, s.Tex(tex), "")
	}
}

// Shadow lays a soft shadow on the floor for an object of footprint
// x0..x1 × z0..z1 and height h, cast away from the window (to the right).
func (s *Scene) Shadow(x0, x1, z0, z1, h float64) {
	dx, dz := h*0.45, h*0.12
	cl := func(z float64) float64 { return min(z, s.D) }
	s.Quad("#1e1712", `opacity=".2" `+s.Blur("sh", 5*s.F/600),
		V3{x0, 0, z0}, V3{x1, 0, z0}, V3{x1 + dx, 0, cl(z0 + dz)}, V3{x1 + dx, 0, cl(z1 + dz)}, V3{x0 + dx, 0, cl(z1 + dz)}, V3{x0, 0, z1})
	s.Quad("#1e1712", `opacity=".25" `+s.Blur("sh2", 2*s.F/600),
		V3{x0, 0, z0}, V3{x1, 0, z0}, V3{x1, 0, z1}, V3{x0, 0, z1})
}

// WallShadow puts a soft shadow on the back wall behind a mounted object.
func (s *Scene) WallShadow(x0, x1, y0, y1 float64) {
	z := s.D
	s.Quad("#1e1712", `opacity=".18" `+s.Blur("sh", 5*s.F/600),
		V3{x0 + 6, y0 - 4, z}, V3{x1 + 10, y0 - 4, z}, V3{x1 + 10, y1 - 8, z}, V3{x0 + 6, y1 - 8, z})
}

// PanelledShell paints the Shell and, in Ultra, wall panelling; it returns how
// high a feature wall reaches (below the dropped ceiling of the upper tiers).
func (s *Scene) PanelledShell() float64 {
	s.Shell()
	top := s.RH
	if s.T != Normal {
		top -= 14
	}
	if s.T == Ultra {
		s.Panelling(10, top-8, 5)
	}
	return top
}

// Shell paints walls, floor and ceiling with their light, the left window
// with its sunlight patch, and the tier's floor and ceiling finishes.
func (s *Scene) Shell() {
	hw, H, D, z0 := s.RW/2, s.RH, s.D, s.Near
	p := s.P
	s.Quad(s.VGrad("ceil", St(0, dk(p.Ceil, 0.1), 1), St(1, p.Ceil, 1)), "", V3{-hw, H, z0}, V3{hw, H, z0}, V3{hw, H, D}, V3{-hw, H, D})
	s.Quad(s.VGrad("flr", St(0, lt(p.Floor, 0.06), 1), St(1, dk(p.Floor, 0.18), 1)), "", V3{-hw, 0, z0}, V3{hw, 0, z0}, V3{hw, 0, D}, V3{-hw, 0, D})
	if !s.Bare {
		s.floorFinish()
	}
	s.Quad(s.HGrad("lw", St(0, dk(p.Wall, 0.16), 1), St(1, dk(p.Wall, 0.06), 1)), "", V3{-hw, 0, z0}, V3{-hw, H, z0}, V3{-hw, H, D}, V3{-hw, 0, D})
	s.Quad(s.HGrad("rw", St(0, lt(p.Wall, 0.05), 1), St(1, dk(p.Wall, 0.1), 1)), "", V3{hw, 0, D}, V3{hw, H, D}, V3{hw, H, z0}, V3{hw, 0, z0})
	s.Quad(s.HGrad("bw", St(0, lt(p.Wall, 0.1), 1), St(1, dk(p.Wall, 0.07), 1)), "", V3{-hw, 0, D}, V3{-hw, H, D}, V3{hw, H, D}, V3{hw, 0, D})
	// Skirting and the wall corners give the room its edges.
	sk := dk(p.Wall, 0.12)
	if s.T == Ultra {
		sk = dk(p.Wall, 0.35)
	}
	s.Quad(sk, "", V3{-hw, 0, D}, V3{-hw, 8, D}, V3{hw, 8, D}, V3{hw, 0, D})
	s.Quad(dk(sk, 0.1), "", V3{hw, 0, D}, V3{hw, 8, D}, V3{hw, 8, z0}, V3{hw, 0, z0})
	s.Quad(dk(sk, 0.2), "", V3{-hw, 0, D}, V3{-hw, 8, D}, V3{-hw, 8, z0}, V3{-hw, 0, z0})
	s.Seg(V3{-hw, 0, D}, V3{-hw, H, D}, dk(p.Wall, 0.2), 1, `opacity=".5"`)
	s.Seg(V3{hw, 0, D}, V3{hw, H, D}, dk(p.Wall, 0.2), 1, `opacity=".4"`)
	s.ceilingFinish()
	if s.WinZ1 > 0 {
		s.SideWindow()
	}
}

func (s *Scene) floorFinish() {
	hw, D, z0 := s.RW/2, s.D, s.Near
	p := s.P
	switch s.T {
	case Normal:
		// Oak planks run toward the vanishing point, with staggered joints.
		line := dk(p.Floor, 0.25)
		for x := -hw + 17; x < hw; x += 17 {
			s.Seg(V3{x, 0, D}, V3{x, 0, z0}, line, 0.8, `opacity=".45"`)
		}
		for i := 0; i < 26; i++ {
			x := -hw + 17*float64(s.R.IntN(int(s.RW/17)))
			z := z0 + 60 + s.R.Float64()*(D-z0-60)
			s.Seg(V3{x, 0, z}, V3{x + 17, 0, z}, line, 0.8, `opacity=".4"`)
		}
	default:
		// Large-format stone: a tile grid with veining and a polished sheen.
		line, veins := lt(p.Floor, 0.5), "veinL"
		if s.T == Ultra {
			line, veins = lt(p.Floor, 0.25), "veinD"
		}
		s.Quad(s.Tex(veins), `opacity=".6"`, V3{-hw, 0, z0}, V3{hw, 0, z0}, V3{hw, 0, D}, V3{-hw, 0, D})
		for x := -hw + 80; x < hw; x += 80 {
			s.Seg(V3{x, 0, D}, V3{x, 0, z0}, line, 1, "")
		}
		for z := D - 80; z > z0; z -= 80 {
			s.Seg(V3{-hw, 0, z}, V3{hw, 0, z}, line, 1, "")
		}
	}
}

func (s *Scene) ceilingFinish() {
	hw, H, D := s.RW/2, s.RH, s.D
	if s.T == Normal {
		return
	}
	// A dropped gypsum border with a warm cove of light below its edge.
	drop := 14.0
	ceil := s.P.Ceil
	s.Quad(lt(ceil, 0.05), "", V3{-hw, H - drop, D}, V3{-hw, H, D}, V3{hw, H, D}, V3{hw, H - drop, D})
	glow := s.VGrad("cove", St(0, "#ffdca0", 0.85), St(1, "#ffdca0", 0))
	s.Quad(glow, "", V3{-hw, H - drop - 70, D}, V3{-hw, H - drop, D}, V3{hw, H - drop, D}, V3{hw, H - drop - 70, D})
	s.Quad(s.HGrad("coveR", St(0, "#ffdca0", 0.55), St(1, "#ffdca0", 0)), "", V3{hw, H - drop, D}, V3{hw, H - drop - 40, D}, V3{hw, H - drop - 40, 150}, V3{hw, H - drop, 150})
	s.Seg(V3{-hw, H - drop, D}, V3{hw, H - drop, D}, "#fff1d6", 1.5, "")
	if s.T == Ultra {
		// A second, inner tray of light: the layered cove.
		in := 60.0
		s.Quad(dk(ceil, 0.15), "", V3{-hw + in, H, D - in}, V3{hw - in, H, D - in}, V3{hw - in, H, 160}, V3{-hw + in, H, 160})
		s.Quad(s.VGrad("cove2", St(0, "#ffd28a", 0), St(1, "#ffd28a", 0.6)), "", V3{-hw + in, H, D - in}, V3{hw - in, H, D - in}, V3{hw - in, H, D - in - 60}, V3{-hw + in, H, D - in - 60})
		s.Seg(V3{-hw + in, H, D - in}, V3{hw - in, H, D - in}, "#ffe6b8", 2, "")
	}
}

// SideWindow draws the left-wall window with curtains and the sunlight it
// throws across the floor.
func (s *Scene) SideWindow() {
	hw := s.RW / 2
	x := -hw
	za, zb, ya, yb := s.WinZ0, s.WinZ1, s.WinY0, s.WinY1
	p := s.P
	// Light patch on the floor: the window projected along the sun's direction.
	f := func(y, z float64) V3 { t := y / 0.95; return V3{x + t, 0, z + 0.3*t} }
	s.Quad("#fff4dc", `opacity=".28" `+s.Blur("sun", 6*s.F/600), f(ya, za), f(ya, zb), f(yb, zb), f(yb, za))
	s.Quad("#fff4dc", `opacity=".07"`, V3{x, ya, za}, V3{x, yb, zb}, f(yb, zb), f(ya, za))
	// Reveal, glass with sky and a hint of garden, mullions.
	s.Quad(dk(p.Wall, 0.25), "", V3{x, ya - 4, za - 4}, V3{x, yb + 4, za - 4}, V3{x, yb + 4, zb + 4}, V3{x, ya - 4, zb + 4})
	s.Quad(s.VGrad("sky", St(0, lt(p.Sky, 0.2), 1), St(1, p.Sky, 1)), "", V3{x, ya, za}, V3{x, yb, za}, V3{x, yb, zb}, V3{x, ya, zb})
	s.Quad(mix(p.Plant, p.Sky, 0.45), `opacity=".7"`, V3{x, ya, za}, V3{x, ya + 40, za}, V3{x, ya + 55, (za + zb) / 2}, V3{x, ya + 30, zb}, V3{x, ya, zb})
	frame := lt(p.Wall, 0.4)
	if s.T != Normal {
		frame = dk(p.Metal, 0.3)
	}
	zm := (za + zb) / 2
	s.Seg(V3{x, ya, zm}, V3{x, yb, zm}, frame, 3, "")
	s.Seg(V3{x, (ya + yb) * 0.55, za}, V3{x, (ya + yb) * 0.55, zb}, frame, 2, "")
	// Sheer curtains gathered either side, folds as soft stripes.
	cur := lt(p.Fabric, 0.35)
	if s.T == Ultra {
		cur = mix(p.Fabric, p.Wall, 0.3)
	}
	for _, zr := range [][2]float64{{za - 45, za + 10}, {zb - 10, zb + 45}} {
		s.Quad(cur, `opacity=".92"`, V3{x + 2, 4, zr[0]}, V3{x + 2, s.RH - 6, zr[0]}, V3{x + 2, s.RH - 6, zr[1]}, V3{x + 2, 4, zr[1]})
		for z := zr[0] + 8; z < zr[1]; z += 11 {
			s.Seg(V3{x + 2, 6, z}, V3{x + 2, s.RH - 8, z}, dk(cur, 0.18), 2, `opacity=".5"`)
		}
	}
	s.Seg(V3{x + 3, s.RH - 6, za - 55}, V3{x + 3, s.RH - 6, zb + 55}, dk(p.Metal, 0.2), 2, "")
}

// DiscShadow lays a soft round shadow for a round object centred at (x, z).
func (s *Scene) DiscShadow(x, z, r float64) {
	lx, _ := s.Pt(x-r+10, 0, z+8)
	rx, _ := s.Pt(x+r+10, 0, z+8)
	_, fy := s.Pt(x, 0, z-r+8)
	_, by := s.Pt(x, 0, z+r+8)
	s.Ellipse((lx+rx)/2, (fy+by)/2, (rx-lx)/2, (fy-by)/2, "#1e1712", `opacity=".22" `+s.Blur("sh", 5*s.F/600))
}

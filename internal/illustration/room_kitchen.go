package illustration

import "fmt"

// Disc draws a horizontal round top of radius r at height y, with its edge.
func (s *Scene) Disc(x, y, z, r, thick float64, col string) {
	lx, _ := s.Pt(x-r, y, z)
	rx, cy := s.Pt(x+r, y, z)
	_, fy := s.Pt(x, y, z-r)
	_, by := s.Pt(x, y, z+r)
	ry := (fy - by) / 2
	mid := (fy + by) / 2
	_, ey := s.Pt(x, y-thick, z)
	dy := ey - cy
	s.Ellipse((lx+rx)/2, mid+dy, (rx-lx)/2, ry, dk(col, 0.25), "")
	s.Rect(lx, mid, rx-lx, dy, dk(col, 0.25), "")
	s.Ellipse((lx+rx)/2, mid, (rx-lx)/2, ry, lt(col, 0.1), "")
}

// handleCol is black for Normal hardware and brass above it.
func (s *Scene) handleCol() string {
	if s.T == Normal {
		return dk(s.P.Metal, 0.5)
	}
	return s.P.Metal
}

// Kitchen draws a modular kitchen: base and wall cabinets, counter, hob with
// chimney, a sink under a back-wall window and a tier-specific backsplash.
func Kitchen(s *Scene) {
	hw, D := s.RW/2, s.D
	p := s.P
	s.WinY0 = 105
	lshape := s.V%2 == 0
	if !lshape {
		s.WinZ0, s.WinZ1 = 0, 0
	}
	s.Shell()
	if s.T == Ultra {
		s.Panelling(100, s.RH-20, 4)
	}
	base, upper, counter, ctex := p.Lam, lt(p.Lam, 0.35), lt(p.Stone, 0.2), ""
	btex := ""
	switch s.T {
	case Luxury:
		base, btex, upper, counter, ctex = p.Wood, "grain", lt(p.Lam, 0.1), lt(p.Stone, 0.4), "veinL"
	case Ultra:
		base, upper, btex, counter, ctex = dk(p.Lam, 0.1), p.Wood, "", mix(p.Stone, "#3a3532", 0.6), "veinD"
	}
	hc := s.handleCol()
	tall := s.V%3 == 0
	runR := hw
	if tall {
		runR = hw - 70
	}
	// Backsplash band behind the counter.
	sx0, sx1 := -hw, runR
	switch s.T {
	case Normal:
		s.Front(sx0, sx1, 90, 150, D-0.5, p.Feature, "")
		s.Front(sx0, sx1, 90, 150, D-0.5, s.Tex("tile"), `opacity=".7"`)
	default:
		s.FeatureWall(sx0, sx1, 90, 150)
	}
	// Window over the sink.
	wx0, wx1 := -110.0, -10.0
	s.Front(wx0-5, wx1+5, 100, 228, D-0.6, lt(p.Wall, 0.3), "")
	s.Front(wx0, wx1, 104, 224, D-0.7, s.VGrad("sky", St(0, lt(p.Sky, 0.2), 1), St(1, p.Sky, 1)), "")
	s.Front(wx0, wx1, 104, 140, D-0.7, mix(p.Plant, p.Sky, 0.45), `opacity=".6"`)
	s.Seg(V3{(wx0 + wx1) / 2, 104, D - 1}, V3{(wx0 + wx1) / 2, 224, D - 1}, lt(p.Wall, 0.3), 3, "")
	gx, gy := s.Pt((wx0+wx1)/2, 165, D)
	s.Glow(gx, gy, 70*s.K(D), 0.35)
	// Wall cabinets either side of the window and around the chimney.
	hob0, hob1 := 70.0, 150.0
	if tall {
		hob0, hob1 = 50, 120
	}
	for _, seg := range [][2]float64{{-hw, wx0 - 10}, {wx1 + 10, hob0 - 8}, {hob1 + 8, runR}} {
		if seg[1]-seg[0] < 25 {
			continue
		}
		s.Box(seg[0], seg[1], 155, 235, D-35, D, upper, btex)
		if s.T != Normal {
			// Under-cabinet light washing the backsplash.
			s.Front(seg[0], seg[1], 120, 154, D-1, s.VGrad("ucl", St(0, "#ffe2a8", 0.7), St(1, "#ffe2a8", 0)), "")
		}
		cnt := int((seg[1] - seg[0]) / 45)
		if cnt < 1 {
			cnt = 1
		}
		s.Doors(seg[0], seg[1], 155, 235, D-35, cnt, hc, false)
	}
	// Chimney hood and duct.
	steel := "#b9b6b0"
	if s.T == Ultra {
		steel = "#2c2a28"
	}
	hm := (hob0 + hob1) / 2
	s.Box(hm-12, hm+12, 200, s.RH, D-25, D, steel, "")
	s.Quad(dk(steel, 0.1), "", V3{hob0, 178, D - 55}, V3{hob1, 178, D - 55}, V3{hm + 14, 200, D - 25}, V3{hm - 14, 200, D - 25})
	s.Box(hob0, hob1, 172, 180, D-56, D, steel, "")
	// Base run with plinth, counter and shutters.
	s.Shadow(-hw, runR, D-60, D, 40)
	s.Box(-hw, runR, 0, 10, D-55, D, dk(base, 0.45), "")
	s.Box(-hw, runR, 10, 86, D-60, D, base, btex)
	s.Doors(-hw, runR, 10, 86, D-60, int((runR+hw)/55), hc, false)
	s.Box(-hw, runR+2, 86, 90, D-64, D, counter, ctex)
	// Sink and tap on the counter, under the window.
	sc := (wx0 + wx1) / 2
	s.Quad(dk(counter, 0.45), "", V3{sc - 30, 90.2, D - 52}, V3{sc + 30, 90.2, D - 52}, V3{sc + 30, 90.2, D - 14}, V3{sc - 30, 90.2, D - 14})
	tx, ty := s.Pt(sc, 90, D-8)
	k := s.K(D - 8)
	s.Path(fmt.Sprintf("M%s %sv%sq0 %s %s %sv%s", n(tx), n(ty), n(-28*k), n(-10*k), n(10*k), n(-10*k), n(8*k)), "none", `stroke="`+hc+`" stroke-width="`+n(2.2*k)+`" stroke-linecap="round"`)
	// Hob: black glass with burners.
	s.Quad("#1f1d1c", "", V3{hob0 + 5, 90.3, D - 55}, V3{hob1 - 5, 90.3, D - 55}, V3{hob1 - 5, 90.3, D - 8}, V3{hob0 + 5, 90.3, D - 8})
	for _, b := range [][2]float64{{hob0 + 22, D - 40}, {hob1 - 22, D - 40}, {hob0 + 22, D - 20}, {hob1 - 22, D - 20}} {
		bx, by := s.Pt(b[0], 90.3, b[1])
		kk := s.K(b[1])
		s.Ellipse(bx, by, 9*kk, 2*kk, "none", `stroke="#6b6764" stroke-width="1.2"`)
	}
	if tall {
		// Tall unit with built-in oven.
		s.Shadow(runR, hw, D-62, D, 120)
		s.Box(runR, hw, 0, 235, D-62, D, upper, btex)
		s.Front(runR+10, hw-10, 95, 150, D-62.5, "#25221f", "")
		s.Front(runR+14, hw-14, 100, 135, D-63, s.VGrad("ovn", St(0, "#5a5049", 1), St(1, "#25221f", 1)), "")
		s.Doors(runR, hw, 160, 235, D-62, 1, hc, true)
	}
	if lshape {
		// Return run along the left wall, under the side window.
		s.Box(-hw, -hw+60, 10, 86, 300, D-60, base, btex)
		s.Box(-hw, -hw+64, 86, 90, 296, D-60, counter, ctex)
	}
	if s.T != Normal || s.V%4 == 1 {
		// Island with stools; pendants above it.
		iz := 330.0
		s.Rug(-120, 120, iz-20, iz+110, mix(p.Fabric, p.Floor, 0.4))
		s.Shadow(-90, 90, iz, iz+90, 60)
		s.Box(-90, 90, 0, 88, iz, iz+90, base, btex)
		s.Box(-95, 95, 88, 93, iz-4, iz+94, counter, ctex)
		for _, x := range []float64{-55, 0, 55} {
			s.Box(x-16, x+16, 62, 68, iz-34, iz-6, dk(p.Wood, 0.1), "")
			s.Seg(V3{x - 12, 0, iz - 30}, V3{x - 12, 62, iz - 30}, dk(p.Metal, 0.4), 2, "")
			s.Seg(V3{x + 12, 0, iz - 30}, V3{x + 12, 62, iz - 30}, dk(p.Metal, 0.4), 2, "")
		}
		s.islandLights(iz + 45)
	} else {
		s.Pendant(-60, 200, 330, 24, p.Accent)
	}
	if s.V%3 != 0 {
		s.Plant(hw-40, 240, 110)
	}
}

// islandLights hangs the tier's fixture over a table or island at depth z.
func (s *Scene) islandLights(z float64) {
	switch s.T {
	case Normal:
		for _, x := range []float64{-45, 45} {
			s.Pendant(x, 190, z, 20, s.P.Accent)
		}
	case Luxury:
		for _, x := range []float64{-60, 0, 60} {
			s.Pendant(x, 185, z, 14, s.P.Metal)
		}
	default:
		if s.V%2 == 0 {
			s.Chandelier(0, 200, z, 55)
		} else {
			s.LinearPendant(-110, 110, 190, z)
		}
	}
}

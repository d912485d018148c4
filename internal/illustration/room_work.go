package illustration

import "fmt"

// Books stands a row of books on a shelf at height y from x0 to x1.
func (s *Scene) Books(x0, x1, y, z float64) {
	cols := []string{s.P.Accent, s.P.Accent2, lt(s.P.Fabric, 0.2), dk(s.P.Plant, 0.1), "#efe6d6", dk(s.P.Accent, 0.3)}
	x := x0
	for i := 0; x < x1-6; i++ {
		w := 4 + float64((i*7+s.V)%4)
		h := 20 + float64((i*5+s.V)%4)*3
		if i%7 == 5 {
			x += 12
			continue
		}
		s.Front(x, x+w, y, y+h, z, cols[(i+s.V)%len(cols)], "")
		x += w + 0.6
	}
}

// Office draws a home office: desk with laptop and task lamp, chair, open
// shelves with books and the side window.
func Office(s *Scene) {
	hw, D := s.RW/2, s.D
	p := s.P
	s.PanelledShell()
	// Open shelving on the left of the back wall.
	sx0, sx1 := -hw+20, -hw+200
	sh := p.Wood
	s.FeatureWall(sx0-10, sx1+10, 8, s.RH-22)
	for _, x := range []float64{sx0, sx1 - 4} {
		s.Box(x, x+4, 0, 230, D-32, D, dk(sh, 0.1), "")
	}
	for _, y := range []float64{40, 100, 160, 222} {
		if s.T != Normal {
			s.Front(sx0+4, sx1-4, y+3, y+30, D-1, s.VGrad("ucl", St(0, "#ffe2a8", 0.7), St(1, "#ffe2a8", 0)), "")
		}
		s.Box(sx0, sx1, y, y+4, D-32, D, sh, "")
		if y < 220 {
			s.Books(sx0+8, sx0+8+float64(60+int(y)%50), y+4, D-16)
			bx, by := s.Pt(sx1-40, y+4, D-16)
			k := s.K(D - 16)
			if int(y)%3 == 1 {
				s.Ellipse(bx, by-9*k, 8*k, 9*k, p.Accent, "")
			} else {
				s.Ellipse(bx, by-10*k, 12*k, 10*k, p.Plant, "")
				s.Rect(bx-6*k, by-6*k, 12*k, 6*k, lt(p.Stone, 0.1), "")
			}
		}
	}
	// Pinboard or artwork above the desk.
	dx0, dx1 := 20.0, 210.0
	if s.T == Normal {
		s.WallShadow(dx0+20, dx1-20, 120, 190)
		s.Front(dx0+20, dx1-20, 120, 190, D-1, "#cfb58f", `stroke="`+p.Wood+`" stroke-width="4"`)
		for i := 0; i < 4; i++ {
			x := dx0 + 35 + float64(i)*36
			s.Front(x, x+26, 135+float64(i%2)*18, 165+float64(i%2)*18, D-1.5, []string{"#fffaf2", p.Accent2, lt(p.Plant, 0.3), "#f2d9c9"}[i], "")
		}
	} else {
		s.Art(dx0+30, dx1-30, 120, 205, s.V+2)
	}
	// Desk with drawer unit.
	s.Shadow(dx0, dx1, D-70, D, 70)
	s.Box(dx0+2, dx0+7, 0, 72, D-66, D-4, dk(p.Metal, 0.4), "")
	s.Box(dx1-55, dx1-2, 0, 72, D-66, D-2, p.Lam, "")
	s.Doors(dx1-55, dx1-2, 0, 36, D-66, 1, s.handleCol(), false)
	s.Doors(dx1-55, dx1-2, 36, 72, D-66, 1, s.handleCol(), false)
	top := p.Wood
	s.Box(dx0, dx1, 72, 77, D-70, D, top, "grain")
	// Laptop: base on the desk, screen glowing.
	lx := dx0 + 70
	s.Quad("#c9c6c1", "", V3{lx - 22, 77.3, D - 48}, V3{lx + 22, 77.3, D - 48}, V3{lx + 22, 77.3, D - 26}, V3{lx - 22, 77.3, D - 26})
	s.Front(lx-22, lx+22, 78, 106, D-26, "#3b3b3d", "")
	s.Front(lx-20, lx+20, 80, 104, D-26.2, s.Grad("scr", 0, 0, 1, 1, St(0, "#cfe3ea", 1), St(1, "#8fb3c4", 1)), "")
	// Task lamp: arm and shade leaning over the desk.
	ax, ay := s.Pt(dx1-80, 77, D-15)
	k := s.K(D - 15)
	s.Path(fmt.Sprintf("M%s %sl%s %sl%s %s", n(ax), n(ay), n(-10*k), n(-45*k), n(-28*k), n(14*k)), "none", `stroke="`+dk(p.Metal, 0.3)+`" stroke-width="`+n(2*k)+`"`)
	s.Glow(ax-38*k, ay-26*k, 45*k, 0.7)
	s.Poly(p.Accent, "", ax-30*k, ay-38*k, ax-44*k, ay-22*k, ax-28*k, ay-18*k)
	s.Ellipse(ax, ay, 8*k, 2*k, dk(p.Metal, 0.3), "")
	s.Books(dx1-50, dx1-30, 77, D-20)
	// Office chair seen from behind.
	cxw := lx + 10
	cz := D - 115
	cc := p.Fabric
	if s.T == Ultra {
		cc = p.Accent2
	}
	s.DiscShadow(cxw, cz, 35)
	bx, by := s.Pt(cxw, 4, cz)
	kk := s.K(cz)
	for _, d := range []float64{-32, -16, 16, 32} {
		s.Line(bx, by, bx+d*kk, by+(8-absf(d)/6)*kk, "#2e2b29", 3*kk, `stroke-linecap="round"`)
	}
	s.Seg(V3{cxw, 4, cz}, V3{cxw, 44, cz}, "#2e2b29", 3, "")
	s.Box(cxw-26, cxw+26, 44, 52, cz-24, cz+24, dk(cc, 0.1), "")
	s.Box(cxw-25, cxw+25, 58, 112, cz-30, cz-24, cc, "fabric")
	s.Rug(-120, 200, 330, 560, mix(p.Fabric, p.Floor, 0.45))
	s.Plant(hw-50, 330, 160)
	switch s.T {
	case Normal:
		s.Pendant(lx, 210, D-90, 20, p.Accent)
	case Luxury:
		s.Downlights(300, 450)
		s.Pendant(lx, 210, D-90, 14, p.Metal)
	default:
		s.LinearPendant(lx-60, lx+80, 205, D-90)
	}
}

func absf(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// Bathroom draws a bathroom: vanity with basin, mirror, glass shower
// partition, tiled walls and a wall-hung WC.
func Bathroom(s *Scene) {
	s.RW *= 0.82
	s.D = 500
	s.WinZ0, s.WinZ1, s.WinY0, s.WinY1 = 260, 380, 175, 250
	hw, D, H := s.RW/2, s.D, s.RH
	p := s.P
	s.Shell()
	// Wall finish: tiles, white marble slabs, or dark stone.
	switch s.T {
	case Normal:
		s.Front(-hw, hw, 8, 210, D-0.4, p.Feature, "")
		s.Front(-hw, hw, 8, 210, D-0.4, s.Tex("tile"), `opacity=".8"`)
		s.Quad(p.Feature, "", V3{hw, 8, D}, V3{hw, 210, D}, V3{hw, 210, 100}, V3{hw, 8, 100})
	default:
		s.FeatureWall(-hw, hw, 8, H-14)
	}
	// Vanity: floating cabinet, stone counter, vessel basin and tap.
	vx0, vx1 := -hw+20, -hw+150
	vc := vx0 + 65
	mirror := p.Metal
	switch s.T {
	case Normal:
		s.WallShadow(vx0+15, vx1-15, 110, 190)
		s.Front(vx0+15, vx1-15, 110, 190, D-1, "#cdd6d8", `stroke="#fffaf2" stroke-width="3"`)
	case Luxury:
		mx, my := s.Pt(vc, 205, D-1)
		_, mb := s.Pt(vc, 110, D-1)
		k := s.K(D)
		r := 40 * k
		d := fmt.Sprintf("M%s %sv%sa%s %s 0 0 1 %s 0v%sz", n(mx-r), n(mb), n(-(mb - my - r)), n(r), n(r), n(2*r), n(mb-my-r))
		s.Path(d, "#cfd8da", `stroke="`+mirror+`" stroke-width="`+n(3*k)+`"`)
	default:
		mx, my := s.Pt(vc, 158, D-1)
		k := s.K(D)
		s.Glow(mx, my, 75*k, 0.8)
		s.Circle(mx, my, 45*k, "#4a4540", "")
		s.Circle(mx, my, 45*k, s.Grad("mir", 0, 0, 1, 1, St(0, "#6a6560", 1), St(1, "#2e2b29", 1)), "")
	}
	cab := p.Wood
	if s.T == Normal {
		cab = p.Lam
	}
	s.Shadow(vx0, vx1, D-52, D, 30)
	s.Box(vx0, vx1, 40, 82, D-50, D, cab, "grain")
	s.Doors(vx0, vx1, 40, 82, D-50, 2, s.handleCol(), false)
	ctop := lt(p.Stone, 0.2)
	if s.T == Ultra {
		ctop = mix(p.Stone, "#3a3532", 0.5)
	}
	s.Box(vx0-2, vx1+2, 82, 87, D-54, D, ctop, "")
	bx, by := s.Pt(vc, 87, D-28)
	k := s.K(D - 28)
	s.Path(fmt.Sprintf("M%s %sq0 %s %s %sq%s 0 %s %sz", n(bx-26*k), n(by-14*k), n(16*k), n(26*k), n(16*k), n(26*k), n(26*k), n(-16*k)), "#fbf8f3", "")
	s.Ellipse(bx, by-14*k, 26*k, 5*k, "#e6e1da", "")
	tx, ty := s.Pt(vc, 87, D-8)
	s.Path(fmt.Sprintf("M%s %sv%sh%s", n(tx), n(ty), n(-36*k), n(-12*k)), "none", `stroke="`+s.handleCol()+`" stroke-width="`+n(2*k)+`"`)
	// Towel ring with towel.
	trx, try := s.Pt(vx1+18, 130, D-1)
	s.Circle(trx, try, 6*k, "none", `stroke="`+s.handleCol()+`" stroke-width="1.5"`)
	s.RRect(trx-10*k, try+4*k, 20*k, 36*k, 3*k, lt(p.Accent2, 0.4), "")
	// Wall-hung WC with a flush panel.
	wx := vx1 + 60
	s.Front(wx-22, wx+22, 40, 125, D-0.8, lt(ctop, 0.1), "")
	s.Front(wx-8, wx+8, 105, 116, D-1, s.handleCol(), "")
	s.Shadow(wx-18, wx+18, D-55, D, 20)
	s.Box(wx-18, wx+18, 30, 42, D-55, D-2, "#fbf8f3", "")
	ex, ey := s.Pt(wx, 42, D-30)
	ke := s.K(D - 30)
	s.Ellipse(ex, ey, 19*ke, 4*ke, "#efebe5", `stroke="#d9d4cc" stroke-width="1"`)
	// Shower: wall head, glass partition and door, drain.
	gx := hw - 105
	shx, shy := s.Pt(hw-50, 205, D-1)
	ks := s.K(D)
	s.Line(shx, shy, shx, shy+14*ks, s.handleCol(), 2, "")
	s.Ellipse(shx, shy+16*ks, 12*ks, 3*ks, s.handleCol(), "")
	for i := 0; i < 6; i++ {
		s.Line(shx-8*ks+float64(i)*3.2*ks, shy+20*ks, shx-14*ks+float64(i)*5.6*ks, shy+90*ks, "#cfe3ea", 1, `opacity=".6"`)
	}
	glass := s.Grad("glass", 0, 0, 1, 1, St(0, "#ffffff", 0.35), St(0.5, "#dcecf0", 0.12), St(1, "#ffffff", 0.3))
	frame := s.handleCol()
	s.Quad(glass, `stroke="`+frame+`" stroke-width="2"`, V3{gx, 2, D}, V3{gx, 205, D}, V3{gx, 205, D - 130}, V3{gx, 2, D - 130})
	s.Seg(V3{gx, 190, D - 20}, V3{gx, 120, D - 110}, "#ffffff", 3, `opacity=".45"`)
	s.Quad(glass, `stroke="`+frame+`" stroke-width="2"`, V3{gx, 2, D - 130}, V3{gx, 205, D - 130}, V3{hw, 205, D - 130}, V3{hw, 2, D - 130})
	s.Seg(V3{gx + 10, 180, D - 131}, V3{gx + 60, 40, D - 131}, "#ffffff", 4, `opacity=".35"`)
	s.Seg(V3{gx + 8, 100, D - 131}, V3{gx + 8, 140, D - 131}, frame, 2.5, "")
	// Bath mat and plant.
	s.Rug(vx0+5, vx1-5, D-130, D-70, lt(p.Accent2, 0.3))
	if s.V%2 == 0 {
		s.Plant(vx1+110, D-170, 100)
	}
	if s.T == Ultra {
		s.Downlights(300)
		s.Pendant(vc-40, 175, D-60, 8, p.Metal)
		s.Pendant(vc+40, 175, D-60, 8, p.Metal)
	}
}

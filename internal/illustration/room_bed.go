package illustration

import "fmt"

// Bed draws a bed against the back wall centred at x, w wide, with
// headboard, mattress, duvet, throw and pillows.
func (s *Scene) Bed(x, w, length float64, head, duvet, throw string) {
	D := s.D
	x0, x1 := x-w/2, x+w/2
	s.Shadow(x0, x1, D-length-12, D-12, 40)
	s.Box(x0-8, x1+8, 0, 120, D-14, D-2, head, "fabric")
	if s.T != Normal {
		// Channel tufting on the upholstered headboard.
		for xx := x0 + 4; xx < x1+8; xx += 22 {
			s.Seg(V3{xx, 10, D - 14.5}, V3{xx, 116, D - 14.5}, dk(head, 0.25), 1.2, `opacity=".6"`)
		}
	}
	if s.T == Ultra {
		s.Seg(V3{x0 - 8, 120, D - 14.5}, V3{x1 + 8, 120, D - 14.5}, s.P.Metal, 2.5, "")
	}
	zf := D - 14 - length
	s.Box(x0, x1, 8, 38, zf, D-14, dk(s.P.Wood, 0.05), "grain")
	s.Box(x0+2, x1-2, 38, 56, zf+2, D-14, "#f7f2ea", "")
	for i, px := range []float64{x0 + 8, x + 4} {
		c := "#fbf8f2"
		s.Box(px, px+w/2-14, 54, 78, D-40-float64(i)*2, D-18, c, "")
	}
	s.Box(x-w/4, x+w/4, 54, 72, D-52, D-40, throw, "fabric")
	s.Box(x0-2, x1+2, 34, 60, zf, D-70, duvet, "fabric")
	s.Box(x0-3, x1+3, 33, 61, zf+20, zf+62, throw, "fabric")
}

// SideTable stands a small table with a glowing lamp beside the bed.
func (s *Scene) SideTable(x float64, lamp bool) {
	D := s.D
	s.Shadow(x-22, x+22, D-48, D-6, 40)
	s.Box(x-22, x+22, 0, 50, D-48, D-6, s.P.Wood, "grain")
	s.Seg(V3{x - 22, 25, D - 48.5}, V3{x + 22, 25, D - 48.5}, dk(s.P.Wood, 0.4), 1, "")
	if lamp {
		s.TableLamp(x, 50, D-27, s.P.Accent)
	}
}

// Bedroom draws a bedroom: bed with headboard, side tables and lamps, rug,
// feature wall, curtained window and the tier's lighting.
func Bedroom(s *Scene) {
	hw := s.RW / 2
	p := s.P
	top := s.PanelledShell()
	bx := float64(s.V%3-1) * 25
	s.FeatureWall(bx-150, bx+150, 8, top)
	switch s.T {
	case Normal:
		s.Art(bx-45, bx+45, 150, 205, s.V)
	case Luxury:
		s.Art(bx-60, bx+60, 145, 215, s.V)
	default:
		s.Art(bx-80, bx+80, 140, 230, s.V)
	}
	s.Rug(bx-175, bx+175, s.D-300, s.D-110, mix(p.Fabric, p.Accent, 0.2))
	lamps := s.T != Ultra
	s.SideTable(bx-128, lamps)
	s.SideTable(bx+128, lamps)
	head := dk(p.Fabric, 0.05)
	if s.T == Normal {
		head = p.Wood
	}
	s.Bed(bx, 180, 210, head, lt(p.Fabric, 0.55), p.Accent)
	if s.T == Ultra {
		for _, x := range []float64{bx - 128, bx + 128} {
			s.Pendant(x, 125, s.D-30, 10, p.Metal)
		}
		s.Downlights(300, 450)
	}
	if s.T == Luxury {
		// Upholstered bench at the foot of the bed.
		s.Shadow(bx-75, bx+75, s.D-275, s.D-238, 30)
		s.Box(bx-75, bx+75, 10, 46, s.D-275, s.D-238, p.Accent2, "fabric")
	}
	if s.V%2 == 0 {
		s.Plant(hw-45, s.D-60, 150)
	} else {
		s.Armchair(-hw+80, 300, p.Accent2)
	}
	if s.T == Normal {
		s.Pendant(bx, 230, 420, 22, lt(p.Accent, 0.2))
	}
}

// Wardrobe draws a wall-to-wall wardrobe: tall hinged or sliding shutters,
// loft above, a mirror panel, handles and a lighting profile.
func Wardrobe(s *Scene) {
	hw, D, H := s.RW/2, s.D, s.RH
	p := s.P
	s.Shell()
	x0, x1 := -hw+12, hw-12
	zf := D - 62
	body, tex := lt(p.Lam, 0.1), ""
	switch s.T {
	case Luxury:
		body, tex = p.Wood, "grain"
	case Ultra:
		body = dk(p.Lam, 0.05)
	}
	hc := s.handleCol()
	s.Shadow(x0, x1, zf, D, 120)
	s.Box(x0, x1, 0, H, zf, D, body, tex)
	s.Front(x0, x1, 0, 8, zf-0.5, dk(body, 0.4), "")
	cnt := 6
	w := (x1 - x0) / float64(cnt)
	mirror := 1 + s.V%4
	sliding := s.V%2 == 0
	for i := 0; i < cnt; i++ {
		a, b := x0+w*float64(i), x0+w*float64(i+1)
		z := zf - 0.5
		if sliding && i%2 == 1 {
			z = zf - 3
		}
		switch {
		case i == mirror:
			s.Front(a+1, b-1, 12, 228, z-0.2, s.Grad("mir", 0, 0, 1, 1, St(0, "#e9eef0", 1), St(0.45, "#c3ccd0", 1), St(0.55, "#f4f7f8", 1), St(1, "#aeb8bd", 1)), "")
			s.Front(a+1, b-1, 12, 228, z-0.3, "none", `stroke="`+hc+`" stroke-width="2"`)
		case s.T == Ultra && (i == 0 || i == cnt-1):
			// Smoked-glass shutters with lit hanging space behind.
			s.Front(a+2, b-2, 12, 228, z-0.2, "#3b2c22", "")
			s.Front(a+2, b-2, 150, 228, z-0.3, s.VGrad("ucl", St(0, "#ffe2a8", 0.7), St(1, "#ffe2a8", 0)), "")
			s.Seg(V3{a + 4, 200, z - 0.4}, V3{b - 4, 200, z - 0.4}, p.Metal, 2, "")
			for j := 0; j < 5; j++ {
				cx := a + 10 + float64(j)*(b-a-20)/5
				c := []string{p.Accent, lt(p.Fabric, 0.2), p.Accent2, "#e9e2d6", dk(p.Fabric, 0.2)}[j]
				s.Front(cx, cx+(b-a-20)/5-2, 110, 198, z-0.5, c, `opacity=".85"`)
			}
			s.Front(a+2, b-2, 12, 228, z-0.6, "#7a6a5a", `opacity=".25"`)
			s.Front(a+2, b-2, 12, 228, z-0.6, "none", `stroke="`+p.Metal+`" stroke-width="2"`)
		default:
			s.Front(a+1, b-1, 12, 228, z-0.2, body, "")
			if tex != "" {
				s.Front(a+1, b-1, 12, 228, z-0.2, s.Tex(tex), "")
			}
		}
		s.Front(a+1, b-1, 234, H-6, zf-0.5, body, "")
		s.Seg(V3{a, 8, zf - 0.5}, V3{a, H, zf - 0.5}, "#1e1712", 1.2, `opacity=".4"`)
		hx := b - 6
		if i%2 == 1 {
			hx = a + 6
		}
		if sliding {
			hx = a + 6
		}
		s.Seg(V3{hx, 90, z - 1}, V3{hx, 160, z - 1}, hc, 2.5, `stroke-linecap="round"`)
	}
	s.Seg(V3{x0, 231, zf - 0.6}, V3{x1, 231, zf - 0.6}, dk(body, 0.35), 2, "")
	if sliding {
		s.Seg(V3{x0, 229, zf - 3.5}, V3{x1, 229, zf - 3.5}, dk(p.Metal, 0.3), 3, "")
	}
	if s.T != Normal {
		// Vertical light profiles between shutter pairs.
		for i := 2; i < cnt; i += 2 {
			x := x0 + w*float64(i)
			xa, ya := s.Pt(x, 228, zf-0.8)
			_, yb := s.Pt(x, 12, zf-0.8)
			k := s.K(zf)
			s.Rect(xa-6*k, ya, 12*k, yb-ya, s.HGrad("prof", St(0, "#ffd58a", 0), St(0.5, "#ffd58a", 0.8), St(1, "#ffd58a", 0)), "")
			s.Line(xa, ya, xa, yb, "#fff3d6", 1.5, "")
		}
	}
	s.Rug(-150, 150, 250, 440, mix(p.Fabric, p.Accent2, 0.3))
	oc := p.Accent
	if s.T == Ultra {
		oc = p.Accent2
	}
	s.DiscShadow(-20, 340, 45)
	s.Box(-55, 15, 8, 46, 310, 370, oc, "fabric")
	s.Box(-55, 15, 46, 50, 310, 370, lt(oc, 0.1), "")
	if s.V%3 != 0 {
		s.Plant(hw-50, 300, 140)
	}
	switch s.T {
	case Normal:
		s.Pendant(0, 220, 360, 22, lt(p.Accent2, 0.1))
	case Luxury:
		s.Downlights(300, 430)
	default:
		s.LinearPendant(-90, 90, 220, 360)
	}
}

// Kids draws a kids' bedroom: bunk or single bed, study desk, toys shelf and
// a playful wall decal in bright colours.
func Kids(s *Scene) {
	hw, D := s.RW/2, s.D
	kp := kidsPalettes[(s.V-1)%8]
	if s.T != Ultra {
		s.P.Wall = mix(s.P.Wall, kp[0], 0.18)
	}
	s.P.Feature = lt(kp[0], 0.25)
	p := s.P
	s.PanelledShell()
	s.decal(kp)
	bunk := s.V%2 == 1
	bx0, bx1 := -hw+12, -hw+212
	if bunk {
		post := kp[1]
		s.Shadow(bx0, bx1, D-105, D-5, 160)
		for _, y := range []float64{12, 132} {
			s.Box(bx0, bx1, y, y+22, D-100, D-5, post, "")
			s.Box(bx0+3, bx1-3, y+22, y+36, D-98, D-7, "#f7f2ea", "")
			s.Box(bx0+4, bx0+90, y+22, y+40, D-96, D-8, kp[2], "fabric")
			s.Box(bx1-50, bx1-8, y+36, y+52, D-30, D-10, "#fffaf2", "")
		}
		s.Box(bx0, bx1-40, 166, 180, D-101, D-96, post, "")
		for _, x := range []float64{bx0, bx1 - 6} {
			s.Box(x, x+6, 0, 185, D-104, D-98, dk(post, 0.1), "")
		}
		for y := 40.0; y < 150; y += 22 {
			s.Seg(V3{bx1 - 40, y, D - 104}, V3{bx1 - 6, y, D - 104}, dk(post, 0.25), 3, "")
		}
		s.Seg(V3{bx1 - 40, 30, D - 104}, V3{bx1 - 40, 185, D - 104}, dk(post, 0.25), 3, "")
	} else {
		// Single bed with a little house-shaped headboard.
		hx, hy := s.Pt(bx0+100, 150, D-3)
		k := s.K(D - 3)
		s.Poly(kp[1], "", hx-100*k, hy+40*k, hx, hy-20*k, hx+100*k, hy+40*k, hx+100*k, hy+150*k, hx-100*k, hy+150*k)
		s.Bed(bx0+100, 170, 200, kp[1], lt(kp[2], 0.5), kp[2])
	}
	// Study desk with chair, lamp and books.
	dx0, dx1 := 60.0, 200.0
	s.WallShadow(dx0+10, dx1-10, 120, 200)
	s.Front(dx0+10, dx1-10, 120, 200, D-1, "#efe6d6", `stroke="`+lt(p.Wood, 0.1)+`" stroke-width="4"`)
	for i := 0; i < 5; i++ {
		x := dx0 + 25 + float64(i)*22
		s.Front(x, x+16, 150+float64(i%2)*20, 172+float64(i%2)*20, D-1.5, kp[i%3], "")
	}
	s.Shadow(dx0, dx1, D-60, D, 60)
	s.Box(dx0, dx0+5, 0, 72, D-58, D-2, p.Wood, "")
	s.Box(dx1-45, dx1, 0, 72, D-60, D, kp[0], "")
	s.Doors(dx1-45, dx1, 0, 72, D-60, 1, dk(kp[0], 0.4), false)
	s.Box(dx0, dx1, 72, 76, D-62, D, lt(p.Wood, 0.2), "")
	s.TableLamp(dx0+20, 76, D-25, kp[1])
	for i := 0; i < 4; i++ {
		x := dx1 - 70 + float64(i)*7
		s.Box(x, x+6, 76, 96+float64(i%2)*6, D-30, D-12, kp[i%3], "")
	}
	s.DiningChair(130, D-95, kp[2], false)
	// Toys shelf: cubbies with a ball, blocks and a teddy.
	tx0 := hw - 70
	s.Shadow(tx0, hw-4, 300, 420, 70)
	s.Box(tx0, hw-4, 0, 100, 300, 420, lt(p.Wood, 0.25), "")
	for _, y := range []float64{50} {
		s.Seg(V3{tx0, y, 300}, V3{tx0, y, 420}, dk(p.Wood, 0.2), 2, "")
	}
	cx, cy := s.Pt(tx0, 100, 330)
	k := s.K(330)
	s.Circle(cx+8*k, cy-14*k, 14*k, kp[2], "")
	s.Rect(cx+20*k, cy-18*k, 16*k, 18*k, kp[0], "")
	s.Rect(cx+25*k, cy-32*k, 14*k, 14*k, kp[1], "")
	tx, ty := s.Pt(tx0, 100, 390)
	k = s.K(390)
	s.Circle(tx+5*k, ty-16*k, 16*k, "#b98457", "")
	s.Circle(tx-5*k, ty-34*k, 11*k, "#c99567", "")
	s.Circle(tx-12*k, ty-44*k, 5*k, "#b98457", "")
	s.Circle(tx+2*k, ty-44*k, 5*k, "#b98457", "")
	s.DiscShadow(0, 360, 80)
	s.Rug(-110, 110, 300, 430, kp[1])
	switch s.T {
	case Normal:
		s.Pendant(0, 225, 360, 24, kp[2])
	case Luxury:
		s.Downlights(300, 430)
	default:
		s.Downlights(300)
		s.Pendant(0, 225, 360, 18, p.Metal)
	}
}

// decal paints a playful mural on the back wall: hills, sun, clouds, stars.
func (s *Scene) decal(kp [3]string) {
	hw, D := s.RW/2, s.D-0.5
	ax, ay := s.Pt(-hw, s.RH-14, D)
	bx, by := s.Pt(hw, 0, D)
	w, h := bx-ax, by-ay
	switch s.V % 3 {
	case 0: // rainbow arcs
		for i, c := range kp {
			r := w * (0.16 - float64(i)*0.03)
			s.Path(fmt.Sprintf("M%s %sa%s %s 0 0 1 %s 0", n(ax+w*0.62-r), n(ay+h*0.42), n(r), n(r), n(2*r)), "none", `stroke="`+c+`" stroke-width="`+n(w*0.025)+`" opacity=".8"`)
		}
	case 1: // mountains under a sun
		s.Circle(ax+w*0.7, ay+h*0.22, w*0.05, kp[1], `opacity=".8"`)
		s.Poly(lt(kp[0], 0.1), `opacity=".7"`, ax+w*0.38, ay+h*0.55, ax+w*0.55, ay+h*0.25, ax+w*0.72, ay+h*0.55)
		s.Poly(kp[0], `opacity=".7"`, ax+w*0.55, ay+h*0.55, ax+w*0.7, ay+h*0.33, ax+w*0.86, ay+h*0.55)
	default: // clouds and stars
		for _, c := range [][2]float64{{0.42, 0.2}, {0.78, 0.3}} {
			x, y := ax+w*c[0], ay+h*c[1]
			for j := -1; j <= 1; j++ {
				s.Circle(x+float64(j)*w*0.025, y-float64(1-j*j)*w*0.012, w*0.025, "#ffffff", `opacity=".85"`)
			}
		}
		for i := 0; i < 6; i++ {
			x, y := ax+w*(0.35+0.09*float64(i)), ay+h*(0.1+0.06*float64(i%3))
			s.Star(x, y, w*0.012, kp[1], "")
		}
	}
}

package illustration

// SofaSide places a sofa against the right wall, seat facing the room,
// occupying z0..z1; chaise adds a lounger toward the room at the near end.
func (s *Scene) SofaSide(z0, z1 float64, col, pillow string, chaise bool) {
	xr := s.RW/2 - 4
	x0 := xr - 95
	s.Shadow(x0, xr, z0, z1, 45)
	s.Box(xr-26, xr, 40, 90, z0+4, z1-4, dk(col, 0.08), "fabric")
	s.Box(x0, xr, 8, 42, z0, z1, col, "fabric")
	step := (z1 - z0 - 40) / 3
	for i := 2; i >= 0; i-- {
		za := z0 + 20 + step*float64(i)
		s.Box(x0+4, xr-26, 42, 52, za+1, za+step-1, lt(col, 0.08), "")
	}
	for i, z := range []float64{z1 - 70, z1 - 115, z0 + 60} {
		c := pillow
		if i == 1 {
			c = lt(col, 0.3)
		}
		s.Box(xr-40, xr-28, 50, 82, z, z+38, c, "fabric")
	}
	s.Box(x0, xr, 8, 62, z1-20, z1, col, "fabric")
	if chaise {
		s.Shadow(x0-70, x0, z0, z0+85, 30)
		s.Box(x0-70, x0+2, 8, 50, z0, z0+85, lt(col, 0.05), "fabric")
	}
	s.Box(x0, xr, 8, 62, z0, z0+20, col, "fabric")
}

// Armchair puts a lounge chair near the window, angled toward the room.
func (s *Scene) Armchair(x, z float64, col string) {
	s.Shadow(x-35, x+35, z-35, z+35, 40)
	for _, lx := range []float64{x - 30, x + 30} {
		s.Seg(V3{lx, 0, z - 30}, V3{lx, 14, z - 30}, dk(s.P.Wood, 0.3), 3, "")
	}
	s.Box(x-36, x-20, 14, 92, z-34, z+34, dk(col, 0.05), "fabric")
	s.Box(x-34, x+34, 14, 44, z-34, z+34, col, "fabric")
	s.Box(x-28, x+32, 44, 52, z-28, z+28, lt(col, 0.1), "")
	s.Box(x-34, x+34, 14, 62, z-34, z-24, col, "fabric")
}

// Living draws a living room: TV wall with console, sofa, coffee table,
// rug, accent chair, plant and the side window.
func Living(s *Scene) {
	hw, D := s.RW/2, s.D
	p := s.P
	top := s.PanelledShell()
	off := float64(s.V%3-1) * 20
	s.FeatureWall(-130+off, 130+off, 8, top)
	s.WallShadow(-78+off, 78+off, 112, 198)
	s.Front(-78+off, 78+off, 112, 198, D-3, "#1b1a19", "")
	s.Front(-75+off, 75+off, 115, 195, D-3.2, s.Grad("tv", 0, 0, 1, 1, St(0, "#4a4744", 1), St(0.5, "#1e1c1b", 1), St(1, "#121110", 1)), "")
	hc := s.handleCol()
	s.Shadow(-118+off, 118+off, D-42, D, 25)
	s.Box(-118+off, 118+off, 20, 56, D-42, D, p.Wood, "grain")
	s.Doors(-118+off, 118+off, 20, 56, D-42, 4, hc, false)
	vx, vy := s.Pt(-90+off, 56, D-20)
	k := s.K(D - 20)
	s.Ellipse(vx, vy-14*k, 9*k, 14*k, p.Accent, "")
	s.Rect(vx+30*k, vy-8*k, 40*k, 8*k, p.Accent2, "")
	s.Rect(vx+34*k, vy-14*k, 34*k, 6*k, lt(p.Fabric, 0.3), "")
	if s.T == Normal {
		// Floating shelves with a few objects beside the TV wall.
		for _, y := range []float64{150, 195} {
			s.WallShadow(150+off, 230+off, y, y+4)
			s.Box(150+off, 230+off, y, y+4, D-24, D, p.Wood, "")
		}
		bx, by := s.Pt(160+off, 154, D-12)
		s.Rect(bx, by-18*k, 6*k, 18*k, p.Accent, "")
		s.Rect(bx+7*k, by-15*k, 5*k, 15*k, p.Accent2, "")
		s.Circle(bx+40*k, by-8*k, 8*k, lt(p.Plant, 0.1), "")
	} else {
		s.Art(-hw+40, -hw+120, 120, 210, s.V)
	}
	s.Rug(-160, 170, 250, 470, mix(p.Fabric, p.Accent, 0.25))
	s.Plant(-hw+40, D-45, 150)
	s.Armchair(-hw+80, 330, p.Accent)
	sofa := p.Fabric
	if s.T == Ultra {
		sofa = lt(p.Fabric, 0.1)
	}
	s.SofaSide(260, 500, sofa, p.Accent, s.V%2 == 0)
	// Coffee table: round stone top on a plinth.
	ct := lt(p.Stone, 0.1)
	if s.T == Normal {
		ct = p.Wood
	}
	s.DiscShadow(10, 360, 58)
	s.Box(-8, 28, 0, 30, 350, 370, dk(ct, 0.2), "")
	s.Disc(10, 38, 360, 52, 7, ct)
	bx, by := s.Pt(0, 38, 355)
	kk := s.K(355)
	s.Rect(bx, by-6*kk, 28*kk, 6*kk, p.Accent2, "")
	s.Ellipse(bx+45*kk, by-8*kk, 8*kk, 8*kk, p.Plant, "")
	switch s.T {
	case Normal:
		s.Pendant(10, 210, 360, 26, p.Accent)
	case Luxury:
		s.Downlights(300, 450)
		s.Pendant(10, 215, 360, 18, p.Metal)
	default:
		s.Downlights(300)
		s.Chandelier(10, 215, 360, 55)
	}
}

// Dining draws a dining room: table and chairs under a pendant, a crockery
// unit with glass shutters, artwork and a plant.
func Dining(s *Scene) {
	hw, D := s.RW/2, s.D
	p := s.P
	s.PanelledShell()
	hc := s.handleCol()
	// Crockery unit: closed base, lit glass display above.
	ux0, ux1 := -hw+20, -hw+190
	if s.V%2 == 0 {
		ux0, ux1 = hw-190, hw-20
	}
	s.Shadow(ux0, ux1, D-45, D, 90)
	s.Box(ux0, ux1, 0, 215, D-45, D, p.Wood, "grain")
	s.Front(ux0+6, ux1-6, 95, 208, D-45.5, dk(p.Wood, 0.45), "")
	if s.T != Normal {
		s.Front(ux0+6, ux1-6, 95, 208, D-45.6, s.VGrad("ucl", St(0, "#ffe2a8", 0.7), St(1, "#ffe2a8", 0)), "")
	}
	for _, y := range []float64{130, 168} {
		s.Box(ux0+6, ux1-6, y, y+2, D-44, D-5, lt(p.Wood, 0.2), "")
		for x := ux0 + 22; x < ux1-14; x += 30 {
			cx, cy := s.Pt(x, y+2, D-20)
			k := s.K(D - 20)
			if int(x)%3 == 0 {
				s.Rect(cx-5*k, cy-18*k, 10*k, 18*k, "#e9f0f0", `opacity=".7"`)
			} else {
				s.Circle(cx, cy-10*k, 10*k, lt(p.Accent2, 0.5), "")
			}
		}
	}
	s.Front(ux0+6, ux1-6, 95, 208, D-46, s.Grad("glass", 0, 0, 1, 1, St(0, "#ffffff", 0.3), St(0.5, "#ffffff", 0.05), St(1, "#ffffff", 0.2)), "")
	s.Doors(ux0, ux1, 95, 208, D-46, 3, hc, true)
	s.Doors(ux0, ux1, 8, 90, D-45, 3, hc, false)
	ax := 60.0
	if s.V%2 == 0 {
		ax = -200
	}
	s.FeatureWall(ax-20, ax+150, 8, s.RH-22)
	s.Art(ax, ax+130, 115, 205, s.V+1)
	s.Rug(-170, 170, 250, 500, mix(p.Fabric, p.Floor, 0.3))
	if s.V%2 == 1 {
		s.Plant(hw-45, D-50, 140)
	} else {
		s.Plant(-hw+45, D-50, 140)
	}
	tz0, tz1 := 330.0, 430.0
	top, chair := p.Wood, p.Fabric
	if s.T != Normal {
		top = lt(p.Stone, 0.2)
	}
	round := s.V%3 == 0
	// Chairs on the far side face the camera; their backs are beyond them.
	for _, x := range []float64{-60, 0, 60} {
		if round && x == 0 {
			continue
		}
		s.DiningChair(x, tz1+28, chair, true)
	}
	s.Shadow(-110, 110, tz0, tz1, 60)
	if round {
		s.DiscShadow(0, 380, 75)
		s.Box(-10, 10, 0, 72, 372, 388, dk(p.Wood, 0.2), "")
		s.Disc(0, 76, 380, 70, 4, top)
	} else {
		for _, lx := range []float64{-100, 92} {
			s.Box(lx, lx+8, 0, 72, tz0+6, tz0+14, dk(p.Wood, 0.2), "")
		}
		s.Box(-110, 110, 72, 77, tz0, tz1, top, "")
	}
	s.tableSetting(tz0, tz1)
	for _, x := range []float64{-60, 60} {
		s.DiningChair(x, tz0-22, chair, false)
	}
	s.islandLights((tz0 + tz1) / 2)
}

func (s *Scene) tableSetting(z0, z1 float64) {
	for _, x := range []float64{-60, 0, 60} {
		cx, cy := s.Pt(x, 77, z1-20)
		k := s.K(z1 - 20)
		s.Ellipse(cx, cy, 14*k, 3*k, "#fbf7ef", `stroke="`+lt(s.P.Accent, 0.3)+`" stroke-width=".8"`)
	}
	cx, cy := s.Pt(0, 77, (z0+z1)/2)
	k := s.K((z0 + z1) / 2)
	s.Ellipse(cx, cy-9*k, 7*k, 10*k, s.P.Accent, "")
	s.Ellipse(cx, cy-22*k, 12*k, 9*k, s.P.Plant, "")
}

// DiningChair draws a chair at (x, z); far chairs face the camera.
func (s *Scene) DiningChair(x, z float64, col string, far bool) {
	leg := dk(s.P.Wood, 0.25)
	s.Shadow(x-22, x+22, z-22, z+22, 40)
	for _, lx := range []float64{x - 19, x + 19} {
		s.Seg(V3{lx, 0, z - 19}, V3{lx, 45, z - 19}, leg, 2.5, "")
	}
	if far {
		s.Box(x-22, x+22, 45, 98, z+16, z+22, col, "fabric")
		s.Box(x-22, x+22, 42, 50, z-22, z+22, lt(col, 0.05), "fabric")
	} else {
		s.Box(x-22, x+22, 42, 50, z-22, z+22, lt(col, 0.05), "fabric")
		s.Box(x-22, x+22, 45, 98, z-22, z-16, col, "fabric")
	}
}

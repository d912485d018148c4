package illustration

import "fmt"

func init() {
	patterns["brick"] = `<pattern id="brick" width="26" height="12" patternUnits="userSpaceOnUse"><path d="M0 0h26v12H0z" fill="#b8664a"/><path d="M0 .5h26M0 6.5h26M.5 0v6M13.5 6v6" stroke="#d9cfc0" stroke-width="1.4"/></pattern>`
}

// Ladder stands a stepladder at (x, z) of height h, seen from the front.
func (s *Scene) Ladder(x, z, h float64) {
	col := "#9aa0a3"
	s.Shadow(x-25, x+25, z-10, z+30, h*0.6)
	s.Seg(V3{x - 22, 0, z}, V3{x - 12, h, z + 10}, col, 4, "")
	s.Seg(V3{x + 22, 0, z}, V3{x + 12, h, z + 10}, col, 4, "")
	for y := 30.0; y < h; y += 35 {
		t := y / h
		s.Seg(V3{x - 22 + 10*t, y, z + 10*t}, V3{x + 22 - 10*t, y, z + 10*t}, col, 3, "")
	}
	s.Box(x-14, x+14, h, h+5, z+4, z+20, dk(col, 0.1), "")
}

// Can places a paint can or bucket on the floor.
func (s *Scene) Can(x, z, r, h float64, body, top string) {
	k := s.K(z)
	cx, cy := s.Pt(x, 0, z)
	_, ty := s.Pt(x, h, z)
	s.DiscShadow(x, z, r+4)
	s.Rect(cx-r*k, ty, 2*r*k, cy-ty, body, "")
	s.Ellipse(cx, cy, r*k, r*k*0.3, body, "")
	s.Rect(cx-r*k, ty, 2*r*k, cy-ty, s.HGrad("can", St(0, "#ffffff", 0.25), St(0.6, "#ffffff", 0), St(1, "#000000", 0.2)), "")
	s.Ellipse(cx, ty, r*k, r*k*0.3, top, "")
}

// Service draws a site-service scene: civil, electrical, false-ceiling or
// painting work, variation n (1..4).
func Service(kind string, n int) *Canvas {
	names := map[string]string{"civil": "Civil work", "electrical": "Electrical work", "false-ceiling": "False ceiling work", "painting": "Painting work"}
	subjects := map[string][4]string{
		"civil":         {"a brick partition wall being built", "floor tiles being laid", "a wall being plastered", "bathroom wall tiling in progress"},
		"electrical":    {"concealed wiring in wall chases", "a new modular switchboard", "recessed lights and a distribution board", "ceiling wiring for new lights"},
		"false-ceiling": {"a finished gypsum ceiling with cove lights", "gypsum ceiling framing being installed", "a layered ceiling with cove lights and downlights", "a peripheral cove ceiling in a bedroom"},
		"painting":      {"an accent wall being rolled", "a two-tone wall with masking tape", "colour swatches on a wall being chosen", "a freshly painted room with brushes and cans"},
	}
	title := fmt.Sprintf("%s: %s", names[kind], subjects[kind][n-1])
	t := Normal
	if kind == "false-ceiling" && n != 2 {
		t = []Tier{Luxury, Luxury, Ultra, Luxury}[n-1]
	}
	s := newScene(1200, 900, title, t, n*2-1, "service"+kind)
	if t == Ultra {
		s.P = paletteFor(Luxury, 3)
		s.P.Ceil = "#f3eee6"
	}
	switch kind {
	case "civil":
		s.civil(n)
	case "electrical":
		s.electrical(n)
	case "false-ceiling":
		s.ceilingWork(n)
	default:
		s.painting(n)
	}
	return s.Canvas
}

func (s *Scene) civil(n int) {
	hw, D := s.RW/2, s.D
	s.Bare = true
	s.P.Floor, s.P.Wall = "#bfb8ae", "#d8d1c5"
	s.Shell()
	switch n {
	case 1:
		// Stepped brick partition rising across the room.
		z := 420.0
		var pts []float64
		x0, y0 := s.Pt(-170, 0, z)
		pts = append(pts, x0, y0)
		for i, h := range []float64{180, 180, 165, 150, 150, 120, 105, 90} {
			xa, ya := s.Pt(-170+float64(i)*42, h, z)
			xb, _ := s.Pt(-170+float64(i+1)*42, h, z)
			pts = append(pts, xa, ya, xb, ya)
		}
		x1, y1 := s.Pt(166, 0, z)
		pts = append(pts, x1, y1)
		s.Shadow(-170, 166, z, z+12, 120)
		s.Poly(s.Tex("brick"), "", pts...)
		s.Box(60, 130, 0, 40, 330, 380, "#d8d2c6", "")
		s.Box(62, 128, 40, 44, 332, 378, "#c9c2b5", "")
		s.Can(-60, 320, 25, 30, "#6f7479", "#a8a29a")
		s.Ladder(-hw+90, 350, 160)
	case 2:
		// Floor tiles laid from the back wall forward; stack and spacers.
		for z := D; z > 380; z -= 60 {
			s.Quad(lt(s.P.Stone, 0.1), `stroke="#fffaf2" stroke-width="2"`, V3{-hw, 0.2, z}, V3{hw, 0.2, z}, V3{hw, 0.2, z - 60}, V3{-hw, 0.2, z - 60})
		}
		for x := -hw + 60; x < hw; x += 60 {
			s.Seg(V3{x, 0.3, D}, V3{x, 0.3, 380}, "#fffaf2", 2, "")
		}
		for i := 0; i < 5; i++ {
			s.Box(80, 140, float64(i)*2, float64(i+1)*2, 300, 360, lt(s.P.Stone, 0.15), "")
		}
		s.Can(-40, 330, 22, 28, "#7c8388", "#bdb6ac")
		s.Box(-160, -90, 0, 8, 320, 350, "#3a3a3a", "")
	case 3:
		// Half the back wall plastered smooth, half still bare brick.
		s.Front(-hw, 0, 0, s.RH, D-0.5, s.Tex("brick"), "")
		s.Front(0, 30, 0, s.RH, D-0.6, "#e6dfd3", `opacity=".6"`)
		s.Ladder(40, D-80, 180)
		s.Can(120, D-120, 25, 32, "#6f7479", "#e6dfd3")
		tx, ty := s.Pt(-20, 140, D-10)
		k := s.K(D - 10)
		s.Poly("#9aa0a3", "", tx-20*k, ty, tx+20*k, ty, tx+14*k, ty+8*k, tx-14*k, ty+8*k)
		s.Line(tx, ty+8*k, tx, ty+22*k, "#7a5234", 4*k, "")
	default:
		// Wall tiles rising course by course in a bathroom.
		s.Front(-hw, hw, 8, 130, D-0.5, lt(s.P.Stone, 0.1), "")
		s.Front(-hw, hw, 8, 130, D-0.5, s.Tex("tile"), "")
		s.Front(-hw, 40, 130, 150, D-0.5, lt(s.P.Stone, 0.1), "")
		s.Front(-hw, 40, 130, 150, D-0.5, s.Tex("tile"), "")
		s.Seg(V3{-60, 170, D - 2}, V3{60, 170, D - 2}, "#e2b65b", 6, "")
		s.Box(100, 180, 0, 35, 420, 470, "#c9b79a", "")
		s.Can(-80, 420, 22, 28, "#e8e2d8", "#9aa0a3")
	}
}

func (s *Scene) electrical(n int) {
	hw, D := s.RW/2, s.D
	wire := []string{"#c0392b", "#222222", "#2f7d32", "#e2b65b"}
	switch n {
	case 1, 4:
		s.Bare = n == 1
		s.Shell()
		// Chases cut into plaster carry conduits down to switch boxes.
		for i, x := range []float64{-140, -40, 90} {
			s.Front(x-6, x+6, 110, s.RH, D-0.5, "#b9b1a4", "")
			s.Seg(V3{x - 2, 112, D - 1}, V3{x - 2, s.RH, D - 1}, wire[i%4], 2.5, "")
			s.Seg(V3{x + 2, 112, D - 1}, V3{x + 2, s.RH, D - 1}, wire[(i+1)%4], 2.5, "")
			s.Front(x-16, x+16, 95, 125, D-0.6, "#8a8a86", "")
			for j := 0; j < 3; j++ {
				bx, by := s.Pt(x-8+float64(j)*8, 100, D-2)
				k := s.K(D)
				s.Path(fmt.Sprintf("M%s %sq%s %s %s %s", n1(bx), n1(by), n1(4*k), n1(20*k), n1(-4*k), n1(40*k)), "none", `stroke="`+wire[j]+`" stroke-width="2"`)
			}
		}
		if n == 4 {
			for _, x := range []float64{-120, 0, 120} {
				s.Seg(V3{x, s.RH, 200}, V3{x, s.RH, D}, "#7a7f84", 3, "")
				s.Seg(V3{x, s.RH, 300}, V3{x, s.RH - 40, 300}, wire[0], 2, "")
			}
		}
		s.Ladder(hw-100, 380, 170)
		cx, cy := s.Pt(-60, 0, 360)
		k := s.K(360)
		for r := 18.0; r > 8; r -= 4 {
			s.Ellipse(cx, cy, r*k*2, r*k*0.6, "none", `stroke="`+wire[0]+`" stroke-width="3"`)
		}
	case 2:
		s.Shell()
		// A fresh modular switchboard beside a side table and lamp.
		x0, x1, y0, y1 := -60.0, 60.0, 100.0, 150.0
		s.WallShadow(x0, x1, y0, y1)
		s.FrontR(x0, x1, y0, y1, D-1, 3, "#f7f4ee", `stroke="#d8d2c8"`)
		for i := 0; i < 6; i++ {
			x := x0 + 10 + float64(i)*12
			s.FrontR(x, x+9, 115, 137, D-1.5, 1.5, "#ffffff", `stroke="#cfc8bc"`)
			s.Front(x+3, x+6, 128, 134, D-1.6, s.P.Accent, "")
		}
		for _, x := range []float64{x1 - 26, x1 - 13} {
			s.Front(x-5, x+5, 118, 134, D-1.5, "#ece7df", "")
		}
		s.SideTable(160, true)
		s.Plant(-hw+60, D-60, 140)
	default:
		s.Shell()
		s.Downlights(250, 350, 450)
		for _, z := range []float64{250, 350, 450} {
			for _, x := range []float64{-s.RW / 4, s.RW / 4} {
				cx, cy := s.Pt(x, s.RH, z)
				s.Glow(cx, cy+20*s.K(z), 60*s.K(z), 0.6)
			}
		}
		s.WallShadow(-40, 60, 90, 200)
		s.Front(-40, 60, 90, 200, D-2, "#e9e6e0", `stroke="#b8b2a8"`)
		for r := 0; r < 3; r++ {
			for i := 0; i < 8; i++ {
				x := -32 + float64(i)*11
				s.Front(x, x+8, 170-float64(r)*32, 186-float64(r)*32, D-2.5, "#ffffff", `stroke="#9aa0a3"`)
				s.Front(x+2, x+6, 180-float64(r)*32, 184-float64(r)*32, D-2.6, "#2f2f2f", "")
			}
		}
		s.Ladder(hw-110, 360, 170)
	}
}

func (s *Scene) ceilingWork(n int) {
	hw, D, H := s.RW/2, s.D, s.RH
	s.Shell()
	switch n {
	case 2:
		// Metal channel framing, boards going up, a stack waiting.
		for x := -hw + 60; x < hw; x += 60 {
			s.Seg(V3{x, H - 15, 100}, V3{x, H - 15, D}, "#8f969b", 3, "")
		}
		for z := D - 60; z > 100; z -= 60 {
			s.Seg(V3{-hw, H - 15, z}, V3{hw, H - 15, z}, "#8f969b", 2, "")
		}
		s.Quad("#f4f1ec", `stroke="#d8d2c8"`, V3{-hw, H - 16, D}, V3{hw, H - 16, D}, V3{hw, H - 16, D - 180}, V3{-hw, H - 16, D - 180})
		for i := 0; i < 6; i++ {
			s.Box(-120, 0, float64(i)*1.3, float64(i+1)*1.3, 330, 450, "#f2efe9", "")
		}
		s.Ladder(110, 360, 190)
	case 3:
		s.Downlights(240, 340, 440)
		s.Pendant(0, 200, 360, 14, s.P.Metal)
		s.Armchair(-hw+80, 360, s.P.Accent)
	case 4:
		s.Bed(0, 170, 200, dk(s.P.Fabric, 0.1), lt(s.P.Fabric, 0.5), s.P.Accent)
		s.Downlights(300)
	default:
		s.SofaSide(260, 480, s.P.Fabric, s.P.Accent, false)
		s.Plant(-hw+50, D-60, 150)
		s.Downlights(300, 450)
	}
}

func (s *Scene) painting(n int) {
	hw, D := s.RW/2, s.D
	p := s.P
	colour := []string{"#b86b4b", "#6f8f84", "#c9a46a", "#7d8fb0"}[n-1]
	s.Shell()
	// Drop cloth protects the floor.
	s.Quad("#efeae2", "", V3{-hw + 10, 0.3, D - 10}, V3{hw - 10, 0.3, D - 10}, V3{hw - 10, 0.3, 300}, V3{-hw + 10, 0.3, 300})
	for _, z := range []float64{360, 430, 500} {
		s.Seg(V3{-hw + 10, 0.4, z}, V3{hw - 10, 0.4, z + 20}, "#d9d2c6", 2, "")
	}
	switch n {
	case 1:
		s.Front(-hw, 40, 0, s.RH, D-0.5, colour, "")
		s.Path(wavyEdge(s, 40, D-0.5), colour, "")
	case 2:
		s.Front(-hw, hw, 0, 120, D-0.5, colour, "")
		s.Seg(V3{-hw, 121, D - 1}, V3{hw, 121, D - 1}, "#e8d27a", 4, "")
	case 3:
		for i := 0; i < 12; i++ {
			x := -150 + float64(i%4)*55
			y := 110 + float64(i/4)*45
			s.WallShadow(x, x+45, y, y+35)
			s.Front(x, x+45, y, y+35, D-1, mix(colour, []string{"#fffaf2", "#1e1712", p.Accent}[i%3], float64(i%4)*0.15), "")
		}
	default:
		s.Front(-hw, hw, 0, s.RH, D-0.5, colour, `opacity=".85"`)
		s.Quad(colour, `opacity=".6"`, V3{hw, 0, D}, V3{hw, s.RH, D}, V3{hw, s.RH, 100}, V3{hw, 0, 100})
	}
	// Roller on an extension pole, tray and cans.
	rx := 40.0
	if n == 3 {
		rx = 160
	}
	rz := D - 20
	ax, ay := s.Pt(rx-18, 170, rz)
	k := s.K(rz)
	s.RRect(ax, ay, 36*k, 12*k, 5*k, colour, `stroke="`+dk(colour, 0.3)+`"`)
	bx, by := s.Pt(rx+40, 0, rz-160)
	s.Line(ax+18*k, ay+12*k, bx, by, "#6b5a48", 5, `stroke-linecap="round"`)
	s.Quad("#8f969b", "", V3{-80, 4, 330}, V3{-20, 4, 330}, V3{-20, 0, 390}, V3{-80, 0, 390})
	s.Quad(colour, "", V3{-76, 4.2, 333}, V3{-24, 4.2, 333}, V3{-24, 1, 370}, V3{-76, 1, 370})
	s.Can(100, 340, 18, 26, "#e9e4dc", colour)
	s.Can(150, 380, 18, 26, "#e9e4dc", p.Accent2)
	if n == 2 || n == 4 {
		s.Ladder(-hw+110, 420, 170)
	}
}

// wavyEdge is the roller's uneven edge where new paint meets old.
func wavyEdge(s *Scene, x float64, z float64) string {
	x0, y0 := s.Pt(x, s.RH, z)
	_, y1 := s.Pt(x, 0, z)
	k := s.K(z)
	h := y1 - y0
	return fmt.Sprintf("M%s %sc%s %s %s %s 0 %sc%s %s %s %s 0 %sz", n1(x0), n1(y0), n1(30*k), n1(h*0.2), n1(-10*k), n1(h*0.35), n1(h*0.5), n1(35*k), n1(h*0.15), n1(-5*k), n1(h*0.35), n1(h*0.5))
}

// n1 formats a number for path data.
func n1(v float64) string { return n(v) }

// ServiceFiles renders services/{kind}-{1..4}.svg.
func ServiceFiles() []File {
	var out []File
	for _, kind := range []string{"civil", "electrical", "false-ceiling", "painting"} {
		for i := 1; i <= 4; i++ {
			out = append(out, File{fmt.Sprintf("services/%s-%d.svg", kind, i), Service(kind, i).Bytes()})
		}
	}
	return out
}

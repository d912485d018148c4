package illustration

import (
	"fmt"
	"math"
	"sort"
)

// iso projects plan coordinates (cm; x right-back, y left-front, z up)
// isometrically onto a canvas.
type iso struct {
	*Canvas
	ox, oy, s float64
	P         Palette
	T         Tier
}

func (g *iso) pt(x, y, z float64) (float64, float64) {
	return g.ox + (x-y)*0.866*g.s, g.oy + (x+y)*0.5*g.s - z*g.s
}

func (g *iso) poly(fill, extra string, pts ...[3]float64) {
	xy := make([]float64, 0, len(pts)*2)
	for _, p := range pts {
		x, y := g.pt(p[0], p[1], p[2])
		xy = append(xy, x, y)
	}
	g.Poly(fill, extra, xy...)
}

// box draws a block lit from the left: the +y face (screen left) is lit,
// the +x face (screen right) is in shade.
func (g *iso) box(x0, y0, z0, x1, y1, z1 float64, col string) {
	g.poly(lt(col, 0.04), "", [3]float64{x0, y1, z0}, [3]float64{x1, y1, z0}, [3]float64{x1, y1, z1}, [3]float64{x0, y1, z1})
	g.poly(dk(col, 0.2), "", [3]float64{x1, y0, z0}, [3]float64{x1, y1, z0}, [3]float64{x1, y1, z1}, [3]float64{x1, y0, z1})
	g.poly(lt(col, 0.22), "", [3]float64{x0, y0, z1}, [3]float64{x1, y0, z1}, [3]float64{x1, y1, z1}, [3]float64{x0, y1, z1})
}

func (g *iso) shadow(x0, y0, x1, y1, h float64) {
	d := h * 0.5
	g.poly("#1e1712", `opacity=".18" `+g.Blur("sh", 3), [3]float64{x0, y0, 0}, [3]float64{x1 + d, y0, 0}, [3]float64{x1 + d, y1 + d*0.3, 0}, [3]float64{x0, y1 + d*0.3, 0})
}

type planRoom struct {
	kind           string // living, kitchen, bedroom, bath
	x0, y0, x1, y1 float64
}

// planFor lays out an apartment with the given number of bedrooms: bedrooms
// and bath along the back, living and kitchen along the front.
func planFor(beds int, v int) (rooms []planRoom, w, d float64) {
	w = []float64{0, 1000, 1260, 1520}[beds]
	d = 820
	split := 380.0 + float64(v%3)*20
	bw := (w - 240) / float64(beds)
	x := 0.0
	for i := 0; i < beds; i++ {
		rooms = append(rooms, planRoom{"bedroom", x, 0, x + bw, split})
		x += bw
	}
	rooms = append(rooms, planRoom{"bath", x, 0, w, split})
	kw := 330.0 + float64(v%2)*40
	rooms = append(rooms, planRoom{"kitchen", 0, split, kw, d}, planRoom{"living", kw, split, w, d})
	return rooms, w, d
}

// Home draws a whole-home cutaway for a 1, 2 or 3 BHK apartment.
func Home(beds int, t Tier, v int) *Canvas {
	title := fmt.Sprintf("%d BHK home, %s design, variation %d: cutaway view of %d bedroom%s, living room and kitchen", beds, t.Label(), v, beds, map[bool]string{true: "s", false: ""}[beds > 1])
	c := NewCanvas(1200, 900, title)
	p := paletteFor(t, v)
	rooms, w, d := planFor(beds, v)
	s := math.Min(1080/((w+d)*0.866), 720/((w+d)*0.5+110))
	g := &iso{Canvas: c, s: s, P: p, T: t}
	g.ox = 600 - (w-d)*0.866*s/2
	g.oy = 450 - (w+d)*0.5*s/2 + 40
	bg := mix(p.Wall, "#f4eee5", 0.6)
	if t == Ultra {
		bg = dk(p.Wall, 0.2)
	}
	c.Rect(0, 0, 1200, 900, c.VGrad("bg", St(0, lt(bg, 0.2), 1), St(1, bg, 1)), "")
	// Slab with its soft shadow.
	g.poly("#1e1712", `opacity=".22" `+c.Blur("sb", 14), [3]float64{20, 40, -30}, [3]float64{w + 60, 40, -30}, [3]float64{w + 60, d + 60, -30}, [3]float64{20, d + 60, -30})
	g.box(-10, -10, -28, w+10, d+10, 0, mix(p.Wall, "#d8cfc2", 0.5))
	for _, r := range rooms {
		g.floor(r, v)
	}
	wallH, wallT := 110.0, 10.0
	wallC := lt(p.Wall, 0.1)
	if t == Ultra {
		wallC = lt(p.Wall, 0.15)
	}
	// Draw back row then front row; in each room: back walls, furniture.
	sort.SliceStable(rooms, func(i, j int) bool {
		if rooms[i].y0 != rooms[j].y0 {
			return rooms[i].y0 < rooms[j].y0
		}
		return rooms[i].x0 < rooms[j].x0
	})
	for _, r := range rooms {
		if r.y0 == 0 {
			g.box(r.x0, -wallT, 0, r.x1, 0, wallH, wallC)
		} else {
			door := r.x0 + 60
			g.box(r.x0, r.y0-wallT/2, 0, door, r.y0+wallT/2, wallH, wallC)
			g.box(door+90, r.y0-wallT/2, 0, r.x1, r.y0+wallT/2, wallH, wallC)
		}
		if r.x0 == 0 {
			g.box(-wallT, r.y0, 0, 0, r.y1, wallH, wallC)
		} else {
			g.box(r.x0-wallT/2, r.y0, 0, r.x0+wallT/2, r.y0+30, wallH, wallC)
			g.box(r.x0-wallT/2, r.y0+120, 0, r.x0+wallT/2, r.y1, wallH, wallC)
		}
		g.furnish(r, v)
	}
	// Low front walls keep the cutaway readable.
	g.box(w, 0, 0, w+wallT, d, 30, wallC)
	g.box(0, d, 0, w+wallT, d+wallT, 30, wallC)
	if t != Normal {
		// Warm cove glow along the wall tops.
		glow := "#ffd58a"
		for _, r := range rooms {
			x, y := g.pt((r.x0+r.x1)/2, (r.y0+r.y1)/2, 0)
			c.Glow(x, y, (r.x1-r.x0)*s*0.55, map[Tier]float64{Luxury: 0.3, Ultra: 0.45}[t])
		}
		g.poly("none", `stroke="`+glow+`" stroke-width="2" opacity=".8"`, [3]float64{0, 0, wallH}, [3]float64{w, 0, wallH})
	}
	return c
}

func (g *iso) floor(r planRoom, v int) {
	p := g.P
	col := p.Floor
	plank := true
	switch r.kind {
	case "kitchen", "bath":
		col, plank = lt(p.Stone, 0.05), false
		if g.T == Ultra {
			col = mix(p.Stone, "#4a4541", 0.4)
		}
	case "living":
		if g.T != Normal {
			plank = false
		}
	}
	pts := [][3]float64{{r.x0, r.y0, 0}, {r.x1, r.y0, 0}, {r.x1, r.y1, 0}, {r.x0, r.y1, 0}}
	g.poly(col, "", pts...)
	line := dk(col, 0.15)
	if plank {
		for y := r.y0 + 20; y < r.y1; y += 20 {
			a, b := g.pt(r.x0, y, 0)
			c, d := g.pt(r.x1, y, 0)
			g.Line(a, b, c, d, line, 0.7, `opacity=".6"`)
		}
		return
	}
	step := 60.0
	if r.kind == "living" {
		step = 90
		line = lt(col, 0.5)
	}
	for x := r.x0 + step; x < r.x1; x += step {
		a, b := g.pt(x, r.y0, 0)
		c, d := g.pt(x, r.y1, 0)
		g.Line(a, b, c, d, line, 0.8, "")
	}
	for y := r.y0 + step; y < r.y1; y += step {
		a, b := g.pt(r.x0, y, 0)
		c, d := g.pt(r.x1, y, 0)
		g.Line(a, b, c, d, line, 0.8, "")
	}
}

// furnish fills a room with the pieces that make it recognisable.
func (g *iso) furnish(r planRoom, v int) {
	p := g.P
	cx, cy := (r.x0+r.x1)/2, (r.y0+r.y1)/2
	switch r.kind {
	case "bedroom":
		g.box(r.x0+20, r.y0+10, 0, r.x1-20, r.y0+70, 130, p.Lam) // wardrobe
		bw := math.Min(180, r.x1-r.x0-120)
		bx := cx - bw/2
		by := r.y0 + 110
		g.shadow(bx, by, bx+bw, by+200, 40)
		g.box(bx-45, by, 0, bx-5, by+40, 45, p.Wood)
		g.box(bx+bw+5, by, 0, bx+bw+45, by+40, 45, p.Wood)
		g.box(bx, by-8, 0, bx+bw, by+4, 95, dk(p.Fabric, 0.1))
		g.box(bx, by+4, 0, bx+bw, by+205, 35, p.Wood)
		g.box(bx+4, by+6, 35, bx+bw-4, by+202, 52, "#f7f2ea")
		g.box(bx+14, by+12, 52, bx+bw/2-6, by+50, 62, "#fffaf2")
		g.box(bx+bw/2+6, by+12, 52, bx+bw-14, by+50, 62, "#fffaf2")
		g.box(bx+2, by+90, 35, bx+bw-2, by+204, 56, p.Accent)
	case "bath":
		g.box(r.x0+20, r.y0+10, 0, r.x1-20, r.y0+60, 85, lt(p.Stone, 0.2))
		bx, by := g.pt(cx, r.y0+35, 86)
		g.Ellipse(bx, by, 22*g.s, 11*g.s, "#ffffff", "")
		g.box(r.x0+30, r.y1-110, 0, r.x0+70, r.y1-50, 40, "#fbf8f3")
		g.poly("#dcecf0", `opacity=".5" stroke="#ffffff"`, [3]float64{r.x1 - 100, r.y1 - 120, 0}, [3]float64{r.x1 - 100, r.y1, 0}, [3]float64{r.x1 - 100, r.y1, 180}, [3]float64{r.x1 - 100, r.y1 - 120, 180})
	case "kitchen":
		cab := p.Lam
		if g.T != Normal {
			cab = p.Wood
		}
		top := lt(p.Stone, 0.2)
		g.box(r.x0+10, r.y0+10, 0, r.x0+70, r.y1-10, 86, cab)
		g.box(r.x0+8, r.y0+8, 86, r.x0+72, r.y1-10, 91, top)
		g.box(r.x0+70, r.y0+10, 0, r.x1-100, r.y0+70, 86, cab)
		g.box(r.x0+72, r.y0+8, 86, r.x1-100, r.y0+72, 91, top)
		g.poly("#242221", "", [3]float64{r.x0 + 20, r.y0 + 160, 91.5}, [3]float64{r.x0 + 60, r.y0 + 160, 91.5}, [3]float64{r.x0 + 60, r.y0 + 230, 91.5}, [3]float64{r.x0 + 20, r.y0 + 230, 91.5})
		g.box(r.x1-95, r.y0+10, 0, r.x1-30, r.y0+75, 190, "#d9d6d0")
		g.box(cx-40, cy+40, 0, cx+60, cy+110, 75, p.Wood)
		for _, sx := range []float64{cx - 25, cx + 45} {
			g.box(sx-12, cy+125, 0, sx+12, cy+149, 45, p.Fabric)
		}
	case "living":
		sofa := p.Fabric
		sx0, sy0 := r.x0+80, r.y1-110
		g.shadow(sx0, sy0, sx0+240, sy0+90, 60)
		g.box(sx0, sy0+70, 0, sx0+240, sy0+95, 80, dk(sofa, 0.05))
		g.box(sx0, sy0, 0, sx0+240, sy0+70, 42, sofa)
		g.box(sx0-20, sy0, 0, sx0, sy0+95, 60, sofa)
		g.box(sx0+240, sy0, 0, sx0+260, sy0+95, 60, sofa)
		g.box(sx0+30, sy0+50, 42, sx0+70, sy0+65, 70, p.Accent)
		rx0, ry0 := sx0, r.y0+90
		g.poly(mix(p.Fabric, p.Accent, 0.3), "", [3]float64{rx0, ry0, 0.5}, [3]float64{rx0 + 260, ry0, 0.5}, [3]float64{rx0 + 260, sy0 - 10, 0.5}, [3]float64{rx0, sy0 - 10, 0.5})
		g.box(rx0+80, ry0+60, 0, rx0+190, ry0+130, 40, p.Wood)
		g.box(sx0-10, r.y0+12, 0, sx0+250, r.y0+55, 50, p.Wood)
		g.box(sx0+60, r.y0+20, 50, sx0+180, r.y0+26, 120, "#1f1d1c")
		if r.x1-r.x0 > 640 {
			// Dining table with chairs in the larger homes.
			dx := r.x1 - 230
			dy := cy - 60
			g.shadow(dx, dy, dx+160, dy+90, 60)
			for _, ch := range []float64{dx + 20, dx + 100} {
				g.box(ch, dy-40, 0, ch+40, dy-5, 45, p.Accent2)
			}
			g.box(dx, dy, 0, dx+160, dy+90, 76, lt(p.Wood, 0.1))
			for _, ch := range []float64{dx + 20, dx + 100} {
				g.box(ch, dy+95, 0, ch+40, dy+130, 45, p.Accent2)
			}
		}
		px, py := g.pt(r.x1-40, r.y1-40, 0)
		g.Ellipse(px, py-10*g.s, 16*g.s, 10*g.s, p.Accent, "")
		for i := 0; i < 7; i++ {
			a := (-160 + float64(i)*22) * math.Pi / 180
			g.Leaf(px, py-18*g.s, a, 70*g.s, []string{p.Plant, dk(p.Plant, 0.2), lt(p.Plant, 0.15)}[i%3])
		}
	}
}

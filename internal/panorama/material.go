package panorama

import "math"

// Color is an sRGB colour with channels in 0..1.
type Color struct{ R, G, B float64 }

func (c Color) Scale(s float64) Color { return Color{c.R * s, c.G * s, c.B * s} }
func (c Color) Add(o Color) Color     { return Color{c.R + o.R, c.G + o.G, c.B + o.B} }
func (c Color) Mul(o Color) Color     { return Color{c.R * o.R, c.G * o.G, c.B * o.B} }
func mix(a, b Color, t float64) Color { return a.Scale(1 - t).Add(b.Scale(t)) }

// Hex parses "#rrggbb".
func Hex(s string) Color {
	var v [3]float64
	for i := range 3 {
		var n int
		for _, ch := range s[1+2*i : 3+2*i] {
			n *= 16
			switch {
			case ch >= '0' && ch <= '9':
				n += int(ch - '0')
			case ch >= 'a' && ch <= 'f':
				n += int(ch-'a') + 10
			case ch >= 'A' && ch <= 'F':
				n += int(ch-'A') + 10
			}
		}
		v[i] = float64(n) / 255
	}
	return Color{v[0], v[1], v[2]}
}

// Material gives the surface colour at a hit. Unlit materials (lamps, sky
// seen through windows) are shown as they are, without shading.
type Material struct {
	Albedo func(h Hit) Color
	Unlit  bool
	Shine  float64 // 0..1, a cheap highlight for glossy surfaces
}

func Solid(c Color) Material { return Material{Albedo: func(Hit) Color { return c }} }

func Glossy(c Color, shine float64) Material {
	m := Solid(c)
	m.Shine = shine
	return m
}

func Light(c Color) Material { return Material{Albedo: func(Hit) Color { return c }, Unlit: true} }

// hash3 is a cheap deterministic pseudo-random value in 0..1 for a lattice point.
func hash3(x, y, z int) float64 {
	h := uint32(x)*374761393 + uint32(y)*668265263 + uint32(z)*2147483647
	h = (h ^ (h >> 13)) * 1274126177
	return float64(h^(h>>16)) / float64(^uint32(0))
}

// noise is smooth value noise in 0..1.
func noise(p Vec) float64 {
	xi, yi, zi := math.Floor(p.X), math.Floor(p.Y), math.Floor(p.Z)
	fx, fy, fz := p.X-xi, p.Y-yi, p.Z-zi
	sx, sy, sz := fx*fx*(3-2*fx), fy*fy*(3-2*fy), fz*fz*(3-2*fz)
	x, y, z := int(xi), int(yi), int(zi)
	lerp := func(a, b, t float64) float64 { return a + (b-a)*t }
	c := func(dx, dy, dz int) float64 { return hash3(x+dx, y+dy, z+dz) }
	return lerp(
		lerp(lerp(c(0, 0, 0), c(1, 0, 0), sx), lerp(c(0, 1, 0), c(1, 1, 0), sx), sy),
		lerp(lerp(c(0, 0, 1), c(1, 0, 1), sx), lerp(c(0, 1, 1), c(1, 1, 1), sx), sy), sz)
}

// Planks is a wooden floor or panel: boards along X with grain and per-board tone.
func Planks(base Color, width float64) Material {
	return Material{Shine: 0.15, Albedo: func(h Hit) Color {
		p := h.Point
		board := math.Floor(p.Z / width)
		offset := hash3(int(board), 7, 3) * 2.4
		seam := math.Floor((p.X + offset) / 1.2)
		tone := 0.9 + 0.16*hash3(int(board), int(seam), 1)
		grain := 0.94 + 0.06*math.Sin(p.X*38+noise(Vec{p.X * 2, board, p.Z * 9})*6)
		c := base.Scale(tone * grain)
		if fz := p.Z/width - board; fz < 0.03 || math.Abs((p.X+offset)/1.2-seam) < 0.004 {
			c = c.Scale(0.72)
		}
		return c
	}}
}

// Tiles is a grid of square tiles with grout, on any plane.
func Tiles(tile, grout Color, size float64, vary float64) Material {
	return Material{Shine: 0.25, Albedo: func(h Hit) Color {
		u, v := planeUV(h)
		iu, iv := math.Floor(u/size), math.Floor(v/size)
		fu, fv := u/size-iu, v/size-iv
		if fu < 0.02 || fv < 0.02 {
			return grout
		}
		return tile.Scale(1 - vary + vary*hash3(int(iu), int(iv), 5))
	}}
}

// Marble is stone with soft veins.
func Marble(base, vein Color) Material {
	return Material{Shine: 0.5, Albedo: func(h Hit) Color {
		p := h.Point
		n := noise(p.Scale(4)) + 0.5*noise(p.Scale(11))
		t := math.Pow(math.Abs(math.Sin(p.X*7+p.Y*3+p.Z*5+n*2.2)), 60)
		cloud := 0.96 + 0.06*noise(p.Scale(2))
		return mix(base.Scale(cloud), vein, t*0.7)
	}}
}

// Fabric has a fine woven texture.
func Fabric(c Color) Material {
	return Material{Albedo: func(h Hit) Color {
		n := noise(h.Point.Scale(60))
		return c.Scale(0.92 + 0.1*n)
	}}
}

// Fluted is a panel of vertical reeds.
func Fluted(c Color, pitch float64) Material {
	return Material{Albedo: func(h Hit) Color {
		u, _ := planeUV(h)
		s := 0.82 + 0.18*math.Abs(math.Sin(u/pitch*math.Pi))
		return c.Scale(s)
	}}
}

// Stripes alternate two colours along U (rugs, awnings).
func Stripes(a, b Color, width float64) Material {
	return Material{Albedo: func(h Hit) Color {
		u, v := planeUV(h)
		if int(math.Floor(u/width)+math.Floor(v/(width*6)))%2 == 0 {
			return a
		}
		return b
	}}
}

// Canvas is an abstract artwork of soft colour fields.
func Canvas(cols ...Color) Material {
	return Material{Albedo: func(h Hit) Color {
		u, v := planeUV(h)
		i := int(math.Floor((u*1.7+v*0.9+noise(Vec{u * 2, v * 2, 1})*0.8)*2)) % len(cols)
		if i < 0 {
			i += len(cols)
		}
		return cols[i]
	}}
}

// Foliage is leafy green with light and dark clumps.
func Foliage(c Color) Material {
	return Material{Albedo: func(h Hit) Color {
		n := noise(h.Point.Scale(9))*0.6 + noise(h.Point.Scale(23))*0.4
		return c.Scale(0.7 + 0.55*n)
	}}
}

// planeUV maps a hit to 2D coordinates on the plane it lies in.
func planeUV(h Hit) (float64, float64) {
	p, n := h.Point, h.Normal
	switch {
	case math.Abs(n.Y) > 0.5:
		return p.X, p.Z
	case math.Abs(n.X) > 0.5:
		return p.Z, p.Y
	default:
		return p.X, p.Y
	}
}

// Glow is a lit surface (a bulb, the inside of a lamp shade): brightest where it
// faces the eye and softer towards its rim, so a globe reads round, not as a flat disc.
func Glow(c Color) Material {
	return Material{Unlit: true, Albedo: func(h Hit) Color {
		facing := math.Abs(h.Normal.Dot(h.Ray))
		return c.Scale(0.72 + 0.5*facing*facing)
	}}
}

// Linen is a lamp shade of fabric lit from inside: a glowing weave, warmer at the rims.
func Linen(c Color) Material {
	return Material{Unlit: true, Albedo: func(h Hit) Color {
		facing := math.Abs(h.Normal.Dot(h.Ray))
		weave := 0.95 + 0.05*noise(h.Point.Scale(140))
		return c.Scale(weave * (0.78 + 0.3*facing))
	}}
}

// Brushed is metal with fine horizontal brushing and a strong highlight (brass, steel).
func Brushed(c Color) Material {
	return Material{Shine: 0.75, Albedo: func(h Hit) Color {
		return c.Scale(0.9 + 0.1*noise(Vec{h.Point.X * 3, h.Point.Y * 260, h.Point.Z * 3}))
	}}
}

// Doors is a run of cabinet shutters `width` wide: a shadow seam between doors, and a
// groove under the top edge where the profile handle is, so a long run reads as doors.
func Doors(c Color, width float64, shine float64) Material {
	return Material{Shine: shine, Albedo: func(h Hit) Color {
		u, _ := planeUV(h)
		if math.Abs(h.Normal.Y) > 0.5 {
			return c
		}
		if f := u/width - math.Floor(u/width); f < 0.006 || f > 0.994 {
			return c.Scale(0.55)
		}
		return c.Scale(0.97 + 0.03*noise(h.Point.Scale(6)))
	}}
}

// Screen is a switched-off television: near black with a faint diagonal reflection.
func Screen() Material {
	return Material{Shine: 0.8, Albedo: func(h Hit) Color {
		u, v := planeUV(h)
		sheen := math.Max(0, 1-math.Abs(u*0.6+v-1.9)*2.2)
		return Hex("#16181b").Add(Color{0.07, 0.075, 0.08}.Scale(sheen))
	}}
}

package panorama

import "math"

// Scene names, in the order of the 360 views page's thumbnail strip.
var SceneNames = []string{"living-room", "kitchen", "garden"}

// Build returns the scene of the given name, or nil.
func Build(name string) *Scene {
	switch name {
	case "living-room":
		return livingRoom()
	case "kitchen":
		return kitchen()
	case "garden":
		return garden()
	}
	return nil
}

// daySky is a warm afternoon sky with a band of distant trees at the horizon.
func daySky(d Vec) Color {
	if d.Y < 0 {
		return mix(Hex("#8fa67a"), Hex("#5d7250"), math.Min(1, -d.Y*3))
	}
	tree := 0.06 + 0.05*noise(Vec{math.Atan2(d.X, d.Z) * 9, 0, 0})
	if d.Y < tree {
		return Hex("#6f8a5c").Scale(0.85 + 0.3*noise(Vec{d.X * 40, d.Y * 40, d.Z * 40}))
	}
	sky := mix(Hex("#f3e7d3"), Hex("#8fb8d8"), math.Pow(math.Min(1, d.Y*1.6), 0.7))
	cloud := noise(Vec{d.X / (d.Y + 0.2) * 2, 0, d.Z / (d.Y + 0.2) * 2})
	if cloud > 0.62 {
		sky = mix(sky, Color{1, 1, 1}, math.Min(1, (cloud-0.62)*3))
	}
	return sky
}

func box(x0, y0, z0, x1, y1, z1 float64, m Material) Box {
	return Box{Min: Vec{x0, y0, z0}, Max: Vec{x1, y1, z1}, Mat: m}
}

// lamp is a light fitting: what it is made of, the light it gives and the glow of its bulb.
type lamp struct {
	shapes []Shape
	light  PointLight
	halo   Halo
}

// pendant hangs from the ceiling by a cord: a dome shade whose mouth is centred on
// at, lit inside, with a round bulb showing in the mouth and a pool of light below.
func pendant(at Vec, ceiling, radius float64, outer Material, inner Color, intensity float64) lamp {
	high := radius * 0.85
	top := radius * 0.3
	bulb := at.Add(Vec{0, high * 0.3, 0})
	return lamp{
		shapes: []Shape{
			Cylinder{Base: Vec{at.X, ceiling - 0.025, at.Z}, Radius: 0.055, High: 0.025, Mat: Brushed(Hex("#b8924a"))},
			Cylinder{Base: Vec{at.X, at.Y + high, at.Z}, Radius: 0.005, High: ceiling - at.Y - high, Mat: Solid(Hex("#3a332b"))},
			Cylinder{Base: Vec{at.X, at.Y + high - 0.004, at.Z}, Radius: top + 0.004, High: 0.02, Mat: outer},
			Shade{Base: at, Bottom: radius, Top: top, High: high, Mat: outer, Inner: Glow(inner)},
			Sphere{Centre: bulb, Radius: radius * 0.32, Mat: Glow(Hex("#fff5e0"))},
		},
		light: PointLight{Pos: at.Add(Vec{0, -0.04, 0}), Intensity: intensity},
		halo:  Halo{Pos: bulb, Radius: radius * 0.32, Strength: 0.3},
	}
}

// plant is a potted plant: a pot with a rim and a leafy crown of overlapping clumps.
func plant(x, z, potRadius, potHigh, crown float64, pot, leaves Color) []Shape {
	shapes := []Shape{
		Cylinder{Base: Vec{x, 0, z}, Radius: potRadius, High: potHigh, Mat: Solid(pot)},
		Cylinder{Base: Vec{x, potHigh - 0.04, z}, Radius: potRadius + 0.02, High: 0.04, Mat: Solid(pot.Scale(0.92))},
	}
	y := potHigh + crown*0.9
	for i, o := range [][3]float64{{0, 0.25, 0}, {0.45, 0, 0.2}, {-0.4, 0.05, 0.3}, {0.1, -0.1, -0.45}, {-0.2, 0.55, -0.1}} {
		shade := 0.9 + 0.08*float64(i%3)
		shapes = append(shapes, Sphere{Centre: Vec{x + o[0]*crown, y + o[1]*crown, z + o[2]*crown}, Radius: crown * (0.75 - 0.06*float64(i)), Mat: Foliage(leaves.Scale(shade))})
	}
	return shapes
}

// legs are four round legs under the corners of a footprint, inset a little.
func legs(x0, z0, x1, z1, high, radius, inset float64, m Material) []Shape {
	var out []Shape
	for _, x := range []float64{x0 + inset, x1 - inset} {
		for _, z := range []float64{z0 + inset, z1 - inset} {
			out = append(out, Cylinder{Base: Vec{x, 0, z}, Radius: radius, High: high, Mat: m})
		}
	}
	return out
}

func livingRoom() *Scene {
	ivory, sage := Hex("#efe7da"), Hex("#a9b59a")
	teak, brass := Hex("#8a5a3b"), Hex("#b8924a")
	sofa, cushion := Hex("#c9b59a"), Hex("#b5603f")
	olive := Hex("#7f8f6e")
	room := &Room{
		Min: Vec{-3, 0, -2.6}, Max: Vec{3, 2.9, 2.6},
		Floor:   Planks(Hex("#b98d62"), 0.19),
		Ceiling: Solid(Hex("#f7f3ec")),
		Walls:   [4]Material{Solid(ivory), Solid(ivory), Solid(sage), Solid(ivory)},
		Windows: []Window{{Wall: 1, U0: -1.3, U1: 1.3, V0: 0.45, V1: 2.45}},
	}
	hanging := pendant(Vec{0, 2.0, 0.75}, 2.9, 0.24, Brushed(brass), Hex("#ffe7bd"), 0.3)
	shapes := []Shape{
		// TV wall: fluted teak panel, a floating unit of four drawers on a brass line, the screen in its bezel.
		box(-1.9, 0, -2.6, 1.9, 2.9, -2.55, Fluted(teak, 0.035)),
		box(-1.5, 0.22, -2.55, 1.5, 0.62, -2.12, Doors(Hex("#6e4a31"), 0.75, 0.3)),
		box(-1.5, 0.62, -2.55, 1.5, 0.64, -2.12, Brushed(brass)),
		box(-0.97, 0.98, -2.55, 0.97, 2.07, -2.52, Glossy(Hex("#0e0f11"), 0.5)),
		box(-0.95, 1.0, -2.55, 0.95, 2.05, -2.5, Screen()),
		// Sofa along the back wall: plinth on teak legs, arms, three seat and three back cushions, throw cushions.
		box(-1.5, 0.1, 1.7, 1.5, 0.3, 2.55, Fabric(sofa.Scale(0.9))),
		box(-1.4, 0.3, 2.3, 1.4, 0.62, 2.55, Fabric(sofa.Scale(0.94))),
		box(-1.66, 0.1, 1.66, -1.4, 0.66, 2.55, Fabric(sofa.Scale(0.95))),
		box(1.4, 0.1, 1.66, 1.66, 0.66, 2.55, Fabric(sofa.Scale(0.95))),
		box(-1.4, 0.3, 1.68, -0.472, 0.47, 2.3, Fabric(sofa)),
		box(-0.466, 0.3, 1.68, 0.466, 0.47, 2.3, Fabric(sofa)),
		box(0.472, 0.3, 1.68, 1.4, 0.47, 2.3, Fabric(sofa)),
		box(-1.4, 0.47, 2.1, -0.472, 0.95, 2.32, Fabric(sofa.Scale(0.98))),
		box(-0.466, 0.47, 2.1, 0.466, 0.95, 2.32, Fabric(sofa.Scale(0.98))),
		box(0.472, 0.47, 2.1, 1.4, 0.95, 2.32, Fabric(sofa.Scale(0.98))),
		box(-1.22, 0.47, 1.92, -0.74, 0.9, 2.1, Fabric(cushion)),
		box(0.74, 0.47, 1.92, 1.22, 0.9, 2.1, Fabric(olive)),
		// Rug, and a marble coffee table on brass legs with books and a vase.
		box(-1.9, 0, -0.3, 1.9, 0.012, 1.9, Stripes(Hex("#d9ccb6"), Hex("#c4ad8c"), 0.12)),
		box(-0.65, 0.36, 0.45, 0.65, 0.41, 1.05, Marble(Hex("#eeeae4"), Hex("#8c8478"))),
		box(-0.42, 0.41, 0.6, -0.08, 0.44, 0.86, Solid(olive)),
		box(-0.38, 0.44, 0.63, -0.12, 0.465, 0.83, Solid(Hex("#c9a46a"))),
		Cylinder{Base: Vec{0.32, 0.41, 0.74}, Radius: 0.065, High: 0.2, Mat: Glossy(Hex("#2f4a44"), 0.7)},
		Cylinder{Base: Vec{0.32, 0.61, 0.74}, Radius: 0.035, High: 0.04, Mat: Glossy(Hex("#2f4a44"), 0.7)},
		// Armchair with a seat cushion and artwork and a shelf on the left wall.
		box(-2.95, 0.1, -0.6, -2.2, 0.34, 0.2, Fabric(olive.Scale(0.92))),
		box(-2.75, 0.34, -0.52, -2.24, 0.47, 0.12, Fabric(olive)),
		box(-2.95, 0.34, -0.6, -2.75, 0.95, 0.2, Fabric(olive.Scale(0.96))),
		box(-2.95, 0.1, -0.68, -2.2, 0.6, -0.56, Fabric(olive.Scale(0.9))),
		box(-2.95, 0.1, 0.16, -2.2, 0.6, 0.28, Fabric(olive.Scale(0.9))),
		box(-2.99, 1.15, 0.7, -2.96, 2.05, 2.0, Canvas(Hex("#d8b48a"), Hex("#b5603f"), Hex("#e9dfcf"), olive)),
		box(-2.96, 1.13, 0.68, -2.94, 2.07, 2.02, Brushed(brass)),
		box(-2.99, 1.15, -2.2, -2.7, 1.18, -1.1, Solid(teak)),
		box(-2.99, 1.6, -2.2, -2.7, 1.63, -1.1, Solid(teak)),
		box(-2.9, 1.18, -2.05, -2.76, 1.42, -1.9, Solid(Hex("#d8cbb5"))),
		Cylinder{Base: Vec{-2.83, 1.63, -1.45}, Radius: 0.06, High: 0.16, Mat: Glossy(Hex("#b5603f"), 0.5)},
		// Curtains either side of the window and a floor lamp with a linen shade.
		box(2.85, 0.05, -1.75, 2.95, 2.8, -1.3, Fabric(Hex("#e8dcc8"))),
		box(2.85, 0.05, 1.3, 2.95, 2.8, 1.75, Fabric(Hex("#e8dcc8"))),
		Cylinder{Base: Vec{-2.2, 0, 1.9}, Radius: 0.15, High: 0.03, Mat: Brushed(brass)},
		Cylinder{Base: Vec{-2.2, 0, 1.9}, Radius: 0.012, High: 1.4, Mat: Brushed(brass)},
		Shade{Base: Vec{-2.2, 1.3, 1.9}, Bottom: 0.22, Top: 0.17, High: 0.3, Mat: Linen(Hex("#f6e7cb")), Inner: Glow(Hex("#fff0d2"))},
		// Cove light around the ceiling.
		box(-3, 2.78, -2.6, 3, 2.8, -2.5, Light(Hex("#fff3dc"))),
		box(-3, 2.78, 2.5, 3, 2.8, 2.6, Light(Hex("#fff3dc"))),
	}
	shapes = append(shapes, legs(-1.66, 1.66, 1.66, 2.55, 0.1, 0.025, 0.06, Solid(teak))...)
	shapes = append(shapes, legs(-0.65, 0.45, 0.65, 1.05, 0.36, 0.022, 0.12, Brushed(brass))...)
	shapes = append(shapes, legs(-2.95, -0.68, -2.2, 0.28, 0.1, 0.02, 0.05, Solid(teak))...)
	shapes = append(shapes, plant(2.3, -2.0, 0.2, 0.45, 0.36, Hex("#b07a55"), Hex("#4f6b3c"))...)
	shapes = append(shapes, hanging.shapes...)
	return &Scene{
		Camera: Vec{0, 1.5, -0.2}, Room: room, Shapes: shapes,
		Lights: []PointLight{{Pos: Vec{0, 2.6, 0}, Intensity: 0.4}, {Pos: Vec{2.6, 1.6, 0}, Intensity: 0.35}, hanging.light,
			{Pos: Vec{-2.2, 1.42, 1.9}, Intensity: 0.16}},
		Halos:  []Halo{hanging.halo},
		SunDir: Vec{1, 0.55, 0.3}.Norm(), SunGain: 0.35,
		Ambient: 0.6, Sky: daySky,
	}
}

func kitchen() *Scene {
	shutter, wallUnit := Hex("#8fa08a"), Hex("#ece4d6")
	quartz := Marble(Hex("#f1eee8"), Hex("#b9b1a4"))
	brass, teak := Hex("#b8924a"), Hex("#6e4a31")
	room := &Room{
		Min: Vec{-2.6, 0, -2.2}, Max: Vec{2.6, 2.8, 2.2},
		Floor:   Tiles(Hex("#d8cfc2"), Hex("#bdb3a5"), 0.6, 0.08),
		Ceiling: Solid(Hex("#f7f3ec")),
		Walls:   [4]Material{Solid(Hex("#efe8dc")), Solid(Hex("#efe8dc")), Solid(Hex("#efe8dc")), Solid(Hex("#e6dccb"))},
		Windows: []Window{{Wall: 0, U0: -1.4, U1: -0.2, V0: 1.05, V1: 2.2}},
	}
	left := pendant(Vec{-0.45, 1.84, 1.22}, 2.8, 0.16, Glossy(Hex("#2b2f2e"), 0.55), Hex("#f6d9a2"), 0.2)
	right := pendant(Vec{0.45, 1.84, 1.22}, 2.8, 0.16, Glossy(Hex("#2b2f2e"), 0.55), Hex("#f6d9a2"), 0.2)
	shapes := []Shape{
		// L-shaped run: back wall (-Z) and left wall (-X), sage shutters, quartz top.
		box(-2.6, 0.1, -2.2, 1.6, 0.86, -1.6, Doors(shutter, 0.6, 0.15)),
		box(-2.6, 0.1, -1.6, -2.0, 0.86, 0.6, Doors(shutter, 0.6, 0.15)),
		box(-2.6, 0, -2.2, 1.6, 0.1, -1.62, Solid(Hex("#3a3a38"))),
		box(-2.6, 0, -1.6, -2.02, 0.1, 0.6, Solid(Hex("#3a3a38"))),
		box(-2.62, 0.86, -2.2, 1.62, 0.9, -1.58, quartz),
		box(-2.62, 0.86, -1.58, -1.98, 0.9, 0.62, quartz),
		// Brass profile handles as a thin line under the counter.
		box(-2.6, 0.78, -1.6, 1.6, 0.8, -1.59, Brushed(brass)),
		box(-2.0, 0.78, -1.58, -1.99, 0.8, 0.6, Brushed(brass)),
		// Backsplash tiles, wall units, chimney and a hob with four burners.
		box(-2.6, 0.9, -2.2, 1.6, 1.5, -2.18, Tiles(Hex("#d6c2a6"), Hex("#f1ece3"), 0.15, 0.06)),
		box(-0.8, 1.5, -2.2, 1.6, 2.25, -1.85, Doors(wallUnit, 0.6, 0.4)),
		box(-2.6, 1.5, 0.0, -2.25, 2.25, 0.6, Doors(wallUnit, 0.6, 0.4)),
		box(-1.45, 1.6, -2.2, -0.95, 2.3, -1.9, Glossy(Hex("#2c2c2c"), 0.6)),
		box(-1.5, 1.58, -2.2, -0.9, 1.62, -1.86, Brushed(Hex("#9aa0a3"))),
		box(-1.6, 0.9, -2.1, -0.8, 0.92, -1.65, Glossy(Hex("#1c1c1c"), 0.9)),
		// Sink under the window, with a brass tap.
		box(-2.55, 0.88, -0.9, -2.1, 0.905, -0.3, Glossy(Hex("#9aa0a3"), 0.8)),
		Cylinder{Base: Vec{-2.5, 0.9, -0.6}, Radius: 0.018, High: 0.32, Mat: Brushed(brass)},
		box(-2.5, 1.19, -0.615, -2.3, 1.22, -0.585, Brushed(brass)),
		// Tall unit with fridge and its handle.
		box(1.6, 0, -2.2, 2.6, 2.4, -1.55, Glossy(Hex("#d9d3c8"), 0.3)),
		box(1.62, 0.2, -1.55, 2.58, 2.2, -1.54, Brushed(Hex("#c9c2b6"))),
		box(1.7, 0.9, -1.54, 1.73, 1.7, -1.5, Brushed(brass)),
		// Island: fluted teak front, quartz top; stools with brass legs.
		box(-0.9, 0.1, 0.9, 0.9, 0.88, 1.55, Fluted(teak, 0.04)),
		box(-0.86, 0, 0.94, 0.86, 0.1, 1.51, Solid(Hex("#3a3a38"))),
		box(-1.0, 0.88, 0.85, 1.0, 0.93, 1.6, quartz),
		Cylinder{Base: Vec{-0.5, 0.6, 1.95}, Radius: 0.19, High: 0.06, Mat: Fabric(Hex("#b5603f"))},
		Cylinder{Base: Vec{0.5, 0.6, 1.95}, Radius: 0.19, High: 0.06, Mat: Fabric(Hex("#b5603f"))},
		// Dining nook on the right: a table on a teak leg.
		box(1.6, 0.72, 0.4, 2.5, 0.76, 1.6, Planks(Hex("#9b6b45"), 0.3)),
		box(1.65, 0, 0.45, 2.45, 0.72, 0.5, Solid(teak)),
	}
	for _, x := range []float64{-1.3, -1.1} {
		for _, z := range []float64{-1.98, -1.76} {
			shapes = append(shapes, Cylinder{Base: Vec{x, 0.92, z}, Radius: 0.065, High: 0.012, Mat: Brushed(Hex("#3b3b3b"))})
		}
	}
	for _, x := range []float64{-0.5, 0.5} {
		shapes = append(shapes, legs(x-0.15, 1.8, x+0.15, 2.1, 0.6, 0.014, 0.02, Brushed(brass))...)
	}
	shapes = append(shapes, plant(2.3, 2.0, 0.17, 0.4, 0.3, Hex("#b07a55"), Hex("#4f6b3c"))...)
	shapes = append(shapes, left.shapes...)
	shapes = append(shapes, right.shapes...)
	return &Scene{
		Camera: Vec{0, 1.5, 0.1}, Room: room, Shapes: shapes,
		Lights: []PointLight{{Pos: Vec{0, 2.65, 0}, Intensity: 0.4}, {Pos: Vec{-0.2, 2.6, -1.4}, Intensity: 0.25}, left.light, right.light},
		Halos:  []Halo{left.halo, right.halo},
		SunDir: Vec{-1, 0.6, 0.2}.Norm(), SunGain: 0.3,
		Ambient: 0.62, Sky: daySky,
	}
}

func garden() *Scene {
	lawn := Material{Albedo: func(h Hit) Color {
		p := h.Point
		if math.Abs(p.X) < 0.7 && p.Z > -9 {
			// A stone path of staggered pavers.
			row := math.Floor(p.Z / 0.6)
			u := p.X + math.Mod(row, 2)*0.3
			if p.Z/0.6-row < 0.08 || math.Abs(u/0.6-math.Round(u/0.6)) < 0.05 {
				return Hex("#7d8a62")
			}
			return Hex("#cfc4b0").Scale(0.9 + 0.15*hash3(int(row), int(math.Floor(u/0.6)), 2))
		}
		stripe := 0.94 + 0.06*math.Copysign(1, math.Sin(p.X*2.4))
		return Hex("#7fa05a").Scale(stripe * (0.85 + 0.25*noise(p.Scale(4))))
	}}
	wood := Planks(Hex("#8a5a3b"), 0.14)
	shapes := []Shape{box(-60, -1, -60, 60, 0, 60, lawn)}
	// Pergola over a seating deck.
	for _, x := range []float64{-1.6, 1.6} {
		for _, z := range []float64{1.2, 4.0} {
			shapes = append(shapes, box(x-0.08, 0, z-0.08, x+0.08, 2.6, z+0.08, wood))
		}
		shapes = append(shapes, box(x-0.1, 2.6, 0.9, x+0.1, 2.78, 4.3, wood))
	}
	for z := 1.0; z <= 4.2; z += 0.35 {
		shapes = append(shapes, box(-2.0, 2.78, z, 2.0, 2.88, z+0.07, wood))
	}
	shapes = append(shapes,
		box(-1.9, 0, 1.0, 1.9, 0.12, 4.2, Planks(Hex("#a67b55"), 0.15)),
		box(-1.2, 0.12, 3.3, 1.2, 0.5, 3.9, Fabric(Hex("#e6dccb"))),
		box(-1.2, 0.5, 3.75, 1.2, 0.95, 3.9, Fabric(Hex("#e6dccb"))),
		box(-0.4, 0.12, 2.2, 0.4, 0.5, 2.8, Marble(Hex("#e8e2d8"), Hex("#8c8478"))),
		box(-0.9, 0.5, 3.45, -0.5, 0.8, 3.7, Fabric(Hex("#b5603f"))),
	)
	// Hedge and boundary wall around the plot, trees and flower beds.
	shapes = append(shapes,
		box(-12, 0, 11, 12, 2.2, 11.6, Solid(Hex("#d8cbb5"))),
		box(-12, 0, -12, 12, 2.2, -11.4, Solid(Hex("#d8cbb5"))),
		box(-12, 0, -12, -11.4, 2.2, 11.6, Solid(Hex("#d8cbb5"))),
		box(11.4, 0, -12, 12, 2.2, 11.6, Solid(Hex("#d8cbb5"))),
		box(-11.4, 0, 9.8, 11.4, 1.3, 11, Foliage(Hex("#4c6b3a"))),
		box(-11.4, 0, -11.4, -10.2, 1.3, 9.8, Foliage(Hex("#4c6b3a"))),
		box(4.5, 0, -6, 8, 0.35, -2.5, Foliage(Hex("#c0683f"))),
		box(-8, 0, -7, -4.5, 0.35, -3.5, Foliage(Hex("#d39a3c"))),
	)
	for i, t := range [][3]float64{{-6, -8, 2.2}, {7, 6, 2.6}, {-7, 5, 2.0}, {6.5, -9, 2.4}, {0, -10, 2.8}, {9, 0, 2.1}} {
		shapes = append(shapes,
			Cylinder{Base: Vec{t[0], 0, t[1]}, Radius: 0.15, High: t[2] + 1.2, Mat: Solid(Hex("#6b4a33"))},
			Sphere{Centre: Vec{t[0], t[2] + 2.2, t[1]}, Radius: t[2] * 0.75, Mat: Foliage([]Color{Hex("#5b7d43"), Hex("#4d6e3a"), Hex("#6a8a4b")}[i%3])},
		)
	}
	for i := range 7 {
		x := -3.2 + float64(i)*1.05
		shapes = append(shapes,
			Cylinder{Base: Vec{x, 0, -2.2}, Radius: 0.22, High: 0.45, Mat: Solid(Hex("#b07a55"))},
			Sphere{Centre: Vec{x, 0.75, -2.2}, Radius: 0.35, Mat: Foliage(Hex("#5f8a45"))},
		)
	}
	sky := func(d Vec) Color {
		s := mix(Hex("#f6ead6"), Hex("#6fa3cf"), math.Pow(math.Max(0, d.Y), 0.55))
		sun := Vec{0.55, 0.6, -0.58}.Norm()
		if g := d.Dot(sun); g > 0.995 {
			return Color{1, 0.98, 0.9}
		} else if g > 0.9 {
			s = mix(s, Color{1, 0.95, 0.82}, (g-0.9)*4)
		}
		if c := noise(Vec{d.X / (d.Y + 0.15) * 1.5, 3, d.Z / (d.Y + 0.15) * 1.5}); d.Y > 0 && c > 0.6 {
			s = mix(s, Color{1, 1, 1}, math.Min(0.9, (c-0.6)*3))
		}
		return s
	}
	return &Scene{
		Camera: Vec{0, 1.6, 0}, Shapes: shapes,
		SunDir: Vec{0.55, 0.6, -0.58}.Norm(), SunGain: 0.55,
		Ambient: 0.6, Sky: sky,
	}
}

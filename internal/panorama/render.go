package panorama

import (
	"image"
	"image/color"
	"math"
	"runtime"
	"sync"
)

// Window is an opening in one wall of a Room; U and V are the wall's plane
// coordinates (see planeUV) bounding the opening.
type Window struct {
	Wall           int // index into Room.Walls: 0 -X, 1 +X, 2 -Z, 3 +Z
	U0, U1, V0, V1 float64
}

// Room is the inside of a box: the camera stands in it.
type Room struct {
	Min, Max       Vec
	Floor, Ceiling Material
	Walls          [4]Material
	Windows        []Window
}

func (r *Room) intersect(o, d Vec) (Hit, bool) {
	t, axis, side := math.MaxFloat64, 0, 0
	for i, pair := range [3][3]float64{{o.X, d.X, 0}, {o.Y, d.Y, 0}, {o.Z, d.Z, 0}} {
		lo, hi := [3]float64{r.Min.X, r.Min.Y, r.Min.Z}[i], [3]float64{r.Max.X, r.Max.Y, r.Max.Z}[i]
		var ti float64
		s := 0
		switch {
		case pair[1] > 0:
			ti, s = (hi-pair[0])/pair[1], 1
		case pair[1] < 0:
			ti = (lo - pair[0]) / pair[1]
		default:
			continue
		}
		if ti < t {
			t, axis, side = ti, i, s
		}
	}
	p := o.Add(d.Scale(t))
	h := Hit{T: t, Point: p, Edge: 1}
	switch axis {
	case 1:
		h.Normal = Vec{0, float64(1 - 2*side), 0}
		h.Mat = r.Floor
		if side == 1 {
			h.Mat = r.Ceiling
		}
		return h, true
	case 0:
		h.Normal = Vec{float64(1 - 2*side), 0, 0}
	default:
		h.Normal = Vec{0, 0, float64(1 - 2*side)}
	}
	wall := side
	if axis == 2 {
		wall += 2
	}
	h.Mat = r.Walls[wall]
	u, v := planeUV(h)
	for _, w := range r.Windows {
		if w.Wall == wall && u > w.U0 && u < w.U1 && v > w.V0 && v < w.V1 {
			return h, false // an opening: the ray goes on outside
		}
	}
	return h, true
}

// PointLight lights the scene from a point (ceiling lights, lamps).
type PointLight struct {
	Pos       Vec
	Tint      Color
	Intensity float64
}

// Halo is the soft glow a bright bulb leaves around itself in the eye (and the camera).
type Halo struct {
	Pos      Vec
	Radius   float64 // of the bulb, in metres
	Strength float64
}

// Scene is everything one panorama sees.
type Scene struct {
	Camera  Vec
	Room    *Room // nil outdoors
	Shapes  []Shape
	Lights  []PointLight
	Halos   []Halo
	SunDir  Vec     // towards the sun; zero for none
	SunGain float64 // strength of direct sun
	Ambient float64
	Sky     func(dir Vec) Color // what is seen outside and through windows

	occluders []occluder // the shapes with a distance field, with their bounds grown by aoReach
	trace     tracer     // what rays meet among Shapes
}

// tracer answers the two questions shading asks of a scene's shapes.
type tracer interface {
	// nearest is the first shape met along d from o before tMax; on a tie, the earlier in Shapes.
	nearest(o, d Vec, tMax float64) (Hit, bool)
	// blocked reports whether a shape that does not glow stands between o and dist along d.
	blocked(o, d Vec, dist float64) bool
}

// hierarchy is the tracer Render uses: one hierarchy over every shape for what the eye
// sees, and a smaller one without the lamps and bulbs for shadows.
type hierarchy struct{ seen, casters *bvh }

func (h hierarchy) nearest(o, d Vec, tMax float64) (Hit, bool) { return h.seen.nearest(o, d, tMax) }
func (h hierarchy) blocked(o, d Vec, dist float64) bool        { return h.casters.blocked(o, d, dist) }

// occluder is a shape that can darken what is near it, and the box within which it can.
type occluder struct {
	lo, hi Vec
	shape  distancer
}

// aoReach is how far ambient occlusion looks from a surface.
const aoReach = 0.24

func (s *Scene) prepare() {
	s.occluders = s.occluders[:0]
	grow := Vec{aoReach, aoReach, aoReach}
	for _, sh := range s.Shapes {
		if d, ok := sh.(distancer); ok {
			lo, hi := d.bounds()
			s.occluders = append(s.occluders, occluder{lo.Sub(grow), hi.Add(grow), d})
		}
	}
	s.trace = hierarchy{seen: newBVH(s.Shapes, nil), casters: newBVH(s.Shapes, castsShadow)}
}

// bevel is how close to a box's edge shading starts to darken it: a drawn seam that
// keeps furniture legible when a visitor zooms in.
const bevel = 0.012

// shade returns the colour seen along one ray.
func (s *Scene) shade(d Vec) Color {
	o := s.Camera
	tMax := math.MaxFloat64
	var roomHit Hit
	roomSolid := false
	if s.Room != nil {
		roomHit, roomSolid = s.Room.intersect(o, d)
		tMax = roomHit.T
	}
	h, ok := s.trace.nearest(o, d, tMax)
	if !ok {
		if !roomSolid {
			return s.Sky(d)
		}
		h = roomHit
	}
	h.Ray = d
	albedo := h.Mat.Albedo(h)
	if h.Mat.Unlit {
		return albedo
	}
	p := h.Point.Add(h.Normal.Scale(1e-4))
	// Light bounced off the floor keeps ceilings from going grey; it fades where things meet.
	light := s.Ambient * (0.9 + 0.1*h.Normal.Y) * s.occlusion(p, h.Normal)
	if s.Room != nil {
		light *= s.cornerOcclusion(h.Point)
	}
	spec := 0.0
	for _, l := range s.Lights {
		toL := l.Pos.Sub(p)
		dist := toL.Len()
		dir := toL.Scale(1 / dist)
		lambert := math.Max(0, h.Normal.Dot(dir))
		if lambert == 0 || s.trace.blocked(p, dir, dist) {
			continue
		}
		fall := l.Intensity / (1 + 0.12*dist*dist)
		light += fall * lambert
		if h.Mat.Shine > 0 {
			half := dir.Sub(d).Norm()
			spec += h.Mat.Shine * fall * 1.6 * math.Pow(math.Max(0, h.Normal.Dot(half)), 70)
		}
	}
	if s.SunGain > 0 {
		lambert := math.Max(0, h.Normal.Dot(s.SunDir))
		// The window test first: it is one box, the shadow test many shapes.
		if lambert > 0 && (s.Room == nil || s.sunThroughWindow(p)) && !s.trace.blocked(p, s.SunDir, 1e4) {
			light += s.SunGain * lambert
			if h.Mat.Shine > 0 {
				refl := d.Sub(h.Normal.Scale(2 * d.Dot(h.Normal)))
				spec += h.Mat.Shine * math.Pow(math.Max(0, refl.Dot(s.SunDir)), 40)
			}
		}
	}
	if h.Edge < bevel {
		light *= 0.8 + 0.2*h.Edge/bevel
	}
	c := albedo.Scale(light)
	if h.Mat.Shine > 0 && s.Room != nil {
		// A soft sheen on glossy surfaces facing the camera reads as polish.
		c = c.Add(Color{1, 0.97, 0.9}.Scale(h.Mat.Shine * 0.08 * math.Pow(math.Abs(h.Normal.Dot(d)), 8)))
	}
	return c.Add(Color{1, 0.96, 0.86}.Scale(spec))
}

// occlusion is ambient occlusion from the shapes' distance fields: 1 in the open,
// down to 0.4 in the crease under a sofa or beside a cabinet.
func (s *Scene) occlusion(p, n Vec) float64 {
	var near [16]distancer
	count := 0
	for _, o := range s.occluders {
		if p.X > o.lo.X && p.X < o.hi.X && p.Y > o.lo.Y && p.Y < o.hi.Y && p.Z > o.lo.Z && p.Z < o.hi.Z && count < len(near) {
			near[count] = o.shape
			count++
		}
	}
	if count == 0 {
		return 1
	}
	occ, weight := 0.0, 1.0
	for i := 1; i <= 4; i++ {
		step := aoReach / 4 * float64(i)
		q := p.Add(n.Scale(step))
		d := step
		for _, sh := range near[:count] {
			d = math.Min(d, sh.Distance(q))
		}
		occ += weight * (step - d)
		weight *= 0.6
	}
	return math.Max(0.4, 1-2.4*occ)
}

// halo is the glow of the bulbs seen along d.
func (s *Scene) halo(d Vec) Color {
	var c Color
	for _, g := range s.Halos {
		to := g.Pos.Sub(s.Camera)
		dist := to.Len()
		ang := math.Acos(math.Min(1, d.Dot(to.Scale(1/dist))))
		if x := ang / (g.Radius / dist); x < 12 {
			c = c.Add(Color{1, 0.86, 0.62}.Scale(g.Strength * math.Exp(-x*x/18)))
		}
	}
	return c
}

func (s *Scene) sunThroughWindow(p Vec) bool {
	_, solid := s.Room.intersect(p, s.SunDir)
	return !solid
}

// cornerOcclusion darkens light where walls, floor and ceiling meet.
func (s *Scene) cornerOcclusion(p Vec) float64 {
	r := s.Room
	f := 1.0
	for _, d := range []float64{p.X - r.Min.X, r.Max.X - p.X, p.Y - r.Min.Y, r.Max.Y - p.Y, p.Z - r.Min.Z, r.Max.Z - p.Z} {
		if d > 1e-3 && d < 0.5 {
			f *= 0.8 + 0.2*(d/0.5)
		}
	}
	return f
}

// Render draws the scene as a w×h equirectangular image (longitude across,
// latitude down): one ray through the centre of each pixel, then two more in
// each pixel that differs from a neighbour, so edges stay smooth when a
// visitor zooms in, at a fraction of the cost of supersampling everything.
func Render(s *Scene, w, h int) *image.RGBA {
	s.prepare()
	return s.render(w, h)
}

// render is Render on a prepared scene.
func (s *Scene) render(w, h int) *image.RGBA {
	at := func(x, y float64) color.RGBA {
		lon := (x/float64(w))*2*math.Pi - math.Pi
		lat := math.Pi/2 - (y/float64(h))*math.Pi
		d := Vec{math.Cos(lat) * math.Sin(lon), math.Sin(lat), math.Cos(lat) * math.Cos(lon)}
		return toRGBA(s.shade(d).Add(s.halo(d)))
	}
	first := image.NewRGBA(image.Rect(0, 0, w, h))
	eachRow(h, func(y int) {
		for x := range w {
			first.SetRGBA(x, y, at(float64(x)+0.5, float64(y)+0.5))
		}
	})
	out := image.NewRGBA(first.Rect)
	copy(out.Pix, first.Pix)
	eachRow(h, func(y int) {
		for x := range w {
			if !edgy(first, x, y) {
				continue
			}
			c := first.RGBAAt(x, y)
			r, g, b := int(c.R), int(c.G), int(c.B)
			for _, o := range [2][2]float64{{0.2, 0.3}, {0.8, 0.7}} {
				c := at(float64(x)+o[0], float64(y)+o[1])
				r, g, b = r+int(c.R), g+int(c.G), b+int(c.B)
			}
			out.SetRGBA(x, y, color.RGBA{uint8((r + 1) / 3), uint8((g + 1) / 3), uint8((b + 1) / 3), 255})
		}
	})
	return out
}

// eachRow calls row for every y in 0..h-1, on every CPU.
func eachRow(h int, row func(y int)) {
	rows := make(chan int, h)
	for y := range h {
		rows <- y
	}
	close(rows)
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Go(func() {
			for y := range rows {
				row(y)
			}
		})
	}
	wg.Wait()
}

// edgy reports whether pixel (x, y) differs from a neighbour enough to show a stair-step edge.
func edgy(img *image.RGBA, x, y int) bool {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	c := img.RGBAAt(x, y)
	for _, n := range [4][2]int{{(x + 1) % w, y}, {(x + w - 1) % w, y}, {x, min(y+1, h-1)}, {x, max(y-1, 0)}} {
		o := img.RGBAAt(n[0], n[1])
		if absDiff(c.R, o.R)+absDiff(c.G, o.G)+absDiff(c.B, o.B) > 48 {
			return true
		}
	}
	return false
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func toRGBA(c Color) color.RGBA {
	ch := func(v float64) uint8 {
		// Soft shoulder so bright lamps and sky do not clip harshly.
		v = v / (1 + 0.15*math.Max(0, v-0.8))
		return uint8(math.Round(math.Min(1, math.Max(0, v)) * 255))
	}
	return color.RGBA{ch(c.R), ch(c.G), ch(c.B), 255}
}

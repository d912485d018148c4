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
	h := Hit{T: t, Point: p}
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

// Scene is everything one panorama sees.
type Scene struct {
	Camera  Vec
	Room    *Room // nil outdoors
	Shapes  []Shape
	Lights  []PointLight
	SunDir  Vec     // towards the sun; zero for none
	SunGain float64 // strength of direct sun
	Ambient float64
	Sky     func(dir Vec) Color // what is seen outside and through windows
}

func (s *Scene) nearest(o, d Vec, tMax float64) (Hit, bool) {
	best, found := Hit{T: tMax}, false
	for _, sh := range s.Shapes {
		if h, ok := sh.Intersect(o, d, best.T); ok {
			best, found = h, true
		}
	}
	return best, found
}

func (s *Scene) blocked(o, d Vec, dist float64) bool {
	for _, sh := range s.Shapes {
		if h, ok := sh.Intersect(o, d, dist); ok && !h.Mat.Unlit {
			return true
		}
	}
	return false
}

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
	h, ok := s.nearest(o, d, tMax)
	if !ok {
		if !roomSolid {
			return s.Sky(d)
		}
		h = roomHit
	}
	albedo := h.Mat.Albedo(h)
	if h.Mat.Unlit {
		return albedo
	}
	p := h.Point.Add(h.Normal.Scale(1e-4))
	// Light bounced off the floor keeps ceilings from going grey.
	light := s.Ambient * (0.9 + 0.1*h.Normal.Y)
	if s.Room != nil {
		light *= s.cornerOcclusion(h.Point)
	}
	for _, l := range s.Lights {
		toL := l.Pos.Sub(p)
		dist := toL.Len()
		dir := toL.Scale(1 / dist)
		lambert := math.Max(0, h.Normal.Dot(dir))
		if lambert == 0 || s.blocked(p, dir, dist) {
			continue
		}
		light += l.Intensity * lambert / (1 + 0.12*dist*dist)
	}
	spec := 0.0
	if s.SunGain > 0 {
		lambert := math.Max(0, h.Normal.Dot(s.SunDir))
		if lambert > 0 && !s.blocked(p, s.SunDir, 1e4) && (s.Room == nil || s.sunThroughWindow(p)) {
			light += s.SunGain * lambert
			if h.Mat.Shine > 0 {
				refl := d.Sub(h.Normal.Scale(2 * d.Dot(h.Normal)))
				spec = h.Mat.Shine * math.Pow(math.Max(0, refl.Dot(s.SunDir)), 40)
			}
		}
	}
	c := albedo.Scale(light)
	if h.Mat.Shine > 0 && s.Room != nil {
		// A soft sheen on glossy surfaces facing the camera reads as polish.
		c = c.Add(Color{1, 0.97, 0.9}.Scale(h.Mat.Shine * 0.08 * math.Pow(math.Abs(h.Normal.Dot(d)), 8)))
	}
	return c.Add(Color{1, 0.96, 0.86}.Scale(spec))
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
// latitude down), one ray through the centre of each pixel: at 4096 px
// wide the viewer shows edges smooth enough, at half the build time.
func Render(s *Scene, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rows := make(chan int, h)
	for y := range h {
		rows <- y
	}
	close(rows)
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Go(func() {
			for y := range rows {
				for x := range w {
					lon := ((float64(x)+0.5)/float64(w))*2*math.Pi - math.Pi
					lat := math.Pi/2 - ((float64(y)+0.5)/float64(h))*math.Pi
					d := Vec{math.Cos(lat) * math.Sin(lon), math.Sin(lat), math.Cos(lat) * math.Cos(lon)}
					img.SetRGBA(x, y, toRGBA(s.shade(d)))
				}
			}
		})
	}
	wg.Wait()
	return img
}

func toRGBA(c Color) color.RGBA {
	ch := func(v float64) uint8 {
		// Soft shoulder so bright lamps and sky do not clip harshly.
		v = v / (1 + 0.15*math.Max(0, v-0.8))
		return uint8(math.Round(math.Min(1, math.Max(0, v)) * 255))
	}
	return color.RGBA{ch(c.R), ch(c.G), ch(c.B), 255}
}

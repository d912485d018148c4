// Package panorama renders the three 360° scenes of the 360 views page as
// equirectangular images by casting one ray per pixel through simple 3D
// scenes, so straight lines stay straight inside the viewer.
package panorama

import "math"

// Vec is a point or direction in metres; Y is up.
type Vec struct{ X, Y, Z float64 }

func (a Vec) Add(b Vec) Vec       { return Vec{a.X + b.X, a.Y + b.Y, a.Z + b.Z} }
func (a Vec) Sub(b Vec) Vec       { return Vec{a.X - b.X, a.Y - b.Y, a.Z - b.Z} }
func (a Vec) Scale(s float64) Vec { return Vec{a.X * s, a.Y * s, a.Z * s} }
func (a Vec) Dot(b Vec) float64   { return a.X*b.X + a.Y*b.Y + a.Z*b.Z }
func (a Vec) Len() float64        { return math.Sqrt(a.Dot(a)) }
func (a Vec) Norm() Vec           { return a.Scale(1 / a.Len()) }

// Hit is where a ray meets a surface.
type Hit struct {
	T      float64
	Point  Vec
	Normal Vec
	Mat    Material
}

// Shape is anything a ray can hit.
type Shape interface {
	Intersect(origin, dir Vec, tMax float64) (Hit, bool)
}

// Box is an axis-aligned solid seen from outside (furniture, beams, walls).
type Box struct {
	Min, Max Vec
	Mat      Material
}

func (b Box) Intersect(o, d Vec, tMax float64) (Hit, bool) {
	tNear, tFar := -math.MaxFloat64, math.MaxFloat64
	var normal Vec
	axes := [3]struct{ o, d, lo, hi float64 }{{o.X, d.X, b.Min.X, b.Max.X}, {o.Y, d.Y, b.Min.Y, b.Max.Y}, {o.Z, d.Z, b.Min.Z, b.Max.Z}}
	for i, a := range axes {
		if math.Abs(a.d) < 1e-12 {
			if a.o < a.lo || a.o > a.hi {
				return Hit{}, false
			}
			continue
		}
		t1, t2 := (a.lo-a.o)/a.d, (a.hi-a.o)/a.d
		sign := -1.0
		if t1 > t2 {
			t1, t2 = t2, t1
			sign = 1
		}
		if t1 > tNear {
			tNear = t1
			normal = Vec{}
			switch i {
			case 0:
				normal.X = sign
			case 1:
				normal.Y = sign
			case 2:
				normal.Z = sign
			}
		}
		tFar = math.Min(tFar, t2)
		if tNear > tFar {
			return Hit{}, false
		}
	}
	if tNear <= 1e-6 || tNear >= tMax {
		return Hit{}, false
	}
	p := o.Add(d.Scale(tNear))
	return Hit{T: tNear, Point: p, Normal: normal, Mat: b.Mat}, true
}

// Sphere is used for foliage, lamp shades and bushes.
type Sphere struct {
	Centre Vec
	Radius float64
	Mat    Material
}

func (s Sphere) Intersect(o, d Vec, tMax float64) (Hit, bool) {
	oc := o.Sub(s.Centre)
	b := oc.Dot(d)
	c := oc.Dot(oc) - s.Radius*s.Radius
	disc := b*b - c
	if disc < 0 {
		return Hit{}, false
	}
	t := -b - math.Sqrt(disc)
	if t <= 1e-6 || t >= tMax {
		return Hit{}, false
	}
	p := o.Add(d.Scale(t))
	return Hit{T: t, Point: p, Normal: p.Sub(s.Centre).Scale(1 / s.Radius), Mat: s.Mat}, true
}

// Cylinder is vertical (pots, posts, stools), capped at both ends.
type Cylinder struct {
	Base         Vec
	Radius, High float64
	Mat          Material
}

func (c Cylinder) Intersect(o, d Vec, tMax float64) (Hit, bool) {
	best := Hit{T: tMax}
	found := false
	ox, oz := o.X-c.Base.X, o.Z-c.Base.Z
	a := d.X*d.X + d.Z*d.Z
	if a > 1e-12 {
		b := ox*d.X + oz*d.Z
		cc := ox*ox + oz*oz - c.Radius*c.Radius
		if disc := b*b - a*cc; disc >= 0 {
			t := (-b - math.Sqrt(disc)) / a
			if t > 1e-6 && t < best.T {
				p := o.Add(d.Scale(t))
				if p.Y >= c.Base.Y && p.Y <= c.Base.Y+c.High {
					best = Hit{T: t, Point: p, Normal: Vec{p.X - c.Base.X, 0, p.Z - c.Base.Z}.Scale(1 / c.Radius), Mat: c.Mat}
					found = true
				}
			}
		}
	}
	if math.Abs(d.Y) > 1e-12 {
		for _, y := range []float64{c.Base.Y + c.High, c.Base.Y} {
			t := (y - o.Y) / d.Y
			if t > 1e-6 && t < best.T {
				p := o.Add(d.Scale(t))
				if dx, dz := p.X-c.Base.X, p.Z-c.Base.Z; dx*dx+dz*dz <= c.Radius*c.Radius {
					n := Vec{0, 1, 0}
					if y == c.Base.Y {
						n.Y = -1
					}
					best = Hit{T: t, Point: p, Normal: n, Mat: c.Mat}
					found = true
				}
			}
		}
	}
	return best, found
}

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
	Ray    Vec     // direction of the ray that hit, for materials that glow towards the eye
	Edge   float64 // distance to the nearest edge of a box face; 1 (far) for other shapes
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
	return Hit{T: tNear, Point: p, Normal: normal, Mat: b.Mat, Edge: b.edge(p, normal)}, true
}

// edge is the distance from p, on the face with the given normal, to that face's nearest border:
// shading darkens the last few millimetres so furniture reads as made of parts, not flat blocks.
func (b Box) edge(p, n Vec) float64 {
	e := math.MaxFloat64
	for _, a := range [3]struct{ n, v, lo, hi float64 }{{n.X, p.X, b.Min.X, b.Max.X}, {n.Y, p.Y, b.Min.Y, b.Max.Y}, {n.Z, p.Z, b.Min.Z, b.Max.Z}} {
		if a.n == 0 {
			e = math.Min(e, math.Min(a.v-a.lo, a.hi-a.v))
		}
	}
	return e
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
	return Hit{T: t, Point: p, Normal: p.Sub(s.Centre).Scale(1 / s.Radius), Mat: s.Mat, Edge: 1}, true
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
					best = Hit{T: t, Point: p, Normal: Vec{p.X - c.Base.X, 0, p.Z - c.Base.Z}.Scale(1 / c.Radius), Mat: c.Mat, Edge: 1}
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
					best = Hit{T: t, Point: p, Normal: n, Mat: c.Mat, Edge: 1}
					found = true
				}
			}
		}
	}
	return best, found
}

// Shade is an open lamp shade: a vertical truncated cone from radius Bottom at
// Base.Y to radius Top at Base.Y+High, seen from outside as Mat and from below,
// through its open mouth, as Inner (the lit inside of the shade).
type Shade struct {
	Base        Vec
	Bottom, Top float64
	High        float64
	Mat, Inner  Material
}

func (c Shade) Intersect(o, d Vec, tMax float64) (Hit, bool) {
	k := (c.Top - c.Bottom) / c.High
	ox, oz := o.X-c.Base.X, o.Z-c.Base.Z
	r0 := c.Bottom + k*(o.Y-c.Base.Y)
	a := d.X*d.X + d.Z*d.Z - k*k*d.Y*d.Y
	b := 2 * (ox*d.X + oz*d.Z - r0*k*d.Y)
	cc := ox*ox + oz*oz - r0*r0
	if math.Abs(a) < 1e-12 {
		return Hit{}, false
	}
	disc := b*b - 4*a*cc
	if disc < 0 {
		return Hit{}, false
	}
	sq := math.Sqrt(disc)
	t1, t2 := (-b-sq)/(2*a), (-b+sq)/(2*a)
	if t1 > t2 {
		t1, t2 = t2, t1
	}
	for _, t := range [2]float64{t1, t2} {
		if t <= 1e-6 || t >= tMax {
			continue
		}
		p := o.Add(d.Scale(t))
		y := p.Y - c.Base.Y
		if y < 0 || y > c.High {
			continue
		}
		r := c.Bottom + k*y
		n := Vec{p.X - c.Base.X, -r * k, p.Z - c.Base.Z}.Norm()
		m := c.Mat
		if n.Dot(d) > 0 { // the inside, seen through the mouth
			n, m = n.Scale(-1), c.Inner
		}
		return Hit{T: t, Point: p, Normal: n, Mat: m, Edge: math.Min(y, c.High-y)}, true
	}
	return Hit{}, false
}

// distancer is a shape that knows how far a point is from it (negative inside):
// shading uses it for the soft contact shadows where things meet.
type distancer interface {
	Distance(p Vec) float64
	bounds() (lo, hi Vec)
}

func (b Box) bounds() (Vec, Vec) { return b.Min, b.Max }

func (s Sphere) bounds() (Vec, Vec) {
	r := Vec{s.Radius, s.Radius, s.Radius}
	return s.Centre.Sub(r), s.Centre.Add(r)
}

func (c Cylinder) bounds() (Vec, Vec) {
	return Vec{c.Base.X - c.Radius, c.Base.Y, c.Base.Z - c.Radius}, Vec{c.Base.X + c.Radius, c.Base.Y + c.High, c.Base.Z + c.Radius}
}

func (c Shade) bounds() (Vec, Vec) {
	r := math.Max(math.Abs(c.Bottom), math.Abs(c.Top))
	return Vec{c.Base.X - r, c.Base.Y, c.Base.Z - r}, Vec{c.Base.X + r, c.Base.Y + c.High, c.Base.Z + r}
}

func (b Box) Distance(p Vec) float64 {
	c := b.Min.Add(b.Max).Scale(0.5)
	h := b.Max.Sub(b.Min).Scale(0.5)
	q := Vec{math.Abs(p.X-c.X) - h.X, math.Abs(p.Y-c.Y) - h.Y, math.Abs(p.Z-c.Z) - h.Z}
	out := Vec{math.Max(q.X, 0), math.Max(q.Y, 0), math.Max(q.Z, 0)}.Len()
	return out + math.Min(math.Max(q.X, math.Max(q.Y, q.Z)), 0)
}

func (s Sphere) Distance(p Vec) float64 { return p.Sub(s.Centre).Len() - s.Radius }

func (c Cylinder) Distance(p Vec) float64 {
	dr := math.Hypot(p.X-c.Base.X, p.Z-c.Base.Z) - c.Radius
	dy := math.Abs(p.Y-(c.Base.Y+c.High/2)) - c.High/2
	return math.Min(math.Max(dr, dy), 0) + math.Hypot(math.Max(dr, 0), math.Max(dy, 0))
}

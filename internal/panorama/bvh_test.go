package panorama

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"
)

// scan is the tracer the hierarchy replaced, kept as the reference it must agree with:
// every ray tests every shape, in order.
type scan []Shape

func (s scan) nearest(o, d Vec, tMax float64) (Hit, bool) {
	best, found := Hit{T: tMax}, false
	for _, sh := range s {
		if h, ok := sh.Intersect(o, d, best.T); ok {
			best, found = h, true
		}
	}
	return best, found
}

func (s scan) blocked(o, d Vec, dist float64) bool {
	for _, sh := range s {
		if h, ok := sh.Intersect(o, d, dist); ok && !h.Mat.Unlit {
			return true
		}
	}
	return false
}

// renderByScan renders the scene as it was rendered before the hierarchy.
func renderByScan(s *Scene, w, h int) *image.RGBA {
	s.prepare()
	s.trace = scan(s.Shapes)
	return s.render(w, h)
}

// The hierarchy is an optimisation only: every pixel of every scene comes out exactly as
// the scan of every shape made it.
func TestHierarchyRendersEveryPixelAsTheScanDid(t *testing.T) {
	for _, name := range SceneNames {
		want := renderByScan(Build(name), 256, 128)
		got := Render(Build(name), 256, 128)
		differ, worst := 0, 0
		for i := 0; i < len(got.Pix); i += 4 {
			d := 0
			for c := range 3 {
				d = max(d, absDiff(got.Pix[i+c], want.Pix[i+c]))
			}
			if d > 0 {
				differ++
				worst = max(worst, d)
			}
		}
		if differ > 0 {
			t.Errorf("%s: %d of %d pixels differ from the scan's render, by up to %d", name, differ, len(got.Pix)/4, worst)
		}
	}
}

// Ray by ray, including rays that graze the corners and edges of boxes and rays that
// start on surfaces, the hierarchy finds the same hit and the same shadows as the scan.
func TestHierarchyAnswersEveryRayAsTheScan(t *testing.T) {
	for _, name := range SceneNames {
		s := Build(name)
		s.prepare()
		ref := scan(s.Shapes)
		rng := rand.New(rand.NewPCG(37, uint64(len(name))))
		var dirs []Vec
		for range 4000 {
			dirs = append(dirs, Vec{rng.NormFloat64(), rng.NormFloat64(), rng.NormFloat64()}.Norm())
		}
		for _, sh := range s.Shapes {
			if b, ok := sh.(Box); ok {
				for _, p := range boxCornersAndEdges(b) {
					dirs = append(dirs, p.Sub(s.Camera).Norm())
				}
			}
		}
		checked := 0
		for _, d := range dirs {
			tMax := math.MaxFloat64
			if s.Room != nil {
				h, _ := s.Room.intersect(s.Camera, d)
				tMax = h.T
			}
			h := sameNearest(t, name, s, ref, s.Camera, d, tMax)
			if h.T == tMax {
				continue
			}
			p := h.Point.Add(h.Normal.Scale(1e-4))
			for _, l := range s.Lights {
				to := l.Pos.Sub(p)
				sameBlocked(t, name, s, ref, p, to.Scale(1/to.Len()), to.Len())
			}
			if s.SunGain > 0 {
				sameBlocked(t, name, s, ref, p, s.SunDir, 1e4)
			}
			// A ray leaving the surface, as a reflection would: it may start inside a neighbour.
			sameNearest(t, name, s, ref, p, Vec{rng.NormFloat64(), rng.NormFloat64(), rng.NormFloat64()}.Norm(), math.MaxFloat64)
			checked++
		}
		if checked < 1000 {
			t.Errorf("%s: only %d rays met a shape: the comparison proves little", name, checked)
		}
	}
}

// When two shapes are met at exactly the same distance, the earlier in Shapes is seen, as
// in the scan; here the later one is also the one the hierarchy visits first.
func TestHierarchyBreaksTiesAsTheScan(t *testing.T) {
	big := box(1, -1, -1, 2, 1, 1, Solid(Color{1, 0, 0}))
	small := box(1, -0.1, -0.1, 1.5, 0.1, 0.1, Solid(Color{0, 0, 1})) // shares the face x = 1
	for _, shapes := range [][]Shape{{big, small}, {small, big}, {big, small, box(5, 5, 5, 6, 6, 6, Solid(Color{})), box(-3, -3, -3, -2, -2, -2, Solid(Color{}))}} {
		want, _ := scan(shapes).nearest(Vec{}, Vec{1, 0, 0}, math.MaxFloat64)
		got, ok := newBVH(shapes, nil).nearest(Vec{}, Vec{1, 0, 0}, math.MaxFloat64)
		if !ok || got.T != 1 || got.Mat.Albedo(got) != want.Mat.Albedo(want) {
			t.Errorf("tie went to %v at %v, the scan sees %v", got.Mat.Albedo(got), got.T, want.Mat.Albedo(want))
		}
	}
}

func sameNearest(t *testing.T, name string, s *Scene, ref scan, o, d Vec, tMax float64) Hit {
	t.Helper()
	want, wok := ref.nearest(o, d, tMax)
	got, gok := s.trace.nearest(o, d, tMax)
	if wok != gok || wok && !sameHit(got, want) {
		t.Errorf("%s: ray %v→%v: hierarchy hit %v %+v, scan hit %v %+v", name, o, d, gok, brief(got), wok, brief(want))
	}
	return want
}

func sameBlocked(t *testing.T, name string, s *Scene, ref scan, o, d Vec, dist float64) {
	t.Helper()
	if got, want := s.trace.blocked(o, d, dist), ref.blocked(o, d, dist); got != want {
		t.Errorf("%s: shadow ray %v→%v over %v: hierarchy says blocked=%v, scan %v", name, o, d, dist, got, want)
	}
}

func sameHit(a, b Hit) bool {
	a.Ray, b.Ray = Vec{1, 0, 0}, Vec{1, 0, 0}
	return a.T == b.T && a.Point == b.Point && a.Normal == b.Normal && a.Edge == b.Edge &&
		a.Mat.Unlit == b.Mat.Unlit && a.Mat.Shine == b.Mat.Shine && a.Mat.Albedo(a) == b.Mat.Albedo(b)
}

func brief(h Hit) [3]any { return [3]any{h.T, h.Point, h.Normal} }

// boxCornersAndEdges are the eight corners of b and the midpoints of its twelve edges.
func boxCornersAndEdges(b Box) []Vec {
	var out []Vec
	xs := [3]float64{b.Min.X, (b.Min.X + b.Max.X) / 2, b.Max.X}
	ys := [3]float64{b.Min.Y, (b.Min.Y + b.Max.Y) / 2, b.Max.Y}
	zs := [3]float64{b.Min.Z, (b.Min.Z + b.Max.Z) / 2, b.Max.Z}
	for i, x := range xs {
		for j, y := range ys {
			for k, z := range zs {
				if mids := (i % 2) + (j % 2) + (k % 2); mids <= 1 {
					out = append(out, Vec{x, y, z})
				}
			}
		}
	}
	return out
}

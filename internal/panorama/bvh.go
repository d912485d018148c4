package panorama

import (
	"math"
	"slices"
)

// bvh is a bounding-volume hierarchy over shapes: a ray tests only the shapes whose
// boxes it passes through, not every shape in the scene. It answers exactly as the
// scan of every shape in order would, ties included (the earlier shape wins).
type bvh struct {
	nodes []bvhNode
	items []bvhItem // in leaf order
	loose []bvhItem // shapes that cannot say their bounds: every ray tests them
}

// bvhNode is a box around its shapes: a leaf holds items[first:first+count], an inner
// node (count 0) has its two children at nodes[first] and nodes[first+1].
type bvhNode struct {
	lo, hi       Vec
	first, count int
}

type bvhItem struct {
	lo, hi Vec
	shape  Shape
	index  int // in Scene.Shapes: the tie-break of the scan in order
}

// bounded is a shape that knows the box it fits in.
type bounded interface {
	bounds() (lo, hi Vec)
}

// leafSize is where splitting stops: for two shapes a node's box test costs about what it saves.
const leafSize = 2

// boundsPad widens every box by a micrometre so that a ray grazing a shape's edge, which
// the shape's own test may count as a hit, is never turned away by the box around it.
const boundsPad = 1e-6

// newBVH builds the hierarchy over the shapes that keep says to keep (nil keeps all).
func newBVH(shapes []Shape, keep func(Shape) bool) *bvh {
	t := &bvh{}
	for i, sh := range shapes {
		if keep != nil && !keep(sh) {
			continue
		}
		it := bvhItem{shape: sh, index: i}
		if b, ok := sh.(bounded); ok {
			lo, hi := b.bounds()
			pad := Vec{boundsPad, boundsPad, boundsPad}
			it.lo, it.hi = lo.Sub(pad), hi.Add(pad)
			t.items = append(t.items, it)
		} else {
			t.loose = append(t.loose, it)
		}
	}
	if len(t.items) > 0 {
		t.nodes = make([]bvhNode, 1, 2*len(t.items))
		t.split(0, 0, len(t.items))
	}
	return t
}

// split makes nodes[n] the node over items[first:end], dividing it where the surface area
// heuristic says rays will test the fewest shapes.
func (t *bvh) split(n, first, end int) {
	items := t.items[first:end]
	lo, hi := items[0].lo, items[0].hi
	for _, it := range items[1:] {
		lo, hi = minVec(lo, it.lo), maxVec(hi, it.hi)
	}
	t.nodes[n] = bvhNode{lo: lo, hi: hi, first: first, count: len(items)}
	if len(items) <= leafSize {
		return
	}
	bestCost, bestAxis, bestAt := float64(len(items))*area(lo, hi), -1, 0
	right := make([]float64, len(items))
	for axis := range 3 {
		sortByCentre(items, axis)
		rlo, rhi := items[len(items)-1].lo, items[len(items)-1].hi
		for i := len(items) - 1; i > 0; i-- {
			rlo, rhi = minVec(rlo, items[i].lo), maxVec(rhi, items[i].hi)
			right[i] = area(rlo, rhi) * float64(len(items)-i)
		}
		llo, lhi := items[0].lo, items[0].hi
		for i := 1; i < len(items); i++ {
			if cost := area(llo, lhi)*float64(i) + right[i]; cost < bestCost {
				bestCost, bestAxis, bestAt = cost, axis, i
			}
			llo, lhi = minVec(llo, items[i].lo), maxVec(lhi, items[i].hi)
		}
	}
	if bestAxis < 0 {
		if len(items) <= 4*leafSize {
			return // no split pays: a leaf of a few shapes that overlap
		}
		bestAxis, bestAt = 0, len(items)/2
	}
	sortByCentre(items, bestAxis)
	left := len(t.nodes)
	t.nodes = append(t.nodes, bvhNode{}, bvhNode{})
	t.nodes[n].first, t.nodes[n].count = left, 0
	t.split(left, first, first+bestAt)
	t.split(left+1, first+bestAt, end)
}

func sortByCentre(items []bvhItem, axis int) {
	slices.SortStableFunc(items, func(a, b bvhItem) int {
		ca, cb := axisOf(a.lo.Add(a.hi), axis), axisOf(b.lo.Add(b.hi), axis)
		switch {
		case ca < cb:
			return -1
		case ca > cb:
			return 1
		}
		return a.index - b.index
	})
}

func axisOf(v Vec, axis int) float64 {
	switch axis {
	case 0:
		return v.X
	case 1:
		return v.Y
	}
	return v.Z
}

func area(lo, hi Vec) float64 {
	e := hi.Sub(lo)
	return e.X*e.Y + e.Y*e.Z + e.Z*e.X
}

func minVec(a, b Vec) Vec { return Vec{math.Min(a.X, b.X), math.Min(a.Y, b.Y), math.Min(a.Z, b.Z)} }
func maxVec(a, b Vec) Vec { return Vec{math.Max(a.X, b.X), math.Max(a.Y, b.Y), math.Max(a.Z, b.Z)} }

// ray is a ray with what the box test needs worked out once.
type ray struct {
	o, d, inv Vec
	flat      [3]bool // the direction has (almost) no component along this axis
}

func newRay(o, d Vec) ray {
	r := ray{o: o, d: d, inv: Vec{1 / d.X, 1 / d.Y, 1 / d.Z}}
	r.flat = [3]bool{math.Abs(d.X) < 1e-12, math.Abs(d.Y) < 1e-12, math.Abs(d.Z) < 1e-12}
	return r
}

// enters reports whether the ray passes through the box [lo, hi] between 0 and tMax,
// and from which distance. It is the hottest loop of a render: written out axis by axis,
// with plain comparisons that the compiler keeps inline.
func (r *ray) enters(lo, hi Vec, tMax float64) (float64, bool) {
	tNear, tFar := 0.0, tMax
	ok := true
	tNear, tFar, ok = slab(r.flat[0], r.o.X, r.inv.X, lo.X, hi.X, tNear, tFar)
	if !ok {
		return 0, false
	}
	tNear, tFar, ok = slab(r.flat[1], r.o.Y, r.inv.Y, lo.Y, hi.Y, tNear, tFar)
	if !ok {
		return 0, false
	}
	tNear, _, ok = slab(r.flat[2], r.o.Z, r.inv.Z, lo.Z, hi.Z, tNear, tFar)
	return tNear, ok
}

// slab narrows [tNear, tFar] to where the ray is between lo and hi on one axis.
func slab(flat bool, o, inv, lo, hi, tNear, tFar float64) (float64, float64, bool) {
	if flat {
		return tNear, tFar, o >= lo && o <= hi
	}
	t1, t2 := (lo-o)*inv, (hi-o)*inv
	if t1 > t2 {
		t1, t2 = t2, t1
	}
	if t1 > tNear {
		tNear = t1
	}
	if t2 < tFar {
		tFar = t2
	}
	return tNear, tFar, tNear <= tFar
}

func hitsBox(r *ray, it *bvhItem, tMax float64) bool {
	_, ok := r.enters(it.lo, it.hi, tMax)
	return ok
}

// nearest is the first shape the ray from o along d meets before tMax.
func (t *bvh) nearest(o, d Vec, tMax float64) (Hit, bool) {
	best, at, found := Hit{T: tMax}, -1, false
	try := func(it *bvhItem) {
		limit := best.T
		if it.index < at {
			// The scan in order would have met this shape first: on a tie it wins.
			limit = math.Nextafter(best.T, math.Inf(1))
		}
		if h, ok := it.shape.Intersect(o, d, limit); ok {
			best, at, found = h, it.index, true
		}
	}
	for i := range t.loose {
		try(&t.loose[i])
	}
	if len(t.nodes) == 0 {
		return best, found
	}
	r := newRay(o, d)
	stack := make([]int, 0, 64)
	if _, ok := r.enters(t.nodes[0].lo, t.nodes[0].hi, best.T); ok {
		stack = append(stack, 0)
	}
	for len(stack) > 0 {
		n := &t.nodes[stack[len(stack)-1]]
		stack = stack[:len(stack)-1]
		if n.count > 0 {
			for i := n.first; i < n.first+n.count; i++ {
				if it := &t.items[i]; hitsBox(&r, it, best.T) {
					try(it)
				}
			}
			continue
		}
		// The nearer child goes on the stack last, so it is searched first and shrinks best.T.
		a, b := n.first, n.first+1
		ta, okA := r.enters(t.nodes[a].lo, t.nodes[a].hi, best.T)
		tb, okB := r.enters(t.nodes[b].lo, t.nodes[b].hi, best.T)
		if okA && okB && ta < tb {
			a, b, okA, okB = b, a, okB, okA
		}
		if okA {
			stack = append(stack, a)
		}
		if okB {
			stack = append(stack, b)
		}
	}
	return best, found
}

// blocked reports whether a shape that does not glow stands between o and dist along d.
func (t *bvh) blocked(o, d Vec, dist float64) bool {
	for i := range t.loose {
		if blocks(t.loose[i].shape, o, d, dist) {
			return true
		}
	}
	if len(t.nodes) == 0 {
		return false
	}
	r := newRay(o, d)
	stack := append(make([]int, 0, 64), 0)
	for len(stack) > 0 {
		n := &t.nodes[stack[len(stack)-1]]
		stack = stack[:len(stack)-1]
		if _, ok := r.enters(n.lo, n.hi, dist); !ok {
			continue
		}
		if n.count == 0 {
			stack = append(stack, n.first, n.first+1)
			continue
		}
		for i := n.first; i < n.first+n.count; i++ {
			if it := &t.items[i]; hitsBox(&r, it, dist) && blocks(it.shape, o, d, dist) {
				return true
			}
		}
	}
	return false
}

// blocks reports whether sh stands between o and tMax along d with a surface that does not
// glow there: a shadow ray goes through lamps, bulbs and the lit inside of shades.
func blocks(sh Shape, o, d Vec, tMax float64) bool {
	h, ok := sh.Intersect(o, d, tMax)
	return ok && !h.Mat.Unlit
}

// castsShadow is false for shapes that only glow (bulbs, cove lights, linen shades): shadow rays
// pass through them, so the hierarchy for shadows leaves them out.
func castsShadow(sh Shape) bool {
	switch s := sh.(type) {
	case Box:
		return !s.Mat.Unlit
	case Sphere:
		return !s.Mat.Unlit
	case Cylinder:
		return !s.Mat.Unlit
	case Shade:
		return !s.Mat.Unlit || !s.Inner.Unlit
	}
	return true
}

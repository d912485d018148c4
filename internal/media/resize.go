package media

import (
	"image"
	"image/draw"

	xdraw "golang.org/x/image/draw"
)

// shrink resizes src to dw × dh (never larger) as RGBA. A step from a large
// photo is an exact area average, streamed a row at a time so it needs memory
// for the result only; a step of under 2× from a small one uses x/image/draw's
// Catmull-Rom, which keeps edges crisp.
func shrink(src image.Image, dw, dh int) *image.RGBA {
	b := src.Bounds()
	sw, sh := b.Dx(), b.Dy()
	if m, ok := src.(*image.RGBA); ok && dw == sw && dh == sh {
		return m
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	switch {
	case dw == sw && dh == sh:
		draw.Draw(dst, dst.Rect, src, b.Min, draw.Src)
	case sw*sh <= catmullRomMaxPixels && sw < 2*dw && sh < 2*dh:
		xdraw.CatmullRom.Scale(dst, dst.Rect, src, b, xdraw.Src, nil)
	default:
		areaAverage(dst, src)
	}
	return dst
}

// catmullRomMaxPixels bounds Catmull-Rom's source: x/image/draw keeps a
// float64 buffer of destination width × source height, 32 bytes a pixel.
const catmullRomMaxPixels = 2_500_000

// span is the source pixels one destination pixel covers, with their overlap.
type span struct {
	first   int
	weights []float32
}

// spans divides n source pixels among m destination pixels (m ≤ n) by overlap.
func spans(n, m int) []span {
	scale := float64(n) / float64(m)
	out := make([]span, m)
	for i := range out {
		lo, hi := float64(i)*scale, float64(i+1)*scale
		first := int(lo)
		var ws []float32
		for j := first; float64(j) < hi && j < n; j++ {
			w := min(hi, float64(j+1)) - max(lo, float64(j))
			ws = append(ws, float32(w/scale))
		}
		out[i] = span{first: first, weights: ws}
	}
	return out
}

// areaAverage makes each destination pixel the mean of the source area it covers.
func areaAverage(dst *image.RGBA, src image.Image) {
	dw, dh := dst.Rect.Dx(), dst.Rect.Dy()
	xs, ys := spans(src.Bounds().Dx(), dw), spans(src.Bounds().Dy(), dh)
	rowOf := rows(src)
	row := make([]float32, dw*4)
	acc := make([]float32, dw*4)
	for y, sy := range ys {
		clear(acc)
		for k, wy := range sy.weights {
			line := rowOf(sy.first + k)
			for x, sx := range xs {
				var r, g, b, a float32
				p := sx.first * 4
				for _, wx := range sx.weights {
					r += wx * float32(line[p])
					g += wx * float32(line[p+1])
					b += wx * float32(line[p+2])
					a += wx * float32(line[p+3])
					p += 4
				}
				row[x*4], row[x*4+1], row[x*4+2], row[x*4+3] = r, g, b, a
			}
			for i, v := range row {
				acc[i] += wy * v
			}
		}
		out := dst.Pix[y*dst.Stride:]
		for i, v := range acc {
			out[i] = uint8(min(255, v+0.5))
		}
	}
}

// rows reads an opaque image a row at a time as RGBA: an RGBA image's own
// pixels, or (YCbCr, grey) a row converted into one reused buffer.
func rows(src image.Image) func(y int) []uint8 {
	b := src.Bounds()
	if m, ok := src.(*image.RGBA); ok {
		return func(y int) []uint8 { return m.Pix[m.PixOffset(b.Min.X, b.Min.Y+y):] }
	}
	row := image.NewRGBA(image.Rect(0, 0, b.Dx(), 1))
	return func(y int) []uint8 {
		draw.Draw(row, row.Rect, src, image.Pt(b.Min.X, b.Min.Y+y), draw.Src)
		return row.Pix
	}
}

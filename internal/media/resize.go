package media

import (
	"image"
	"image/color"
	"image/draw"

	xdraw "golang.org/x/image/draw"
)

// toRGBA flattens any decoded photo onto white (JPEG has no transparency) as RGBA.
func toRGBA(img image.Image) *image.RGBA {
	b := img.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	if o, ok := img.(interface{ Opaque() bool }); ok && o.Opaque() {
		draw.Draw(dst, dst.Rect, img, b.Min, draw.Src) // fast paths for YCbCr, RGBA, Gray
		return dst
	}
	draw.Draw(dst, dst.Rect, image.NewUniform(color.White), image.Point{}, draw.Src)
	draw.Draw(dst, dst.Rect, img, b.Min, draw.Over)
	return dst
}

// shrink resizes src to dw × dh (never larger). A step from a large photo is an
// exact area average, streamed a row at a time so it needs memory for the result
// only; a step of under 2× from a small one uses x/image/draw's Catmull-Rom,
// which keeps edges crisp.
func shrink(src *image.RGBA, dw, dh int) *image.RGBA {
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	if dw == sw && dh == sh {
		return src
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	if sw*sh <= catmullRomMaxPixels && sw < 2*dw && sh < 2*dh {
		xdraw.CatmullRom.Scale(dst, dst.Rect, src, src.Rect, xdraw.Src, nil)
		return dst
	}
	areaAverage(dst, src)
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
func areaAverage(dst, src *image.RGBA) {
	dw, dh := dst.Rect.Dx(), dst.Rect.Dy()
	xs, ys := spans(src.Rect.Dx(), dw), spans(src.Rect.Dy(), dh)
	row := make([]float32, dw*4)
	acc := make([]float32, dw*4)
	for y, sy := range ys {
		clear(acc)
		for k, wy := range sy.weights {
			line := src.Pix[(sy.first+k)*src.Stride:]
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

// orient turns a stored image upright according to its EXIF orientation (1–8).
func orient(src *image.RGBA, o int) *image.RGBA {
	if o <= 1 || o > 8 {
		return src
	}
	w, h := src.Rect.Dx(), src.Rect.Dy()
	dw, dh := w, h
	if o >= 5 {
		dw, dh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := 0; y < dh; y++ {
		out := dst.Pix[y*dst.Stride:]
		for x := 0; x < dw; x++ {
			var sx, sy int
			switch o {
			case 2: // mirrored
				sx, sy = w-1-x, y
			case 3: // upside down
				sx, sy = w-1-x, h-1-y
			case 4: // mirrored upside down
				sx, sy = x, h-1-y
			case 5: // mirrored along the top-left diagonal
				sx, sy = y, x
			case 6: // turned: rotate a quarter clockwise
				sx, sy = y, h-1-x
			case 7: // mirrored along the top-right diagonal
				sx, sy = w-1-y, h-1-x
			case 8: // rotate a quarter anticlockwise
				sx, sy = w-1-y, x
			}
			copy(out[x*4:x*4+4], src.Pix[sy*src.Stride+sx*4:])
		}
	}
	return dst
}

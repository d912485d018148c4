package media

import (
	"image"
	"image/color"
	"image/draw"
)

// upright turns a decoded photo into the one full-size image the pipeline
// keeps, upright by its EXIF orientation o: the decoder's own YCbCr or grey
// planes where it made them (turned plane by plane when o asks), else RGBA
// flattened onto white (JPEG has no transparency). An upright RGBA, NRGBA,
// 16-bit or CMYK image becomes RGBA in its own memory; any other is converted
// a strip of rows at a time into its turned place: never a second full-size
// copy beside the one the orientation needs.
func upright(img image.Image, o int) image.Image {
	if o < 1 || o > 8 {
		o = 1
	}
	switch m := img.(type) {
	case *image.YCbCr:
		if ratio, ok := turnedRatio(m, o); ok {
			if o == 1 {
				return m
			}
			return turnYCbCr(m, ratio, o)
		}
	case *image.Gray:
		if m.Rect.Min == (image.Point{}) {
			return turnGray(m, o)
		}
	case *image.Gray16:
		if g := greyInPlace(m); g != nil {
			return turnGray(g, o)
		}
	}
	if dst := inPlace(img); dst != nil {
		if o == 1 {
			return dst
		}
		img = dst // 4 bytes a pixel now, where it was; the turned copy follows
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	dw, dh := w, h
	if o >= 5 {
		dw, dh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	opaque := isOpaque(img)
	if o == 1 {
		flatten(dst, dst.Rect, img, b.Min, opaque)
		return dst
	}
	const rows = 16
	strip := image.NewRGBA(image.Rect(0, 0, w, rows))
	for y0 := 0; y0 < h; y0 += rows {
		n := min(rows, h-y0)
		flatten(strip, image.Rect(0, 0, w, n), img, image.Pt(b.Min.X, b.Min.Y+y0), opaque)
		for sy := y0; sy < y0+n; sy++ {
			line := strip.Pix[(sy-y0)*strip.Stride:]
			for sx := range w {
				x, y := turned(sx, sy, w, h, o)
				copy(dst.Pix[y*dst.Stride+x*4:y*dst.Stride+x*4+4], line[sx*4:sx*4+4])
			}
		}
	}
	return dst
}

// turnedRatio is the subsampling of m once turned by o, for the layouts kept
// as planes (4:4:4, 4:2:2, 4:2:0, 4:4:0 from the origin); ok false for others.
func turnedRatio(m *image.YCbCr, o int) (image.YCbCrSubsampleRatio, bool) {
	if m.Rect.Min != (image.Point{}) {
		return 0, false
	}
	r := m.SubsampleRatio
	switch r {
	case image.YCbCrSubsampleRatio444, image.YCbCrSubsampleRatio420:
		return r, true
	case image.YCbCrSubsampleRatio422, image.YCbCrSubsampleRatio440:
		if o >= 5 { // a quarter turn swaps what is halved
			r = image.YCbCrSubsampleRatio422 + image.YCbCrSubsampleRatio440 - r
		}
		return r, true
	}
	return 0, false
}

// turnYCbCr copies m turned by o, plane by plane.
func turnYCbCr(m *image.YCbCr, ratio image.YCbCrSubsampleRatio, o int) *image.YCbCr {
	w, h := m.Rect.Dx(), m.Rect.Dy()
	dw, dh := w, h
	if o >= 5 {
		dw, dh = h, w
	}
	dst := image.NewYCbCr(image.Rect(0, 0, dw, dh), ratio)
	cw, ch := w, h
	switch m.SubsampleRatio {
	case image.YCbCrSubsampleRatio422:
		cw = (w + 1) / 2
	case image.YCbCrSubsampleRatio420:
		cw, ch = (w+1)/2, (h+1)/2
	case image.YCbCrSubsampleRatio440:
		ch = (h + 1) / 2
	}
	turnPlane(dst.Y, dst.YStride, m.Y, m.YStride, w, h, o)
	turnPlane(dst.Cb, dst.CStride, m.Cb, m.CStride, cw, ch, o)
	turnPlane(dst.Cr, dst.CStride, m.Cr, m.CStride, cw, ch, o)
	return dst
}

// turnGray is m turned by o (m itself when upright).
func turnGray(m *image.Gray, o int) *image.Gray {
	if o == 1 {
		return m
	}
	w, h := m.Rect.Dx(), m.Rect.Dy()
	dw, dh := w, h
	if o >= 5 {
		dw, dh = h, w
	}
	dst := image.NewGray(image.Rect(0, 0, dw, dh))
	turnPlane(dst.Pix, dst.Stride, m.Pix, m.Stride, w, h, o)
	return dst
}

// turnPlane copies a w × h plane of bytes into dst turned by o.
func turnPlane(dst []uint8, dstride int, src []uint8, sstride, w, h, o int) {
	for sy := range h {
		line := src[sy*sstride : sy*sstride+w]
		for sx, v := range line {
			x, y := turned(sx, sy, w, h, o)
			dst[y*dstride+x] = v
		}
	}
}

// greyInPlace makes a decoder's 16-bit grey image 8-bit in its own memory; nil if it is not as a decoder makes it.
func greyInPlace(m *image.Gray16) *image.Gray {
	w, h := m.Rect.Dx(), m.Rect.Dy()
	if m.Rect.Min != (image.Point{}) || m.Stride != 2*w || len(m.Pix) < 2*w*h {
		return nil
	}
	for i := range w * h {
		m.Pix[i] = m.Pix[2*i] // the high byte
	}
	return &image.Gray{Pix: m.Pix[: w*h : w*h], Stride: w, Rect: m.Rect}
}

// turned is where stored pixel (sx, sy) of a w × h image lands once upright.
func turned(sx, sy, w, h, o int) (x, y int) {
	switch o {
	case 2: // mirrored
		return w - 1 - sx, sy
	case 3: // upside down
		return w - 1 - sx, h - 1 - sy
	case 4: // mirrored upside down
		return sx, h - 1 - sy
	case 5: // mirrored along the top-left diagonal
		return sy, sx
	case 6: // stored a quarter anticlockwise: turn it clockwise
		return h - 1 - sy, sx
	case 7: // mirrored along the top-right diagonal
		return h - 1 - sy, w - 1 - sx
	case 8: // stored a quarter clockwise
		return sy, w - 1 - sx
	}
	return sx, sy
}

func isOpaque(img image.Image) bool {
	o, ok := img.(interface{ Opaque() bool })
	return ok && o.Opaque()
}

// flatten draws src from sp onto r of dst over white, with a fast path for
// what image/draw reads slowly (a palette).
func flatten(dst *image.RGBA, r image.Rectangle, src image.Image, sp image.Point, opaque bool) {
	if s, ok := src.(*image.Paletted); ok {
		lut := make([][4]uint8, 256)
		for i := range lut {
			c := color.RGBA{255, 255, 255, 255}
			if i < len(s.Palette) {
				c = overWhite(s.Palette[i])
			}
			lut[i] = [4]uint8{c.R, c.G, c.B, 255}
		}
		for y := r.Min.Y; y < r.Max.Y; y++ {
			in := s.Pix[s.PixOffset(sp.X, sp.Y+y-r.Min.Y):]
			out := dst.Pix[dst.PixOffset(r.Min.X, y):]
			for x := range r.Dx() {
				copy(out[x*4:x*4+4], lut[in[x]][:])
			}
		}
		return
	}
	if opaque {
		draw.Draw(dst, r, src, sp, draw.Src) // fast paths for YCbCr, RGBA, Gray
		return
	}
	draw.Draw(dst, r, image.White, image.Point{}, draw.Src)
	draw.Draw(dst, r, src, sp, draw.Over)
}

// overWhite is c flattened onto white.
func overWhite(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA() // premultiplied, 16-bit
	return color.RGBA{uint8((r + 0xffff - a) >> 8), uint8((g + 0xffff - a) >> 8), uint8((b + 0xffff - a) >> 8), 255}
}

// inPlace turns a decoder's 4- or 8-byte-a-pixel image into an opaque RGBA
// over white in the same memory (each pixel is written at or before where it
// is read); nil for any other kind of image.
func inPlace(img image.Image) *image.RGBA {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	var pix []uint8
	var stride, size int
	switch m := img.(type) {
	case *image.RGBA:
		pix, stride, size = m.Pix, m.Stride, 4
	case *image.NRGBA:
		pix, stride, size = m.Pix, m.Stride, 4
	case *image.CMYK:
		pix, stride, size = m.Pix, m.Stride, 4
	case *image.RGBA64:
		pix, stride, size = m.Pix, m.Stride, 8
	case *image.NRGBA64:
		pix, stride, size = m.Pix, m.Stride, 8
	default:
		return nil
	}
	if b.Min != (image.Point{}) || stride != w*size || len(pix) < w*h*size {
		return nil // not as a decoder makes it
	}
	n := w * h
	switch img.(type) {
	case *image.RGBA: // premultiplied: over white adds what alpha leaves
		for i := 0; i < n*4; i += 4 {
			t := 255 - pix[i+3]
			pix[i], pix[i+1], pix[i+2], pix[i+3] = pix[i]+t, pix[i+1]+t, pix[i+2]+t, 255
		}
	case *image.NRGBA:
		for i := 0; i < n*4; i += 4 {
			a := uint32(pix[i+3])
			if a == 255 {
				continue
			}
			t := 255 * (255 - a)
			pix[i] = uint8((uint32(pix[i])*a + t + 127) / 255)
			pix[i+1] = uint8((uint32(pix[i+1])*a + t + 127) / 255)
			pix[i+2] = uint8((uint32(pix[i+2])*a + t + 127) / 255)
			pix[i+3] = 255
		}
	case *image.CMYK:
		for i := 0; i < n*4; i += 4 {
			pix[i], pix[i+1], pix[i+2] = color.CMYKToRGB(pix[i], pix[i+1], pix[i+2], pix[i+3])
			pix[i+3] = 255
		}
	case *image.RGBA64: // premultiplied, big-endian 16-bit
		for i := range n {
			s := pix[i*8 : i*8+8]
			t := 0xffff - (uint32(s[6])<<8 | uint32(s[7]))
			r, g, bl := uint32(s[0])<<8|uint32(s[1]), uint32(s[2])<<8|uint32(s[3]), uint32(s[4])<<8|uint32(s[5])
			d := pix[i*4 : i*4+4]
			d[0], d[1], d[2], d[3] = uint8((r+t)>>8), uint8((g+t)>>8), uint8((bl+t)>>8), 255
		}
	case *image.NRGBA64:
		for i := range n {
			s := pix[i*8 : i*8+8]
			a := uint32(s[6])<<8 | uint32(s[7])
			t := 0xffff * (0xffff - a)
			r, g, bl := uint32(s[0])<<8|uint32(s[1]), uint32(s[2])<<8|uint32(s[3]), uint32(s[4])<<8|uint32(s[5])
			d := pix[i*4 : i*4+4]
			d[0] = uint8((uint64(r)*uint64(a) + uint64(t)) / 0xffff >> 8)
			d[1] = uint8((uint64(g)*uint64(a) + uint64(t)) / 0xffff >> 8)
			d[2] = uint8((uint64(bl)*uint64(a) + uint64(t)) / 0xffff >> 8)
			d[3] = 255
		}
	}
	return &image.RGBA{Pix: pix[: n*4 : n*4], Stride: w * 4, Rect: image.Rect(0, 0, w, h)}
}

// Package mediatest makes photos the way a phone does, for tests and the
// benchmark: detail and noise, EXIF with an orientation and a GPS position, XMP.
package mediatest

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"math/rand/v2"
)

// GPSText is written into the photo's XMP; no served file may contain it.
const GPSText = "exif:GPSLatitude 12,58.2971N"

// Scene paints a w × h picture with gradients, shapes and sensor noise (seeded,
// so the same arguments give the same pixels); the top-left quarter is red so a
// test can tell which way up it is.
func Scene(w, h int, seed uint64) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rng := rand.New(rand.NewPCG(seed, 7))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			fx, fy := float64(x)/float64(w), float64(y)/float64(h)
			r := 150 + 60*math.Sin(fx*17+fy*5)
			g := 120 + 50*math.Cos(fy*23-fx*3)
			b := 100 + 40*math.Sin((fx+fy)*31)
			if x < w/2 && y < h/2 {
				r, g, b = 220, 40, 40
			}
			n := rng.NormFloat64() * 6
			i := img.PixOffset(x, y)
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = clamp(r+n), clamp(g+n), clamp(b+n), 255
		}
	}
	return img
}

func clamp(v float64) uint8 { return uint8(max(0, min(255, v))) }

// JPEG encodes img at quality 92 and adds, as a phone would, an EXIF segment
// with orientation (1–8, 0 for none) and a GPS position, and an XMP segment.
func JPEG(img image.Image, orientation int) []byte {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 92}); err != nil {
		panic(err)
	}
	b := buf.Bytes()
	var out bytes.Buffer
	out.Write(b[:2]) // SOI
	out.Write(segment(0xE1, append([]byte("Exif\x00\x00"), TIFF(orientation)...)))
	out.Write(segment(0xE1, []byte("http://ns.adobe.com/xap/1.0/\x00<x:xmpmeta><rdf:Description "+GPSText+"/></x:xmpmeta>")))
	out.Write(b[2:])
	return out.Bytes()
}

// Photo is a w × h phone photo stored turned by orientation: the pixels are
// laid out so that, with the orientation applied, the scene's red quarter is
// top-left.
func Photo(w, h, orientation int) []byte {
	return JPEG(Stored(Scene(w, h, 1), orientation), orientation)
}

// Stored returns how a camera stores upright for orientation o: the inverse turn.
func Stored(upright *image.RGBA, o int) *image.RGBA {
	w, h := upright.Rect.Dx(), upright.Rect.Dy()
	sw, sh := w, h
	if o >= 5 {
		sw, sh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, sw, sh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			sx, sy := storedAt(x, y, sw, sh, o)
			dst.Set(sx, sy, upright.At(x, y))
		}
	}
	return dst
}

// storedAt is where upright pixel (x, y) lies in a stored sw × sh image, per the EXIF definition.
func storedAt(x, y, sw, sh, o int) (int, int) {
	switch o {
	case 2:
		return sw - 1 - x, y
	case 3:
		return sw - 1 - x, sh - 1 - y
	case 4:
		return x, sh - 1 - y
	case 5:
		return y, x
	case 6: // stored turned a quarter anticlockwise: upright (x, y) is at (y, sh-1-x)
		return y, sh - 1 - x
	case 7:
		return sw - 1 - y, sh - 1 - x
	case 8:
		return sw - 1 - y, x
	}
	return x, y
}

func segment(marker byte, data []byte) []byte {
	s := []byte{0xFF, marker, 0, 0}
	binary.BigEndian.PutUint16(s[2:], uint16(len(data)+2))
	return append(s, data...)
}

// TIFF is EXIF data (little-endian): IFD0 with the orientation and a pointer
// to a GPS IFD holding latitude 12°58'17.9"N, longitude 77°35'40.9"E.
func TIFF(orientation int) []byte {
	le := binary.LittleEndian
	var b []byte
	u16 := func(v int) { b = le.AppendUint16(b, uint16(v)) }
	u32 := func(v int) { b = le.AppendUint32(b, uint32(v)) }
	entry := func(tag, typ, count, value int) { u16(tag); u16(typ); u32(count); u32(value) }
	b = append(b, 'I', 'I')
	u16(42)
	u32(8)
	n := 1
	if orientation > 0 {
		n = 2
	}
	gpsIFD := 8 + 2 + 12*n + 4
	u16(n)
	if orientation > 0 {
		entry(0x0112, 3, 1, orientation) // SHORT, left-justified in the value field (little-endian: low bytes)
	}
	entry(0x8825, 4, 1, gpsIFD)
	u32(0)
	data := gpsIFD + 2 + 12*4 + 4
	u16(4)
	entry(0x0001, 2, 2, int('N'))
	entry(0x0002, 5, 3, data)
	entry(0x0003, 2, 2, int('E'))
	entry(0x0004, 5, 3, data+24)
	u32(0)
	for _, r := range [][2]int{{12, 1}, {58, 1}, {179, 10}, {77, 1}, {35, 1}, {409, 10}} {
		u32(r[0])
		u32(r[1])
	}
	return b
}

// Red reports whether c is the scene's red quarter (after lossy encoding).
func Red(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 > 170 && g>>8 < 100 && b>>8 < 100
}

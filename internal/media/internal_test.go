package media

import (
	"bytes"
	"encoding/binary"
	"image"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/media/mediatest"
)

// The orientation is found in each container's EXIF, in either byte order, and only there.
func TestOrientationReader(t *testing.T) {
	tiff := mediatest.TIFF(6)
	big := bigEndian(tiff)
	pngWith := func(exif []byte) []byte {
		b := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x00IHDR\x00\x00\x00\x00")
		b = binary.BigEndian.AppendUint32(b, uint32(len(exif)))
		b = append(append(b, "eXIf"...), exif...)
		return append(b, 0, 0, 0, 0)
	}
	webpWith := func(exif []byte) []byte {
		b := []byte("RIFF\x00\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00\x08\x00\x00\x00\x00\x00\x00\x00\x00\x00")
		b = append(b, "EXIF"...)
		b = binary.LittleEndian.AppendUint32(b, uint32(len(exif)))
		return append(b, exif...)
	}
	for _, tc := range []struct {
		name string
		k    kind
		data []byte
		want int
	}{
		{"jpeg", kindJPEG, mediatest.Photo(8, 8, 6), 6},
		{"jpeg without exif", kindJPEG, mediatest.JPEG(mediatest.Scene(8, 8, 1), 0), 1},
		{"png little-endian", kindPNG, pngWith(tiff), 6},
		{"png big-endian", kindPNG, pngWith(big), 6},
		{"webp", kindWebP, webpWith(append([]byte("Exif\x00\x00"), tiff...)), 6},
		{"webp odd chunk", kindWebP, webpWith(tiff[:7]), 1},
		{"out of range", kindPNG, pngWith(mediatest.TIFF(9)), 1},
		{"truncated tiff", kindPNG, pngWith(tiff[:20]), 1},
	} {
		if got := orientation(tc.k, tc.data); got != tc.want {
			t.Errorf("%s: orientation %d, want %d", tc.name, got, tc.want)
		}
	}
}

// bigEndian rewrites mediatest's little-endian IFD0 (header and first entries) as Motorola order.
func bigEndian(le []byte) []byte {
	b := []byte("MM\x00\x2a\x00\x00\x00\x08")
	n := int(binary.LittleEndian.Uint16(le[8:]))
	b = binary.BigEndian.AppendUint16(b, uint16(n))
	for e := 0; e < n; e++ {
		p := le[10+12*e:]
		tag, typ := binary.LittleEndian.Uint16(p), binary.LittleEndian.Uint16(p[2:])
		b = binary.BigEndian.AppendUint16(b, tag)
		b = binary.BigEndian.AppendUint16(b, typ)
		b = binary.BigEndian.AppendUint32(b, binary.LittleEndian.Uint32(p[4:]))
		if typ == 3 {
			b = binary.BigEndian.AppendUint16(b, binary.LittleEndian.Uint16(p[8:]))
			b = append(b, 0, 0)
		} else {
			b = binary.BigEndian.AppendUint32(b, 0) // the GPS pointer is not followed
		}
	}
	return binary.BigEndian.AppendUint32(b, 0)
}

// The area average keeps a flat colour flat and averages a fine checkerboard to grey.
func TestAreaAverage(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 90, 60))
	for y := 0; y < 60; y++ {
		for x := 0; x < 90; x++ {
			v := uint8(0)
			if (x+y)%2 == 0 {
				v = 255
			}
			i := src.PixOffset(x, y)
			src.Pix[i], src.Pix[i+1], src.Pix[i+2], src.Pix[i+3] = v, v, v, 255
		}
	}
	dst := shrink(src, 45, 30)
	for i := 0; i < len(dst.Pix); i += 4 {
		if v := dst.Pix[i]; v < 120 || v > 135 || dst.Pix[i+3] != 255 {
			t.Fatalf("pixel %d = %v, want grey", i/4, dst.Pix[i:i+4])
		}
	}
	for _, tc := range [][2]int{{7, 3}, {10, 7}, {1000, 7}} {
		for _, s := range spans(tc[0], tc[1]) {
			var sum float32
			for _, w := range s.weights {
				sum += w
			}
			if sum < 0.999 || sum > 1.001 {
				t.Errorf("spans(%d, %d): weights sum to %v", tc[0], tc[1], sum)
			}
		}
	}
}

func TestCacheIsBoundedLRU(t *testing.T) {
	c := newCache(80, time.Now)
	v := func(n int) *Variant { return &Variant{Bytes: bytes.Repeat([]byte{1}, n)} }
	c.put("a", v(10))
	c.put("b", v(10))
	c.put("huge", v(11)) // over an eighth of the cache: not kept
	if _, ok := c.get("huge"); ok {
		t.Error("kept a variant larger than an eighth of the cache")
	}
	c.get("a")
	for i := range 7 {
		c.put(strings.Repeat("x", i+1), v(10))
	}
	if _, ok := c.get("b"); ok {
		t.Error("the least recently used variant was kept")
	}
	if _, ok := c.get("a"); !ok {
		t.Error("a recently used variant was dropped")
	}
	if c.size > 80 {
		t.Errorf("cache holds %d bytes", c.size)
	}
}

// A variant is served from memory for cacheFresh only: a photo erased on another copy of the
// site (same database) stops being served by this copy within that time, not at eviction.
func TestCacheAsksTheStoreAgainAfterAMinute(t *testing.T) {
	now := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	c := newCache(80, func() time.Time { return now })
	c.put("h/480.webp", &Variant{Bytes: []byte{1, 2}})
	now = now.Add(cacheFresh)
	if _, ok := c.get("h/480.webp"); !ok {
		t.Fatal("a variant read a minute ago was not served from memory")
	}
	now = now.Add(time.Second)
	if _, ok := c.get("h/480.webp"); ok {
		t.Fatal("a variant read over a minute ago was served from memory without asking the store")
	}
	if c.size != 0 || len(c.items) != 0 {
		t.Errorf("the stale variant still holds %d bytes in %d items", c.size, len(c.items))
	}
}

// Reading the memory a header asks for never fails on hostile bytes, whatever the kind claimed.
func FuzzLayout(f *testing.F) {
	f.Add(mediatest.Photo(16, 16, 6)[:600])
	f.Add(mediatest.StripedPNG(5, 3, mediatest.PNGShapes[7]))
	f.Add([]byte("RIFF\x00\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00\x10\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, k := range []kind{kindJPEG, kindPNG, kindWebP} {
			if l, ok := layoutOf(k, b); ok && (l.decoded <= 0 || l.turned <= 0) {
				t.Errorf("kind %d: layout %+v", k, l)
			}
		}
	})
}

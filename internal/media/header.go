package media

import (
	"bytes"
	"encoding/binary"
)

// layout is what a photo's header says about the memory its decoding takes,
// read before any pixel is decoded.
type layout struct {
	deep bool // 16 bits per channel (PNG): the uploader is told so when refused
	// decoded is the bytes a pixel costs while the decoder runs: its image, and
	// what it holds beside it (a progressive JPEG's coefficients, a WebP's alpha).
	decoded float64
	image   float64 // bytes a pixel of the decoder's image, once it is done
	turned  float64 // bytes a pixel of an upright copy: its planes, or RGBA (4)
	// reuse: an upright image is the source as it is, or made so in its own
	// memory (RGBA from 4- or 8-byte pixels, grey from 16-bit grey).
	reuse bool
}

// planes is a layout kept as the decoder's planes (YCbCr or grey) of n bytes a pixel.
func planes(n float64) layout { return layout{decoded: n, image: n, turned: n, reuse: true} }

// rgba is a layout of an image of n bytes a pixel made RGBA in place.
func rgba(n float64) layout { return layout{decoded: n, image: n, turned: 4, reuse: true} }

// converted is a layout of an image of n bytes a pixel copied into RGBA.
func converted(n float64) layout { return layout{decoded: n, image: n, turned: 4} }

// layoutOf reads the layout from the header; ok is false when the header is
// not one the decoder would accept (the decode then refuses it as damaged).
func layoutOf(k kind, b []byte) (l layout, ok bool) {
	switch k {
	case kindPNG:
		return pngLayout(b)
	case kindJPEG:
		return jpegLayout(b)
	case kindWebP:
		return webpLayout(b)
	}
	return layout{}, false
}

// pngLayout follows image/png: grey decodes to 1 (16-bit: 2) byte a pixel,
// palette to 1, everything else, and grey with a transparent colour, to 4
// (16-bit: 8); an interlaced image also holds its largest pass, half of it.
func pngLayout(b []byte) (layout, bool) {
	if len(b) < 33 || string(b[12:16]) != "IHDR" {
		return layout{}, false
	}
	depth, colour, interlaced := b[24], b[25], b[28] == 1
	transparent := pngChunk(b, "tRNS") != nil
	var l layout
	switch {
	case colour == 3:
		l = converted(1)
	case colour == 0 && !transparent && depth == 16:
		l = layout{decoded: 2, image: 2, turned: 1, reuse: true}
	case colour == 0 && !transparent:
		l = planes(1)
	case depth == 16:
		l = rgba(8)
	default:
		l = rgba(4)
	}
	l.deep = depth == 16
	if interlaced {
		l.decoded *= 1.5
	}
	return l, true
}

// jpegLayout follows image/jpeg: a plane of a byte a sample per component; four
// components (CMYK) also make a CMYK image; an RGB (not YCbCr) JPEG an RGBA
// copy; a progressive one keeps every coefficient (4 bytes a sample) until the end.
func jpegLayout(b []byte) (layout, bool) {
	rgb := false
	for i := 2; i+4 <= len(b); {
		if b[i] != 0xFF {
			return layout{}, false
		}
		marker := b[i+1]
		if marker == 0xFF {
			i++
			continue
		}
		if marker >= 0xD0 && marker <= 0xD7 || marker == 0x01 {
			i += 2
			continue
		}
		n := int(binary.BigEndian.Uint16(b[i+2:]))
		if n < 2 || i+2+n > len(b) {
			return layout{}, false
		}
		seg := b[i+4 : i+2+n]
		switch {
		case marker == 0xEE && len(seg) >= 12 && bytes.HasPrefix(seg, []byte("Adobe")):
			rgb = seg[11] == 0 // transform 0: RGB
		case marker == 0xC0 || marker == 0xC1 || marker == 0xC2:
			return sofLayout(seg, marker == 0xC2, rgb)
		case marker == 0xDA || marker == 0xD9:
			return layout{}, false
		}
		i += 2 + n
	}
	return layout{}, false
}

// sofLayout reads a start-of-frame segment: the components and their sampling.
func sofLayout(seg []byte, progressive, adobeRGB bool) (layout, bool) {
	if len(seg) < 6 {
		return layout{}, false
	}
	n := int(seg[5])
	if n != 1 && n != 3 && n != 4 || len(seg) < 6+3*n {
		return layout{}, false
	}
	var samples float64 // per pixel, over every component
	hmax, vmax := 1, 1
	for c := range n {
		s := seg[6+3*c+1]
		if s>>4 < 1 || s>>4 > 4 || s&15 < 1 || s&15 > 4 {
			return layout{}, false // as image/jpeg refuses it
		}
		hmax, vmax = max(hmax, int(s>>4)), max(vmax, int(s&15))
	}
	for c := range n {
		s := seg[6+3*c+1]
		samples += float64(int(s>>4)*int(s&15)) / float64(hmax*vmax)
	}
	var l layout
	switch {
	case n == 1:
		l = planes(1)
	case n == 4, adobeRGB || seg[6] == 'R' && seg[9] == 'G' && seg[12] == 'B':
		l = rgba(4)
		l.decoded += samples
	case seg[10] == 0x11 && seg[7]>>4 <= 2 && seg[7]&15 <= 2: // chroma 1×1, luma at most 2×2: 4:4:4, 4:2:2, 4:2:0, 4:4:0
		l = planes(samples)
	default:
		l = converted(samples)
	}
	if progressive {
		l.decoded += 4 * samples
	}
	return l, true
}

// webpLayout follows x/image/webp: lossy is YCbCr 4:2:0 (1.5 bytes a pixel);
// lossless is NRGBA (4), with a transform's second copy (8); lossy with alpha
// decodes its alpha losslessly beside the picture.
func webpLayout(b []byte) (layout, bool) {
	if len(b) < 21 {
		return layout{}, false
	}
	switch string(b[12:16]) {
	case "VP8 ":
		return planes(1.5), true
	case "VP8L":
		l := rgba(4)
		l.decoded = 8
		return l, true
	case "VP8X":
		if b[20]&0x10 != 0 { // alpha
			return converted(2.5 + 1 + 8), true
		}
		return converted(8), true
	}
	return layout{}, false
}

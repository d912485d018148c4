package mediatest

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"math/rand/v2"
)

// PNG colour types, as the IHDR spells them.
const (
	Grey      = 0
	RGB       = 2
	Palette   = 3
	GreyAlpha = 4
	RGBA      = 6
)

// PNGShape is the header of a PNG: what decides the memory its decoding takes.
type PNGShape struct {
	Name      string
	ColorType int  // Grey, RGB, Palette, GreyAlpha or RGBA
	Depth     int  // bits per channel (8 or 16; 8 for Palette)
	TRNS      bool // a transparency chunk (grey and RGB then decode with alpha)
}

// PNGShapes are the worst cases of every kind of PNG the pipeline reads.
var PNGShapes = []PNGShape{
	{"8-bit RGB", RGB, 8, false},
	{"8-bit RGBA", RGBA, 8, false},
	{"16-bit RGB", RGB, 16, false},
	{"16-bit RGBA", RGBA, 16, false},
	{"8-bit grey", Grey, 8, false},
	{"16-bit grey", Grey, 16, false},
	{"16-bit grey with alpha", GreyAlpha, 16, false},
	{"8-bit palette", Palette, 8, false},
	{"8-bit grey, transparent colour", Grey, 8, true},
}

// StripedPNG is a w × h PNG of the shape: one row of noise repeated, so the
// file stays tiny (a few hundred KB at 50 megapixels) while the decoded image
// is as large as the header says: the shape of a decompression bomb.
func StripedPNG(w, h int, s PNGShape) []byte {
	channels := map[int]int{Grey: 1, RGB: 3, Palette: 1, GreyAlpha: 2, RGBA: 4}[s.ColorType]
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(nil, uint32(w))
	ihdr = binary.BigEndian.AppendUint32(ihdr, uint32(h))
	ihdr = append(ihdr, byte(s.Depth), byte(s.ColorType), 0, 0, 0)
	chunk(&out, "IHDR", ihdr)
	rng := rand.New(rand.NewPCG(uint64(w), uint64(h)))
	if s.ColorType == Palette {
		plte := make([]byte, 256*3)
		for i := range plte {
			plte[i] = byte(rng.IntN(256))
		}
		chunk(&out, "PLTE", plte)
	}
	if s.TRNS {
		chunk(&out, "tRNS", make([]byte, 2*channels)) // black is transparent
	}
	row := make([]byte, 1+(w*channels*s.Depth+7)/8) // filter byte 0, then noise
	for i := 1; i < len(row); i++ {
		row[i] = byte(rng.IntN(256))
	}
	idat := zeroRows(row, h)
	chunk(&out, "IDAT", idat)
	chunk(&out, "IEND", nil)
	return out.Bytes()
}

func chunk(out *bytes.Buffer, name string, data []byte) {
	out.Write(binary.BigEndian.AppendUint32(nil, uint32(len(data))))
	out.WriteString(name)
	out.Write(data)
	out.Write(binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(append([]byte(name), data...))))
}

// zeroRows is the zlib stream of first and then h-1 rows of filter 2 (Up) and
// zeros (the row above again), written directly as fixed-Huffman deflate
// (runs of zeros as copies of the byte before), so making a 50-megapixel image
// takes milliseconds, not a compressor's pass over hundreds of MB.
func zeroRows(first []byte, h int) []byte {
	var z bitWriter
	z.out = []byte{0x78, 0x01}
	z.bits(1, 1)                 // the final block
	z.bits(1, 2)                 // fixed Huffman codes
	a, b := uint32(1), uint32(0) // Adler-32 of what the stream holds
	for _, c := range first {
		z.literal(int(c))
		a = (a + uint32(c)) % 65521
		b = (b + a) % 65521
	}
	for range h - 1 {
		z.literal(2)
		a = (a + 2) % 65521
		b = (b + a) % 65521
		z.literal(0)
		n := len(first) - 2 // zeros left after the literal one
		b = uint32((uint64(b) + uint64(len(first)-1)*uint64(a)) % 65521)
		for n > 0 {
			l := min(n, 258)
			if l < 3 {
				z.literal(0)
				n--
				continue
			}
			z.copyOfLast(l)
			n -= l
		}
	}
	z.code(0, 7) // end of block
	if z.n > 0 {
		z.out = append(z.out, byte(z.acc))
	}
	return binary.BigEndian.AppendUint32(z.out, b<<16|a)
}

type bitWriter struct {
	out []byte
	acc uint64
	n   uint
}

// bits writes the n low bits of v, least significant first, as deflate packs them.
func (w *bitWriter) bits(v uint64, n uint) {
	w.acc |= v << w.n
	w.n += n
	for w.n >= 8 {
		w.out = append(w.out, byte(w.acc))
		w.acc >>= 8
		w.n -= 8
	}
}

// code writes a Huffman code of n bits, most significant first.
func (w *bitWriter) code(c uint64, n uint) {
	var r uint64
	for range n {
		r, c = r<<1|c&1, c>>1
	}
	w.bits(r, n)
}

// literal writes byte c with the fixed literal codes.
func (w *bitWriter) literal(c int) {
	if c < 144 {
		w.code(uint64(0x30+c), 8)
	} else {
		w.code(uint64(0x190+c-144), 9)
	}
}

// copyOfLast writes a copy of l (3–258) bytes from one byte back.
func (w *bitWriter) copyOfLast(l int) {
	code, extra, base := 257, uint(0), 3
	for _, g := range []struct {
		first, extra, base int
	}{{257, 0, 3}, {265, 1, 11}, {269, 2, 19}, {273, 3, 35}, {277, 4, 67}, {281, 5, 131}} {
		if l >= g.base {
			code, extra, base = g.first, uint(g.extra), g.base
		}
	}
	code += (l - base) >> extra
	if l == 258 {
		code, extra = 285, 0
	}
	if code < 280 {
		w.code(uint64(code-256), 7)
	} else {
		w.code(uint64(0xC0+code-280), 8)
	}
	w.bits(uint64((l-base)&(1<<extra-1)), extra)
	w.code(0, 5) // distance 1
}

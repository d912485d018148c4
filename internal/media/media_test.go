package media_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"

	xwebp "golang.org/x/image/webp"

	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/media/mediatest"
	"github.com/nivaas-interiors/site/internal/staff"
)

// roomy is a budget no test photo reaches, for the tests that are not about memory.
var roomy = media.NewBudget(1 << 40)

func process(t *testing.T, data []byte) *media.Processed {
	t.Helper()
	p, err := roomy.Process(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func decodeVariant(t *testing.T, v media.Variant) image.Image {
	t.Helper()
	var img image.Image
	var err error
	if v.Format == "webp" {
		img, err = xwebp.Decode(bytes.NewReader(v.Bytes))
	} else {
		img, err = jpeg.Decode(bytes.NewReader(v.Bytes))
	}
	if err != nil {
		t.Fatalf("%s %d: %v", v.Format, v.Width, err)
	}
	return img
}

// Every EXIF orientation comes out upright: the scene's red quarter top-left, and the size turned.
func TestOrientationAllEight(t *testing.T) {
	for o := 1; o <= 8; o++ {
		p := process(t, mediatest.Photo(64, 48, o))
		if p.Width != 64 || p.Height != 48 {
			t.Errorf("orientation %d: %d × %d, want 64 × 48", o, p.Width, p.Height)
		}
		for _, v := range p.Variants {
			img := decodeVariant(t, v)
			b := img.Bounds()
			if b.Dx() != 64 || b.Dy() != 48 {
				t.Fatalf("orientation %d, %s: %v", o, v.Format, b)
			}
			if !mediatest.Red(img.At(8, 8)) || mediatest.Red(img.At(56, 8)) || mediatest.Red(img.At(8, 40)) || mediatest.Red(img.At(56, 40)) {
				t.Errorf("orientation %d, %s: not upright (top-left %v, top-right %v, bottom-left %v)", o, v.Format, img.At(8, 8), img.At(56, 8), img.At(8, 40))
			}
		}
	}
}

// No metadata survives: no EXIF, GPS, XMP or ICC in any output, by content and by structure.
func TestNoMetadataSurvives(t *testing.T) {
	p := process(t, mediatest.Photo(1000, 750, 6))
	if len(p.Variants) != 5 { // master + 480 and 960 in two formats
		t.Fatalf("%d variants", len(p.Variants))
	}
	for _, v := range p.Variants {
		for _, s := range []string{"Exif", "GPS", mediatest.GPSText, "http://ns.adobe.com", "ICC_PROFILE", "xmpmeta"} {
			if bytes.Contains(v.Bytes, []byte(s)) {
				t.Errorf("%s %d contains %q", v.Format, v.Width, s)
			}
		}
		// GPS latitude 12/1 as a little-endian rational, as the upload stored it.
		if bytes.Contains(v.Bytes, []byte{12, 0, 0, 0, 1, 0, 0, 0, 58, 0, 0, 0, 1, 0, 0, 0}) {
			t.Errorf("%s %d contains the GPS latitude", v.Format, v.Width)
		}
		switch v.Format {
		case "webp":
			for _, chunk := range riffChunks(t, v.Bytes) {
				if chunk != "VP8 " && chunk != "VP8L" && chunk != "VP8X" && chunk != "ALPH" {
					t.Errorf("webp %d has chunk %q", v.Width, chunk)
				}
			}
		default:
			for _, m := range jpegMarkers(t, v.Bytes) {
				if m >= 0xE1 && m <= 0xEF || m == 0xFE { // APP1–APP15, comment
					t.Errorf("%s %d has marker %#x", v.Format, v.Width, m)
				}
			}
		}
	}
}

func riffChunks(t *testing.T, b []byte) []string {
	t.Helper()
	if string(b[:4]) != "RIFF" || string(b[8:12]) != "WEBP" {
		t.Fatal("not a WebP file")
	}
	var names []string
	for i := 12; i+8 <= len(b); {
		n := int(binary.LittleEndian.Uint32(b[i+4:]))
		names = append(names, string(b[i:i+4]))
		i += 8 + n + n&1
	}
	return names
}

func jpegMarkers(t *testing.T, b []byte) []byte {
	t.Helper()
	var markers []byte
	for i := 2; i+4 <= len(b); {
		if b[i] != 0xFF {
			t.Fatalf("bad JPEG at %d", i)
		}
		m := b[i+1]
		markers = append(markers, m)
		if m == 0xDA {
			break
		}
		i += 2 + int(binary.BigEndian.Uint16(b[i+2:]))
	}
	return markers
}

// Widths never upscale; a small photo gets its own width; heights keep the proportion.
func TestWidths(t *testing.T) {
	for _, tc := range []struct {
		w, h, o int
		want    []int
	}{
		{1000, 700, 6, []int{480, 960}},
		{1600, 1200, 8, []int{480, 960, 1600}},
		{300, 200, 1, []int{300}},
		{480, 320, 3, []int{480}},
	} {
		p := process(t, mediatest.Photo(tc.w, tc.h, tc.o))
		if p.Width != tc.w || p.Height != tc.h || !equal(p.Widths, tc.want) {
			t.Errorf("%d × %d: %d × %d, widths %v, want %v", tc.w, tc.h, p.Width, p.Height, p.Widths, tc.want)
		}
		largest := tc.want[len(tc.want)-1]
		if p.Variants[0].Format != media.MasterFormat || p.Variants[0].Width != largest {
			t.Errorf("%d × %d: first variant %s %d, want the master at the largest width served, %d", tc.w, tc.h, p.Variants[0].Format, p.Variants[0].Width, largest)
		}
		for _, v := range p.Variants {
			b := decodeVariant(t, v).Bounds()
			wantH := (tc.h*v.Width + tc.w/2) / tc.w
			if b.Dx() != v.Width || b.Dy() != wantH {
				t.Errorf("%d × %d, %s %d: %v, want height %d", tc.w, tc.h, v.Format, v.Width, b, wantH)
			}
			if v.ContentType != map[string]string{"webp": "image/webp", "jpeg": "image/jpeg", media.MasterFormat: "image/jpeg"}[v.Format] {
				t.Errorf("%s: content type %q", v.Format, v.ContentType)
			}
		}
		if !strings.HasPrefix(p.Placeholder, "#") || len(p.Placeholder) != 7 {
			t.Errorf("placeholder %q", p.Placeholder)
		}
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// The same photo is the same hash; another photo another.
func TestHashIsStable(t *testing.T) {
	a, b := process(t, mediatest.Photo(200, 100, 6)), process(t, mediatest.Photo(200, 100, 6))
	c := process(t, mediatest.Photo(200, 100, 1))
	if a.Hash != b.Hash || len(a.Hash) != 64 {
		t.Errorf("hashes %q and %q", a.Hash, b.Hash)
	}
	if c.Hash == a.Hash {
		t.Error("another photo has the same hash")
	}
}

func TestPNGAndWebPAreRead(t *testing.T) {
	scene := mediatest.Scene(120, 90, 3)
	var pngBytes bytes.Buffer
	if err := png.Encode(&pngBytes, scene); err != nil {
		t.Fatal(err)
	}
	p := process(t, pngBytes.Bytes())
	var webpBytes []byte
	for _, v := range p.Variants {
		if v.Format == "webp" {
			webpBytes = v.Bytes
		}
	}
	q := process(t, webpBytes)
	if p.Width != 120 || q.Width != 120 || q.Height != 90 {
		t.Errorf("png %d × %d, webp %d × %d", p.Width, p.Height, q.Width, q.Height)
	}
}

// pngHeader is a PNG whose IHDR claims w × h, followed by a tiny IDAT: a bomb's header.
func pngHeader(w, h uint32) []byte {
	chunk := func(name string, data []byte) []byte {
		b := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
		b = append(b, name...)
		b = append(b, data...)
		return binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(append([]byte(name), data...)))
	}
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 2, 0, 0, 0) // 8-bit RGB
	b := []byte("\x89PNG\r\n\x1a\n")
	b = append(b, chunk("IHDR", ihdr)...)
	b = append(b, chunk("IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})...)
	return append(b, chunk("IEND", nil)...)
}

// Hostile files are refused with the reason and a readable sentence, before decoding where they can be.
func TestRefusals(t *testing.T) {
	photo := mediatest.Photo(640, 480, 1)
	elf := append([]byte("\x7fELF\x02\x01\x01\x00"), make([]byte, 200)...)
	pe := append([]byte("MZ\x90\x00"), make([]byte, 200)...)
	for _, tc := range []struct {
		name   string
		data   []byte
		reason media.Reason
		text   string
	}{
		{"empty", nil, media.Empty, "empty"},
		{"26 MB", bytes.Repeat([]byte{0xFF}, 26<<20), media.TooLarge, "larger than 25 MB"},
		{"renamed executable (ELF)", elf, media.NotAPhoto, "JPEG, PNG or WebP"},
		{"renamed executable (PE)", pe, media.NotAPhoto, "JPEG, PNG or WebP"},
		{"HTML", []byte("<!doctype html><script>alert(1)</script>"), media.NotAPhoto, "JPEG, PNG or WebP"},
		{"SVG", []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`), media.NotAPhoto, "JPEG, PNG or WebP"},
		{"GIF", []byte("GIF89a\x01\x00\x01\x00"), media.NotAPhoto, "JPEG, PNG or WebP"},
		{"HEIC", append([]byte("\x00\x00\x00\x18ftypheic"), make([]byte, 100)...), media.NotAPhoto, "JPEG"},
		{"30,000 × 30,000 PNG bomb", pngHeader(30000, 30000), media.TooManyPixels, "30000 × 30000"},
		{"a strip of pixels", pngHeader(20000, 10), media.TooManyPixels, "50 megapixels"},
		{"truncated JPEG", photo[:len(photo)/2], media.Damaged, "damaged"},
		{"JPEG header only", photo[:40], media.Damaged, "damaged"},
		{"PNG with a bad body", pngHeader(64, 64), media.Damaged, "damaged"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := roomy.Process(context.Background(), tc.data)
			r, ok := media.RefusalOf(err)
			if !ok || r.Reason != tc.reason || !strings.Contains(r.Message, tc.text) || !strings.HasSuffix(r.Message, ".") {
				t.Fatalf("got %v, want reason %d with %q", err, tc.reason, tc.text)
			}
		})
	}
}

func TestDeadlineIsBusy(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 0)
	defer cancel()
	svc := media.NewService(nil, media.Config{})
	_, _, err := svc.Upload(ctx, mediatest.Photo(800, 600, 1), media.Uploader{By: staff.Actor{ID: 1}})
	if r, ok := media.RefusalOf(err); !ok || r.Reason != media.Busy {
		t.Fatalf("got %v, want Busy", err)
	}
}

func TestURLAndParseName(t *testing.T) {
	hash := strings.Repeat("ab", 32)
	if got := media.URL(hash, 960, "jpeg"); got != "/media/"+hash+"/960.jpg" {
		t.Errorf("URL jpeg = %q", got)
	}
	if got := media.URL(hash, 480, "webp"); got != "/media/"+hash+"/480.webp" {
		t.Errorf("URL webp = %q", got)
	}
	if w, f, ok := media.ParseName(hash, "1600.webp"); !ok || w != 1600 || f != "webp" {
		t.Errorf("1600.webp: %d %q %v", w, f, ok)
	}
	if w, f, ok := media.ParseName(hash, "480.jpg"); !ok || w != 480 || f != "jpeg" {
		t.Errorf("480.jpg: %d %q %v", w, f, ok)
	}
	for _, tc := range [][2]string{
		{strings.ToUpper(hash), "480.webp"}, {hash[:63], "480.webp"}, {hash + "0", "480.webp"}, {"../../etc", "480.webp"},
		{strings.Repeat("g", 64), "480.webp"}, {hash, "480.jpeg"}, {hash, "480.png"}, {hash, "480.WEBP"}, {hash, "480"},
		{hash, ".webp"}, {hash, "0480.webp"}, {hash, "0.webp"}, {hash, "-1.webp"}, {hash, "+480.webp"}, {hash, "99999.webp"},
		{hash, "480.webp.jpg"}, {hash, "480.webp/"}, {hash, "4 80.webp"}, {hash, "480.master"}, {hash, "１６００.webp"},
	} {
		if _, _, ok := media.ParseName(tc[0], tc[1]); ok {
			t.Errorf("ParseName(%q, %q) accepted", tc[0], tc[1])
		}
	}
}

// Every way a photo is kept turns it upright: JPEG planes of odd sizes (the
// halved colour planes round up), grey planes, and RGBA from a PNG with EXIF.
func TestOrientationEveryKind(t *testing.T) {
	w, h := 63, 47
	for o := 1; o <= 8; o++ {
		stored := mediatest.Stored(mediatest.Scene(w, h, 1), o)
		var pngBytes bytes.Buffer
		if err := png.Encode(&pngBytes, stored); err != nil {
			t.Fatal(err)
		}
		grey := image.NewGray(stored.Rect)
		for i := range grey.Pix {
			if mediatest.Red(stored.At(i%grey.Stride, i/grey.Stride)) {
				continue // the red quarter is black in grey
			}
			grey.Pix[i] = 230
		}
		for kind, data := range map[string][]byte{
			"JPEG":      mediatest.Photo(w, h, o),
			"grey JPEG": mediatest.JPEG(grey, o),
			"PNG":       withEXIF(pngBytes.Bytes(), mediatest.TIFF(o)),
		} {
			p := process(t, data)
			if p.Width != w || p.Height != h {
				t.Errorf("%s, orientation %d: %d × %d", kind, o, p.Width, p.Height)
			}
			img := decodeVariant(t, p.Variants[1])
			dark := func(x, y int) bool {
				r, g, b, _ := img.At(x, y).RGBA()
				return g>>8 < 100 && b>>8 < 100 && (kind == "grey JPEG" || r>>8 > 170)
			}
			if !dark(8, 8) || dark(w-8, 8) || dark(8, h-8) || dark(w-8, h-8) {
				t.Errorf("%s, orientation %d: not upright (top-left %v, top-right %v, bottom-left %v)", kind, o, img.At(8, 8), img.At(w-8, 8), img.At(8, h-8))
			}
		}
	}
}

// withEXIF puts an eXIf chunk holding tiff after a PNG's header chunk.
func withEXIF(p, tiff []byte) []byte {
	chunk := binary.BigEndian.AppendUint32(nil, uint32(len(tiff)))
	chunk = append(append(chunk, "eXIf"...), tiff...)
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
	const afterIHDR = 8 + 25
	return append(append(append([]byte(nil), p[:afterIHDR]...), chunk...), p[afterIHDR:]...)
}

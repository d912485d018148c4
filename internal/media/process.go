package media

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"sync"

	"github.com/gen2brain/webp"
)

// Encoder settings: the master keeps detail for later widths; variants are sized for the web.
const (
	masterQuality = 90
	jpegQuality   = 80
	webpQuality   = 78
	webpMethod    = 2 // libwebp's speed/size trade-off (0 fast … 6 slow); 2 keeps a 12 MP photo within budget
)

// photo is an upload read, checked and decoded, not yet encoded.
type photo struct {
	src    image.Image // upright: RGBA flattened onto white, or the decoder's YCbCr or grey planes
	width  int
	height int
}

// read checks the bytes and decodes them: the type from the content, the size
// and the memory decoding takes from the header, reserved in budget before any
// pixel is decoded, then the pixels. The caller calls release when done with p.
func read(ctx context.Context, data []byte, budget *Budget) (p *photo, release func(), err error) {
	k, err := check(data)
	if err != nil {
		return nil, nil, err
	}
	cfg, err := config(k, data)
	if err != nil {
		return nil, nil, refuse(Damaged, MsgDamaged)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, nil, refuse(Damaged, MsgDamaged)
	}
	if cfg.Width > MaxSide || cfg.Height > MaxSide || int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return nil, nil, tooManyPixels(cfg.Width, cfg.Height)
	}
	l, ok := layoutOf(k, data)
	if !ok {
		return nil, nil, refuse(Damaged, MsgDamaged)
	}
	o := orientation(k, data)
	free, err := budget.reserve(ctx, l, cfg.Width, cfg.Height, o)
	if err != nil {
		return nil, nil, err
	}
	defer func() {
		if err != nil {
			free()
		}
	}()
	img, err := decode(k, data)
	if err != nil {
		return nil, nil, refuse(Damaged, MsgDamaged)
	}
	if b := img.Bounds(); b.Dx() != cfg.Width || b.Dy() != cfg.Height {
		return nil, nil, refuse(Damaged, MsgDamaged)
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	src := upright(img, o)
	return &photo{src: src, width: src.Bounds().Dx(), height: src.Bounds().Dy()}, free, nil
}

// widthsFor are the responsive widths made for a photo w pixels wide: those
// that do not upscale it, or its own width when it is narrower than all.
func widthsFor(w int) []int {
	var out []int
	for _, x := range Widths {
		if x <= w {
			out = append(out, x)
		}
	}
	if len(out) == 0 {
		out = []int{w}
	}
	return out
}

// variants resizes to every width, largest first (each from the one before),
// and encodes each as WebP and JPEG; it returns them, the master first, with
// the placeholder. The master is the largest width served, not the full-size
// original: that was never served, and was most of a photo's stored bytes
// (4.8 MB of 5.4 MB for 12 MP); a wider size would need the photo uploaded again.
func (p *photo) variants(ctx context.Context) ([]Variant, string, error) {
	widths := widthsFor(p.width)
	type job struct {
		img    *image.RGBA
		width  int
		format string
	}
	var jobs []job
	from := p.src
	placeholder := ""
	for i := len(widths) - 1; i >= 0; i-- {
		w := widths[i]
		small := shrink(from, w, max(1, (p.height*w+p.width/2)/p.width))
		from = small
		if i == 0 {
			placeholder = averageColour(small)
		}
		if i == len(widths)-1 {
			jobs = append(jobs, job{small, w, MasterFormat})
		}
		for _, f := range Formats {
			jobs = append(jobs, job{small, w, f})
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, "", err
	}
	out := make([]Variant, len(jobs))
	errs := make([]error, len(jobs))
	// One encoder per format, each through its widths: WebP (the slow one) beside
	// JPEG. Never two WebP at once: each takes ~30 bytes a pixel while it runs.
	var wg sync.WaitGroup
	for _, f := range Formats {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, j := range jobs {
				if encoder(j.format) != f {
					continue
				}
				if errs[i] = ctx.Err(); errs[i] != nil {
					return
				}
				b, err := encode(j.img, j.format)
				out[i], errs[i] = Variant{Width: j.width, Format: j.format, ContentType: ContentType(j.format), Bytes: b}, err
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, "", err
	}
	return out, placeholder, nil
}

// encoder is the format whose encoder makes format: the master is a JPEG.
func encoder(format string) string {
	if format == MasterFormat {
		return "jpeg"
	}
	return format
}

func encode(img *image.RGBA, format string) ([]byte, error) {
	var buf bytes.Buffer
	var err error
	switch format {
	case "webp":
		err = webp.Encode(&buf, img, webp.Options{Quality: webpQuality, Method: webpMethod})
	case MasterFormat:
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: masterQuality})
	default:
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: jpegQuality})
	}
	if err != nil {
		return nil, fmt.Errorf("media: encode %s: %w", format, err)
	}
	return buf.Bytes(), nil
}

// averageColour is the photo's mean colour as "#rrggbb", the placeholder shown before it loads.
func averageColour(img *image.RGBA) string {
	var r, g, b, n uint64
	for y := 0; y < img.Rect.Dy(); y++ {
		line := img.Pix[y*img.Stride : y*img.Stride+img.Rect.Dx()*4]
		for i := 0; i < len(line); i += 4 {
			r, g, b = r+uint64(line[i]), g+uint64(line[i+1]), b+uint64(line[i+2])
			n++
		}
	}
	return fmt.Sprintf("#%02x%02x%02x", r/n, g/n, b/n)
}

// Process runs the whole pipeline on one upload within the budget: checks,
// decode, the variants and the master, re-encoded so no metadata survives;
// the master's SHA-256 names the photo.
func (b *Budget) Process(ctx context.Context, data []byte) (*Processed, error) {
	p, release, err := read(ctx, data, b)
	if err != nil {
		return nil, err
	}
	defer release()
	vs, placeholder, err := p.variants(ctx)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(vs[0].Bytes)
	return &Processed{
		Image: Image{Hash: hex.EncodeToString(sum[:]), Width: p.width, Height: p.height, Placeholder: placeholder,
			Widths: widthsFor(p.width), Formats: Formats},
		Variants: vs,
	}, nil
}

// WarmUp compiles the WebP encoder (WebAssembly, once per process, about a
// second), so the first upload after a start does not pay for it.
func WarmUp() {
	_, _ = encode(image.NewRGBA(image.Rect(0, 0, 8, 8)), "webp")
}

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

// Encoder settings: the master keeps detail for later re-encodings; variants are sized for the web.
const (
	masterQuality = 90
	jpegQuality   = 80
	webpQuality   = 78
	webpMethod    = 2 // libwebp's speed/size trade-off (0 fast … 6 slow); 2 keeps a 12 MP photo within budget
)

// photo is an upload read, checked and decoded, not yet encoded.
type photo struct {
	src    *image.RGBA // as stored in the file, flattened onto white
	orient int         // EXIF orientation to apply
	width  int         // upright size
	height int
}

// read checks the bytes and decodes them: the type from the content, the size
// from the header before any pixel is decoded, then the pixels.
func read(ctx context.Context, data []byte) (*photo, error) {
	k, err := check(data)
	if err != nil {
		return nil, err
	}
	cfg, err := config(k, data)
	if err != nil {
		return nil, refuse(Damaged, MsgDamaged)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, refuse(Damaged, MsgDamaged)
	}
	if cfg.Width > MaxSide || cfg.Height > MaxSide || int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return nil, tooManyPixels(cfg.Width, cfg.Height)
	}
	p := &photo{orient: orientation(k, data)}
	img, err := decode(k, data)
	if err != nil {
		return nil, refuse(Damaged, MsgDamaged)
	}
	if b := img.Bounds(); b.Dx() != cfg.Width || b.Dy() != cfg.Height {
		return nil, refuse(Damaged, MsgDamaged)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p.src = toRGBA(img)
	p.width, p.height = cfg.Width, cfg.Height
	if p.orient >= 5 {
		p.width, p.height = p.height, p.width
	}
	return p, nil
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
		h := max(1, (p.height*w+p.width/2)/p.width)
		sw, sh := w, h
		if p.orient >= 5 { // resize in the file's own orientation, turn the small result
			sw, sh = h, w
		}
		from = shrink(from, sw, sh)
		upright := orient(from, p.orient)
		if i == 0 {
			placeholder = averageColour(upright)
		}
		if i == len(widths)-1 {
			jobs = append(jobs, job{upright, w, MasterFormat})
		}
		for _, f := range Formats {
			jobs = append(jobs, job{upright, w, f})
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, "", err
	}
	out := make([]Variant, len(jobs))
	errs := make([]error, len(jobs))
	// Two encoders at once: WebP (the slow one) beside JPEG.
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, j := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			if ctx.Err() != nil {
				errs[i] = ctx.Err()
				return
			}
			b, err := encode(j.img, j.format)
			out[i], errs[i] = Variant{Width: j.width, Format: j.format, ContentType: ContentType(j.format), Bytes: b}, err
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, "", err
	}
	return out, placeholder, nil
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

// Process runs the whole pipeline on one upload: checks, decode, the variants
// and the master, re-encoded so no metadata survives; the master's SHA-256
// names the photo. Service.Upload bounds it.
func Process(ctx context.Context, data []byte) (*Processed, error) {
	p, err := read(ctx, data)
	if err != nil {
		return nil, err
	}
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

package media

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"runtime/debug"
	"strings"
	"sync"
	"testing"

	"github.com/nivaas-interiors/site/internal/media/mediatest"
)

// withMemoryLimit runs f with the Go memory limit at n bytes above what is in
// use now, as the site runs (MEMORY_LIMIT): the collector lets memory grow to
// the limit and no further while what is live fits, so a peak above it is
// memory the pipeline held, not garbage.
func withMemoryLimit(n int64, f func()) {
	debug.FreeOSMemory() // collects first: the limit is n above what is live
	old := debug.SetMemoryLimit(int64(mediatest.GoMemory()) + n)
	defer debug.SetMemoryLimit(old)
	f()
}

// The 16-bit RGBA PNG of 7071 × 7071 pixels (a few hundred KB, 400 MB decoded)
// is refused from its header with a sentence, before a pixel is decoded.
func TestSixteenBitBombRefusedFromHeader(t *testing.T) {
	data := mediatest.StripedPNG(7071, 7071, mediatest.PNGShape{Name: "16-bit RGBA", ColorType: mediatest.RGBA, Depth: 16})
	var err error
	peak, _ := mediatest.PeakMemory(func() { _, err = NewBudget(DefaultMemoryBytes).Process(context.Background(), data) })
	r, ok := RefusalOf(err)
	if !ok || r.Reason != TooManyPixels {
		t.Fatalf("got %v, want a refusal for size", err)
	}
	want := "This photo is too large to process here (7071 × 7071 pixels, 16 bits per channel). Please send one of at most "
	if !strings.HasPrefix(r.Message, want) || !strings.HasSuffix(r.Message, " megapixels, or save it with 8 bits per channel.") {
		t.Errorf("message %q", r.Message)
	}
	if peak > 16<<20 {
		t.Errorf("refusing it took %d MB", peak>>20)
	}
}

// For every kind of PNG, a JPEG turned by its EXIF and a tall strip, the
// memory processing takes stays within the cost reserved for it from its header.
func TestCostCoversPeak(t *testing.T) {
	WarmUp()
	roomy := NewBudget(1 << 40)
	cases := map[string][]byte{
		"JPEG turned (orientation 6)":   mediatest.Photo(900, 1200, 6),
		"JPEG upright":                  mediatest.Photo(1200, 900, 1),
		"PNG 8-bit RGBA, a tall strip":  mediatest.StripedPNG(1700, 3000, mediatest.PNGShapes[1]),
		"JPEG a little wider than 1600": mediatest.Photo(1700, 1400, 1), // Catmull-Rom's buffer
	}
	for _, s := range mediatest.PNGShapes {
		cases["PNG "+s.Name] = mediatest.StripedPNG(1200, 900, s)
	}
	for name, data := range cases {
		k, _ := check(data)
		cfg, _ := config(k, data)
		l, _ := layoutOf(k, data)
		est := cost(l, cfg.Width, cfg.Height, orientation(k, data))
		var peak uint64
		var err error
		withMemoryLimit(est, func() {
			peak, _ = mediatest.PeakMemory(func() { _, err = roomy.Process(context.Background(), data) })
		})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		t.Logf("%-36s reserved %4d MB, peak %4d MB", name, est>>20, peak>>20)
		if int64(peak) > est+mediatest.Lag(est) {
			t.Errorf("%s: peak %d MB over the %d MB reserved", name, peak>>20, est>>20)
		}
	}
}

// Four 16-bit uploads at once, with room for one and a half: they take turns,
// the process stays within the budget, every one is made, and the memory goes
// back to the system afterwards.
func TestBudgetHoldsForFourAtOnce(t *testing.T) {
	WarmUp()
	data := mediatest.StripedPNG(1200, 800, mediatest.PNGShapes[3]) // 16-bit RGBA
	k, _ := check(data)
	l, _ := layoutOf(k, data)
	one := cost(l, 1200, 800, 1)
	budget := NewBudget(one * 3 / 2)
	var peak, after uint64
	errs := make([]error, 4)
	withMemoryLimit(budget.total, func() {
		peak, after = mediatest.PeakMemory(func() {
			var wg sync.WaitGroup
			for i := range errs {
				wg.Go(func() { _, errs[i] = budget.Process(context.Background(), data) })
			}
			wg.Wait()
		})
	})
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("one reserves %d MB; four at once: peak %d MB, %d MB after", one>>20, peak>>20, after>>20)
	if int64(peak) > budget.total+mediatest.Lag(budget.total) {
		t.Errorf("four at once peaked at %d MB, over the %d MB budget", peak>>20, budget.total>>20)
	}
	if after > 24<<20 {
		t.Errorf("%d MB still held from the system after the uploads", after>>20)
	}
}

// A 16-bit image becomes the RGBA source in its own memory, and 16-bit grey
// the grey source: no second full-size copy.
func TestSixteenBitConvertedInPlace(t *testing.T) {
	for _, s := range []mediatest.PNGShape{mediatest.PNGShapes[3], mediatest.PNGShapes[2], mediatest.PNGShapes[5]} {
		img, err := png.Decode(bytes.NewReader(mediatest.StripedPNG(40, 30, s)))
		if err != nil {
			t.Fatal(err)
		}
		pix := pixels(img)
		src := upright(img, 1)
		got := pixels(src)
		_, rgba := src.(*image.RGBA)
		_, grey := src.(*image.Gray)
		if !rgba && !grey || len(got) == 0 || &got[0] != &pix[0] {
			t.Errorf("%s: decoded as %T, made %T in new memory", s.Name, img, src)
		}
	}
}

// pixels is the memory behind an image of the 8- and 16-bit types the pipeline decodes and converts to.
func pixels(img image.Image) []uint8 {
	switch m := img.(type) {
	case *image.NRGBA64:
		return m.Pix
	case *image.RGBA64:
		return m.Pix
	case *image.Gray16:
		return m.Pix
	case *image.RGBA:
		return m.Pix
	case *image.Gray:
		return m.Pix
	}
	return nil
}

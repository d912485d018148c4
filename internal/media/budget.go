package media

import (
	"context"
	"fmt"
	"math"
	"runtime/debug"

	"golang.org/x/sync/semaphore"
)

// DefaultMemoryBytes is the memory all uploads being processed may take at
// once when the service is given none: two thirds of a 384 MiB process limit
// (a 24-megapixel photo takes up to ~220 MB, with the WebP encoder's ~32 bytes
// a pixel of its largest variant).
const DefaultMemoryBytes = 256 << 20

// Bytes a pixel costs beside the decoder's (layout).
const (
	masterBytes = 1.5 // the master JPEG as it is written (a growing buffer)
	// The variants: each one's RGBA, held until all are encoded, and the WebP
	// encoder's memory (WebAssembly, growing by copies) while it works on the largest.
	variantBytes = 4
	webpBytes    = 40
	// Catmull-Rom (a step of under 2× from at most catmullRomMaxPixels) keeps
	// four float64s a pixel of destination width × source height.
	catmullRomBytes = 32
	fixedBytes      = 8 << 20
)

// Budget is the memory, in bytes, the photos being processed may take
// together. Each reserves its cost, counted from its header, before a pixel is
// decoded, and waits while the others hold too much; a photo that alone costs
// more than the whole budget is refused.
type Budget struct {
	total int64
	sem   *semaphore.Weighted
}

// NewBudget returns a budget of n bytes.
func NewBudget(n int64) *Budget {
	return &Budget{total: n, sem: semaphore.NewWeighted(n)}
}

// cost is the most memory processing a w × h photo of layout l (stored
// turned by orientation o) takes at once, in bytes.
func cost(l layout, w, h, o int) int64 {
	px := float64(w) * float64(h)
	// While decoding: the decoder's memory, and the upright copy unless the
	// image is the source as it is. Then: the source, the master, the variants.
	decoding, keep := l.decoded+l.turned, l.turned
	if l.reuse && o <= 1 {
		decoding, keep = l.decoded, l.image
	}
	uw, uh := w, h
	if o >= 5 {
		uw, uh = h, w
	}
	// The widths, largest first, each resized from the one before.
	var all, largest, resizing float64
	sw, sh := uw, uh
	ws := widthsFor(uw)
	for i := len(ws) - 1; i >= 0; i-- {
		dw, dh := ws[i], max(1, (uh*ws[i]+uw/2)/uw)
		vpx := float64(dw) * float64(dh)
		all, largest = all+vpx, max(largest, vpx)
		if sw*sh <= catmullRomMaxPixels && sw < 2*dw && sh < 2*dh {
			resizing += float64(dw) * float64(sh) * catmullRomBytes // one after another, faster than collected
		}
		sw, sh = dw, dh
	}
	encoding := px*(keep+masterBytes) + all*variantBytes + max(largest*webpBytes, resizing)
	return int64(max(px*decoding, encoding)) + fixedBytes
}

// reserve counts a photo's cost against the budget before it is decoded, and
// returns the function that gives it back. It refuses a photo costing more
// than the whole budget with the largest size of its kind that fits.
func (b *Budget) reserve(ctx context.Context, l layout, w, h, o int) (release func(), err error) {
	n := cost(l, w, h, o)
	if n > b.total {
		return nil, b.tooLarge(l, w, h, o)
	}
	if err := b.sem.Acquire(ctx, n); err != nil {
		return nil, err
	}
	return func() {
		b.sem.Release(n)
		if n >= b.total/4 {
			debug.FreeOSMemory() // a big job's pages go back to the system now, not minutes later
		}
	}, nil
}

// tooLarge is the refusal of a photo over the budget: how large a photo of
// the same kind and proportions may be, in whole megapixels.
func (b *Budget) tooLarge(l layout, w, h, o int) error {
	fits := 0
	for mp := 1; float64(mp)*1e6 < float64(w)*float64(h); mp++ {
		scale := float64(mp) * 1e6 / (float64(w) * float64(h))
		sw, sh := max(1, int(float64(w)*math.Sqrt(scale))), max(1, int(float64(h)*math.Sqrt(scale)))
		if cost(l, sw, sh, o) > b.total {
			break
		}
		fits = mp
	}
	if o >= 5 { // the sizes the uploader sees, upright
		w, h = h, w
	}
	depth, advice := "8 bits per channel", ""
	if l.deep {
		depth, advice = "16 bits per channel", ", or save it with 8 bits per channel"
	}
	if fits == 0 {
		return refuse(TooManyPixels, fmt.Sprintf("This photo is too large to process here (%d × %d pixels, %s). Please send a smaller one%s.", w, h, depth, advice))
	}
	return refuse(TooManyPixels, fmt.Sprintf("This photo is too large to process here (%d × %d pixels, %s). Please send one of at most %d megapixels%s.", w, h, depth, fits, advice))
}

package main

import (
	"context"
	"fmt"
	"runtime/debug"
	"sync"

	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/media/mediatest"
)

// serverLimit is serve's default MEMORY_LIMIT; uploads get two thirds of it.
const serverLimit = 384 << 20

// memoryTable prints how far the process's Go memory rises for one upload of
// each worst-case shape (PNGs striped: a tiny file, a full-size image), and
// for four at once, as serve runs them: under its default memory limit, in the
// uploads' shared budget.
func memoryTable() {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(serverLimit))
	budget := media.NewBudget(media.DefaultMemoryBytes)
	fmt.Printf("\npeak memory of uploads (Go memory above idle; limit %d MiB, uploads' budget %d MiB)\n", serverLimit>>20, media.DefaultMemoryBytes>>20)
	fmt.Printf("%-36s %16s %16s %16s\n", "one upload of", "12 MP", "24 MP", "50 MP")
	sizes := [][2]int{{4000, 3000}, {6000, 4000}, {7071, 7071}}
	photoSizes := [][2]int{{3000, 4000}, {4000, 6000}, {5770, 8660}}
	png := func(shape mediatest.PNGShape) func(w, h int) []byte {
		return func(w, h int) []byte { return mediatest.StripedPNG(w, h, shape) }
	}
	photo := func(w, h int) []byte { return mediatest.Photo(w, h, 6) }
	for _, s := range mediatest.PNGShapes {
		memoryRow("  PNG "+s.Name, budget, 1, sizes, png(s))
	}
	memoryRow("  JPEG phone photo (4:2:0, turned)", budget, 1, photoSizes, photo)
	memoryRow("four at once: PNG 16-bit RGBA", budget, 4, sizes, png(mediatest.PNGShapes[3]))
	memoryRow("four at once: JPEG phone photo", budget, 4, photoSizes, photo)
}

// memoryRow prints one row of the table: the peak of n uploads at once of each size that image makes.
func memoryRow(label string, budget *media.Budget, n int, sizes [][2]int, image func(w, h int) []byte) {
	fmt.Printf("%-36s", label)
	for _, sz := range sizes {
		fmt.Printf(" %16s", peak(budget, n, image(sz[0], sz[1])))
	}
	fmt.Println()
}

// peak processes n copies of data at once and reports the Go memory's peak growth, and any refusal.
func peak(budget *media.Budget, n int, data []byte) string {
	var (
		mu      sync.Mutex
		refusal string
	)
	grew, _ := mediatest.PeakMemory(func() {
		var wg sync.WaitGroup
		for range n {
			wg.Go(func() {
				_, err := budget.Process(context.Background(), data)
				if err != nil {
					mu.Lock()
					defer mu.Unlock()
					refusal = "refused, "
					if _, ok := media.RefusalOf(err); !ok {
						refusal = "error, "
					}
				}
			})
		}
		wg.Wait()
	})
	return fmt.Sprintf("%s%d MB", refusal, grew>>20)
}

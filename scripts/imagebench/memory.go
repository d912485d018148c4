package main

import (
	"context"
	"fmt"
	"sync"

	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/media/mediatest"
)

// memoryTable prints the peak memory one upload of each worst-case shape
// takes (a striped PNG: tiny file, full-size image), and four at once.
func memoryTable(budget *media.Budget) {
	fmt.Printf("\n%-44s %12s %12s\n", "peak memory of one upload (Go, above idle)", "12 MP", "50 MP")
	for _, s := range mediatest.PNGShapes {
		fmt.Printf("%-44s %12s %12s\n", "  PNG "+s.Name, peak(budget, 1, mediatest.StripedPNG(4000, 3000, s)), peak(budget, 1, mediatest.StripedPNG(7071, 7071, s)))
	}
	fmt.Printf("%-44s %12s %12s\n", "  JPEG phone photo (4:2:0, turned)", peak(budget, 1, mediatest.Photo(3000, 4000, 6)), peak(budget, 1, mediatest.Photo(5770, 8660, 6)))
	rgba16 := mediatest.PNGShapes[3]
	fmt.Printf("%-44s %12s %12s\n", "four at once: PNG 16-bit RGBA", peak(budget, 4, mediatest.StripedPNG(4000, 3000, rgba16)), peak(budget, 4, mediatest.StripedPNG(7071, 7071, rgba16)))
}

// peak processes n copies of data at once and reports the Go memory's peak growth, or the refusal.
func peak(budget *media.Budget, n int, data []byte) string {
	var (
		mu      sync.Mutex
		refusal string
	)
	grew, _ := mediatest.PeakMemory(func() {
		var wg sync.WaitGroup
		for range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := budget.Process(context.Background(), data)
				if err != nil {
					mu.Lock()
					refusal = "refused"
					if _, ok := media.RefusalOf(err); !ok {
						refusal = "error"
					}
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
	})
	if refusal != "" {
		return fmt.Sprintf("%s %d MB", refusal, grew>>20)
	}
	return fmt.Sprintf("%d MB", grew>>20)
}

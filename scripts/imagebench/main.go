// Command imagebench times the photo pipeline on a 12-megapixel phone photo
// (4000 × 3000 with detail and noise, EXIF orientation 6 and a GPS position):
// decode, turn upright, resize to every width, encode WebP and JPEG; then
// prints the peak memory of the worst-case upload shapes.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/media/mediatest"
)

func main() {
	runs := flag.Int("runs", 3, "timed runs (the median is printed)")
	write := flag.String("write", "", "only write a phone photo of WxH pixels to this file (e.g. photo.jpg:1600x1200), for other benches to upload")
	flag.Parse()
	if *write != "" {
		writePhoto(*write)
		return
	}
	photo := mediatest.Photo(3000, 4000, 6) // stored 4000 × 3000, upright 3000 × 4000
	ctx := context.Background()
	budget := media.NewBudget(media.DefaultMemoryBytes)
	// The first run also compiles the WebP encoder (once per process); it is reported apart.
	start := time.Now()
	p, err := budget.Process(ctx, photo)
	if err != nil {
		fmt.Fprintln(os.Stderr, "imagebench:", err)
		os.Exit(1)
	}
	first := time.Since(start)
	var times []time.Duration
	cpuStart := cpuTime()
	for range *runs {
		start := time.Now()
		if _, err := budget.Process(ctx, photo); err != nil {
			fmt.Fprintln(os.Stderr, "imagebench:", err)
			os.Exit(1)
		}
		times = append(times, time.Since(start))
	}
	cpu := (cpuTime() - cpuStart) / time.Duration(*runs)
	slices.Sort(times)
	fmt.Printf("%-44s %12s\n", "12 MP photo (upload size)", fmt.Sprintf("%.1f MB", float64(len(photo))/1e6))
	fmt.Printf("%-44s %12s\n", "12 MP pipeline, first in process", first.Round(time.Millisecond))
	fmt.Printf("%-44s %12s\n", fmt.Sprintf("12 MP pipeline, median of %d", len(times)), times[len(times)/2].Round(time.Millisecond))
	fmt.Printf("%-44s %12s\n", "12 MP pipeline, CPU time per photo", cpu.Round(time.Millisecond))
	fmt.Printf("%-44s %12s\n", "load average (1 min) during the runs", loadAverage())
	for _, v := range p.Variants {
		fmt.Printf("%-44s %12s\n", fmt.Sprintf("  %s %d px", v.Format, v.Width), fmt.Sprintf("%d KB", len(v.Bytes)/1024))
	}
	memoryTable()
}

// writePhoto writes a test phone photo ("file:WxH", orientation 1) and exits on error.
func writePhoto(spec string) {
	file, size, _ := strings.Cut(spec, ":")
	var w, h int
	if _, err := fmt.Sscanf(size, "%dx%d", &w, &h); err != nil || file == "" {
		fmt.Fprintln(os.Stderr, "imagebench: -write wants file.jpg:WIDTHxHEIGHT")
		os.Exit(2)
	}
	if err := os.WriteFile(file, mediatest.Photo(w, h, 1), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "imagebench:", err)
		os.Exit(1)
	}
}

// cpuTime is the user and system time this process has used: the figure the
// machine's other load moves least (wall time on 2 shared cores moves a lot).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Fields(string(b))[0]
}

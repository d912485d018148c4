package httpapi

import (
	"net/http"
	"runtime/debug"
	"strings"
	"sync"
	"testing"

	"github.com/nivaas-interiors/site/internal/media"
	"github.com/nivaas-interiors/site/internal/media/mediatest"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// uploadsAtOnce posts data n times at once and returns the answers and how far
// the process's memory rose, at most, above where it stood, with the memory
// limit limit bytes above it: the collector lets memory grow to the limit and
// no further while what is live fits, so a peak above it is memory held.
func (a *adminEnv) uploadsAtOnce(t *testing.T, cookie string, data []byte, n int, limit int64) (statuses []int, messages []string, peak uint64) {
	t.Helper()
	debug.FreeOSMemory()
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(int64(mediatest.GoMemory()) + limit))
	statuses, messages = make([]int, n), make([]string, n)
	peak, _ = mediatest.PeakMemory(func() {
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				res := a.upload(t, cookie, data, "image/png", int64(len(data)))
				statuses[i] = res.StatusCode
				if res.StatusCode != http.StatusCreated {
					messages[i], _ = decodeBody(t, res)["error"].(string)
				}
				res.Body.Close()
			})
		}
		wg.Wait()
	})
	return statuses, messages, peak
}

// A 16-bit RGBA PNG of 7071 × 7071 pixels (2.6 MB here, 400 MB decoded): one
// upload, then four at once, keep the process within the uploads' memory
// budget (two thirds of the default limit), each answered with a sentence.
func TestMediaSixteenBitBombMemory(t *testing.T) {
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Editor))
	bomb := mediatest.StripedPNG(7071, 7071, mediatest.PNGShape{Name: "16-bit RGBA", ColorType: mediatest.RGBA, Depth: 16})
	for _, n := range []int{1, 4} {
		statuses, messages, peak := a.uploadsAtOnce(t, cookie, bomb, n, 384<<20) // MEMORY_LIMIT's default
		t.Logf("%d at once: peak %d MB, answers %v", n, peak>>20, statuses)
		if peak > media.DefaultMemoryBytes {
			t.Errorf("%d at once: memory rose %d MB, over the %d MB uploads may take", n, peak>>20, media.DefaultMemoryBytes>>20)
		}
		for i, status := range statuses {
			if status != http.StatusUnprocessableEntity || !strings.Contains(messages[i], "(7071 × 7071 pixels, 16 bits per channel)") ||
				!strings.HasSuffix(messages[i], "or save it with 8 bits per channel.") {
				t.Errorf("%d at once: %d %q", n, status, messages[i])
			}
		}
	}
	if n := a.unusedPhotos(t); n != 0 {
		t.Errorf("%d photos stored", n)
	}
}

// Four 16-bit uploads that fit the budget one at a time, sent at once: every
// one is made (the others wait their turn) and memory stays within the budget.
func TestMediaUploadsShareTheMemoryBudget(t *testing.T) {
	const budget = 64 << 20 // room for one of the photos below (~45 MB), not two
	db := storetest.OpenSQLite(t)
	// Four jobs may run at once: the memory budget alone makes them take turns.
	a := newAdminEnvOn(t, db, func(d *wiring) {
		d.Media = media.NewService(db, media.Config{Now: d.Now, Jobs: 4, MemoryBytes: budget})
	})
	cookie := a.signIn(t, a.account(t, staff.Editor))
	photo := mediatest.StripedPNG(1200, 800, mediatest.PNGShape{Name: "16-bit RGBA", ColorType: mediatest.RGBA, Depth: 16})
	statuses, messages, peak := a.uploadsAtOnce(t, cookie, photo, 4, budget)
	t.Logf("four at once: peak %d MB, answers %v", peak>>20, statuses)
	for i, status := range statuses {
		if status != http.StatusCreated {
			t.Errorf("upload %d: %d %q", i, status, messages[i])
		}
	}
	if int64(peak) > budget+mediatest.Lag(budget) {
		t.Errorf("four at once: memory rose %d MB, over the %d MB budget", peak>>20, budget>>20)
	}
}

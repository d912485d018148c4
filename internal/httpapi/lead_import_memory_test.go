package httpapi

import (
	"fmt"
	"net/http"
	"runtime/debug"
	"strings"
	"sync"
	"testing"

	"github.com/nivaas-interiors/site/internal/media/mediatest"
	"github.com/nivaas-interiors/site/internal/staff"
)

// previewsAtOnce posts file as a CSV preview n times at once, with the Go memory limit 384 MiB (MEMORY_LIMIT's
// default) above where memory stood, and returns the answers and how far memory rose at most.
func (a *adminEnv) previewsAtOnce(t *testing.T, cookie, file string, n int) (statuses []int, messages []string, peak uint64) {
	t.Helper()
	debug.FreeOSMemory()
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(int64(mediatest.GoMemory()) + 384<<20))
	statuses, messages = make([]int, n), make([]string, n)
	peak, _ = mediatest.PeakMemory(func() {
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				res := a.call(t, "POST", "/api/admin/lead-imports", "text/csv", file, "198.51.100.7:40000", map[string]string{"Cookie": cookie})
				statuses[i] = res.StatusCode
				if res.StatusCode != http.StatusOK {
					messages[i], _ = decodeBody(t, res)["error"].(string)
				}
				res.Body.Close()
			})
		}
		wg.Wait()
	})
	return statuses, messages, peak
}

// TestLeadImportMemory: CSV files of 4 MB whose columns × rows would take hundreds of MB once read (one row of
// commas took some 220 MB, three at once 651 MB) are refused with a sentence before they are read, three at once
// within 64 MB; the largest files within the bound, three at once, stay far below the 384 MiB memory limit.
func TestLeadImportMemory(t *testing.T) {
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Owner))
	const size = 4<<20 - 64
	var rows strings.Builder
	for rows.WriteString("name,mobile\n"); rows.Len() < size-201; {
		rows.WriteString(strings.Repeat(",", 200) + "\n")
	}
	for name, file := range map[string]string{
		"one row of commas":           strings.Repeat(",", size),
		"a lead 4 million cells wide": "name,mobile\nAsha,9876543210" + strings.Repeat(",", size-30) + "\n",
		"rows of 200 empty cells":     rows.String(),
	} {
		statuses, messages, peak := a.previewsAtOnce(t, cookie, file, 3)
		t.Logf("%s, three at once: peak %d MB, answers %v", name, peak>>20, statuses)
		for i, s := range statuses {
			if s != http.StatusBadRequest || !strings.Contains(messages[i], "columns") || unreadable(messages[i], nil) != "" {
				t.Errorf("%s: %d %q, want 400 with a sentence about the file's columns and rows", name, s, messages[i])
			}
		}
		if peak > 64<<20 {
			t.Errorf("%s, three at once: memory rose %d MB, want under 64 MB", name, peak>>20)
		}
	}
	// The largest files that fit: 20,000 leads of 10 columns, and 4,000 rows of 60 columns, each near 4 MB.
	var tall, wide strings.Builder
	tall.WriteString("name,mobile,email,bhk,city,created,a,b,c,d\n")
	for i := range 20_000 {
		fmt.Fprintf(&tall, "Person %05d,9%09d,p%d@example.com,2BHK,Pune,25/10/2026,x,y,z,w\n", i, 100000+i, i)
	}
	wide.WriteString("name,mobile" + strings.Repeat(",extra", 58) + "\n")
	for i := range 4_000 {
		fmt.Fprintf(&wide, "Person %05d,9%09d%s\n", i, 100000+i, strings.Repeat(",cell value", 58)[:min(58*11, 1000-30)])
	}
	for name, file := range map[string]string{"20,000 rows of 10 columns": tall.String(), "4,000 rows of 60 columns": wide.String()} {
		statuses, messages, peak := a.previewsAtOnce(t, cookie, file, 3)
		t.Logf("%s (%d KB), three at once: peak %d MB, answers %v", name, len(file)>>10, peak>>20, statuses)
		for i, s := range statuses {
			if s != http.StatusOK {
				t.Errorf("%s: %d %q", name, s, messages[i])
			}
		}
		if peak > 192<<20 {
			t.Errorf("%s, three at once: memory rose %d MB, want under half the 384 MiB limit", name, peak>>20)
		}
	}
}

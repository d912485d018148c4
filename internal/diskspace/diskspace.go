// Package diskspace watches the free space of the data folder: a full disk
// stops every lead, so the site warns before it fills and says so at once when it has.
package diskspace

import (
	"context"
	"log/slog"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
)

// DefaultWarnBytes is the free space under which the site warns, when DISK_WARN_BYTES is not set.
const DefaultWarnBytes = 1 << 30

// Free returns the bytes an unprivileged writer may still use in the file system holding dir.
func Free(dir string) (int64, error) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		return 0, err
	}
	return int64(uint64(st.Bavail) * uint64(st.Bsize)), nil
}

// SameDisk reports whether a and b (or, for a folder not made yet, its nearest existing parent) are on one
// file system: backups kept there are lost with the data when that disk fails. False when either cannot be read.
func SameDisk(a, b string) bool {
	da, okA := device(a)
	db, okB := device(b)
	return okA && okB && da == db
}

func device(dir string) (uint64, bool) {
	for {
		var st syscall.Stat_t
		if err := syscall.Stat(dir, &st); err == nil {
			return uint64(st.Dev), true // Dev is a different integer type on other platforms
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return 0, false
		}
		dir = parent
	}
}

// Status is the last reading of a Watcher.
type Status struct {
	Dir       string
	FreeBytes int64
	WarnBytes int64
	Low       bool // FreeBytes under WarnBytes
	CheckedAt time.Time
	Err       error // the reading failed; the fields above are from the last good one
}

// Watcher reads the free space of Dir every interval and logs a warning while it is under WarnBytes.
type Watcher struct {
	Dir       string
	WarnBytes int64
	Logger    *slog.Logger

	mu   sync.Mutex
	last Status
}

// Check reads the free space now, logs when it is low, and returns the reading.
func (w *Watcher) Check() Status {
	free, err := Free(w.Dir)
	w.mu.Lock()
	defer w.mu.Unlock()
	w.last.Dir, w.last.WarnBytes, w.last.Err = w.Dir, w.WarnBytes, err
	if err == nil {
		w.last.FreeBytes, w.last.Low, w.last.CheckedAt = free, free < w.WarnBytes, time.Now()
	}
	switch {
	case err != nil:
		w.Logger.Warn("disk: cannot read the free space of the data folder", "dir", w.Dir, "err", err)
	case w.last.Low:
		w.Logger.Warn("disk: free space of the data folder is low; the site stops taking leads when it is full",
			"dir", w.Dir, "free_bytes", free, "warn_bytes", w.WarnBytes)
	}
	return w.last
}

// Status returns the last reading (for the back-office's System page).
func (w *Watcher) Status() Status {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.last
}

// Run checks every interval until ctx ends.
func (w *Watcher) Run(ctx context.Context, interval time.Duration) {
	clock.NowAndEvery(ctx, interval, func() { w.Check() })
}

package diskspace_test

import (
	"bytes"
	"log/slog"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/diskspace"
)

// TestWatcherWarnsUnderTheThreshold reads the real file system of a temporary folder.
func TestWatcherWarnsUnderTheThreshold(t *testing.T) {
	var log bytes.Buffer
	w := &diskspace.Watcher{Dir: t.TempDir(), WarnBytes: 1, Logger: slog.New(slog.NewTextHandler(&log, nil))}
	if st := w.Check(); st.Err != nil || st.Low || st.FreeBytes <= 1 {
		t.Fatalf("reading %+v, want plenty of room and no warning", st)
	}
	if log.Len() != 0 {
		t.Fatalf("warned with room to spare: %s", log.String())
	}
	w.WarnBytes = math.MaxInt64
	if st := w.Check(); !st.Low || w.Status() != st {
		t.Fatalf("reading %+v (status %+v), want low", st, w.Status())
	}
	if !strings.Contains(log.String(), "level=WARN") || !strings.Contains(log.String(), "free space of the data folder is low") {
		t.Fatalf("no warning logged: %s", log.String())
	}
}

// TestSameDisk: a folder and one not made yet inside it share a disk; /proc (its own file system) does not.
func TestSameDisk(t *testing.T) {
	dir := t.TempDir()
	if !diskspace.SameDisk(dir, filepath.Join(dir, "backups", "not-yet")) {
		t.Error("a folder and a folder inside it: not the same disk")
	}
	if diskspace.SameDisk(dir, "/proc") {
		t.Error("/proc is its own file system")
	}
}

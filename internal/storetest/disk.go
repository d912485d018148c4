package storetest

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
)

// SmallDisk mounts a tmpfs of size (e.g. "16m") on a fresh folder and returns
// it, unmounted at cleanup: a real file system that can really fill up. It
// needs root; without it the test is skipped, or fails when CI=true.
func SmallDisk(tb testing.TB, size string) string {
	tb.Helper()
	dir := tb.TempDir()
	out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size="+size, "tmpfs", dir).CombinedOutput()
	if err != nil {
		if os.Getenv("CI") == "true" {
			tb.Fatalf("mount a tmpfs for the full-disk test (CI runs as root): %v: %s", err, out)
		}
		tb.Skipf("the full-disk test mounts a tmpfs and needs root: %v: %s", err, out)
	}
	// Registered after TempDir's own cleanup, so it runs first (last in, first out).
	tb.Cleanup(func() {
		if out, err := exec.Command("umount", "-l", dir).CombinedOutput(); err != nil {
			tb.Errorf("umount %s: %v: %s", dir, err, out)
		}
	})
	return dir
}

// FillDisk writes a file into dir until the file system holding it is full,
// and returns a function that deletes the file again.
func FillDisk(tb testing.TB, dir string) (free func()) {
	tb.Helper()
	path := filepath.Join(dir, "filler")
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	chunk := make([]byte, 64<<10)
	for {
		if _, err = f.Write(chunk); err != nil {
			break
		}
	}
	for n := len(chunk) / 2; n > 0 && errors.Is(err, syscall.ENOSPC); n /= 2 {
		_, err = f.Write(chunk[:n]) // the last blocks too
		for err == nil {
			_, err = f.Write(chunk[:n])
		}
	}
	f.Close()
	if !errors.Is(err, syscall.ENOSPC) {
		tb.Fatalf("filling %s: %v, want ENOSPC", dir, err)
	}
	return func() {
		if err := os.Remove(path); err != nil {
			tb.Error(err)
		}
	}
}

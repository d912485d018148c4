package testservers

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
)

func TestVersitygwNamedByTheEnvironment(t *testing.T) {
	t.Setenv("VERSITYGW", "/opt/s3/versitygw")
	if p, err := Versitygw(); err != nil || p != "/opt/s3/versitygw" {
		t.Fatalf("Versitygw() = %q, %v; want $VERSITYGW", p, err)
	}
}

// Callers at once get the same built folder, with both of Pebble's programs in it.
func TestPebbleBuiltOnceForCallersAtOnce(t *testing.T) {
	var wg sync.WaitGroup
	dirs := make([]string, 4)
	errs := make([]error, 4)
	for i := range dirs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dirs[i], errs[i] = Pebble()
		}()
	}
	wg.Wait()
	for i := range dirs {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if dirs[i] != dirs[0] {
			t.Fatalf("callers got %q and %q", dirs[0], dirs[i])
		}
	}
	for _, name := range []string{"pebble", "pebble-challtestsrv"} {
		if fi, err := os.Stat(filepath.Join(dirs[0], name)); err != nil || fi.Mode()&0o111 == 0 {
			t.Fatalf("%s is not an executable in %s: %v", name, dirs[0], err)
		}
	}
}

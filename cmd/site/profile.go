package main

import (
	"errors"
	"fmt"
	"os"
	"runtime/pprof"
)

// profiled runs fn, writing a CPU profile of the whole run to path unless it is
// empty: the benchmarks read it with `go tool pprof` to see where time goes.
func profiled(path string, fn func() error) error {
	if path == "" {
		return fn()
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("CPU_PROFILE: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return fmt.Errorf("CPU_PROFILE: %w", err)
	}
	err = fn()
	pprof.StopCPUProfile()
	return errors.Join(err, f.Close())
}

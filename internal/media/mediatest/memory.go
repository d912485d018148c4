package mediatest

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// PeakMemory runs f and returns how far the process's Go memory (mapped and
// not returned to the system: what the memory limit governs, close to its
// resident size) rose above where it stood before, at its highest (sampled
// every 100 µs) and once f has returned, without a collection forced between.
func PeakMemory(f func()) (peak, after uint64) {
	runtime.GC()
	debug.FreeOSMemory()
	base := GoMemory()
	top := base
	done, sampled := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(sampled)
		tick := time.NewTicker(100 * time.Microsecond)
		defer tick.Stop()
		for {
			top = max(top, GoMemory())
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	f()
	end := GoMemory()
	close(done)
	<-sampled
	top = max(top, end)
	return top - base, max(end, base) - base
}

// GoMemory is the Go runtime's memory in use from the system, in bytes.
func GoMemory() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64() - s[1].Value.Uint64()
}

// Lag is how far past a memory limit of n bytes memory may go while the
// collector catches up (more under the race detector, which slows it).
func Lag(n int64) int64 { return n/10 + 8<<20 }

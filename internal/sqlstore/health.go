package sqlstore

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"time"

	"github.com/nivaas-interiors/site/internal/diskspace"
)

// Readiness of a copy: a load balancer asks often, so one answer serves every
// probe for readyEvery, and one probe runs at a time.
const (
	readyEvery = time.Second
	// probeBytes is the size of the row the probe writes: whole pages, not a
	// one-byte update that a full disk could still take in space already held.
	probeBytes = 4096
	// readyMinFree is the free space under which a SQLite copy is not ready: its
	// next checkpoint cannot grow the file, and leads start failing.
	readyMinFree = 1 << 20
)

// errDiskFull is the readiness verdict on a data folder with no room left.
var errDiskFull = errors.New("the disk holding the database is full")

// readiness caches the last verdict of Store.Ready.
type readiness struct {
	mu  sync.Mutex // held while probing: concurrent probes wait for the one in hand
	at  time.Time
	err error
}

// Ready reports whether the database can take writes now: it writes a row for
// real (disk full, read-only file system, PostgreSQL in recovery all fail it)
// and, on SQLite, checks that the data folder has room to grow.
func (s *Store) Ready(ctx context.Context) error {
	s.ready.mu.Lock()
	defer s.ready.mu.Unlock()
	if !s.ready.at.IsZero() && time.Since(s.ready.at) < readyEvery {
		return s.ready.err
	}
	err := s.probe(ctx)
	if ctx.Err() != nil {
		return err // a caller that left says nothing about the database; not cached
	}
	s.ready.at, s.ready.err = time.Now(), err
	return err
}

func (s *Store) probe(ctx context.Context) error {
	if err := s.reader.PingContext(ctx); err != nil {
		return s.fail("ready: read", err)
	}
	if s.path != "" {
		free, err := diskspace.Free(filepath.Dir(s.path))
		if err != nil {
			return fmt.Errorf("ready: free space: %w", err)
		}
		if free < readyMinFree {
			return fmt.Errorf("ready: %w (%d bytes free)", errDiskFull, free)
		}
	}
	fill := make([]byte, probeBytes)
	_, _ = rand.Read(fill) // random, so no page compresses or repeats the last probe's
	_, err := s.write(ctx, `INSERT INTO health_probe (id, at, probe) VALUES (1, ?, ?)
		ON CONFLICT (id) DO UPDATE SET at = excluded.at, probe = excluded.probe`, s.d.time(time.Now()), fill)
	if err != nil {
		return s.fail("ready: write", err)
	}
	return nil
}

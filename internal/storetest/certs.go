package storetest

import (
	"context"
	"errors"
	"io/fs"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// testCertStorage checks certmagic's Storage contract: values, directories, listing, deleting.
func testCertStorage(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	c := s.Certificates()
	if _, err := c.Load(ctx, "certificates/ca/www.example.in/www.example.in.crt"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("Load of a missing key = %v, want fs.ErrNotExist", err)
	}
	files := map[string]string{
		"certificates/ca/www.example.in/www.example.in.crt": "cert 1",
		"certificates/ca/www.example.in/www.example.in.key": "key 1",
		"certificates/ca/example.in/example.in.crt":         "cert 2",
		"certificates/ca_other/x.in/x.in.crt":               "cert 3",
		"acme/ca/users/a@example.in/a.json":                 "account",
	}
	for k, v := range files {
		if err := c.Store(ctx, k, []byte(v)); err != nil {
			t.Fatal(err)
		}
	}
	before := time.Now()
	if err := c.Store(ctx, "certificates/ca/example.in/example.in.crt", []byte("cert 2, renewed")); err != nil {
		t.Fatal(err)
	}
	if v, err := c.Load(ctx, "certificates/ca/example.in/example.in.crt"); err != nil || string(v) != "cert 2, renewed" {
		t.Errorf("Load after overwrite = %q, %v", v, err)
	}
	info, err := c.Stat(ctx, "certificates/ca/example.in/example.in.crt")
	if err != nil || !info.IsTerminal || info.Size != int64(len("cert 2, renewed")) || info.Modified.Before(before.Add(-time.Second)) {
		t.Errorf("Stat of a value = %+v, %v", info, err)
	}
	if info, err := c.Stat(ctx, "certificates/ca"); err != nil || info.IsTerminal {
		t.Errorf("Stat of a directory = %+v, %v, want a non-terminal key", info, err)
	}
	if _, err := c.Stat(ctx, "certificates/c"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Stat of a mere prefix of a directory's name = %v, want fs.ErrNotExist", err)
	}
	for key, want := range map[string]bool{"certificates": true, "certificates/ca/": true, "certificates/ca/example.in/example.in.crt": true,
		"certificates/c": false, "certificates/ca/example": false, "nothing": false} {
		if got := c.Exists(ctx, key); got != want {
			t.Errorf("Exists(%q) = %v, want %v", key, got, want)
		}
	}
	list, err := c.List(ctx, "certificates", false)
	if want := []string{"certificates/ca", "certificates/ca_other"}; err != nil || !slices.Equal(list, want) {
		t.Errorf("List(certificates) = %q, %v, want %q", list, err, want)
	}
	list, err = c.List(ctx, "certificates/ca", true)
	if want := []string{"certificates/ca/example.in", "certificates/ca/example.in/example.in.crt", "certificates/ca/www.example.in",
		"certificates/ca/www.example.in/www.example.in.crt", "certificates/ca/www.example.in/www.example.in.key"}; err != nil || !slices.Equal(list, want) {
		t.Errorf("List(certificates/ca, recursive) = %q, %v, want %q", list, err, want)
	}
	if _, err := c.List(ctx, "nothing", true); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("List of a missing directory = %v, want fs.ErrNotExist", err)
	}
	if err := c.Delete(ctx, "certificates/ca"); err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]bool{"certificates/ca": false, "certificates/ca/www.example.in/www.example.in.key": false,
		"certificates/ca_other/x.in/x.in.crt": true, "acme/ca/users/a@example.in/a.json": true} {
		if got := c.Exists(ctx, key); got != want {
			t.Errorf("after deleting certificates/ca: Exists(%q) = %v, want %v", key, got, want)
		}
	}
	if err := c.Delete(ctx, "certificates/ca"); err != nil {
		t.Errorf("deleting a missing key = %v, want nil", err)
	}
}

// testCertLocks checks that one holder at a time works under a lock, across
// storages (copies of the site), and that a lock its holder stopped renewing expires.
func testCertLocks(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	var inside, most atomic.Int32
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := s.Certificates() // each its own copy
			if err := c.Lock(ctx, "issue_cert_www.example.in"); err != nil {
				t.Error(err)
				return
			}
			n := inside.Add(1)
			for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
			}
			time.Sleep(2 * time.Millisecond)
			inside.Add(-1)
			if err := c.Unlock(ctx, "issue_cert_www.example.in"); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if most.Load() != 1 {
		t.Fatalf("%d holders at once under one lock, want 1", most.Load())
	}

	// A holder alive past its lock's TTL keeps it; once its context ends (the copy stopped), the lock expires.
	a, b := s.Certificates(), s.Certificates()
	a.LockTTL, b.LockTTL = 400*time.Millisecond, 400*time.Millisecond
	holding, stopped := context.WithCancel(ctx)
	if err := a.Lock(holding, "renew"); err != nil {
		t.Fatal(err)
	}
	waiting, cancel := context.WithTimeout(ctx, time.Second)
	err := b.Lock(waiting, "renew")
	cancel()
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("second copy's Lock while the first is alive = %v, want to wait until its deadline", err)
	}
	stopped()
	start := time.Now()
	waiting, cancel = context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := b.Lock(waiting, "renew"); err != nil {
		t.Fatalf("a lock whose holder stopped did not expire: %v", err)
	}
	if waited := time.Since(start); waited > 2*time.Second {
		t.Errorf("took %v to take over an abandoned lock of TTL 400ms", waited)
	}
	if err := b.Unlock(ctx, "renew"); err != nil {
		t.Fatal(err)
	}
	if err := a.Unlock(ctx, "renew"); err != nil {
		t.Errorf("late Unlock by the stopped holder = %v, want nil (its row is gone already)", err)
	}
	if err := a.Lock(ctx, "renew"); err != nil {
		t.Fatal(err)
	}
	a.Unlock(ctx, "renew")
}

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// floodRSSLimit is the most memory the site may hold while 1,000 connections send
// 1 MiB of headers each; without a header bound it took gigabytes.
const floodRSSLimit = 200 << 20

// procMemory reads a field such as VmRSS or VmHWM (peak) of pid, in bytes.
func procMemory(pid int, field string) (int64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10, err
		}
	}
	return 0, fmt.Errorf("no %s in /proc/%d/status", field, pid)
}

func mustProcMemory(t *testing.T, pid int, field string) int64 {
	t.Helper()
	n, err := procMemory(pid, field)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestOversizedHeaderFloodKeepsMemoryBounded(t *testing.T) {
	s := startServer(t, map[string]string{"DATA_DIR": t.TempDir(), "ADDR": "127.0.0.1:0", "RATE_LIMIT_PER_MINUTE": "0"})
	pid := s.cmd.Process.Pid
	if code := getStatus(t, s, "/healthz"); code != 200 {
		t.Fatalf("GET /healthz before the flood = %d", code)
	}
	before := mustProcMemory(t, pid, "VmRSS")

	const conns, headerBytes = 1000, 1 << 20
	chunk := bytes.Repeat([]byte("a"), 32<<10)
	var overLimit atomic.Bool // stops the flood early so an unbounded server does not exhaust the machine
	stopWatch := make(chan struct{})
	go func() {
		for {
			select {
			case <-stopWatch:
				return
			case <-time.After(100 * time.Millisecond):
				if rss, err := procMemory(pid, "VmRSS"); err != nil || rss > floodRSSLimit {
					overLimit.Store(true)
				}
			}
		}
	}()
	defer close(stopWatch)

	deadline := time.Now().Add(60 * time.Second)
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		open []net.Conn
	)
	for range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := net.DialTimeout("tcp", s.addr, 10*time.Second)
			if err != nil {
				return
			}
			mu.Lock()
			open = append(open, c)
			mu.Unlock()
			c.SetWriteDeadline(deadline)
			if _, err := c.Write([]byte("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Fill: ")); err != nil {
				return
			}
			for sent := 0; sent < headerBytes && !overLimit.Load(); sent += len(chunk) {
				if _, err := c.Write(chunk); err != nil {
					return // the server refused the headers and closed the connection
				}
			}
		}()
	}
	wg.Wait()
	defer func() {
		for _, c := range open {
			c.Close()
		}
	}()

	// The flood's connections are still open; a visitor is still served.
	if code := getStatus(t, s, "/healthz"); code != 200 {
		t.Errorf("GET /healthz during the flood = %d", code)
	}
	peak := mustProcMemory(t, pid, "VmHWM")
	t.Logf("site RSS %d MB before, peak %d MB with %d connections sending %d KiB of headers each",
		before>>20, peak>>20, conns, headerBytes>>10)
	if overLimit.Load() || peak > floodRSSLimit {
		t.Errorf("site memory peaked at %d MB, want under %d MB", peak>>20, floodRSSLimit>>20)
	}
}

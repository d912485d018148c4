package main

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func TestRequestLinesAreBatchedOtherLinesWrittenAtOnce(t *testing.T) {
	var out lockedBuffer
	log, closeLog := newLogger(&out)
	log.Info("request", "path", "/")
	log.Info("listening", "addr", "127.0.0.1:1")
	if got := out.String(); !strings.Contains(got, `"msg":"request"`) || !strings.Contains(got, `"msg":"listening"`) ||
		strings.Index(got, `"request"`) > strings.Index(got, `"listening"`) {
		t.Fatalf("a record other than a request line must write everything gathered, in order; got %q", got)
	}
	log.Info("request", "path", "/Aboutus")
	deadline := time.Now().Add(20 * accessLogDelay)
	for !strings.Contains(out.String(), "/Aboutus") {
		if time.Now().After(deadline) {
			t.Fatal("request line not written within the batching delay")
		}
		time.Sleep(accessLogDelay / 4)
	}
	log.Info("request", "path", "/last")
	closeLog()
	if !strings.Contains(out.String(), "/last") {
		t.Error("closing the log lost a request line")
	}
}

package main

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"sync"
	"time"
)

// accessLogDelay bounds how late a request line may reach the log.
const accessLogDelay = 100 * time.Millisecond

// batchedLog is the process's log writer: the one line per answer ("request", Info) is
// gathered and written at most every accessLogDelay, so a busy server does not spend a
// system call on each; every other record is written at once, with what was gathered before it.
type batchedLog struct {
	mu   sync.Mutex
	buf  *bufio.Writer
	stop chan struct{}
	done chan struct{}
}

func newBatchedLog(w io.Writer) *batchedLog {
	b := &batchedLog{buf: bufio.NewWriterSize(w, 64<<10), stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(b.done)
		tick := time.NewTicker(accessLogDelay)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				b.Flush()
			case <-b.stop:
				b.Flush()
				return
			}
		}
	}()
	return b
}

func (b *batchedLog) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// writeRequestLine gathers r, formatted straight into the buffer; false when appendRequestLine cannot write it.
func (b *batchedLog) writeRequestLine(r slog.Record) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	line, ok := appendRequestLine(b.buf.AvailableBuffer(), r)
	if ok {
		b.buf.Write(line)
	}
	return ok
}

func (b *batchedLog) Flush() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf.Flush()
}

// Close writes what is left; the log must not be used afterwards.
func (b *batchedLog) Close() {
	close(b.stop)
	<-b.done
}

// batchingHandler flushes the log after every record that is not a request line.
type batchingHandler struct {
	slog.Handler
	log *batchedLog
	// bare: no attributes or groups were added, so a request line may skip the JSON handler.
	bare bool
}

func (h batchingHandler) Handle(ctx context.Context, r slog.Record) error {
	if r.Level != slog.LevelInfo || r.Message != "request" {
		err := h.Handler.Handle(ctx, r)
		h.log.Flush()
		return err
	}
	if h.bare && h.log.writeRequestLine(r) {
		return nil
	}
	return h.Handler.Handle(ctx, r)
}

func (h batchingHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return batchingHandler{h.Handler.WithAttrs(attrs), h.log, false}
}

func (h batchingHandler) WithGroup(name string) slog.Handler {
	return batchingHandler{h.Handler.WithGroup(name), h.log, false}
}

// newLogger returns the JSON logger on w and a function that writes what is still gathered.
func newLogger(w io.Writer) (*slog.Logger, func()) {
	b := newBatchedLog(w)
	return slog.New(batchingHandler{slog.NewJSONHandler(b, nil), b, true}), b.Close
}

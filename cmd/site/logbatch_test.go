package main

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/logtest"
)

func TestRequestLinesAreBatchedOtherLinesWrittenAtOnce(t *testing.T) {
	var out logtest.Buffer
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

// The request line skips the JSON handler but must read exactly as it writes it, escapes and odd kinds included.
func TestRequestLineWrittenAsTheJSONHandlerWritesIt(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 11, 24, 2, 19, 50, 123456789, time.FixedZone("IST", 5*3600+1800))
	records := [][]slog.Attr{
		{slog.String("method", "GET"), slog.String("path", "/"), slog.Int("status", 200), slog.Int("bytes", 36300),
			slog.Duration("duration", 1234567*time.Nanosecond), slog.String("client", "127.0.0.1")},
		{slog.String("path", "/a\"b\\c"), slog.Int("status", 404)},
		{slog.String("path", "/\u00e9t\u00e9\n"), slog.Uint64("n", 7)},
		{slog.String("path", "/x"), slog.Bool("cached", true)},
		{slog.Any("err", errors.New("boom")), slog.String("k", "")},
		{slog.Group("g", slog.Int("a", 1))},
		{},
	}
	// Only the plain ones are formatted here; the others go through the JSON handler.
	direct := []bool{true, false, false, false, false, false, true}
	for i, attrs := range records {
		r := slog.NewRecord(at, slog.LevelInfo, "request", 0)
		r.AddAttrs(attrs...)
		if _, ok := appendRequestLine(nil, r); ok != direct[i] {
			t.Errorf("record %d formatted directly: %v, want %v", i, ok, direct[i])
		}
		var want bytes.Buffer
		if err := slog.NewJSONHandler(&want, nil).Handle(context.Background(), r); err != nil {
			t.Fatal(err)
		}
		var got logtest.Buffer
		log, closeLog := newLogger(&got)
		if err := log.Handler().Handle(context.Background(), r); err != nil {
			t.Fatal(err)
		}
		closeLog()
		if got.String() != want.String() {
			t.Errorf("request line\n got %s\nwant %s", got.String(), want.String())
		}
	}
	// A logger with attributes of its own keeps them on the request line.
	var got logtest.Buffer
	log, closeLog := newLogger(&got)
	log.With("copy", "a").Info("request", "path", "/")
	closeLog()
	if !strings.Contains(got.String(), `"copy":"a","path":"/"`) {
		t.Errorf("request line of a logger with attributes: %s", got.String())
	}
}

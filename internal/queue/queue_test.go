package queue

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestBackoffDoublesUpToTheLimit(t *testing.T) {
	for i, want := range []time.Duration{1, 2, 4, 8, 16, 32, 64, 64, 64} {
		if got := Backoff(i+1, time.Second, 64*time.Second); got != want*time.Second {
			t.Errorf("Backoff(%d) = %v, want %v", i+1, got, want*time.Second)
		}
	}
}

func TestErrorTextIsBounded(t *testing.T) {
	if got := ErrorText(errors.New(strings.Repeat("x", 5000))); len(got) != MaxErrorText {
		t.Errorf("kept %d bytes, want %d", len(got), MaxErrorText)
	}
	if got := ErrorText(errors.New("refused")); got != "refused" {
		t.Errorf("a short error = %q", got)
	}
}

func TestWorkerIDsDiffer(t *testing.T) {
	a, b := WorkerID("wa"), WorkerID("")
	if a == b || !strings.Contains(a, "-wa-") || strings.Contains(b, "--") {
		t.Errorf("worker ids %q and %q", a, b)
	}
}

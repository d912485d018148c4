package company

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestRecentReadsOnlyWhenTheVersionMoved: the details are read once, the version at most once per
// interval; a saved change is read at the next check; a database that cannot answer gives the last known.
func TestRecentReadsOnlyWhenTheVersionMoved(t *testing.T) {
	saved := Details{InfoEmail: "hello@nivaas.example", Version: 1}
	var reads, checks int
	var down bool
	src := func(context.Context) (Details, error) {
		reads++
		if down {
			return Details{}, errors.New("database unavailable")
		}
		return saved, nil
	}
	version := func(context.Context) (int64, error) {
		checks++
		if down {
			return 0, errors.New("database unavailable")
		}
		return saved.Version, nil
	}
	now := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	get := Recent(src, version, 2*time.Second, func() time.Time { return now })
	email := func() string {
		t.Helper()
		d, err := get(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return d.InfoEmail
	}
	for range 100 {
		if got := email(); got != "hello@nivaas.example" {
			t.Fatalf("details = %q", got)
		}
	}
	if reads != 1 || checks != 0 {
		t.Fatalf("100 mails within the interval: %d reads, %d version checks; want 1 and 0", reads, checks)
	}
	saved = Details{InfoEmail: "care@casa.example", Version: 2}
	if got := email(); got != "hello@nivaas.example" {
		t.Fatalf("within the interval of the last check: %q", got)
	}
	now = now.Add(2 * time.Second)
	if got := email(); got != "care@casa.example" || reads != 2 || checks != 1 {
		t.Fatalf("after the interval: %q, %d reads, %d checks", got, reads, checks)
	}
	now = now.Add(2 * time.Second)
	if got := email(); got != "care@casa.example" || reads != 2 || checks != 2 {
		t.Fatalf("the version unchanged: %q, %d reads, %d checks; want no read", got, reads, checks)
	}
	down = true
	now = now.Add(2 * time.Second)
	if got := email(); got != "care@casa.example" {
		t.Fatalf("database down: %q, want the last known", got)
	}
}

// TestRecentFirstReadFails: with nothing read yet, the source's error is the caller's (CurrentContact falls back).
func TestRecentFirstReadFails(t *testing.T) {
	get := Recent(func(context.Context) (Details, error) { return Details{}, errors.New("down") },
		func(context.Context) (int64, error) { return 1, nil }, time.Second, time.Now)
	if _, err := get(context.Background()); err == nil {
		t.Fatal("no error with nothing read")
	}
}

package main

import (
	"flag"
	"fmt"
	"io"
	"time"
)

// atFlag reads the only flag of the controlled-clock commands (`… [--at TIME]`, RFC 3339):
// the time to run as, or now when it is absent.
func atFlag(command string, args []string) (time.Time, error) {
	fs := flag.NewFlagSet(command, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	atText := fs.String("at", "", "")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		return time.Time{}, fmt.Errorf("%s takes only --at TIME: %w", command, errUsage)
	}
	if *atText == "" {
		return time.Now(), nil
	}
	at, err := time.Parse(time.RFC3339, *atText)
	if err != nil {
		return time.Time{}, fmt.Errorf("--at: want a time such as 2026-11-28T09:00:00+05:30, got %q: %w", *atText, errUsage)
	}
	return at, nil
}

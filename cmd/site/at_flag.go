package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/nivaas-interiors/site/internal/sqlstore"
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

// clockCommand runs `site NAME VERB [--at TIME]` (leads escalate, posts publish, privacy retain): it reads
// the time, opens the store and hands both to run.
func clockCommand(ctx context.Context, cfg Config, name, verb string, args []string, run func(db *sqlstore.Store, at time.Time) error) error {
	if len(args) == 0 || args[0] != verb {
		return fmt.Errorf("%s takes %s [--at TIME]: %w", name, verb, errUsage)
	}
	at, err := atFlag(name+" "+verb, args[1:])
	if err != nil {
		return err
	}
	db, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	return run(db, at)
}

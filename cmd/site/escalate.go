package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/nivaas-interiors/site/internal/inbox"
	"github.com/nivaas-interiors/site/web"
)

// assignEvery is how often serve hands on waiting leads and checks the response target
// (a new lead is assigned at once: its request wakes the loop).
const assignEvery = 30 * time.Second

// escalateCommand is `site leads escalate [--at TIME]`: the response-target check serve
// runs, once, now or as if at TIME; the running site sends the mails it queues.
func escalateCommand(ctx context.Context, cfg Config, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("leads escalate", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	atText := fs.String("at", "", "")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		return fmt.Errorf("leads escalate takes only --at TIME: %w", errUsage)
	}
	now := time.Now
	if *atText != "" {
		at, err := time.Parse(time.RFC3339, *atText)
		if err != nil {
			return fmt.Errorf("--at: want a time such as 2026-11-27T18:00:00+05:30, got %q: %w", *atText, errUsage)
		}
		now = func() time.Time { return at }
	}
	db, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	a := inbox.NewAssigner(db, linkOrigin(cfg), web.Settings.BrandName, now, nil, slog.Default())
	n, err := a.Escalate(ctx)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "%d lead(s) past the response target reported to the owners\n", n)
	return err
}

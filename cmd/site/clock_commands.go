package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
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

// clockCommand runs `site NAME VERB [--at TIME]` (dashboard check, leads escalate, posts publish, privacy retain): it reads
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

// dashboardCheckCommand is `site dashboard check [--at TIME]`: whether the dashboard's daily roll-up,
// kept as leads are written, gives the figures the leads themselves give for the last 7, 30 and 365 days.
func dashboardCheckCommand(ctx context.Context, cfg Config, args []string, stdout io.Writer) error {
	return clockCommand(ctx, cfg, "dashboard", "check", args, func(db *sqlstore.Store, at time.Time) error {
		// Settled first, as the running site does each minute: the check then reads the folded rows too.
		if err := db.SettleRollup(ctx); err != nil {
			return err
		}
		differ, err := dashboard.NewService(db, func() time.Time { return at }).Check(ctx)
		if err != nil {
			return err
		}
		if len(differ) > 0 {
			var periods []string
			for _, p := range differ {
				periods = append(periods, p.From+" to "+p.To)
			}
			return fmt.Errorf("the dashboard's roll-up differs from the leads for %s", strings.Join(periods, ", "))
		}
		_, err = fmt.Fprintln(stdout, "The dashboard's roll-up agrees with the leads for the last 7, 30 and 365 days.")
		return err
	})
}

// postsCommand is `site posts publish [--at TIME]`: publishes the scheduled posts due now or by TIME.
// Serve needs no such job (a scheduled post is live from its time on); this is the controlled clock
// of the browser tests and an operator's "publish what is due", which running copies pick up within
// seconds through the blog's generation.
func postsCommand(ctx context.Context, cfg Config, args []string, stdout io.Writer) error {
	return clockCommand(ctx, cfg, "posts", "publish", args, func(db *sqlstore.Store, at time.Time) error {
		// The saves carry the real time; only what is due follows --at.
		done, err := blog.NewService(db, nil, time.Now).PublishDue(ctx, staff.CommandLine, at)
		for _, p := range done {
			if _, werr := fmt.Fprintf(stdout, "published /blogs/%s (%s)\n", p.Slug, p.Title); werr != nil {
				return werr
			}
		}
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(stdout, "%d scheduled post(s) due by %s published\n", len(done), at.UTC().Format(time.RFC3339))
		return err
	})
}

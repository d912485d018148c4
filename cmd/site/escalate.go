package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/web/app/content"
)

// assignEvery is how often serve hands on waiting leads and checks the response target
// (a new lead is assigned at once: its request wakes the loop).
const assignEvery = 30 * time.Second

// escalateCommand is `site leads escalate [--at TIME]`: the response-target check serve
// runs, once, now or as if at TIME; the running site sends the mails it queues.
func escalateCommand(ctx context.Context, cfg Config, args []string, stdout io.Writer) error {
	return clockCommand(ctx, cfg, "leads", "escalate", args, func(db *sqlstore.Store, at time.Time) error {
		now := func() time.Time { return at }
		a := lead.NewAssigner(db, linkOrigin(cfg), content.Settings.BrandName, now, nil, slog.Default())
		n, err := a.Escalate(ctx)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(stdout, "%d lead(s) past the response target reported to the owners\n", n)
		return err
	})
}

package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/nivaas-interiors/site/internal/blog"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

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

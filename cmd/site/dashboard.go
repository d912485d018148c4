package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/dashboard"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// dashboardCheckCommand is `site dashboard check [--at TIME]`: whether the dashboard's daily roll-up,
// kept as leads are written, gives the figures the leads themselves give for the last 7, 30 and 365 days.
func dashboardCheckCommand(ctx context.Context, cfg Config, args []string, stdout io.Writer) error {
	return clockCommand(ctx, cfg, "dashboard", "check", args, func(db *sqlstore.Store, at time.Time) error {
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

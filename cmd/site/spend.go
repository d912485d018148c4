package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/nivaas-interiors/site/internal/adspend"
	"github.com/nivaas-interiors/site/internal/staff"
)

// spendCommand is `site spend import FILE.csv [--platform meta|google|other]`: a Meta Ads Manager or Google Ads
// export of daily spend into the database, as the back-office's import saves it (a day of a campaign replaces
// what was kept for it); the rows it refuses are listed with their reasons.
func spendCommand(ctx context.Context, cfg Config, args []string, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "import" {
		return fmt.Errorf("spend takes import FILE.csv [--platform meta|google|other]: %w", errUsage)
	}
	var path, platform string
	for rest := args[1:]; len(rest) > 0; rest = rest[1:] {
		switch a := rest[0]; {
		case a == "--platform" && len(rest) > 1:
			platform, rest = rest[1], rest[1:]
		case strings.HasPrefix(a, "--platform="):
			platform = strings.TrimPrefix(a, "--platform=")
		case path == "" && !strings.HasPrefix(a, "-"):
			path = a
		default:
			return fmt.Errorf("spend import takes FILE.csv [--platform meta|google|other]: %w", errUsage)
		}
	}
	if path == "" || platform != "" && adspend.PlatformNames[platform] == "" {
		return fmt.Errorf("spend import takes FILE.csv [--platform meta|google|other]: %w", errUsage)
	}
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, adspend.MaxBytes+1))
	if err != nil {
		return err
	}
	db, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	rep, err := adspend.NewService(db, nil).Import(ctx, staff.CommandLine, adspend.Request{FileName: path, Data: data, Platform: platform, Commit: true})
	if errors.Is(err, adspend.ErrNeedsMapping) {
		return fmt.Errorf("the columns of %s are not ones the site knows: import it once in the back-office (Dashboard, Spend and return), where its columns are mapped and remembered, then this command reads it", path)
	}
	if err != nil {
		return err
	}
	for _, r := range rep.Refused {
		if _, err := fmt.Fprintf(stdout, "line %d refused: %s\n", r.Line, r.Reason); err != nil {
			return err
		}
	}
	_, err = fmt.Fprintf(stdout, "Imported %d campaign days of %s spend, %s in all, from %s to %s (%d rows refused).\n",
		len(rep.Spend), adspend.PlatformNames[rep.Mapping.Platform], adspend.Rupees(rep.Paise), rep.From, rep.To, len(rep.Refused))
	return err
}

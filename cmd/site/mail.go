package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/nivaas-interiors/site/internal/mail"
)

// errUsage makes run print the usage and exit 2.
var errUsage = errors.New("usage")

// mailCommand runs `site mail failed` (list the mails that failed for good) and
// `site mail retry ID…|--all` (queue them again, due at once; a running site sends them).
func mailCommand(ctx context.Context, cfg Config, args []string, out io.Writer) error {
	var ids []int64
	all := false
	switch {
	case len(args) == 1 && args[0] == "failed":
	case len(args) == 2 && args[0] == "retry" && args[1] == "--all":
		all = true
	case len(args) >= 2 && args[0] == "retry":
		for _, a := range args[1:] {
			id, err := strconv.ParseInt(a, 10, 64)
			if err != nil || id <= 0 {
				return fmt.Errorf("%q is not an outbox id (see `site mail failed`): %w", a, errUsage)
			}
			ids = append(ids, id)
		}
	default:
		return errUsage
	}
	db, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	if args[0] == "failed" {
		return listFailedMail(ctx, db, out)
	}
	n, err := db.RetryFailed(ctx, ids, all)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%d failed mail(s) queued again\n", n)
	if !all && n < len(ids) {
		return fmt.Errorf("%d of the %d ids given are not failed mails (see `site mail failed`)", len(ids)-n, len(ids))
	}
	return nil
}

func listFailedMail(ctx context.Context, outbox mail.Outbox, out io.Writer) error {
	items, err := outbox.ListFailed(ctx)
	if err != nil {
		return err
	}
	if len(items) == 0 {
		_, err := fmt.Fprintln(out, "no failed mail")
		return err
	}
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "ID\tCREATED\tATTEMPTS\tRECIPIENT\tLAST ERROR")
	for _, it := range items {
		fmt.Fprintf(w, "%d\t%s\t%d\t%s\t%s\n", it.ID, exportTime(it.CreatedAt), it.Attempts, it.Kind, oneLine(it.LastError))
	}
	return w.Flush()
}

// oneLine keeps an error on its row: line breaks and tabs become spaces.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

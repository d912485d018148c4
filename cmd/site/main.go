// Command site serves the Nivaas Interiors website: pre-rendered pages, the
// JSON API and the mail outbox worker. Configuration comes from the environment.
package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

const usage = `usage: site [command]

commands:
  serve               serve the site (default)
  migrate             apply the database migrations
  seed                replace the catalog with the demo content
  leads export        write every lead as CSV to standard output
  contact export      write every contact message as CSV to standard output
  subscribers export  write every newsletter subscription as CSV to standard output
`

func main() {
	os.Exit(run(os.Args[1:], os.Getenv, os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit status.
func run(args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	log, closeLog := newLogger(stderr)
	defer closeLog()
	slog.SetDefault(log)
	cfg, err := LoadConfig(getenv)
	if err != nil {
		fmt.Fprintln(stderr, "site:", err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	switch strings.Join(args, " ") {
	case "", "serve":
		err = serve(ctx, cfg, log)
	case "migrate":
		err = migrate(ctx, cfg, stdout)
	case "seed":
		err = seed(ctx, cfg, stdout)
	case "leads export":
		err = exportFrom(ctx, cfg, stdout, exportLeads)
	case "contact export":
		err = exportFrom(ctx, cfg, stdout, exportContacts)
	case "subscribers export":
		err = exportFrom(ctx, cfg, stdout, exportSubscribers)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprint(stderr, usage)
		return 2
	}
	if err != nil {
		log.Error("site stopped", "err", err)
		return 1
	}
	return 0
}

// Command site serves the Nivaas Interiors website: pre-rendered pages, the
// JSON API and the mail outbox worker. Configuration comes from the environment.
package main

import (
	"context"
	"errors"
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
  migrate status      list the migrations applied and pending (changes nothing)
  version             print the release this binary is
  health [URL]        exit 0 when the site at ADDR (or URL) answers /healthz
  seed                replace the catalog with the demo content and add the built-in blog posts missing
  leads export        write every lead as CSV to standard output
  leads export --xlsx write every lead as an Excel workbook (every cell text) to standard output
  leads escalate [--at TIME]
                      mail the owners now about new leads nobody contacted within the response target
                      (serve does this every 30 s); --at (RFC 3339) checks as if it were that time
  privacy retain [--at TIME]
                      erase or anonymise what the owner's retention periods let go (serve does this daily);
                      --at (RFC 3339) runs as if it were that time
  dashboard check [--at TIME]
                      whether the dashboard's daily figures, kept as leads are written, are the ones the
                      leads give for the last 7, 30 and 365 days (exit 1 when not); --at checks as of that time
  posts publish [--at TIME]
                      publish the scheduled blog posts whose time has come (serve shows them at their time
                      by itself); --at (RFC 3339) publishes what is due by that time
  contact export      write every contact message as CSV to standard output
  subscribers export  write every newsletter subscription as CSV to standard output
  backup              write a backup of the database, signed with the site key (--out FILE|DIR, --age-recipient age1…)
  restore FILE        restore a backup into an empty DATA_DIR or DATABASE_URL (FILE or s3:NAME|s3:latest;
                      --age-identity FILE, --hold-pending, --accept-unsigned); needs the site key of the site that made it,
                      or --forget-secrets when that key is lost
  key new             print a new site key (64 hex digits) for SITE_KEY or the key file
  key forget-secrets  the site key is lost: open the database with this one, dropping what the lost one sealed
                      (two-factor set-ups, the links' key, the CRM webhook secret, certificates)
  spend import FILE   import a Meta Ads Manager or Google Ads CSV export of daily spend per campaign
                      (--platform meta|google|other when the file does not say; a day of a campaign replaces what was kept)
  mail failed         list the mails that failed for good (id, created, attempts, recipient, last error)
  mail retry ID…      queue those failed mails again (--all: every failed mail)
  users …             staff accounts of the back-office (site users help)
`

func main() {
	os.Exit(run(os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit status.
func run(args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) int {
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

	if len(args) > 0 && args[0] == "users" {
		return runUsers(ctx, cfg, args[1:], stdin, stdout, stderr)
	}
	switch command := strings.Join(args, " "); {
	case len(args) > 0 && args[0] == "backup":
		err = backupCommand(ctx, cfg, args[1:], stdout)
	case len(args) > 0 && args[0] == "restore":
		err = restoreCommand(ctx, cfg, args[1:], stdout)
	case len(args) > 0 && args[0] == "key":
		err = keyCommand(ctx, cfg, args[1:], stdout)
	case len(args) > 0 && args[0] == "mail":
		err = mailCommand(ctx, cfg, args[1:], stdout)
	case command == "" || command == "serve":
		err = profiled(cfg.CPUProfile, func() error { return serve(ctx, cfg, log) })
	case command == "migrate":
		err = migrate(ctx, cfg, stdout)
	case command == "migrate status":
		err = migrateStatus(ctx, cfg, stdout)
	case command == "version":
		_, err = fmt.Fprintln(stdout, "site", releaseVersion())
	case len(args) > 0 && args[0] == "health":
		err = health(ctx, cfg, args[1:], stdout)
	case command == "seed":
		err = seed(ctx, cfg, stdout)
	case command == "leads export":
		err = exportFrom(ctx, cfg, stdout, exportLeads)
	case len(args) > 1 && args[0] == "leads" && args[1] == "escalate":
		err = escalateCommand(ctx, cfg, args[1:], stdout)
	case len(args) > 1 && args[0] == "dashboard" && args[1] == "check":
		err = dashboardCheckCommand(ctx, cfg, args[1:], stdout)
	case len(args) > 0 && args[0] == "spend":
		err = spendCommand(ctx, cfg, args[1:], stdout)
	case len(args) > 0 && args[0] == "posts":
		err = postsCommand(ctx, cfg, args[1:], stdout)
	case len(args) > 0 && args[0] == "privacy":
		err = privacyCommand(ctx, cfg, args[1:], stdout)
	case command == "leads export --xlsx":
		err = exportFrom(ctx, cfg, stdout, exportLeadsXLSX)
	case command == "contact export":
		err = exportFrom(ctx, cfg, stdout, exportContacts)
	case command == "subscribers export":
		err = exportFrom(ctx, cfg, stdout, exportSubscribers)
	case command == "help" || command == "-h" || command == "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprint(stderr, usage)
		return 2
	}
	if errors.Is(err, errUsage) {
		if msg := strings.TrimSuffix(err.Error(), ": "+errUsage.Error()); msg != errUsage.Error() {
			fmt.Fprintln(stderr, "site:", msg)
		}
		fmt.Fprint(stderr, usage)
		return 2
	}
	if err != nil {
		log.Error("site stopped", "err", err)
		return 1
	}
	return 0
}

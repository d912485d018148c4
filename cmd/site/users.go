package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

const usersUsage = `usage:
  site users add --email EMAIL --name NAME --role owner|sales|editor [--password-stdin]
  site users list
  site users disable EMAIL
  site users enable EMAIL
  site users reset EMAIL [--two-factor]

add without --password-stdin prints a one-time link (valid 30 minutes) with which
the person chooses a password; reset prints a new one, and --two-factor also turns
off their two-factor sign-in (a lost phone).
`

// usersCommand runs `site users …` against svc; links are made on linkOrigin.
func usersCommand(ctx context.Context, svc *staff.Service, assign *lead.Assigner, args []string, stdin io.Reader, stdout io.Writer, linkOrigin string) error {
	if len(args) == 0 {
		return errUsage
	}
	switch args[0] {
	case "add":
		return addUser(ctx, svc, args[1:], stdin, stdout, linkOrigin)
	case "list":
		if len(args) != 1 {
			return errUsage
		}
		return listUsers(ctx, svc, stdout)
	case "disable", "enable":
		if len(args) != 2 {
			return errUsage
		}
		return setUserDisabled(ctx, svc, assign, args[1], args[0] == "disable", stdout)
	case "reset":
		return resetUser(ctx, svc, args[1:], stdout, linkOrigin)
	}
	return errUsage
}

func addUser(ctx context.Context, svc *staff.Service, args []string, stdin io.Reader, stdout io.Writer, linkOrigin string) error {
	fs := flag.NewFlagSet("users add", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	email := fs.String("email", "", "")
	name := fs.String("name", "", "")
	role := fs.String("role", "", "")
	passwordStdin := fs.Bool("password-stdin", false, "")
	if err := fs.Parse(args); err != nil || fs.NArg() != 0 {
		return errUsage
	}
	req := staff.NewAccount{Email: *email, Name: *name, Role: staff.Role(*role)}
	if *passwordStdin {
		line, err := bufio.NewReader(io.LimitReader(stdin, 4096)).ReadString('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return err
		}
		req.Password = strings.TrimRight(line, "\r\n")
		if req.Password == "" {
			return errors.New("no password on standard input")
		}
	}
	a, err := svc.AddAccount(ctx, staff.CommandLine, req)
	if err != nil {
		return readable(err)
	}
	fmt.Fprintf(stdout, "account added: %s (%s)\n", a.Email, a.Role)
	if a.PasswordHash != "" {
		return nil
	}
	return printLink(ctx, svc, a.Email, stdout, linkOrigin)
}

func listUsers(ctx context.Context, svc *staff.Service, stdout io.Writer) error {
	list, err := svc.Accounts(ctx)
	if err != nil {
		return err
	}
	w := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "EMAIL\tNAME\tROLE\tSTATUS\tTWO-FACTOR\tCREATED\tLAST SIGN-IN")
	for _, a := range list {
		status, twoFactor, last := "active", "off", "never"
		if a.Disabled {
			status = "disabled"
		} else if a.PasswordHash == "" {
			status = "no password yet"
		}
		if a.TOTPEnabled {
			twoFactor = "on"
		}
		if !a.LastSignInAt.IsZero() {
			last = a.LastSignInAt.UTC().Format(time.DateTime)
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", a.Email, a.Name, a.Role, status, twoFactor, a.CreatedAt.UTC().Format(time.DateTime), last)
	}
	return w.Flush()
}

// setUserDisabled disables or enables the account of email; a disabled person's open leads are handed on at once, as in the back-office.
func setUserDisabled(ctx context.Context, svc *staff.Service, assign *lead.Assigner, email string, disabled bool, stdout io.Writer) error {
	a, err := svc.AccountByEmail(ctx, email)
	if err != nil {
		return readable(err)
	}
	if _, err := assign.ChangeAccount(ctx, svc, staff.CommandLine, staff.AccountChange{ID: a.ID, Version: a.Version, Disabled: &disabled}); err != nil {
		return readable(err)
	}
	word := "enabled"
	if disabled {
		word = "disabled; every session of it has ended"
	}
	_, err = fmt.Fprintf(stdout, "account %s %s\n", a.Email, word)
	return err
}

func resetUser(ctx context.Context, svc *staff.Service, args []string, stdout io.Writer, linkOrigin string) error {
	fs := flag.NewFlagSet("users reset", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	twoFactor := fs.Bool("two-factor", false, "")
	// the e-mail may come before or after the flag
	var email string
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		email, args = args[0], args[1:]
	}
	if err := fs.Parse(args); err != nil {
		return errUsage
	}
	if email == "" && fs.NArg() == 1 {
		email = fs.Arg(0)
	} else if fs.NArg() != 0 || email == "" {
		return errUsage
	}
	if *twoFactor {
		a, err := svc.AccountByEmail(ctx, email)
		if err != nil {
			return readable(err)
		}
		if _, err := svc.ResetTOTP(ctx, staff.CommandLine, a.ID); err != nil {
			return readable(err)
		}
		fmt.Fprintf(stdout, "two-factor sign-in of %s turned off; they set it up again after signing in\n", a.Email)
	}
	return printLink(ctx, svc, email, stdout, linkOrigin)
}

func printLink(ctx context.Context, svc *staff.Service, email string, stdout io.Writer, linkOrigin string) error {
	secret, a, err := svc.IssueSetPasswordLink(ctx, staff.CommandLine, email)
	if err != nil {
		return readable(err)
	}
	_, err = fmt.Fprintf(stdout, "%s chooses a password at this link, which works once within %d minutes:\n%s\n",
		a.Email, int(staff.TokenLifetime/time.Minute), staff.SetPasswordURL(linkOrigin, secret))
	return err
}

// linkOrigin is SITE_URL, or the local address the server listens on.
func linkOrigin(cfg Config) string {
	if cfg.SiteURL != "" {
		return cfg.SiteURL
	}
	if strings.HasPrefix(cfg.Addr, ":") {
		return "http://localhost" + cfg.Addr
	}
	return "http://" + cfg.Addr
}

// readable turns a domain error into the sentence a person at the terminal reads.
func readable(err error) error {
	switch fault.Code(err) {
	case fault.EUNAVAILABLE, fault.EINTERNAL:
		return err
	case fault.ENOTFOUND:
		return errors.New("no account with that e-mail address")
	}
	msg := fault.Message(err)
	fields := fault.FieldsOf(err)
	for _, field := range slices.Sorted(maps.Keys(fields)) {
		if fields[field] != msg {
			msg += " (" + field + ": " + fields[field] + ")"
		}
	}
	return errors.New(msg)
}

// runUsers is `site users …` with its exit status: 2 for a command line not understood.
func runUsers(ctx context.Context, cfg Config, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "help" || args[0] == "-h" || args[0] == "--help") {
		fmt.Fprint(stdout, usersUsage)
		return 0
	}
	err := withStaff(ctx, cfg, func(svc *staff.Service, assign *lead.Assigner) error {
		return usersCommand(ctx, svc, assign, args, stdin, stdout, linkOrigin(cfg))
	})
	if errors.Is(err, errUsage) {
		fmt.Fprint(stderr, usersUsage)
		return 2
	}
	if err != nil {
		fmt.Fprintln(stderr, "site users:", err)
		return 1
	}
	return 0
}

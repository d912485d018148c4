package main

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
)

// runSiteInput runs the binary with stdin and returns stdout, stderr and the exit code.
func runSiteInput(t *testing.T, env map[string]string, stdin string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Env = siteEnv(env)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return stdout.String(), stderr.String(), exit.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return stdout.String(), stderr.String(), 0
}

// TestUsersCommands is how the first owner is made on a fresh install, and the other account commands.
// Serial: a full-cost password hash in a sign-in, which tests beside it would slow past the store deadline.
func TestUsersCommands(t *testing.T) {
	env := map[string]string{"DATA_DIR": t.TempDir(), "SITE_URL": "https://www.example.in"}
	out, errOut, code := runSiteInput(t, env, "", "users", "add", "--email", "Owner@Example.in", "--name", "Asha Rao", "--role", "owner")
	link := regexp.MustCompile(`https://www\.example\.in/admin/set-password#[A-Za-z0-9_-]{43}`)
	if code != 0 || !strings.Contains(out, "account added: owner@example.in (owner)") || !link.MatchString(out) || !strings.Contains(out, "within 30 minutes") {
		t.Fatalf("users add with a link: exit %d\n%s%s", code, out, errOut)
	}
	out, errOut, code = runSiteInput(t, env, "brass lamp over teak shelf\n", "users", "add", "--email", "ravi@example.in", "--name", "Ravi", "--role", "sales", "--password-stdin")
	if code != 0 || link.MatchString(out) {
		t.Fatalf("users add with a password: exit %d\n%s%s", code, out, errOut)
	}
	for _, c := range []struct {
		name  string
		stdin string
		args  []string
		code  int
		says  string
	}{
		{"taken e-mail", "", []string{"users", "add", "--email", "RAVI@example.in", "--name", "R", "--role", "sales"}, 1, "exists already"},
		{"common password", "password12345\n", []string{"users", "add", "--email", "x@example.in", "--name", "X", "--role", "editor", "--password-stdin"}, 1, "too common"},
		{"empty password", "\n", []string{"users", "add", "--email", "x@example.in", "--name", "X", "--role", "editor", "--password-stdin"}, 1, "no password"},
		{"unknown role", "", []string{"users", "add", "--email", "x@example.in", "--name", "X", "--role", "admin"}, 1, "owner, sales or editor"},
		{"no flags", "", []string{"users", "add"}, 1, "required"},
		{"stray argument", "", []string{"users", "add", "extra"}, 2, "usage:"},
		{"unknown subcommand", "", []string{"users", "delete", "x@example.in"}, 2, "usage:"},
		{"disable unknown", "", []string{"users", "disable", "nobody@example.in"}, 1, "no account with that e-mail address"},
		{"disable the only owner", "", []string{"users", "disable", "owner@example.in"}, 1, "At least one owner must be able to sign in."},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, code := runSiteInput(t, env, c.stdin, c.args...)
			if code != c.code || !strings.Contains(out+errOut, c.says) {
				t.Fatalf("exit %d, want %d saying %q:\n%s%s", code, c.code, c.says, out, errOut)
			}
		})
	}
	if out, errOut, code = runSiteInput(t, env, "", "users", "disable", "ravi@example.in"); code != 0 || !strings.Contains(out, "account ravi@example.in disabled") {
		t.Fatalf("disable: exit %d\n%s%s", code, out, errOut)
	}
	out, _, code = runSiteInput(t, env, "", "users", "list")
	if code != 0 || !strings.Contains(out, "EMAIL") || !regexp.MustCompile(`owner@example.in\s+Asha Rao\s+owner\s+no password yet\s+off`).MatchString(out) ||
		!regexp.MustCompile(`ravi@example.in\s+Ravi\s+sales\s+disabled`).MatchString(out) {
		t.Fatalf("list: exit %d\n%s", code, out)
	}
	if out, _, code = runSiteInput(t, env, "", "users", "enable", "ravi@example.in"); code != 0 {
		t.Fatalf("enable: %d %s", code, out)
	}
	if out, _, code = runSiteInput(t, env, "", "users", "reset", "ravi@example.in", "--two-factor"); code != 0 || !link.MatchString(out) || !strings.Contains(out, "two-factor sign-in of ravi@example.in turned off") {
		t.Fatalf("reset: exit %d\n%s", code, out)
	}
}

// TestAdminAPIWired: the served site has the back-office API, and it wants a session.
func TestAdminAPIWired(t *testing.T) {
	t.Parallel()
	s := startServer(t, map[string]string{"DATA_DIR": t.TempDir(), "ADDR": "127.0.0.1:0"})
	defer s.stop(t, syscall.SIGTERM)
	for _, path := range []string{"/api/admin/me", "/api/admin/accounts"} {
		res, err := http.Get(s.url(path))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusUnauthorized {
			t.Errorf("GET %s without a session = %d, want 401", path, res.StatusCode)
		}
	}
}

// TestUsersDisableHandsOverTheirLeads: `site users disable` hands the person's open leads on at once, as the
// back-office's Accounts page does (one domain function), not only at the running site's next sweep.
func TestUsersDisableHandsOverTheirLeads(t *testing.T) {
	t.Parallel()
	env := map[string]string{"DATA_DIR": t.TempDir()}
	for _, p := range [][3]string{{"owner@example.in", "Owner", "owner"}, {"ravi@example.in", "Ravi", "sales"}, {"meera@example.in", "Meera", "sales"}} {
		if out, errOut, code := runSiteInput(t, env, "brass lamp over teak shelf\n", "users", "add", "--email", p[0], "--name", p[1], "--role", p[2], "--password-stdin"); code != 0 {
			t.Fatalf("users add %s: exit %d\n%s%s", p[0], code, out, errOut)
		}
	}
	run := func(args ...string) {
		t.Helper()
		if out, errOut, code := runSiteInput(t, env, "", args...); code != 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
	}
	db := openEnvStore(t, env)
	ctx := context.Background()
	// An open lead of Ravi's and one of Meera's.
	var ids []int64
	for _, email := range []string{"ravi@example.in", "meera@example.in"} {
		a, err := db.AccountByEmail(ctx, email)
		if err != nil {
			t.Fatal(err)
		}
		l := lead.Enquiry{PropertyType: "2 BHK", Name: "Lead of " + a.Name, Mobile: "9876543210", Role: lead.Role, CreatedAt: time.Now()}
		if err := db.CreateLead(ctx, &l, nil, nil); err != nil {
			t.Fatal(err)
		}
		if err := db.SaveLead(ctx, lead.Save{ID: l.ID, Version: 1, Status: lead.StatusNew, AssigneeID: a.ID}); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, l.ID)
	}
	handed := func(id int64) (string, string) {
		t.Helper()
		l, err := db.InboxLead(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		events, err := db.LeadEvents(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		who, line := "nobody", ""
		if l.Assignee != nil {
			who = l.Assignee.Name
		}
		if len(events) > 0 {
			line = events[len(events)-1].Text
		}
		return who, line
	}
	// Automatic assignment off: Ravi's lead goes to nobody.
	run("users", "disable", "ravi@example.in")
	if who, line := handed(ids[0]); who != "nobody" || line != "No longer assigned to Ravi: the account was disabled." {
		t.Fatalf("Ravi's lead: %s, last line %q", who, line)
	}
	// Automatic assignment on, Ravi back: Meera's lead goes to him.
	set, err := db.AssignSettings(ctx)
	if err != nil {
		t.Fatal(err)
	}
	set.AutoAssign = true
	if _, err := db.SaveAssignSettings(ctx, set, time.Now(), nil); err != nil {
		t.Fatal(err)
	}
	run("users", "enable", "ravi@example.in")
	run("users", "disable", "meera@example.in")
	if who, line := handed(ids[1]); who != "Ravi" || line != "Handed on to Ravi (round-robin): Meera's account was disabled." {
		t.Fatalf("Meera's lead: %s, last line %q", who, line)
	}
}

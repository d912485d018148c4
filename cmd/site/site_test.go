package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// binary is the site program the process tests run, built as release testVersion: make's bin/site
// when SITE_BINARY names it (make test built it already; SITE_BINARY_VERSION is the release it was
// built as), else one built here.
var binary string

var testVersion = "v0.0.0-test"

// testParallel is how many of this package's parallel tests run at once unless -test.parallel says: they mostly wait
// on the site processes they start (a lease to run out, a backup schedule, a restart), so GOMAXPROCS at a time left
// two cores idle for most of the package's two-and-a-half minutes.
const testParallel = 6

func setTestParallel() {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.parallel" })
	if !set {
		flag.Set("test.parallel", strconv.Itoa(testParallel))
	}
}

func TestMain(m *testing.M) {
	// A child process of one test (the photo-under-MDWE test) needs no site binary.
	if os.Getenv("SITE_TEST_MDWE") != "" {
		os.Exit(m.Run())
	}
	setTestParallel()
	code := 1
	if path := os.Getenv("SITE_BINARY"); path != "" {
		binary, testVersion = path, os.Getenv("SITE_BINARY_VERSION")
		if testVersion == "" {
			fmt.Fprintln(os.Stderr, "SITE_BINARY needs SITE_BINARY_VERSION, the release it was built as")
		} else {
			code = m.Run()
		}
	} else if dir, err := buildSite(); err != nil {
		fmt.Fprintln(os.Stderr, "building the site binary:", err)
	} else {
		code = m.Run()
		os.RemoveAll(dir)
	}
	storetest.DropTemplate()
	os.Exit(code)
}

// buildSite builds binary as testVersion into a new temporary directory.
func buildSite() (dir string, err error) {
	if dir, err = os.MkdirTemp("", "site-bin-"); err != nil {
		return "", err
	}
	binary = filepath.Join(dir, "site")
	build := exec.Command("go", "build", "-ldflags=-X main.version="+testVersion, "-o", binary, ".")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
}

// server is a running `site serve` process.
type server struct {
	cmd  *exec.Cmd
	addr string
	mu   sync.Mutex
	log  bytes.Buffer
	done chan struct{}
}

func siteEnv(env map[string]string) []string {
	out := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}
	for k, v := range env {
		out = append(out, k+"="+v)
	}
	return out
}

func startServer(t *testing.T, env map[string]string) *server {
	t.Helper()
	s := &server{cmd: exec.Command(binary, "serve"), done: make(chan struct{})}
	s.cmd.Env = siteEnv(env)
	stderr, err := s.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if s.cmd.ProcessState == nil {
			s.cmd.Process.Kill()
			s.cmd.Wait()
		}
	})
	listening := make(chan string, 1)
	go func() {
		defer close(s.done)
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			line := sc.Text()
			s.mu.Lock()
			s.log.WriteString(line + "\n")
			s.mu.Unlock()
			var entry struct{ Msg, Addr string }
			if json.Unmarshal([]byte(line), &entry) == nil && entry.Msg == "listening" {
				listening <- entry.Addr
			}
		}
	}()
	select {
	case s.addr = <-listening:
	case <-s.done:
		t.Fatalf("site exited before listening:\n%s", s.logText())
	case <-time.After(60 * time.Second):
		t.Fatalf("site did not start listening:\n%s", s.logText())
	}
	return s
}

func (s *server) logText() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.log.String()
}

func (s *server) url(path string) string { return "http://" + s.addr + path }

// stop sends sig and returns the exit code once the process is gone.
func (s *server) stop(t *testing.T, sig os.Signal) int {
	t.Helper()
	if err := s.cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	<-s.done // stderr closed: the process has exited
	err := s.cmd.Wait()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0
}

func runSite(t *testing.T, env map[string]string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Env = siteEnv(env)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return stdout.String() + stderr.String(), exit.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return stdout.String(), 0
}

// migratedSite is a fresh DATA_DIR that `site migrate` set up, with its SQLite database open for the
// test to fill; the test closes it before running the site on it.
func migratedSite(t *testing.T) (map[string]string, *sqlstore.Store) {
	t.Helper()
	// A port of its own: the default :8080 is taken by a developer's `make run` or another test serving this site.
	env := map[string]string{"DATA_DIR": t.TempDir(), "ADDR": "127.0.0.1:0"}
	if out, code := runSite(t, env, "migrate"); code != 0 {
		t.Fatalf("migrate: exit %d\n%s", code, out)
	}
	db, err := sqlstore.OpenSQLite(context.Background(), filepath.Join(env["DATA_DIR"], "site.db"))
	if err != nil {
		t.Fatal(err)
	}
	return env, db
}

func postLead(t *testing.T, s *server, name string) {
	t.Helper()
	body := fmt.Sprintf(`{"propertyType":"3 BHK","location":"Chennai","name":%q,"mobile":"+91 98765 43210","email":null,"whatsappUpdates":true,"page":"/get-free-estimate"}`, name)
	res, err := http.Post(s.url("/api/leads"), "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("POST /api/leads = %d, want 201", res.StatusCode)
	}
}

// TestLeadSurvivesKill is the durability budget of DESIGN.md: a lead that got
// 201 is on disk, so SIGKILL right after loses none; SIGTERM exits cleanly.
func TestLeadSurvivesKill(t *testing.T) {
	t.Parallel()
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env := map[string]string{"DATA_DIR": t.TempDir(), "ADDR": "127.0.0.1:0", "RATE_LIMIT_PER_MINUTE": "0"}
			if engine == "postgres" {
				env["DATABASE_URL"] = storetest.PostgresURL(t)
			}
			s := startServer(t, env)
			postLead(t, s, "Kavya Iyer")
			if err := s.cmd.Process.Kill(); err != nil {
				t.Fatal(err)
			}
			s.cmd.Wait()

			out, code := runSite(t, env, "leads", "export")
			if code != 0 || !strings.Contains(out, "3 BHK,Chennai,Kavya Iyer,+91 98765 43210,,true,") {
				t.Fatalf("leads export (exit %d) lacks the lead:\n%s", code, out)
			}

			s = startServer(t, env)
			postLead(t, s, "Second Visitor")
			res, err := http.Get(s.url("/readyz"))
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusOK {
				t.Fatalf("GET /readyz = %d", res.StatusCode)
			}
			if code := s.stop(t, syscall.SIGTERM); code != 0 {
				t.Fatalf("SIGTERM exit code = %d, want 0:\n%s", code, s.logText())
			}
			if !strings.Contains(s.logText(), `"msg":"stopped"`) {
				t.Fatalf("no clean stop in the log:\n%s", s.logText())
			}
			out, _ = runSite(t, env, "leads", "export")
			if n := strings.Count(out, "\r\n"); n != 3 {
				t.Fatalf("export has %d lines, want header and 2 leads:\n%s", n, out)
			}
		})
	}
}

func TestCommands(t *testing.T) {
	t.Parallel()
	env := map[string]string{"DATA_DIR": filepath.Join(t.TempDir(), "new", "dir")}
	if out, code := runSite(t, env, "migrate"); code != 0 || !strings.Contains(out, "migrations applied") {
		t.Fatalf("migrate: exit %d\n%s", code, out)
	}
	if _, err := os.Stat(filepath.Join(env["DATA_DIR"], "site.db")); err != nil {
		t.Fatalf("migrate did not create the database: %v", err)
	}
	if out, code := runSite(t, env, "seed"); code != 0 || !strings.Contains(out, "catalog replaced: ") {
		t.Fatalf("seed: exit %d\n%s", code, out)
	}
	if out, code := runSite(t, env, "leads", "export"); code != 0 || out != "\uFEFF"+strings.Join(lead.ExportHeader, ",")+"\r\n" {
		t.Fatalf("export of an empty database: exit %d\n%q", code, out)
	}
	if out, code := runSite(t, env, "launch"); code != 2 || !strings.Contains(out, "usage: site") {
		t.Fatalf("unknown command: exit %d\n%s", code, out)
	}
	if out, code := runSite(t, map[string]string{"RATE_LIMIT_PER_MINUTE": "lots"}, "migrate"); code != 2 || !strings.Contains(out, "RATE_LIMIT_PER_MINUTE") {
		t.Fatalf("bad config: exit %d\n%s", code, out)
	}
}

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/cookiejar"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/smtp/smtptest"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// oneAnswer makes a request and checks that the answer is exactly one JSON
// value (no second body after it), returning the status.
func oneAnswer(t *testing.T, c *http.Client, method, url, body string) int {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil && res.StatusCode == http.StatusOK && strings.HasPrefix(res.Header.Get("Content-Type"), "text/csv") &&
		errors.Is(err, io.ErrUnexpectedEOF) {
		// An export streams its rows, then writes who saw them; when that last write fails (the disk filled meanwhile)
		// the connection is cut, by design, so no client keeps a file that stops short for a whole one.
		return res.StatusCode
	}
	if err != nil {
		t.Fatalf("%s %s: reading the answer: %v", method, url, err)
	}
	if !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
		if res.StatusCode == http.StatusOK || res.StatusCode == http.StatusNoContent && len(raw) == 0 {
			return res.StatusCode // a CSV file, or nothing to say
		}
		t.Fatalf("%s %s = %d with %q, want JSON: %s", method, url, res.StatusCode, res.Header.Get("Content-Type"), raw)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	var first, second any
	if err := dec.Decode(&first); err != nil {
		t.Fatalf("%s %s = %d, not JSON: %v: %s", method, url, res.StatusCode, err, raw)
	}
	if err := dec.Decode(&second); err != io.EOF {
		t.Errorf("%s %s = %d with more than one body: %s", method, url, res.StatusCode, raw)
	}
	if res.StatusCode >= 500 && res.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("%s %s = %d on a full disk, want 503 (try again): %s", method, url, res.StatusCode, raw)
	}
	return res.StatusCode
}

// TestFullDiskIsNotReadyAndEveryAnswerHasOneBody fills a real (tmpfs) data
// folder under a running site: /readyz turns 503, every public and admin
// answer is one JSON body, and the site is ready again once room is made.
func TestFullDiskIsNotReadyAndEveryAnswerHasOneBody(t *testing.T) {
	t.Parallel()
	dir := storetest.SmallDisk(t, "24m")
	env := map[string]string{"DATA_DIR": dir, "ADDR": "127.0.0.1:0", "RATE_LIMIT_PER_MINUTE": "0"}
	const password = "a long enough sales password"
	if out, errOut, code := runSiteInput(t, env, password+"\n", "users", "add", "--email", "sales@example.in", "--name", "Sales",
		"--role", "sales", "--password-stdin"); code != 0 {
		t.Fatalf("users add: exit %d\n%s%s", code, out, errOut)
	}
	s := startServer(t, env)
	defer s.stop(t, syscall.SIGTERM)
	jar, _ := cookiejar.New(nil)
	staffClient := &http.Client{Timeout: 15 * time.Second, Jar: jar}
	if code := oneAnswer(t, staffClient, "POST", s.url("/api/admin/sign-in"), `{"email":"sales@example.in","password":"`+password+`"}`); code != http.StatusOK {
		t.Fatalf("sign-in = %d", code)
	}
	if code := oneAnswer(t, client, "GET", s.url("/readyz"), ""); code != http.StatusOK {
		t.Fatalf("/readyz on an empty disk = %d", code)
	}
	postLead(t, s, "Before Full")

	free := storetest.FillDisk(t, dir)
	eventually(t, 5*time.Second, "/readyz answers 503 on a full disk", func() bool {
		return getStatus(t, s, "/readyz") == http.StatusServiceUnavailable
	})
	// A full file system still takes a few writes in the space SQLite's WAL
	// holds already (each acknowledged write is on disk); then writes fail.
	for i := 0; ; i++ {
		code := oneAnswer(t, client, "POST", s.url("/api/leads"), leadBody("Filling Up", "fill@example.com"))
		if code == http.StatusServiceUnavailable {
			break
		}
		if code != http.StatusCreated || i == 5000 {
			t.Fatalf("lead %d on a full disk = %d, want 201 until the WAL's room is used, then 503", i, code)
		}
	}
	lead := leadBody("Asha Rao", "asha@example.com")
	for _, rq := range []struct{ method, path, body string }{
		{"GET", "/readyz", ""},
		{"POST", "/api/leads", lead},
		{"POST", "/api/contact", `{"firstName":"Asha","lastName":"Rao","email":"asha@example.com","subject":"General Inquiry","message":"Please call me."}`},
		{"POST", "/api/subscribe", `{"email":"asha@example.com","page":"/"}`},
		{"GET", "/api/admin/me", ""},
		{"GET", "/api/admin/leads", ""},
		{"GET", "/api/admin/leads/export.csv", ""},
		{"POST", "/api/admin/sign-out", ""},
	} {
		c := client
		if strings.HasPrefix(rq.path, "/api/admin/") {
			c = staffClient
		}
		oneAnswer(t, c, rq.method, s.url(rq.path), rq.body)
	}
	// A write that fails now and then still fits later (a checkpoint frees WAL
	// room): keep both kinds of answer coming for a while.
	for range 40 {
		oneAnswer(t, client, "POST", s.url("/api/leads"), lead)
		for _, path := range []string{"/api/admin/me", "/api/admin/leads", "/api/admin/leads/export.csv"} {
			oneAnswer(t, staffClient, "GET", s.url(path), "")
		}
	}
	free()
	eventually(t, 5*time.Second, "/readyz answers 200 once room is made", func() bool {
		return getStatus(t, s, "/readyz") == http.StatusOK
	})
	if code, _ := post(t, s, "/api/leads", leadBody("After Full", "after@example.com")); code != http.StatusCreated {
		t.Fatalf("lead after the disk has room again = %d, want 201", code)
	}
}

// TestSignInFailuresAreCounted: wrong passwords show in /metrics, as refusals
// of the password or, once the throttle steps in, of the attempt itself.
// Serial: a full-cost password hash in a sign-in, which tests beside it would slow past the store deadline.
func TestSignInFailuresAreCounted(t *testing.T) {
	env := engineEnv(t, "sqlite")
	env["METRICS_ADDR"] = "127.0.0.1:0"
	s := startServer(t, env)
	defer s.stop(t, syscall.SIGTERM)
	for range 5 {
		res, err := client.Post(s.url("/api/admin/sign-in"), "application/json", strings.NewReader(`{"email":"nobody@example.in","password":"not the password"}`))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
	}
	_, body := getBody(t, "http://"+metricsAddr(s.logText())+"/metrics")
	var failed, throttled float64
	for _, line := range strings.Split(body, "\n") {
		if v, ok := strings.CutPrefix(line, "site_signin_failures_total "); ok {
			failed, _ = strconv.ParseFloat(v, 64)
		}
		if v, ok := strings.CutPrefix(line, "site_signin_throttled_total "); ok {
			throttled, _ = strconv.ParseFloat(v, 64)
		}
	}
	if failed < 1 || failed+throttled != 5 {
		t.Fatalf("sign-in failures %v, throttled %v; want the 5 refusals counted", failed, throttled)
	}
	for _, want := range []string{"site_disk_free_bytes ", "site_outbox_oldest_pending_age_seconds "} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}

// TestKilledCopysMailMovesOnWithinSeconds: a copy killed while it sends a mail
// leaves the row leased to it; another copy sends it once that short lease
// has run out (20 s), not after minutes.
func TestKilledCopysMailMovesOnWithinSeconds(t *testing.T) {
	t.Parallel()
	smtp := smtptest.Start(t)
	smtp.SlowData(3 * time.Second) // the first copy is killed inside DATA: its mail never lands
	env := engineEnv(t, "sqlite")
	env["SMTP_URL"] = smtp.URL()
	s := startServer(t, env)
	if status, b := post(t, s, "/api/leads", leadBody("Kavya Iyer", "")); status != http.StatusCreated {
		t.Fatalf("lead = %d %v", status, b)
	}
	select {
	case <-smtp.DataStarted():
	case <-time.After(10 * time.Second):
		t.Fatal("the company's mail was not sent")
	}
	s.kill(t)
	killed := time.Now()
	smtp.SlowData(0)
	s = startServer(t, env)
	defer s.stop(t, syscall.SIGTERM)
	mails := smtp.WaitFor(1, 45*time.Second)
	if took := time.Since(killed); took > 30*time.Second {
		t.Fatalf("the killed copy's mail went out %v after the kill, want within the 20 s lease", took.Round(time.Second))
	}
	time.Sleep(3 * time.Second) // room for a repeat to show
	if n := len(smtp.Mails()); n != 1 || len(mails) != 1 {
		t.Fatalf("%d mails, want the lead's one", n)
	}
}

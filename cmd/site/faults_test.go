package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/smtp/smtptest"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/web/app/content"
)

// These tests run the real binary (TestMain builds it) against real databases
// and a real SMTP server, and break things the way production breaks them.

var client = &http.Client{Timeout: 15 * time.Second}

// engineEnv is the environment of a site on a fresh SQLite directory or PostgreSQL schema.
func engineEnv(t *testing.T, engine string) map[string]string {
	t.Helper()
	env := map[string]string{"DATA_DIR": t.TempDir(), "ADDR": "127.0.0.1:0", "RATE_LIMIT_PER_MINUTE": "0"}
	if engine == "postgres" {
		env["DATABASE_URL"] = storetest.PostgresURL(t)
	}
	return env
}

// openEnvStore opens the database a site with env uses, bypassing the site.
func openEnvStore(t *testing.T, env map[string]string) *sqlstore.Store {
	t.Helper()
	db, err := openStore(context.Background(), Config{DataDir: env["DATA_DIR"], DatabaseURL: env["DATABASE_URL"],
		SiteKey: env["SITE_KEY"], SiteKeyFile: env["SITE_KEY_FILE"]})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// storedLeads lists the leads in the database of a site with env, and their names by id.
func storedLeads(t *testing.T, env map[string]string) ([]lead.Enquiry, map[int64]string) {
	t.Helper()
	leads, err := openEnvStore(t, env).ListLeads(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	stored := map[int64]string{}
	for _, l := range leads {
		stored[l.ID] = l.Name
	}
	return leads, stored
}

// post sends body as JSON and returns the status and the decoded answer.
func post(t *testing.T, s *server, path, body string) (int, map[string]any) {
	t.Helper()
	res, err := client.Post(s.url(path), "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatalf("POST %s: %v", path, err)
	}
	defer res.Body.Close()
	var m map[string]any
	if err := json.NewDecoder(res.Body).Decode(&m); err != nil {
		t.Fatalf("POST %s = %d, answer not JSON: %v", path, res.StatusCode, err)
	}
	return res.StatusCode, m
}

func getStatus(t *testing.T, s *server, path string) int {
	t.Helper()
	res, err := client.Get(s.url(path))
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode
}

// eventually polls cond every 50 ms until it holds or timeout passes.
func eventually(t *testing.T, timeout time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("after %v: %s", timeout, what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// startBehindProxy starts the site on PostgreSQL (TEST_DATABASE_URL) reached
// through a proxy the test can cut or freeze; direct reaches the database itself.
func startBehindProxy(t *testing.T) (s *server, proxy *tcpProxy, direct string) {
	t.Helper()
	direct = storetest.PostgresURL(t)
	u, err := url.Parse(direct)
	if err != nil {
		t.Fatal(err)
	}
	proxy = startProxy(t, u.Host)
	u.Host = proxy.addr
	env := map[string]string{"DATA_DIR": t.TempDir(), "ADDR": "127.0.0.1:0", "RATE_LIMIT_PER_MINUTE": "0", "DATABASE_URL": u.String(),
		"SITE_KEY": storetest.KeyText} // openEnvStore(directEnv(direct)) reads with the same key
	return startServer(t, env), proxy, direct
}

// directEnv is the environment of a tool that reaches startBehindProxy's database without the proxy.
func directEnv(direct string) map[string]string {
	return map[string]string{"DATABASE_URL": direct, "SITE_KEY": storetest.KeyText}
}

// kill SIGKILLs the site and waits until the process is gone.
func (s *server) kill(t *testing.T) {
	t.Helper()
	if err := s.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-s.done
	s.cmd.Wait()
}

func leadBody(name, email string) string {
	e := "null"
	if email != "" {
		e = fmt.Sprintf("%q", email)
	}
	return fmt.Sprintf(`{"propertyType":"2 BHK","location":"Pune","name":%q,"mobile":"98765 43210","email":%s,"whatsappUpdates":true}`, name, e)
}

// TestAcknowledgedLeadsSurviveKillMidBurst: eight clients post leads as fast
// as they can; SIGKILL lands mid-burst; after a restart every lead that got a
// 201 is stored under the id it was acknowledged with.
func TestAcknowledgedLeadsSurviveKillMidBurst(t *testing.T) {
	t.Parallel()
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env := engineEnv(t, engine)
			s := startServer(t, env)

			burst := startBurst(s, client, 8, "Burst Visitor", func(err error) bool { return errors.Is(err, io.ErrUnexpectedEOF) })
			eventually(t, 30*time.Second, "40 leads acknowledged", func() bool { return len(burst.acknowledged()) >= 40 })
			s.kill(t)                      // the clients are still posting
			failures, wrong := burst.end() // failures: requests cut off by the kill
			if len(wrong) > 0 {
				t.Fatalf("answers other than 201 during the burst: %v", wrong)
			}
			acked := burst.acknowledged()

			s = startServer(t, env)
			if got := getStatus(t, s, "/readyz"); got != http.StatusOK {
				t.Fatalf("readyz after restart = %d", got)
			}
			status, body := post(t, s, "/api/leads", leadBody("After Restart", ""))
			if status != http.StatusCreated {
				t.Fatalf("lead after restart = %d %v", status, body)
			}
			afterID := int64(body["id"].(float64))
			if code := s.stop(t, syscall.SIGTERM); code != 0 {
				t.Fatalf("SIGTERM exit %d:\n%s", code, s.logText())
			}

			leads, stored := storedLeads(t, env)
			for id, name := range acked {
				if stored[id] != name {
					t.Errorf("acknowledged lead %d (%s) stored as %q", id, name, stored[id])
				}
				if id >= afterID {
					t.Errorf("id %d was acknowledged before the kill and reused after it (%d)", id, afterID)
				}
			}
			if stored[afterID] != "After Restart" {
				t.Errorf("lead after restart missing: %q", stored[afterID])
			}
			t.Logf("%s: %d leads acknowledged, %d requests cut by SIGKILL, %d stored", engine, len(acked), failures, len(leads))
		})
	}
}

// retriedOutboxIDs returns the outbox rows the log says failed and wait for a retry.
func retriedOutboxIDs(log string) map[float64]bool {
	ids := map[float64]bool{}
	for _, line := range strings.Split(log, "\n") {
		var e struct {
			Msg      string
			OutboxID float64 `json:"outbox_id"`
		}
		if json.Unmarshal([]byte(line), &e) == nil && e.Msg == "mail: delivery failed, will retry" {
			ids[e.OutboxID] = true
		}
	}
	return ids
}

// stopSMTP takes the mail server down once it is surely serving: a Stop that
// races smtptest's serving goroutine would leave the server accepting mail.
func stopSMTP(t *testing.T, srv *smtptest.Server) {
	t.Helper()
	c, err := net.DialTimeout("tcp", srv.Addr(), 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	c.SetDeadline(time.Now().Add(5 * time.Second))
	greeting := make([]byte, 3)
	if _, err := io.ReadFull(c, greeting); err != nil || string(greeting) != "220" {
		t.Fatalf("SMTP greeting %q, %v", greeting, err)
	}
	c.Close()
	srv.Stop()
	// The freed port may be taken at once by another test's server (its address was :0 too): only a greeting
	// there is this SMTP server still answering.
	if c, err := net.DialTimeout("tcp", srv.Addr(), time.Second); err == nil {
		c.SetDeadline(time.Now().Add(time.Second))
		n, _ := io.ReadFull(c, greeting)
		c.Close()
		if n == 3 && string(greeting) == "220" {
			t.Fatal("the SMTP server still accepts connections after Stop")
		}
	}
}

// TestOutboxSurvivesSMTPOutageAndRestart: with the mail server down, the site
// still answers success; the process is killed and restarted; once the mail
// server is back every mail arrives exactly once.
func TestOutboxSurvivesSMTPOutageAndRestart(t *testing.T) {
	t.Parallel()
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			smtp := smtptest.Start(t)
			stopSMTP(t, smtp)
			env := engineEnv(t, engine)
			env["SMTP_URL"] = smtp.URL()
			s := startServer(t, env)

			info := content.Settings.InfoEmail
			if status, b := post(t, s, "/api/leads", leadBody("Kavya Iyer", "kavya@example.in")); status != http.StatusCreated {
				t.Fatalf("lead = %d %v", status, b)
			}
			for _, to := range []string{"kavya@example.in", info} {
				body := fmt.Sprintf(`{"to":%q,"name":"Kavya Iyer","email":"kavya@example.in","countryCode":"+91","mobile":"9876543210","propertyType":"2 BHK","location":"Pune"}`, to)
				if status, b := post(t, s, "/api/sendMail", body); status != http.StatusOK || b["success"] != true {
					t.Fatalf("sendMail to %s with SMTP down = %d %v, want 200 success:true", to, status, b)
				}
			}
			if status, b := post(t, s, "/api/contact", `{"firstName":"Kavya","lastName":"Iyer","email":"kavya@example.in","subject":"sales","message":"Please call me."}`); status != http.StatusCreated {
				t.Fatalf("contact = %d %v", status, b)
			}
			// The company's mail stored with the lead, the visitor's confirmation (sendMail to the
			// company adds none: its mail went with the lead), the contact message.
			const want = 3
			// Kill only once every row has failed once and waits for its retry, so none is leased to the dead process.
			eventually(t, 20*time.Second, "every mail tried against the dead SMTP server", func() bool {
				return len(retriedOutboxIDs(s.logText())) >= want
			})
			s.kill(t)

			s = startServer(t, env)
			smtp.Restart()
			// A row's next try can be up to the 64 s backoff cap away when a loaded machine let it fail many times;
			// a row the killed process had just claimed for another try stays leased to it for the 20 s lease first.
			smtp.WaitFor(want, 2*time.Minute+100*time.Second)
			if code := s.stop(t, syscall.SIGTERM); code != 0 {
				t.Fatalf("SIGTERM exit %d:\n%s", code, s.logText())
			}

			mails := smtp.Mails()
			ids := map[string]int{}
			to := map[string]int{}
			for _, m := range mails {
				ids[m.MessageID()]++
				to[strings.Join(m.To, ",")]++
			}
			if len(mails) != want || len(ids) != want {
				t.Errorf("received %d mails with %d distinct Message-IDs, want %d of each: %v", len(mails), len(ids), want, ids)
			}
			if to[info] != 2 || to["kavya@example.in"] != 1 {
				t.Errorf("recipients = %v, want 2 to %s and 1 to the visitor", to, info)
			}
			stats, err := openEnvStore(t, env).OutboxStats(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if stats.Sent != want || stats.Pending != 0 || stats.Failed != 0 {
				t.Errorf("outbox = %+v, want %d sent and nothing pending or failed", stats, want)
			}
		})
	}
}

// TestDatabaseOutageAnswers503AndRecovers runs on PostgreSQL only: a SQLite
// file opened by the process cannot become unreachable (permissions are checked
// at open, and a held lock only delays writes by busy_timeout while reads go on).
func TestDatabaseOutageAnswers503AndRecovers(t *testing.T) {
	t.Parallel()
	s, proxy, direct := startBehindProxy(t)
	if status, b := post(t, s, "/api/leads", leadBody("Before Outage", "")); status != http.StatusCreated {
		t.Fatalf("lead = %d %v", status, b)
	}

	proxy.cut()
	eventually(t, 10*time.Second, "readyz answers 503 with the database gone", func() bool {
		return getStatus(t, s, "/readyz") == http.StatusServiceUnavailable
	})
	if got := getStatus(t, s, "/healthz"); got != http.StatusOK {
		t.Errorf("healthz with the database gone = %d, want 200 (the process is alive)", got)
	}
	for _, c := range []struct{ path, body string }{
		{"/api/leads", leadBody("During Outage", "")},
		// To a visitor, which needs the database (to the company it is a quiet success that needs none).
		{"/api/sendMail", `{"to":"d@example.in","name":"During Outage","email":"","countryCode":"+91","mobile":"9876543210","propertyType":"2 BHK","location":""}`},
		{"/api/contact", `{"firstName":"During","lastName":"Outage","email":"d@example.in","subject":"general","message":"Hello"}`},
		{"/api/subscribe", `{"email":"d@example.in","page":"/Guides/Design-Tips"}`},
	} {
		res, err := client.Post(s.url(c.path), "application/json", strings.NewReader(c.body))
		if err != nil {
			t.Fatal(err)
		}
		var b map[string]any
		json.NewDecoder(res.Body).Decode(&b)
		res.Body.Close()
		msg, _ := b["error"].(string)
		if res.StatusCode != http.StatusServiceUnavailable {
			t.Errorf("POST %s with the database gone = %d, want 503", c.path, res.StatusCode)
		}
		if msg != "We could not save your request right now. Please try again in a minute." {
			t.Errorf("POST %s error = %q, want the readable unavailable sentence", c.path, msg)
		}
		if c.path == "/api/sendMail" && b["success"] != false {
			t.Errorf("sendMail answer lacks success:false: %v", b)
		}
	}

	proxy.restore()
	eventually(t, 20*time.Second, "readyz answers 200 once the database is back", func() bool {
		return getStatus(t, s, "/readyz") == http.StatusOK
	})
	if status, b := post(t, s, "/api/leads", leadBody("After Outage", "")); status != http.StatusCreated {
		t.Fatalf("lead after the outage = %d %v", status, b)
	}
	if code := s.stop(t, syscall.SIGTERM); code != 0 {
		t.Fatalf("SIGTERM exit %d:\n%s", code, s.logText())
	}
	if !strings.Contains(s.logText(), `"msg":"not ready"`) {
		t.Error("the outage was not logged")
	}
	leads, err := openEnvStore(t, directEnv(direct)).ListLeads(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, l := range leads {
		names = append(names, l.Name)
	}
	if strings.Join(names, ",") != "Before Outage,After Outage" {
		t.Errorf("stored leads = %v, want the one before and the one after the outage", names)
	}
}

package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/smtp/smtptest"
	"github.com/nivaas-interiors/site/web/app/content"
)

// TestCompanyMailSurvivesKillBeforeSendMail: the browser saves a lead, and the
// server dies before the browser's second call (sendMail). The company still
// hears of the lead, because its mail was committed with the lead.
func TestCompanyMailSurvivesKillBeforeSendMail(t *testing.T) {
	t.Parallel()
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			smtp := smtptest.Start(t)
			stopSMTP(t, smtp) // nothing leaves before the kill
			env := engineEnv(t, engine)
			env["SMTP_URL"] = smtp.URL()
			s := startServer(t, env)
			if status, b := post(t, s, "/api/leads", leadBody("Nikhil Rao", "nikhil@example.in")); status != http.StatusCreated {
				t.Fatalf("lead = %d %v", status, b)
			}
			// Kill once the mail waits for its retry, so no lease of the dead process holds it.
			eventually(t, 20*time.Second, "the company mail tried against the dead SMTP server", func() bool {
				return len(retriedOutboxIDs(s.logText())) >= 1
			})
			s.kill(t)

			s = startServer(t, env)
			smtp.Restart()
			mails := smtp.WaitFor(1, 30*time.Second)
			if code := s.stop(t, syscall.SIGTERM); code != 0 {
				t.Fatalf("SIGTERM exit %d:\n%s", code, s.logText())
			}
			if len(mails) != 1 || strings.Join(mails[0].To, ",") != content.Settings.InfoEmail || !strings.Contains(mails[0].Subject(), "Nikhil Rao") {
				t.Fatalf("mails = %d, first to %v %q; want one to the company about Nikhil Rao", len(mails), mails[0].To, mails[0].Subject())
			}
		})
	}
}

// TestStalledDatabaseAnswers503WithinDeadline runs on PostgreSQL, reached
// through a proxy that freezes: the visitor gets a readable 503 within the
// deadline instead of an empty answer, and a retry with the same key stores one lead.
func TestStalledDatabaseAnswers503WithinDeadline(t *testing.T) {
	s, proxy, direct := startBehindProxy(t)
	submit := func() (int, string, time.Duration) {
		req, err := http.NewRequest("POST", s.url("/api/leads"), strings.NewReader(leadBody("Frozen Moment", "")))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Idempotency-Key", "6a1f3c2e-frozen")
		start := time.Now()
		res, err := client.Do(req)
		if err != nil {
			t.Fatalf("POST /api/leads: %v (after %v)", err, time.Since(start))
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b), time.Since(start)
	}
	if status, b := post(t, s, "/api/leads", leadBody("Before Freeze", "")); status != http.StatusCreated {
		t.Fatalf("lead = %d %v", status, b)
	}

	proxy.stall()
	status, body, took := submit()
	if status != http.StatusServiceUnavailable || !strings.Contains(body, "We could not save your request right now. Please try again in a minute.") {
		t.Errorf("POST with the database frozen = %d %s, want 503 with the readable sentence", status, body)
	}
	if took > 8*time.Second {
		t.Errorf("answered after %v, want within the 5 s deadline and a little", took)
	}
	proxy.resume()

	var first string
	eventually(t, 20*time.Second, "the retry is accepted once the database moves again", func() bool {
		status, first, _ = submit()
		return status == http.StatusCreated
	})
	if status, again, _ := submit(); status != http.StatusCreated || again != first {
		t.Errorf("second retry = %d %s, want the first answer %s", status, again, first)
	}
	leads, err := openEnvStore(t, directEnv(direct)).ListLeads(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(leads) != 2 || leads[1].Name != "Frozen Moment" {
		t.Errorf("stored %d leads (%+v), want Before Freeze and one Frozen Moment", len(leads), leads)
	}
}

// TestMailFailedAndRetry: an operator sees the mails that failed for good and
// sends them again; a running site delivers them.
func TestMailFailedAndRetry(t *testing.T) {
	t.Parallel()
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			env := engineEnv(t, engine)
			db := openEnvStore(t, env)
			ctx := context.Background()
			var ids []int64
			for i := range 3 {
				id, err := db.Enqueue(ctx, mail.Message{To: fmt.Sprintf("m%d@example.in", i), Subject: "Hello", Text: "Hi", HTML: "<p>Hi</p>"})
				if err != nil {
					t.Fatal(err)
				}
				ids = append(ids, id)
			}
			if _, err := db.Claim(ctx, "old-worker", time.Now(), time.Minute, 10); err != nil {
				t.Fatal(err)
			}
			for _, id := range ids[:2] {
				if err := db.MarkFailed(ctx, id, "old-worker", "550 5.1.1 mailbox unknown\n\tat the far end"); err != nil {
					t.Fatal(err)
				}
			}
			if err := db.MarkSent(ctx, ids[2], "old-worker", time.Now()); err != nil {
				t.Fatal(err)
			}

			out, code := runSite(t, env, "mail", "failed")
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if code != 0 || len(lines) != 3 || !strings.Contains(lines[0], "LAST ERROR") {
				t.Fatalf("mail failed: exit %d\n%s", code, out)
			}
			for i, id := range ids[:2] {
				f := strings.Fields(lines[i+1])
				if f[0] != fmt.Sprint(id) || f[2] != "1" || f[3] != "company" || !strings.HasSuffix(lines[i+1], "550 5.1.1 mailbox unknown at the far end") {
					t.Errorf("row %d = %q", i, lines[i+1])
				}
			}

			for _, bad := range [][]string{{"mail", "retry"}, {"mail", "retry", "x"}, {"mail", "retry", "0"}, {"mail", "resend"}} {
				if out, code := runSite(t, env, bad...); code != 2 {
					t.Errorf("%v: exit %d, want 2 (usage)\n%s", bad, code, out)
				}
			}
			if out, code := runSite(t, env, "mail", "retry", fmt.Sprint(ids[0]), fmt.Sprint(ids[2])); code != 1 || !strings.Contains(out, "1 failed mail(s) queued again") {
				t.Errorf("retry of a failed and a sent id: exit %d, want 1\n%s", code, out)
			}
			if out, code := runSite(t, env, "mail", "retry", "--all"); code != 0 || !strings.Contains(out, "1 failed mail(s) queued again") {
				t.Errorf("retry --all: exit %d\n%s", code, out)
			}
			if out, _ := runSite(t, env, "mail", "failed"); strings.TrimSpace(out) != "no failed mail" {
				t.Errorf("mail failed after the retries:\n%s", out)
			}

			smtp := smtptest.Start(t)
			env["SMTP_URL"] = smtp.URL()
			s := startServer(t, env)
			smtp.WaitFor(2, 20*time.Second)
			if code := s.stop(t, syscall.SIGTERM); code != 0 {
				t.Fatalf("SIGTERM exit %d:\n%s", code, s.logText())
			}
			if st, err := db.OutboxStats(ctx); err != nil || st.Sent != 3 || st.Failed != 0 || st.Pending != 0 {
				t.Errorf("outbox = %+v, %v; want all 3 sent", st, err)
			}
		})
	}
}

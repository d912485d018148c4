package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/smtp/smtptest"
)

// TestSIGTERMLosesNothing: eight clients post leads, the mail server takes its
// time over each mail and one request hangs mid-body; SIGTERM lands mid-burst.
// The site exits cleanly within SHUTDOWN_TIMEOUT and the batch in hand; every
// lead that got a 201 is stored, and after a restart each of their
// notifications has arrived exactly once (the batch in hand was recorded sent).
func TestSIGTERMLosesNothing(t *testing.T) {
	t.Parallel()
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			smtp := smtptest.Start(t)
			smtp.SlowData(20 * time.Millisecond)
			env := engineEnv(t, engine)
			env["SMTP_URL"] = smtp.URL()
			const shutdownTimeout = 2 * time.Second
			env["SHUTDOWN_TIMEOUT"] = shutdownTimeout.String()
			s := startServer(t, env)

			// A request that never finishes its body holds a plain Shutdown for the 30 s read timeout.
			hung, err := net.Dial("tcp", s.addr)
			if err != nil {
				t.Fatal(err)
			}
			defer hung.Close()
			fmt.Fprintf(hung, "POST /api/leads HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{\"name\":", s.addr)

			burst := startBurst(s, &http.Client{Timeout: 15 * time.Second, Transport: &http.Transport{}}, 8, "Term Visitor",
				func(err error) bool { return errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) })
			eventually(t, 30*time.Second, "60 leads acknowledged", func() bool { return len(burst.acknowledged()) >= 60 })
			sent := time.Now()
			if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil {
				t.Fatal(err)
			}
			<-s.done
			took := time.Since(sent)
			err = s.cmd.Wait()
			if _, wrong := burst.end(); len(wrong) > 0 {
				t.Errorf("answers other than 201 during the burst: %v", wrong)
			}
			if err != nil {
				t.Fatalf("SIGTERM: %v\n%s", err, s.logText())
			}
			// The batch in hand: at most 50 mails of 20 ms each, plus the store's close (and a slow machine).
			if limit := shutdownTimeout + 8*time.Second; took > limit {
				t.Fatalf("exit took %v after SIGTERM, want under %v", took, limit)
			}
			if !strings.Contains(s.logText(), `"msg":"stopped"`) {
				t.Fatalf("no clean stop in the log:\n%s", s.logText())
			}
			got := burst.acknowledged()
			leads, stored := storedLeads(t, env)
			for id, name := range got {
				if stored[id] != name {
					t.Errorf("acknowledged lead %d (%s) stored as %q", id, name, stored[id])
				}
			}
			before := len(smtp.Mails())

			s = startServer(t, env)
			eventually(t, 60*time.Second, "every notification delivered after the restart", func() bool {
				return len(smtp.Mails()) >= len(leads)
			})
			time.Sleep(time.Second) // a duplicate would arrive by now
			if code := s.stop(t, syscall.SIGTERM); code != 0 {
				t.Fatalf("exit %d:\n%s", code, s.logText())
			}
			perName := map[string]int{}
			for _, m := range smtp.Mails() {
				for _, l := range leads {
					if strings.Contains(m.Subject(), l.Name+" ") {
						perName[l.Name]++
					}
				}
			}
			for _, l := range leads {
				if perName[l.Name] != 1 {
					t.Errorf("lead %s: %d notifications, want 1", l.Name, perName[l.Name])
				}
			}
			t.Logf("%s: %d leads acknowledged, %d stored, exit %v after SIGTERM, %d mails before it, %d after the restart",
				engine, len(got), len(leads), took.Round(time.Millisecond), before, len(smtp.Mails())-before)
		})
	}
}

// leadBurst is clients posting leads as fast as they can until stop closes or the site stops listening.
type leadBurst struct {
	stop  chan struct{}
	wg    sync.WaitGroup
	mu    sync.Mutex
	acked map[int64]string // leads answered 201, by id
	cut   int              // requests or answers cut off: not acknowledged
	wrong []string         // any other answer
}

// startBurst has n clients post leads named prefix through post; cutShort
// says which errors decoding an answer mean it was cut off.
func startBurst(s *server, post *http.Client, n int, prefix string, cutShort func(error) bool) *leadBurst {
	b := &leadBurst{stop: make(chan struct{}), acked: map[int64]string{}}
	for w := range n {
		b.wg.Add(1)
		go func() {
			defer b.wg.Done()
			for i := 0; ; i++ {
				select {
				case <-b.stop:
					return
				default:
				}
				name := fmt.Sprintf("%s %d-%d", prefix, w, i)
				res, err := post.Post(s.url("/api/leads"), "application/json", strings.NewReader(leadBody(name, "")))
				if err != nil {
					b.mu.Lock()
					b.cut++
					b.mu.Unlock()
					return // the site has stopped listening: not acknowledged
				}
				var body struct{ ID int64 }
				derr := json.NewDecoder(res.Body).Decode(&body)
				res.Body.Close()
				b.mu.Lock()
				switch {
				case res.StatusCode == http.StatusCreated && derr == nil && body.ID > 0:
					b.acked[body.ID] = name
				case derr != nil && cutShort(derr):
					b.cut++ // the answer was cut: not acknowledged
				default:
					b.wrong = append(b.wrong, fmt.Sprintf("%s: %d %v", name, res.StatusCode, derr))
				}
				b.mu.Unlock()
			}
		}()
	}
	return b
}

// acknowledged copies the leads answered 201 so far, by id.
func (b *leadBurst) acknowledged() map[int64]string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return maps.Clone(b.acked)
}

// end stops the clients, waits for them and gives how many requests were cut
// off and the answers other than 201.
func (b *leadBurst) end() (cut int, wrong []string) {
	close(b.stop)
	b.wg.Wait()
	return b.cut, b.wrong
}

// TestVersionAndHealth: `site version` names the release the binary was built
// as, the log says which release serves, and `site health` (the container's
// health check) succeeds while the site answers and fails once it stopped.
func TestVersionAndHealth(t *testing.T) {
	t.Parallel()
	if out, code := runSite(t, nil, "version"); code != 0 || out != "site "+testVersion+"\n" {
		t.Fatalf("version: exit %d %q", code, out)
	}
	env := engineEnv(t, "sqlite")
	s := startServer(t, env)
	if !strings.Contains(s.logText(), `"version":"`+testVersion+`"`) {
		t.Errorf("the start is logged without the release:\n%s", s.logText())
	}
	env["ADDR"] = s.addr
	if out, code := runSite(t, env, "health"); code != 0 || !strings.HasPrefix(out, "ok http://"+s.addr+"/healthz") {
		t.Fatalf("health of a running site: exit %d\n%s", code, out)
	}
	if code := s.stop(t, syscall.SIGTERM); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if out, code := runSite(t, env, "health"); code != 1 {
		t.Fatalf("health of a stopped site: exit %d, want 1\n%s", code, out)
	}
}

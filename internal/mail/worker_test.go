package mail_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/maildir"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/smtp"
	"github.com/nivaas-interiors/site/internal/smtp/smtptest"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// engines are the storage engines the outbox runs on, by name.
var engines = []struct {
	name string
	open func(*testing.T) engine
}{{"sqlite", sqliteEngine}, {"postgres", postgresEngine}}

func newSender(t *testing.T, srv *smtptest.Server, from string) *smtp.Sender {
	t.Helper()
	s, err := smtp.New(srv.URL(), from)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// exactlyOnce checks that the n mails tokens 0..n-1 each arrived once, and
// returns the number of duplicates.
func exactlyOnce(t *testing.T, mails []smtptest.Mail, n int) (duplicates int) {
	t.Helper()
	ids := map[string]int{}
	tokens := map[string]int{}
	for _, m := range mails {
		ids[m.MessageID()]++
		text, _, err := m.Parts()
		if err != nil {
			t.Fatal(err)
		}
		tokens[strings.TrimSpace(text)]++
	}
	for i := range n {
		if c := tokens["token-"+strconv.Itoa(i)]; c != 1 {
			t.Errorf("token-%d arrived %d times", i, c)
		}
	}
	if len(ids) != n {
		t.Errorf("%d distinct Message-IDs, want %d", len(ids), n)
	}
	return len(mails) - len(ids)
}

func TestRetriesUntilSMTPServerIsBack(t *testing.T) {
	outages := map[string]struct{ down, up func(*smtptest.Server) }{
		"listener closed": {func(s *smtptest.Server) { s.Stop() }, func(s *smtptest.Server) { s.Restart() }},
		"421 answers":     {func(s *smtptest.Server) { s.Reject(421) }, func(s *smtptest.Server) { s.Reject(0) }},
	}
	for name, o := range outages {
		t.Run(name, func(t *testing.T) {
			db := storetest.OpenSQLite(t)
			srv := smtptest.Start(t)
			enqueue(t, db, 20, "asha@example.com")
			o.down(srv)
			run(t, mail.NewWorker(db, newSender(t, srv, from), fastConfig("w1")))

			time.Sleep(300 * time.Millisecond) // several failed rounds at 10–80 ms backoff
			if n := len(srv.Mails()); n != 0 {
				t.Fatalf("%d mails delivered while the server was down", n)
			}
			s := waitStats(t, db, time.Second, func(mail.Stats) bool { return true })
			if s.Pending != 20 || s.Failed != 0 {
				t.Fatalf("while down: %+v, want all 20 pending", s)
			}

			o.up(srv)
			srv.WaitFor(20, 20*time.Second)
			waitStats(t, db, 5*time.Second, func(s mail.Stats) bool { return s.Sent == 20 })
			time.Sleep(200 * time.Millisecond) // room for a duplicate to show up
			if d := exactlyOnce(t, srv.Mails(), 20); d != 0 {
				t.Fatalf("%d duplicates", d)
			}
		})
	}
}

func TestPermanentRefusalIsNotRetried(t *testing.T) {
	db := storetest.OpenSQLite(t)
	srv := smtptest.Start(t)
	srv.Reject(550, "bounce@example.com")
	enqueue(t, db, 1, "bounce@example.com")
	enqueue(t, db, 1, "asha@example.com")
	run(t, mail.NewWorker(db, newSender(t, srv, from), fastConfig("w1")))

	waitStats(t, db, 5*time.Second, func(s mail.Stats) bool { return s.Sent == 1 && s.Failed == 1 })
	time.Sleep(300 * time.Millisecond) // a retry would come within 10 ms
	if n := srv.Refused(); n != 1 {
		t.Fatalf("server refused %d times, want 1 (no retry after 550)", n)
	}
	if m := srv.Mails(); len(m) != 1 || m[0].To[0] != "asha@example.com" {
		t.Fatalf("mails %v", m)
	}
}

// A row whose parts cannot be written (a template this build lacks) fails for
// good at once, visible to `site mail failed`, instead of retrying for days.
func TestUnwritableMailFailsAtOnce(t *testing.T) {
	db := storetest.OpenSQLite(t)
	srv := smtptest.Start(t)
	if _, err := db.Enqueue(context.Background(), mail.Message{To: "hello@nivaas.example", Subject: "New lead", Template: "no-such-mail", View: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	enqueue(t, db, 1, "asha@example.com")
	run(t, mail.NewWorker(db, newSender(t, srv, from), fastConfig("w1")))

	waitStats(t, db, 5*time.Second, func(s mail.Stats) bool { return s.Sent == 1 && s.Failed == 1 })
	failed, err := db.ListFailed(context.Background())
	if err != nil || len(failed) != 1 || !strings.Contains(failed[0].LastError, "no-such-mail") {
		t.Fatalf("failed rows %+v, %v; want the unwritable one, saying why", failed, err)
	}
	if m := srv.Mails(); len(m) != 1 || m[0].To[0] != "asha@example.com" {
		t.Fatalf("mails %v", m)
	}
}

// workRefused runs a worker with cfg over one queued mail that the server refuses for now (451).
func workRefused(t *testing.T, cfg mail.WorkerConfig) (*sqlstore.Store, *smtptest.Server) {
	db := storetest.OpenSQLite(t)
	srv := smtptest.Start(t)
	srv.Reject(451)
	enqueue(t, db, 1, "asha@example.com")
	run(t, mail.NewWorker(db, newSender(t, srv, from), cfg))
	return db, srv
}

// A temporary refusal is retried well past the old limit of 20 attempts
// (about 16 minutes at 64 s): only the retry window ends it.
func TestKeepsRetryingWithinTheRetryWindow(t *testing.T) {
	cfg := fastConfig("w1")
	cfg.MaxBackoff = 20 * time.Millisecond
	db, srv := workRefused(t, cfg)

	deadline := time.Now().Add(10 * time.Second)
	for srv.Refused() < 30 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := srv.Refused(); n < 30 {
		t.Fatalf("%d attempts in 10 s, want at least 30", n)
	}
	if s := waitStats(t, db, time.Second, func(mail.Stats) bool { return true }); s.Pending != 1 || s.Failed != 0 {
		t.Fatalf("after 30 refusals: %+v, want the mail still pending", s)
	}
	srv.Reject(0)
	srv.WaitFor(1, 5*time.Second)
	waitStats(t, db, 5*time.Second, func(s mail.Stats) bool { return s.Sent == 1 })
}

func TestGivesUpWhenTheRetryWindowHasPassed(t *testing.T) {
	cfg := fastConfig("w1")
	cfg.RetryFor = 300 * time.Millisecond
	db, srv := workRefused(t, cfg)

	waitStats(t, db, 5*time.Second, func(s mail.Stats) bool { return s.Failed == 1 })
	n := srv.Refused()
	time.Sleep(200 * time.Millisecond)
	if srv.Refused() != n || n < 2 {
		t.Fatalf("refused %d then %d times: want retries until the window passed, then none", n, srv.Refused())
	}
}

func TestTwoWorkersShareOneOutbox(t *testing.T) {
	const n = 200
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			eng := e.open(t)
			a, b := eng.open(t), eng.open(t) // two handles: like two copies of the site
			enqueue(t, a, n, "asha@example.com")
			srv := smtptest.Start(t)
			start := time.Now()
			run(t, mail.NewWorker(a, newSender(t, srv, "Site A <a@nivaas.example>"), fastConfig("site-a")))
			run(t, mail.NewWorker(b, newSender(t, srv, "Site B <b@nivaas.example>"), fastConfig("site-b")))

			srv.WaitFor(n, 60*time.Second)
			waitStats(t, a, 10*time.Second, func(s mail.Stats) bool { return s.Sent == n })
			elapsed := time.Since(start)
			time.Sleep(200 * time.Millisecond) // room for a duplicate to show up
			mails := srv.Mails()
			dup := exactlyOnce(t, mails, n)
			byA := 0
			for _, m := range mails {
				if m.From == "a@nivaas.example" {
					byA++
				}
			}
			t.Logf("%s: %d mails enqueued, %d delivered, %d duplicates, %.2f s (site A sent %d, site B %d)",
				eng.name, n, len(mails), dup, elapsed.Seconds(), byA, len(mails)-byA)
			if dup != 0 || len(mails) != n {
				t.Fatalf("%d mails, %d duplicates; want %d, 0", len(mails), dup, n)
			}
		})
	}
}

func TestExpiredLeaseGoesToAnotherWorker(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			eng := e.open(t)
			db := eng.open(t)
			ctx := context.Background()
			enqueue(t, db, 1, "asha@example.com")
			// A worker claims the row and dies before sending.
			items, err := db.Claim(ctx, "dead-worker", time.Now(), time.Second, 10)
			if err != nil || len(items) != 1 {
				t.Fatalf("claim: %v, %d items", err, len(items))
			}
			srv := smtptest.Start(t)
			run(t, mail.NewWorker(db, newSender(t, srv, from), fastConfig("alive")))

			time.Sleep(150 * time.Millisecond)
			if n := len(srv.Mails()); n != 0 {
				t.Fatalf("%d mails sent while another worker held the lease", n)
			}
			srv.WaitFor(1, 5*time.Second)
			waitStats(t, db, 5*time.Second, func(s mail.Stats) bool { return s.Sent == 1 })
			if err := db.MarkSent(ctx, items[0].ID, "dead-worker", time.Now()); err == nil {
				t.Fatal("the dead worker could still mark a row it no longer holds")
			}
			time.Sleep(100 * time.Millisecond)
			if n := len(srv.Mails()); n != 1 {
				t.Fatalf("%d mails, want exactly 1", n)
			}
		})
	}
}

func TestRunFinishesTheSendInFlight(t *testing.T) {
	db := storetest.OpenSQLite(t)
	srv := smtptest.Start(t)
	srv.SlowData(300 * time.Millisecond)
	enqueue(t, db, 1, "asha@example.com")
	stop := run(t, mail.NewWorker(db, newSender(t, srv, from), fastConfig("w1")))
	select {
	case <-srv.DataStarted():
	case <-time.After(5 * time.Second):
		t.Fatal("delivery did not start")
	}
	stop() // cancels while the server is still in DATA
	if n := len(srv.Mails()); n != 1 {
		t.Fatalf("%d mails after Run returned, want the in-flight one delivered", n)
	}
	s, err := db.OutboxStats(context.Background())
	if err != nil || s.Sent != 1 {
		t.Fatalf("stats %+v, %v: the delivery was not recorded before Run returned", s, err)
	}
}

func TestStoppingReleasesClaimedRowsAtOnce(t *testing.T) {
	db := storetest.OpenSQLite(t)
	srv := smtptest.Start(t)
	srv.SlowData(300 * time.Millisecond)
	enqueue(t, db, 3, "asha@example.com")
	stop := run(t, mail.NewWorker(db, newSender(t, srv, from), fastConfig("w1"))) // claims all 3 in one batch
	select {
	case <-srv.DataStarted():
	case <-time.After(5 * time.Second):
		t.Fatal("delivery did not start")
	}
	stop()
	// The two rows not yet attempted are free for the next worker now, not after the lease.
	items, err := db.Claim(context.Background(), "next", time.Now(), time.Minute, 10)
	if err != nil || len(items) != 2 {
		t.Fatalf("claim after stop: %v, %d rows, want 2", err, len(items))
	}
	if n := len(srv.Mails()); n != 1 {
		t.Fatalf("%d mails, want the one in flight", n)
	}
}

func TestWakeDeliversWithoutWaitingForThePoll(t *testing.T) {
	db := storetest.OpenSQLite(t)
	srv := smtptest.Start(t)
	cfg := fastConfig("w1")
	cfg.PollInterval = time.Hour
	w := mail.NewWorker(db, newSender(t, srv, from), cfg)
	run(t, w)
	time.Sleep(50 * time.Millisecond) // the first (empty) poll is over; the next is an hour away
	svc := mail.NewService(db, db, mail.ServiceConfig{InfoEmail: infoEmail, From: from, AfterEnqueue: w.Wake})
	saveLead(t, db, svc, "asha@example.com", time.Now())
	srv.WaitFor(1, 3*time.Second)
}

func TestWorkerIDsAreUniquePerWorker(t *testing.T) {
	db := storetest.OpenSQLite(t)
	a := mail.NewWorker(db, nil, mail.WorkerConfig{})
	b := mail.NewWorker(db, nil, mail.WorkerConfig{})
	pid := "-" + strconv.Itoa(os.Getpid()) + "-"
	if a.ID() == b.ID() || !strings.Contains(a.ID(), pid) {
		t.Fatalf("IDs %q and %q; want distinct, holding the pid", a.ID(), b.ID())
	}
}

// A sender that takes batches (the .eml folder) gets the claimed mails at once;
// each row's own outcome is recorded, and CRM rows still go their own way.
func TestBatchSenderDeliversTheClaimedMailsAtOnce(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			db := e.open(t).open(t)
			enqueue(t, db, 3, "hello@nivaas.example")
			ctx := context.Background()
			if _, err := db.Enqueue(ctx, mail.Message{To: "hello@nivaas.example", Subject: "Hi\r\nBcc: victim@example.com", Text: "x"}); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Enqueue(ctx, mail.Message{Channel: mailmsg.ChannelWebhook, To: "CRM webhook", Subject: "New lead #1", Text: "{}"}); err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			sender := &batchCounter{Sender: maildir.New(dir, "no-reply@nivaas.example")}
			w := mail.NewWorker(db, sender, fastConfig("w1"))
			if full := w.RunOnce(ctx); full {
				t.Fatal("RunOnce reported a full batch")
			}
			if len(sender.sizes) != 1 || sender.sizes[0] != 4 {
				t.Fatalf("batches of %v mails, want one of the 4 mail rows", sender.sizes)
			}
			st, err := db.OutboxStats(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if st != (mail.Stats{Sent: 3, Failed: 2}) {
				t.Fatalf("stats %+v, want 3 sent and 2 failed (the broken header, the CRM row without a webhook)", st)
			}
			files, err := filepath.Glob(filepath.Join(dir, "*.eml"))
			if err != nil {
				t.Fatal(err)
			}
			if len(files) != 3 {
				t.Fatalf("files %v, want the 3 good mails", files)
			}
		})
	}
}

// A full batch through a batch sender is reported full, so Run claims the next
// one at once rather than after the poll interval: a burst of leads is mailed
// at the folder's pace, not at one batch a second.
func TestFullBatchThroughBatchSenderIsReportedFull(t *testing.T) {
	db := storetest.OpenSQLite(t)
	enqueue(t, db, 5, "hello@nivaas.example")
	cfg := fastConfig("w1")
	cfg.BatchSize = 3
	w := mail.NewWorker(db, maildir.New(t.TempDir(), "no-reply@nivaas.example"), cfg)
	ctx := context.Background()
	if full := w.RunOnce(ctx); !full {
		t.Fatal("3 of 5 due mails sent, and RunOnce did not report a full batch")
	}
	if full := w.RunOnce(ctx); full {
		t.Fatal("the last 2 mails were reported as a full batch")
	}
	if st, err := db.OutboxStats(ctx); err != nil || st != (mail.Stats{Sent: 5}) {
		t.Fatalf("stats %+v, %v; want 5 sent", st, err)
	}
}

// batchCounter is the .eml folder, noting the size of each batch it is given.
type batchCounter struct {
	*maildir.Sender
	sizes []int
}

func (b *batchCounter) SendBatch(ctx context.Context, ms []mail.Message) []error {
	b.sizes = append(b.sizes, len(ms))
	return b.Sender.SendBatch(ctx, ms)
}

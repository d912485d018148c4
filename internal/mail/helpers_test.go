package mail_test

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// store is the one store type, on either engine.
type store = *sqlstore.Store

// engine opens handles on one fresh database; each call is like another copy of the site.
type engine struct {
	name string
	open func(t *testing.T) store
}

// sqliteEngine is a fresh migrated SQLite file; every handle opens the same file.
func sqliteEngine(t *testing.T) engine {
	path := filepath.Join(t.TempDir(), "site.db")
	storetest.MigratedSQLite(t, path)
	return engineOn("sqlite", path, sqlstore.OpenSQLite)
}

// postgresEngine is a fresh migrated database of TEST_DATABASE_URL's server (skipped without it,
// failing when CI=true); every handle opens the same database.
func postgresEngine(t *testing.T) engine {
	return engineOn("postgres", storetest.MigratedPostgresURL(t), sqlstore.OpenPostgres)
}

func engineOn(name, dsn string, open func(context.Context, string, ...sqlstore.Option) (*sqlstore.Store, error)) engine {
	return engine{name: name, open: func(t *testing.T) store {
		db, err := open(context.Background(), dsn, storetest.WithKey())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		return db
	}}
}

// quietLogger keeps expected delivery failures out of the test output.
var quietLogger = slog.New(slog.NewTextHandler(io.Discard, nil))

// fastConfig polls and backs off in milliseconds so tests stay quick.
func fastConfig(id string) mail.WorkerConfig {
	return mail.WorkerConfig{
		ID:           id,
		PollInterval: 10 * time.Millisecond,
		SendTimeout:  5 * time.Second,
		MinBackoff:   10 * time.Millisecond,
		MaxBackoff:   80 * time.Millisecond,
		Logger:       quietLogger,
	}
}

// run starts w and returns a stop function that cancels it and checks that Run returned nil.
func run(t *testing.T, w *mail.Worker) (stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	stopped := false
	stop = func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Run() = %v, want nil", err)
			}
		case <-time.After(10 * time.Second):
			t.Error("Run did not return after cancel")
		}
	}
	t.Cleanup(stop)
	return stop
}

// waitStats polls the outbox until ok accepts its counts.
func waitStats(t *testing.T, o mail.Outbox, timeout time.Duration, ok func(mail.Stats) bool) mail.Stats {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		s, err := o.OutboxStats(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("outbox stats %+v after %v", s, timeout)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// enqueue puts n numbered mails into the outbox.
func enqueue(t *testing.T, o mail.Outbox, n int, to string) {
	t.Helper()
	for i := range n {
		_, err := o.Enqueue(context.Background(), mail.Message{
			To: to, Subject: "Test mail", Text: "token-" + strconv.Itoa(i), HTML: "<p>token-" + strconv.Itoa(i) + "</p>",
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

package webhook_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/webhook"
)

// listener is a real TCP port on loopback doing what serve does with each
// connection; closing it leaves the port closed.
func listener(t *testing.T, serve func(net.Conn)) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go serve(c)
		}
	}()
	return "https://" + ln.Addr().String() + "/hook"
}

// closedPort is an address nothing listens on.
func closedPort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "https://" + ln.Addr().String() + "/hook"
	ln.Close()
	return url
}

// rawWords are what the network's own error texts say; none may reach the owner.
var rawWords = []string{"EOF", "refused", "reset", "dial", "tcp", "127.0.0.1", "x509", "tls:", "remote error", "Post ", "timeout", "deadline"}

// TestFailuresReadAsSentences: whatever went wrong, the owner reads one of a few
// sentences, never the network's own words; a closed port and an open port that
// hangs up at once read the same, so the test button scans no ports.
func TestFailuresReadAsSentences(t *testing.T) {
	c := newCRM(t, "s3cret")
	hangUp := listener(t, func(conn net.Conn) { conn.Close() })
	silent := listener(t, func(conn net.Conn) { time.Sleep(2 * time.Second); conn.Close() })
	plain := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	defer plain.Close()
	other := httptest.NewTLSServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {})) // trusted by no system
	defer other.Close()
	quick := webhook.NewClient(webhook.ClientConfig{AllowPrivate: true, Timeout: 300 * time.Millisecond})
	msg := webhook.Msg
	for _, tc := range []struct {
		name, url string
		client    *webhook.Client
		status    int32
		want      string
		final     bool
	}{
		{"closed port", closedPort(t), c.client(true), 0, msg("couldNotConnect"), false},
		{"open port hanging up", hangUp, c.client(true), 0, msg("couldNotConnect"), false},
		{"open port never answering", silent, quick, 0, msg("timedOut"), false},
		{"not TLS", "https://" + plain.Listener.Addr().String() + "/", c.client(true), 0, msg("tlsFailed"), false},
		{"untrusted certificate", other.URL, webhook.NewClient(webhook.ClientConfig{AllowPrivate: true}), 0, msg("tlsFailed"), false},
		{"answered 500", c.srv.URL, c.client(true), 500, "The CRM answered 500.", false},
		{"answered 404", c.srv.URL, c.client(true), 404, "The CRM answered 404.", true},
		{"loopback refused", c.srv.URL, c.client(false), 0, msg("urlPrivate"), false}, // retried: see TestRefusedAddressIsRetriedAndShownAsAProblem
	} {
		c.status.Store(tc.status)
		_, err := tc.client.Post(context.Background(), webhook.Settings{URL: tc.url, Secret: "s3cret"}, []byte(`{}`), "t")
		var perm *mail.PermanentError
		text := fmt.Sprint(err)
		if errors.As(err, &perm) {
			text = perm.Err.Error()
		}
		if text != tc.want || (perm != nil) != tc.final {
			t.Errorf("%s: %q (final %v), want %q (final %v)", tc.name, text, perm != nil, tc.want, tc.final)
		}
		for _, w := range rawWords {
			if strings.Contains(text, w) {
				t.Errorf("%s: %q quotes the network (%q)", tc.name, text, w)
			}
		}
	}
}

// TestDeliveryLogReadsASentence: the outbox row of a lead whose CRM hangs up
// keeps our sentence as its last error (the back-office's delivery log), not the network's.
func TestDeliveryLogReadsASentence(t *testing.T) {
	db := storetest.OpenSQLite(t)
	c := newCRM(t, webhook.NewSecret())
	cache := turnOn(t, db, c)
	set := cache.Current()
	set.URL = listener(t, func(conn net.Conn) { conn.Close() })
	if _, err := db.SaveWebhookSettings(context.Background(), set, nil); err != nil {
		t.Fatal(err)
	}
	if err := cache.Refresh(context.Background()); err != nil {
		t.Fatal(err)
	}
	addLead(t, db, "Asha Rao")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { worker(db, cache, c.client(true), "w1").Run(ctx); close(done) }()
	var last string
	waitFor(t, "a failed attempt", func() bool {
		items, err := db.ListProblems(context.Background(), time.Now().Add(time.Hour), 10)
		if err != nil || len(items) != 1 || items[0].LastError == "" {
			return false
		}
		last = items[0].LastError
		return true
	})
	cancel()
	<-done
	if last != webhook.Msg("couldNotConnect") {
		t.Fatalf("last error %q, want %q", last, webhook.Msg("couldNotConnect"))
	}
}

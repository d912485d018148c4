package smtp_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/smtp"
	"github.com/nivaas-interiors/site/internal/smtp/smtptest"
)

const from = "Nivaas Interiors <no-reply@nivaas.example>"

func message() mail.Message {
	return mail.Message{
		To: "asha@example.com", ReplyTo: "hello@nivaas.example",
		Subject:   "Your free design consultation request — Nivaas Interiors",
		Text:      "Dear Asha,\nthank you.",
		HTML:      "<p>Dear Asha &lt;script&gt;</p>",
		MessageID: "outbox-7-1700000000000",
	}
}

func send(t *testing.T, s *smtp.Sender, m mail.Message) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return s.Send(ctx, m)
}

func TestNewParsesURL(t *testing.T) {
	tests := []struct {
		url, addr string
		ok        bool
	}{
		{"smtp://mail.example.com", "mail.example.com:587", true},
		{"smtps://user:p%40ss@mail.example.com", "mail.example.com:465", true},
		{"smtp://127.0.0.1:2525", "127.0.0.1:2525", true},
		{"http://mail.example.com", "", false},
		{"smtp://", "", false},
		{"smtp://mail.example.com:99999", "", false},
		{"::", "", false},
	}
	for _, tt := range tests {
		s, err := smtp.New(tt.url, from)
		if (err == nil) != tt.ok {
			t.Errorf("New(%q) error = %v, want ok=%v", tt.url, err, tt.ok)
			continue
		}
		if tt.ok && s.Addr() != tt.addr {
			t.Errorf("New(%q).Addr() = %q, want %q", tt.url, s.Addr(), tt.addr)
		}
	}
	if _, err := smtp.New("smtp://mail.example.com", "not an address"); err == nil {
		t.Error("New accepted a broken sender")
	}
}

func TestSendDelivers(t *testing.T) {
	srv := smtptest.Start(t)
	s, err := smtp.New(srv.URL(), from)
	if err != nil {
		t.Fatal(err)
	}
	if err := send(t, s, message()); err != nil {
		t.Fatal(err)
	}
	got := srv.WaitFor(1, 5*time.Second)[0]
	h := got.Header()
	if got.From != "no-reply@nivaas.example" || len(got.To) != 1 || got.To[0] != "asha@example.com" {
		t.Fatalf("envelope from %q to %v", got.From, got.To)
	}
	if h.Get("To") != "<asha@example.com>" || h.Get("Reply-To") != "<hello@nivaas.example>" {
		t.Fatalf("To %q, Reply-To %q", h.Get("To"), h.Get("Reply-To"))
	}
	if got.Subject() != "Your free design consultation request — Nivaas Interiors" {
		t.Fatalf("subject %q", got.Subject())
	}
	if got.MessageID() != "outbox-7-1700000000000@nivaas.example" {
		t.Fatalf("Message-ID %q", got.MessageID())
	}
	if h.Get("Date") == "" {
		t.Fatal("no Date header")
	}
	text, html, err := got.Parts()
	if err != nil {
		t.Fatal(err)
	}
	if text != "Dear Asha,\nthank you." && text != "Dear Asha,\r\nthank you." {
		t.Fatalf("text part %q", text)
	}
	if html != "<p>Dear Asha &lt;script&gt;</p>" {
		t.Fatalf("html part %q", html)
	}
}

func TestSendOverTLS(t *testing.T) {
	for _, implicit := range []bool{false, true} {
		srv := smtptest.StartTLS(t, implicit)
		s, err := smtp.New(srv.URL(), from)
		if err != nil {
			t.Fatal(err)
		}
		s.SetTLSConfig(srv.ClientTLS())
		if err := send(t, s, message()); err != nil {
			t.Fatalf("implicit=%v: %v", implicit, err)
		}
		srv.WaitFor(1, 5*time.Second)
	}
}

func TestSendClassifiesFailures(t *testing.T) {
	srv := smtptest.Start(t)
	s, err := smtp.New(srv.URL(), from)
	if err != nil {
		t.Fatal(err)
	}
	var perm *mail.PermanentError

	srv.Reject(550, "asha@example.com")
	if err := send(t, s, message()); !errors.As(err, &perm) {
		t.Fatalf("550: err = %v, want *mail.PermanentError", err)
	}
	srv.Reject(0, "asha@example.com")

	srv.Reject(421)
	if err := send(t, s, message()); err == nil || errors.As(err, &perm) {
		t.Fatalf("421: err = %v, want a temporary error", err)
	}
	srv.Reject(0)

	srv.Stop()
	if err := send(t, s, message()); err == nil || errors.As(err, &perm) {
		t.Fatalf("server down: err = %v, want a temporary error", err)
	}
	srv.Restart()
	if err := send(t, s, message()); err != nil {
		t.Fatalf("after restart: %v", err)
	}
	if n := len(srv.Mails()); n != 1 {
		t.Fatalf("%d mails accepted, want 1", n)
	}
}

func TestComposeRefusesHeaderInjection(t *testing.T) {
	tests := map[string]func(m *mail.Message){
		"subject":  func(m *mail.Message) { m.Subject = "Hi\r\nBcc: victim@example.com" },
		"reply-to": func(m *mail.Message) { m.ReplyTo = "a@example.com\nBcc: victim@example.com" },
		"to list":  func(m *mail.Message) { m.To = "a@example.com, victim@example.com" },
		"to name":  func(m *mail.Message) { m.To = "Asha <a@example.com>" },
	}
	srv := smtptest.Start(t)
	s, err := smtp.New(srv.URL(), from)
	if err != nil {
		t.Fatal(err)
	}
	for name, edit := range tests {
		m := message()
		edit(&m)
		if _, err := smtp.Compose(from, m); err == nil {
			t.Errorf("%s: Compose accepted it", name)
		}
		var perm *mail.PermanentError
		if err := send(t, s, m); !errors.As(err, &perm) {
			t.Errorf("%s: Send err = %v, want permanent", name, err)
		}
	}
	if n := len(srv.Mails()); n != 0 {
		t.Fatalf("%d mails reached the server", n)
	}
}

// The company's mail about a lead must go out even when the visitor's address
// cannot be a Reply-To; it goes without one.
func TestUnusableReplyToIsLeftOut(t *testing.T) {
	srv := smtptest.Start(t)
	s, err := smtp.New(srv.URL(), from)
	if err != nil {
		t.Fatal(err)
	}
	for _, addr := range []string{"ravi..k@gmail.com", ".asha@x.in", "asha.@x.in", "asha@"} {
		m := message()
		m.ReplyTo = addr
		if err := send(t, s, m); err != nil {
			t.Errorf("Reply-To %q: Send err = %v, want the mail sent without it", addr, err)
		}
	}
	mails := srv.Mails()
	if len(mails) != 4 {
		t.Fatalf("%d mails reached the server, want 4", len(mails))
	}
	for _, m := range mails {
		if h := m.Header().Get("Reply-To"); h != "" {
			t.Errorf("Reply-To %q kept", h)
		}
	}
}

func TestSendRespectsDeadline(t *testing.T) {
	s, err := smtp.New("smtp://127.0.0.1:1", from)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Send(ctx, message()); err == nil || strings.Contains(err.Error(), "permanent") {
		t.Fatalf("cancelled send: %v", err)
	}
}

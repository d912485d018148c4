// Package smtptest runs a real SMTP server (github.com/emersion/go-smtp) on
// 127.0.0.1 for tests: it records every mail it accepts and can be stopped,
// restarted on the same port, or told to refuse mail with a given code.
package smtptest

import (
	"bytes"
	"crypto/tls"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	netmail "net/mail"
	"net/textproto"
	"strings"
	"sync"
	"testing"
	"time"

	gosmtp "github.com/emersion/go-smtp"
)

// Mail is one accepted message.
type Mail struct {
	From string
	To   []string
	Data []byte // the message as received, headers and body
}

// Header parses the message's header.
func (m Mail) Header() netmail.Header {
	msg, err := netmail.ReadMessage(bytes.NewReader(m.Data))
	if err != nil {
		return netmail.Header{}
	}
	return msg.Header
}

// MessageID returns the Message-ID header without angle brackets.
func (m Mail) MessageID() string { return strings.Trim(m.Header().Get("Message-ID"), "<>") }

// Subject returns the decoded Subject header.
func (m Mail) Subject() string {
	raw := m.Header().Get("Subject")
	dec, err := new(mime.WordDecoder).DecodeHeader(raw)
	if err != nil {
		return raw
	}
	return dec
}

// Server is a running test SMTP server.
type Server struct {
	tb        testing.TB
	addr      string
	tlsConfig *tls.Config // STARTTLS offered when set
	implicit  bool        // TLS from the first byte (smtps)

	mu       sync.Mutex
	srv      *gosmtp.Server
	ln       net.Listener // closed by Stop even if Serve has not started yet
	mails    []Mail
	reject   map[string]int // recipient ("" = all) → SMTP code
	refused  int            // RCPT commands answered with a rejection
	delay    time.Duration  // wait inside DATA before accepting
	arrived  chan struct{}
	dataSeen chan struct{}
}

// Start runs a plain SMTP server on a free port of 127.0.0.1, closed at test end.
func Start(tb testing.TB) *Server {
	return start(tb, nil, false)
}

// StartTLS runs a server with a self-signed certificate: STARTTLS offered, or
// implicit TLS when implicit is true. ClientTLS returns a config that trusts it.
func StartTLS(tb testing.TB, implicit bool) *Server {
	return start(tb, serverTLS(tb), implicit)
}

func start(tb testing.TB, tlsConfig *tls.Config, implicit bool) *Server {
	tb.Helper()
	s := &Server{tb: tb, tlsConfig: tlsConfig, implicit: implicit, reject: map[string]int{}, arrived: make(chan struct{}, 1), dataSeen: make(chan struct{}, 1)}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatalf("smtptest: listen: %v", err)
	}
	s.addr = ln.Addr().String()
	s.serve(ln)
	tb.Cleanup(s.Stop)
	return s
}

// URL is the SMTP_URL of the server (smtp:// or smtps://).
func (s *Server) URL() string {
	if s.implicit {
		return "smtps://" + s.addr
	}
	return "smtp://" + s.addr
}

// Addr is host:port of the server.
func (s *Server) Addr() string { return s.addr }

// Stop closes the listener and every connection: the mail server is down.
func (s *Server) Stop() {
	s.mu.Lock()
	srv, ln := s.srv, s.ln
	s.srv, s.ln = nil, nil
	s.mu.Unlock()
	if srv != nil {
		_ = srv.Close()
	}
	if ln != nil {
		// Serve may not have registered the listener yet; close it ourselves.
		_ = ln.Close()
	}
}

// Restart listens again on the same port after Stop.
func (s *Server) Restart() {
	s.tb.Helper()
	var ln net.Listener
	var err error
	for range 50 { // the old socket may take a moment to let go of the port
		if ln, err = net.Listen("tcp", s.addr); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		s.tb.Fatalf("smtptest: restart on %s: %v", s.addr, err)
	}
	s.serve(ln)
}

func (s *Server) serve(ln net.Listener) {
	srv := gosmtp.NewServer(&backend{s: s})
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	srv.ReadTimeout = 10 * time.Second
	srv.WriteTimeout = 10 * time.Second
	srv.ErrorLog = discard{}
	if s.tlsConfig != nil {
		srv.TLSConfig = s.tlsConfig
		if s.implicit {
			ln = tls.NewListener(ln, s.tlsConfig)
		}
	}
	s.mu.Lock()
	s.srv, s.ln = srv, ln
	s.mu.Unlock()
	go func() { _ = srv.Serve(ln) }()
}

// Reject makes the server answer code (e.g. 421 or 550) to RCPT TO for the
// given recipients, or for everyone when none is given. Code 0 accepts again.
func (s *Server) Reject(code int, recipients ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(recipients) == 0 {
		recipients = []string{""}
	}
	for _, r := range recipients {
		if code == 0 {
			delete(s.reject, strings.ToLower(r))
		} else {
			s.reject[strings.ToLower(r)] = code
		}
	}
}

// Refused counts the RCPT commands the server has rejected so far.
func (s *Server) Refused() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.refused
}

// SlowData makes the server wait d inside DATA before accepting a mail, so a
// test can act while a delivery is in flight.
func (s *Server) SlowData(d time.Duration) {
	s.mu.Lock()
	s.delay = d
	s.mu.Unlock()
}

// DataStarted receives once each time a client has begun sending a message body
// (at most one pending signal).
func (s *Server) DataStarted() <-chan struct{} { return s.dataSeen }

// Mails returns a copy of every mail accepted so far.
func (s *Server) Mails() []Mail {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Mail(nil), s.mails...)
}

// WaitFor waits until at least n mails arrived and returns them; the test
// fails after timeout.
func (s *Server) WaitFor(n int, timeout time.Duration) []Mail {
	s.tb.Helper()
	deadline := time.After(timeout)
	for {
		if m := s.Mails(); len(m) >= n {
			return m
		}
		select {
		case <-s.arrived:
		case <-deadline:
			s.tb.Fatalf("smtptest: %d mails after %v, want %d", len(s.Mails()), timeout, n)
			return nil
		}
	}
}

func (s *Server) rejection(to string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	code, ok := s.reject[strings.ToLower(to)]
	if !ok {
		code, ok = s.reject[""]
	}
	if !ok {
		return nil
	}
	s.refused++
	enh := gosmtp.EnhancedCode{code / 100, 0, 0}
	return &gosmtp.SMTPError{Code: code, EnhancedCode: enh, Message: fmt.Sprintf("test server refuses %s", to)}
}

func (s *Server) record(m Mail) {
	s.mu.Lock()
	s.mails = append(s.mails, m)
	s.mu.Unlock()
	select {
	case s.arrived <- struct{}{}:
	default:
	}
}

type backend struct{ s *Server }

func (b *backend) NewSession(*gosmtp.Conn) (gosmtp.Session, error) {
	return &session{s: b.s}, nil
}

type session struct {
	s    *Server
	from string
	to   []string
}

func (se *session) Reset()        { se.from, se.to = "", nil }
func (se *session) Logout() error { return nil }

func (se *session) Mail(from string, _ *gosmtp.MailOptions) error {
	se.from = from
	return nil
}

func (se *session) Rcpt(to string, _ *gosmtp.RcptOptions) error {
	if err := se.s.rejection(to); err != nil {
		return err
	}
	se.to = append(se.to, to)
	return nil
}

func (se *session) Data(r io.Reader) error {
	select {
	case se.s.dataSeen <- struct{}{}:
	default:
	}
	se.s.mu.Lock()
	delay := se.s.delay
	se.s.mu.Unlock()
	time.Sleep(delay)
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if len(se.to) == 0 {
		return errors.New("no recipients")
	}
	se.s.record(Mail{From: se.from, To: append([]string(nil), se.to...), Data: data})
	return nil
}

type discard struct{}

func (discard) Printf(string, ...any) {}
func (discard) Println(...any)        {}

// Parts decodes the message's text/plain and text/html parts.
func (m Mail) Parts() (text, html string, err error) {
	msg, err := netmail.ReadMessage(bytes.NewReader(m.Data))
	if err != nil {
		return "", "", err
	}
	err = walk(textproto.MIMEHeader(msg.Header), msg.Body, func(ctype string, body []byte) {
		switch ctype {
		case "text/plain":
			text = string(body)
		case "text/html":
			html = string(body)
		}
	})
	return text, html, err
}

// walk calls fn with each leaf part's media type and decoded body.
func walk(h textproto.MIMEHeader, body io.Reader, fn func(string, []byte)) error {
	ctype, params, err := mime.ParseMediaType(h.Get("Content-Type"))
	if err != nil {
		return err
	}
	if strings.HasPrefix(ctype, "multipart/") {
		mr := multipart.NewReader(body, params["boundary"])
		for {
			p, err := mr.NextRawPart()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return err
			}
			if err := walk(p.Header, p, fn); err != nil {
				return err
			}
		}
	}
	switch strings.ToLower(h.Get("Content-Transfer-Encoding")) {
	case "quoted-printable":
		body = quotedprintable.NewReader(body)
	case "base64":
		body = base64.NewDecoder(base64.StdEncoding, body)
	}
	b, err := io.ReadAll(body)
	if err != nil {
		return err
	}
	fn(ctype, b)
	return nil
}

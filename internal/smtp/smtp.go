// Package smtp delivers the outbox's mail to an SMTP server (mail.Sender).
package smtp

import (
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	netmail "net/mail"
	"net/url"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"

	"github.com/nivaas-interiors/site/internal/mail"
)

var _ mail.Sender = (*Sender)(nil)

// DefaultTimeout bounds one delivery when the caller's context has no deadline.
const DefaultTimeout = 30 * time.Second

// Sender sends each message over a fresh SMTP connection.
type Sender struct {
	host      string
	port      int
	implicit  bool // smtps: TLS from the first byte; smtp: STARTTLS when offered
	user      string
	pass      string
	from      string
	tlsConfig *tls.Config
}

// New parses url, "smtp://user:pass@host:port" (STARTTLS when the server offers
// it, port 587 by default) or "smtps://user:pass@host:port" (implicit TLS, port
// 465 by default), and from, the sender address ("Name <addr@domain>" allowed).
func New(rawURL, from string) (*Sender, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("smtp: SMTP_URL: %w", err)
	}
	s := &Sender{host: u.Hostname()}
	switch u.Scheme {
	case "smtp":
		s.port = 587
	case "smtps":
		s.port, s.implicit = 465, true
	default:
		return nil, fmt.Errorf("smtp: SMTP_URL scheme %q, want smtp or smtps", u.Scheme)
	}
	if s.host == "" {
		return nil, errors.New("smtp: SMTP_URL has no host")
	}
	if p := u.Port(); p != "" {
		if s.port, err = strconv.Atoi(p); err != nil || s.port < 1 || s.port > 65535 {
			return nil, fmt.Errorf("smtp: SMTP_URL port %q", p)
		}
	}
	if u.User != nil {
		s.user = u.User.Username()
		s.pass, _ = u.User.Password()
	}
	if _, err := netmail.ParseAddress(from); err != nil {
		return nil, fmt.Errorf("smtp: sender %q: %w", from, err)
	}
	s.from = from
	s.tlsConfig = &tls.Config{ServerName: s.host, MinVersion: tls.VersionTLS12}
	return s, nil
}

// SetTLSConfig replaces the TLS settings (e.g. a private CA); it is not safe to
// call while sending.
func (s *Sender) SetTLSConfig(c *tls.Config) { s.tlsConfig = c }

// Addr returns host:port of the server.
func (s *Sender) Addr() string { return net.JoinHostPort(s.host, strconv.Itoa(s.port)) }

// Send delivers m. SMTP 5xx answers to the message give a *mail.PermanentError;
// connection problems and 4xx answers give a plain (temporary) error.
func (s *Sender) Send(ctx context.Context, m mail.Message) error {
	msg, err := Compose(s.from, m)
	if err != nil {
		return &mail.PermanentError{Err: err}
	}
	timeout := DefaultTimeout
	if dl, ok := ctx.Deadline(); ok {
		timeout = time.Until(dl)
	}
	if timeout <= 0 {
		return context.DeadlineExceeded
	}
	opts := []gomail.Option{
		gomail.WithPort(s.port),
		gomail.WithTimeout(timeout),
		gomail.WithTLSConfig(s.tlsConfig),
	}
	if s.implicit {
		opts = append(opts, gomail.WithSSL())
	} else {
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	}
	if s.user != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(s.user), gomail.WithPassword(s.pass))
	}
	c, err := gomail.NewClient(s.host, opts...)
	if err != nil {
		return &mail.PermanentError{Err: err}
	}
	err = c.DialAndSendWithContext(ctx, msg)
	if msg.IsDelivered() {
		return nil // the server took the data; a hiccup at RSET or QUIT must not cause a resend
	}
	if err == nil {
		return nil
	}
	return classify(err)
}

// classify marks failures retries cannot fix as permanent: a 5xx answer to the
// message's MAIL, RCPT or DATA, or addresses the client itself refuses. A 5xx
// while connecting or logging in stays temporary: that is the operator's
// configuration, and the mail should go once it is fixed.
func classify(err error) error {
	var se *gomail.SendError
	if errors.As(err, &se) && !se.IsTemp() {
		code := se.ErrorCode()
		switch {
		case code >= 500 && code < 600:
			return &mail.PermanentError{Err: err}
		case code == 0 && (se.Reason == gomail.ErrGetSender || se.Reason == gomail.ErrGetRcpts || se.Reason == gomail.ErrNoUnencoded):
			return &mail.PermanentError{Err: err}
		}
	}
	return err
}

// Compose builds the MIME mail for m from sender from: a text part, an HTML
// alternative, Date and Message-ID. Header values holding a line break are
// refused, so visitor input can never add a header.
func Compose(from string, m mail.Message) (*gomail.Msg, error) {
	for name, v := range map[string]string{"To": m.To, "Reply-To": m.ReplyTo, "Subject": m.Subject, "Message-ID": m.MessageID} {
		if strings.ContainsAny(v, "\r\n") {
			return nil, fmt.Errorf("smtp: %s header holds a line break", name)
		}
	}
	msg := gomail.NewMsg(gomail.WithNoDefaultUserAgent())
	if err := msg.From(from); err != nil {
		return nil, fmt.Errorf("smtp: sender %q: %w", from, err)
	}
	to, err := netmail.ParseAddress(m.To)
	if err != nil || to.Name != "" || to.Address != m.To {
		return nil, fmt.Errorf("smtp: To %q is not a single bare address", m.To)
	}
	if err := msg.To(to.Address); err != nil {
		return nil, fmt.Errorf("smtp: To %q: %w", m.To, err)
	}
	if m.ReplyTo != "" {
		// A visitor's address the mailer cannot parse must not stop the company's mail: it goes without Reply-To.
		_ = msg.ReplyTo(m.ReplyTo) // on error no Reply-To is set
	}
	msg.Subject(m.Subject)
	msg.SetDate()
	if id := messageID(m.MessageID, from); id != "" {
		msg.SetMessageIDWithValue(id)
	} else {
		msg.SetMessageID()
	}
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	if m.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	if m.Calendar != "" {
		// method= lets mail clients offer to add the invitation to the calendar at once.
		kind := gomail.ContentType("text/calendar; charset=utf-8; method=" + calendarMethod(m.Calendar))
		if err := msg.AttachReader("invite.ics", strings.NewReader(m.Calendar), gomail.WithFileContentType(kind)); err != nil {
			return nil, fmt.Errorf("smtp: invitation: %w", err)
		}
	}
	if a := m.Attachment; a != nil {
		if err := msg.AttachReader(a.Name, bytes.NewReader(a.Data), gomail.WithFileContentType(gomail.ContentType(a.ContentType))); err != nil {
			return nil, fmt.Errorf("smtp: attachment: %w", err)
		}
	}
	return msg, nil
}

// calendarMethod is the METHOD line of an iCalendar text (REQUEST when it has none).
func calendarMethod(ics string) string {
	for line := range strings.Lines(ics) {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "METHOD:"); ok && v != "" && !strings.ContainsAny(v, "; \"") {
			return v
		}
	}
	return "REQUEST"
}

// messageID completes a bare token with the sender's domain.
func messageID(id, from string) string {
	id = strings.Trim(strings.TrimSpace(id), "<>")
	if id == "" || strings.Contains(id, "@") {
		return id
	}
	domain := "localhost"
	if a, err := netmail.ParseAddress(from); err == nil {
		if at := strings.LastIndexByte(a.Address, '@'); at >= 0 {
			domain = a.Address[at+1:]
		}
	}
	return id + "@" + domain
}

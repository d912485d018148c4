package webhook

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mail"
)

// ClientConfig tunes a Client; zero fields take the defaults beside them.
type ClientConfig struct {
	// AllowPrivate lets deliveries reach loopback, private and other special-purpose
	// addresses, never this machine's own non-loopback ones. Tests only (their
	// servers listen on 127.0.0.1); a live site leaves it false.
	AllowPrivate bool
	RootCAs      *x509.CertPool   // trusted roots; nil: the system's
	Timeout      time.Duration    // one delivery; default 10 s
	Now          func() time.Time // default time.Now
	// Logger gets each failure in the network's own words, which the owner never
	// sees (see failure); nil: discarded.
	Logger *slog.Logger
}

// Client POSTs signed bodies to the CRM, refusing special-purpose addresses and
// the machine's own at dial time (so a name that resolves to one, even after a
// first harmless answer, is refused too) and never following redirects or proxies.
type Client struct {
	http *http.Client
	cfg  ClientConfig
}

// errRefusedAddress is the dialer's verdict on an address it may not reach.
var errRefusedAddress = errors.New("webhook: refused to dial a special-purpose or own address")

// NewClient returns a Client configured by cfg.
func NewClient(cfg ClientConfig) *Client {
	if cfg.Timeout <= 0 {
		cfg.Timeout = 10 * time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	// Control sees each address after name resolution, just before connecting.
	dialer := &net.Dialer{Timeout: cfg.Timeout, Control: func(network, address string, _ syscall.RawConn) error {
		ap, err := netip.ParseAddrPort(address)
		if err != nil || refused(ap.Addr(), cfg.AllowPrivate, interfaceAddresses) {
			return errRefusedAddress
		}
		return nil
	}}
	transport := &http.Transport{
		Proxy:               nil, // a proxy would dial for us, past the address check
		DialContext:         dialer.DialContext,
		TLSClientConfig:     &tls.Config{RootCAs: cfg.RootCAs, MinVersion: tls.VersionTLS12},
		TLSHandshakeTimeout: cfg.Timeout,
		MaxIdleConns:        4,
		IdleConnTimeout:     time.Minute,
	}
	return &Client{cfg: cfg, http: &http.Client{
		Transport:     transport,
		Timeout:       cfg.Timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
}

// Post delivers body to s.URL, signed with s.Secret, and returns the answer's
// status. A 2xx is nil; any failure reads as one of a few sentences (see
// failure), wrapped in *mail.PermanentError when trying again cannot help
// (a 4xx other than 408 and 429, a redirect, an address that is not a web
// address); an address refused by the address rule is retried like a CRM that is down.
func (c *Client) Post(ctx context.Context, s Settings, body []byte, delivery string) (int, error) {
	if err := CheckURL(s.URL, true); err != nil {
		return 0, &mail.PermanentError{Err: &deliveryError{msg: fault.Message(err), cause: err}} // not a web address at all
	}
	if err := CheckURL(s.URL, c.cfg.AllowPrivate); err != nil {
		// The address rule: retried on the schedule (another copy may have other settings).
		return 0, &deliveryError{msg: fault.Message(err), cause: err}
	}
	ts := c.cfg.Now().Unix()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.URL, bytes.NewReader(body))
	if err != nil {
		return 0, &mail.PermanentError{Err: &deliveryError{msg: Msg("urlInvalid"), cause: err}}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Nivaas-Webhook/1")
	req.Header.Set(HeaderTimestamp, strconv.FormatInt(ts, 10))
	req.Header.Set(HeaderSignature, Sign(s.Secret, ts, body))
	if delivery != "" {
		req.Header.Set(HeaderDelivery, delivery) // the same on every attempt, so the CRM can drop a repeat
	}
	res, err := c.http.Do(req)
	if err != nil {
		c.cfg.Logger.Warn("webhook: no answer", "delivery", delivery, "err", err)
		return 0, failure(err)
	}
	defer res.Body.Close()
	io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10)) // lets the connection be reused
	return res.StatusCode, verdict(res.StatusCode)
}

// verdict maps the CRM's answer: 2xx delivered; 4xx (but 408 and 429) and
// redirects (never followed) final; anything else worth another try.
func verdict(status int) error {
	if status >= 200 && status <= 299 {
		return nil
	}
	err := &deliveryError{msg: strings.ReplaceAll(Msg("answered"), "{status}", strconv.Itoa(status))}
	if (status >= 300 && status <= 399) ||
		(status >= 400 && status <= 499 && status != http.StatusRequestTimeout && status != http.StatusTooManyRequests) {
		return &mail.PermanentError{Err: err}
	}
	return err
}

// Sender delivers the outbox's webhook rows with the settings in force now.
type Sender struct {
	cache  *Cache
	client *Client
}

var _ mail.Sender = (*Sender)(nil)

// NewSender returns the outbox worker's webhook Sender.
func NewSender(cache *Cache, client *Client) *Sender { return &Sender{cache: cache, client: client} }

// Send posts m.Text to the CRM.
func (s *Sender) Send(ctx context.Context, m mail.Message) error {
	set := s.cache.Current()
	if !set.Enabled || set.URL == "" {
		return &mail.PermanentError{Err: errors.New("the CRM webhook was turned off before this lead could be sent")}
	}
	_, err := s.client.Post(ctx, set, []byte(m.Text), m.MessageID)
	return err
}

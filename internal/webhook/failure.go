package webhook

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net"
	"net/http"
	"strings"
)

// deliveryError is a failed delivery as the owner reads it (test button,
// delivery log): one sentence of office.json, never the network's own words.
type deliveryError struct {
	msg   string
	cause error // for errors.Is and the server's log only
}

func (e *deliveryError) Error() string { return e.msg }
func (e *deliveryError) Unwrap() error { return e.cause }

// failure turns a request that got no answer into one of four sentences. The
// raw text would make the test button a port scanner: "connection refused"
// (closed) and "EOF" (open) both read "could not connect".
func failure(err error) error {
	var ne net.Error
	switch {
	case errors.Is(err, errRefusedAddress):
		// Retried, not final: a name can resolve inside the network for a while,
		// and another copy of the site may have other settings.
		return &deliveryError{msg: Msg("urlPrivate"), cause: err}
	case errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()):
		return &deliveryError{msg: Msg("timedOut"), cause: err}
	case tlsFailed(err):
		return &deliveryError{msg: Msg("tlsFailed"), cause: err}
	}
	return &deliveryError{msg: Msg("couldNotConnect"), cause: err}
}

// tlsFailed reports a handshake the CRM's side got wrong: a certificate we
// cannot trust, an alert, or an answer that is not TLS. A connection cut
// without a word (EOF, reset) is not one: it reads as "could not connect".
func tlsFailed(err error) bool {
	var (
		verify   *tls.CertificateVerificationError
		unknown  x509.UnknownAuthorityError
		hostname x509.HostnameError
		invalid  x509.CertificateInvalidError
		record   tls.RecordHeaderError
		alert    tls.AlertError
	)
	if errors.Is(err, http.ErrSchemeMismatch) || errors.As(err, &verify) || errors.As(err, &unknown) || errors.As(err, &hostname) ||
		errors.As(err, &invalid) || errors.As(err, &record) || errors.As(err, &alert) {
		return true
	}
	for e := err; e != nil; e = errors.Unwrap(e) {
		if strings.HasPrefix(e.Error(), "tls: ") { // crypto/tls's own handshake errors carry no type
			return true
		}
	}
	return false
}

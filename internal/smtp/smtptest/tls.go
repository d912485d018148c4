package smtptest

import (
	"crypto/tls"
	"crypto/x509"
	"testing"

	"github.com/nivaas-interiors/site/internal/testcert"
)

// ClientTLS returns a client configuration that trusts the server's
// self-signed certificate (nil for a plain server).
func (s *Server) ClientTLS() *tls.Config {
	if s.tlsConfig == nil {
		return nil
	}
	pool := x509.NewCertPool()
	pool.AddCert(s.tlsConfig.Certificates[0].Leaf)
	return &tls.Config{RootCAs: pool, ServerName: "127.0.0.1", MinVersion: tls.VersionTLS12}
}

// serverTLS serves a fresh self-signed certificate for 127.0.0.1.
func serverTLS(tb testing.TB) *tls.Config {
	return &tls.Config{Certificates: []tls.Certificate{testcert.New(tb, 1)}, MinVersion: tls.VersionTLS12}
}

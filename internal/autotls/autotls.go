// Package autotls obtains and renews the site's certificates from an ACME CA
// (Let's Encrypt by default) through certmagic, answering the HTTP-01 and
// TLS-ALPN-01 challenges on the site's own ports. Certificates, keys, the ACME
// account and locks live in the given storage (the site's database), so every
// copy shares them and a restart never asks again.
package autotls

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/caddyserver/certmagic"
)

// Config says which names to serve and where to ask for their certificates.
type Config struct {
	Domains []string // the first is the canonical name
	Email   string   // the ACME account's contact, optional
	// Directory is the ACME directory URL; empty means Let's Encrypt's production CA.
	Directory string
	// CARoots, when set, are the roots trusted for the ACME directory's own HTTPS (a test CA).
	CARoots *x509.CertPool
	Storage certmagic.Storage
	// HTTPPort and TLSPort are where the CA's challenges reach this copy; 0 means 80 and 443.
	HTTPPort, TLSPort int
	Logger            *slog.Logger

	// Challenges the CA may use; both when neither is set (tests pin one).
	OnlyHTTP01, OnlyTLSALPN01 bool
	// Profile names the CA's certificate profile (ACME profiles); empty: the CA's default.
	Profile string
	// RenewCheckInterval is how often the expiry of the certificates is looked at; 0: certmagic's 10 minutes.
	RenewCheckInterval time.Duration
}

// Manager serves the certificates and keeps them renewed.
type Manager struct {
	domains []string
	magic   *certmagic.Config
	issuer  *certmagic.ACMEIssuer
	cache   *certmagic.Cache
}

// New prepares a Manager; nothing is asked of the CA until Manage.
func New(c Config) (*Manager, error) {
	if len(c.Domains) == 0 || c.Storage == nil {
		return nil, errors.New("autotls: Domains and Storage are required")
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	if c.Directory == "" {
		c.Directory = certmagic.LetsEncryptProductionCA
	}
	log := zapLogger(c.Logger.With("part", "tls"))
	m := &Manager{domains: c.Domains}
	m.cache = certmagic.NewCache(certmagic.CacheOptions{
		GetConfigForCert:   func(certmagic.Certificate) (*certmagic.Config, error) { return m.magic, nil },
		RenewCheckInterval: c.RenewCheckInterval,
		Logger:             log,
	})
	m.magic = certmagic.New(m.cache, certmagic.Config{
		Storage: c.Storage,
		Logger:  log,
		// Let's Encrypt ended OCSP in 2025: nothing to staple, and no responder to wait for.
		OCSP: certmagic.OCSPConfig{DisableStapling: true},
	})
	m.issuer = certmagic.NewACMEIssuer(m.magic, certmagic.ACMEIssuer{
		CA:                      c.Directory,
		Email:                   c.Email,
		Agreed:                  true,
		TrustedRoots:            c.CARoots,
		AltHTTPPort:             c.HTTPPort,
		AltTLSALPNPort:          c.TLSPort,
		DisableHTTPChallenge:    c.OnlyTLSALPN01,
		DisableTLSALPNChallenge: c.OnlyHTTP01,
		Profile:                 c.Profile,
		Logger:                  log,
	})
	m.magic.Issuers = []certmagic.Issuer{m.issuer}
	return m, nil
}

// TLSConfig serves the managed certificates and answers TLS-ALPN-01 challenges; HTTP/2 first.
func (m *Manager) TLSConfig() *tls.Config {
	t := m.magic.TLSConfig()
	t.NextProtos = append([]string{"h2", "http/1.1"}, t.NextProtos...)
	t.MinVersion = tls.VersionTLS12
	return t
}

// Manage loads the certificates from storage, or obtains them, in the
// background, and renews them until ctx ends. Call it once the site listens:
// the challenges are answered by the site's own servers.
func (m *Manager) Manage(ctx context.Context) error {
	return m.magic.ManageAsync(ctx, m.domains)
}

// HTTPHandler answers the CA's HTTP-01 challenges (this copy's or, through
// storage, another copy's) and passes every other request to next.
func (m *Manager) HTTPHandler(next http.Handler) http.Handler {
	return m.issuer.HTTPChallengeHandler(next)
}

// Stop ends the renewal checks.
func (m *Manager) Stop() { m.cache.Stop() }

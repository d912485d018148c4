package main

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	stdlog "log"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/autotls"
	"github.com/nivaas-interiors/site/internal/httpserver"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// newCertificates is the ACME manager of TLS_DOMAINS, its state in the site's database;
// nil when the site serves no HTTPS or serves a certificate file.
func newCertificates(cfg Config, db *sqlstore.Store, log *slog.Logger) (*autotls.Manager, error) {
	if len(cfg.TLSDomains) == 0 || cfg.TLSCertFile != "" {
		return nil, nil
	}
	c := autotls.Config{Domains: cfg.TLSDomains, Email: cfg.ACMEEmail, Directory: cfg.ACMEDirectory,
		Storage: db.Certificates(), Logger: log}
	var err error
	if c.HTTPPort, err = portOf(cfg.HTTPAddr); err != nil {
		return nil, fmt.Errorf("HTTP_ADDR: %w", err)
	}
	if c.TLSPort, err = portOf(cfg.HTTPSAddr); err != nil {
		return nil, fmt.Errorf("HTTPS_ADDR: %w", err)
	}
	if cfg.ACMECARoot != "" {
		pem, err := os.ReadFile(cfg.ACMECARoot)
		if err != nil {
			return nil, fmt.Errorf("ACME_CA_ROOT: %w", err)
		}
		c.CARoots = x509.NewCertPool()
		if !c.CARoots.AppendCertsFromPEM(pem) {
			return nil, fmt.Errorf("ACME_CA_ROOT: %s holds no PEM certificate", cfg.ACMECARoot)
		}
	}
	return autotls.New(c)
}

// listenHTTPS opens HTTPS_ADDR, serving the site, and HTTP_ADDR, answering
// the CA's challenges and redirecting everything else to HTTPS.
func (a *app) listenHTTPS(cfg Config, log *slog.Logger) ([]listening, error) {
	var tlsConfig *tls.Config
	if a.certs != nil {
		tlsConfig = a.certs.TLSConfig()
	} else {
		cert, err := tls.LoadX509KeyPair(cfg.TLSCertFile, cfg.TLSKeyFile)
		if err != nil {
			return nil, fmt.Errorf("TLS_CERT_FILE, TLS_KEY_FILE: %w", err)
		}
		tlsConfig = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	}
	errorLog := slog.NewLogLogger(log.Handler(), slog.LevelWarn)
	ln, err := httpserver.Listen(cfg.HTTPSAddr)
	if err != nil {
		return nil, fmt.Errorf("HTTPS_ADDR: %w", err)
	}
	secure := httpserver.NewServer(a.handler, stdlog.New(quietHandshakes{errorLog.Writer()}, "", 0))
	secure.TLSConfig = tlsConfig
	plainLn, err := httpserver.Listen(cfg.HTTPAddr)
	if err != nil {
		ln.Close()
		return nil, fmt.Errorf("HTTP_ADDR: %w", err)
	}
	var redirect http.Handler = httpserver.RedirectToHTTPS(canonicalName(cfg), ln.Addr().(*net.TCPAddr).Port)
	if a.certs != nil {
		redirect = a.certs.HTTPHandler(redirect)
	}
	return []listening{{srv: secure, ln: ln, tls: true}, {srv: httpserver.NewServer(redirect, errorLog), ln: plainLn}}, nil
}

// canonicalName is the site's own name, where plain HTTP is sent: TLS_DOMAINS' first, else SITE_URL's host;
// "" when neither is set.
func canonicalName(cfg Config) string {
	if len(cfg.TLSDomains) > 0 {
		return cfg.TLSDomains[0]
	}
	if u, err := url.Parse(cfg.SiteURL); err == nil {
		return u.Hostname()
	}
	return ""
}

// portOf is the port number of a listening address such as :443 or 127.0.0.1:8443.
func portOf(addr string) (int, error) {
	_, p, err := net.SplitHostPort(addr)
	if err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(p)
	if err != nil || n <= 0 || n > 65535 {
		return 0, errors.New("want an address with a port, such as :443")
	}
	return n, nil
}

// quietHandshakes drops net/http's "TLS handshake error" lines: scanners and
// clients without SNI make them by the thousand, and none needs anyone's attention.
type quietHandshakes struct{ w io.Writer }

func (q quietHandshakes) Write(p []byte) (int, error) {
	if strings.Contains(string(p), "TLS handshake error") {
		return len(p), nil
	}
	return q.w.Write(p)
}

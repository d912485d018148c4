package autotls_test

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/caddyserver/certmagic"

	"github.com/nivaas-interiors/site/internal/autotls"
	"github.com/nivaas-interiors/site/internal/autotls/pebbletest"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// copyOf is one copy of a site: its manager and its two servers on 127.0.0.1.
type copyOf struct {
	m                 *autotls.Manager
	httpAddr, tlsAddr string
}

// start serves a page over TLS on tlsPort and the challenges on httpPort, then manages the certificates.
func start(t *testing.T, c autotls.Config) *copyOf {
	t.Helper()
	c.Logger = slog.New(slog.NewTextHandler(newTestWriter(t), &slog.HandlerOptions{Level: slog.LevelInfo}))
	c.RenewCheckInterval = time.Second
	m, err := autotls.New(c)
	if err != nil {
		t.Fatal(err)
	}
	page := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "hello from "+r.Host) })
	cp := &copyOf{m: m}
	for i, port := range []int{c.HTTPPort, c.TLSPort} {
		ln, err := net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(port))
		if err != nil {
			t.Fatal(err)
		}
		srv := &http.Server{Handler: m.HTTPHandler(http.NotFoundHandler()), ReadHeaderTimeout: 5 * time.Second}
		if i == 1 {
			srv.Handler, srv.TLSConfig = page, m.TLSConfig()
			cp.tlsAddr = ln.Addr().String()
			go srv.ServeTLS(ln, "", "")
		} else {
			cp.httpAddr = ln.Addr().String()
			go srv.Serve(ln)
		}
		t.Cleanup(func() { srv.Close() })
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(func() { cancel(); m.Stop() })
	if err := m.Manage(ctx); err != nil {
		t.Fatal(err)
	}
	return cp
}

// served waits until the copy completes a handshake for name that verifies against roots, and returns the leaf.
func (cp *copyOf) served(t *testing.T, name string, roots *x509.CertPool, accept func(*x509.Certificate) bool) *x509.Certificate {
	t.Helper()
	deadline := time.Now().Add(40 * time.Second)
	for {
		conn, err := tls.DialWithDialer(&net.Dialer{Timeout: 2 * time.Second}, "tcp", cp.tlsAddr, &tls.Config{ServerName: name, RootCAs: roots})
		if err == nil {
			leaf := conn.ConnectionState().PeerCertificates[0]
			conn.Close()
			if accept == nil || accept(leaf) {
				return leaf
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no verified certificate for %s at %s: %v", name, cp.tlsAddr, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// get fetches a page over TLS from the copy, verifying against roots.
func (cp *copyOf) get(t *testing.T, name string, roots *x509.CertPool) string {
	t.Helper()
	client := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{
		TLSClientConfig: &tls.Config{RootCAs: roots},
		DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, network, cp.tlsAddr)
		},
	}}
	res, err := client.Get("https://" + name + "/")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return string(body)
}

func TestCertificatesFromPebble(t *testing.T) {
	httpPort, tlsPort := pebbletest.FreePort(t), pebbletest.FreePort(t)
	ca := pebbletest.Start(t, pebbletest.Options{HTTPPort: httpPort, TLSPort: tlsPort,
		Profiles: map[string]time.Duration{"default": 90 * 24 * time.Hour, "shortlived": 15 * time.Second}})
	roots := ca.IssuerRoots(t)
	config := func(s certmagic.Storage, domains ...string) autotls.Config {
		return autotls.Config{Domains: domains, Email: "it@example.in", Directory: ca.Directory, CARoots: ca.ServerRoots,
			Storage: s, HTTPPort: httpPort, TLSPort: tlsPort}
	}

	t.Run("HTTP-01 on SQLite", func(t *testing.T) {
		c := config(storetest.OpenSQLite(t).Certificates(), "www.http01.example.in", "http01.example.in")
		c.OnlyHTTP01 = true
		site := start(t, c)
		site.served(t, "www.http01.example.in", roots, nil)
		site.served(t, "http01.example.in", roots, nil)
		if got := site.get(t, "www.http01.example.in", roots); got != "hello from www.http01.example.in" {
			t.Errorf("page over TLS = %q", got)
		}
	})

	t.Run("TLS-ALPN-01 on PostgreSQL, shared by a second copy", func(t *testing.T) {
		url := storetest.MigratedPostgresURL(t)
		first, second := openPostgres(t, url), openPostgres(t, url)
		c := config(first.Certificates(), "www.alpn.example.in")
		c.OnlyTLSALPN01 = true
		before := len(ca.Issued())
		a := start(t, c)
		leafA := a.served(t, "www.alpn.example.in", roots, nil)
		issued := len(ca.Issued())
		if issued != before+1 {
			t.Fatalf("pebble issued %d certificates for one name", issued-before)
		}
		// The second copy listens elsewhere: it could answer no challenge, so it must not need one.
		c2 := config(second.Certificates(), "www.alpn.example.in")
		c2.HTTPPort, c2.TLSPort = pebbletest.FreePort(t), pebbletest.FreePort(t)
		b := start(t, c2)
		leafB := b.served(t, "www.alpn.example.in", roots, nil)
		if leafB.SerialNumber.Cmp(leafA.SerialNumber) != 0 {
			t.Errorf("second copy serves serial %x, the first %x: it asked for its own", leafB.SerialNumber, leafA.SerialNumber)
		}
		if n := len(ca.Issued()); n != issued {
			t.Errorf("pebble issued %d more certificates for the second copy, want none", n-issued)
		}
	})

	t.Run("renewal near expiry", func(t *testing.T) {
		c := config(storetest.OpenSQLite(t).Certificates(), "www.renew.example.in")
		c.Profile = "shortlived"
		site := start(t, c)
		first := site.served(t, "www.renew.example.in", roots, nil)
		if life := first.NotAfter.Sub(first.NotBefore); life > time.Minute {
			t.Fatalf("the short-lived profile gave a certificate for %v", life)
		}
		// Renewed in the last third of its 15 s: the copy serves a new certificate before the old one expires.
		renewed := site.served(t, "www.renew.example.in", roots, func(c *x509.Certificate) bool {
			return c.SerialNumber.Cmp(first.SerialNumber) != 0
		})
		if !renewed.NotAfter.After(first.NotAfter) {
			t.Errorf("renewed certificate ends %v, the first %v", renewed.NotAfter, first.NotAfter)
		}
		if time.Now().After(first.NotAfter) {
			t.Errorf("renewed only after the first certificate expired (%v)", first.NotAfter)
		}
	})
}

func openPostgres(t *testing.T, url string) *sqlstore.Store {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	db, err := sqlstore.OpenPostgres(ctx, url, storetest.WithKey())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// testWriter logs into the test until it ends; certmagic's goroutines may still write after.
type testWriter struct {
	t    *testing.T
	mu   *sync.Mutex
	done *bool
}

func newTestWriter(t *testing.T) testWriter {
	w := testWriter{t: t, mu: &sync.Mutex{}, done: new(bool)}
	t.Cleanup(func() {
		w.mu.Lock()
		*w.done = true
		w.mu.Unlock()
	})
	return w
}

func (w testWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !*w.done {
		w.t.Log(string(p))
	}
	return len(p), nil
}

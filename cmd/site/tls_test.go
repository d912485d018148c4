package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/autotls/pebbletest"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/testcert"
)

// clientVia sends every request to addr, whatever the URL's host, trusting roots, following no redirect.
func clientVia(addr string, roots *x509.CertPool) *http.Client {
	return &http.Client{
		Timeout:       5 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		Transport: &http.Transport{
			ForceAttemptHTTP2: true,
			TLSClientConfig:   &tls.Config{RootCAs: roots},
			DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
				return (&net.Dialer{}).DialContext(ctx, network, addr)
			},
		},
	}
}

// waitForCertificate polls until addr answers url over TLS verified by roots, and returns the answer.
func waitForCertificate(t *testing.T, s *server, c *http.Client, url string) *http.Response {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		res, err := c.Get(url)
		if err == nil {
			res.Body.Close()
			return res
		}
		if time.Now().After(deadline) {
			t.Fatalf("no verified HTTPS answer from %s: %v\n%s", url, err, s.logText())
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// A fresh site obtains its certificates from the CA (Pebble) by itself, serves
// over verified TLS, sends HSTS and redirects; a second copy on the same
// PostgreSQL serves the same certificate without asking the CA.
func TestHTTPSCertificatesFromACME(t *testing.T) {
	t.Parallel()
	httpPort, tlsPort := pebbletest.FreePort(t), pebbletest.FreePort(t)
	ca := pebbletest.Start(t, pebbletest.Options{HTTPPort: httpPort, TLSPort: tlsPort,
		Profiles: map[string]time.Duration{"default": 90 * 24 * time.Hour}})
	roots := ca.IssuerRoots(t)
	env := map[string]string{
		"DATABASE_URL": storetest.PostgresURL(t), "DATA_DIR": t.TempDir(),
		"TLS_DOMAINS": "www.example.in,example.in", "ACME_EMAIL": "it@example.in",
		"ACME_DIRECTORY": ca.Directory, "ACME_CA_ROOT": ca.ServerRootFile,
		"HTTPS_ADDR": "127.0.0.1:" + strconv.Itoa(tlsPort), "HTTP_ADDR": "127.0.0.1:" + strconv.Itoa(httpPort),
	}
	first := startServer(t, env)
	secure := clientVia(env["HTTPS_ADDR"], roots)
	res := waitForCertificate(t, first, secure, "https://www.example.in/healthz")
	if res.StatusCode != http.StatusOK {
		t.Errorf("GET /healthz over HTTPS = %d", res.StatusCode)
	}
	if got := res.Header.Get("Strict-Transport-Security"); got != "max-age=31536000" {
		t.Errorf("HSTS = %q", got)
	}
	served := res.TLS.PeerCertificates[0]
	res = waitForCertificate(t, first, secure, "https://example.in/gallery?type=Kitchen")
	if loc := res.Header.Get("Location"); res.StatusCode != http.StatusMovedPermanently || loc != "https://www.example.in/gallery?type=Kitchen" {
		t.Errorf("bare domain over HTTPS = %d to %q, want 301 to the canonical name", res.StatusCode, loc)
	}
	res, err := clientVia(env["HTTP_ADDR"], nil).Get("http://example.in/contact-us?from=ad")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if loc := res.Header.Get("Location"); res.StatusCode != http.StatusMovedPermanently || loc != "https://www.example.in:"+strconv.Itoa(tlsPort)+"/contact-us?from=ad" {
		t.Errorf("plain HTTP = %d to %q, want 301 to HTTPS on the canonical name", res.StatusCode, loc)
	}
	issued := ca.Issued()
	if len(issued) != 2 {
		t.Errorf("pebble issued %d certificates for two names", len(issued))
	}

	// A second copy, on other ports where the CA could validate nothing: it must find the certificates in the database.
	env["HTTPS_ADDR"], env["HTTP_ADDR"] = "127.0.0.1:"+strconv.Itoa(pebbletest.FreePort(t)), "127.0.0.1:"+strconv.Itoa(pebbletest.FreePort(t))
	second := startServer(t, env)
	res = waitForCertificate(t, second, clientVia(env["HTTPS_ADDR"], roots), "https://www.example.in/healthz")
	if got := res.TLS.PeerCertificates[0]; got.SerialNumber.Cmp(served.SerialNumber) != 0 {
		t.Errorf("second copy serves serial %x, the first %x", got.SerialNumber, served.SerialNumber)
	}
	if n := len(ca.Issued()); n != len(issued) {
		t.Errorf("pebble issued %d more certificates for the second copy, want none", n-len(issued))
	}
}

// TLS_CERT_FILE and TLS_KEY_FILE serve HTTPS with a certificate of one's own (make bench's, or a company's).
func TestHTTPSFromCertificateFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	certFile, keyFile, roots := testcert.Files(t, dir, 7)
	s := startServer(t, map[string]string{"DATA_DIR": dir, "TLS_CERT_FILE": certFile, "TLS_KEY_FILE": keyFile,
		"HTTPS_ADDR": "127.0.0.1:0", "HTTP_ADDR": "127.0.0.1:0"})
	// A client that refuses the certificate fails its handshake: nothing worth a log line.
	if _, err := clientVia(s.addr, x509.NewCertPool()).Get("https://localhost/healthz"); err == nil {
		t.Fatal("a client trusting nothing completed a handshake")
	}
	res, err := clientVia(s.addr, roots).Get("https://localhost/healthz")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK || res.TLS.PeerCertificates[0].SerialNumber.Int64() != 7 || res.ProtoMajor != 2 {
		t.Errorf("GET /healthz = %d over %s with serial %v, want 200 over HTTP/2 with the file's certificate",
			res.StatusCode, res.Proto, res.TLS.PeerCertificates[0].SerialNumber)
	}
	// The log is written in batches: the request's line comes after any line of the earlier handshake.
	for deadline := time.Now().Add(5 * time.Second); !strings.Contains(s.logText(), `"path":"/healthz"`) && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	if strings.Contains(s.logText(), "handshake") {
		t.Errorf("a failed handshake was logged:\n%s", s.logText())
	}
}

// The plain-HTTP redirect goes only to the site's own name (TLS_DOMAINS' first, else SITE_URL's host), whatever
// Host a request names: it used to send http://evil.example/admin to https://evil.example:PORT/admin. With no name
// configured only the address the connection arrived at is redirected to (an IPv6 one in brackets); any other Host
// is 421 with a sentence.
func TestPlainHTTPRedirectsOnlyToConfiguredNames(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	certFile, keyFile, _ := testcert.Files(t, dir, 7)
	get := func(t *testing.T, httpAddr, target string) (int, string, string) {
		t.Helper()
		res, err := clientVia(httpAddr, nil).Get(target)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body := make([]byte, 512)
		n, _ := res.Body.Read(body)
		return res.StatusCode, res.Header.Get("Location"), string(body[:n])
	}
	t.Run("SITE_URL", func(t *testing.T) {
		tlsPort, httpPort := pebbletest.FreePort(t), pebbletest.FreePort(t)
		httpAddr := "127.0.0.1:" + strconv.Itoa(httpPort)
		startServer(t, map[string]string{"DATA_DIR": t.TempDir(), "TLS_CERT_FILE": certFile, "TLS_KEY_FILE": keyFile,
			"SITE_URL": "https://www.example.in", "HTTPS_ADDR": "127.0.0.1:" + strconv.Itoa(tlsPort), "HTTP_ADDR": httpAddr})
		want := "https://www.example.in:" + strconv.Itoa(tlsPort) + "/admin?x=1"
		for _, target := range []string{"http://evil.example/admin?x=1", "http://evil.example:18443/admin?x=1", "http://www.example.in/admin?x=1",
			"http://127.0.0.1/admin?x=1", "http://[2001:db8::1]:80/admin?x=1"} {
			if code, loc, _ := get(t, httpAddr, target); code != http.StatusMovedPermanently || loc != want {
				t.Errorf("GET %s = %d to %q, want 301 to %s", target, code, loc, want)
			}
		}
	})
	t.Run("no name", func(t *testing.T) {
		tlsPort, httpPort := pebbletest.FreePort(t), pebbletest.FreePort(t)
		httpAddr := "[::1]:" + strconv.Itoa(httpPort)
		startServer(t, map[string]string{"DATA_DIR": t.TempDir(), "TLS_CERT_FILE": certFile, "TLS_KEY_FILE": keyFile,
			"HTTPS_ADDR": "[::1]:" + strconv.Itoa(tlsPort), "HTTP_ADDR": httpAddr})
		if code, loc, _ := get(t, httpAddr, "http://["+"::1]:"+strconv.Itoa(httpPort)+"/gallery?a=b"); code != http.StatusMovedPermanently ||
			loc != "https://[::1]:"+strconv.Itoa(tlsPort)+"/gallery?a=b" {
			t.Errorf("the connection's own IPv6 address = %d to %q, want 301 to https://[::1]:%d/gallery?a=b", code, loc, tlsPort)
		}
		for _, target := range []string{"http://evil.example/admin", "http://evil.example:18443/admin", "http://[2001:db8::1]/admin", "http://127.0.0.1/admin"} {
			if code, loc, body := get(t, httpAddr, target); code != http.StatusMisdirectedRequest || loc != "" ||
				!strings.HasSuffix(strings.TrimSpace(body), ".") || strings.Contains(body, "evil") {
				t.Errorf("GET %s = %d to %q (%q), want 421 with a sentence", target, code, loc, body)
			}
		}
	})
}

// Package pebbletest runs Pebble, Let's Encrypt's test CA, and its challenge
// test server answering DNS for every name with 127.0.0.1, both built from the
// Go module proxy once per machine (internal/testservers), for tests of the real ACME exchange.
package pebbletest

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/logtest"
	"github.com/nivaas-interiors/site/internal/testcert"
	"github.com/nivaas-interiors/site/internal/testservers"
)

// CA is a running Pebble.
type CA struct {
	// Directory is the ACME directory URL.
	Directory string
	// ServerRootFile is the PEM file of the certificate Pebble's own HTTPS uses (the site's ACME_CA_ROOT).
	ServerRootFile string
	// ServerRoots trusts Pebble's own HTTPS.
	ServerRoots *x509.CertPool
	management  string
	log         *logtest.Buffer
}

// Options are the ports the CA validates challenges on (where the site listens)
// and the certificate profiles it offers, by name, with their lifetimes.
type Options struct {
	HTTPPort, TLSPort int
	Profiles          map[string]time.Duration // "default" is required
}

// FreePort returns a TCP port on 127.0.0.1 that nothing listens on now.
func FreePort(tb testing.TB) int {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// Start runs Pebble and its DNS until the test ends.
func Start(tb testing.TB, o Options) *CA {
	tb.Helper()
	bin, err := testservers.Pebble()
	if err != nil {
		tb.Fatal(err)
	}
	dir := tb.TempDir()
	certFile, keyFile, roots := testcert.Files(tb, dir, 1)
	listen, mgmt := FreePort(tb), FreePort(tb)
	dns, dnsMgmt := FreePort(tb), FreePort(tb)
	profiles := map[string]any{}
	for name, life := range o.Profiles {
		profiles[name] = map[string]any{"description": name, "validityPeriod": int(life / time.Second)}
	}
	config, _ := json.Marshal(map[string]any{"pebble": map[string]any{
		"listenAddress":           "127.0.0.1:" + strconv.Itoa(listen),
		"managementListenAddress": "127.0.0.1:" + strconv.Itoa(mgmt),
		"certificate":             certFile,
		"privateKey":              keyFile,
		"httpPort":                o.HTTPPort,
		"tlsPort":                 o.TLSPort,
		"keyAlgorithm":            "ecdsa",
		"retryAfter":              map[string]int{"authz": 1, "order": 1},
		"profiles":                profiles,
	}})
	configFile := filepath.Join(dir, "pebble.json")
	if err := os.WriteFile(configFile, config, 0o600); err != nil {
		tb.Fatal(err)
	}
	ca := &CA{Directory: fmt.Sprintf("https://127.0.0.1:%d/dir", listen), ServerRootFile: certFile, ServerRoots: roots,
		management: fmt.Sprintf("https://127.0.0.1:%d", mgmt), log: &logtest.Buffer{}}
	// The DNS answers every name with 127.0.0.1 (and no IPv6 address); its challenge servers stay off.
	run(tb, &logtest.Buffer{}, nil, filepath.Join(bin, "pebble-challtestsrv"),
		"-http01", "", "-https01", "", "-doh", "", "-tlsalpn01", "",
		"-dnsserver", "127.0.0.1:"+strconv.Itoa(dns), "-management", "127.0.0.1:"+strconv.Itoa(dnsMgmt),
		"-defaultIPv4", "127.0.0.1", "-defaultIPv6", "")
	// Real validation, without Pebble's random waits, refused nonces or reused authorizations.
	run(tb, ca.log, []string{"PEBBLE_VA_NOSLEEP=1", "PEBBLE_WFE_NONCEREJECT=0", "PEBBLE_AUTHZREUSE=0"},
		filepath.Join(bin, "pebble"), "-config", configFile, "-dnsserver", "127.0.0.1:"+strconv.Itoa(dns))
	client := ca.client(roots)
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, err := client.Get(ca.Directory)
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Now().After(deadline) {
			tb.Fatalf("pebble did not answer at %s: %v\n%s", ca.Directory, err, ca.log.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	tb.Cleanup(func() {
		if tb.Failed() {
			tb.Logf("pebble's log:\n%s", ca.log.String())
		}
	})
	return ca
}

// run starts a program that the test's end stops.
func run(tb testing.TB, out io.Writer, env []string, name string, args ...string) {
	tb.Helper()
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = out, out
	cmd.Env = append(os.Environ(), env...)
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
}

func (ca *CA) client(roots *x509.CertPool) *http.Client {
	return &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: roots}}}
}

// IssuerRoots returns the root that Pebble's certificates chain to (GET /roots/0).
func (ca *CA) IssuerRoots(tb testing.TB) *x509.CertPool {
	tb.Helper()
	res, err := ca.client(ca.ServerRoots).Get(ca.management + "/roots/0")
	if err != nil {
		tb.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	pool := x509.NewCertPool()
	if res.StatusCode != http.StatusOK || !pool.AppendCertsFromPEM(body) {
		tb.Fatalf("pebble's root: %s %q", res.Status, body)
	}
	return pool
}

var issuedLine = regexp.MustCompile(`Issued certificate serial ([0-9a-f]+)`)

// Issued returns the serial numbers of the certificates issued so far, oldest first.
func (ca *CA) Issued() []string {
	var serials []string
	for _, m := range issuedLine.FindAllStringSubmatch(ca.log.String(), -1) {
		serials = append(serials, m[1])
	}
	return serials
}

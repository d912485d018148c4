package webhook

import (
	"context"
	"crypto/x509"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"sync/atomic"
	"testing"
	"time"
)

// dial sends a request to url through c's transport, past CheckURL, as a name
// that resolves to url's address would go: only the dialer can refuse it.
func dial(c *Client, url string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	res, err := c.http.Do(req)
	if err == nil {
		res.Body.Close()
	}
	return err
}

// TestDialRefusesPrivateAddresses: whatever a name resolves to, the dialer itself
// refuses loopback (here the address check of the URL is passed by, as a name that
// resolves inside the network would pass it), and nothing reaches the server.
func TestDialRefusesPrivateAddresses(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits.Add(1) }))
	defer srv.Close()
	port := srv.URL[len("https://127.0.0.1:"):]
	for _, url := range []string{srv.URL, "https://[::1]:1/", "https://169.254.169.254:443/",
		"https://[::127.0.0.1]:" + port + "/", "https://[::ffff:127.0.0.1]:" + port + "/"} {
		if err := dial(NewClient(ClientConfig{}), url); !errors.Is(err, errRefusedAddress) {
			t.Errorf("%s: %v, want the dialer's refusal", url, err)
		}
	}
	if hits.Load() != 0 {
		t.Fatalf("%d requests reached the server", hits.Load())
	}
}

// specialAddresses holds one address of each block of the IANA special-purpose
// registries (written out here, not read from the table under test; IPv4-mapped
// addresses are judged by the IPv4 inside, as the dialer gets them), and the
// embedded-IPv4 forms that must not slip past as "IPv6".
var specialAddresses = []string{
	// IPv4 Special-Purpose Address Registry
	"0.0.0.0", "0.1.2.3", "10.1.2.3", "100.64.0.1", "100.127.255.254", "127.0.0.1", "127.8.9.10", "169.254.169.254",
	"172.16.0.1", "172.31.255.254", "192.0.0.1", "192.0.0.8", "192.0.0.9", "192.0.0.10", "192.0.0.170", "192.0.0.171",
	"192.0.2.1", "192.0.2.254", "192.31.196.1", "192.52.193.1", "192.88.99.1", "192.88.99.2", "192.168.1.1",
	"192.175.48.1", "198.18.0.1", "198.19.255.254", "198.51.100.1", "198.51.100.254", "203.0.113.1", "203.0.113.254",
	"240.0.0.1", "255.255.255.255",
	// IPv6 Special-Purpose Address Registry
	"::1", "::", "64:ff9b::808:808", "64:ff9b:1::1", "100::1", "100:0:0:1::1", "2001::1", "2001:0:4136:e378::1",
	"2001:1::1", "2001:1::2", "2001:1::3", "2001:2::1", "2001:3::1", "2001:4:112::1", "2001:10::1", "2001:20::1",
	"2001:30::1", "2001:db8::1", "2002:c000:201::1", "2620:4f:8000::1", "3fff::1", "5f00::1", "fc00::1", "fd12:3456::1",
	"fe80::1", "fe80::1%eth0",
	// beyond: IPv4-compatible and -mapped forms, multicast, site-local
	"::127.0.0.1", "::10.0.0.1", "::8.8.8.8", "::ffff:127.0.0.1", "::ffff:169.254.169.254", "::ffff:192.0.2.1",
	"224.0.0.1", "239.255.255.250", "ff02::1", "fec0::1",
}

// TestSpecialPurposeAddressesRefusedAtDial: every address above is refused by
// the dialer, before any packet leaves; a public address is not.
func TestSpecialPurposeAddressesRefusedAtDial(t *testing.T) {
	c := NewClient(ClientConfig{Timeout: 500 * time.Millisecond}) // short: with the defence broken, each would go out
	for _, a := range specialAddresses {
		ip := netip.MustParseAddr(a)
		if !refused(ip, false, interfaceAddresses) {
			t.Errorf("%s is not refused", a)
		}
		if ip.Zone() != "" {
			continue // a URL cannot carry a zone the dialer would use
		}
		if err := dial(c, "https://"+netip.AddrPortFrom(ip, 443).String()+"/"); !errors.Is(err, errRefusedAddress) {
			t.Errorf("%s: dial gave %v, want the dialer's refusal", a, err)
		}
	}
	for _, a := range []string{"8.8.8.8", "93.184.215.14", "2606:4700::1111", "::ffff:93.184.215.14"} {
		if refused(netip.MustParseAddr(a), false, interfaceAddresses) {
			t.Errorf("public address %s is refused", a)
		}
	}
}

// ownAddress is a non-loopback address of this machine a test can listen on, if any.
func ownAddress(t *testing.T) netip.Addr {
	t.Helper()
	mine, err := interfaceAddresses()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range mine {
		if !a.IsLoopback() && !a.IsLinkLocalUnicast() && a.Is4() {
			return a
		}
	}
	for _, a := range mine {
		if !a.IsLoopback() && !a.IsLinkLocalUnicast() {
			return a
		}
	}
	t.Skip("this machine has no non-loopback address")
	return netip.Addr{}
}

// TestOwnAddressNotReached: a real server on the machine's own network address
// (not loopback) is never reached, even with AllowPrivate (which the ranges
// alone would let through), in any spelling; loopback stays open with it.
func TestOwnAddressNotReached(t *testing.T) {
	own := ownAddress(t)
	var accepted atomic.Int32
	ln, err := net.Listen("tcp", netip.AddrPortFrom(own, 0).String())
	if err != nil {
		t.Skipf("cannot listen on %s: %v", own, err)
	}
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	srv.Listener = countingListener{ln, &accepted}
	srv.StartTLS()
	defer srv.Close()
	port := uint16(ln.Addr().(*net.TCPAddr).Port)
	urls := []string{"https://" + netip.AddrPortFrom(own, port).String() + "/"}
	if own.Is4() {
		for _, six := range []string{"::ffff:" + own.String(), "::" + own.String()} {
			urls = append(urls, "https://["+six+"]:"+strconv.Itoa(int(port))+"/")
		}
	}
	for _, allowPrivate := range []bool{false, true} {
		for _, url := range urls {
			if err := dial(NewClient(ClientConfig{AllowPrivate: allowPrivate}), url); !errors.Is(err, errRefusedAddress) {
				t.Errorf("allowPrivate %v, %s: %v, want the dialer's refusal", allowPrivate, url, err)
			}
		}
		if err := CheckURL(urls[0], allowPrivate); err == nil {
			t.Errorf("allowPrivate %v: saving %s was allowed", allowPrivate, urls[0])
		}
	}
	for _, this := range []string{"0.0.0.0", "::", "::ffff:0.0.0.0"} {
		if !refused(netip.MustParseAddr(this), true, interfaceAddresses) {
			t.Errorf("allowPrivate: %s (this host) is not refused", this)
		}
	}
	if n := accepted.Load(); n != 0 {
		t.Fatalf("%d connections reached the server on the machine's own address %s", n, own)
	}
	loop := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer loop.Close()
	pool := x509.NewCertPool()
	pool.AddCert(loop.Certificate())
	if err := dial(NewClient(ClientConfig{AllowPrivate: true, RootCAs: pool}), loop.URL); err != nil {
		t.Fatalf("loopback with AllowPrivate (the browser tests' CRM): %v", err)
	}
}

type countingListener struct {
	net.Listener
	n *atomic.Int32
}

func (l countingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err == nil {
		l.n.Add(1)
	}
	return c, err
}

// TestUnreadableInterfacesRefuse: when the machine's addresses cannot be read,
// nothing is dialled (an own address could not be told apart).
func TestUnreadableInterfacesRefuse(t *testing.T) {
	broken := func() ([]netip.Addr, error) { return nil, errors.New("netlink: permission denied") }
	if !refused(netip.MustParseAddr("93.184.215.14"), false, broken) {
		t.Fatal("an address was allowed without knowing the machine's own")
	}
}

package httpapi

import (
	"log/slog"
	"net/http"
	"net/netip"
	"strings"
	"sync/atomic"
)

// ProxyAlarm records that requests arrive through a proxy the site does not
// trust: a private or loopback peer sending forwarding headers while it is not
// in TRUSTED_PROXIES. The site then sees that proxy's address for every visitor.
type ProxyAlarm struct {
	seen atomic.Bool
}

// Seen reports whether such a request has arrived since the site started.
func (a *ProxyAlarm) Seen() bool { return a.seen.Load() }

// note raises the alarm; the first time, it logs loudly what to do.
func (a *ProxyAlarm) note(peer netip.Addr, log *slog.Logger) {
	if a.seen.Load() || a.seen.Swap(true) {
		return
	}
	log.Warn("requests arrive through a proxy the site does not trust: set TRUSTED_PROXIES to its address range, "+
		"or every visitor is seen as the proxy (logs, sign-in throttle, HTTPS), and the POST limit counts the address the proxy forwards",
		"proxy", peer.String())
}

// throughUntrustedProxy reports a request forwarded by a private or loopback
// peer that is not a trusted proxy. Only such a peer can be a proxy inside the
// site's own network: from the internet, a forwarding header is the visitor's own word.
func (s *server) throughUntrustedProxy(r *http.Request) (netip.Addr, bool) {
	if len(r.Header["X-Forwarded-For"]) == 0 && len(r.Header["Forwarded"]) == 0 {
		return netip.Addr{}, false
	}
	peer := peerAddr(r)
	if !peer.IsValid() || s.trusted(peer) {
		return peer, false
	}
	return peer, peer.IsLoopback() || peer.IsPrivate() || sharedAddressSpace.Contains(peer)
}

// sharedAddressSpace (RFC 6598) is where some clouds put their load balancers.
var sharedAddressSpace = netip.MustParsePrefix("100.64.0.0/10")

// watchProxies raises the ProxyAlarm at the first request through an untrusted proxy.
func (s *server) watchProxies(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if peer, ok := s.throughUntrustedProxy(r); ok {
			s.ProxyAlarm.note(peer, s.Logger)
		}
		next.ServeHTTP(w, r)
	})
}

// limitAddr is the address the POST limit counts. Behind an untrusted proxy every
// visitor shares the proxy's address, so one limit would hold for the whole site:
// there it counts the right-most forwarded hop instead, the one the proxy itself
// appended. A visitor can put anything left of it but cannot change it, so the
// limit still holds per visitor; only a host inside the private network could
// forge it, and it could flood the site directly anyway.
func (s *server) limitAddr(r *http.Request) netip.Addr {
	if _, ok := s.throughUntrustedProxy(r); ok {
		if hop, ok := lastForwardedHop(r); ok {
			return hop
		}
	}
	return s.clientAddr(r)
}

// lastForwardedHop is the right-most address of X-Forwarded-For or, without it, of Forwarded's for=.
func lastForwardedHop(r *http.Request) (netip.Addr, bool) {
	if v := r.Header.Values("X-Forwarded-For"); len(v) > 0 {
		last := v[len(v)-1]
		a, err := netip.ParseAddr(strings.TrimSpace(last[strings.LastIndexByte(last, ',')+1:]))
		return a.Unmap(), err == nil
	}
	v := r.Header.Values("Forwarded")
	if len(v) == 0 {
		return netip.Addr{}, false
	}
	last := v[len(v)-1]
	last = last[strings.LastIndexByte(last, ',')+1:]
	for _, pair := range strings.Split(last, ";") {
		key, value, _ := strings.Cut(strings.TrimSpace(pair), "=")
		if !strings.EqualFold(key, "for") {
			continue
		}
		// for=192.0.2.60, for="192.0.2.60:4711", for="[2001:db8::17]:4711" (RFC 7239); "unknown" and _names are no address.
		value = strings.Trim(value, `"`)
		if ap, err := netip.ParseAddrPort(value); err == nil {
			return ap.Addr().Unmap(), true
		}
		a, err := netip.ParseAddr(strings.TrimSuffix(strings.TrimPrefix(value, "["), "]"))
		return a.Unmap(), err == nil
	}
	return netip.Addr{}, false
}

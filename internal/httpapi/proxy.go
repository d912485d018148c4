package httpapi

import (
	"log/slog"
	"net/http"
	"net/netip"
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
		"or every visitor is seen as the proxy (logs, sign-in throttle, HTTPS, and one POST limit for all of them)",
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

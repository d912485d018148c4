package httpapi

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// limiter keeps one token bucket per client address and forgets idle ones.
type limiter struct {
	mu        sync.Mutex
	perMinute int
	now       func() time.Time
	clients   map[string]*client
	lastSweep time.Time
}

type client struct {
	bucket   *rate.Limiter
	lastSeen time.Time
}

// idleAfter is how long a client's bucket is kept after its last request;
// by then it has refilled, so forgetting it changes nothing.
const idleAfter = 3 * time.Minute

func newLimiter(perMinute int, now func() time.Time) *limiter {
	return &limiter{perMinute: perMinute, now: now, clients: map[string]*client{}, lastSweep: now()}
}

// allow takes one token for key, or reports how long until one is free.
func (l *limiter) allow(key string) (time.Duration, bool) {
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.lastSweep) >= time.Minute {
		for k, c := range l.clients {
			if now.Sub(c.lastSeen) >= idleAfter {
				delete(l.clients, k)
			}
		}
		l.lastSweep = now
	}
	c := l.clients[key]
	if c == nil {
		c = &client{bucket: rate.NewLimiter(rate.Every(time.Minute/time.Duration(l.perMinute)), l.perMinute)}
		l.clients[key] = c
	}
	c.lastSeen = now
	if c.bucket.AllowN(now, 1) {
		return 0, true
	}
	res := c.bucket.ReserveN(now, 1)
	wait := res.DelayFrom(now)
	res.CancelAt(now)
	return wait, false
}

func (l *limiter) size() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.clients)
}

// limitKey groups IPv6 clients by /64, the block one subscriber usually holds.
func limitKey(a netip.Addr) string {
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

// peerAddr is the address of the TCP peer.
func peerAddr(r *http.Request) netip.Addr {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}
	}
	return a.Unmap()
}

func (s *server) trusted(a netip.Addr) bool {
	for _, p := range s.TrustedProxies {
		if a.IsValid() && p.Contains(a) {
			return true
		}
	}
	return false
}

func (s *server) fromTrustedProxy(r *http.Request) bool { return s.trusted(peerAddr(r)) }

// clientAddr is the visitor's address: the peer, or, behind trusted proxies,
// the right-most X-Forwarded-For hop that is not itself a trusted proxy.
func (s *server) clientAddr(r *http.Request) netip.Addr {
	addr := peerAddr(r)
	if !s.trusted(addr) {
		return addr
	}
	var hops []string
	for _, v := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(v, ",")...)
	}
	for i := len(hops) - 1; i >= 0; i-- {
		hop, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			return addr // a hop we cannot read: stop at the last one we could
		}
		addr = hop.Unmap()
		if !s.trusted(addr) {
			return addr
		}
	}
	return addr
}

package httpapi

import (
	"container/list"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// limiter keeps one token bucket per client address, at most max of them,
// least recently seen last so that idle and stalest ones are dropped first.
type limiter struct {
	mu        sync.Mutex
	perMinute int
	max       int
	now       func() time.Time
	clients   map[string]*list.Element // of *client
	byLastUse *list.List               // front: most recently seen
}

type client struct {
	key      string
	bucket   *rate.Limiter
	lastSeen time.Time
}

// idleAfter is how long a client's bucket is kept after its last request;
// by then it has refilled, so forgetting it changes nothing.
const idleAfter = 3 * time.Minute

// maxTrackedClients bounds the limiter's memory (about 3 MB) against a flood of
// new addresses. Forgetting a bucket only gives that client a fresh one, so a
// flood can loosen the limit for the clients it pushes out, never lock them out.
const maxTrackedClients = 10_000

func newLimiter(perMinute int, now func() time.Time) *limiter {
	return &limiter{perMinute: perMinute, max: maxTrackedClients, now: now,
		clients: map[string]*list.Element{}, byLastUse: list.New()}
}

// allow takes one token for key, or reports how long until one is free.
func (l *limiter) allow(key string) (time.Duration, bool) {
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	for e := l.byLastUse.Back(); e != nil && now.Sub(e.Value.(*client).lastSeen) >= idleAfter; e = l.byLastUse.Back() {
		l.forget(e)
	}
	e := l.clients[key]
	if e == nil {
		for l.byLastUse.Len() >= l.max {
			l.forget(l.byLastUse.Back())
		}
		c := &client{key: key, bucket: rate.NewLimiter(rate.Every(time.Minute/time.Duration(l.perMinute)), l.perMinute)}
		e = l.byLastUse.PushFront(c)
		l.clients[key] = e
	} else {
		l.byLastUse.MoveToFront(e)
	}
	c := e.Value.(*client)
	c.lastSeen = now
	if c.bucket.AllowN(now, 1) {
		return 0, true
	}
	res := c.bucket.ReserveN(now, 1)
	wait := res.DelayFrom(now)
	res.CancelAt(now)
	return wait, false
}

func (l *limiter) forget(e *list.Element) {
	delete(l.clients, e.Value.(*client).key)
	l.byLastUse.Remove(e)
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

package httpserver

import (
	"context"
	"net"
	"net/http"
	"sync"
)

// limitListener accepts at most cap(sem) connections at once (more wait in the kernel's
// accept queue) and hands out connections that can send an answer in one system call.
type limitListener struct {
	net.Listener
	sem       chan struct{}
	done      chan struct{}
	closeOnce sync.Once
}

func newLimitListener(ln net.Listener, n int) *limitListener {
	return &limitListener{Listener: ln, sem: make(chan struct{}, n), done: make(chan struct{})}
}

func (l *limitListener) Accept() (net.Conn, error) {
	select {
	case l.sem <- struct{}{}:
	case <-l.done:
		return nil, net.ErrClosed
	}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.sem
		return nil, err
	}
	tc, _ := c.(*net.TCPConn)
	return &conn{Conn: c, tcp: tc, release: func() { <-l.sem }}, nil
}

func (l *limitListener) Close() error {
	err := l.Listener.Close()
	l.closeOnce.Do(func() { close(l.done) })
	return err
}

// conn is one accepted connection. While held, it keeps back what net/http writes
// and sends it with the next write in one writev: net/http's 4 KiB connection buffer
// otherwise sends an answer larger than it in two system calls (the header with the
// start of the body, then the rest), which costs a TCP segment and a wake-up of the reader.
// Only the goroutine serving the connection's current request writes to it (HTTP/1).
type conn struct {
	net.Conn
	tcp         *net.TCPConn // nil when the listener is not TCP: nothing is held
	release     func()
	releaseOnce sync.Once

	holding bool
	held    []byte
	bufs    [2][]byte

	deadlines deadlines
}

func (c *conn) Write(p []byte) (int, error) {
	if err := c.beginWrite(); err != nil {
		return 0, err
	}
	defer c.endWrite()
	if len(c.held) == 0 {
		if c.holding && len(p) <= maxHeld {
			c.held = append(c.held, p...)
			return len(p), nil
		}
		return c.Conn.Write(p)
	}
	held := len(c.held)
	c.bufs = [2][]byte{c.held, p}
	bufs := net.Buffers(c.bufs[:])
	n, err := bufs.WriteTo(c.tcp)
	c.held, c.bufs = c.held[:0], [2][]byte{}
	return min(len(p), max(0, int(n)-held)), err
}

// hold starts keeping back writes; send must follow.
func (c *conn) hold() {
	if c.tcp != nil {
		c.holding = true
	}
}

// send writes what is still held and stops holding.
func (c *conn) send() error {
	c.holding = false
	if len(c.held) == 0 {
		return nil
	}
	if err := c.beginWrite(); err != nil {
		return err
	}
	defer c.endWrite()
	_, err := c.Conn.Write(c.held)
	c.held = c.held[:0]
	return err
}

// CloseWrite lets net/http half-close the connection before closing it, as it does with a bare TCP connection.
func (c *conn) CloseWrite() error {
	if c.tcp == nil {
		return nil
	}
	return c.tcp.CloseWrite()
}

func (c *conn) Close() error {
	err := c.Conn.Close()
	c.releaseOnce.Do(c.release)
	return err
}

// maxHeld bounds what a connection keeps back: net/http's buffer is 4 KiB, anything larger goes out at once.
const maxHeld = 16 << 10

type connKey struct{}

// withConn is the server's ConnContext: it lets a handler reach its connection.
func withConn(ctx context.Context, c net.Conn) context.Context {
	if cc, ok := c.(*conn); ok {
		return context.WithValue(ctx, connKey{}, cc)
	}
	return ctx
}

// connOf returns the request's connection, or nil when it was not accepted by Listen or is not HTTP/1.
func connOf(ctx context.Context) *conn {
	c, _ := ctx.Value(connKey{}).(*conn)
	return c
}

// WriteWhole answers status with body, its headers set, Content-Length included. On a connection
// from Listen the header and body leave in one system call, as nginx's writev sends them (see conn).
func WriteWhole(w http.ResponseWriter, r *http.Request, status int, body []byte) {
	if r.Method == http.MethodHead {
		w.WriteHeader(status)
		return
	}
	if c := connOf(r.Context()); c != nil && r.ProtoMajor == 1 {
		c.hold()
		defer c.send()
		w.WriteHeader(status)
		w.Write(body)
		// Sends what net/http still buffers while the connection holds the start of the answer.
		http.NewResponseController(w).Flush()
		return
	}
	w.WriteHeader(status)
	w.Write(body)
}

package main

import (
	"io"
	"net"
	"sync"
	"testing"
	"time"
)

// tcpProxy forwards 127.0.0.1:port to a target and can cut every connection
// and refuse new ones, then listen again on the same port: the database "goes away".
type tcpProxy struct {
	t      *testing.T
	target string
	addr   string
	mu     sync.Mutex
	ln     net.Listener
	conns  map[net.Conn]bool
	// stalled holds every byte in both directions while set: the database
	// freezes without closing a connection, as a hung server or a lost route does.
	stalled bool
	moving  *sync.Cond
}

func startProxy(t *testing.T, target string) *tcpProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &tcpProxy{t: t, target: target, addr: ln.Addr().String(), conns: map[net.Conn]bool{}}
	p.moving = sync.NewCond(&p.mu)
	p.serve(ln)
	t.Cleanup(p.cut)
	return p
}

func (p *tcpProxy) serve(ln net.Listener) {
	p.mu.Lock()
	p.ln = ln
	p.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go p.forward(c)
		}
	}()
}

func (p *tcpProxy) forward(c net.Conn) {
	up, err := net.Dial("tcp", p.target)
	if err != nil {
		c.Close()
		return
	}
	p.mu.Lock()
	if p.ln == nil { // cut while dialling
		p.mu.Unlock()
		c.Close()
		up.Close()
		return
	}
	p.conns[c], p.conns[up] = true, true
	p.mu.Unlock()
	go func() { p.copy(up, c); up.Close(); c.Close() }()
	p.copy(c, up)
	c.Close()
	up.Close()
}

// cut closes the listener and every forwarded connection.
func (p *tcpProxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	for c := range p.conns {
		c.Close()
	}
	p.conns = map[net.Conn]bool{}
}

// restore listens again on the same port.
func (p *tcpProxy) restore() {
	p.t.Helper()
	var ln net.Listener
	var err error
	for range 50 {
		if ln, err = net.Listen("tcp", p.addr); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		p.t.Fatalf("proxy: listen again on %s: %v", p.addr, err)
	}
	p.serve(ln)
}

// copy forwards src to dst, holding each chunk while the proxy is stalled.
func (p *tcpProxy) copy(dst io.Writer, src io.Reader) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		p.mu.Lock()
		for p.stalled {
			p.moving.Wait()
		}
		p.mu.Unlock()
		if n > 0 {
			if _, werr := dst.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// stall freezes the traffic of every connection, old and new, until resume.
func (p *tcpProxy) stall() {
	p.mu.Lock()
	p.stalled = true
	p.mu.Unlock()
}

// resume lets held traffic move again.
func (p *tcpProxy) resume() {
	p.mu.Lock()
	p.stalled = false
	p.mu.Unlock()
	p.moving.Broadcast()
}

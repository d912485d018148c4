package httpserver

import (
	"bufio"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestServerBounds(t *testing.T) {
	srv := NewServer(http.NotFoundHandler(), nil)
	if srv.MaxHeaderBytes <= 0 || srv.MaxHeaderBytes > 16<<10 {
		t.Errorf("MaxHeaderBytes = %d, want a few KiB", srv.MaxHeaderBytes)
	}
	if srv.IdleTimeout <= 0 || srv.IdleTimeout > time.Minute {
		t.Errorf("IdleTimeout = %v, want at most a minute", srv.IdleTimeout)
	}
	if srv.ReadHeaderTimeout <= 0 || srv.ReadTimeout <= 0 || srv.WriteTimeout <= 0 {
		t.Errorf("a timeout is unset: header %v, read %v, write %v", srv.ReadHeaderTimeout, srv.ReadTimeout, srv.WriteTimeout)
	}
}

// get sends one request on c and reads the status line, waiting at most wait.
func get(c net.Conn, wait time.Duration) (string, error) {
	c.SetDeadline(time.Now().Add(wait))
	if _, err := c.Write([]byte("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")); err != nil {
		return "", err
	}
	line, err := bufio.NewReader(c).ReadString('\n')
	return strings.TrimSpace(line), err
}

func TestListenCapsOpenConnections(t *testing.T) {
	ln, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}), nil)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })

	held := make([]net.Conn, 0, MaxConns)
	t.Cleanup(func() {
		for _, c := range held {
			c.Close()
		}
	})
	for range MaxConns {
		c, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, c)
	}
	// Every slot is taken only once the server has accepted them all; the first answers prove it.
	if status, err := get(held[0], 5*time.Second); err != nil || status != "HTTP/1.1 200 OK" {
		t.Fatalf("first connection: %q %v", status, err)
	}
	time.Sleep(200 * time.Millisecond)

	extra, err := net.Dial("tcp", ln.Addr().String()) // the kernel queues it
	if err != nil {
		t.Fatal(err)
	}
	defer extra.Close()
	if status, err := get(extra, 500*time.Millisecond); err == nil {
		t.Fatalf("connection %d was served (%q) while %d were open", MaxConns+1, status, MaxConns)
	}
	held[1].Close()
	if status, err := get(extra, 5*time.Second); err != nil || status != "HTTP/1.1 200 OK" {
		t.Errorf("after one connection closed: %q %v, want served", status, err)
	}
}

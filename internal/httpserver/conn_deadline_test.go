package httpserver

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"testing"
	"time"
)

// acceptedPair returns a connection as Listen hands it out and the client's end of it.
func acceptedPair(t *testing.T) (*conn, net.Conn) {
	t.Helper()
	ln, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	client, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })
	c, err := ln.Accept()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	// A deadline that does not apply would leave a read waiting for ever: the closed client ends it with EOF.
	stop := time.AfterFunc(5*time.Second, func() { client.Close() })
	t.Cleanup(func() { stop.Stop() })
	return c.(*conn), client
}

// The read deadline that counts is the last one set before a read, and one set during a read
// ends it at once (net/http aborts its background read so).
func TestReadDeadlineLastSettingCountsAndAbortsARead(t *testing.T) {
	c, client := acceptedPair(t)
	buf := make([]byte, 1)

	c.SetReadDeadline(time.Now().Add(-time.Second))
	c.SetReadDeadline(time.Time{})
	go func() { time.Sleep(50 * time.Millisecond); client.Write([]byte("x")) }()
	if n, err := c.Read(buf); n != 1 || err != nil {
		t.Fatalf("read after a past deadline replaced by none = %d, %v; want the byte", n, err)
	}

	c.SetReadDeadline(time.Now().Add(time.Hour))
	c.SetReadDeadline(time.Now().Add(50 * time.Millisecond))
	start := time.Now()
	if _, err := c.Read(buf); !errors.Is(err, os.ErrDeadlineExceeded) || time.Since(start) > 2*time.Second {
		t.Fatalf("read with the deadline moved nearer = %v after %v; want a timeout at the nearer one", err, time.Since(start))
	}

	c.SetReadDeadline(time.Time{})
	done := make(chan error, 1)
	go func() { _, err := c.Read(buf); done <- err }()
	time.Sleep(50 * time.Millisecond) // the read is under way
	c.SetReadDeadline(time.Now().Add(-time.Second))
	select {
	case err := <-done:
		if !errors.Is(err, os.ErrDeadlineExceeded) {
			t.Fatalf("aborted read = %v, want a timeout", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("a deadline in the past did not end the read under way")
	}
}

// A write deadline moved a little later may keep the earlier one, but one moved earlier or removed applies.
func TestWriteDeadlineEarlierOrNoneApplies(t *testing.T) {
	c, client := acceptedPair(t)
	go io.Copy(io.Discard, client)
	c.SetWriteDeadline(time.Now().Add(time.Hour))
	c.SetWriteDeadline(time.Now().Add(-time.Second))
	if _, err := c.Write([]byte("x")); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("write after an earlier deadline = %v, want a timeout", err)
	}
	c.SetWriteDeadline(time.Time{})
	if _, err := c.Write([]byte("x")); err != nil {
		t.Fatalf("write with no deadline = %v", err)
	}
	// As net/http sets it around an answer: the last setting before the write counts.
	c.SetWriteDeadline(time.Now().Add(-time.Second))
	c.SetWriteDeadline(time.Time{})
	c.SetWriteDeadline(time.Now().Add(time.Minute))
	if _, err := c.Write([]byte("x")); err != nil {
		t.Fatalf("write with a deadline a minute ahead = %v", err)
	}
}

// A client that starts its second request and goes silent is cut off after ReadHeaderTimeout, not the idle timeout.
func TestSilentSecondRequestMeetsHeaderTimeout(t *testing.T) {
	ln, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok")) }), nil)
	srv.ReadHeaderTimeout, srv.IdleTimeout = 200*time.Millisecond, time.Minute
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	client, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	br := bufio.NewReader(client)
	client.Write([]byte("GET / HTTP/1.1\r\nHost: x\r\n\r\n"))
	res, err := http.ReadResponse(br, nil)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("first request = %v, %v", res, err)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()

	client.Write([]byte("GET / HTTP/1.1\r\n"))
	start := time.Now()
	client.SetReadDeadline(time.Now().Add(10 * time.Second))
	if _, err := br.ReadByte(); err != io.EOF || time.Since(start) > 5*time.Second {
		t.Fatalf("silent client: read = %v after %v; want the server to close the connection", err, time.Since(start))
	}
}

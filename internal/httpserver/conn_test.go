package httpserver

import (
	"net"
	"testing"
	"time"
)

// Closing the listener frees a server waiting for a connection slot.
func TestClosedListenerStopsWaitingForASlot(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln := newLimitListener(inner, 1)
	c, err := net.Dial("tcp", inner.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	first, err := ln.Accept()
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	done := make(chan error, 1)
	go func() {
		_, err := ln.Accept() // the one slot is taken
		done <- err
	}()
	time.Sleep(50 * time.Millisecond)
	ln.Close()
	select {
	case err := <-done:
		if err == nil {
			t.Error("Accept on a closed listener returned a connection")
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Accept still waits after the listener was closed")
	}
}

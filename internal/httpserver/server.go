// Package httpserver is the site's listening side: the bounded listener, connections that send an
// answer in one system call, cheap connection deadlines, the server's timeouts and the HTTPS redirect.
package httpserver

import (
	"log"
	"net"
	"net/http"
	"time"
)

// Bounds of the public server, chosen so that a flood of connections or of
// oversized headers costs at most some tens of megabytes (see cmd/site's flood test).
const (
	// MaxConns caps open connections; more wait in the kernel's accept queue.
	MaxConns = 1024
	// MaxHeaderBytes is far above any browser's request headers (cookies included) and far below the 1 MiB default.
	MaxHeaderBytes = 8 << 10
	// IdleTimeout closes an idle keep-alive connection, freeing its slot under MaxConns.
	IdleTimeout = 60 * time.Second
)

// Listen opens addr with at most MaxConns connections open at once.
func Listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	return newLimitListener(ln, MaxConns), nil
}

// NewServer is the public server of handler with the bounds above and timeouts
// that let a slow or silent client hold a connection for seconds, not minutes.
func NewServer(handler http.Handler, errorLog *log.Logger) *http.Server {
	return &http.Server{
		Handler:           handler,
		MaxHeaderBytes:    MaxHeaderBytes,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       IdleTimeout,
		ErrorLog:          errorLog,
		ConnContext:       withConn,
	}
}

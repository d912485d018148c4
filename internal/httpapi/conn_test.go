package httpapi

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptrace"
	"strconv"
	"testing"
	"testing/fstest"
	"time"

	"github.com/nivaas-interiors/site/internal/httpserver"
)

// serveOverTCP runs h behind Listen and NewServer, as cmd/site does, and returns its origin
// and a client that keeps one connection, so every answer must end exactly where it says.
func serveOverTCP(t *testing.T, h http.Handler) (string, *http.Client) {
	return serveWith(t, h, &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{MaxConnsPerHost: 1, DisableCompression: true}})
}

// serveWith runs h behind Listen and NewServer on loopback and returns its origin and client.
func serveWith(t *testing.T, h http.Handler, client *http.Client) (string, *http.Client) {
	t.Helper()
	ln, err := httpserver.Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := httpserver.NewServer(h, nil)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	t.Cleanup(client.CloseIdleConnections)
	return "http://" + ln.Addr().String(), client
}

// Answers of every size around net/http's 4 KiB connection buffer, whole and in order on one
// kept-alive connection: what the connection holds back is always sent, and only once.
func TestAnswersWholeOnOneConnection(t *testing.T) {
	t.Parallel()
	files := builtSite()
	rng := rand.New(rand.NewPCG(1, 2))
	var sizes []int
	for n := 2800; n <= 4400; n += 3 {
		sizes = append(sizes, n)
	}
	sizes = append(sizes, 0, 1, 100, 2048, 8191, 8192, 9000, 40000, 70000)
	for _, n := range sizes {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('a' + rng.IntN(26))
		}
		files[fmt.Sprintf("assets/f%d.js", n)] = &fstest.MapFile{Data: b}
	}
	origin, client := serveOverTCP(t, newStaticHandler(t, files, ""))

	conns := 0
	trace := &httptrace.ClientTrace{GotConn: func(i httptrace.GotConnInfo) {
		if !i.Reused {
			conns++
		}
	}}
	get := func(method, path string, header map[string]string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequestWithContext(httptrace.WithClientTrace(context.Background(), trace), method, origin+path, nil)
		for k, v := range header {
			req.Header.Set(k, v)
		}
		res, err := client.Do(req)
		if err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
		defer res.Body.Close()
		body, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
		return res, body
	}
	for _, n := range sizes {
		p := fmt.Sprintf("/assets/f%d.js", n)
		for _, enc := range []string{"", "gzip"} {
			res, body := get("GET", p, map[string]string{"Accept-Encoding": enc})
			want := files[p[1:]].Data
			if enc == "gzip" && res.Header.Get("Content-Encoding") == "gzip" {
				want = gunzip(t, body)
				if string(want) != string(files[p[1:]].Data) {
					t.Fatalf("GET %s (gzip): the body does not inflate to the file", p)
				}
				want = body
			}
			if res.StatusCode != http.StatusOK || string(body) != string(want) || res.Header.Get("Content-Length") != strconv.Itoa(len(want)) {
				t.Fatalf("GET %s (%q) = %d, %d bytes, Content-Length %q; want 200 and %d bytes",
					p, enc, res.StatusCode, len(body), res.Header.Get("Content-Length"), len(want))
			}
		}
		if res, body := get("HEAD", p, nil); res.StatusCode != http.StatusOK || len(body) != 0 || res.Header.Get("Content-Length") != strconv.Itoa(n) {
			t.Fatalf("HEAD %s = %d, %d bytes, Content-Length %q", p, res.StatusCode, len(body), res.Header.Get("Content-Length"))
		}
	}
	res, _ := get("GET", "/Aboutus", nil)
	if res, body := get("GET", "/Aboutus", map[string]string{"If-None-Match": res.Header.Get("ETag")}); res.StatusCode != http.StatusNotModified || len(body) != 0 {
		t.Errorf("revalidation = %d with %d bytes, want 304 and none", res.StatusCode, len(body))
	}
	if res, body := get("GET", "/no-such-page", nil); res.StatusCode != http.StatusNotFound || len(body) == 0 || res.Header.Get("Content-Length") != strconv.Itoa(len(body)) {
		t.Errorf("not-found page = %d, %d bytes, Content-Length %q", res.StatusCode, len(body), res.Header.Get("Content-Length"))
	}
	if res, body := get("GET", "/api/designs?category=Bedroom-Designs&type=Luxury", nil); res.StatusCode != http.StatusOK || res.Header.Get("Content-Length") != strconv.Itoa(len(body)) {
		t.Errorf("an API answer after the pages = %d, %d bytes, Content-Length %q", res.StatusCode, len(body), res.Header.Get("Content-Length"))
	}
	if conns != 1 {
		t.Errorf("the answers took %d connections, want them all on one", conns)
	}
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

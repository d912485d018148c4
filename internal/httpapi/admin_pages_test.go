package httpapi

import (
	"bytes"
	"strconv"
	"testing"
)

// The admin shell is the fallback page with one attribute more, so every
// header describing its body must be made anew: a stale Content-Length makes
// net/http refuse to send the body at all.
func TestAdminShellHeadersDescribeItsOwnBody(t *testing.T) {
	body := []byte(`<!doctype html><html lang="en"><head></head><body>` + string(bytes.Repeat([]byte("shell "), 400)) + `</body></html>`)
	fallback := &asset{name: fallbackFile, body: body, contentType: "text/html; charset=utf-8", html: true, etag: etagOf([32]byte{1})}
	fallback.gzipped = gzipIfSmaller(body)
	fallback.prepareHeaders()

	shell := newAdminShell(fallback)
	if !bytes.Contains(shell.body, []byte(`<html data-admin lang="en">`)) {
		t.Fatalf("shell not marked: %.60s", shell.body)
	}
	if got, want := shell.header.length[0], strconv.Itoa(len(shell.body)); got != want {
		t.Errorf("Content-Length %s, body is %s bytes", got, want)
	}
	if shell.gzipped == nil || shell.header.lengthGzip[0] != strconv.Itoa(len(shell.gzipped)) {
		t.Errorf("gzip Content-Length %v does not match the gzipped body", shell.header.lengthGzip)
	}
	if shell.header.etag[0] == fallback.header.etag[0] {
		t.Error("the shell answers with the fallback's ETag")
	}
}

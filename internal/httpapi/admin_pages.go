package httpapi

import (
	"bytes"
	"crypto/sha256"
	"net/http"
)

// adminPage answers every /admin path with the app shell and status 200: the
// back-office is client-rendered, never pre-rendered, and never indexed.
func (s *server) adminPage(w http.ResponseWriter, r *http.Request) {
	if s.adminShell == nil {
		s.servePage(w, r)
		return
	}
	w.Header().Set("X-Robots-Tag", "noindex, nofollow")
	s.serveAsset(w, r, s.adminShell, http.StatusOK)
}

// newAdminShell is the SPA fallback marked <html data-admin>, so app.css keeps the
// public header and footer of the fallback from flashing before the back-office renders.
func newAdminShell(fallback *asset) *asset {
	if fallback == nil {
		return nil
	}
	shell := *fallback
	shell.body = bytes.Replace(fallback.body, []byte("<html "), []byte("<html data-admin "), 1)
	shell.etag = etagOf(sha256.Sum256(shell.body))
	shell.gzipped = nil
	if compressible(shell.contentType) {
		shell.gzipped = gzipIfSmaller(shell.body)
	}
	shell.prepareHeaders() // the fallback's lengths and ETags describe the unmarked body
	return &shell
}

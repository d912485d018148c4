package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"time"

	"golang.org/x/sync/semaphore"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/meta"
)

// MetaHook is a webhook of one of Meta's platforms: GET at Path answers Meta's subscription check
// with VerifyToken, POST takes a delivery signed with AppSecret into the inbound queue as Source.
type MetaHook struct {
	Path, Source, AppSecret, VerifyToken string
}

// hookMemory bounds the webhook bodies held in memory at once, in bytes: eight of Meta's largest.
// A delivery that finds no room within hookWait is answered 503 and the platform sends it again.
const (
	hookMemory = 8 * inbound.MaxBody
	hookWait   = 2 * time.Second
)

// The webhooks' sentences: a platform's logs show them, never a person's screen.
const (
	msgHookSignature = "The signature does not match this site's app secret."
	msgHookKey       = "The key does not match this site's Google lead form key."
	msgHookVerify    = "The verify token does not match."
	msgHookBusy      = "The site is busy. Please send the delivery again shortly."
	msgHookTooLarge  = "The delivery is larger than the site takes."
	msgHookNotJSON   = "The delivery is not JSON."
)

// metaHook registers h's GET and POST.
func (s *server) metaHook(mux *http.ServeMux, h MetaHook) {
	s.api(mux, "GET", h.Path, func(w http.ResponseWriter, r *http.Request) {
		challenge, ok := meta.Challenge(r.URL.Query(), h.VerifyToken)
		if !ok {
			writeError(w, http.StatusForbidden, msgHookVerify, nil)
			return
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Write([]byte(challenge))
	})
	mux.HandleFunc("POST "+h.Path, s.withDeadline(func(w http.ResponseWriter, r *http.Request) {
		s.receiveHook(w, r, h.Source, func(body []byte) (string, bool) {
			return inbound.BodyID(body), meta.ValidSignature(h.AppSecret, r.Header.Get(meta.SignatureHeader), body)
		})
	}))
}

// receiveHook takes one webhook delivery of source: the raw body, bounded in bytes, checked by
// check (which names the delivery and says whether its signature holds) before anything is
// stored, then stored durably in the inbound queue and answered 200 at once; the worker does the
// rest. A repeat of a delivery is answered 200 and stores nothing.
func (s *server) receiveHook(w http.ResponseWriter, r *http.Request, source string, check func(body []byte) (id string, signed bool)) {
	size := int64(inbound.MaxBody)
	if r.ContentLength >= 0 && r.ContentLength <= inbound.MaxBody {
		size = max(r.ContentLength, 1)
	}
	if r.ContentLength > inbound.MaxBody {
		writeError(w, http.StatusRequestEntityTooLarge, msgHookTooLarge, nil)
		return
	}
	// Room is reserved before a byte is read, so forty large deliveries at once stay within hookMemory.
	wait, cancel := context.WithTimeout(r.Context(), hookWait)
	err := s.hookRoom.Acquire(wait, size)
	cancel()
	if err != nil {
		w.Header().Set("Retry-After", "5")
		writeError(w, http.StatusServiceUnavailable, msgHookBusy, nil)
		return
	}
	defer s.hookRoom.Release(size)
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, size))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		writeError(w, http.StatusRequestEntityTooLarge, msgHookTooLarge, nil)
		return
	case err != nil:
		writeError(w, http.StatusBadRequest, "The delivery could not be read.", nil)
		return
	}
	id, signed := check(body)
	if !signed {
		s.Logger.WarnContext(r.Context(), "webhook: signature refused", "source", source, "bytes", len(body))
		msg := msgHookSignature
		if source == "google" {
			msg = msgHookKey // Google lead forms send a key, not a signature
		}
		writeError(w, http.StatusForbidden, msg, nil)
		return
	}
	if !strings.HasPrefix(strings.ToLower(r.Header.Get("Content-Type")), "application/json") || !json.Valid(body) {
		writeError(w, http.StatusUnsupportedMediaType, msgHookNotJSON, nil)
		return
	}
	stored, err := s.Inbound.Receive(r.Context(), source, id, body)
	if err != nil {
		if fault.Code(err) == fault.EUNAVAILABLE {
			w.Header().Set("Retry-After", "5") // the platform retries; nothing is lost
		}
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]bool{"received": true, "repeat": !stored})
}

// newHookRoom is the byte budget of webhook bodies in memory.
func newHookRoom() *semaphore.Weighted { return semaphore.NewWeighted(hookMemory) }

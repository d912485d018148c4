package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/idempotency"
)

// defaultStoreDeadline bounds the database work of one API request, well
// inside the server's write timeout, so the visitor hears 503 instead of nothing.
const defaultStoreDeadline = 5 * time.Second

// withDeadline gives h's request a context that ends after the store deadline.
func (s *server) withDeadline(h http.HandlerFunc) http.HandlerFunc {
	return withTimeout(s.StoreDeadline, h)
}

// withTimeout gives h's request a context that ends after d.
func withTimeout(d time.Duration, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), d)
		defer cancel()
		h(w, r.WithContext(ctx))
	}
}

// submission reads the Idempotency-Key of a form submission to route and binds
// it to req's fingerprint. It answers the request itself (done) when the key is
// malformed or was answered before; once is nil without a key. answer is the
// body of the 201 for a new row.
func (s *server) submission(w http.ResponseWriter, r *http.Request, route string, req any, answer func(id int64, createdAt time.Time) any) (once *idempotency.Once, done bool) {
	key := r.Header.Get(idempotency.Header)
	if key == "" {
		return nil, false
	}
	if !idempotency.ValidKey(key) {
		writeError(w, http.StatusBadRequest, idempotency.InvalidKeyMessage, nil)
		return nil, true
	}
	canonical, _ := json.Marshal(req) // a request type decoded from JSON always encodes
	once = &idempotency.Once{Route: route, Key: key, Fingerprint: idempotency.Fingerprint(canonical),
		Answer: func(id int64, createdAt time.Time) idempotency.Answer {
			body, _ := json.Marshal(answer(id, createdAt)) // our own types always encode
			return idempotency.Answer{Status: http.StatusCreated, Body: body}
		}}
	a, found, err := s.Answers.FindAnswer(r.Context(), once.Route, once.Key)
	if err != nil {
		s.failWith(w, r, fault.FromStore(err))
		return nil, true
	}
	if found {
		s.answerRepeat(w, once, a)
	}
	return once, found
}

// answerRepeat answers a key answered before: with that first answer when it
// answered this same request, else 422, for nothing of this request was stored.
func (s *server) answerRepeat(w http.ResponseWriter, once *idempotency.Once, first idempotency.Answer) {
	if !once.SameRequest(first) {
		writeError(w, http.StatusUnprocessableEntity, idempotency.OtherRequestMessage, nil)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Idempotent-Replayed", "true")
	w.WriteHeader(first.Status)
	w.Write(append(first.Body, '\n'))
}

// failSubmission answers a failed create; a repeat of the key that lost the
// race to a concurrent first submission is answered as a repeat.
func (s *server) failSubmission(w http.ResponseWriter, r *http.Request, once *idempotency.Once, err error) {
	var repeat *idempotency.Repeat
	if once != nil && errors.As(err, &repeat) {
		s.answerRepeat(w, once, repeat.First)
		return
	}
	s.failWith(w, r, err)
}

package httpapi

import (
	"context"
	"encoding/json"
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
	return func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), s.StoreDeadline)
		defer cancel()
		h(w, r.WithContext(ctx))
	}
}

// submission reads the Idempotency-Key of a form submission to route. It
// answers the request itself (done) when the key is malformed or was answered
// before; once is nil without a key. answer is the body of the 201 for a new row.
func (s *server) submission(w http.ResponseWriter, r *http.Request, route string, answer func(id int64, createdAt time.Time) any) (once *idempotency.Once, done bool) {
	key := r.Header.Get(idempotency.Header)
	if key == "" {
		return nil, false
	}
	if !idempotency.ValidKey(key) {
		writeError(w, http.StatusBadRequest, idempotency.InvalidKeyMessage, nil)
		return nil, true
	}
	once = &idempotency.Once{Route: route, Key: key, Answer: func(id int64, createdAt time.Time) idempotency.Answer {
		body, _ := json.Marshal(answer(id, createdAt)) // our own types always encode
		return idempotency.Answer{Status: http.StatusCreated, Body: body}
	}}
	return once, s.replayed(w, r, once)
}

// replayed answers with the first answer to once's key, if there is one.
func (s *server) replayed(w http.ResponseWriter, r *http.Request, once *idempotency.Once) bool {
	a, found, err := s.Answers.FindAnswer(r.Context(), once.Route, once.Key)
	if err != nil {
		s.failWith(w, r, storeFailure(err))
		return true
	}
	if !found {
		return false
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Idempotent-Replayed", "true")
	w.WriteHeader(a.Status)
	w.Write(append(a.Body, '\n'))
	return true
}

// failSubmission answers a failed create; a repeat of the key that lost the
// race to a concurrent first submission gets that submission's answer.
func (s *server) failSubmission(w http.ResponseWriter, r *http.Request, once *idempotency.Once, err error) {
	if once != nil && fault.Code(err) == fault.ECONFLICT && s.replayed(w, r, once) {
		return
	}
	s.failWith(w, r, err)
}

package httpapi

import (
	"net/http"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/idempotency"
)

type contactCreated struct {
	ID int64 `json:"id"`
}

// createContact stores a Contact Us message and mails it to the company (POST /api/contact).
func (s *server) createContact(w http.ResponseWriter, r *http.Request) {
	var req contact.CreateRequest
	bot, e := decodeForm(w, r, &req)
	if e != nil {
		s.failWith(w, r, e)
		return
	}
	once, done := s.submission(w, r, "contact", req, func(id int64, _ time.Time) any { return contactCreated{ID: id} })
	if done {
		return
	}
	if bot {
		writeJSON(w, http.StatusCreated, contactCreated{ID: fakeID()})
		return
	}
	m, err := s.storeContact(r, req, once)
	if err != nil {
		s.failSubmission(w, r, once, err)
		return
	}
	writeJSON(w, http.StatusCreated, contactCreated{ID: m.ID})
}

// storeContact is the one domain call behind POST /api/contact and POST /forms/contact.
// once is nil for a form posted without JavaScript, which carries no Idempotency-Key.
func (s *server) storeContact(r *http.Request, req contact.CreateRequest, once *idempotency.Once) (*contact.Message, error) {
	req.ClientAddress = s.clientAddr(r).String()
	return s.Contacts.Create(r.Context(), req, once)
}

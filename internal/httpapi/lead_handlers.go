package httpapi

import (
	"crypto/rand"
	"math/big"
	"net/http"
	"time"

	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/lead"
)

type leadCreated struct {
	ID        int64     `json:"id"`
	CreatedAt time.Time `json:"createdAt"`
}

// createLead stores an estimate or consultation request (POST /api/leads).
func (s *server) createLead(w http.ResponseWriter, r *http.Request) {
	var req lead.CreateRequest
	bot, e := decodeForm(w, r, &req)
	if e != nil {
		s.failWith(w, r, e)
		return
	}
	once, done := s.submission(w, r, "leads", req, func(id int64, at time.Time) any { return leadCreated{ID: id, CreatedAt: at.UTC()} })
	if done {
		return
	}
	if bot {
		// A bot must not learn its submission was dropped, so it gets the answer a person gets.
		writeJSON(w, http.StatusCreated, leadCreated{ID: fakeID(), CreatedAt: s.Now().UTC().Truncate(time.Millisecond)})
		return
	}
	l, err := s.storeLead(r, req, once)
	if err != nil {
		s.failSubmission(w, r, once, err)
		return
	}
	writeJSON(w, http.StatusCreated, leadCreated{ID: l.ID, CreatedAt: l.CreatedAt.UTC()})
}

// storeLead is the one domain call behind POST /api/leads and POST /forms/estimate.
// once is nil for a form posted without JavaScript, which carries no Idempotency-Key.
func (s *server) storeLead(r *http.Request, req lead.CreateRequest, once *idempotency.Once) (*lead.Lead, error) {
	return s.Leads.Create(r.Context(), req, once)
}

// fakeID looks like a row id of a busy table.
func fakeID() int64 {
	n, err := rand.Int(rand.Reader, big.NewInt(90000))
	if err != nil {
		return 10007
	}
	return n.Int64() + 1000
}

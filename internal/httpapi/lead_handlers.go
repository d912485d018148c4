package httpapi

import (
	"context"
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
	// BookingToken lets the visitor pick a consultation time for this lead; absent when bookings are off.
	BookingToken string `json:"bookingToken,omitempty"`
}

// created is the 201 of a new lead, with its booking link when bookings are on.
func (s *server) created(ctx context.Context, id int64, at time.Time) leadCreated {
	out := leadCreated{ID: id, CreatedAt: at.UTC()}
	if s.Appointments != nil {
		// Without a token the visitor simply is not offered a time; the lead itself is stored.
		out.BookingToken, _ = s.Appointments.LeadToken(ctx, id, at)
	}
	return out
}

// createLead stores an estimate or consultation request (POST /api/leads).
func (s *server) createLead(w http.ResponseWriter, r *http.Request) {
	var req lead.CreateRequest
	bot, e := decodeForm(w, r, &req)
	if e != nil {
		s.failWith(w, r, e)
		return
	}
	once, done := s.submission(w, r, "leads", req, func(id int64, at time.Time) any { return s.created(r.Context(), id, at) })
	if done {
		return
	}
	if bot {
		// A bot must not learn its submission was dropped, so it gets the answer a person gets.
		writeJSON(w, http.StatusCreated, s.created(r.Context(), fakeID(), s.Now().UTC().Truncate(time.Millisecond)))
		return
	}
	l, err := s.storeLead(r, req, once)
	if err != nil {
		s.failSubmission(w, r, once, err)
		return
	}
	writeJSON(w, http.StatusCreated, s.created(r.Context(), l.ID, l.CreatedAt))
}

// storeLead is the one domain call behind POST /api/leads and POST /forms/estimate.
// once is nil for a form posted without JavaScript, which carries no Idempotency-Key.
func (s *server) storeLead(r *http.Request, req lead.CreateRequest, once *idempotency.Once) (*lead.Enquiry, error) {
	req.ClientAddress = s.clientAddr(r).String()
	l, err := s.LeadIntake.Create(r.Context(), req, once)
	if err == nil && s.Assign != nil {
		s.Assign.Kick() // assigned at once in the background; the visitor does not wait for it
	}
	return l, err
}

// fakeID looks like a row id of a busy table.
func fakeID() int64 {
	n, err := rand.Int(rand.Reader, big.NewInt(90000))
	if err != nil {
		return 10007
	}
	return n.Int64() + 1000
}

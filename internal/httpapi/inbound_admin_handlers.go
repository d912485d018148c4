package httpapi

import (
	"net/http"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/staff"
)

// hooksPrefix starts every outside platform's webhook address.
const hooksPrefix = "/api/hooks/"

// sourceNames are the platforms as the owner reads them.
var sourceNames = map[string]string{inbound.SourceWhatsApp: "WhatsApp", "meta": "Meta lead ads", "google": "Google lead forms", "razorpay": "Razorpay"}

func sourceName(source string) string {
	if n, ok := sourceNames[source]; ok {
		return n
	}
	return source
}

// inboundBody is one delivery that needs an owner's eye; never its body (personal data).
type inboundBody struct {
	ID            int64     `json:"id"`
	Source        string    `json:"source"` // as the owner reads it
	Status        string    `json:"status"`
	Attempts      int       `json:"attempts"`
	LastError     string    `json:"lastError"`
	ReceivedAt    time.Time `json:"receivedAt"`
	NextAttemptAt time.Time `json:"nextAttemptAt"`
}

// inboundProblems answers GET /api/admin/inbound/problems: failed and stuck webhook deliveries, newest first.
func (s *server) inboundProblems(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	list, err := s.Inbound.Problems(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	out := struct {
		Problems     []inboundBody `json:"problems"`
		StuckMinutes int           `json:"stuckMinutes"`
	}{Problems: make([]inboundBody, 0, len(list)), StuckMinutes: int(inbound.StuckAfter / time.Minute)}
	for _, d := range list {
		out.Problems = append(out.Problems, inboundBody{ID: d.ID, Source: sourceName(d.Source), Status: d.Status, Attempts: d.Attempts,
			LastError: d.LastError, ReceivedAt: d.ReceivedAt, NextAttemptAt: d.NextAttemptAt})
	}
	writeJSON(w, http.StatusOK, out)
}

// retryInbound answers POST /api/admin/inbound/{id}/retry: the delivery is processed again at once.
func (s *server) retryInbound(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	ok, err := s.Inbound.TryAgain(r.Context(), s.actor(r, acct), id)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	if !ok {
		s.failWith(w, r, fault.Errorf(fault.ECONFLICT, "This delivery was processed meanwhile, or is being processed now."))
		return
	}
	writeJSON(w, http.StatusOK, map[string]bool{"queued": true})
}

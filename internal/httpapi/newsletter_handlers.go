package httpapi

import (
	"net/http"

	"github.com/nivaas-interiors/site/internal/newsletter"
)

// subscribe adds an e-mail to the monthly-ideas list (POST /api/subscribe); repeating it is fine.
func (s *server) subscribe(w http.ResponseWriter, r *http.Request) {
	var req newsletter.SubscribeRequest
	bot, e := decodeForm(w, r, &req)
	if e != nil {
		s.failWith(w, r, e)
		return
	}
	if !bot {
		if err := s.storeSubscription(r, req); err != nil {
			s.failWith(w, r, err)
			return
		}
	}
	writeJSON(w, http.StatusCreated, struct{}{})
}

// storeSubscription is the one domain call behind POST /api/subscribe and POST /forms/subscribe.
func (s *server) storeSubscription(r *http.Request, req newsletter.SubscribeRequest) error {
	req.ClientAddress = s.clientAddr(r).String()
	return s.Newsletter.Subscribe(r.Context(), req)
}

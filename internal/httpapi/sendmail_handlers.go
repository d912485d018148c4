package httpapi

import (
	"net/http"

	"github.com/nivaas-interiors/site/internal/mail"
)

// mailResult is the answer of POST /api/sendMail, which the estimate page reads by its success field.
type mailResult struct {
	Success bool              `json:"success"`
	Error   string            `json:"error,omitempty"`
	Fields  map[string]string `json:"fields,omitempty"`
}

// sendMail queues the lead notification (spec section 7, call 2); it is not an open relay.
func (s *server) sendMail(w http.ResponseWriter, r *http.Request) {
	var req mail.NotificationRequest
	var err error
	if bot, e := decodeForm(w, r, &req); e != nil {
		err = e
	} else if !bot {
		err = s.Mail.RequestLeadNotification(r.Context(), req)
	}
	if err != nil {
		status, msg, fields := s.failure(w, r, err)
		writeJSON(w, status, mailResult{Error: msg, Fields: fields})
		return
	}
	writeJSON(w, http.StatusOK, mailResult{Success: true})
}

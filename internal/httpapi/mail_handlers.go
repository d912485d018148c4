package httpapi

import (
	"net/http"

	"github.com/nivaas-interiors/site/internal/fault"
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
	bot, e := decodeForm(w, r, &req)
	if e != nil {
		writeJSON(w, e.status, mailResult{Error: e.message, Fields: e.fields})
		return
	}
	if bot {
		writeJSON(w, http.StatusOK, mailResult{Success: true})
		return
	}
	if err := s.Mail.RequestLeadNotification(r.Context(), req); err != nil {
		status := statusOf(err)
		if status >= 500 {
			s.Logger.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "err", err)
		}
		if status == http.StatusServiceUnavailable {
			w.Header().Set("Retry-After", "30")
		}
		writeJSON(w, status, mailResult{Error: fault.Message(err), Fields: fault.FieldsOf(err)})
		return
	}
	writeJSON(w, http.StatusOK, mailResult{Success: true})
}

package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/nivaas-interiors/site/internal/fault"
)

// errorBody is the one error shape of the API (DESIGN.md "API").
type errorBody struct {
	Error  string            `json:"error"`
	Fields map[string]string `json:"fields,omitempty"`
}

// writeJSON writes v with status; encoding our own types cannot fail in practice.
func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		body = []byte(`{"error":"Something went wrong on our side. Please try again later."}`)
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(append(body, '\n'))
}

func writeError(w http.ResponseWriter, status int, message string, fields map[string]string) {
	writeJSON(w, status, errorBody{Error: message, Fields: fields})
}

// statusOf maps a domain error code to its HTTP status, in one place.
func statusOf(err error) int {
	switch fault.Code(err) {
	case fault.EINVALID:
		return http.StatusBadRequest
	case fault.ENOTFOUND:
		return http.StatusNotFound
	case fault.EFORBIDDEN:
		return http.StatusForbidden
	case fault.EUNAUTHORIZED:
		return http.StatusUnauthorized
	case fault.ECONFLICT:
		return http.StatusConflict
	case fault.ETHROTTLED:
		return http.StatusTooManyRequests
	case fault.EUNAVAILABLE:
		return http.StatusServiceUnavailable
	default:
		return http.StatusInternalServerError
	}
}

// failWith answers a domain error; internals go to the log only.
func (s *server) failWith(w http.ResponseWriter, r *http.Request, err error) {
	status := statusOf(err)
	if status >= 500 {
		s.Logger.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	if status == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", "30")
	}
	writeError(w, status, fault.Message(err), fault.FieldsOf(err))
}

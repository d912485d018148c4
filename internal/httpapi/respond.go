package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/nivaas-interiors/site/internal/contract"
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

// writeAttachment answers body as a download named name, kept by no cache.
func writeAttachment(w http.ResponseWriter, contentType, name string, body []byte) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	w.Write(body)
}

func writeError(w http.ResponseWriter, status int, message string, fields map[string]string) {
	writeJSON(w, status, errorBody{Error: message, Fields: fields})
}

// pathAndBody reads the path's {id}, then the body into dst with decode; false once it has answered a refusal.
func (s *server) pathAndBody(w http.ResponseWriter, r *http.Request, decode func(http.ResponseWriter, *http.Request, any) error, dst any) (int64, bool) {
	id, ok := s.pathIDOrFail(w, r)
	return id, ok && s.bodyOrFail(w, r, decode, dst)
}

// bodyOrFail reads the body into dst with decode, or false once the request is answered with the refusal.
func (s *server) bodyOrFail(w http.ResponseWriter, r *http.Request, decode func(http.ResponseWriter, *http.Request, any) error, dst any) bool {
	if err := decode(w, r, dst); err != nil {
		s.failWith(w, r, err)
		return false
	}
	return true
}

// pathIDOrFail is the path's {id}, or false once the request is answered that it names nothing.
func (s *server) pathIDOrFail(w http.ResponseWriter, r *http.Request) (int64, bool) {
	id, err := pathID(r)
	if err != nil {
		s.failWith(w, r, err)
		return 0, false
	}
	return id, true
}

// pathID is the one reader of a path's {id}: anything but a positive whole number names nothing.
func pathID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id < 1 {
		return 0, fault.Errorf(fault.ENOTFOUND, "%s", contract.C.Messages.NoSuchItem)
	}
	return id, nil
}

// statusByCode is each domain error code's HTTP status, in one place; any other code is a 500.
var statusByCode = map[string]int{
	fault.EINVALID:      http.StatusBadRequest,
	fault.ENOTFOUND:     http.StatusNotFound,
	fault.EFORBIDDEN:    http.StatusForbidden,
	fault.EUNAUTHORIZED: http.StatusUnauthorized,
	fault.ECONFLICT:     http.StatusConflict,
	fault.EREFUSED:      http.StatusUnprocessableEntity,
	fault.ETHROTTLED:    http.StatusTooManyRequests,
	fault.EUNAVAILABLE:  http.StatusServiceUnavailable,
}

// statusOf maps a domain error to its HTTP status.
func statusOf(err error) int {
	if status, ok := statusByCode[fault.Code(err)]; ok {
		return status
	}
	return http.StatusInternalServerError
}

// answer ends a handler: err through failWith, else v with status (no body for 204).
func (s *server) answer(w http.ResponseWriter, r *http.Request, status int, err error, v any) {
	switch {
	case err != nil:
		s.failWith(w, r, err)
	case status == http.StatusNoContent:
		w.WriteHeader(status)
	default:
		writeJSON(w, status, v)
	}
}

// failWith is the one error writer: a domain error or a refused envelope
// (requestError); internals go to the log only.
func (s *server) failWith(w http.ResponseWriter, r *http.Request, err error) {
	status, msg, fields := s.failure(w, r, err)
	writeError(w, status, msg, fields)
}

// failure is err's status, sentence and per-field problems; it logs the server's own failures
// and sets Retry-After on a 503.
func (s *server) failure(w http.ResponseWriter, r *http.Request, err error) (int, string, map[string]string) {
	var re *requestError
	if errors.As(err, &re) {
		return re.status, re.message, re.fields
	}
	status := statusOf(err)
	if status >= 500 {
		s.Logger.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", loggedPath(r), "err", err)
	}
	if status == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", "30")
	}
	return status, fault.Message(err), fault.FieldsOf(err)
}

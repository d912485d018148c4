package httpapi

import (
	"net/http"
)

type health struct {
	Status string `json:"status"`
}

// healthz says the process answers; it checks nothing else, so a slow database never restarts it.
func (s *server) healthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, health{Status: "ok"})
}

// readyz says whether this copy can take traffic: the database must answer and take a write.
func (s *server) readyz(w http.ResponseWriter, r *http.Request) {
	if err := s.Ready(r.Context()); err != nil {
		s.Logger.WarnContext(r.Context(), "not ready", "err", err)
		writeError(w, http.StatusServiceUnavailable, "The site is not ready to take requests yet.", nil)
		return
	}
	writeJSON(w, http.StatusOK, health{Status: "ready"})
}

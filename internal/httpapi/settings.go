package httpapi

// Settings the owner or editor edits whole (availability, retention, company details, reviews,
// FAQs, city pages): read with their version, saved whole at that version, audited by the service.

import (
	"context"
	"net/http"

	"github.com/nivaas-interiors/site/internal/staff"
)

// settingsRead answers GET with the settings read returns, version included.
func settingsRead[T any](s *server, read func(context.Context) (T, error)) adminHandler {
	return func(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
		v, err := read(r.Context())
		s.answer(w, r, http.StatusOK, err, v)
	}
}

// settingsSave answers PUT: the whole settings, in a body of up to limit bytes, at the version the editor saw.
func settingsSave[T any](s *server, limit int64, save func(context.Context, staff.Actor, T) (T, error)) adminHandler {
	return func(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
		var req T
		if err := decodeAdminUpTo(w, r, &req, limit); err != nil {
			s.failWith(w, r, err)
			return
		}
		v, err := save(r.Context(), s.actor(r, acct), req)
		s.answer(w, r, http.StatusOK, err, v)
	}
}

// keptOr is h on a site wired with what h edits (kept); elsewhere every call gets missing, before its body is read.
func (s *server) keptOr(kept bool, missing error, h adminHandler) adminHandler {
	if kept {
		return h
	}
	return func(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
		s.failWith(w, r, missing)
	}
}

package httpapi

import (
	"context"
	"net/http"
	"strconv"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/staff"
)

// maxCatalogBody bounds a design or project body: up to 20 photos, each with its placeholder.
const maxCatalogBody = 128 << 10

var decodeCatalog = decodeUpTo(maxCatalogBody)

func (s *server) adminListDesigns(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	q := r.URL.Query()
	list, err := s.Catalog.Designs(r.Context(), q.Get("category"), q.Get("type"))
	s.answer(w, r, http.StatusOK, err, map[string]any{"designs": list})
}

func (s *server) adminListProjects(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	list, err := s.Catalog.Projects(r.Context())
	s.answer(w, r, http.StatusOK, err, map[string]any{"projects": list})
}

// The create, change and delete calls of designs and projects are written once for both:
// each takes the catalog.Service method it ends in, and the answer's key ("design").

// catalogCreate answers POST /api/admin/{kind}s with the new row.
func catalogCreate[In, Item any](s *server, key string, create func(*catalog.Service, context.Context, staff.Actor, In) (*Item, error)) adminHandler {
	return func(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
		var in In
		if !s.bodyOrFail(w, r, decodeCatalog, &in) {
			return
		}
		it, err := create(s.Catalog, r.Context(), s.actor(r, acct), in)
		s.answer(w, r, http.StatusCreated, err, map[string]any{key: it})
	}
}

// catalogChange answers PATCH /api/admin/{kind}s/{id}: the fields sent, at the version read.
func catalogChange[Patch, Item any](s *server, key string, change func(*catalog.Service, context.Context, staff.Actor, int64, Patch) (*Item, error)) adminHandler {
	return func(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
		var patch Patch
		if id, ok := s.pathAndBody(w, r, decodeCatalog, &patch); ok {
			it, err := change(s.Catalog, r.Context(), s.actor(r, acct), id, patch)
			s.answer(w, r, http.StatusOK, err, map[string]any{key: it})
		}
	}
}

// catalogDelete answers DELETE /api/admin/{kind}s/{id}?version=N; a missing or garbled version is 0, which the service refuses.
func catalogDelete(s *server, remove func(*catalog.Service, context.Context, staff.Actor, int64, int64) error) adminHandler {
	return func(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
		id, err := pathID(r)
		if err == nil {
			version, _ := strconv.ParseInt(r.URL.Query().Get("version"), 10, 64)
			err = remove(s.Catalog, r.Context(), s.actor(r, acct), id, version)
		}
		s.answer(w, r, http.StatusNoContent, err, nil)
	}
}

// adminMoveDesign answers POST /api/admin/designs/{id}/move {version, position} with the design's list in its new order.
func (s *server) adminMoveDesign(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var m catalog.Move
	if id, ok := s.pathAndBody(w, r, decodeCatalog, &m); ok {
		list, err := s.Catalog.MoveDesign(r.Context(), s.actor(r, acct), id, m)
		s.answer(w, r, http.StatusOK, err, map[string]any{"designs": list})
	}
}

package httpapi

import (
	"net/http"
	"strconv"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/staff"
)

// maxStudioBody bounds a design or project body: up to 20 photos, each with its placeholder.
const maxStudioBody = 128 << 10

func decodeStudio(w http.ResponseWriter, r *http.Request, dst any) error {
	body, e := readJSONBodyUpTo(w, r, maxStudioBody)
	if e != nil {
		return e
	}
	if e := checkBodyText(body); e != nil {
		return e
	}
	if e := decodeStrict(body, dst); e != nil {
		return e
	}
	return nil // not decodeStrict's typed nil: callers compare an error with nil
}

// queryVersion reads ?version=N of a DELETE; anything else is 0, which the service refuses.
func queryVersion(r *http.Request) int64 {
	v, _ := strconv.ParseInt(r.URL.Query().Get("version"), 10, 64)
	return v
}

// CatalogChanged makes this copy re-read the catalog for its next page (other copies notice within pageRecheck).
func (s *server) CatalogChanged() {
	if s.filled != nil {
		s.filled.invalidate()
	}
}

func (s *server) adminListDesigns(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	q := r.URL.Query()
	list, err := s.catalog.Designs(r.Context(), q.Get("category"), q.Get("type"))
	s.answer(w, r, http.StatusOK, err, map[string]any{"designs": list})
}

func (s *server) adminListProjects(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	list, err := s.catalog.Projects(r.Context())
	s.answer(w, r, http.StatusOK, err, map[string]any{"projects": list})
}

func (s *server) adminCreateDesign(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var in catalog.DesignInput
	if err := decodeStudio(w, r, &in); err != nil {
		s.failWith(w, r, err)
		return
	}
	d, err := s.catalog.CreateDesign(r.Context(), s.actor(r, acct), in)
	s.answer(w, r, http.StatusCreated, err, map[string]any{"design": d})
}

func (s *server) adminChangeDesign(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var patch catalog.DesignPatch
	id, err := pathID(r)
	if err == nil {
		err = decodeStudio(w, r, &patch)
	}
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	d, err := s.catalog.ChangeDesign(r.Context(), s.actor(r, acct), id, patch)
	s.answer(w, r, http.StatusOK, err, map[string]any{"design": d})
}

func (s *server) adminDeleteDesign(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, err := pathID(r)
	if err == nil {
		err = s.catalog.DeleteDesign(r.Context(), s.actor(r, acct), id, queryVersion(r))
	}
	s.answer(w, r, http.StatusNoContent, err, nil)
}

func (s *server) adminCreateProject(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var in catalog.ProjectInput
	if err := decodeStudio(w, r, &in); err != nil {
		s.failWith(w, r, err)
		return
	}
	p, err := s.catalog.CreateProject(r.Context(), s.actor(r, acct), in)
	s.answer(w, r, http.StatusCreated, err, map[string]any{"project": p})
}

func (s *server) adminChangeProject(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var patch catalog.ProjectPatch
	id, err := pathID(r)
	if err == nil {
		err = decodeStudio(w, r, &patch)
	}
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	p, err := s.catalog.ChangeProject(r.Context(), s.actor(r, acct), id, patch)
	s.answer(w, r, http.StatusOK, err, map[string]any{"project": p})
}

func (s *server) adminDeleteProject(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, err := pathID(r)
	if err == nil {
		err = s.catalog.DeleteProject(r.Context(), s.actor(r, acct), id, queryVersion(r))
	}
	s.answer(w, r, http.StatusNoContent, err, nil)
}

func (s *server) adminReorderDesigns(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req catalog.Reorder
	if err := decodeStudio(w, r, &req); err != nil {
		s.failWith(w, r, err)
		return
	}
	list, err := s.catalog.ReorderDesigns(r.Context(), s.actor(r, acct), req)
	s.answer(w, r, http.StatusOK, err, map[string]any{"designs": list})
}

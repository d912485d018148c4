package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// maxStudioBody bounds a design or project body: up to 20 photos, each with its placeholder.
const maxStudioBody = 128 << 10

func decodeStudio(w http.ResponseWriter, r *http.Request, dst any) *requestError {
	body, e := readJSONBodyUpTo(w, r, maxStudioBody)
	if e != nil {
		return e
	}
	if e := checkBodyText(body); e != nil {
		return e
	}
	return decodeStrict(body, dst)
}

// studioID reads the {id} of a design or project path; anything else is the missing message.
func studioID(w http.ResponseWriter, r *http.Request, missing string) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id < 1 {
		writeError(w, http.StatusNotFound, missing, nil)
		return 0, false
	}
	return id, true
}

// queryVersion reads ?version=N of a DELETE.
func queryVersion(w http.ResponseWriter, r *http.Request) (int64, bool) {
	v, err := strconv.ParseInt(r.URL.Query().Get("version"), 10, 64)
	if err != nil || v < 1 {
		msg := "Please give the version you are deleting (?version=N)."
		writeError(w, http.StatusBadRequest, msg, map[string]string{"version": msg})
		return 0, false
	}
	return v, true
}

// audit records a catalog change; the change is made, so a failed record is logged, not answered.
func (s *server) audit(r *http.Request, acct *staff.Account, action, subject, detail string) {
	if err := s.Staff.Record(r.Context(), s.actor(r, acct), action, subject, detail); err != nil {
		s.Logger.ErrorContext(r.Context(), "audit entry not written", "action", action, "subject", subject, "err", err)
	}
}

// catalogChanged makes this copy re-read the catalog for its next page (other copies notice within pageRecheck).
func (s *server) catalogChanged() {
	if s.filled != nil {
		s.filled.invalidate()
	}
}

func (s *server) adminListDesigns(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	q := r.URL.Query()
	category, tier := strings.TrimSpace(q.Get("category")), strings.TrimSpace(q.Get("type"))
	if category == "" || tier == "" {
		writeError(w, http.StatusBadRequest, "Please choose a category and a design type.",
			map[string]string{"category": "This field is required.", "type": "This field is required."})
		return
	}
	list, err := s.Catalog.AdminDesigns(r.Context(), category, tier)
	if err != nil {
		s.failWith(w, r, fault.FromStore(err))
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"designs": list})
}

// studioHandler is the shape of every back-office call (adminRoute.handle).
type studioHandler = func(http.ResponseWriter, *http.Request, *staff.Account)

// studioKind is all that tells designs from projects in their create, change and delete calls,
// so those calls are written once (below) for both: In is the POST body, Patch a PATCH, Item the stored row.
type studioKind[In, Patch, Item any] struct {
	noun     string // "design": the answer's key and the audit entry's first word
	missing  string // the sentence for an {id} that names nothing
	validate func(*In) error
	inputOf  func(*Item) In
	apply    func(Patch, In) In
	patched  func(Patch) (version int64, statusSent bool)
	build    func(in In, id, version int64, now time.Time) *Item
	status   func(*Item) catalog.Status
	subject  func(*Item) string
	read     func(catalog.EditStore, context.Context, int64) (*Item, error)
	insert   func(catalog.EditStore, context.Context, *Item) error
	update   func(catalog.EditStore, context.Context, *Item) error
	remove   func(c catalog.EditStore, ctx context.Context, id, version int64) error
}

var designKind = studioKind[catalog.DesignInput, catalog.DesignPatch, catalog.AdminDesign]{
	noun:     "design",
	missing:  catalog.Studio.Messages.DesignMissing,
	validate: (*catalog.DesignInput).Validate,
	inputOf:  catalog.InputOf,
	apply:    catalog.DesignPatch.Apply,
	patched:  func(p catalog.DesignPatch) (int64, bool) { return p.Version, p.Status != nil },
	build: func(in catalog.DesignInput, id, version int64, now time.Time) *catalog.AdminDesign {
		return &catalog.AdminDesign{Design: catalog.Design{ID: id, Category: in.Category, Type: in.Type, Title: in.Title,
			Description: in.Description, Features: in.Features, Images: in.Images, YTUrl: in.YTUrl},
			Status: in.Status, Version: version, UpdatedAt: now}
	},
	status: func(d *catalog.AdminDesign) catalog.Status { return d.Status },
	subject: func(d *catalog.AdminDesign) string {
		return fmt.Sprintf("design %d %q (%s, %s)", d.ID, d.Title, d.Category, d.Type)
	},
	read:   catalog.EditStore.AdminDesign,
	insert: catalog.EditStore.CreateDesign,
	update: catalog.EditStore.UpdateDesign,
	remove: catalog.EditStore.DeleteDesign,
}

var projectKind = studioKind[catalog.ProjectInput, catalog.ProjectPatch, catalog.AdminProject]{
	noun:     "project",
	missing:  catalog.Studio.Messages.ProjectMissing,
	validate: (*catalog.ProjectInput).Validate,
	inputOf:  catalog.ProjectInputOf,
	apply:    catalog.ProjectPatch.Apply,
	patched:  func(p catalog.ProjectPatch) (int64, bool) { return p.Version, p.Status != nil },
	build: func(in catalog.ProjectInput, id, version int64, now time.Time) *catalog.AdminProject {
		created := now
		if in.CreatedAt != nil {
			created = *in.CreatedAt
		}
		return &catalog.AdminProject{Project: catalog.Project{ID: id, Name: in.Name, Designer: in.Designer, Area: in.Area,
			PropertyType: in.PropertyType, Timeline: in.Timeline, Location: in.Location, CaseBrief: in.CaseBrief,
			Images: in.Images, CreatedAt: created.UTC()}, Status: in.Status, Version: version, UpdatedAt: now}
	},
	status:  func(p *catalog.AdminProject) catalog.Status { return p.Status },
	subject: func(p *catalog.AdminProject) string { return fmt.Sprintf("project %d %q", p.ID, p.Name) },
	read:    catalog.EditStore.AdminProject,
	insert:  catalog.EditStore.CreateProject,
	update:  catalog.EditStore.UpdateProject,
	remove:  catalog.EditStore.DeleteProject,
}

// create answers POST /api/admin/{kind}s: a new row, as a draft unless published is asked for.
func (k studioKind[In, Patch, Item]) create(s *server) studioHandler {
	return func(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
		var in In
		if e := decodeStudio(w, r, &in); e != nil {
			writeError(w, e.status, e.message, e.fields)
			return
		}
		if err := k.validate(&in); err != nil {
			s.failWith(w, r, err)
			return
		}
		it := k.build(in, 0, 0, s.Now())
		if err := k.insert(s.Catalog, r.Context(), it); err != nil {
			s.failWith(w, r, fault.FromStore(err))
			return
		}
		s.catalogChanged()
		s.audit(r, acct, k.noun+" created", k.subject(it), string(k.status(it)))
		writeJSON(w, http.StatusCreated, map[string]any{k.noun: it})
	}
}

// change answers PATCH /api/admin/{kind}s/{id}: the fields sent, on top of the current row, at the version read.
func (k studioKind[In, Patch, Item]) change(s *server) studioHandler {
	return func(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
		id, ok := studioID(w, r, k.missing)
		if !ok {
			return
		}
		var patch Patch
		if e := decodeStudio(w, r, &patch); e != nil {
			writeError(w, e.status, e.message, e.fields)
			return
		}
		cur, err := k.read(s.Catalog, r.Context(), id)
		if err != nil {
			s.failWith(w, r, fault.FromStore(err))
			return
		}
		in := k.apply(patch, k.inputOf(cur))
		if err := k.validate(&in); err != nil {
			s.failWith(w, r, err)
			return
		}
		version, statusSent := k.patched(patch)
		it := k.build(in, id, version, s.Now())
		if err := k.update(s.Catalog, r.Context(), it); err != nil {
			s.failWith(w, r, fault.FromStore(err))
			return
		}
		s.catalogChanged()
		s.audit(r, acct, k.noun+" changed", k.subject(it), changeDetail(statusSent, k.status(cur), k.status(it)))
		writeJSON(w, http.StatusOK, map[string]any{k.noun: it})
	}
}

// changeDetail names a publish or unpublish, the change visitors notice.
func changeDetail(statusSent bool, was, now catalog.Status) string {
	switch {
	case statusSent && was != now && now == catalog.Published:
		return "published"
	case statusSent && was != now:
		return "unpublished (draft)"
	}
	return "edited, " + string(now)
}

// delete answers DELETE /api/admin/{kind}s/{id}?version=N.
func (k studioKind[In, Patch, Item]) delete(s *server) studioHandler {
	return func(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
		id, ok := studioID(w, r, k.missing)
		if !ok {
			return
		}
		version, ok := queryVersion(w, r)
		if !ok {
			return
		}
		cur, err := k.read(s.Catalog, r.Context(), id)
		if err != nil {
			s.failWith(w, r, fault.FromStore(err))
			return
		}
		if err := k.remove(s.Catalog, r.Context(), id, version); err != nil {
			s.failWith(w, r, fault.FromStore(err))
			return
		}
		s.catalogChanged()
		s.audit(r, acct, k.noun+" deleted", k.subject(cur), "")
		w.WriteHeader(http.StatusNoContent)
	}
}

func (s *server) adminReorderDesigns(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req struct {
		Category string  `json:"category"`
		Type     string  `json:"type"`
		IDs      []int64 `json:"ids"`
	}
	if e := decodeStudio(w, r, &req); e != nil {
		writeError(w, e.status, e.message, e.fields)
		return
	}
	if len(req.IDs) > 1000 {
		writeError(w, http.StatusBadRequest, "That is more designs than one list holds.", nil)
		return
	}
	if err := s.Catalog.ReorderDesigns(r.Context(), req.Category, req.Type, req.IDs, s.Now()); err != nil {
		s.failWith(w, r, fault.FromStore(err))
		return
	}
	s.catalogChanged()
	s.audit(r, acct, "designs reordered", req.Category+", "+req.Type, fmt.Sprint(req.IDs))
	list, err := s.Catalog.AdminDesigns(r.Context(), req.Category, req.Type)
	if err != nil {
		s.failWith(w, r, fault.FromStore(err))
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"designs": list})
}

func (s *server) adminListProjects(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	list, err := s.Catalog.AdminProjects(r.Context())
	if err != nil {
		s.failWith(w, r, fault.FromStore(err))
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"projects": list})
}

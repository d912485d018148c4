package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/staff"
)

type refusalBody struct {
	Line   int    `json:"line"`
	Reason string `json:"reason"`
}

// importRequest reads an upload of the lead import: the body is the file itself; the query maps each field
// to a column (name=0&mobile=3), or leaves the mapping to the file's headers; defaultPropertyType fills rows
// without one; assign is who takes the new leads (none, turn, or a person's id). false: answered already.
func (s *server) importRequest(w http.ResponseWriter, r *http.Request) (leadimport.Request, bool) {
	if s.Imports == nil {
		apiNotFound(w, r)
		return leadimport.Request{}, false
	}
	q := r.URL.Query()
	if !onceEach(w, q) {
		return leadimport.Request{}, false
	}
	assign, err := leadimport.ParseAssignment(q.Get("assign"))
	if err != nil {
		s.failWith(w, r, err)
		return leadimport.Request{}, false
	}
	req := leadimport.Request{FileName: fileName(r), DefaultPropertyType: q.Get("defaultPropertyType"), Commit: q.Get("commit") == "1", Assign: assign}
	for _, f := range leadimport.Fields {
		v, ok := q[f]
		if !ok {
			continue
		}
		if req.Mapping == nil {
			req.Mapping = leadimport.Mapping{}
		}
		if v[0] == "" {
			continue // not imported
		}
		col, err := strconv.Atoi(v[0])
		if err != nil || col < 0 || col > 10_000 {
			writeError(w, http.StatusBadRequest, "Some columns are not mapped right.", map[string]string{f: "Please choose one of the file's columns."})
			return leadimport.Request{}, false
		}
		req.Mapping[f] = col
	}
	data, ok := readCSVUpload(w, r, leadimport.MaxBytes, "The file is larger than 4 MB. Please split it into smaller files.")
	if !ok {
		return leadimport.Request{}, false
	}
	req.Data = data
	return req, true
}

type cityCountBody struct {
	City string `json:"city"`
	Rows int    `json:"rows"`
}

type assignedBody struct {
	Name  string `json:"name"`
	Leads int    `json:"leads"`
}

// importLeads previews or (with commit=1) imports a CSV file of leads (POST /api/admin/lead-imports).
func (s *server) importLeads(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	req, ok := s.importRequest(w, r)
	if !ok {
		return
	}
	rep, err := s.Imports.Import(r.Context(), s.actor(r, acct), req)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	refused := make([]refusalBody, len(rep.Refused))
	for i, f := range rep.Refused {
		refused[i] = refusalBody{Line: f.Line, Reason: f.Reason}
	}
	cities := make([]cityCountBody, len(rep.CitiesLeftOut))
	for i, c := range rep.CitiesLeftOut {
		cities[i] = cityCountBody{City: c.City, Rows: c.Rows}
	}
	assigned := make([]assignedBody, len(rep.Assigned))
	for i, c := range rep.Assigned {
		assigned[i] = assignedBody{Name: c.Name, Leads: c.Leads}
	}
	status := http.StatusOK
	if rep.ID != 0 {
		status = http.StatusCreated
	}
	writeJSON(w, status, map[string]any{"id": rep.ID, "header": rep.Header, "sample": rep.Sample, "mapping": rep.Mapping,
		"rows": rep.Rows, "created": rep.Created, "linked": rep.Linked, "refused": refused, "citiesLeftOut": cities, "assigned": assigned})
}

// refusedLeadRows answers the rows of an upload that its import refuses, as CSV with a reason each
// (POST /api/admin/lead-imports/refused.csv, the same upload as importLeads): nothing is stored, so the
// browser sends the file it holds again.
func (s *server) refusedLeadRows(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	req, ok := s.importRequest(w, r)
	if !ok {
		return
	}
	rows, err := s.Imports.RefusedFile(req)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	d := s.startCSV(w, r, "refused-rows", rows[0])
	for _, row := range rows[1:] {
		if err := d.row(row); err != nil {
			d.finish(err)
			return
		}
	}
	d.finish(nil)
}

type importSummaryBody struct {
	ID       int64      `json:"id"`
	FileName string     `json:"fileName"`
	By       string     `json:"by"`
	At       time.Time  `json:"at"`
	Rows     int        `json:"rows"`
	Created  int        `json:"created"`
	Linked   int        `json:"linked"`
	Refused  int        `json:"refused"`
	UndoneAt *time.Time `json:"undoneAt"`
	WorkedOn int        `json:"workedOn"`
}

// leadImports lists the recent imports (GET /api/admin/lead-imports).
func (s *server) leadImports(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	if s.Imports == nil {
		apiNotFound(w, r)
		return
	}
	list, err := s.Imports.List(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	out := make([]importSummaryBody, len(list))
	for i, m := range list {
		out[i] = importSummaryBody{ID: m.ID, FileName: m.FileName, By: m.By, At: m.At, Rows: m.RowCount, Created: m.Created,
			Linked: m.Linked, Refused: m.Refused, UndoneAt: m.UndoneAt, WorkedOn: m.WorkedOn}
	}
	people, err := s.Imports.People(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	sales := make([]salesPersonBody, len(people))
	for i, p := range people {
		sales[i] = salesPersonBody{ID: p.ID, Name: p.Name, Away: p.Away}
	}
	writeJSON(w, http.StatusOK, map[string]any{"imports": out, "people": sales})
}

// salesPersonBody is someone in sales who can take an import's new leads.
type salesPersonBody struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	Away bool   `json:"away"`
}

// undoLeadImport removes everything one import added (POST /api/admin/lead-imports/{id}/undo).
func (s *server) undoLeadImport(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	if s.Imports == nil {
		apiNotFound(w, r)
		return
	}
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	if err := s.Imports.Undo(r.Context(), s.actor(r, acct), id); err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"undone": id})
}

type viewBody struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Query string `json:"query"`
}

func viewsOf(list []lead.View) []viewBody {
	out := make([]viewBody, len(list))
	for i, v := range list {
		out[i] = viewBody{ID: v.ID, Name: v.Name, Query: v.Query}
	}
	return out
}

// leadViews lists the signed-in person's saved views (GET /api/admin/lead-views).
func (s *server) leadViews(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	list, err := s.Leads.Views(r.Context(), acct)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"views": viewsOf(list)})
}

type saveViewRequest struct {
	Name  string `json:"name"`
	Query string `json:"query"`
}

// saveLeadView keeps the list's filters under a name (POST /api/admin/lead-views).
func (s *server) saveLeadView(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req saveViewRequest
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	v, err := s.Leads.SaveView(r.Context(), acct, req.Name, req.Query)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"view": viewBody{ID: v.ID, Name: v.Name, Query: v.Query}})
}

// deleteLeadView removes one of the person's views (DELETE /api/admin/lead-views/{id}).
func (s *server) deleteLeadView(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	if err := s.Leads.DeleteView(r.Context(), acct, id); err != nil {
		s.failWith(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

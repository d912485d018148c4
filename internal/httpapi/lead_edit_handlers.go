package httpapi

// The edits of leads: one lead at a time through leadAction (status, details, notes, calls, merges), and many at once.

import (
	"encoding/json"
	"net/http"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// optional is a JSON field that may be absent, null or a value.
type optional[T any] struct{ lead.Optional[T] }

func (o *optional[T]) UnmarshalJSON(data []byte) error {
	o.Set = true
	if string(data) == "null" {
		o.Null = true
		return nil
	}
	return json.Unmarshal(data, &o.Value)
}

// leadAction is the shape of every edit of one lead: the id from the path, a bounded JSON body of type Req,
// one inbox call as the signed-in person, and the lead as it now is.
type leadAction[Req any] struct {
	status int
	do     func(s *server, r *http.Request, by staff.Actor, id int64, req *Req) (*lead.Lead, error)
}

func (a leadAction[Req]) handler(s *server) adminHandler {
	return func(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
		var req Req
		id, ok := s.pathAndBody(w, r, decodeAdmin, &req)
		if !ok {
			return
		}
		l, err := a.do(s, r, s.actor(r, acct), id, &req)
		if err == nil {
			err = s.Leads.WithAcceptedQuote(r.Context(), l) // the page replaces its lead with this one, whole
		}
		if err != nil {
			s.failWith(w, r, err)
			return
		}
		writeJSON(w, a.status, map[string]any{"lead": leadOf(l)})
	}
}

type leadChangeRequest struct {
	Version    int64            `json:"version"`
	Status     optional[string] `json:"status"`
	LostReason optional[string] `json:"lostReason"`
	AssigneeID optional[int64]  `json:"assigneeId"`
	FollowUpOn optional[string] `json:"followUpOn"`
	WonValue   optional[int64]  `json:"wonValue"`
}

// changeLead edits status, assignee or follow-up (PATCH /api/admin/leads/{id}).
var changeLead = leadAction[leadChangeRequest]{http.StatusOK, func(s *server, r *http.Request, by staff.Actor, id int64, req *leadChangeRequest) (*lead.Lead, error) {
	return s.Leads.Change(r.Context(), by, id, lead.Change{Version: req.Version, Status: req.Status.Optional,
		LostReason: req.LostReason.Optional, AssigneeID: req.AssigneeID.Optional, FollowUpOn: req.FollowUpOn.Optional,
		WonValue: req.WonValue.Optional})
}}

type leadDetailsRequest struct {
	Version      int64  `json:"version"`
	Name         string `json:"name"`
	Mobile       string `json:"mobile"`
	Email        string `json:"email"` // "": none
	Location     string `json:"location"`
	PropertyType string `json:"propertyType"`
}

// changeLeadDetails corrects the visitor's fields of a lead (PATCH /api/admin/leads/{id}/details).
var changeLeadDetails = leadAction[leadDetailsRequest]{http.StatusOK, func(s *server, r *http.Request, by staff.Actor, id int64, req *leadDetailsRequest) (*lead.Lead, error) {
	return s.Leads.ChangeDetails(r.Context(), by, id, lead.Details{Version: req.Version, Name: req.Name, Mobile: req.Mobile,
		Email: req.Email, Location: req.Location, PropertyType: req.PropertyType})
}}

type leadNoteRequest struct {
	Version int64  `json:"version"`
	Text    string `json:"text"`
}

// addLeadNote adds a note to the timeline (POST /api/admin/leads/{id}/notes).
var addLeadNote = leadAction[leadNoteRequest]{http.StatusCreated, func(s *server, r *http.Request, by staff.Actor, id int64, req *leadNoteRequest) (*lead.Lead, error) {
	return s.Leads.AddNote(r.Context(), by, id, req.Version, req.Text)
}}

type leadMergeRequest struct {
	Version      int64 `json:"version"`
	OtherID      int64 `json:"otherId"`
	OtherVersion int64 `json:"otherVersion"`
}

// mergeLeads folds another lead into this one (POST /api/admin/leads/{id}/merge).
var mergeLeads = leadAction[leadMergeRequest]{http.StatusOK, func(s *server, r *http.Request, by staff.Actor, id int64, req *leadMergeRequest) (*lead.Lead, error) {
	return s.Leads.Merge(r.Context(), by, id, req.Version, req.OtherID, req.OtherVersion)
}}

type leadCallRequest struct {
	Version    int64  `json:"version"`
	Outcome    string `json:"outcome"`
	Note       string `json:"note"`
	FollowUpOn string `json:"followUpOn"` // "" or absent: no next follow-up
}

// logLeadCall records a call with its note and next follow-up in one step (POST /api/admin/leads/{id}/calls).
var logLeadCall = leadAction[leadCallRequest]{http.StatusCreated, func(s *server, r *http.Request, by staff.Actor, id int64, req *leadCallRequest) (*lead.Lead, error) {
	return s.Leads.LogCall(r.Context(), by, id, lead.Call{Version: req.Version, Outcome: req.Outcome, Note: req.Note, FollowUpOn: req.FollowUpOn})
}}

// logLeadWhatsapp records that the signed-in person opened WhatsApp to the lead (POST /api/admin/leads/{id}/whatsapp, body {}).
var logLeadWhatsapp = leadAction[struct{}]{http.StatusCreated, func(s *server, r *http.Request, by staff.Actor, id int64, _ *struct{}) (*lead.Lead, error) {
	return s.Leads.LogWhatsapp(r.Context(), by, id)
}}

// maxBulkBody bounds a bulk change: MaxBulk leads with their versions fit with room to spare.
const maxBulkBody = 64 << 10

type bulkTargetBody struct {
	ID      int64 `json:"id"`
	Version int64 `json:"version"`
}

type leadBulkRequest struct {
	Leads      []bulkTargetBody `json:"leads"`
	Status     optional[string] `json:"status"`
	LostReason optional[string] `json:"lostReason"`
	AssigneeID optional[int64]  `json:"assigneeId"`
}

type bulkFailureBody struct {
	ID     int64  `json:"id"`
	Reason string `json:"reason"`
}

// bulkChangeLeads assigns or sets the status of many leads, each through the
// inbox's one edit road (POST /api/admin/leads/bulk); the leads it could not
// change are listed with a sentence each.
func (s *server) bulkChangeLeads(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req leadBulkRequest
	if err := decodeAdminUpTo(w, r, &req, maxBulkBody); err != nil {
		s.failWith(w, r, err)
		return
	}
	b := lead.BulkChange{Status: req.Status.Optional, LostReason: req.LostReason.Optional, AssigneeID: req.AssigneeID.Optional}
	for _, t := range req.Leads {
		b.Leads = append(b.Leads, lead.Target{ID: t.ID, Version: t.Version})
	}
	res, err := s.Leads.Bulk(r.Context(), s.actor(r, acct), b)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	failed := make([]bulkFailureBody, len(res.Failed))
	for i, f := range res.Failed {
		failed[i] = bulkFailureBody{ID: f.ID, Reason: f.Reason}
	}
	writeJSON(w, http.StatusOK, map[string]any{"changed": summariesOf(res.Changed), "failed": failed})
}

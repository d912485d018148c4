package httpapi

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// personBody is a member of staff as the lead pages show them.
type personBody struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// leadSummaryBody is a lead in the list (contracts.md "LeadSummary").
type leadSummaryBody struct {
	ID             int64       `json:"id"`
	Name           string      `json:"name"`
	Mobile         string      `json:"mobile"`
	Email          *string     `json:"email"`
	PropertyType   string      `json:"propertyType"`
	Location       string      `json:"location"`
	Status         string      `json:"status"`
	Assignee       *personBody `json:"assignee"`
	FollowUpOn     *string     `json:"followUpOn"`
	CreatedAt      time.Time   `json:"createdAt"`
	Page           string      `json:"page"`
	UTMCampaign    string      `json:"utmCampaign"`
	Request        string      `json:"request"` // what they asked for: estimate, consultation or contact
	DuplicateCount int         `json:"duplicateCount"`
	Late           bool        `json:"late"` // not contacted within the response target
	Version        int64       `json:"version"`
	WhatsappUnread int         `json:"whatsappUnread"` // the customer's WhatsApp messages nobody has read
}

// leadBody is a lead on its own page (contracts.md "Lead").
type leadBody struct {
	leadSummaryBody
	WhatsappUpdates bool    `json:"whatsappUpdates"`
	Referrer        string  `json:"referrer"`
	UTMSource       string  `json:"utmSource"`
	UTMMedium       string  `json:"utmMedium"`
	UTMTerm         string  `json:"utmTerm"`
	UTMContent      string  `json:"utmContent"`
	LostReason      string  `json:"lostReason"`
	MobileDigits    string  `json:"mobileDigits"`
	MergedIDs       []int64 `json:"mergedIds"`
	WonValue        *int64  `json:"wonValue"` // whole rupees; null when none was entered
}

type eventBody struct {
	ID    int64       `json:"id"`
	At    time.Time   `json:"at"`
	Actor *personBody `json:"actor"`
	Kind  string      `json:"kind"`
	Text  string      `json:"text"`
}

// deliveryBody is what a lead's mails and the outbox's problems both say of one queued mail.
type deliveryBody struct {
	To        string    `json:"to"`
	Subject   string    `json:"subject"`
	Status    string    `json:"status"`
	Attempts  int       `json:"attempts"`
	LastError string    `json:"lastError"`
	CreatedAt time.Time `json:"createdAt"`
}

type mailBody struct {
	ID int64 `json:"id"`
	deliveryBody
	SentAt *time.Time `json:"sentAt"`
}

func personOf(p *lead.Person) *personBody {
	if p == nil {
		return nil
	}
	return &personBody{ID: p.ID, Name: p.Name}
}

func leadSummaryOf(l *lead.Lead) leadSummaryBody {
	b := leadSummaryBody{ID: l.ID, Name: l.Name, Mobile: l.Mobile, Email: l.Email, PropertyType: l.PropertyType,
		Location: l.Location, Status: l.Status, Assignee: personOf(l.Assignee), CreatedAt: l.CreatedAt, Page: l.Page,
		UTMCampaign: l.UTMCampaign, Request: lead.RequestOf(l), DuplicateCount: l.DuplicateCount, Late: l.Late, Version: l.Version}
	if l.FollowUpOn != "" {
		b.FollowUpOn = &l.FollowUpOn
	}
	return b
}

// peopleOf is a team as the lead pages list it (always a list, never null).
func peopleOf(team []lead.Person) []personBody {
	out := make([]personBody, len(team))
	for i, p := range team {
		out[i] = personBody{ID: p.ID, Name: p.Name}
	}
	return out
}

func summariesOf(leads []lead.Lead) []leadSummaryBody {
	out := make([]leadSummaryBody, len(leads))
	for i := range leads {
		out[i] = leadSummaryOf(&leads[i])
	}
	return out
}

func leadOf(l *lead.Lead) leadBody {
	merged := l.MergedIDs
	if merged == nil {
		merged = []int64{}
	}
	return leadBody{leadSummaryBody: leadSummaryOf(l), WhatsappUpdates: l.WhatsappUpdates, Referrer: l.Referrer,
		UTMSource: l.UTMSource, UTMMedium: l.UTMMedium, UTMTerm: l.UTMTerm, UTMContent: l.UTMContent,
		LostReason: l.LostReason, MobileDigits: l.MobileDigits, MergedIDs: merged, WonValue: wonValueOf(l)}
}

func wonValueOf(l *lead.Lead) *int64 {
	if l.WonValue == 0 {
		return nil
	}
	return &l.WonValue
}

// leadFilter reads the list's query; a parameter given twice is refused rather than half-read.
func leadFilter(q url.Values) (lead.Filter, error) {
	for name, vals := range q {
		if len(vals) > 1 {
			return lead.Filter{}, fault.Invalid("Please give the filter "+strconv.Quote(name)+" once.", map[string]string{name: "Given more than once."})
		}
	}
	return lead.FilterRequest{Status: q.Get("status"), Location: q.Get("location"), PropertyType: q.Get("propertyType"),
		From: q.Get("from"), To: q.Get("to"), Page: q.Get("page"), Campaign: q.Get("campaign"), Assignee: q.Get("assignee"),
		Q: q.Get("q"), After: q.Get("after"), Limit: q.Get("limit"), IDs: q.Get("ids")}.Filter()
}

// listLeads is the inbox: a page of leads newest first, with counts per status (GET /api/admin/leads).
func (s *server) listLeads(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	f, err := leadFilter(r.URL.Query())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	p, err := s.Leads.List(r.Context(), f)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	if r.URL.Query().Get("q") != "" { // a search is on record; paging the inbox is not
		if err := s.recordAccess(r, acct, accesslog.SearchedLeads, r.URL.Query(), accesslog.Lead, leadIDs(p.Leads)); err != nil {
			s.failWith(w, r, err)
			return
		}
	}
	var next *string
	if p.Next != nil {
		c := p.Next.String()
		next = &c
	}
	rows := summariesOf(p.Leads)
	if err := s.withUnread(r, rows); err != nil {
		s.failWith(w, r, err)
		return
	}
	body := map[string]any{"leads": rows, "next": next, "counts": p.Counts, "newestId": p.NewestID}
	if p.Team != nil {
		body["staff"] = peopleOf(p.Team)
	}
	writeJSON(w, http.StatusOK, body)
}

// exportLeads streams every lead of the filter as CSV (GET /api/admin/leads/export.csv),
// the columns of `site leads export` (lead.ExportRow).
func (s *server) exportLeads(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	f, err := leadFilter(r.URL.Query())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	d := s.startCSV(w, r, "leads", lead.ExportHeader)
	if err := s.Leads.RecordExport(d.ctx, s.actor(r, acct), accesslog.Shape(r.URL.Query())); err != nil {
		d.finish(err)
		return
	}
	var ids idCollector
	err = s.Leads.Export(d.ctx, f, func(l lead.ExportLead) error { ids.add(l.ID); return d.row(lead.ExportRow(l)) })
	if err == nil {
		err = s.recordExport(r, acct, accesslog.ExportedLeads, r.URL.Query(), accesslog.Lead, &ids)
	}
	d.finish(err)
}

// dueLeads lists follow-ups due today or earlier (GET /api/admin/leads/due).
func (s *server) dueLeads(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	leads, err := s.Leads.Due(r.Context(), acct)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"leads": summariesOf(leads)})
}

// leadDetail is the lead page's data (GET /api/admin/leads/{id}).
func (s *server) leadDetail(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	d, err := s.Leads.Detail(r.Context(), id)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	if err := s.recordAccess(r, acct, accesslog.OpenedLead, nil, accesslog.Lead, append([]int64{id}, leadIDs(d.Duplicates)...)); err != nil {
		s.failWith(w, r, err)
		return
	}
	events := make([]eventBody, len(d.Events))
	for i, e := range d.Events {
		events[i] = eventBody{ID: e.ID, At: e.At, Actor: personOf(e.Actor), Kind: e.Kind, Text: e.Text}
	}
	mails := make([]mailBody, len(d.Mails))
	for i, m := range d.Mails {
		mails[i] = mailBody{ID: m.ID, SentAt: m.SentAt,
			deliveryBody: deliveryBody{To: m.To, Subject: m.Subject, Status: m.Status, Attempts: m.Attempts, LastError: m.LastError, CreatedAt: m.CreatedAt}}
	}
	team := peopleOf(d.Staff)
	consents, err := s.consentsOf(r, consent.KindLead, id)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	one := leadOf(&d.Lead)
	unread := []leadSummaryBody{one.leadSummaryBody}
	if err := s.withUnread(r, unread); err != nil {
		s.failWith(w, r, err)
		return
	}
	one.WhatsappUnread = unread[0].WhatsappUnread
	ad, err := s.adOf(r.Context(), id)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"lead": one, "events": events, "mails": mails, "ad": ad,
		"duplicates": summariesOf(d.Duplicates), "staff": team, "consents": consents,
		"whatsappWithdrawnAt": consent.WithdrawnAt(consents.records, consent.PurposeWhatsApp)})
}

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

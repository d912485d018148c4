package httpapi

import (
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
	// AcceptedQuote is the version the customer accepted, null when none: a won lead's value is its total.
	AcceptedQuote *acceptedQuoteBody `json:"acceptedQuote"`
}

type acceptedQuoteBody struct {
	Number   int   `json:"number"`
	WonValue int64 `json:"wonValue"` // the total in whole rupees, the lead's won value when won
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
		LostReason: l.LostReason, MobileDigits: l.MobileDigits, MergedIDs: merged, WonValue: wonValueOf(l),
		AcceptedQuote: acceptedQuoteOf(l.AcceptedQuote)}
}

func acceptedQuoteOf(q *lead.AcceptedQuote) *acceptedQuoteBody {
	if q == nil {
		return nil
	}
	return &acceptedQuoteBody{Number: q.Number, WonValue: q.Value()}
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

package httpapi

// The owner's privacy records (issue 28, items 5-6): the access log, the breach register with its
// 72-hour clock and the documents it writes, and the processors kept beside it. The compliance page
// is content only (web/app/content/compliance.json) and needs no call.

import (
	"net/http"
	"net/url"
	"time"

	"github.com/nivaas-interiors/site/internal/breach"
	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/web/app/content"
)

// maxBreachBody bounds an incident: five texts of up to 2,000 characters and 1,000 lead ids.
const maxBreachBody = 64 << 10

// incidentBody is an incident with its report deadline, for the page's countdown.
type incidentBody struct {
	breach.Incident
	Deadline time.Time `json:"deadline"`
}

func incidentOf(i breach.Incident) incidentBody {
	return incidentBody{Incident: i, Deadline: i.Deadline()}
}

type processorsBody struct {
	Configured []breach.Processor `json:"configured"`
	Own        breach.Processors  `json:"own"`
}

// configuredProcessors are the ones the site's settings name: the mail relay and the CRM webhook's target.
func (s *server) configuredProcessors(r *http.Request) ([]breach.Processor, error) {
	list := []breach.Processor{}
	if s.MailRelay != "" {
		list = append(list, breach.Processor{Name: s.MailRelay, Purpose: "sends the site's mails (SMTP relay)", Configured: true})
	}
	hook, err := s.Webhook.Settings(r.Context())
	if err != nil {
		return nil, err
	}
	if hook.URL != "" {
		name := hook.URL
		if u, err := url.Parse(hook.URL); err == nil && u.Host != "" {
			name = u.Host
		}
		purpose := "receives each lead (CRM webhook)"
		if !hook.Enabled {
			purpose += ", now switched off"
		}
		list = append(list, breach.Processor{Name: name, Purpose: purpose, Contact: hook.URL, Configured: true})
	}
	return list, nil
}

func (s *server) processors(r *http.Request) (processorsBody, error) {
	configured, err := s.configuredProcessors(r)
	if err != nil {
		return processorsBody{}, err
	}
	own, err := s.Breaches.OwnProcessors(r.Context())
	return processorsBody{Configured: configured, Own: own}, err
}

// breachRegister is every incident, the latest found first, with the processors (GET /api/admin/breaches).
func (s *server) breachRegister(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	list, err := s.Breaches.List(r.Context())
	var p processorsBody
	if err == nil {
		p, err = s.processors(r)
	}
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	out := struct {
		Incidents  []incidentBody `json:"incidents"`
		Processors processorsBody `json:"processors"`
		Now        time.Time      `json:"now"`
	}{Incidents: make([]incidentBody, 0, len(list)), Processors: p, Now: s.Now().UTC()}
	for _, i := range list {
		out.Incidents = append(out.Incidents, incidentOf(i))
	}
	writeJSON(w, http.StatusOK, out)
}

// companyContact is the company's current contact details, settings.json's when they cannot be read.
func (s *server) companyContact(r *http.Request) company.Contact {
	fallback := company.Default().Contact()
	if s.Company == nil {
		return fallback
	}
	return company.CurrentContact(r.Context(), s.Company.Details, fallback)
}

// contact is who the documents name: the brand, the office and the grievance contact from the company details.
func (s *server) contact(r *http.Request) (breach.Contact, error) {
	d := company.Default()
	if s.Company != nil {
		var err error
		if d, err = s.Company.Details(r.Context()); err != nil {
			return breach.Contact{}, err
		}
	}
	return breach.Contact{Company: content.Settings.BrandName, Address: d.OfficeAddress, Grievance: d.GrievanceOfficer,
		Email: d.InfoEmail, Phone: d.Phone}, nil
}

// answerIncident is an incident with the report and notice written from it, or the failure that came instead.
func (s *server) answerIncident(w http.ResponseWriter, r *http.Request, status int, i breach.Incident, err error) {
	var c breach.Contact
	var p processorsBody
	if err == nil {
		c, err = s.contact(r)
	}
	if err == nil {
		p, err = s.processors(r)
	}
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, status, map[string]any{"incident": incidentOf(i), "documents": breach.Write(i, c, append(p.Configured, p.Own.Entries...)),
		"now": s.Now().UTC()})
}

// breachDetail is one incident with its documents (GET /api/admin/breaches/{id}).
func (s *server) breachDetail(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	i, err := s.Breaches.Get(r.Context(), id)
	s.answerIncident(w, r, http.StatusOK, i, err)
}

func decodeBreach(w http.ResponseWriter, r *http.Request, dst any) error {
	return decodeAdminUpTo(w, r, dst, maxBreachBody)
}

// recordBreach adds an incident (POST /api/admin/breaches).
func (s *server) recordBreach(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req breach.Incident
	if !s.bodyOrFail(w, r, decodeBreach, &req) {
		return
	}
	i, err := s.Breaches.Record(r.Context(), s.actor(r, acct), req)
	s.answerIncident(w, r, http.StatusCreated, i, err)
}

// changeBreach replaces an incident at the version the owner saw (PATCH /api/admin/breaches/{id}).
func (s *server) changeBreach(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req breach.Incident
	id, ok := s.pathAndBody(w, r, decodeBreach, &req)
	if !ok {
		return
	}
	i, err := s.Breaches.Change(r.Context(), s.actor(r, acct), id, req)
	s.answerIncident(w, r, http.StatusOK, i, err)
}

// saveProcessors replaces the owner's own processors at the version read (PUT /api/admin/breach-processors).
func (s *server) saveProcessors(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req breach.Processors
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	if _, err := s.Breaches.SaveProcessors(r.Context(), s.actor(r, acct), req); err != nil {
		s.failWith(w, r, err)
		return
	}
	p, err := s.processors(r)
	s.answer(w, r, http.StatusOK, err, p)
}

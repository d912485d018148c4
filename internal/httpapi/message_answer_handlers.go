package httpapi

import (
	"net/http"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/staff"
)

type leadMatchBody struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Mobile      string `json:"mobile"`
	Email       string `json:"email"`
	Status      string `json:"status"`
	StatusLabel string `json:"statusLabel"`
	By          string `json:"by"`
}

// messageLeads lists the leads a message's writer may already be, and who a lead may be assigned to
// (GET /api/admin/messages/{id}/leads).
func (s *server) messageLeads(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	matches, err := s.MessageAnswers.Matches(r.Context(), id)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	if err := s.recordAccess(r, acct, accesslog.OpenedMessage, nil, accesslog.Message, []int64{id}); err != nil {
		s.failWith(w, r, err)
		return
	}
	team, err := s.MessageAnswers.Team(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	out := struct {
		Leads []leadMatchBody `json:"leads"`
		Staff []office.Person `json:"staff"`
	}{Leads: make([]leadMatchBody, 0, len(matches)), Staff: team}
	for _, m := range matches {
		out.Leads = append(out.Leads, leadMatchBody{ID: m.ID, Name: m.Name, Mobile: m.Mobile, Email: m.Email,
			Status: m.Status, StatusLabel: lead.StatusLabel(m.Status), By: m.By})
	}
	writeJSON(w, http.StatusOK, out)
}

// messageToLead makes a message a lead or adds it to one, assigned when asked (POST /api/admin/messages/{id}/lead).
func (s *server) messageToLead(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req office.LeadRequest
	if id, ok := s.pathAndBody(w, r, decodeAdmin, &req); ok {
		if m, err := s.MessageAnswers.MakeLead(r.Context(), s.actor(r, acct), id, req); err != nil {
			s.failWith(w, r, err)
		} else {
			writeJSON(w, http.StatusOK, map[string]messageBody{"message": messageOf(*m)})
		}
	}
}

// replyToMessage mails the writer of a message through the outbox (POST /api/admin/messages/{id}/reply).
func (s *server) replyToMessage(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req office.ReplyRequest
	if id, ok := s.pathAndBody(w, r, decodeAdmin, &req); ok {
		if m, err := s.MessageAnswers.SendReply(r.Context(), s.actor(r, acct), id, req); err != nil {
			s.failWith(w, r, err)
		} else {
			writeJSON(w, http.StatusOK, map[string]messageBody{"message": messageOf(*m)})
		}
	}
}

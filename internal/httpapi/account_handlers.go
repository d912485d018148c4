package httpapi

import (
	"net/http"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

// identityBody is who an account is, the same on the Accounts page and for the signed-in person.
type identityBody struct {
	ID    int64      `json:"id"`
	Email string     `json:"email"`
	Name  string     `json:"name"`
	Role  staff.Role `json:"role"`
}

// accountBody is an account on the owners' Accounts page; secrets never leave the server.
type accountBody struct {
	identityBody
	Grants       []staff.Permission `json:"grants"`
	Disabled     bool               `json:"disabled"`
	HasPassword  bool               `json:"hasPassword"`
	TOTPEnabled  bool               `json:"totpEnabled"`
	CreatedAt    time.Time          `json:"createdAt"`
	LastSignInAt *time.Time         `json:"lastSignInAt"`
	Version      int64              `json:"version"`
}

func accountOf(a *staff.Account) accountBody {
	b := accountBody{identityBody: identityBody{ID: a.ID, Email: a.Email, Name: a.Name, Role: a.Role},
		Grants: append([]staff.Permission{}, a.Grants...), Disabled: a.Disabled, HasPassword: a.PasswordHash != "",
		TOTPEnabled: a.TOTPEnabled, CreatedAt: a.CreatedAt.UTC(), Version: a.Version}
	if !a.LastSignInAt.IsZero() {
		t := a.LastSignInAt.UTC()
		b.LastSignInAt = &t
	}
	return b
}

func (s *server) listAccounts(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	list, err := s.Staff.Accounts(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	out := make([]accountBody, 0, len(list))
	for i := range list {
		out = append(out, accountOf(&list[i]))
	}
	writeJSON(w, http.StatusOK, out)
}

type accountAdded struct {
	Account accountBody `json:"account"`
	Link    string      `json:"link"`
	Mailed  bool        `json:"mailed"`
}

type passwordLinkBody struct {
	Link   string `json:"link"`
	Mailed bool   `json:"mailed"`
}

// addAccount adds an account without a password and answers the one-time link (also mailed) with which its
// person chooses one; owners never choose others' passwords.
func (s *server) addAccount(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req struct {
		Email string     `json:"email"`
		Name  string     `json:"name"`
		Role  staff.Role `json:"role"`
	}
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	added, link, err := s.Staff.Invite(r.Context(), s.actor(r, acct), staff.NewAccount{Email: req.Email, Name: req.Name, Role: req.Role}, s.publicURL(r, ""))
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, accountAdded{Account: accountOf(added), Link: link.URL, Mailed: link.Mailed})
}

func (s *server) changeAccount(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var ch staff.AccountChange
	id, ok := s.pathAndBody(w, r, decodeAdmin, &ch)
	if !ok {
		return
	}
	ch.ID = id
	changed, err := s.Assign.ChangeAccount(r.Context(), s.Staff, s.actor(r, acct), ch)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, accountOf(changed))
}

func (s *server) accountPasswordLink(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	_, link, err := s.Staff.NewPasswordLink(r.Context(), s.actor(r, acct), id, s.publicURL(r, ""))
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, passwordLinkBody{Link: link.URL, Mailed: link.Mailed})
}

func (s *server) resetTwoFactor(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	id, ok := s.pathIDOrFail(w, r)
	if !ok {
		return
	}
	changed, err := s.Staff.ResetTOTP(r.Context(), s.actor(r, acct), id)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, accountOf(changed))
}

// auditPageSize is how many events one page of the audit log shows.
const auditPageSize = 50

type auditEventBody struct {
	ID      int64     `json:"id"`
	At      time.Time `json:"at"`
	Actor   string    `json:"actor"`
	Action  string    `json:"action"`
	Subject string    `json:"subject"`
	Address string    `json:"address"`
	Detail  string    `json:"detail"`
	// Sentence is what the page shows: the summary written with the event, or one made of its fields.
	Sentence string `json:"sentence"`
}

type auditPageBody struct {
	Events []auditEventBody `json:"events"`
	Next   *string          `json:"next"`
}

func (s *server) auditLog(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	after, limit, err := pageParams(r.URL.Query(), "after")
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	if limit == 0 || limit > auditPageSize {
		limit = auditPageSize
	}
	events, err := s.Staff.AuditLog(r.Context(), staff.AuditQuery{BeforeID: after, Limit: limit})
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	page := auditPageBody{Events: make([]auditEventBody, 0, len(events))}
	for _, e := range events {
		page.Events = append(page.Events, auditEventBody{ID: e.ID, At: e.At.UTC(), Actor: e.ActorEmail, Action: e.Action, Subject: e.Subject, Address: e.Address, Detail: e.Detail, Sentence: e.Sentence()})
	}
	if len(events) > 0 {
		page.Next = nextCursor(len(events), limit, events[len(events)-1].ID)
	}
	writeJSON(w, http.StatusOK, page)
}

package httpapi

import (
	"net/http"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/webhook"
)

// webhookBody is the CRM webhook as the owner sees it, secret included (owners only).
type webhookBody struct {
	URL       string     `json:"url"`
	Enabled   bool       `json:"enabled"`
	Secret    string     `json:"secret"`
	Version   int64      `json:"version"`
	UpdatedAt *time.Time `json:"updatedAt"`
}

func webhookOf(s webhook.Settings) webhookBody {
	return webhookBody{URL: s.URL, Enabled: s.Enabled, Secret: s.Secret, Version: s.Version, UpdatedAt: s.UpdatedAt}
}

// answerWebhook answers with the settings as they now are, or with what went wrong.
func (s *server) answerWebhook(w http.ResponseWriter, r *http.Request, set webhook.Settings, err error) {
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, webhookOf(set))
}

func (s *server) webhookSettings(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	set, err := s.Webhook.Settings(r.Context())
	s.answerWebhook(w, r, set, err)
}

func (s *server) saveWebhook(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req webhook.Change
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	set, err := s.Webhook.Save(r.Context(), s.actor(r, acct), req)
	s.answerWebhook(w, r, set, err)
}

func (s *server) renewWebhookSecret(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req webhook.Renew
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	set, err := s.Webhook.RenewSecret(r.Context(), s.actor(r, acct), req.Version)
	s.answerWebhook(w, r, set, err)
}

// testWebhook posts a sample lead now and answers with what the CRM said.
func (s *server) testWebhook(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	res, err := s.Webhook.Test(r.Context(), s.actor(r, acct))
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": res.Status, "ok": res.OK, "error": res.Error})
}

package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// googleLeadsPath is Google Ads lead forms' webhook.
const googleLeadsPath = hooksPrefix + "google-leads"

// googleLeads takes a Google Ads lead form's delivery: its google_key checked in constant time before
// anything is stored, the lead's id naming the delivery so Google's retries store it once.
func (s *server) googleLeads(w http.ResponseWriter, r *http.Request) {
	s.receiveHook(w, r, "google", func(body []byte) (string, bool) { return adlead.GoogleDelivery(body, s.GoogleLeadsKey) })
}

// adFormBody is a form as the owner's mapping screen reads it.
type adFormBody struct {
	adlead.Form
	PlatformName string `json:"platformName"`
}

// adForms answers GET /api/admin/ad-forms: the forms seen, their last lead's questions and the mapping.
func (s *server) adForms(w http.ResponseWriter, r *http.Request, _ *staff.Account) {
	forms, err := s.AdLeads.Forms(r.Context())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	out := make([]adFormBody, len(forms))
	for i, f := range forms {
		out[i] = adFormBody{Form: f, PlatformName: adlead.PlatformNames[f.Platform]}
	}
	writeJSON(w, http.StatusOK, map[string]any{"forms": out, "fields": adlead.MappableFields})
}

// adFormChange is PUT /api/admin/ad-forms's body: one form's whole mapping, at the version read.
type adFormChange struct {
	Platform string         `json:"platform"`
	FormID   string         `json:"formId"`
	Version  int64          `json:"version"`
	Mapping  adlead.Mapping `json:"mapping"`
}

// saveAdForm answers PUT /api/admin/ad-forms with the form as saved.
func (s *server) saveAdForm(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	var req adFormChange
	if !s.bodyOrFail(w, r, decodeAdmin, &req) {
		return
	}
	if req.Mapping == nil {
		req.Mapping = adlead.Mapping{}
	}
	f, err := s.AdLeads.SaveMapping(r.Context(), s.actor(r, acct), req.Platform, req.FormID, req.Mapping, req.Version)
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"form": adFormBody{Form: f, PlatformName: adlead.PlatformNames[f.Platform]}})
}

// adBody is the ad a lead came from, for the lead page's attribution.
type adBody struct {
	Platform     string     `json:"platform"`
	PlatformName string     `json:"platformName"`
	FormID       string     `json:"formId"`
	CampaignID   string     `json:"campaignId"`
	CampaignName string     `json:"campaignName"`
	AdsetID      string     `json:"adsetId"`
	AdsetName    string     `json:"adsetName"`
	AdID         string     `json:"adId"`
	AdName       string     `json:"adName"`
	SubmittedAt  *time.Time `json:"submittedAt"`
}

// adOf is the ad lead id came from, nil when none (or the site takes no ad leads).
func (s *server) adOf(ctx context.Context, id int64) (*adBody, error) {
	if s.AdLeads == nil {
		return nil, nil
	}
	ad, err := s.AdLeads.AdOfLead(ctx, id)
	if err != nil || ad == nil {
		return nil, err
	}
	return &adBody{Platform: ad.Platform, PlatformName: adlead.PlatformNames[ad.Platform], FormID: ad.FormID,
		CampaignID: ad.CampaignID, CampaignName: ad.CampaignName, AdsetID: ad.AdsetID, AdsetName: ad.AdsetName,
		AdID: ad.AdID, AdName: ad.AdName, SubmittedAt: ad.SubmittedAt}, nil
}

// adSilence are the System page's lines about ad platforms gone quiet (none without ad leads).
func (s *server) adSilence(ctx context.Context) ([]string, error) {
	if s.AdLeads == nil {
		return nil, nil
	}
	return s.AdLeads.Silent(ctx)
}

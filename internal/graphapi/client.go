// Package graphapi reads leads from Meta's Graph API for internal/adlead, with plain net/http.
package graphapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// DefaultURL is Meta's Graph API, at the version this site speaks.
const DefaultURL = "https://graph.facebook.com/v21.0"

// Client reads leads with the page's access token.
type Client struct {
	URL       string // DefaultURL unless a test's server
	PageToken string
	HTTP      *http.Client // nil: one with a 15 s timeout
}

var _ adlead.Graph = Client{}

// graphFields are the lead's fields read.
const graphFields = "field_data,form_id,ad_id,ad_name,adset_id,adset_name,campaign_id,campaign_name,created_time,platform"

// graphLead is GET /{leadgen_id}'s answer.
type graphLead struct {
	ID        string `json:"id"`
	FieldData []struct {
		Name   string   `json:"name"`
		Values []string `json:"values"`
	} `json:"field_data"`
	FormID       string `json:"form_id"`
	AdID         string `json:"ad_id"`
	AdName       string `json:"ad_name"`
	AdsetID      string `json:"adset_id"`
	AdsetName    string `json:"adset_name"`
	CampaignID   string `json:"campaign_id"`
	CampaignName string `json:"campaign_name"`
	CreatedTime  string `json:"created_time"`
	Error        *struct {
		Message string `json:"message"`
		Code    int    `json:"code"`
	} `json:"error"`
}

// maxGraphAnswer bounds the Graph API's answer about one lead, in bytes.
const maxGraphAnswer = 1 << 20

// Lead fetches one lead: its answers and the ad it answered.
func (c Client) Lead(ctx context.Context, leadgenID string) (adlead.GraphLead, error) {
	q := url.Values{"access_token": {c.PageToken}, "fields": {graphFields}}
	req, err := http.NewRequestWithContext(ctx, "GET", strings.TrimRight(c.URL, "/")+"/"+url.PathEscape(leadgenID)+"?"+q.Encode(), nil)
	if err != nil {
		return adlead.GraphLead{}, err
	}
	client := c.HTTP
	if client == nil {
		client = &http.Client{Timeout: 15 * time.Second}
	}
	res, err := client.Do(req)
	if err != nil {
		return adlead.GraphLead{}, fmt.Errorf("graph API: %w", errors.Unwrap(err)) // the URL carries the token: not in the error
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, maxGraphAnswer+1))
	if err != nil || len(raw) > maxGraphAnswer {
		return adlead.GraphLead{}, fmt.Errorf("graph API: the answer about lead %s could not be read", leadgenID)
	}
	var gl graphLead
	jerr := json.Unmarshal(raw, &gl)
	switch {
	case gl.Error != nil:
		return adlead.GraphLead{}, fmt.Errorf("graph API answered %d: %s (code %d)", res.StatusCode, textfield.Tidy(gl.Error.Message, 200), gl.Error.Code)
	case res.StatusCode != http.StatusOK || jerr != nil:
		return adlead.GraphLead{}, fmt.Errorf("graph API answered %d for lead %s", res.StatusCode, leadgenID)
	}
	out := adlead.GraphLead{FormID: gl.FormID, AdID: gl.AdID, AdName: gl.AdName, AdsetID: gl.AdsetID, AdsetName: gl.AdsetName,
		CampaignID: gl.CampaignID, CampaignName: gl.CampaignName, CreatedTime: gl.CreatedTime}
	for _, f := range gl.FieldData {
		out.FieldData = append(out.FieldData, adlead.GraphField{Name: f.Name, Values: f.Values})
	}
	return out, nil
}

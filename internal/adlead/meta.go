package adlead

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// DefaultGraphURL is Meta's Graph API, at the version this site speaks.
const DefaultGraphURL = "https://graph.facebook.com/v21.0"

// maxChanges bounds the leads one Meta delivery may carry (Meta batches up to a thousand changes).
const maxChanges = 1000

// metaDelivery is a page webhook's body: entries of changes, each a new lead ("leadgen").
type metaDelivery struct {
	Object string `json:"object"`
	Entry  []struct {
		ID      string `json:"id"`
		Changes []struct {
			Field string          `json:"field"`
			Value json.RawMessage `json:"value"`
		} `json:"changes"`
	} `json:"entry"`
}

// leadgen is one change of field "leadgen": a lead the Graph API holds.
type leadgen struct {
	LeadgenID   string `json:"leadgen_id"`
	FormID      string `json:"form_id"`
	PageID      string `json:"page_id"`
	AdID        string `json:"ad_id"`
	AdgroupID   string `json:"adgroup_id"`
	CreatedTime int64  `json:"created_time"`
}

// metaLeads are the leads a delivery announces; an error when the body is not a page webhook's.
func metaLeads(body []byte) ([]leadgen, error) {
	var d metaDelivery
	if err := json.Unmarshal(body, &d); err != nil {
		return nil, errors.New("the delivery is not a Meta page webhook's JSON")
	}
	var out []leadgen
	for _, e := range d.Entry {
		for _, c := range e.Changes {
			if c.Field != "leadgen" {
				continue // a page's other news: nothing to do
			}
			var g leadgen
			if err := json.Unmarshal(c.Value, &g); err != nil || cleanID(g.LeadgenID) == "" {
				return nil, errors.New("a leadgen change has no usable leadgen_id")
			}
			if len(out) == maxChanges {
				return nil, fmt.Errorf("the delivery announces more than %d leads", maxChanges)
			}
			if g.PageID == "" {
				g.PageID = e.ID
			}
			out = append(out, g)
		}
	}
	return out, nil
}

// Graph reads leads from Meta's Graph API with the page's access token.
type Graph struct {
	URL       string // DefaultGraphURL unless a test's server
	PageToken string
	Client    *http.Client
}

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

// Lead fetches one lead: its answers and the ad it answered. Any failure is worth retrying (the API
// is down, the token expired and the owner renews it).
func (g Graph) Lead(ctx context.Context, lg leadgen) (Ad, []Answer, error) {
	q := url.Values{"access_token": {g.PageToken}, "fields": {graphFields}}
	req, err := http.NewRequestWithContext(ctx, "GET", strings.TrimRight(g.URL, "/")+"/"+url.PathEscape(lg.LeadgenID)+"?"+q.Encode(), nil)
	if err != nil {
		return Ad{}, nil, err
	}
	client := g.Client
	if client == nil {
		client = &http.Client{Timeout: 15 * time.Second}
	}
	res, err := client.Do(req)
	if err != nil {
		return Ad{}, nil, fmt.Errorf("graph API: %w", errors.Unwrap(err)) // the URL carries the token: not in the error
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, maxGraphAnswer+1))
	if err != nil || len(raw) > maxGraphAnswer {
		return Ad{}, nil, fmt.Errorf("graph API: the answer about lead %s could not be read", lg.LeadgenID)
	}
	var gl graphLead
	jerr := json.Unmarshal(raw, &gl)
	switch {
	case gl.Error != nil:
		return Ad{}, nil, fmt.Errorf("graph API answered %d: %s (code %d)", res.StatusCode, cleanText(gl.Error.Message, 200), gl.Error.Code)
	case res.StatusCode != http.StatusOK || jerr != nil:
		return Ad{}, nil, fmt.Errorf("graph API answered %d for lead %s", res.StatusCode, lg.LeadgenID)
	}
	ad := Ad{Platform: Facebook, PlatformLeadID: lg.LeadgenID, FormID: firstID(gl.FormID, lg.FormID), PageID: cleanID(lg.PageID),
		CampaignID: cleanID(gl.CampaignID), CampaignName: cleanText(gl.CampaignName, MaxName),
		AdsetID: firstID(gl.AdsetID, lg.AdgroupID), AdsetName: cleanText(gl.AdsetName, MaxName),
		AdID: firstID(gl.AdID, lg.AdID), AdName: cleanText(gl.AdName, MaxName)}
	if at, err := time.Parse("2006-01-02T15:04:05-0700", gl.CreatedTime); err == nil {
		ad.SubmittedAt = &at
	} else if lg.CreatedTime > 0 {
		at := time.Unix(lg.CreatedTime, 0).UTC()
		ad.SubmittedAt = &at
	}
	if len(gl.FieldData) > MaxQuestions {
		gl.FieldData = gl.FieldData[:MaxQuestions]
	}
	answers := make([]Answer, 0, len(gl.FieldData))
	for _, f := range gl.FieldData {
		v := ""
		if len(f.Values) > 0 {
			v = f.Values[0]
		}
		answers = append(answers, Answer{Question: cleanText(f.Name, MaxQuestion), Value: cleanText(v, MaxAnswer)})
	}
	return ad, answers, nil
}

// firstID is the first of ids that is one.
func firstID(ids ...string) string {
	for _, id := range ids {
		if id = cleanID(id); id != "" {
			return id
		}
	}
	return ""
}

// idOf is a JSON number or string id as text ("" when neither).
func idOf(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return cleanID(s)
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		if _, err := strconv.ParseInt(n.String(), 10, 64); err == nil {
			return n.String()
		}
	}
	return ""
}

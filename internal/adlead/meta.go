package adlead

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"
)

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

// GraphLead is what Meta's Graph API says of one lead (GET /{leadgen_id}): its answers and the ad it answered.
type GraphLead struct {
	FieldData                []GraphField
	FormID, AdID, AdName     string
	AdsetID, AdsetName       string
	CampaignID, CampaignName string
	CreatedTime              string // "2006-01-02T15:04:05-0700"
}

// GraphField is one question of a lead form and the person's answers.
type GraphField struct {
	Name   string
	Values []string
}

// Graph reads one lead from Meta's Graph API with the page's access token (internal/graphapi). Any failure
// is worth retrying: the API is down, or the token expired and the owner renews it.
type Graph interface {
	Lead(ctx context.Context, leadgenID string) (GraphLead, error)
}

// readLead fetches the lead lg announces through g: its answers and the ad it answered, tidied and bounded.
func readLead(ctx context.Context, g Graph, lg leadgen) (Ad, []Answer, error) {
	gl, err := g.Lead(ctx, lg.LeadgenID)
	if err != nil {
		return Ad{}, nil, err
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

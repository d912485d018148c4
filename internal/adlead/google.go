package adlead

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
)

// googleLead is a Google Ads lead form webhook's body.
type googleLead struct {
	LeadID         string `json:"lead_id"`
	UserColumnData []struct {
		ColumnID    string `json:"column_id"`
		StringValue string `json:"string_value"`
		ColumnName  string `json:"column_name"`
	} `json:"user_column_data"`
	APIVersion string          `json:"api_version"`
	FormID     json.RawMessage `json:"form_id"`
	CampaignID json.RawMessage `json:"campaign_id"`
	GoogleKey  string          `json:"google_key"`
	IsTest     bool            `json:"is_test"`
	GclID      string          `json:"gcl_id"`
	AdgroupID  json.RawMessage `json:"adgroup_id"`
	CreativeID json.RawMessage `json:"creative_id"`
}

// GoogleDelivery names a Google lead's delivery ("lead:" and its lead_id, "" when it has none) and says
// whether it carries key, compared in constant time. No key configured refuses every delivery.
func GoogleDelivery(body []byte, key string) (id string, keyed bool) {
	var g struct {
		LeadID    string `json:"lead_id"`
		GoogleKey string `json:"google_key"`
	}
	if key == "" || json.Unmarshal(body, &g) != nil {
		return "", false
	}
	if subtle.ConstantTimeCompare([]byte(g.GoogleKey), []byte(key)) != 1 {
		return "", false
	}
	if id := cleanID(g.LeadID); id != "" {
		return "lead:" + id, true
	}
	return "", true
}

// googleAd reads a Google lead's ad and answers; custom questions are named by column_name when given.
func googleAd(body []byte) (Ad, []Answer, error) {
	var g googleLead
	if err := json.Unmarshal(body, &g); err != nil {
		return Ad{}, nil, errors.New("the delivery is not a Google lead form's JSON")
	}
	ad := Ad{Platform: Google, PlatformLeadID: cleanID(g.LeadID), FormID: idOf(g.FormID), CampaignID: idOf(g.CampaignID),
		AdsetID: idOf(g.AdgroupID), AdID: idOf(g.CreativeID), Test: g.IsTest}
	if ad.PlatformLeadID == "" || ad.FormID == "" {
		return Ad{}, nil, errors.New("the Google lead has no usable lead_id or form_id")
	}
	if len(g.UserColumnData) > MaxQuestions {
		return Ad{}, nil, errors.New("the Google lead has more than 50 answers")
	}
	answers := make([]Answer, 0, len(g.UserColumnData))
	for _, c := range g.UserColumnData {
		q := c.ColumnID
		if q == "" || q == "OTHER" || q == "CUSTOM" || c.ColumnName != "" && !standardColumn[q] {
			q = c.ColumnName
		}
		answers = append(answers, Answer{Question: cleanText(q, MaxQuestion), Value: cleanText(c.StringValue, MaxAnswer)})
	}
	return ad, answers, nil
}

// standardColumn are Google's own column ids, read by their id whatever their column_name.
var standardColumn = map[string]bool{"FULL_NAME": true, "FIRST_NAME": true, "LAST_NAME": true, "PHONE_NUMBER": true,
	"EMAIL": true, "CITY": true, "POSTAL_CODE": true, "COUNTRY": true, "STREET_ADDRESS": true, "WORK_EMAIL": true}

package graphapi

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestLead: the Graph API is asked for the lead with the page token and the fields the site reads; its
// answer comes back as the domain's GraphLead; a refusal is an error with the API's sentence and never
// the token (which rides in the URL).
func TestLead(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/123" || r.URL.Query().Get("access_token") != "tok" || !strings.Contains(r.URL.Query().Get("fields"), "field_data") {
			w.WriteHeader(400)
			w.Write([]byte(`{"error":{"message":"Invalid OAuth access token.","code":190}}`))
			return
		}
		w.Write([]byte(`{"id":"123","form_id":"5","campaign_name":"Kitchens","adset_id":"7","created_time":"2026-11-20T10:00:00+0000",
			"field_data":[{"name":"full_name","values":["A B"]},{"name":"city","values":[]}]}`))
	}))
	defer srv.Close()
	gl, err := Client{URL: srv.URL, PageToken: "tok"}.Lead(context.Background(), "123")
	if err != nil || gl.FormID != "5" || gl.CampaignName != "Kitchens" || gl.AdsetID != "7" || gl.CreatedTime == "" ||
		len(gl.FieldData) != 2 || gl.FieldData[0].Name != "full_name" || gl.FieldData[0].Values[0] != "A B" || len(gl.FieldData[1].Values) != 0 {
		t.Fatalf("Lead = %+v, %v", gl, err)
	}
	_, err = Client{URL: srv.URL, PageToken: "wrong-token"}.Lead(context.Background(), "123")
	if err == nil || !strings.Contains(err.Error(), "Invalid OAuth") || strings.Contains(err.Error(), "wrong-token") {
		t.Fatalf("a refused token = %v, want the API's sentence without the token", err)
	}
	srv.Close()
	if _, err := (Client{URL: srv.URL, PageToken: "tok"}).Lead(context.Background(), "123"); err == nil || strings.Contains(err.Error(), "tok") {
		t.Fatalf("an API that is down = %v, want an error without the token", err)
	}
}

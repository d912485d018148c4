package adlead

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestSilence: a platform is called quiet only past three times its median gap and 48 hours, and only
// once it had leads to have a usual gap.
func TestSilence(t *testing.T) {
	now := time.Date(2026, 11, 14, 12, 0, 0, 0, time.UTC)
	every := func(gap time.Duration, n int, last time.Time) []time.Time {
		out := make([]time.Time, n)
		for i := range out {
			out[i] = last.Add(-time.Duration(n-1-i) * gap)
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		times []time.Time
		quiet bool
	}{
		{"no leads ever", nil, false},
		{"one lead ever", []time.Time{now.Add(-20 * 24 * time.Hour)}, false},
		{"hourly leads, quiet 47 hours", every(time.Hour, 50, now.Add(-47*time.Hour)), false},
		{"hourly leads, quiet 49 hours", every(time.Hour, 50, now.Add(-49*time.Hour)), true},
		{"daily leads, quiet 2.5 days", every(24*time.Hour, 20, now.Add(-60*time.Hour)), false},
		{"daily leads, quiet 4 days", every(24*time.Hour, 20, now.Add(-96*time.Hour)), true},
		{"a lead two months ago and one before it", []time.Time{now.Add(-70 * 24 * time.Hour), now.Add(-60 * 24 * time.Hour)}, true},
	} {
		line := silence("Meta lead ads", tc.times, now)
		if (line != "") != tc.quiet {
			t.Errorf("%s: %q, want quiet %v", tc.name, line, tc.quiet)
		}
		if line != "" && (!strings.HasPrefix(line, "No lead has come from Meta lead ads for ") || !strings.HasSuffix(line, ".")) {
			t.Errorf("%s: %q is not the sentence", tc.name, line)
		}
	}
}

// TestMetaLeadsAndGraph: a page delivery's leadgen changes are read and others passed over; the Graph API
// is asked with the page token, and its error (token in no message) is a failure to retry.
func TestMetaLeadsAndGraph(t *testing.T) {
	leads, err := metaLeads([]byte(`{"object":"page","entry":[{"id":"9","changes":[{"field":"feed","value":{}},
		{"field":"leadgen","value":{"leadgen_id":"123","form_id":"5","created_time":1794652140}}]}]}`))
	if err != nil || len(leads) != 1 || leads[0].LeadgenID != "123" || leads[0].PageID != "9" {
		t.Fatalf("metaLeads = %+v, %v", leads, err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/123" || r.URL.Query().Get("access_token") != "tok" || !strings.Contains(r.URL.Query().Get("fields"), "field_data") {
			w.WriteHeader(400)
			w.Write([]byte(`{"error":{"message":"Invalid OAuth access token.","code":190}}`))
			return
		}
		w.Write([]byte(`{"id":"123","form_id":"5","campaign_name":"C\u0000 one","field_data":[{"name":"full_name","values":["A B"]}]}`))
	}))
	defer srv.Close()
	ad, answers, err := Graph{URL: srv.URL, PageToken: "tok"}.Lead(context.Background(), leads[0])
	if err != nil || ad.FormID != "5" || ad.CampaignName != "C one" || len(answers) != 1 || answers[0].Value != "A B" || ad.SubmittedAt == nil {
		t.Fatalf("Lead = %+v %+v %v", ad, answers, err)
	}
	_, _, err = Graph{URL: srv.URL, PageToken: "wrong-token"}.Lead(context.Background(), leads[0])
	if err == nil || !strings.Contains(err.Error(), "Invalid OAuth") || strings.Contains(err.Error(), "wrong-token") {
		t.Fatalf("a refused token = %v, want the API's sentence without the token", err)
	}
}

// TestGoogleDeliveryKey: the key is compared whole; no key configured refuses every delivery.
func TestGoogleDeliveryKey(t *testing.T) {
	body := []byte(`{"lead_id":"L-1","google_key":"k3y"}`)
	for key, want := range map[string]bool{"k3y": true, "k3": false, "k3yy": false, "": false} {
		if id, ok := GoogleDelivery(body, key); ok != want || ok && id != "lead:L-1" {
			t.Errorf("key %q: %q %v, want %v", key, id, ok, want)
		}
	}
}

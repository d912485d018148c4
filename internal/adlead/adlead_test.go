package adlead

import (
	"context"
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

// fakeGraph answers one lead, as internal/graphapi reads it from Meta.
type fakeGraph struct {
	gl    GraphLead
	asked string
}

func (f *fakeGraph) Lead(_ context.Context, id string) (GraphLead, error) {
	f.asked = id
	return f.gl, nil
}

// TestMetaLeadsAndGraph: a page delivery's leadgen changes are read and others passed over; the lead the
// Graph API gives is tidied (no control characters) and bounded into the ad and its answers.
func TestMetaLeadsAndGraph(t *testing.T) {
	leads, err := metaLeads([]byte(`{"object":"page","entry":[{"id":"9","changes":[{"field":"feed","value":{}},
		{"field":"leadgen","value":{"leadgen_id":"123","form_id":"5","created_time":1794652140}}]}]}`))
	if err != nil || len(leads) != 1 || leads[0].LeadgenID != "123" || leads[0].PageID != "9" {
		t.Fatalf("metaLeads = %+v, %v", leads, err)
	}
	g := &fakeGraph{gl: GraphLead{FormID: "5", CampaignName: "C\x00 one", FieldData: []GraphField{{Name: "full_name", Values: []string{"A B"}}}}}
	ad, answers, err := readLead(context.Background(), g, leads[0])
	if err != nil || g.asked != "123" || ad.FormID != "5" || ad.CampaignName != "C one" || len(answers) != 1 || answers[0].Value != "A B" || ad.SubmittedAt == nil {
		t.Fatalf("readLead = %+v %+v %v (asked %q)", ad, answers, err, g.asked)
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

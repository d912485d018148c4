package inbox_test

import (
	"testing"

	"github.com/nivaas-interiors/site/internal/inbox"
)

// TestStatusAfterCall: the one rule of where a logged call moves a lead.
func TestStatusAfterCall(t *testing.T) {
	for _, tc := range []struct {
		status, outcome, want, reason string
	}{
		{"new", inbox.CallAnswered, "contacted", ""},
		{"new", inbox.CallBack, "contacted", ""},
		{"new", inbox.CallNoAnswer, "new", ""},
		{"new", inbox.CallNotInterested, "lost", "Not interested (on a call)."},
		{"new", inbox.CallWrongNumber, "lost", "Wrong number (on a call)."},
		{"contacted", inbox.CallAnswered, "contacted", ""},
		{"site_visit_booked", inbox.CallAnswered, "site_visit_booked", ""},
		{"proposal_sent", inbox.CallBack, "proposal_sent", ""},
		{"proposal_sent", inbox.CallNotInterested, "lost", "Not interested (on a call)."},
		{"contacted", inbox.CallNoAnswer, "contacted", ""},
		{"won", inbox.CallNotInterested, "won", ""},
		{"lost", inbox.CallAnswered, "lost", ""},
		{"lost", inbox.CallWrongNumber, "lost", ""},
	} {
		next, reason := inbox.StatusAfterCall(tc.status, tc.outcome)
		if next != tc.want || reason != tc.reason {
			t.Errorf("%s lead, call %s: %q (%q), want %q (%q)", tc.status, tc.outcome, next, reason, tc.want, tc.reason)
		}
	}
	for _, c := range inbox.C.CallOutcomes {
		if inbox.CallOutcomeLabel(c.Value) == "" {
			t.Errorf("outcome %q has no label", c.Value)
		}
	}
}

// TestRequestOf: the greeting follows what the person asked for.
func TestRequestOf(t *testing.T) {
	for page, want := range map[string]string{
		"": inbox.RequestEstimate, "/get-free-estimate": inbox.RequestEstimate, "/Contactus": inbox.RequestContact,
		"/": inbox.RequestConsultation, "/design-gallery": inbox.RequestConsultation,
	} {
		l := &inbox.Lead{}
		l.Page = page
		if got := inbox.RequestOf(l); got != want || inbox.C.LeadWhatsappGreetings[got] == "" {
			t.Errorf("page %q: %q, want %q with a greeting", page, got, want)
		}
	}
}

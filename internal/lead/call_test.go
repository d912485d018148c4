package lead_test

import (
	"testing"

	"github.com/nivaas-interiors/site/internal/lead"
)

// TestStatusAfterCall: the one rule of where a logged call moves a lead, for every status and every outcome.
// A call that loses a lead says why; a decided lead (won, lost) stays as it is, with no reason.
func TestStatusAfterCall(t *testing.T) {
	outcomes := []string{lead.CallAnswered, lead.CallBack, lead.CallNoAnswer, lead.CallNotInterested, lead.CallWrongNumber}
	why := map[string]string{lead.CallNotInterested: "Not interested (on a call).", lead.CallWrongNumber: "Wrong number (on a call)."}
	after := map[string][]string{ // status → the status after each outcome above, in order
		"new":               {"contacted", "contacted", "new", "lost", "lost"},
		"contacted":         {"contacted", "contacted", "contacted", "lost", "lost"},
		"site_visit_booked": {"site_visit_booked", "site_visit_booked", "site_visit_booked", "lost", "lost"},
		"proposal_sent":     {"proposal_sent", "proposal_sent", "proposal_sent", "lost", "lost"},
		"won":               {"won", "won", "won", "won", "won"},
		"lost":              {"lost", "lost", "lost", "lost", "lost"},
	}
	for status, wants := range after {
		for i, outcome := range outcomes {
			reason := ""
			if wants[i] == "lost" && status != "lost" {
				reason = why[outcome]
			}
			if next, got := lead.StatusAfterCall(status, outcome); next != wants[i] || got != reason {
				t.Errorf("%s lead, call %s: %q (%q), want %q (%q)", status, outcome, next, got, wants[i], reason)
			}
		}
	}
	for _, c := range lead.C.CallOutcomes {
		if lead.CallOutcomeLabel(c.Value) == "" {
			t.Errorf("outcome %q has no label", c.Value)
		}
	}
}

// TestRequestOf: the greeting follows what the person asked for.
func TestRequestOf(t *testing.T) {
	for page, want := range map[string]string{
		"": lead.RequestEstimate, "/get-free-estimate": lead.RequestEstimate, "/Contactus": lead.RequestContact,
		"/": lead.RequestConsultation, "/design-gallery": lead.RequestConsultation,
	} {
		l := &lead.Lead{}
		l.Page = page
		if got := lead.RequestOf(l); got != want || lead.C.LeadWhatsappGreetings[got] == "" {
			t.Errorf("page %q: %q, want %q with a greeting", page, got, want)
		}
	}
}

package httpapi

import (
	"net/http"
	"testing"

	"github.com/nivaas-interiors/site/internal/lead"
)

// storesNothing is the After of a call that must leave no row and queue no mail.
func storesNothing(t *testing.T, a *adminEnv, _ string) {
	t.Helper()
	if l, m, s, mails := a.stored(t); l+m+s+mails != 0 {
		t.Errorf("stored %d leads, %d messages, %d subscriptions, %d mails; want nothing", l, m, s, mails)
	}
}

// TestLeadScenarios: POST /api/leads stores a visitor's request and queues the company's mail,
// answers a bot as it would a person, and refuses broken bodies with a sentence.
func TestLeadScenarios(t *testing.T) {
	t.Parallel()
	run(t, joined([]scenario{
		{Name: "a visitor's request is stored and mailed", Method: "POST", URL: "/api/leads", Body: validLead,
			ExpectedStatus: http.StatusCreated, ExpectedContent: []string{`"id":1,`, `"createdAt":"2026-11-14T10:30:00Z"`},
			After: func(t *testing.T, a *adminEnv, _ string) {
				leads, err := a.db.ListLeads(t.Context())
				if err != nil || len(leads) != 1 || leads[0].Name != "Asha Rao" || leads[0].Mobile != "98765 43210" {
					t.Errorf("stored leads = %+v, %v", leads, err)
				}
				mailsQueued(1)(t, a, "") // the company's
			}},
		{Name: "a bot's request is answered alike and dropped", Method: "POST", URL: "/api/leads",
			Body:           `{"propertyType":"2 BHK","name":"Bot","mobile":"9876543210","website":"http://spam.example"}`,
			ExpectedStatus: http.StatusCreated, ExpectedContent: []string{`"id":`, `"createdAt":`}, After: storesNothing},
		{Name: "missing mobile", Method: "POST", URL: "/api/leads", Body: `{"propertyType":"2 BHK","name":"Asha"}`,
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{lead.RequiredMessage, `"mobile"`}, After: storesNothing},
		{Name: "a field the visitor may not set", Method: "POST", URL: "/api/leads", Body: `{"propertyType":"2 BHK","name":"Asha","mobile":"9876543210","id":7}`,
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{`The field \"id\" is not accepted.`}, After: storesNothing},
		{Name: "GET is not the method", Method: "GET", URL: "/api/leads",
			ExpectedStatus: http.StatusMethodNotAllowed, ExpectedContent: []string{"This address only accepts POST requests."}},
	}, publicBadBodies("/api/leads")))
}

// publicBadBodies is badBodies for a public form's call: no one signed in, and nothing stored.
func publicBadBodies(url string) []scenario {
	list := badBodies("POST", url, "")
	for i := range list {
		list[i].After = storesNothing
	}
	return list
}

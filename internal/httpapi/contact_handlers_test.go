package httpapi

import (
	"net/http"
	"testing"

	"github.com/nivaas-interiors/site/internal/lead"
)

// TestContactScenarios: POST /api/contact stores the message and queues its mail;
// a bot is answered alike, a broken body gets a sentence, and neither stores anything.
func TestContactScenarios(t *testing.T) {
	t.Parallel()
	run(t, joined([]scenario{
		{Name: "a visitor's message is stored and mailed", Method: "POST", URL: "/api/contact", Body: validContact, // idempotency_test.go
			ExpectedStatus: http.StatusCreated, ExpectedContent: []string{`{"id":1}`},
			After: func(t *testing.T, a *adminEnv, _ string) {
				msgs, err := a.db.ListContactMessages(t.Context())
				if err != nil || len(msgs) != 1 || msgs[0].Message != "Hi" || msgs[0].Email != "asha@example.in" {
					t.Errorf("stored messages = %+v, %v", msgs, err)
				}
				mailsQueued(1)(t, a, "") // the company's
			}},
		{Name: "a bot's message is answered alike and dropped", Method: "POST", URL: "/api/contact",
			Body:           `{"firstName":"Bot","lastName":"X","email":"bot@example.in","subject":"sales","message":"Buy","website":"x"}`,
			ExpectedStatus: http.StatusCreated, ExpectedContent: []string{`"id":`}, After: storesNothing},
		{Name: "missing message", Method: "POST", URL: "/api/contact", Body: `{"firstName":"Asha","lastName":"Rao","email":"asha@example.in","subject":"sales"}`,
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{lead.RequiredMessage, `"message"`}, After: storesNothing},
		{Name: "bad e-mail", Method: "POST", URL: "/api/contact", Body: `{"firstName":"Asha","lastName":"Rao","email":"asha.example.in","subject":"sales","message":"Hi"}`,
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"Please enter a valid e-mail address."}, After: storesNothing},
	}, publicBadBodies("/api/contact")))
}

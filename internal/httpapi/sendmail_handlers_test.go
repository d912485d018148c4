package httpapi

import (
	"net/http"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/web/app/content"
)

// TestSendMailScenarios: POST /api/sendMail queues the company's notification,
// is no open relay, and always answers with its success field and a sentence.
func TestSendMailScenarios(t *testing.T) {
	t.Parallel()
	notification := func(to string) string {
		return jsonOf(map[string]string{"to": to, "name": "Asha", "email": to, "countryCode": "+91", "mobile": "9876543210", "propertyType": "2 BHK", "location": "Pune"})
	}
	// leadOf is a Before: the visitor with email left a lead (which mails the company) ago.
	leadOf := func(email string, ago time.Duration) func(t *testing.T, a *adminEnv, _ *scenario) {
		return func(t *testing.T, a *adminEnv, _ *scenario) {
			if res := a.postJSON(t, "/api/leads", map[string]any{"propertyType": "2 BHK", "name": "Asha", "mobile": "9876543210", "email": email}); res.StatusCode != http.StatusCreated {
				t.Fatalf("lead: %d", res.StatusCode)
			}
			a.clock.Advance(ago)
		}
	}
	failed := []string{`"success":false`}
	list := []scenario{
		{Name: "the company's notification went with the lead", Method: "POST", URL: "/api/sendMail", Body: notification(content.Settings.InfoEmail),
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{`{"success":true}`}, After: mailsQueued(0)},
		{Name: "the visitor's confirmation after their lead is queued", Method: "POST", URL: "/api/sendMail", Body: notification("Asha@Example.in"),
			Before: leadOf("asha@example.in", 0), ExpectedStatus: http.StatusOK, ExpectedContent: []string{`{"success":true}`}, After: mailsQueued(2)},
		{Name: "the visitor's confirmation 31 minutes later is refused", Method: "POST", URL: "/api/sendMail", Body: notification("asha@example.in"),
			Before: leadOf("asha@example.in", 31*time.Minute), ExpectedStatus: http.StatusForbidden, ExpectedContent: append(failed, "30 minutes"), After: mailsQueued(1)},
		{Name: "a stranger's address is refused", Method: "POST", URL: "/api/sendMail", Body: notification("stranger@example.in"),
			ExpectedStatus: http.StatusForbidden, ExpectedContent: append(failed, "30 minutes"), After: mailsQueued(0)},
		{Name: "a foreign mobile is refused", Method: "POST", URL: "/api/sendMail",
			Body:           `{"to":"` + content.Settings.InfoEmail + `","name":"Asha","countryCode":"+1","mobile":"9876543210","propertyType":"2 BHK"}`,
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: append(failed, "Only Indian mobile numbers (+91) are accepted."), After: mailsQueued(0)},
		{Name: "GET is not the method", Method: "GET", URL: "/api/sendMail",
			ExpectedStatus: http.StatusMethodNotAllowed, ExpectedContent: append(failed, "This address only accepts POST requests.")},
	}
	for _, sc := range publicBadBodies("/api/sendMail") {
		sc.ExpectedContent = append(sc.ExpectedContent, failed...)
		list = append(list, sc)
	}
	run(t, list)
}

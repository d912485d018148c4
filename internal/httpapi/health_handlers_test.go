package httpapi

import (
	"net/http"
	"testing"
)

// TestHealthScenarios: /healthz says the process answers whatever the database
// does; /readyz says whether the database answers, without its error text.
func TestHealthScenarios(t *testing.T) {
	t.Parallel()
	closeDB := func(t *testing.T, a *adminEnv, _ *scenario) { a.db.Close() }
	run(t, []scenario{
		{Name: "alive", Method: "GET", URL: "/healthz", ExpectedStatus: http.StatusOK, ExpectedContent: []string{`{"status":"ok"}`}},
		{Name: "alive with the database closed", Method: "GET", URL: "/healthz", Before: closeDB,
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{`{"status":"ok"}`}},
		{Name: "ready", Method: "GET", URL: "/readyz", ExpectedStatus: http.StatusOK, ExpectedContent: []string{`{"status":"ready"}`}},
		{Name: "not ready with the database closed", Method: "GET", URL: "/readyz", Before: closeDB,
			ExpectedStatus: http.StatusServiceUnavailable, ExpectedContent: []string{"The site is not ready to take requests yet."},
			NotExpectedContent: []string{"sql", "closed"}},
	})
}

package httpapi

import (
	"net/http"
	"testing"
)

// TestSubscribeScenarios: POST /api/subscribe keeps one subscription per address,
// answers {} (also to a bot, whose address is dropped) and refuses broken bodies with a sentence.
func TestSubscribeScenarios(t *testing.T) {
	t.Parallel()
	subscribed := func(want int) func(t *testing.T, a *adminEnv, _ string) {
		return func(t *testing.T, a *adminEnv, _ string) {
			subs, err := a.db.ListSubscriptions(t.Context())
			if err != nil || len(subs) != want || want == 1 && subs[0].Email != "asha@example.in" {
				t.Errorf("subscriptions = %+v, %v; want %d", subs, err, want)
			}
		}
	}
	run(t, joined([]scenario{
		{Name: "an address is subscribed", Method: "POST", URL: "/api/subscribe", Body: `{"email":"asha@example.in","page":"/Guides/Design-Tips"}`,
			ExpectedStatus: http.StatusCreated, ExpectedContent: []string{"{}"}, After: subscribed(1)},
		{Name: "subscribing again keeps one", Method: "POST", URL: "/api/subscribe", Body: `{"email":"Asha@Example.in","page":"/"}`,
			Before:         func(t *testing.T, a *adminEnv, _ *scenario) { a.addSubscriber(t, "asha@example.in") },
			ExpectedStatus: http.StatusCreated, ExpectedContent: []string{"{}"}, After: subscribed(1)},
		{Name: "a bot is answered alike and dropped", Method: "POST", URL: "/api/subscribe", Body: `{"email":"bot@example.in","website":"x"}`,
			ExpectedStatus: http.StatusCreated, ExpectedContent: []string{"{}"}, After: subscribed(0)},
		{Name: "bad e-mail", Method: "POST", URL: "/api/subscribe", Body: `{"email":"not-an-email"}`,
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"Please enter a valid e-mail address."}, After: storesNothing},
	}, publicBadBodies("/api/subscribe")))
}

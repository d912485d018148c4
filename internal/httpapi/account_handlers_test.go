package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/nivaas-interiors/site/internal/staff"
)

// TestOwnersDemotingEachOtherKeepOne: eight owners each demote or disable the
// seven others at the same moment (56 requests over the real HTTP stack), on
// both engines. At least one owner able to sign in remains, and every refused
// request gets a readable sentence: 400 for the last owner, 409 for a stale
// version, 401/403 for an actor who lost the right meanwhile.
func TestOwnersDemotingEachOtherKeepOne(t *testing.T) {
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		const n = 8
		owners := make([]*staff.Account, n)
		cookies := make([]string, n)
		for i := range owners {
			owners[i] = a.account(t, staff.Owner)
			cookies[i] = a.signIn(t, owners[i])
		}
		for i, o := range owners { // signing in raised each version
			fresh, err := a.staff.Account(context.Background(), o.ID)
			if err != nil {
				t.Fatal(err)
			}
			owners[i] = fresh
		}
		origin, client := serveReal(t, a.h)

		type call struct {
			actor, target int
			body          string
		}
		var calls []call
		for i := range n {
			for j := range n {
				if i == j {
					continue
				}
				change := map[string]any{"version": owners[j].Version}
				if (i+j)%2 == 0 {
					change["role"] = "sales"
				} else {
					change["disabled"] = true
				}
				calls = append(calls, call{i, j, jsonOf(change)})
			}
		}
		start := make(chan struct{})
		var wg sync.WaitGroup
		var mu sync.Mutex
		statuses := map[int]int{}
		for _, c := range calls {
			wg.Go(func() {
				req, _ := http.NewRequest("PATCH", origin+"/api/admin/accounts/"+strconv.FormatInt(owners[c.target].ID, 10), strings.NewReader(c.body))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Cookie", cookies[c.actor])
				<-start
				res, err := client.Do(req)
				if err != nil {
					t.Error(err)
					return
				}
				defer res.Body.Close()
				var body struct {
					Error string `json:"error"`
				}
				_ = json.NewDecoder(res.Body).Decode(&body)
				mu.Lock()
				statuses[res.StatusCode]++
				mu.Unlock()
				switch res.StatusCode {
				case http.StatusOK:
				case http.StatusBadRequest:
					if body.Error != staff.ErrLastOwner.Message {
						t.Errorf("400 with %q, want the last-owner sentence", body.Error)
					}
				case http.StatusConflict, http.StatusUnauthorized, http.StatusForbidden:
					if body.Error == "" || strings.ContainsAny(body.Error, "{}") || strings.Contains(strings.ToLower(body.Error), "sql") {
						t.Errorf("%d with %q, want a sentence", res.StatusCode, body.Error)
					}
				default:
					t.Errorf("status %d: %q", res.StatusCode, body.Error)
				}
			})
		}
		close(start)
		wg.Wait()

		list, err := a.staff.Accounts(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		active := 0
		for _, acct := range list {
			if acct.Role == staff.Owner && !acct.Disabled {
				active++
			}
		}
		t.Logf("%d requests: statuses %v; active owners left: %d", len(calls), statuses, active)
		if statuses[http.StatusOK] == 0 {
			t.Fatalf("no change landed (statuses %v): the race tested nothing", statuses)
		}
		if active < 1 {
			t.Fatalf("no owner able to sign in is left after %d concurrent changes (statuses %v)", len(calls), statuses)
		}
	})
}

// salesPerson is a Before that adds a sales account (the first row) and aims the call at it (scenario.at).
func salesPerson(t *testing.T, a *adminEnv, sc *scenario) { sc.at(a.account(t, staff.Sales).ID) }

// accountNow reads the first account back.
func accountNow(t *testing.T, a *adminEnv) *staff.Account {
	t.Helper()
	acct, err := a.staff.Account(t.Context(), firstRow)
	if err != nil {
		t.Fatal(err)
	}
	return acct
}

// TestAccountScenarios: only owners manage accounts and read the audit log;
// secrets never leave the server; each change is read back from the store.
func TestAccountScenarios(t *testing.T) {
	t.Parallel()
	newPerson := `{"email":"kabir@example.com","name":"Kabir","role":"sales"}`
	run(t, joined(
		guarded("GET", "/api/admin/accounts", "", staff.Owner, staff.Sales),
		guarded("POST", "/api/admin/accounts", newPerson, staff.Owner, staff.Editor),
		guarded("PATCH", "/api/admin/accounts/1", `{"version":1,"name":"Renamed"}`, staff.Owner, staff.Sales),
		guarded("POST", "/api/admin/accounts/1/password-link", "", staff.Owner, staff.Editor),
		guarded("POST", "/api/admin/accounts/1/reset-two-factor", "", staff.Owner, staff.Sales),
		guarded("GET", "/api/admin/audit", "", staff.Owner, staff.Editor),
		badBodies("POST", "/api/admin/accounts", staff.Owner),
		badBodies("PATCH", "/api/admin/accounts/1", staff.Owner),
		[]scenario{
			{Name: "a bad id", Method: "PATCH", URL: "/api/admin/accounts/x", Body: `{"version":1,"name":"Renamed"}`, Role: staff.Owner,
				ExpectedStatus: http.StatusNotFound, ExpectedContent: []string{badID}},
			{Name: "a bad id for a link", Method: "POST", URL: "/api/admin/accounts/0/password-link", Role: staff.Owner,
				ExpectedStatus: http.StatusNotFound, ExpectedContent: []string{badID}},
			{Name: "the list shows no secret", Method: "GET", URL: "/api/admin/accounts", Role: staff.Owner, Before: salesPerson,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"role":"sales"`, `"role":"owner"`, `"hasPassword":true`},
				NotExpectedContent: []string{"argon2", "secret", "Secret", "passwordHash"}},
			{Name: "an account is added without a password, its link mailed", Method: "POST", URL: "/api/admin/accounts", Body: newPerson, Role: staff.Owner,
				ExpectedStatus: http.StatusCreated, ExpectedContent: []string{`"email":"kabir@example.com"`, "/admin/set-password#", `"mailed":true`},
				After: func(t *testing.T, a *adminEnv, _ string) {
					acct, err := a.staff.AccountByEmail(t.Context(), "kabir@example.com")
					if err != nil || acct.Role != staff.Sales || acct.PasswordHash != "" {
						t.Errorf("stored account = %+v, %v", acct, err)
					}
					mailsQueued(1)(t, a, "") // the link's
				}},
			{Name: "an account is renamed", Method: "PATCH", URL: "/api/admin/accounts/{id}", Body: `{"version":1,"name":"Renamed"}`, Role: staff.Owner, Before: salesPerson,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"name":"Renamed"`},
				After: func(t *testing.T, a *adminEnv, _ string) {
					if acct := accountNow(t, a); acct.Name != "Renamed" || acct.Version != 2 {
						t.Errorf("stored account = %q v%d, want Renamed v2", acct.Name, acct.Version)
					}
				}},
			{Name: "a stale rename changes nothing", Method: "PATCH", URL: "/api/admin/accounts/{id}", Body: `{"version":9,"name":"Renamed"}`, Role: staff.Owner, Before: salesPerson,
				ExpectedStatus: http.StatusConflict, ExpectedContent: []string{"Reload"},
				After: func(t *testing.T, a *adminEnv, _ string) {
					if acct := accountNow(t, a); acct.Name == "Renamed" || acct.Version != 1 {
						t.Errorf("stored account = %q v%d, want unchanged v1", acct.Name, acct.Version)
					}
				}},
			{Name: "a new password link is mailed", Method: "POST", URL: "/api/admin/accounts/{id}/password-link", Role: staff.Owner, Before: salesPerson,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{"/admin/set-password#", `"mailed":true`}, After: mailsQueued(1)},
			{Name: "two-factor is reset", Method: "POST", URL: "/api/admin/accounts/{id}/reset-two-factor", Role: staff.Owner,
				Before:         func(t *testing.T, a *adminEnv, sc *scenario) { sc.at(a.account(t, staff.Owner).ID) },
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"totpEnabled":false`},
				After: func(t *testing.T, a *adminEnv, _ string) {
					if acct := accountNow(t, a); acct.TOTPEnabled {
						t.Error("two-factor still on in the store")
					}
				}},
			{Name: "the audit log", Method: "GET", URL: "/api/admin/audit", Role: staff.Owner,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"action":"signed in"`}},
		}))
}

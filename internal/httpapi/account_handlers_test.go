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
	engines(t, func(t *testing.T, open func(*testing.T) store) {
		a := newAdminEnvOn(t, open(t))
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

package httpapi

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestHandlerGrantedByOwnerRecordsAndErasesPhoneRequest (issue 28): an owner gives a sales person the
// data-requests part on the accounts call; that person (no owner) records a request a mobile-only lead
// made on the phone, verified by calling back, and erases the lead like any other request. Hostile
// grants and phone requests are refused with sentences; on both engines.
func TestHandlerGrantedByOwnerRecordsAndErasesPhoneRequest(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		ctx := context.Background()
		ownerCookie := a.signIn(t, a.account(t, staff.Owner))
		handler := a.account(t, staff.Sales)
		same := map[string]string{"Sec-Fetch-Site": "same-origin"}
		accountURL := "/api/admin/accounts/" + strconv.FormatInt(handler.ID, 10)
		for _, bad := range []string{`["accounts"]`, `["settings","privacy"]`, `"privacy"`, `[1]`, `["` + strings.Repeat("p", 5000) + `"]`} {
			res := a.as(t, ownerCookie, "PATCH", accountURL, `{"version":`+strconv.FormatInt(handler.Version, 10)+`,"grants":`+bad+`}`, same)
			if msg, _ := decodeBody(t, res)["error"].(string); res.StatusCode != http.StatusBadRequest || !strings.HasSuffix(msg, ".") {
				t.Errorf("grant %.40s: %d %q", bad, res.StatusCode, msg)
			}
		}
		before := a.signIn(t, handler)
		if res := a.as(t, before, "GET", "/api/admin/privacy/requests", "", nil); res.StatusCode != http.StatusForbidden {
			t.Fatalf("a sales person without the grant reads the queue: %d", res.StatusCode)
		}
		cur, err := a.staff.Account(ctx, handler.ID) // signing in moved its version
		if err != nil {
			t.Fatal(err)
		}
		res := a.as(t, ownerCookie, "PATCH", accountURL, `{"version":`+strconv.FormatInt(cur.Version, 10)+`,"grants":["privacy"]}`, same)
		if b := decodeBody(t, res); res.StatusCode != http.StatusOK || !slices.Equal(b["grants"].([]any), []any{"privacy"}) {
			t.Fatalf("grant: %d %v", res.StatusCode, b)
		}
		if res := a.as(t, before, "GET", "/api/admin/me", "", nil); res.StatusCode != http.StatusUnauthorized {
			t.Errorf("the session begun before the grant: %d, want it ended", res.StatusCode)
		}
		cookie := a.signIn(t, handler)
		me := decodeBody(t, a.as(t, cookie, "GET", "/api/admin/me", "", nil))
		if perms := me["permissions"].([]any); !slices.Contains(perms, any("privacy")) || slices.Contains(perms, any("accounts")) {
			t.Fatalf("the handler's permissions: %v", perms)
		}

		leadID := a.lead(t, "Suresh Phone-Only", "9845012345")
		record := func(body string) *http.Response {
			return a.as(t, cookie, "POST", "/api/admin/privacy/requests", body, same)
		}
		for _, tc := range []struct {
			name, body string
			want       int
		}{
			{"not verified by phone", `{"kind":"erasure","leadId":` + strconv.FormatInt(leadID, 10) + `}`, 400},
			{"no such lead", `{"kind":"erasure","leadId":987654,"verified":true}`, 400},
			{"negative lead", `{"kind":"erasure","leadId":-3,"verified":true}`, 400},
			{"unknown kind", `{"kind":"everything","leadId":` + strconv.FormatInt(leadID, 10) + `,"verified":true}`, 400},
			{"no lead and no contact", `{"kind":"access","name":"Someone","verified":true}`, 400},
			{"bad mobile", `{"kind":"access","mobile":"12","verified":true}`, 400},
			{"an e-mail and no number called", `{"kind":"erasure","email":"someone@example.com","verified":true}`, 400},
			{"control characters", `{"kind":"access","mobile":"9845012345","note":"a\u0000b","verified":true}`, 400},
			{"note too long", `{"kind":"access","mobile":"9845012345","note":"` + strings.Repeat("x", 2001) + `","verified":true}`, 400},
			{"unknown field", `{"kind":"access","mobile":"9845012345","verified":true,"status":"done"}`, 400},
			{"wrong type", `{"kind":"access","leadId":"1","verified":true}`, 400},
			{"oversized", `{"kind":"access","note":"` + strings.Repeat("x", 70_000) + `"}`, 413},
			{"not JSON", `kind=access`, 400},
		} {
			t.Run(tc.name, func(t *testing.T) {
				res := record(tc.body)
				msg, _ := decodeBody(t, res)["error"].(string)
				if res.StatusCode != tc.want || !strings.HasSuffix(msg, ".") {
					t.Fatalf("status %d (%q), want %d", res.StatusCode, msg, tc.want)
				}
			})
		}

		res = record(`{"kind":"erasure","leadId":` + strconv.FormatInt(leadID, 10) + `,"verified":true,"note":"Asked on the phone on Monday; called back on the number we hold."}`)
		b := decodeBody(t, res)
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("record: %d %v", res.StatusCode, b)
		}
		got := b["request"].(map[string]any)
		id := int64(got["id"].(float64))
		if got["status"] != "open" || got["channel"] != "phone" || got["mobile"] != "9845012345" || got["name"] != "Suresh Phone-Only" ||
			got["verifierName"] != handler.Name || int64(got["verifiedBy"].(float64)) != handler.ID || got["verifiedAt"] == nil {
			t.Fatalf("recorded request: %v", got)
		}
		events, err := a.staff.AuditLog(ctx, staff.AuditQuery{Limit: 20})
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(events, func(e staff.AuditEvent) bool { return e.Action == "recorded a data request verified by phone" })
		if i < 0 || events[i].ActorID != handler.ID || events[i].Subject != "data request "+strconv.FormatInt(id, 10) ||
			strings.Contains(events[i].Detail, "Suresh") || strings.Contains(events[i].Detail, "9845012345") {
			t.Fatalf("audit entry: %+v", events)
		}

		erase := a.as(t, cookie, "POST", "/api/admin/privacy/requests/"+strconv.FormatInt(id, 10)+"/erase", `{"version":1}`, same)
		if eb := decodeBody(t, erase); erase.StatusCode != http.StatusOK || eb["counts"].(map[string]any)["leads"] == nil {
			t.Fatalf("erase: %d %v", erase.StatusCode, eb)
		}
		r, err := a.privacy.Get(ctx, id)
		if err != nil || r.Status != privacy.Done {
			t.Fatalf("after erasure: %+v %v", r, err)
		}
		if found, _ := a.privacy.Found(ctx, id); len(found.LeadIDs) != 0 {
			t.Errorf("the lead is still found: %v", found.LeadIDs)
		}
		// The erased lead is closed and leaves the list (issue 41 item 6): no nameless "New" row, no open work.
		list := decodeBody(t, a.as(t, ownerCookie, "GET", "/api/admin/leads", "", nil))
		if strings.Contains(jsonOf(list["leads"]), `"id":`+strconv.FormatInt(leadID, 10)+`,`) {
			t.Errorf("the erased lead is still listed: %v", list["leads"])
		}
		if l := jsonOf(decodeBody(t, a.as(t, ownerCookie, "GET", "/api/admin/leads/"+strconv.FormatInt(leadID, 10), "", nil))); !strings.Contains(l, `"status":"lost"`) ||
			!strings.Contains(l, privacy.ErasedReason) {
			t.Errorf("the erased lead: %s", l)
		}
	})
}

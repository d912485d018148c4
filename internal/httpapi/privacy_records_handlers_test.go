package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/breach"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/web/app/content"
)

// newPrivacyRows are the rows the route-table walk acts on for the privacy records' routes.
func newPrivacyRows(t *testing.T, a *adminEnv) routeRows {
	t.Helper()
	ctx := context.Background()
	incident := func() breach.Incident {
		return breach.Incident{Summary: "A laptop was stolen.", FoundAt: a.clock.Now().Add(-time.Hour), Data: "names, mobiles", People: 3,
			Measures: "Wiped it remotely.", Version: 1}
	}
	id, err := a.store.CreateBreach(ctx, incident(), staff.CommandLine.Audit(a.clock.Now(), staff.Entry{Action: "recorded a data breach"}))
	if err != nil {
		t.Fatal(err)
	}
	return routeRows{
		ids: map[string]int64{"GET /api/admin/breaches/{id}": id, "PATCH /api/admin/breaches/{id}": id},
		bodies: map[string]func(t *testing.T, me *staff.Account) string{
			"POST /api/admin/breaches": func(t *testing.T, _ *staff.Account) string { return jsonOf(incident()) },
			"PATCH /api/admin/breaches/{id}": func(t *testing.T, _ *staff.Account) string {
				cur, err := a.store.Breach(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				cur.People++
				return jsonOf(cur)
			},
			"PUT /api/admin/breach-processors": func(t *testing.T, _ *staff.Account) string {
				cur, err := a.store.BreachProcessors(ctx)
				if err != nil {
					t.Fatal(err)
				}
				return jsonOf(breach.Processors{Entries: []breach.Processor{{Name: "Zoho CRM"}}, Version: cur.Version})
			},
		},
	}
}

type accessPage struct {
	Entries []struct {
		Actor, Action, Shape, AllOf string
		Total                       int
		Records                     []string
	}
	Next  *string
	Staff []struct {
		ID   int64
		Name string
	}
}

// TestBreachRegisterCountsDownAndWritesTheNotice: an incident gets its 72-hour deadline, the report
// and notice name the grievance contact and the configured processors, and a stale edit is refused.
func TestBreachRegisterCountsDownAndWritesTheNotice(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Owner))
	found := a.clock.Now().Add(-2 * time.Hour).UTC().Truncate(time.Second)
	body := jsonOf(breach.Incident{Summary: "A laptop with an export was stolen.", FoundAt: found, Data: "names and mobiles", People: 12,
		LeadIDs: []int64{4, 9}, Measures: "The laptop was wiped remotely.", Advice: "Ignore calls asking for payment."})
	res := a.as(t, cookie, "POST", "/api/admin/breaches", body, nil)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("record: %d %s", res.StatusCode, bodyText(t, res))
	}
	var got struct {
		Incident struct {
			ID       int64
			Version  int64
			Deadline time.Time
		}
		Documents breach.Documents
	}
	decodeInto(t, res, &got)
	if !got.Incident.Deadline.Equal(found.Add(72*time.Hour)) || got.Incident.Version != 1 {
		t.Fatalf("incident = %+v, want the deadline 72 hours after %v", got.Incident, found)
	}
	grievance := content.Settings.GrievanceOfficer
	for name, text := range map[string]string{"report": got.Documents.Report, "notice": got.Documents.Notice} {
		if !strings.Contains(text, grievance) || !strings.Contains(text, "A laptop with an export was stolen.") {
			t.Errorf("%s lacks the grievance contact %q or the summary:\n%s", name, grievance, text)
		}
	}
	if !strings.Contains(got.Documents.Report, "smtp.relay.example") || !strings.Contains(got.Documents.Report, "12") {
		t.Errorf("report lacks the mail relay or the count:\n%s", got.Documents.Report)
	}
	path := "/api/admin/breaches/" + strconv.FormatInt(got.Incident.ID, 10)
	change := strings.Replace(body, `"version":0`, `"version":1`, 1)
	if res := a.as(t, cookie, "PATCH", path, change, nil); res.StatusCode != 200 {
		t.Fatalf("change: %d %s", res.StatusCode, bodyText(t, res))
	}
	if res := a.as(t, cookie, "PATCH", path, change, nil); res.StatusCode != http.StatusConflict {
		t.Fatalf("stale change: %d", res.StatusCode)
	}
}

// TestPrivacyRecordsHostileInput: each bad call gets its status and a sentence, never a 500.
func TestPrivacyRecordsHostileInput(t *testing.T) {
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Owner))
	ok := breach.Incident{Summary: "Lost phone.", FoundAt: a.clock.Now().Add(-time.Hour), Data: "names", People: 1, Measures: "Blocked it."}
	with := func(change func(*breach.Incident)) string {
		i := ok
		change(&i)
		return jsonOf(i)
	}
	future := a.clock.Now().Add(2 * time.Hour)
	cases := []struct {
		name, method, target, body string
		want                       int
	}{
		{"log: staff not a number", "GET", "/api/admin/access-log?staff=abc", "", 400},
		{"log: staff twice", "GET", "/api/admin/access-log?staff=1&staff=2", "", 400},
		{"log: negative cursor", "GET", "/api/admin/access-log?after=-5", "", 400},
		{"log: person gibberish", "GET", "/api/admin/access-log?person=%27%20OR%201%3D1%20--", "", 400},
		{"log: person far too long", "GET", "/api/admin/access-log?person=" + strings.Repeat("9", 400), "", 400},
		{"log: person a broken e-mail", "GET", "/api/admin/access-log?person=a%40", "", 400},
		{"log: id past int64", "GET", "/api/admin/access-log?person=L99999999999999999999", "", 400},
		{"breach: empty body", "POST", "/api/admin/breaches", "", 415},
		{"breach: not JSON", "POST", "/api/admin/breaches", "summary=x", 400},
		{"breach: unknown field", "POST", "/api/admin/breaches", `{"summary":"x","admin":true}`, 400},
		{"breach: found in the future", "POST", "/api/admin/breaches", with(func(i *breach.Incident) { i.FoundAt = future }), 400},
		{"breach: happened after found", "POST", "/api/admin/breaches", with(func(i *breach.Incident) { i.HappenedAt = &future }), 400},
		{"breach: no summary", "POST", "/api/admin/breaches", with(func(i *breach.Incident) { i.Summary = "  " }), 400},
		{"breach: control characters", "POST", "/api/admin/breaches", with(func(i *breach.Incident) { i.Summary = "a\u0007b" }), 400},
		{"breach: negative people", "POST", "/api/admin/breaches", with(func(i *breach.Incident) { i.People = -1 }), 400},
		{"breach: lead id 0", "POST", "/api/admin/breaches", with(func(i *breach.Incident) { i.LeadIDs = []int64{0} }), 400},
		{"breach: too many lead ids", "POST", "/api/admin/breaches", with(func(i *breach.Incident) { i.LeadIDs = make([]int64, 1001) }), 400},
		{"breach: summary over the limit", "POST", "/api/admin/breaches", with(func(i *breach.Incident) { i.Summary = strings.Repeat("x", 2001) }), 400},
		{"breach: over 64 KiB", "POST", "/api/admin/breaches", `{"summary":"` + strings.Repeat("x", 70<<10) + `"}`, 413},
		{"breach: time not a time", "POST", "/api/admin/breaches", `{"summary":"x","foundAt":"yesterday"}`, 400},
		{"breach: change without version", "PATCH", "/api/admin/breaches/1", with(func(i *breach.Incident) {}), 400},
		{"breach: change of none", "PATCH", "/api/admin/breaches/999", with(func(i *breach.Incident) { i.Version = 1 }), 404},
		{"breach: read of none", "GET", "/api/admin/breaches/999", "", 404},
		{"breach: id not a number", "GET", "/api/admin/breaches/abc", "", 404},
		{"processors: no name", "PUT", "/api/admin/breach-processors", `{"entries":[{"name":" "}],"version":1}`, 400},
		{"processors: 31 of them", "PUT", "/api/admin/breach-processors", jsonOf(breach.Processors{Entries: make([]breach.Processor, 31), Version: 1}), 400},
		{"processors: stale version", "PUT", "/api/admin/breach-processors", `{"entries":[],"version":7}`, 409},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if msg, _ := a.hostileCall(t, cookie, c.method, c.target, c.body, c.want, "")["error"].(string); strings.Contains(msg, "sql") {
				t.Fatalf("error %q names the database", msg)
			}
		})
	}
}

func decodeInto(t *testing.T, res *http.Response, v any) {
	t.Helper()
	defer res.Body.Close()
	if err := json.NewDecoder(res.Body).Decode(v); err != nil {
		t.Fatal(err)
	}
}

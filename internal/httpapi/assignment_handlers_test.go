package httpapi

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// turnOn is a Before: automatic assignment on, per city as asked.
func turnOn(byCity bool) func(t *testing.T, a *adminEnv, sc *scenario) {
	return func(t *testing.T, a *adminEnv, _ *scenario) {
		t.Helper()
		set, err := a.store.AssignSettings(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		set.AutoAssign, set.ByCity = true, byCity
		if _, err := a.store.SaveAssignSettings(context.Background(), set, a.clock.Now().Add(-60e9), nil); err != nil {
			t.Fatal(err)
		}
	}
}

func TestAssignmentHandlers(t *testing.T) {
	t.Parallel()
	const settings = "/api/admin/assignment"
	const person = "/api/admin/assignment/people/{id}"
	const away = "/api/admin/me/away"
	good := `{"version":1,"autoAssign":true,"byCity":true,"responseMinutes":20}`
	salesTarget := func(t *testing.T, a *adminEnv, sc *scenario) { sc.at(a.account(t, staff.Sales).ID) }
	run(t, joined(
		guarded("GET", settings, "", staff.Owner, staff.Sales),
		guarded("PUT", settings, good, staff.Owner, staff.Sales),
		guarded("PUT", "/api/admin/assignment/people/1", `{"away":true}`, staff.Owner, staff.Sales),
		guarded("GET", away, "", staff.Sales, staff.Editor),
		guarded("PUT", away, `{"away":true}`, staff.Sales, staff.Editor),
		badBodies("PUT", settings, staff.Owner),
		badBodies("PUT", away, staff.Sales),
		[]scenario{
			{Name: "read: defaults, opening hours, the people who take leads", Method: "GET", URL: settings, Role: staff.Owner,
				Before:             func(t *testing.T, a *adminEnv, _ *scenario) { a.account(t, staff.Sales); a.account(t, staff.Editor) },
				ExpectedStatus:     http.StatusOK,
				ExpectedContent:    []string{`"autoAssign":false`, `"responseMinutes":15`, `{"day":1,"opens":"09:30","closes":"18:00"}`, `{"day":6,"opens":"09:30","closes":"18:00"}`, `"role":"sales"`},
				NotExpectedContent: []string{`"role":"editor"`, `"day":0`}},
			{Name: "save: on, per city, 20 minutes, audited", Method: "PUT", URL: settings, Body: good, Role: staff.Owner,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"autoAssign":true`, `"byCity":true`, `"responseMinutes":20`, `"version":2`},
				After: audited("changed lead assignment")},
			{Name: "save: a stale version", Method: "PUT", URL: settings, Body: `{"version":7,"autoAssign":true,"responseMinutes":15}`, Role: staff.Owner,
				ExpectedStatus: http.StatusConflict, ExpectedContent: []string{"the assignment settings"}},
			{Name: "save: no version", Method: "PUT", URL: settings, Body: `{"autoAssign":true,"responseMinutes":15}`, Role: staff.Owner,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{versionRequired}},
			{Name: "save: a target of 0 minutes", Method: "PUT", URL: settings, Body: `{"version":1,"responseMinutes":0}`, Role: staff.Owner,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"from 1 to 480"}},
			{Name: "save: a target of a year", Method: "PUT", URL: settings, Body: `{"version":1,"responseMinutes":525600}`, Role: staff.Owner,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"from 1 to 480"}},
			{Name: "save: a string for a number", Method: "PUT", URL: settings, Body: `{"version":1,"responseMinutes":"15"}`, Role: staff.Owner,
				ExpectedStatus: http.StatusBadRequest},
			{Name: "save: an unknown field", Method: "PUT", URL: settings, Body: `{"version":1,"responseMinutes":15,"admin":true}`, Role: staff.Owner,
				ExpectedStatus: http.StatusBadRequest},
			{Name: "person: away and cities, audited", Method: "PUT", URL: person, Body: `{"away":true,"cities":[" Pune ","pune","New  Delhi",""]}`, Role: staff.Owner,
				Before: salesTarget, ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"away":true,"cities":["Pune","New Delhi"]`},
				After: audited("changed who takes leads")},
			{Name: "person: a city with a control character", Method: "PUT", URL: person, Body: `{"away":false,"cities":["Pune\u0000<script>"]}`, Role: staff.Owner,
				Before: salesTarget, ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"characters that cannot be used"}},
			{Name: "person: a city name too long", Method: "PUT", URL: person, Body: `{"away":false,"cities":["` + strings.Repeat("x", 81) + `"]}`, Role: staff.Owner,
				Before: salesTarget, ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"at most 80 characters"}},
			{Name: "person: an editor cannot take leads", Method: "PUT", URL: person, Body: `{"away":true}`, Role: staff.Owner,
				Before:         func(t *testing.T, a *adminEnv, sc *scenario) { sc.at(a.account(t, staff.Editor).ID) },
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"This person cannot take leads."}},
			{Name: "person: no such id", Method: "PUT", URL: "/api/admin/assignment/people/99999", Body: `{"away":true}`, Role: staff.Owner,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"This person cannot take leads."}},
			{Name: "person: an id that is no number", Method: "PUT", URL: "/api/admin/assignment/people/1%20OR%201=1", Body: `{"away":true}`, Role: staff.Owner,
				ExpectedStatus: http.StatusNotFound, ExpectedContent: []string{badID}},
			{Name: "me away: sales marks themself away", Method: "PUT", URL: away, Body: `{"away":true}`, Role: staff.Sales,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`{"away":true}`}, After: audited("changed who takes leads")},
			{Name: "me away: cities are not theirs to set", Method: "PUT", URL: away, Body: `{"away":true,"cities":["Pune"]}`, Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest},
			{Name: "me away: read", Method: "GET", URL: away, Role: staff.Sales, ExpectedStatus: http.StatusOK, ExpectedContent: []string{`{"away":false}`}},
		},
	))
}

// TestPublicLeadsGoRoundRobin: with assignment on, public leads go to the sales people in
// turn (the away one skipped), each with a timeline line and a mail; disabling one hands
// their open leads on; the list flags a lead escalated past the response target.
func TestPublicLeadsGoRoundRobin(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	ctx := context.Background()
	owner := a.account(t, staff.Owner)
	s1, s2, s3 := a.account(t, staff.Sales), a.account(t, staff.Sales), a.account(t, staff.Sales)
	turnOn(false)(t, a, nil)
	if _, err := a.assign.SetSeat(ctx, staff.Actor{ID: owner.ID}, true, s3.ID, lead.SeatChange{Away: true}); err != nil {
		t.Fatal(err)
	}
	var ids []int64
	for i := range 3 {
		res := a.call(t, "POST", "/api/leads", "application/json",
			`{"propertyType":"2 BHK","location":"Pune","name":"Visitor `+strconv.Itoa(i)+`","mobile":"98765 4321`+strconv.Itoa(i)+`","email":null,"whatsappUpdates":false}`,
			"203.0.113.9:4000", nil)
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("lead %d: %d %v", i, res.StatusCode, decodeBody(t, res))
		}
		ids = append(ids, int64(decodeBody(t, res)["id"].(float64)))
	}
	// The running assigner (as serve starts it) hands the three out on its first round.
	loop, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { a.assign.Run(loop, time.Hour); close(done) }()
	want := []int64{s1.ID, s2.ID, s1.ID}
	for i, id := range ids {
		var l *lead.Lead
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			var err error
			if l, err = a.store.InboxLead(ctx, id); err != nil {
				t.Fatal(err)
			}
			if l.Assignee != nil || time.Now().After(deadline) {
				break
			}
		}
		if l.Assignee == nil || l.Assignee.ID != want[i] {
			t.Fatalf("lead %d: %+v, want %d", i, l.Assignee, want[i])
		}
	}
	stop()
	<-done
	// s1 is disabled: both of s1's leads go to s2, the one left on duty.
	cookie := a.signIn(t, owner)
	cur, _ := a.staff.Account(ctx, s1.ID)
	res := a.call(t, "PATCH", "/api/admin/accounts/"+strconv.FormatInt(s1.ID, 10), "application/json",
		`{"version":`+strconv.FormatInt(cur.Version, 10)+`,"disabled":true}`, "198.51.100.7:40000", map[string]string{"Cookie": cookie})
	if res.StatusCode != http.StatusOK {
		t.Fatalf("disable: %d %v", res.StatusCode, decodeBody(t, res))
	}
	for _, id := range []int64{ids[0], ids[2]} {
		l, _ := a.store.InboxLead(ctx, id)
		if l.Assignee == nil || l.Assignee.ID != s2.ID {
			t.Fatalf("handed on: %+v", l.Assignee)
		}
		events, _ := a.store.LeadEvents(ctx, id)
		if last := events[len(events)-1]; !strings.Contains(last.Text, "Handed on to "+s2.Name) {
			t.Fatalf("timeline %+v", events)
		}
	}
	// Nobody called: escalated once, and the list says so. The loop's first round started watching,
	// so the three leads nobody called in two days are escalated, each once.
	a.clock.Advance(48 * 3600e9)
	if n, err := a.assign.Escalate(ctx); err != nil || n != 3 {
		t.Fatalf("escalated %d of the three: %v", n, err)
	}
	late := a.lead(t, "Late Lead", "9123400000")
	a.clock.Advance(72 * 3600e9)
	if n, err := a.assign.Escalate(ctx); err != nil || n != 1 {
		t.Fatalf("escalated %d: %v", n, err)
	}
	res = a.call(t, "GET", "/api/admin/leads", "", "", "198.51.100.7:40000", map[string]string{"Cookie": cookie})
	body := decodeBody(t, res)
	for _, l := range body["leads"].([]any) {
		m := l.(map[string]any)
		if got := m["late"].(bool); got != (int64(m["id"].(float64)) == late || slices.Contains(ids, int64(m["id"].(float64)))) {
			t.Fatalf("late flag of %v = %v", m["id"], got)
		}
	}
}

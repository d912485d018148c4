package httpapi

import (
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// scenario is one call to the API over real HTTP and what its answer must hold,
// in the spirit of pocketbase's ApiScenario: each x_handlers_test.go lists its
// routes' calls as a table of these, and run serves each on a fresh site.
type scenario struct {
	Name    string
	Method  string
	URL     string // path and query; Before may set it (to a row it made)
	Body    string // sent as application/json unless Headers name another type
	Role    staff.Role
	Origin  string // the Origin header; "" sends none, as a same-site fetch may
	Headers map[string]string

	// Deps, when set, changes the site's wiring (turns bookings on, say).
	Deps func(*wiring)
	// Before makes the rows the call needs, on the site the call goes to; it may set URL and Body.
	Before func(t *testing.T, a *adminEnv, sc *scenario)
	// After reads the call's effect back from the store; body is the answer's text.
	After func(t *testing.T, a *adminEnv, body string)

	ExpectedStatus     int
	ExpectedContent    []string
	NotExpectedContent []string
}

// Bodies and origins every table uses.
const foreignOrigin = "https://evil.example"

var (
	oversizeBody  = oversize(maxBody)
	malformedBody = `{"version":1,`
)

// oversize is a JSON object one field larger than limit bytes.
func oversize(limit int) string { return `{"text":"` + strings.Repeat("x", limit) + `"}` }

// Sentences the guard and the decoder answer with, as the tables expect them.
var (
	tooLarge        = "The request is too large."
	notJSON         = "The request body is not valid JSON."
	badID           = contract.C.Messages.NoSuchItem
	versionRequired = contract.C.Messages.VersionRequired
)

// run serves each scenario on a site of its own (a real SQLite file behind the
// real listener), signed in as a fresh account of its Role when it has one.
func run(t *testing.T, scenarios []scenario) {
	t.Helper()
	for _, sc := range scenarios {
		t.Run(sc.Name, func(t *testing.T) {
			t.Parallel() // each on a site of its own
			sc.test(t)
		})
	}
}

func (sc scenario) test(t *testing.T) {
	a := newAdminEnv(t)
	if sc.Deps != nil {
		a = newAdminEnvOn(t, storetest.OpenSQLite(t), sc.Deps)
	}
	if sc.Before != nil {
		sc.Before(t, a, &sc)
	}
	origin, client := serveReal(t, a.h)
	req, err := http.NewRequest(sc.Method, origin+sc.URL, strings.NewReader(sc.Body))
	if err != nil {
		t.Fatal(err)
	}
	if sc.Body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if sc.Role != "" {
		req.Header.Set("Cookie", a.signIn(t, a.account(t, sc.Role)))
	}
	if sc.Origin != "" {
		req.Header.Set("Origin", sc.Origin)
	}
	for k, v := range sc.Headers {
		req.Header.Set(k, v)
	}
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	body := string(b)
	if res.StatusCode != sc.ExpectedStatus {
		t.Errorf("%s %s = %d, want %d: %s", sc.Method, sc.URL, res.StatusCode, sc.ExpectedStatus, body)
	}
	for _, want := range sc.ExpectedContent {
		if !strings.Contains(body, want) {
			t.Errorf("answer lacks %q: %s", want, body)
		}
	}
	for _, unwanted := range sc.NotExpectedContent {
		if strings.Contains(body, unwanted) {
			t.Errorf("answer holds %q: %s", unwanted, body)
		}
	}
	if sc.After != nil {
		sc.After(t, a, body)
	}
}

// guarded is the access rules of one admin route as scenarios: no session is
// 401, a role without the route's permission 403, and a write from another
// site 403 even for a role that may make it. body is what a write sends.
func guarded(method, url, body string, may, mayNot staff.Role) []scenario {
	name := method + " " + url
	list := []scenario{
		{Name: name + ": anonymous", Method: method, URL: url, Body: body,
			ExpectedStatus: http.StatusUnauthorized, ExpectedContent: []string{msgSignIn}},
		{Name: name + ": " + string(mayNot), Method: method, URL: url, Body: body, Role: mayNot,
			ExpectedStatus: http.StatusForbidden, ExpectedContent: []string{msgWrongRole}},
	}
	if method != http.MethodGet {
		list = append(list, scenario{Name: name + ": other origin", Method: method, URL: url, Body: body, Role: may, Origin: foreignOrigin,
			ExpectedStatus: http.StatusForbidden, ExpectedContent: []string{msgOtherOrigin}})
	}
	return list
}

// badBodies is what a write of role gets for a body too large and for broken JSON: one readable sentence each.
func badBodies(method, url string, role staff.Role) []scenario {
	name := method + " " + url
	return []scenario{
		{Name: name + ": oversize body", Method: method, URL: url, Body: oversizeBody, Role: role,
			ExpectedStatus: http.StatusRequestEntityTooLarge, ExpectedContent: []string{tooLarge}},
		{Name: name + ": malformed JSON", Method: method, URL: url, Body: malformedBody, Role: role,
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{notJSON}, NotExpectedContent: []string{"json:"}},
	}
}

// firstRow is the id of the one row of its kind a Before stores on a scenario's fresh site.
const firstRow = 1

// at puts id where the scenario's URL and Body say {id}: a Before's way to aim the call at the row it made.
func (sc *scenario) at(id int64) {
	n := strconv.FormatInt(id, 10)
	sc.URL, sc.Body = strings.ReplaceAll(sc.URL, "{id}", n), strings.ReplaceAll(sc.Body, "{id}", n)
}

// audited is an After: the newest audit entry is action.
func audited(action string) func(t *testing.T, a *adminEnv, _ string) {
	return func(t *testing.T, a *adminEnv, _ string) {
		t.Helper()
		events, err := a.staff.AuditLog(t.Context(), staff.AuditQuery{Limit: 1})
		if err != nil || len(events) != 1 || events[0].Action != action {
			t.Errorf("newest audit entry = %+v, %v; want %q", events, err, action)
		}
	}
}

// mailsQueued is an After: the outbox holds want mails, whatever their state.
func mailsQueued(want int) func(t *testing.T, a *adminEnv, _ string) {
	return func(t *testing.T, a *adminEnv, _ string) {
		t.Helper()
		if _, _, _, mails := a.stored(t); mails != want {
			t.Errorf("queued %d mails, want %d", mails, want)
		}
	}
}

// joined makes one table of several.
func joined(parts ...[]scenario) []scenario {
	var all []scenario
	for _, p := range parts {
		all = append(all, p...)
	}
	return all
}

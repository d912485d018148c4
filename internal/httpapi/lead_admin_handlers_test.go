package httpapi

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestLeadInboxHostileInput: broken and hostile calls to the lead inbox each get
// their status and a readable sentence, never a 500, and change nothing.
// Both engines: PostgreSQL refuses a NUL or broken UTF-8 that SQLite would take.
func TestLeadInboxHostileInput(t *testing.T) {
	adminEngines(t, testLeadInboxHostileInput)
}

func testLeadInboxHostileInput(t *testing.T, a *adminEnv) {
	sales := a.account(t, staff.Sales)
	editor := a.account(t, staff.Editor)
	disabled := a.account(t, staff.Sales)
	if _, err := a.staff.ChangeAccount(t.Context(), staff.CommandLine, staff.AccountChange{ID: disabled.ID, Version: disabled.Version, Disabled: ptr(true)}); err != nil {
		t.Fatal(err)
	}
	cookie := a.signIn(t, sales)
	one, other := a.lead(t, "Asha Rao", "9876543210"), a.lead(t, "Ravi", "9123456789")
	id, oid := strconv.FormatInt(one, 10), strconv.FormatInt(other, 10)
	lead := "/api/admin/leads/" + id
	cases := []struct {
		name, method, target, body string
		want                       int
	}{
		{"list: unknown status", "GET", "/api/admin/leads?status=archived", "", 400},
		{"list: status twice", "GET", "/api/admin/leads?status=new&status=won", "", 400},
		{"list: bad from date", "GET", "/api/admin/leads?from=2026-13-40", "", 400},
		{"list: date with time", "GET", "/api/admin/leads?to=2026-11-14T00:00:00Z", "", 400},
		{"list: year 0001", "GET", "/api/admin/leads?from=0001-01-01", "", 400},
		{"list: to before from", "GET", "/api/admin/leads?from=2026-11-14&to=2026-11-01", "", 400},
		{"list: assignee a word", "GET", "/api/admin/leads?assignee=me", "", 400},
		{"list: assignee negative", "GET", "/api/admin/leads?assignee=-3", "", 400},
		{"list: cursor garbage", "GET", "/api/admin/leads?after=%27%20OR%201=1--", "", 400},
		{"list: cursor of base64 nonsense", "GET", "/api/admin/leads?after=bm9wZQ", "", 400},
		{"list: cursor with negative id", "GET", "/api/admin/leads?after=MTAwLi01", "", 400},
		{"list: huge q", "GET", "/api/admin/leads?q=" + strings.Repeat("a", 5000), "", 400},
		{"list: limit 0", "GET", "/api/admin/leads?limit=0", "", 400},
		{"list: limit 100000", "GET", "/api/admin/leads?limit=100000", "", 400},
		{"list: SQL in q", "GET", "/api/admin/leads?q=%27%3B%20DROP%20TABLE%20leads%3B--", "", 200},
		{"export: unknown status", "GET", "/api/admin/leads/export.csv?status=x", "", 400},
		{"list: NUL in q", "GET", "/api/admin/leads?q=%00", "", 400},
		{"list: broken UTF-8 in q", "GET", "/api/admin/leads?q=asha%ff", "", 400},
		{"list: NUL in location", "GET", "/api/admin/leads?location=Pune%00", "", 400},
		{"list: broken UTF-8 in property type", "GET", "/api/admin/leads?propertyType=%c0%af", "", 400},
		{"list: surrogate in page", "GET", "/api/admin/leads?page=%ed%a0%80", "", 400},
		{"list: NUL in campaign", "GET", "/api/admin/leads?campaign=%00diwali", "", 400},
		{"list: tab in q", "GET", "/api/admin/leads?q=a%09b", "", 400},
		{"list: NUL in a parameter's name", "GET", "/api/admin/leads?q%00=x", "", 400},
		{"export: NUL in q", "GET", "/api/admin/leads/export.csv?q=%00", "", 400},
		{"export: broken UTF-8 in location", "GET", "/api/admin/leads/export.csv?location=%ff", "", 400},
		{"lead: id not a number", "GET", "/api/admin/leads/abc", "", 404},
		{"lead: id past int64", "GET", "/api/admin/leads/99999999999999999999", "", 404},
		{"lead: missing", "GET", "/api/admin/leads/424242", "", 404},
		{"change: version a string", "PATCH", lead, `{"version":"1","status":"contacted"}`, 400},
		{"change: status a number", "PATCH", lead, `{"version":1,"status":3}`, 400},
		{"change: unknown status", "PATCH", lead, `{"version":1,"status":"archived"}`, 400},
		{"change: status null", "PATCH", lead, `{"version":1,"status":null}`, 400},
		{"change: lost without reason", "PATCH", lead, `{"version":1,"status":"lost"}`, 400},
		{"change: lost reason too long", "PATCH", lead, `{"version":1,"status":"lost","lostReason":"` + strings.Repeat("r", 501) + `"}`, 400},
		{"change: reason without lost", "PATCH", lead, `{"version":1,"status":"won","lostReason":"price"}`, 400},
		{"change: bad follow-up", "PATCH", lead, `{"version":1,"followUpOn":"tomorrow"}`, 400},
		{"change: follow-up a number", "PATCH", lead, `{"version":1,"followUpOn":20261114}`, 400},
		{"change: editor as assignee", "PATCH", lead, `{"version":1,"assigneeId":` + strconv.FormatInt(editor.ID, 10) + `}`, 400},
		{"change: disabled assignee", "PATCH", lead, `{"version":1,"assigneeId":` + strconv.FormatInt(disabled.ID, 10) + `}`, 400},
		{"change: missing assignee", "PATCH", lead, `{"version":1,"assigneeId":424242}`, 400},
		{"change: assignee a string", "PATCH", lead, `{"version":1,"assigneeId":"1"}`, 400},
		{"change: nothing", "PATCH", lead, `{"version":1}`, 400},
		{"change: unknown field", "PATCH", lead, `{"version":1,"mobile":"1"}`, 400},
		{"change: stale version", "PATCH", lead, `{"version":7,"status":"contacted"}`, 409},
		{"change: no version", "PATCH", lead, `{"status":"contacted"}`, 400},
		{"change: merged-away lead", "PATCH", "/api/admin/leads/424242", `{"version":1,"status":"won"}`, 404},
		{"note: empty", "POST", lead + "/notes", `{"version":1,"text":"   "}`, 400},
		{"note: too long", "POST", lead + "/notes", `{"version":1,"text":"` + strings.Repeat("n", 2001) + `"}`, 400},
		{"note: control character", "POST", lead + "/notes", `{"version":1,"text":"hi\u0007"}`, 400},
		{"note: NUL", "POST", lead + "/notes", `{"version":1,"text":"hi\u0000"}`, 400},
		{"note: broken UTF-8", "POST", lead + "/notes", "{\"version\":1,\"text\":\"hi\xff\"}", 400},
		{"change: NUL in lost reason", "PATCH", lead, `{"version":1,"status":"lost","lostReason":"price\u0000"}`, 400},
		{"note: stale", "POST", lead + "/notes", `{"version":9,"text":"hi"}`, 409},
		{"merge: with itself", "POST", lead + "/merge", `{"version":1,"otherId":` + id + `,"otherVersion":1}`, 400},
		{"merge: missing other", "POST", lead + "/merge", `{"version":1,"otherId":424242,"otherVersion":1}`, 400},
		{"merge: stale other", "POST", lead + "/merge", `{"version":1,"otherId":` + oid + `,"otherVersion":3}`, 409},
		{"merge: other id a string", "POST", lead + "/merge", `{"version":1,"otherId":"` + oid + `","otherVersion":1}`, 400},
		{"call: no outcome", "POST", lead + "/calls", `{"version":1,"note":"hi"}`, 400},
		{"call: unknown outcome", "POST", lead + "/calls", `{"version":1,"outcome":"hung_up"}`, 400},
		{"call: outcome a label", "POST", lead + "/calls", `{"version":1,"outcome":"Answered"}`, 400},
		{"call: outcome a number", "POST", lead + "/calls", `{"version":1,"outcome":1}`, 400},
		{"call: outcome null", "POST", lead + "/calls", `{"version":1,"outcome":null}`, 400},
		{"call: note too long", "POST", lead + "/calls", `{"version":1,"outcome":"answered","note":"` + strings.Repeat("n", 2001) + `"}`, 400},
		{"call: NUL in note", "POST", lead + "/calls", `{"version":1,"outcome":"answered","note":"hi\u0000"}`, 400},
		{"call: bell in note", "POST", lead + "/calls", `{"version":1,"outcome":"answered","note":"hi\u0007"}`, 400},
		{"call: broken UTF-8 in note", "POST", lead + "/calls", "{\"version\":1,\"outcome\":\"answered\",\"note\":\"hi\xff\"}", 400},
		{"call: follow-up a word", "POST", lead + "/calls", `{"version":1,"outcome":"answered","followUpOn":"tomorrow"}`, 400},
		{"call: follow-up with a time", "POST", lead + "/calls", `{"version":1,"outcome":"answered","followUpOn":"2026-11-20T10:00:00Z"}`, 400},
		{"call: follow-up in the past", "POST", lead + "/calls", `{"version":1,"outcome":"answered","followUpOn":"2026-11-01"}`, 400},
		{"call: follow-up a number", "POST", lead + "/calls", `{"version":1,"outcome":"answered","followUpOn":20261120}`, 400},
		{"call: follow-up February 30", "POST", lead + "/calls", `{"version":1,"outcome":"answered","followUpOn":"2026-02-30"}`, 400},
		{"call: status smuggled in", "POST", lead + "/calls", `{"version":1,"outcome":"answered","status":"won"}`, 400},
		{"call: no version", "POST", lead + "/calls", `{"outcome":"answered"}`, 400},
		{"call: negative version", "POST", lead + "/calls", `{"version":-1,"outcome":"answered"}`, 400},
		{"call: stale", "POST", lead + "/calls", `{"version":4,"outcome":"answered"}`, 409},
		{"call: missing lead", "POST", "/api/admin/leads/424242/calls", `{"version":1,"outcome":"answered"}`, 404},
		{"call: array body", "POST", lead + "/calls", `[{"version":1,"outcome":"answered"}]`, 400},
		{"call: huge body", "POST", lead + "/calls", `{"version":1,"outcome":"answered","note":"` + strings.Repeat("n", 200_000) + `"}`, 413},
		{"call: GET", "GET", lead + "/calls", "", 405},
		{"lead: DELETE", "DELETE", lead, "", 405},
		{"export: POST", "POST", "/api/admin/leads/export.csv", "", 405},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := a.hostileCall(t, cookie, c.method, c.target, c.body, c.want, "")
			if c.want == 409 && m["error"] != fault.Message(fault.Stale("this lead")) {
				t.Errorf("stale answer %q", m["error"])
			}
		})
	}
	a.noErrorLogged(t)
	// Nothing above changed either lead.
	if v := a.leadVersion(t, one); v != 1 {
		t.Fatalf("lead version after the hostile table: %d", v)
	}
	if v := a.leadVersion(t, other); v != 1 {
		t.Fatalf("other lead's version after the hostile table: %d", v)
	}
}

// TestLeadInboxWork: a sales user finds a lead by its mobile in another format,
// works it, sees it duplicated, merges, and exports the filter as CSV.
func TestLeadInboxWork(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	sales, cookie := a.signedIn(t, staff.Sales)
	first := a.lead(t, "Asha Rao", "98765 43210")
	second := a.lead(t, "=HYPERLINK(\"x\")", "+91-9876543210")
	a.lead(t, "Ravi", "9123456789")

	res := a.as(t, cookie, "GET", "/api/admin/leads?q=09876543210", "", nil)
	body := decodeBody(t, res)
	leads, _ := body["leads"].([]any)
	if res.StatusCode != 200 || len(leads) != 2 || body["next"] != nil {
		t.Fatalf("search by mobile: %d %v", res.StatusCode, body)
	}
	top := leads[0].(map[string]any)
	if top["id"] != float64(second) || top["duplicateCount"] != float64(1) || top["assignee"] != nil || top["email"] != nil {
		t.Fatalf("first row %v", top)
	}
	counts := body["counts"].(map[string]any)
	if counts["new"] != float64(2) || counts["won"] != float64(0) {
		t.Fatalf("counts %v", counts)
	}

	res = a.as(t, cookie, "PATCH", "/api/admin/leads/"+strconv.FormatInt(first, 10),
		jsonOf(map[string]any{"version": 1, "status": "contacted", "assigneeId": sales.ID, "followUpOn": "2026-11-14"}), nil)
	if res.StatusCode != 200 {
		t.Fatalf("change: %d %s", res.StatusCode, bodyText(t, res))
	}
	changed := decodeBody(t, res)["lead"].(map[string]any)
	if changed["version"] != float64(2) || changed["status"] != "contacted" || changed["followUpOn"] != "2026-11-14" {
		t.Fatalf("changed %v", changed)
	}
	res = a.as(t, cookie, "GET", "/api/admin/leads/due", "", nil)
	if due := decodeBody(t, res)["leads"].([]any); len(due) != 1 {
		t.Fatalf("due %v", due)
	}
	// A call logged in one request: its line, the next follow-up, one version on.
	res = a.as(t, cookie, "POST", "/api/admin/leads/"+strconv.FormatInt(first, 10)+"/calls",
		jsonOf(map[string]any{"version": 2, "outcome": "call_back", "note": "Busy at work.", "followUpOn": "2026-11-15"}), nil)
	if res.StatusCode != 201 {
		t.Fatalf("call: %d %s", res.StatusCode, bodyText(t, res))
	}
	if called := decodeBody(t, res)["lead"].(map[string]any); called["version"] != float64(3) || called["followUpOn"] != "2026-11-15" || called["status"] != "contacted" {
		t.Fatalf("after the call %v", called)
	}
	res = a.as(t, cookie, "POST", "/api/admin/leads/"+strconv.FormatInt(first, 10)+"/merge",
		jsonOf(map[string]any{"version": 3, "otherId": second, "otherVersion": 1}), nil)
	if res.StatusCode != 200 {
		t.Fatalf("merge: %d %s", res.StatusCode, bodyText(t, res))
	}
	res = a.as(t, cookie, "GET", "/api/admin/leads/"+strconv.FormatInt(first, 10), "", nil)
	detail := decodeBody(t, res)
	events := detail["events"].([]any)
	if len(events) != 6 || events[0].(map[string]any)["kind"] != "created" || events[4].(map[string]any)["kind"] != "call" || events[5].(map[string]any)["kind"] != "merged" {
		t.Fatalf("events %v", events)
	}
	// The merged request stays readable: who, what, where, when and from where.
	if text := events[5].(map[string]any)["text"].(string); !strings.Contains(text, "=HYPERLINK(\"x\") (+91-9876543210) asked for a free estimate for a 2 BHK in Pune, received 14 Nov 2026") {
		t.Fatalf("merge line %q", text)
	}
	if ids := detail["lead"].(map[string]any)["mergedIds"].([]any); len(ids) != 1 || ids[0] != float64(second) {
		t.Fatalf("mergedIds %v", ids)
	}

	res = a.as(t, cookie, "GET", "/api/admin/leads/export.csv?status=new", "", nil)
	csv := bodyText(t, res)
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/csv") ||
		res.Header.Get("Content-Disposition") != `attachment; filename="leads-2026-11-14.csv"` {
		t.Fatalf("export: %d %v", res.StatusCode, res.Header)
	}
	lines := strings.Split(strings.TrimSuffix(csv, "\r\n"), "\r\n")
	if len(lines) != 2 || !strings.Contains(lines[1], "Ravi") || strings.Contains(csv, "HYPERLINK") && !strings.Contains(csv, "'=HYPERLINK") {
		t.Fatalf("export rows:\n%s", csv)
	}
	audit, err := a.staff.AuditLog(t.Context(), staff.AuditQuery{Limit: 10})
	if err != nil || audit[0].Action != "exported leads" || audit[1].Action != "merged leads" || audit[2].Action != "logged a call to lead" || audit[3].Action != "changed lead" {
		t.Fatalf("audit %+v %v", audit, err)
	}
	if res := a.as(t, a.signIn(t, a.account(t, staff.Editor)), "GET", "/api/admin/leads", "", nil); res.StatusCode != http.StatusForbidden {
		t.Fatalf("editor: %d", res.StatusCode)
	}
}

func ptr[T any](v T) *T { return &v }

// storedLead is a Before that stores a lead of Asha Rao and aims the call at it (scenario.at).
func storedLead(t *testing.T, a *adminEnv, sc *scenario) { sc.at(a.lead(t, "Asha Rao", "9876543210")) }

// leadNow reads the lead back as the store holds it.
func leadNow(t *testing.T, a *adminEnv, id int64) *lead.Lead {
	t.Helper()
	l, err := a.store.InboxLead(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestLeadAdminScenarios: sales and owners work the inbox; editors and strangers
// are refused, and every edit is read back from the store.
func TestLeadAdminScenarios(t *testing.T) {
	t.Parallel()
	run(t, joined(
		guarded("GET", "/api/admin/leads", "", staff.Sales, staff.Editor),
		guarded("GET", "/api/admin/leads/export.csv", "", staff.Owner, staff.Editor),
		guarded("GET", "/api/admin/leads/due", "", staff.Sales, staff.Editor),
		guarded("GET", "/api/admin/leads/1", "", staff.Sales, staff.Editor),
		guarded("PATCH", "/api/admin/leads/1", `{"version":1,"status":"contacted"}`, staff.Sales, staff.Editor),
		guarded("POST", "/api/admin/leads/1/notes", `{"version":1,"text":"Called."}`, staff.Sales, staff.Editor),
		guarded("POST", "/api/admin/leads/1/merge", `{"version":1,"otherId":2,"otherVersion":1}`, staff.Owner, staff.Editor),
		badBodies("PATCH", "/api/admin/leads/1", staff.Sales),
		badBodies("POST", "/api/admin/leads/1/notes", staff.Sales),
		guarded("POST", "/api/admin/leads/1/whatsapp", `{}`, staff.Sales, staff.Editor),
		badBodies("POST", "/api/admin/leads/1/whatsapp", staff.Sales),
		[]scenario{
			{Name: "opening WhatsApp is a line on the lead at its current version", Method: "POST", URL: "/api/admin/leads/{id}/whatsapp", Body: `{}`, Role: staff.Sales, Before: storedLead,
				ExpectedStatus: http.StatusCreated, ExpectedContent: []string{`"version":2`},
				After: func(t *testing.T, a *adminEnv, _ string) {
					events, err := a.store.LeadEvents(t.Context(), firstRow)
					if err != nil || len(events) != 1 || events[0].Kind != lead.EventWhatsapp || events[0].Actor == nil {
						t.Errorf("timeline = %+v, %v", events, err)
					}
				}},
			{Name: "WhatsApp: a field it does not take", Method: "POST", URL: "/api/admin/leads/{id}/whatsapp", Body: `{"version":1}`, Role: staff.Sales, Before: storedLead,
				ExpectedStatus: http.StatusBadRequest, NotExpectedContent: []string{"json:"}},
			{Name: "WhatsApp: no such lead", Method: "POST", URL: "/api/admin/leads/424242/whatsapp", Body: `{}`, Role: staff.Sales,
				ExpectedStatus: http.StatusNotFound, NotExpectedContent: []string{"sql"}},
			{Name: "the inbox lists the lead", Method: "GET", URL: "/api/admin/leads", Role: staff.Sales, Before: storedLead,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"name":"Asha Rao"`, `"counts":`}},
			{Name: "a filter given twice", Method: "GET", URL: "/api/admin/leads?status=new&status=won", Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{`Please give the filter \"status\" once.`}},
			{Name: "the lead's page", Method: "GET", URL: "/api/admin/leads/{id}", Role: staff.Owner, Before: storedLead,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"name":"Asha Rao"`, `"kind":"created"`}},
			{Name: "a bad id", Method: "GET", URL: "/api/admin/leads/x", Role: staff.Sales,
				ExpectedStatus: http.StatusNotFound, ExpectedContent: []string{badID}},
			{Name: "a lead that is not there", Method: "GET", URL: "/api/admin/leads/424242", Role: staff.Sales,
				ExpectedStatus: http.StatusNotFound, NotExpectedContent: []string{"sql"}},
			{Name: "the status changes", Method: "PATCH", URL: "/api/admin/leads/{id}", Body: `{"version":1,"status":"contacted"}`, Role: staff.Sales, Before: storedLead,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"status":"contacted"`, `"version":2`},
				After: func(t *testing.T, a *adminEnv, _ string) {
					if l := leadNow(t, a, firstRow); l.Status != "contacted" || l.Version != 2 {
						t.Errorf("stored lead = %s v%d, want contacted v2", l.Status, l.Version)
					}
				}},
			{Name: "a stale version changes nothing", Method: "PATCH", URL: "/api/admin/leads/{id}", Body: `{"version":7,"status":"won"}`, Role: staff.Sales, Before: storedLead,
				ExpectedStatus: http.StatusConflict, ExpectedContent: []string{"Reload"},
				After: func(t *testing.T, a *adminEnv, _ string) {
					if l := leadNow(t, a, firstRow); l.Status != lead.StatusNew || l.Version != 1 {
						t.Errorf("stored lead = %s v%d, want new v1", l.Status, l.Version)
					}
				}},
			{Name: "a note is added to the timeline", Method: "POST", URL: "/api/admin/leads/{id}/notes", Body: `{"version":1,"text":"Called, visit on Monday."}`, Role: staff.Sales, Before: storedLead,
				ExpectedStatus: http.StatusCreated, ExpectedContent: []string{`"lead":`},
				After: func(t *testing.T, a *adminEnv, _ string) {
					events, err := a.store.LeadEvents(t.Context(), firstRow)
					if err != nil || len(events) != 1 || events[0].Kind != "note" || events[0].Text != "Called, visit on Monday." {
						t.Errorf("timeline = %+v, %v", events, err)
					}
				}},
			{Name: "the export holds the lead", Method: "GET", URL: "/api/admin/leads/export.csv", Role: staff.Owner, Before: storedLead,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{"Asha Rao"}, After: audited("exported leads")},
			{Name: "nothing due", Method: "GET", URL: "/api/admin/leads/due", Role: staff.Sales, Before: storedLead,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`{"leads":[]}`}},
		}))
}

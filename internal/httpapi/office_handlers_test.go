package httpapi

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestMessagesWorkflow: the list is newest first and paged, marking handled is
// versioned and audited, and the CSV holds the filter's rows, formulas defused.
func TestMessagesWorkflow(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	sales, cookie := a.signedIn(t, staff.Sales)
	first := a.addMessage(t, "Ravi", "ravi@example.com", "=HYPERLINK(\"http://evil.example\")")
	second := a.addMessage(t, "Meera", "meera@example.com", "Please call, evenings")

	res := a.as(t, cookie, "GET", "/api/admin/messages?limit=1", "", nil)
	page := decodeBody(t, res)
	msgs, _ := page["messages"].([]any)
	if res.StatusCode != 200 || len(msgs) != 1 || msgs[0].(map[string]any)["firstName"] != "Meera" || page["next"] == nil {
		t.Fatalf("first page: %d %v", res.StatusCode, page)
	}
	res = a.as(t, cookie, "GET", "/api/admin/messages?limit=1&after="+page["next"].(string), "", nil)
	page = decodeBody(t, res)
	if msgs, _ = page["messages"].([]any); len(msgs) != 1 || msgs[0].(map[string]any)["firstName"] != "Ravi" {
		t.Fatalf("second page: %v", page)
	}

	res = a.as(t, cookie, "PATCH", "/api/admin/messages/"+strconv.FormatInt(second, 10), `{"version":1,"handled":true}`, nil)
	body := decodeBody(t, res)
	m, _ := body["message"].(map[string]any)
	by, _ := m["handledBy"].(map[string]any)
	if res.StatusCode != 200 || m["handledAt"] == nil || by["name"] != sales.Name || m["version"] != float64(2) {
		t.Fatalf("mark handled: %d %v", res.StatusCode, body)
	}
	res = a.as(t, cookie, "PATCH", "/api/admin/messages/"+strconv.FormatInt(second, 10), `{"version":1,"handled":false}`, nil)
	if body = decodeBody(t, res); res.StatusCode != 409 || body["error"] != fault.Message(fault.Stale("this message")) {
		t.Fatalf("stale: %d %v", res.StatusCode, body)
	}
	events, err := a.staff.AuditLog(context.Background(), staff.AuditQuery{})
	if err != nil || events[0].Action != "marked contact message handled" || events[0].ActorEmail != sales.Email {
		t.Fatalf("audit: %+v %v", events, err)
	}

	res = a.as(t, cookie, "GET", "/api/admin/messages/export.csv?handled=false", "", nil)
	csv := bodyText(t, res)
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/csv") ||
		!strings.Contains(res.Header.Get("Content-Disposition"), `filename="messages-`) {
		t.Fatalf("export: %d %v", res.StatusCode, res.Header)
	}
	if strings.Contains(csv, "Meera") || !strings.Contains(csv, `"'=HYPERLINK(""http://evil.example"")"`) || !strings.HasPrefix(csv, "\uFEFFid,firstName") {
		t.Fatalf("export of the open messages:\n%s", csv)
	}
	_ = first
}

// TestSubscribersSearchAndExport: search by e-mail, and the CSV has the subscriber.
func TestSubscribersSearchAndExport(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Sales))
	a.addSubscriber(t, "meera@example.com")
	a.addSubscriber(t, "arjun@example.in")
	res := a.as(t, cookie, "GET", "/api/admin/subscribers?q=EXAMPLE.IN", "", nil)
	body := decodeBody(t, res)
	subs, _ := body["subscribers"].([]any)
	if res.StatusCode != 200 || len(subs) != 1 || subs[0].(map[string]any)["email"] != "arjun@example.in" || body["next"] != nil {
		t.Fatalf("search: %d %v", res.StatusCode, body)
	}
	res = a.as(t, cookie, "GET", "/api/admin/subscribers/export.csv", "", nil)
	if csv := bodyText(t, res); res.StatusCode != 200 || !strings.Contains(csv, "meera@example.com") || !strings.Contains(csv, "arjun@example.in") {
		t.Fatalf("export: %d\n%s", res.StatusCode, csv)
	}
}

// TestOfficeScenarios: sales and owners work messages and subscribers; editors
// and strangers are refused; each change is read back from the audit log.
func TestOfficeScenarios(t *testing.T) {
	t.Parallel()
	message := func(t *testing.T, a *adminEnv, sc *scenario) {
		sc.at(a.addMessage(t, "Ravi", "ravi@example.com", "Please call about my kitchen."))
	}
	subscriber := func(t *testing.T, a *adminEnv, sc *scenario) { sc.at(a.addSubscriber(t, "meera@example.com")) }
	handled := `{"version":1,"handled":true}`
	run(t, joined(
		guarded("GET", "/api/admin/messages", "", staff.Sales, staff.Editor),
		guarded("GET", "/api/admin/messages/export.csv", "", staff.Sales, staff.Editor),
		guarded("PATCH", "/api/admin/messages/1", handled, staff.Sales, staff.Editor),
		guarded("GET", "/api/admin/subscribers", "", staff.Owner, staff.Editor),
		guarded("GET", "/api/admin/subscribers/export.csv", "", staff.Sales, staff.Editor),
		guarded("PATCH", "/api/admin/subscribers/1", handled, staff.Sales, staff.Editor),
		badBodies("PATCH", "/api/admin/messages/1", staff.Sales),
		badBodies("PATCH", "/api/admin/subscribers/1", staff.Sales),
		[]scenario{
			{Name: "a bad id", Method: "PATCH", URL: "/api/admin/messages/x", Body: handled, Role: staff.Sales,
				ExpectedStatus: 404, ExpectedContent: []string{badID}},
			{Name: "the messages", Method: "GET", URL: "/api/admin/messages", Role: staff.Sales, Before: message,
				ExpectedStatus: 200, ExpectedContent: []string{`"firstName":"Ravi"`, "Please call about my kitchen."}},
			{Name: "a message marked handled", Method: "PATCH", URL: "/api/admin/messages/{id}", Body: handled, Role: staff.Sales, Before: message,
				ExpectedStatus: 200, ExpectedContent: []string{`"version":2`, `"handledBy":`}, After: audited("marked contact message handled")},
			{Name: "a stale mark changes nothing", Method: "PATCH", URL: "/api/admin/messages/{id}", Body: `{"version":4,"handled":true}`, Role: staff.Sales, Before: message,
				ExpectedStatus: 409, ExpectedContent: []string{fault.Message(fault.Stale("this message"))}, After: audited("signed in")},
			{Name: "the messages as CSV", Method: "GET", URL: "/api/admin/messages/export.csv", Role: staff.Owner, Before: message,
				ExpectedStatus: 200, ExpectedContent: []string{"ravi@example.com"}, After: audited("exported contact messages")},
			{Name: "the subscribers", Method: "GET", URL: "/api/admin/subscribers", Role: staff.Sales, Before: subscriber,
				ExpectedStatus: 200, ExpectedContent: []string{`"email":"meera@example.com"`}},
			{Name: "a subscriber marked handled", Method: "PATCH", URL: "/api/admin/subscribers/{id}", Body: handled, Role: staff.Owner, Before: subscriber,
				ExpectedStatus: 200, ExpectedContent: []string{`"version":2`}, After: audited("marked subscriber handled")},
		}))
}

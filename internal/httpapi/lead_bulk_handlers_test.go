package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestLeadBulkAndViewsRoutes: who may call the bulk, view and import routes, and what hostile bodies get.
func TestLeadBulkAndViewsRoutes(t *testing.T) {
	t.Parallel()
	bulk := `{"leads":[{"id":1,"version":1}],"status":"contacted"}`
	csvHeaders := map[string]string{"Content-Type": "text/csv"}
	var otherID int64 // the person whose view a DELETE must leave alone
	run(t, joined(
		guarded("POST", "/api/admin/leads/bulk", bulk, staff.Sales, staff.Editor),
		guarded("GET", "/api/admin/lead-views", "", staff.Sales, staff.Editor),
		guarded("POST", "/api/admin/lead-views", `{"name":"Mine","query":"status=new"}`, staff.Sales, staff.Editor),
		guarded("DELETE", "/api/admin/lead-views/1", "", staff.Sales, staff.Editor),
		guarded("GET", "/api/admin/lead-imports", "", staff.Owner, staff.Sales),
		guarded("POST", "/api/admin/lead-imports/1/undo", "", staff.Owner, staff.Sales),
		badBodies("POST", "/api/admin/lead-views", staff.Sales),
		[]scenario{
			{Name: "bulk: malformed JSON", Method: "POST", URL: "/api/admin/leads/bulk", Body: malformedBody, Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{notJSON}},
			{Name: "bulk: body over 64 KiB", Method: "POST", URL: "/api/admin/leads/bulk", Body: oversize(maxBulkBody), Role: staff.Sales,
				ExpectedStatus: http.StatusRequestEntityTooLarge},
			{Name: "bulk: no leads", Method: "POST", URL: "/api/admin/leads/bulk", Body: `{"leads":[],"status":"contacted"}`, Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"Please choose at least one lead."}},
			{Name: "bulk: 501 leads", Method: "POST", URL: "/api/admin/leads/bulk", Body: bulkOf(501, 1, `"status":"contacted"`), Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"at most 500 leads"}},
			{Name: "bulk: a lead twice", Method: "POST", URL: "/api/admin/leads/bulk", Body: `{"leads":[{"id":1,"version":1},{"id":1,"version":1}],"status":"won"}`, Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"Please name each lead once"}},
			{Name: "bulk: no version", Method: "POST", URL: "/api/admin/leads/bulk", Body: `{"leads":[{"id":1}],"status":"won"}`, Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{versionRequired}},
			{Name: "bulk: unknown status", Method: "POST", URL: "/api/admin/leads/bulk", Body: `{"leads":[{"id":1,"version":1}],"status":"archived"}`, Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"Please choose one of the statuses."}},
			{Name: "bulk: nothing to change", Method: "POST", URL: "/api/admin/leads/bulk", Body: `{"leads":[{"id":1,"version":1}]}`, Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"There is nothing to change."}},
			{Name: "bulk: unknown person", Method: "POST", URL: "/api/admin/leads/bulk", Body: `{"leads":[{"id":1,"version":1}],"assigneeId":4242}`, Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"This person cannot take leads."}},
			{Name: "bulk: a missing lead is reported, not fatal", Method: "POST", URL: "/api/admin/leads/bulk", Body: `{"leads":[{"id":4242,"version":1}],"status":"won"}`, Role: staff.Sales,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"failed":[{"id":4242,"reason":"Lead #4242 was not changed: there is no such lead.`}},
			{Name: "export: selected ids", Method: "GET", URL: "/api/admin/leads/export.csv?ids=1,2", Role: staff.Sales, ExpectedStatus: http.StatusOK},
			{Name: "export: ids garbage", Method: "GET", URL: "/api/admin/leads/export.csv?ids=1,x", Role: staff.Sales, ExpectedStatus: http.StatusBadRequest},
			{Name: "export: 501 ids", Method: "GET", URL: "/api/admin/leads/export.csv?ids=" + strings.Repeat("1,", 500) + "1", Role: staff.Sales, ExpectedStatus: http.StatusBadRequest},
			{Name: "view: unknown filter", Method: "POST", URL: "/api/admin/lead-views", Body: `{"name":"x","query":"evil=1"}`, Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"These filters cannot be saved"}},
			{Name: "view: no name", Method: "POST", URL: "/api/admin/lead-views", Body: `{"name":"  ","query":"status=new"}`, Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"Please give the view a name."}},
			{Name: "view: bad status", Method: "POST", URL: "/api/admin/lead-views", Body: `{"name":"x","query":"status=zzz"}`, Role: staff.Sales,
				ExpectedStatus: http.StatusBadRequest},
			{Name: "view: someone else's is left alone", Method: "DELETE", URL: "/api/admin/lead-views/{id}", Role: staff.Sales,
				Before: func(t *testing.T, a *adminEnv, sc *scenario) {
					other := a.account(t, staff.Sales)
					otherID = other.ID
					v, err := lead.NewService(a.store, nil).SaveView(t.Context(), other, "Theirs", "status=new")
					if err != nil {
						t.Fatal(err)
					}
					sc.at(v.ID)
				},
				ExpectedStatus: http.StatusNoContent,
				After: func(t *testing.T, a *adminEnv, _ string) {
					if list, err := a.store.LeadViews(t.Context(), otherID); err != nil || len(list) != 1 {
						t.Errorf("the other person's views = %+v, %v", list, err)
					}
				}},
			{Name: "import: sales may not", Method: "POST", URL: "/api/admin/lead-imports", Body: "name,mobile\nA,9876543210\n", Role: staff.Sales, Headers: csvHeaders,
				ExpectedStatus: http.StatusForbidden},
			{Name: "import: JSON is not a CSV", Method: "POST", URL: "/api/admin/lead-imports", Body: `{"a":1}`, Role: staff.Owner,
				ExpectedStatus: http.StatusUnsupportedMediaType, ExpectedContent: []string{"Please send a CSV file"}},
			{Name: "import: UTF-16", Method: "POST", URL: "/api/admin/lead-imports", Body: "\xff\xfen\x00a\x00", Role: staff.Owner, Headers: csvHeaders,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"not UTF-8"}},
			{Name: "import: Latin-1", Method: "POST", URL: "/api/admin/lead-imports", Body: "name,mobile\nJos\xe9,9876543210\n", Role: staff.Owner, Headers: csvHeaders,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"not UTF-8"}},
			{Name: "import: empty", Method: "POST", URL: "/api/admin/lead-imports", Body: " ", Role: staff.Owner, Headers: csvHeaders,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"The file is empty."}},
			{Name: "import: over 4 MB", Method: "POST", URL: "/api/admin/lead-imports", Body: strings.Repeat("x", 4<<20+1), Role: staff.Owner, Headers: csvHeaders,
				ExpectedStatus: http.StatusRequestEntityTooLarge, ExpectedContent: []string{"larger than 4 MB"}},
			{Name: "import: column out of range", Method: "POST", URL: "/api/admin/lead-imports?commit=1&name=0&mobile=9", Body: "name,mobile\nA,9876543210\n", Role: staff.Owner, Headers: csvHeaders,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"Some columns are not mapped right."}},
			{Name: "import: column a word", Method: "POST", URL: "/api/admin/lead-imports?name=x", Body: "name,mobile\nA,9876543210\n", Role: staff.Owner, Headers: csvHeaders,
				ExpectedStatus: http.StatusBadRequest},
			{Name: "import: other origin", Method: "POST", URL: "/api/admin/lead-imports", Body: "name,mobile\nA,9876543210\n", Role: staff.Owner, Headers: csvHeaders, Origin: foreignOrigin,
				ExpectedStatus: http.StatusForbidden},
			{Name: "import: preview stores nothing", Method: "POST", URL: "/api/admin/lead-imports", Body: "\xef\xbb\xbfName;Mobile;BHK\nAsha;098765 43210;2bhk\n", Role: staff.Owner, Headers: csvHeaders,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"id":0`, `"created":1`, `"mapping":{"mobile":1,"name":0,"propertyType":2}`},
				After: func(t *testing.T, a *adminEnv, _ string) {
					if leads, _, _, _ := a.stored(t); leads != 0 {
						t.Errorf("a preview stored %d leads", leads)
					}
				}},
			{Name: "undo: no such import", Method: "POST", URL: "/api/admin/lead-imports/4242/undo", Role: staff.Owner,
				ExpectedStatus: http.StatusNotFound, ExpectedContent: []string{"There is no such import."}},
		},
	))
}

func bulkOf(n int, version int64, change string) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = fmt.Sprintf(`{"id":%d,"version":%d}`, i+1, version)
	}
	return `{"leads":[` + strings.Join(parts, ",") + `],` + change + `}`
}

// TestLeadBulkAssignTwenty: a bulk assign of 20 leads gives each its own timeline line and audit entry;
// a lead changed meanwhile is reported in a sentence and left alone. Both engines.
func TestLeadBulkAssignTwenty(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		sales, cookie := a.signedIn(t, staff.Sales)
		var ids []int64
		for i := range 21 {
			ids = append(ids, a.lead(t, "Lead "+strconv.Itoa(i), fmt.Sprintf("98765%05d", i)))
		}
		before := a.auditCount(t)
		var parts []string
		for i, id := range ids {
			v := int64(1)
			if i == 20 {
				v = 7 // seen at a version that is not the lead's
			}
			parts = append(parts, fmt.Sprintf(`{"id":%d,"version":%d}`, id, v))
		}
		body := `{"leads":[` + strings.Join(parts, ",") + `],"assigneeId":` + strconv.FormatInt(sales.ID, 10) + `}`
		res := a.as(t, cookie, "POST", "/api/admin/leads/bulk", body, nil)
		text := bodyText(t, res)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("bulk = %d: %s", res.StatusCode, text)
		}
		var out struct {
			Changed []struct{ ID int64 }
			Failed  []struct {
				ID     int64
				Reason string
			}
		}
		if err := json.Unmarshal([]byte(text), &out); err != nil {
			t.Fatal(err)
		}
		if len(out.Changed) != 20 || len(out.Failed) != 1 || out.Failed[0].ID != ids[20] || !strings.Contains(out.Failed[0].Reason, "was not changed") {
			t.Fatalf("changed %d, failed %+v", len(out.Changed), out.Failed)
		}
		for _, id := range ids[:20] {
			events, err := a.store.LeadEvents(t.Context(), id)
			if err != nil || len(events) != 1 || events[0].Kind != "assigned" {
				t.Errorf("lead %d timeline = %+v, %v", id, events, err)
			}
		}
		if n := a.auditCount(t) - before; n != 20 {
			t.Errorf("%d audit entries, want 20", n)
		}
	})
}

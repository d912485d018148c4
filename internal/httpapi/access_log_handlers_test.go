package httpapi

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestAccessLogRecordsWhoLookedAtWhom: a sales person's opening of a lead, search and export are on record
// (ids, never the words searched), and the owner finds them by staff member and by the person's mobile,
// e-mail or id; a person with nothing recorded finds nothing.
func TestAccessLogRecordsWhoLookedAtWhom(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	owner, sales := a.account(t, staff.Owner), a.account(t, staff.Sales)
	asha := a.lead(t, "Asha Rao", "+91 98765 43210")
	other := a.lead(t, "Ravi Kumar", "9123456780")
	cookie := a.signIn(t, sales)
	// The list polls every 5 s and the lead page reloads after an edit: the same look again is one entry.
	for _, path := range []string{"/api/admin/leads/" + strconv.FormatInt(asha, 10), "/api/admin/leads?q=Asha", "/api/admin/leads?q=Asha",
		"/api/admin/leads/" + strconv.FormatInt(asha, 10), "/api/admin/leads/export.csv?status=new", "/api/admin/leads"} {
		if res := a.as(t, cookie, "GET", path, "", nil); res.StatusCode != 200 {
			t.Fatalf("%s: %d %s", path, res.StatusCode, bodyText(t, res))
		}
	}
	ownerCookie := a.signIn(t, owner)
	read := func(query string) accessPage {
		t.Helper()
		res := a.as(t, ownerCookie, "GET", "/api/admin/access-log"+query, "", nil)
		if res.StatusCode != 200 {
			t.Fatalf("access log %s: %d %s", query, res.StatusCode, bodyText(t, res))
		}
		var p accessPage
		decodeInto(t, res, &p)
		return p
	}
	bySales := read("?staff=" + strconv.FormatInt(sales.ID, 10))
	var actions []string
	for _, e := range bySales.Entries {
		actions = append(actions, e.Action)
		if e.Actor != sales.Email || strings.Contains(e.Shape, "Asha") {
			t.Errorf("entry %+v: the actor is the sales person and the shape holds no words searched", e)
		}
	}
	if strings.Join(actions, "|") != "exported leads (CSV)|searched leads|opened a lead" { // paging the inbox is not a search
		t.Fatalf("actions = %q", actions)
	}
	if e := bySales.Entries[1]; e.Shape != "q: 4 characters" || len(e.Records) != 1 || e.Records[0] != "L"+strconv.FormatInt(asha, 10) {
		t.Fatalf("search entry = %+v", e)
	}
	if len(bySales.Staff) < 2 {
		t.Fatalf("staff to filter by: %+v", bySales.Staff)
	}
	for _, person := range []string{"98765%2043210", "L" + strconv.FormatInt(asha, 10)} {
		if p := read("?person=" + person); len(p.Entries) != 3 {
			t.Fatalf("person %s: %d entries, want the opening, the search and the export", person, len(p.Entries))
		}
	}
	if p := read("?person=L" + strconv.FormatInt(other, 10)); len(p.Entries) != 1 || p.Entries[0].Action != "exported leads (CSV)" {
		t.Fatalf("the other lead: %+v", p.Entries)
	}
	if p := read("?person=nobody%40example.com"); len(p.Entries) != 0 {
		t.Fatalf("an e-mail with no records: %+v", p.Entries)
	}
	if p := read("?staff=" + strconv.FormatInt(owner.ID, 10)); len(p.Entries) != 0 {
		t.Fatalf("reading the log is not itself a look at anyone: %+v", p.Entries)
	}
	a.clock.Advance(accesslog.RepeatWindow + time.Second) // later, the same opening is a new look
	if res := a.as(t, cookie, "GET", "/api/admin/leads/"+strconv.FormatInt(asha, 10), "", nil); res.StatusCode != 200 {
		t.Fatalf("open again: %d", res.StatusCode)
	}
	if p := read("?person=L" + strconv.FormatInt(asha, 10)); len(p.Entries) != 4 || p.Entries[0].Action != "opened a lead" {
		t.Fatalf("after the repeat window: %+v", p.Entries)
	}
}

package httpapi

import (
	"strconv"
	"testing"

	"github.com/nivaas-interiors/site/internal/staff"
)

// TestLeadListOffersTheWholeTeam: the list's first page names everyone a lead may go to (issue 41, item 2),
// whoever the loaded leads name, so Meena's leads can move to Rahul from her own filtered view; a disabled
// account and an editor are not offered, and a later page does not send the team again.
func TestLeadListOffersTheWholeTeam(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	meena, cookie := a.signedIn(t, staff.Sales)
	rahul := a.account(t, staff.Sales)
	owner := a.account(t, staff.Owner)
	editor := a.account(t, staff.Editor)
	gone := a.account(t, staff.Sales)
	if _, err := a.staff.ChangeAccount(t.Context(), staff.CommandLine, staff.AccountChange{ID: gone.ID, Version: gone.Version, Disabled: ptr(true)}); err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		id := a.lead(t, "Family "+strconv.Itoa(i), "98765 4321"+strconv.Itoa(i))
		res := a.as(t, cookie, "PATCH", "/api/admin/leads/"+strconv.FormatInt(id, 10), jsonOf(map[string]any{"version": 1, "assigneeId": meena.ID}), nil)
		if res.StatusCode != 200 {
			t.Fatalf("assign: %d %s", res.StatusCode, bodyText(t, res))
		}
	}

	res := a.as(t, cookie, "GET", "/api/admin/leads?limit=2&assignee="+strconv.FormatInt(meena.ID, 10), "", nil)
	body := decodeBody(t, res)
	if res.StatusCode != 200 || len(body["leads"].([]any)) != 2 {
		t.Fatalf("Meena's view: %d %v", res.StatusCode, body)
	}
	offered := map[float64]bool{}
	for _, p := range body["staff"].([]any) {
		offered[p.(map[string]any)["id"].(float64)] = true
	}
	for _, who := range []*staff.Account{meena, rahul, owner} {
		if !offered[float64(who.ID)] {
			t.Errorf("%s (%s) is not offered: %v", who.Name, who.Role, body["staff"])
		}
	}
	for _, who := range []*staff.Account{editor, gone} {
		if offered[float64(who.ID)] {
			t.Errorf("%s is offered though they cannot take leads: %v", who.Name, body["staff"])
		}
	}

	res = a.as(t, cookie, "GET", "/api/admin/leads?limit=2&assignee="+strconv.FormatInt(meena.ID, 10)+"&after="+body["next"].(string), "", nil)
	if more := decodeBody(t, res); res.StatusCode != 200 || len(more["leads"].([]any)) != 1 || more["staff"] != nil {
		t.Fatalf("the next page: %d %v", res.StatusCode, more)
	}
}

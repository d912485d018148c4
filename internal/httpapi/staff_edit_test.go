package httpapi

import (
	"strconv"
	"testing"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestStaffEditsSpeakOneWay: an edit that names no version and a path whose id
// names nothing get the same sentence on every back-office area (leads, messages,
// designs, webhook, outbox, accounts), not one per handler; so does a stale version.
func TestStaffEditsSpeakOneWay(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Owner))
	msg := a.addMessage(t, "Ravi", "ravi@example.com", "Hello")
	lead := a.lead(t, "Asha", "9876543210")
	noVersion := []struct{ method, target, body string }{
		{"PATCH", "/api/admin/messages/" + strconv.FormatInt(msg, 10), `{"handled":true}`},
		{"PATCH", "/api/admin/leads/" + strconv.FormatInt(lead, 10), `{"status":"contacted"}`},
		{"PUT", "/api/admin/settings/webhook", `{"url":"","enabled":false}`},
		{"DELETE", "/api/admin/designs/1", ""},
	}
	for _, c := range noVersion {
		res := a.as(t, cookie, c.method, c.target, c.body, nil)
		if b := decodeBody(t, res); res.StatusCode != 400 || b["error"] != contract.C.Messages.VersionRequired {
			t.Errorf("%s %s without a version = %d %v; want 400 %q", c.method, c.target, res.StatusCode, b, contract.C.Messages.VersionRequired)
		}
	}
	// A stale version: the one stale-edit sentence, naming the thing.
	other := a.account(t, staff.Sales)
	for _, c := range []struct{ target, body, this string }{
		{"/api/admin/accounts/" + strconv.FormatInt(other.ID, 10), `{"version":99,"name":"Someone"}`, "this account"},
		{"/api/admin/messages/" + strconv.FormatInt(msg, 10), `{"version":99,"handled":true}`, "this message"},
	} {
		res := a.as(t, cookie, "PATCH", c.target, c.body, nil)
		want := fault.Message(fault.Stale(c.this))
		if b := decodeBody(t, res); res.StatusCode != 409 || b["error"] != want {
			t.Errorf("PATCH %s at a stale version = %d %v; want 409 %q", c.target, res.StatusCode, b, want)
		}
	}
	for _, target := range []string{"/api/admin/messages/x", "/api/admin/leads/0", "/api/admin/designs/-1", "/api/admin/accounts/x", "/api/admin/mail/x/retry"} {
		method := "PATCH"
		if target == "/api/admin/mail/x/retry" {
			method = "POST"
		}
		res := a.as(t, cookie, method, target, `{"version":1}`, nil)
		if b := decodeBody(t, res); res.StatusCode != 404 || b["error"] != contract.C.Messages.NoSuchItem {
			t.Errorf("%s %s = %d %v; want 404 %q", method, target, res.StatusCode, b, contract.C.Messages.NoSuchItem)
		}
	}
}

package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/inbound"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
)

// inboundRouteFixtures gives the route-table walk a delivery the owner can send round again.
func inboundRouteFixtures(t *testing.T, a *adminEnv) routeRows {
	d := storetest.Delivery(t, a.store, inbound.SourceWhatsApp, "fixture-"+strconv.FormatInt(a.seq.Add(1), 10), []byte(`{}`), a.clock.Now())
	return routeRows{ids: map[string]int64{"POST /api/admin/inbound/{id}/retry": d.ID}}
}

// failDelivery stores a delivery of source and lets a worker fail it for good with why.
func failDelivery(t *testing.T, a *adminEnv, source, id, why string) int64 {
	t.Helper()
	ctx := context.Background()
	d := storetest.Delivery(t, a.store, source, id, []byte(`{"from":"919876543210"}`), a.clock.Now())
	if _, err := a.store.ClaimDeliveries(ctx, "w", []string{source}, a.clock.Now(), time.Minute, 10); err != nil {
		t.Fatal(err)
	}
	if err := a.store.FailDelivery(ctx, d.ID, "w", why); err != nil {
		t.Fatal(err)
	}
	return d.ID
}

// TestSystemPageShowsWebhookDeliveries: owners see the deliveries waiting and failed per platform,
// a sentence for the failed ones, the list of problems (never a body), and "Try again" sends one
// round again, audited; a delivery in nobody's way to retry is refused with a sentence.
func TestSystemPageShowsWebhookDeliveries(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		failed := failDelivery(t, a, inbound.SourceWhatsApp, "a", "permanent: not a WhatsApp change")
		storetest.Delivery(t, a.store, inbound.SourceWhatsApp, "b", []byte(`{}`), a.clock.Now())
		_, cookie := a.signedIn(t, staff.Owner)
		sales := a.signIn(t, a.account(t, staff.Sales))
		if res := a.as(t, sales, "GET", "/api/admin/inbound/problems", "", nil); res.StatusCode != http.StatusForbidden {
			t.Fatalf("problems as sales = %d, want 403", res.StatusCode)
		}

		a.clock.Advance(time.Minute)
		got := decodeBody(t, a.as(t, cookie, "GET", "/api/admin/system", "", nil))
		in := got["inbound"].([]any)
		if len(in) != 1 {
			t.Fatalf("inbound = %v, want WhatsApp's line", in)
		}
		wa := in[0].(map[string]any)
		if wa["source"] != "WhatsApp" || wa["pending"] != 1.0 || wa["failed"] != 1.0 || wa["oldestPendingSeconds"].(float64) < 60 {
			t.Fatalf("WhatsApp's line = %v", wa)
		}
		found := false
		for _, p := range got["problems"].([]any) {
			found = found || p == "1 WhatsApp delivery could not be processed: see Incoming webhooks."
		}
		if !found {
			t.Fatalf("problems = %v, want the failed WhatsApp delivery named", got["problems"])
		}

		res := a.as(t, cookie, "GET", "/api/admin/inbound/problems", "", nil)
		text := bodyText(t, res)
		if res.StatusCode != 200 || !strings.Contains(text, `"lastError":"permanent: not a WhatsApp change"`) || !strings.Contains(text, `"source":"WhatsApp"`) ||
			strings.Contains(text, "919876543210") {
			t.Fatalf("problems = %d %s; want the failure, named, and never the body", res.StatusCode, text)
		}

		url := "/api/admin/inbound/" + strconv.FormatInt(failed, 10) + "/retry"
		if res := a.as(t, cookie, "POST", url, "", nil); res.StatusCode != 200 {
			t.Fatalf("Try again = %d %s", res.StatusCode, bodyText(t, res))
		}
		if entries := auditWith(t, a, "processed a webhook delivery again"); len(entries) != 1 || entries[0].Subject != "delivery #"+strconv.FormatInt(failed, 10) {
			t.Fatalf("audit = %+v, want one entry naming the delivery", entries)
		}
		if _, err := a.store.ClaimDeliveries(context.Background(), "w", []string{inbound.SourceWhatsApp}, a.clock.Now(), time.Minute, 10); err != nil {
			t.Fatal(err)
		}
		res = a.as(t, cookie, "POST", url, "", nil)
		if m := decodeBody(t, res); res.StatusCode != http.StatusConflict || unreadable(m["error"].(string), nil) != "" {
			t.Fatalf("Try again while a worker holds it = %d %v, want 409 with a sentence", res.StatusCode, m)
		}
		if res := a.as(t, cookie, "POST", "/api/admin/inbound/999999/retry", "", nil); res.StatusCode != http.StatusConflict {
			t.Fatalf("Try again of no delivery = %d, want 409", res.StatusCode)
		}
	})
}

// auditWith returns the audit entries of action, newest first.
func auditWith(t *testing.T, a *adminEnv, action string) []staff.AuditEvent {
	t.Helper()
	events, err := a.staff.AuditLog(context.Background(), staff.AuditQuery{Limit: 200})
	if err != nil {
		t.Fatal(err)
	}
	var out []staff.AuditEvent
	for _, e := range events {
		if e.Action == action {
			out = append(out, e)
		}
	}
	return out
}

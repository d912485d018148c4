package httpapi

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/webhook"
)

// serveReal runs h as serveOverTCP does, with a client free to open many connections at once.
func serveReal(t *testing.T, h http.Handler) (string, *http.Client) {
	return serveWith(t, h, &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}})
}

// localCRMs wires db's webhook to a client that may reach loopback, as
// WEBHOOK_ALLOW_PRIVATE_ADDRESSES=1 does for the browser tests.
func localCRMs(db *sqlstore.Store) func(*wiring) {
	return func(d *wiring) {
		client := webhook.NewClient(webhook.ClientConfig{AllowPrivate: true, Timeout: 3 * time.Second})
		d.Webhook = webhook.NewService(db, webhook.NewCache(db), client, d.Now)
	}
}

// TestWebhookTestButtonScansNoPorts: an owner's test against a closed port and
// against an open port that hangs up at once reads the same sentence over the
// real HTTP stack, in the answer and in the audit log, and quotes no network error.
func TestWebhookTestButtonScansNoPorts(t *testing.T) {
	db := storetest.OpenSQLite(t)
	a := newAdminEnvOn(t, db, localCRMs(db))
	cookie := a.signIn(t, a.account(t, staff.Owner))
	origin, client := serveReal(t, a.h)

	closed, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closedURL := "https://" + closed.Addr().String() + "/hook"
	closed.Close()
	open, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer open.Close()
	go func() {
		for {
			c, err := open.Accept()
			if err != nil {
				return
			}
			c.Close() // EOF to the client's hello
		}
	}()
	openURL := "https://" + open.Addr().String() + "/hook"

	answers := map[string]string{}
	for _, url := range []string{closedURL, openURL} {
		set, err := a.db.WebhookSettings(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		set.URL = url
		if _, err := a.db.SaveWebhookSettings(context.Background(), set, nil); err != nil {
			t.Fatal(err)
		}
		req, _ := http.NewRequest("POST", origin+"/api/admin/settings/webhook/test", nil)
		req.Header.Set("Cookie", cookie)
		res, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var got struct {
			Status int    `json:"status"`
			OK     bool   `json:"ok"`
			Error  string `json:"error"`
		}
		err = json.NewDecoder(res.Body).Decode(&got)
		res.Body.Close()
		if err != nil || res.StatusCode != http.StatusOK || got.OK || got.Status != 0 {
			t.Fatalf("%s: %d %+v %v", url, res.StatusCode, got, err)
		}
		answers[url] = got.Error
	}
	if answers[closedURL] != answers[openURL] || answers[closedURL] != webhook.Msg("couldNotConnect") {
		t.Fatalf("closed port: %q, open port: %q; want both %q", answers[closedURL], answers[openURL], webhook.Msg("couldNotConnect"))
	}
	events, err := a.staff.AuditLog(context.Background(), staff.AuditQuery{Limit: 2})
	if err != nil || len(events) != 2 {
		t.Fatalf("audit: %+v %v", events, err)
	}
	for _, text := range []string{answers[closedURL], events[0].Detail, events[1].Detail} {
		for _, raw := range []string{"EOF", "refused", "reset", "dial", "tcp", "127.0.0.1", "Post "} {
			if strings.Contains(text, raw) {
				t.Errorf("%q quotes the network (%q)", text, raw)
			}
		}
	}
}

// hookVersion is a Before: the body's {id} becomes the webhook settings' version.
func hookVersion(t *testing.T, a *adminEnv, sc *scenario) {
	s, err := a.db.WebhookSettings(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	sc.at(s.Version)
}

// hookNow is an After: the stored settings point at url (and carry a secret when on).
func hookNow(url string) func(t *testing.T, a *adminEnv, _ string) {
	return func(t *testing.T, a *adminEnv, _ string) {
		s, err := a.db.WebhookSettings(t.Context())
		if err != nil || s.URL != url {
			t.Errorf("stored webhook = %+v, %v; want %q", s, err, url)
		}
	}
}

// TestWebhookScenarios: only owners read and change the CRM webhook; each change is read back.
func TestWebhookScenarios(t *testing.T) {
	t.Parallel()
	save := `{"version":{id},"url":"https://crm.example.com/leads","enabled":true}`
	run(t, joined(
		guarded("GET", "/api/admin/settings/webhook", "", staff.Owner, staff.Sales),
		guarded("PUT", "/api/admin/settings/webhook", save, staff.Owner, staff.Sales),
		guarded("POST", "/api/admin/settings/webhook/secret", `{"version":1}`, staff.Owner, staff.Editor),
		guarded("POST", "/api/admin/settings/webhook/test", "", staff.Owner, staff.Sales),
		badBodies("PUT", "/api/admin/settings/webhook", staff.Owner),
		[]scenario{
			{Name: "the settings", Method: "GET", URL: "/api/admin/settings/webhook", Role: staff.Owner,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"url":""`, `"enabled":false`}},
			{Name: "the CRM's address is saved", Method: "PUT", URL: "/api/admin/settings/webhook", Body: save, Role: staff.Owner, Before: hookVersion,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"url":"https://crm.example.com/leads"`, `"enabled":true`},
				After: hookNow("https://crm.example.com/leads")},
			{Name: "a plain http address is refused", Method: "PUT", URL: "/api/admin/settings/webhook", Role: staff.Owner, Before: hookVersion,
				Body:           `{"version":{id},"url":"http://crm.example.com/leads","enabled":true}`,
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{webhook.Msg("urlHttps")}, After: hookNow("")},
			{Name: "a stale save changes nothing", Method: "PUT", URL: "/api/admin/settings/webhook", Role: staff.Owner,
				Body:           `{"version":99,"url":"https://crm.example.com/leads","enabled":true}`,
				ExpectedStatus: http.StatusConflict, ExpectedContent: []string{"Reload"}, After: hookNow("")},
		}))
}

package httpapi

import (
	"context"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestOfficeHostileInput: bad ids, versions, filters and webhook addresses each
// get their status and a readable sentence, never a 500, and change nothing.
// Both engines: PostgreSQL refuses a NUL or broken UTF-8 that SQLite would take.
func TestOfficeHostileInput(t *testing.T) {
	adminEngines(t, testOfficeHostileInput)
}

func testOfficeHostileInput(t *testing.T, a *adminEnv) {
	cookie := a.signIn(t, a.account(t, staff.Owner))
	msg := strconv.FormatInt(a.addMessage(t, "Ravi", "ravi@example.com", "Hello"), 10)
	sub := strconv.FormatInt(a.addSubscriber(t, "meera@example.com"), 10)
	hook := func(url string) string {
		return `{"version":1,"enabled":true,"url":"` + url + `"}`
	}
	cases := []struct {
		name, method, target, body string
		want                       int
		field                      string
	}{
		{"messages: handled maybe", "GET", "/api/admin/messages?handled=maybe", "", 400, "handled"},
		{"messages: cursor negative", "GET", "/api/admin/messages?after=-5", "", 400, "after"},
		{"messages: cursor SQL", "GET", "/api/admin/messages?after=1%20OR%201=1", "", 400, "after"},
		{"messages: cursor past int64", "GET", "/api/admin/messages?after=99999999999999999999", "", 400, "after"},
		{"messages: limit zero", "GET", "/api/admin/messages?limit=0", "", 400, "limit"},
		{"messages: search too long", "GET", "/api/admin/messages?q=" + strings.Repeat("x", 201), "", 400, "q"},
		{"messages: export with bad filter", "GET", "/api/admin/messages/export.csv?handled=1", "", 400, "handled"},
		{"messages: NUL in search", "GET", "/api/admin/messages?q=%00", "", 400, "q"},
		{"messages: broken UTF-8 in search", "GET", "/api/admin/messages?q=ravi%ff", "", 400, "q"},
		{"messages: line break in search", "GET", "/api/admin/messages?q=a%0d%0ab", "", 400, "q"},
		{"messages: NUL in handled", "GET", "/api/admin/messages?handled=true%00", "", 400, "handled"},
		{"messages: export with NUL in search", "GET", "/api/admin/messages/export.csv?q=%00", "", 400, "q"},
		{"subscribers: NUL in search", "GET", "/api/admin/subscribers?q=meera%00", "", 400, "q"},
		{"subscribers: broken UTF-8 in search", "GET", "/api/admin/subscribers?q=%c3", "", 400, "q"},
		{"subscribers: export with broken UTF-8 in search", "GET", "/api/admin/subscribers/export.csv?q=%ff%fe", "", 400, "q"},
		{"audit: NUL as cursor", "GET", "/api/admin/audit?after=%00", "", 400, ""},
		{"webhook: NUL in address", "PUT", "/api/admin/settings/webhook", hook(`https://crm.example.com/\u0000`), 400, "url"},
		{"webhook: broken UTF-8 in address", "PUT", "/api/admin/settings/webhook", hook("https://crm.example.com/\xff"), 400, "url"},
		{"messages: id not a number", "PATCH", "/api/admin/messages/abc", `{"version":1,"handled":true}`, 404, ""},
		{"messages: id zero", "PATCH", "/api/admin/messages/0", `{"version":1,"handled":true}`, 404, ""},
		{"messages: id past int64", "PATCH", "/api/admin/messages/99999999999999999999", `{"version":1,"handled":true}`, 404, ""},
		{"messages: missing message", "PATCH", "/api/admin/messages/424242", `{"version":1,"handled":true}`, 404, ""},
		{"messages: no version", "PATCH", "/api/admin/messages/" + msg, `{"handled":true}`, 400, "version"},
		{"messages: version zero", "PATCH", "/api/admin/messages/" + msg, `{"version":0,"handled":true}`, 400, "version"},
		{"messages: version a string", "PATCH", "/api/admin/messages/" + msg, `{"version":"1","handled":true}`, 400, ""},
		{"messages: version a fraction", "PATCH", "/api/admin/messages/" + msg, `{"version":1.5,"handled":true}`, 400, ""},
		{"messages: stale version", "PATCH", "/api/admin/messages/" + msg, `{"version":7,"handled":true}`, 409, ""},
		{"messages: no handled", "PATCH", "/api/admin/messages/" + msg, `{"version":1}`, 400, "handled"},
		{"messages: handled a string", "PATCH", "/api/admin/messages/" + msg, `{"version":1,"handled":"yes"}`, 400, ""},
		{"messages: smuggled handler", "PATCH", "/api/admin/messages/" + msg, `{"version":1,"handled":true,"handledBy":1}`, 400, ""},
		{"messages: DELETE", "DELETE", "/api/admin/messages/" + msg, "", 405, ""},
		{"subscribers: stale version", "PATCH", "/api/admin/subscribers/" + sub, `{"version":3,"handled":true}`, 409, ""},
		{"subscribers: negative id", "PATCH", "/api/admin/subscribers/-1", `{"version":1,"handled":true}`, 404, ""},
		{"mail: id not a number", "POST", "/api/admin/mail/x/retry", "", 404, ""},
		{"mail: missing row", "POST", "/api/admin/mail/424242/retry", "", 409, ""},
		{"mail: GET retry", "GET", "/api/admin/mail/1/retry", "", 405, ""},
		{"webhook: http", "PUT", "/api/admin/settings/webhook", hook("http://crm.example.com/hook"), 400, "url"},
		{"webhook: loopback", "PUT", "/api/admin/settings/webhook", hook("https://127.0.0.1/hook"), 400, "url"},
		{"webhook: IPv6 loopback", "PUT", "/api/admin/settings/webhook", hook("https://[::1]/hook"), 400, "url"},
		{"webhook: metadata service", "PUT", "/api/admin/settings/webhook", hook("https://169.254.169.254/latest/meta-data"), 400, "url"},
		{"webhook: IPv4-compatible loopback", "PUT", "/api/admin/settings/webhook", hook("https://[::127.0.0.1]/hook"), 400, "url"},
		{"webhook: IPv4-mapped loopback", "PUT", "/api/admin/settings/webhook", hook("https://[::ffff:7f00:1]/hook"), 400, "url"},
		{"webhook: NAT64 loopback", "PUT", "/api/admin/settings/webhook", hook("https://[64:ff9b::7f00:1]/hook"), 400, "url"},
		{"webhook: 6to4 loopback", "PUT", "/api/admin/settings/webhook", hook("https://[2002:7f00:1::1]/hook"), 400, "url"},
		{"webhook: zoned link-local", "PUT", "/api/admin/settings/webhook", hook("https://[fe80::1%25eth0]/hook"), 400, "url"},
		{"webhook: TEST-NET-1", "PUT", "/api/admin/settings/webhook", hook("https://192.0.2.2/hook"), 400, "url"},
		{"webhook: TEST-NET-2", "PUT", "/api/admin/settings/webhook", hook("https://198.51.100.7/hook"), 400, "url"},
		{"webhook: TEST-NET-3", "PUT", "/api/admin/settings/webhook", hook("https://203.0.113.7:8443/hook"), 400, "url"},
		{"webhook: benchmarking", "PUT", "/api/admin/settings/webhook", hook("https://198.18.0.1/hook"), 400, "url"},
		{"webhook: broadcast", "PUT", "/api/admin/settings/webhook", hook("https://255.255.255.255/hook"), 400, "url"},
		{"webhook: IPv6 documentation", "PUT", "/api/admin/settings/webhook", hook("https://[3fff::1]/hook"), 400, "url"},
		{"webhook: own address", "PUT", "/api/admin/settings/webhook", hook("https://" + ownHost(t) + "/hook"), 400, "url"},
		{"webhook: credentials", "PUT", "/api/admin/settings/webhook", hook("https://user:pass@x.example/"), 400, "url"},
		{"webhook: over-long", "PUT", "/api/admin/settings/webhook", hook("https://crm.example.com/" + strings.Repeat("a", 2000)), 400, "url"},
		{"webhook: on without address", "PUT", "/api/admin/settings/webhook", hook(""), 400, "url"},
		{"webhook: javascript", "PUT", "/api/admin/settings/webhook", hook("javascript:alert(1)"), 400, "url"},
		{"webhook: secret smuggled", "PUT", "/api/admin/settings/webhook", `{"version":1,"enabled":false,"url":"","secret":"mine"}`, 400, ""},
		{"webhook: no version", "PUT", "/api/admin/settings/webhook", `{"enabled":false,"url":""}`, 400, "version"},
		{"webhook: stale version", "PUT", "/api/admin/settings/webhook", `{"version":99,"enabled":false,"url":""}`, 409, ""},
		{"webhook: stale secret renewal", "POST", "/api/admin/settings/webhook/secret", `{"version":99}`, 409, ""},
		{"webhook: test without address", "POST", "/api/admin/settings/webhook/test", "", 400, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if strings.Contains(c.body, "https://skip/") {
				t.Skip("this machine has no non-loopback address")
			}
			a.hostileCall(t, cookie, c.method, c.target, c.body, c.want, c.field)
		})
	}
	a.noErrorLogged(t)
	// Nothing above changed the message or the webhook.
	list, err := a.db.ListMessages(context.Background(), office.Query{Limit: 10})
	if err != nil || len(list) != 1 || list[0].Version != 1 || list[0].At != nil {
		t.Fatalf("message after the table: %+v %v", list, err)
	}
	set, err := a.db.WebhookSettings(context.Background())
	if err != nil || set.URL != "" || set.Enabled {
		t.Fatalf("webhook after the table: %+v %v", set, err)
	}
	if res := a.as(t, cookie, "GET", "/api/admin/me", "", nil); res.StatusCode != http.StatusOK {
		t.Fatalf("session after the table: %d", res.StatusCode)
	}
}

// ownHost is a non-loopback address of this machine as a URL host, or "skip".
func ownHost(t *testing.T) string {
	t.Helper()
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && !n.IP.IsLinkLocalUnicast() {
			if ip, ok := netip.AddrFromSlice(n.IP); ok {
				return netip.AddrPortFrom(ip.Unmap(), 443).String()
			}
		}
	}
	return "skip"
}

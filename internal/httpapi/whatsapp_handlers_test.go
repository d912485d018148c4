package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/whatsapp"
)

// customerWrites files a WhatsApp message from mobile's owner at the clock's time, as the webhook's
// processing would: on their lead, which they thereby agree to be answered on WhatsApp.
func (a *adminEnv) customerWrites(t *testing.T, mobile, text string) int64 {
	t.Helper()
	wa, _ := whatsapp.Recipient(mobile)
	at := a.clock.Now().UTC().Truncate(time.Millisecond)
	got, err := a.store.ReceiveWhatsApp(context.Background(), whatsapp.Inbound{
		Message: whatsapp.Message{Direction: whatsapp.In, Status: whatsapp.StatusReceived, Text: text, At: at,
			WAMID: "wamid.test-" + strconv.FormatInt(a.seq.Add(1), 10)},
		Key:     contract.MobileKey(mobile),
		Match:   func(m string) bool { return whatsapp.SameNumber(m, wa) },
		Consent: consent.Record{Purpose: consent.PurposeWhatsApp, NoticeVersion: 1, NoticeHash: "h", Language: "en", GivenAt: at},
		Line:    lead.Event{Kind: lead.EventWhatsapp, Text: "WhatsApp from the customer: " + text},
	})
	if err != nil || !got.Stored {
		t.Fatalf("file the customer's message: %+v %v", got, err)
	}
	return got.LeadID
}

// mapTemplates saves the owner's templates for kinds (name = the kind's own name, in English).
func (a *adminEnv) mapTemplates(t *testing.T, kinds ...whatsapp.Kind) {
	t.Helper()
	set, err := a.store.WhatsAppSettings(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	c := whatsapp.Change{Version: set.Version, Templates: map[whatsapp.Kind]*whatsapp.Template{}}
	for _, k := range kinds {
		c.Templates[k] = &whatsapp.Template{Name: "nivaas_" + string(k), Language: "en"}
	}
	if _, err := a.whatsapp.Save(context.Background(), staff.CommandLine, c); err != nil {
		t.Fatal(err)
	}
}

// whatsappRouteFixtures gives the route-table walk a lead whose customer wrote a moment ago (so a text may
// go), and bodies that succeed.
func whatsappRouteFixtures(t *testing.T, a *adminEnv) routeRows {
	a.lead(t, "Meera Pillai", "98123 45678")
	id := a.customerWrites(t, "9812345678", "Is Saturday fine?")
	return routeRows{
		ids: map[string]int64{"GET /api/admin/leads/{id}/conversation": id, "POST /api/admin/leads/{id}/conversation": id,
			"POST /api/admin/leads/{id}/conversation/read": id, "POST /api/admin/whatsapp/messages/{id}/retry": a.failedWhatsApp(t, id, "Sorry, one more thing")},
		urls: map[string]string{},
		bodies: map[string]func(t *testing.T, me *staff.Account) string{
			"POST /api/admin/leads/{id}/conversation": func(t *testing.T, _ *staff.Account) string { return `{"text":"Saturday is fine."}` },
			"PUT /api/admin/whatsapp": func(t *testing.T, _ *staff.Account) string {
				set, err := a.store.WhatsAppSettings(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				return jsonOf(map[string]any{"version": set.Version, "templates": map[string]any{"follow_up": map[string]string{"name": "nivaas_follow_up", "language": "hi"}}})
			},
		},
	}
}

// failedWhatsApp queues text to lead id and has a sender fail it for good, as a refusal of the Cloud API would.
func (a *adminEnv) failedWhatsApp(t *testing.T, id int64, text string) int64 {
	t.Helper()
	ctx := context.Background()
	m, err := a.whatsapp.Send(ctx, staff.CommandLine, id, whatsapp.Send{Text: &text})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.store.ClaimWhatsApp(ctx, "w", a.clock.Now(), time.Minute, 100); err != nil {
		t.Fatal(err)
	}
	if err := a.store.FailWhatsApp(ctx, m.ID, "w", "WhatsApp refused the message: Re-engagement message (code 131047).", "", a.clock.Now()); err != nil {
		t.Fatal(err)
	}
	return m.ID
}

// TestWhatsAppProblemsBesideMail, on both engines: a WhatsApp message that failed is on the owner's mail
// problems list, labelled WhatsApp, with its sentence; Send again makes it due, audited; one WhatsApp took
// cannot be sent again.
func TestWhatsAppProblemsBesideMail(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		_, owner := a.signedIn(t, staff.Owner)
		id := a.lead(t, "Ravi Menon", "9988776655")
		a.customerWrites(t, "9988776655", "Hello?")
		failed := a.failedWhatsApp(t, id, "Hello Ravi")
		a.clock.Advance(time.Minute)
		res := a.as(t, owner, "GET", "/api/admin/mail/problems", "", nil)
		list := decodeBody(t, res)["problems"].([]any)
		if len(list) != 1 {
			t.Fatalf("problems = %v", list)
		}
		p := list[0].(map[string]any)
		if p["channel"] != "whatsapp" || p["id"] != float64(failed) || p["to"] != "WhatsApp 9988776655" || p["subject"] != "WhatsApp: Hello Ravi" ||
			p["status"] != "failed" || p["lastError"] != "WhatsApp refused the message: Re-engagement message (code 131047)." {
			t.Fatalf("the WhatsApp problem: %v", p)
		}
		retry := "/api/admin/whatsapp/messages/" + strconv.FormatInt(failed, 10) + "/retry"
		if res := a.as(t, owner, "POST", retry, "{}", nil); res.StatusCode != http.StatusOK {
			t.Fatalf("send again: %d %s", res.StatusCode, bodyText(t, res))
		}
		batch, err := a.store.ClaimWhatsApp(context.Background(), "w2", a.clock.Now(), time.Minute, 10)
		if err != nil || len(batch) != 1 || batch[0].ID != failed {
			t.Fatalf("claimed after Send again: %+v %v", batch, err)
		}
		if err := a.store.MarkWhatsAppSent(context.Background(), failed, "w2", "wamid.sent", "", a.clock.Now()); err != nil {
			t.Fatal(err)
		}
		if res := a.as(t, owner, "POST", retry, "{}", nil); res.StatusCode != http.StatusConflict {
			t.Fatalf("send again after WhatsApp took it: %d", res.StatusCode)
		}
		if list := decodeBody(t, a.as(t, owner, "GET", "/api/admin/mail/problems", "", nil))["problems"].([]any); len(list) != 0 {
			t.Fatalf("problems after sending: %v", list)
		}
	})
}

// conversation reads a lead's conversation as cookie.
func (a *adminEnv) conversation(t *testing.T, cookie string, id int64) map[string]any {
	t.Helper()
	res := a.as(t, cookie, "GET", "/api/admin/leads/"+strconv.FormatInt(id, 10)+"/conversation", "", nil)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("conversation: %d %s", res.StatusCode, bodyText(t, res))
	}
	return decodeBody(t, res)
}

// unreadOf is the lead's whatsappUnread in the list and on its page.
func (a *adminEnv) unreadOf(t *testing.T, cookie string, id int64) (inList, onPage float64) {
	t.Helper()
	list := decodeBody(t, a.as(t, cookie, "GET", "/api/admin/leads", "", nil))
	for _, l := range list["leads"].([]any) {
		if row := l.(map[string]any); row["id"] == float64(id) {
			inList = row["whatsappUnread"].(float64)
		}
	}
	page := decodeBody(t, a.as(t, cookie, "GET", "/api/admin/leads/"+strconv.FormatInt(id, 10), "", nil))
	return inList, page["lead"].(map[string]any)["whatsappUnread"].(float64)
}

// TestWhatsAppConversation, on both engines: the customer writes, staff see it unread in the list and on the
// lead, read it, answer inside the 24-hour window (their first response, a line of the timeline), and after
// it may send only the templates the owner mapped, those staff may send.
func TestWhatsAppConversation(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		me, cookie := a.signedIn(t, staff.Sales)
		id := a.lead(t, "Ravi Menon", "+91 99887 76655")
		c := a.conversation(t, cookie, id)
		if c["configured"] != true || c["consent"] != false || len(c["messages"].([]any)) != 0 || len(c["templates"].([]any)) != 0 {
			t.Fatalf("a lead that never wrote: %v", c)
		}
		if w := c["window"].(map[string]any); w["open"] != false || w["closesAt"] != nil {
			t.Fatalf("window before any message: %v", w)
		}
		path := "/api/admin/leads/" + strconv.FormatInt(id, 10) + "/conversation"
		res := a.as(t, cookie, "POST", path, `{"text":"Hello"}`, nil)
		if m := decodeBody(t, res); res.StatusCode != 422 || m["error"] != whatsapp.Msg("noConsent") {
			t.Fatalf("a text without consent: %d %v", res.StatusCode, m)
		}

		wrote := a.clock.Now().UTC().Truncate(time.Millisecond)
		if got := a.customerWrites(t, "9988776655", "Can you call after 6?"); got != id {
			t.Fatalf("the message landed on lead %d, want %d", got, id)
		}
		if l, p := a.unreadOf(t, cookie, id); l != 1 || p != 1 {
			t.Fatalf("unread in the list %v, on the page %v; want 1 and 1", l, p)
		}
		a.mapTemplates(t, whatsapp.FollowUp, whatsapp.BookingConfirmation)
		c = a.conversation(t, cookie, id)
		w := c["window"].(map[string]any)
		if c["consent"] != true || w["open"] != true || w["closesAt"] != wrote.Add(24*time.Hour).Format(time.RFC3339Nano) {
			t.Fatalf("after the customer wrote: consent %v, window %v", c["consent"], w)
		}
		msgs := c["messages"].([]any)
		if len(msgs) != 1 {
			t.Fatalf("messages = %v", msgs)
		}
		if in := msgs[0].(map[string]any); in["direction"] != "in" || in["text"] != "Can you call after 6?" || in["status"] != "received" ||
			in["by"] != nil || in["template"] != nil {
			t.Fatalf("the customer's message: %v", in)
		}
		if tpl := c["templates"].([]any); len(tpl) != 1 || tpl[0].(map[string]any)["kind"] != "follow_up" || tpl[0].(map[string]any)["label"] != "Follow-up" {
			t.Fatalf("templates offered = %v; want follow_up alone (the booking's is the site's)", tpl)
		}
		if res := a.as(t, cookie, "POST", path+"/read", "", nil); res.StatusCode != http.StatusNoContent {
			t.Fatalf("read: %d %s", res.StatusCode, bodyText(t, res))
		}
		if l, p := a.unreadOf(t, cookie, id); l != 0 || p != 0 {
			t.Fatalf("after reading: unread %v, %v", l, p)
		}

		a.clock.Advance(time.Hour)
		res = a.as(t, cookie, "POST", path, `{"text":"Yes, at 6:30. Shall we?"}`, nil)
		sent := decodeBody(t, res)
		if res.StatusCode != http.StatusCreated || sent["direction"] != "out" || sent["status"] != "queued" || sent["by"] != me.Name ||
			sent["template"] != nil || sent["text"] != "Yes, at 6:30. Shall we?" {
			t.Fatalf("a text inside the window: %d %v", res.StatusCode, sent)
		}
		page := decodeBody(t, a.as(t, cookie, "GET", "/api/admin/leads/"+strconv.FormatInt(id, 10), "", nil))
		events := page["events"].([]any)
		last := events[len(events)-1].(map[string]any)
		if last["kind"] != "whatsapp" || last["text"] != "WhatsApp sent: Yes, at 6:30. Shall we?" || last["actor"] == nil {
			t.Fatalf("the timeline's last line: %v", last)
		}
		l, err := a.store.InboxLead(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if watch, err := a.store.Unanswered(context.Background(), l.CreatedAt.Add(-time.Minute), 10); err != nil || len(watch) != 0 {
			t.Fatalf("the lead still counts as unanswered after the WhatsApp message: %v %v", watch, err)
		}

		a.clock.Advance(24 * time.Hour)
		res = a.as(t, cookie, "POST", path, `{"text":"Still there?"}`, nil)
		if m := decodeBody(t, res); res.StatusCode != 422 || m["error"] != whatsapp.Msg("windowClosed") {
			t.Fatalf("a text outside the window: %d %v", res.StatusCode, m)
		}
		c = a.conversation(t, cookie, id)
		if c["window"].(map[string]any)["open"] != false || len(c["templates"].([]any)) != 1 {
			t.Fatalf("outside the window: %v", c)
		}
		for body, want := range map[string]string{
			`{"template":"booking_confirmation"}`: whatsapp.Msg("notStaffKind"),
			`{"template":"lead_acknowledgement"}`: whatsapp.Msg("unmapped"),
		} {
			res := a.as(t, cookie, "POST", path, body, nil)
			if m := decodeBody(t, res); res.StatusCode != 422 || m["error"] != want {
				t.Errorf("%s: %d %v, want 422 %q", body, res.StatusCode, m, want)
			}
		}
		res = a.as(t, cookie, "POST", path, `{"template":"follow_up"}`, nil)
		if m := decodeBody(t, res); res.StatusCode != http.StatusCreated || m["template"] != "follow_up" || m["text"] != "Follow-up." {
			t.Fatalf("a template outside the window: %d %v", res.StatusCode, m)
		}
		if msgs := a.conversation(t, cookie, id)["messages"].([]any); len(msgs) != 3 {
			t.Fatalf("the conversation holds %d messages, want 3", len(msgs))
		}
	})
}

// TestWhatsAppUnconfigured: a site without the Cloud API's token shows each conversation as not set up and
// refuses to queue anything, with a sentence.
func TestWhatsAppUnconfigured(t *testing.T) {
	t.Parallel()
	a := newAdminEnvOn(t, storetest.OpenSQLite(t), func(d *wiring) {
		d.WhatsApp = whatsapp.NewService(d.db, d.db, whatsapp.NewSettingsService(d.db, whatsapp.NewCache(d.db, false), d.Now), nil, d.Now)
	})
	_, cookie := a.signedIn(t, staff.Sales)
	id := a.lead(t, "Ravi Menon", "9988776655")
	a.customerWrites(t, "9988776655", "Hello?")
	a.mapTemplates(t, whatsapp.FollowUp)
	if c := a.conversation(t, cookie, id); c["configured"] != false || len(c["templates"].([]any)) != 0 || len(c["messages"].([]any)) != 1 {
		t.Fatalf("conversation = %v", c)
	}
	for _, body := range []string{`{"text":"Hi"}`, `{"template":"follow_up"}`} {
		res := a.as(t, cookie, "POST", "/api/admin/leads/"+strconv.FormatInt(id, 10)+"/conversation", body, nil)
		if m := decodeBody(t, res); res.StatusCode != 422 || m["error"] != whatsapp.Msg("notConfigured") {
			t.Fatalf("%s: %d %v", body, res.StatusCode, m)
		}
	}
	_, owner := a.signedIn(t, staff.Owner)
	sys := decodeBody(t, a.as(t, owner, "GET", "/api/admin/system", "", nil))
	if w := sys["whatsapp"].(map[string]any); w["configured"] != false || w["connected"] != false || w["lastError"] != nil {
		t.Fatalf("system's whatsapp = %v", w)
	}
}

// TestWhatsAppSettings, on both engines: the owner maps a template (or null) to every kind, checked, at the
// version they saw, audited; the System page names the kinds left unmapped.
func TestWhatsAppSettings(t *testing.T) {
	t.Parallel()
	adminEngines(t, func(t *testing.T, a *adminEnv) {
		_, owner := a.signedIn(t, staff.Owner)
		got := decodeBody(t, a.as(t, owner, "GET", "/api/admin/whatsapp", "", nil))
		tpl := got["templates"].(map[string]any)
		if got["configured"] != true || got["connected"] != false || got["lastError"] != nil || len(tpl) != len(whatsapp.Kinds()) || tpl["follow_up"] != nil {
			t.Fatalf("settings at first: %v", got)
		}
		version := got["version"].(float64)
		body := jsonOf(map[string]any{"version": version, "templates": map[string]any{
			"booking_confirmation": map[string]string{"name": "booking_v2", "language": "hi"}, "follow_up": nil}})
		res := a.as(t, owner, "PUT", "/api/admin/whatsapp", body, nil)
		saved := decodeBody(t, res)
		if res.StatusCode != 200 || saved["version"] != version+1 {
			t.Fatalf("save: %d %v", res.StatusCode, saved)
		}
		if b := saved["templates"].(map[string]any)["booking_confirmation"].(map[string]any); b["name"] != "booking_v2" || b["language"] != "hi" {
			t.Fatalf("saved booking template: %v", b)
		}
		if res := a.as(t, owner, "PUT", "/api/admin/whatsapp", body, nil); res.StatusCode != http.StatusConflict {
			t.Fatalf("a stale save: %d", res.StatusCode)
		}
		entries, err := a.staff.AuditLog(context.Background(), staff.AuditQuery{Limit: 10})
		if err != nil || !strings.Contains(entries[0].Summary, "booking_confirmation booking_v2 (hi)") {
			t.Fatalf("audit entry: %+v %v", entries, err)
		}
		sys := decodeBody(t, a.as(t, owner, "GET", "/api/admin/system", "", nil))
		w := sys["whatsapp"].(map[string]any)
		if w["configured"] != true || len(w["unmapped"].([]any)) != len(whatsapp.Kinds())-1 {
			t.Fatalf("system's whatsapp = %v", w)
		}
		for name, tmpl := range map[string]string{
			"capital letters":    `{"name":"Booking","language":"en"}`,
			"a space":            `{"name":"booking v2","language":"en"}`,
			"empty":              `{"name":"","language":"en"}`,
			"513 characters":     `{"name":"` + strings.Repeat("a", 513) + `","language":"en"}`,
			"another language":   `{"name":"booking","language":"ta"}`,
			"language en_US":     `{"name":"booking","language":"en_US"}`,
			"a script":           `{"name":"<script>","language":"en"}`,
			"a name not a text":  `{"name":1,"language":"en"}`,
			"an unknown field":   `{"name":"booking","language":"en","namespace":"x"}`,
			"a template a array": `["booking"]`,
		} {
			res := a.as(t, owner, "PUT", "/api/admin/whatsapp", `{"version":`+strconv.Itoa(int(version)+1)+`,"templates":{"follow_up":`+tmpl+`}}`, nil)
			if m := decodeBody(t, res); res.StatusCode != 400 || m["error"] == "" {
				t.Errorf("%s: %d %v, want 400 with a sentence", name, res.StatusCode, m)
			}
		}
		res = a.as(t, owner, "PUT", "/api/admin/whatsapp", `{"version":`+strconv.Itoa(int(version)+1)+`,"templates":{"birthday":null}}`, nil)
		if m := decodeBody(t, res); res.StatusCode != 400 || m["fields"].(map[string]any)["templates.birthday"] != whatsapp.Msg("unknownKind") {
			t.Errorf("an unknown kind: %d %v", res.StatusCode, m)
		}
	})
}

// TestWhatsAppRoutesHostile: what a broken or hostile client sends to the conversation's calls gets its status
// and a readable sentence, and queues nothing.
func TestWhatsAppRoutesHostile(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	_, cookie := a.signedIn(t, staff.Sales)
	editor := a.signIn(t, a.account(t, staff.Editor))
	id := a.lead(t, "Asha Rao", "9876543210")
	a.customerWrites(t, "9876543210", "Hi")
	other := a.lead(t, "Ravi Kumar", "9000000002")
	path := "/api/admin/leads/" + strconv.FormatInt(id, 10) + "/conversation"
	big := `{"text":"` + strings.Repeat("a", 33<<10) + `"}`
	cases := []struct {
		name, method, target, body string
		cookie                     string
		header                     map[string]string
		want                       int
	}{
		{"no session", "POST", path, `{"text":"Hi"}`, "", nil, 401},
		{"an editor", "POST", path, `{"text":"Hi"}`, editor, nil, 403},
		{"an editor reads", "GET", path, "", editor, nil, 403},
		{"another site", "POST", path, `{"text":"Hi"}`, cookie, map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
		{"another origin marks read", "POST", path + "/read", "", cookie, map[string]string{"Origin": "https://evil.example"}, 403},
		{"body over the limit", "POST", path, big, cookie, nil, 413},
		{"text over 4096 bytes", "POST", path, `{"text":"` + strings.Repeat("अ", 1366) + `"}`, cookie, nil, 400},
		{"not JSON", "POST", path, `text=Hi`, cookie, nil, 400},
		{"broken JSON", "POST", path, `{"text":`, cookie, nil, 400},
		{"an array", "POST", path, `[{"text":"Hi"}]`, cookie, nil, 400},
		{"text a number", "POST", path, `{"text":5}`, cookie, nil, 400},
		{"both text and template", "POST", path, `{"text":"Hi","template":"follow_up"}`, cookie, nil, 400},
		{"neither", "POST", path, `{}`, cookie, nil, 400},
		{"empty text", "POST", path, `{"text":"  "}`, cookie, nil, 400},
		{"a NUL in the text", "POST", path, `{"text":"Hi\u0000"}`, cookie, nil, 400},
		{"broken UTF-8", "POST", path, "{\"text\":\"Hi\xff\"}", cookie, nil, 400},
		{"an unknown kind", "POST", path, `{"template":"birthday"}`, cookie, nil, 400},
		{"an unknown field", "POST", path, `{"text":"Hi","to":"919999999999"}`, cookie, nil, 400},
		{"a lead that does not exist", "POST", "/api/admin/leads/424242/conversation", `{"text":"Hi"}`, cookie, nil, 404},
		{"a lead id not a number", "GET", "/api/admin/leads/abc/conversation", "", cookie, nil, 404},
		{"lead 0", "POST", "/api/admin/leads/0/conversation/read", "", cookie, nil, 404},
		{"a lead id past int64", "GET", "/api/admin/leads/99999999999999999999/conversation", "", cookie, nil, 404},
		{"read a lead that does not exist", "POST", "/api/admin/leads/424242/conversation/read", "", cookie, nil, 404},
		{"the other lead has no window", "POST", "/api/admin/leads/" + strconv.FormatInt(other, 10) + "/conversation", `{"text":"Hi"}`, cookie, nil, 422},
		{"DELETE", "DELETE", path, "", cookie, nil, 405},
		{"settings as sales", "GET", "/api/admin/whatsapp", "", cookie, nil, 403},
		{"settings saved as sales", "PUT", "/api/admin/whatsapp", `{"version":1,"templates":{}}`, cookie, nil, 403},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := a.as(t, c.cookie, c.method, c.target, c.body, c.header)
			if res.StatusCode != c.want {
				t.Fatalf("status %d, want %d: %s", res.StatusCode, c.want, bodyText(t, res))
			}
			if msg, _ := decodeBody(t, res)["error"].(string); unreadable(msg, nil) != "" {
				t.Errorf("answer %q: %s", msg, unreadable(msg, nil))
			}
		})
	}
	msgs, err := a.store.WhatsAppMessages(context.Background(), id, 10)
	if err != nil || len(msgs) != 1 {
		t.Fatalf("after the hostile table the conversation holds %d messages (%v), want the customer's one", len(msgs), err)
	}
}

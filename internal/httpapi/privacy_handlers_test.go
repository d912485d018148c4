package httpapi

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/staff"
)

// privacyFixtures are the requests the access-policy walk acts on, one per route that changes one,
// and the bodies (the current version) of those calls.
func privacyFixtures(t *testing.T, a *adminEnv) (ids map[string]int64, bodies map[string]func(*testing.T, *staff.Account) string) {
	t.Helper()
	ctx := context.Background()
	svc := a.privacy
	ask := func(kind privacy.Kind, open bool) int64 {
		mobile := "98" + strconv.FormatInt(10000000+a.seq.Add(1), 10)
		a.lead(t, "Walk Person", mobile)
		r, err := svc.Ask(ctx, privacy.Ask{Kind: kind, Name: "Walk Person", Mobile: mobile})
		if err != nil {
			t.Fatal(err)
		}
		if open {
			if _, err := svc.VerifyByPhone(ctx, staff.CommandLine, privacy.Change{ID: r.ID, Version: r.Version}); err != nil {
				t.Fatal(err)
			}
		}
		return r.ID
	}
	emailed := func() int64 { // an access request its person proved with the mailed code
		addr := "walk" + strconv.FormatInt(a.seq.Add(1), 10) + "@example.com"
		r, err := svc.Ask(ctx, privacy.Ask{Kind: privacy.Access, Name: "Walk Person", Email: addr})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Verify(ctx, r.ID, a.mailedCode(t, addr), "198.51.100.70"); err != nil {
			t.Fatal(err)
		}
		return r.ID
	}
	ids = map[string]int64{
		"POST /api/admin/privacy/requests/{id}/send-file":    emailed(),
		"GET /api/admin/privacy/requests/{id}":               ask(privacy.Access, true),
		"GET /api/admin/privacy/requests/{id}/export.json":   ask(privacy.Access, true),
		"POST /api/admin/privacy/requests/{id}/verify-phone": ask(privacy.Erasure, false),
		"POST /api/admin/privacy/requests/{id}/close":        ask(privacy.Correction, true),
		"POST /api/admin/privacy/requests/{id}/erase":        ask(privacy.Erasure, true),
		"POST /api/admin/privacy/requests/{id}/correct":      ask(privacy.Correction, true),
	}
	version := func(key string) func(*testing.T, *staff.Account) string {
		return func(t *testing.T, _ *staff.Account) string {
			r, err := svc.Get(ctx, ids[key])
			if err != nil {
				t.Fatal(err)
			}
			return jsonOf(map[string]any{"version": r.Version, "status": "done", "outcome": "Corrected the e-mail address."})
		}
	}
	bodies = map[string]func(*testing.T, *staff.Account) string{
		"PUT /api/admin/privacy/retention": func(t *testing.T, _ *staff.Account) string {
			r, err := svc.Retention(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return jsonOf(r)
		},
	}
	bodies["POST /api/admin/privacy/requests"] = func(t *testing.T, _ *staff.Account) string {
		return jsonOf(privacy.PhoneRequest{Kind: privacy.Access, LeadID: a.lead(t, "Phone Person", "98"+strconv.FormatInt(20000000+a.seq.Add(1), 10)),
			Verified: true, Note: "Called back on the lead's number."})
	}
	bodies["POST /api/admin/privacy/requests/{id}/correct"] = func(t *testing.T, _ *staff.Account) string {
		held, err := svc.Contacts(ctx, ids["POST /api/admin/privacy/requests/{id}/correct"])
		if err != nil || len(held) != 1 {
			t.Fatalf("contacts %v, %v", held, err)
		}
		held[0].Name = "Walk Person Corrected"
		return jsonOf(held[0])
	}
	for key := range ids {
		if _, ok := bodies[key]; !ok && strings.HasPrefix(key, "POST") {
			bodies[key] = version(key)
		}
	}
	return ids, bodies
}

var mailedCode = regexp.MustCompile(`Your code is (\d{6})`)

// codeFor is the code mailed to addr, read from the outbox.
func (a *adminEnv) codeFor(t *testing.T, addr string) string {
	t.Helper()
	items, err := a.store.Claim(context.Background(), "test", a.clock.Now(), time.Minute, 100)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(items) - 1; i >= 0; i-- {
		if m := mailedCode.FindStringSubmatch(items[i].Message.Text); m != nil && items[i].Message.To == addr {
			return m[1]
		}
	}
	t.Fatalf("no code mailed to %s", addr)
	return ""
}

// TestPrivacyPublicHostile: the public calls refuse what a visitor or a guesser may send, each with a sentence.
func TestPrivacyPublicHostile(t *testing.T) {
	a := newAdminEnv(t)
	ask := func(body string) *http.Response {
		return a.call(t, "POST", "/api/privacy/requests", "application/json", body, "198.51.100.7:1", nil)
	}
	for _, tc := range []struct {
		name, body string
		want       int
	}{
		{"no contact", `{"kind":"access"}`, 400},
		{"unknown kind", `{"kind":"delete-everyone","email":"a@example.com"}`, 400},
		{"bad e-mail", `{"kind":"access","email":"not-an-address"}`, 400},
		{"bad mobile", `{"kind":"access","mobile":"12"}`, 400},
		{"unknown field", `{"kind":"access","email":"a@example.com","admin":true}`, 400},
		{"wrong type", `{"kind":1,"email":"a@example.com"}`, 400},
		{"oversized", `{"kind":"access","email":"a@example.com","detail":"` + strings.Repeat("x", 70_000) + `"}`, 413},
		{"control characters", `{"kind":"access","email":"a@example.com","name":"A\u0000B"}`, 400},
		{"not JSON", `kind=access`, 400},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := ask(tc.body)
			if res.StatusCode != tc.want {
				t.Fatalf("status %d, want %d", res.StatusCode, tc.want)
			}
			if msg, _ := decodeBody(t, res)["error"].(string); !strings.HasSuffix(msg, ".") {
				t.Errorf("error %q is not a sentence", msg)
			}
		})
	}

	// Issue 38: what a request may name without reaching anyone else, and the code mails one address gets in a day.
	for _, tc := range []struct {
		name, body string
		want       int
	}{
		{"the brand as the name, someone's mobile beside the address", `{"kind":"erasure","name":"Nivaas","email":"limit@example.com","mobile":"9845012345"}`, 201},
		{"a staff address as the name", `{"kind":"erasure","name":"owner@nivaas.example","email":"limit@example.com"}`, 201},
		{"a third code mail to one address", `{"kind":"access","email":"LIMIT@example.com"}`, 201},
		{"a fourth code mail to one address", `{"kind":"access","email":"limit@example.com"}`, 429},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := ask(tc.body)
			b := decodeBody(t, res)
			if res.StatusCode != tc.want {
				t.Fatalf("status %d, want %d: %v", res.StatusCode, tc.want, b)
			}
			if msg, _ := b["error"].(string); tc.want >= 400 && unreadable(msg, nil) != "" {
				t.Errorf("error %q: %s", msg, unreadable(msg, nil))
			}
		})
	}

	res := ask(`{"kind":"access","name":"Meera Iyer","email":"Meera@Example.com"}`)
	body := decodeBody(t, res)
	if res.StatusCode != 201 || body["needsCode"] != true {
		t.Fatalf("ask: %d %v", res.StatusCode, body)
	}
	id := int64(body["id"].(float64))
	code := a.codeFor(t, "meera@example.com")
	other := decodeBody(t, ask(`{"kind":"erasure","email":"other@example.com"}`))
	otherID := int64(other["id"].(float64))
	verify := func(id any, body string) *http.Response {
		return a.call(t, "POST", "/api/privacy/requests/"+strconv.FormatInt(id.(int64), 10)+"/verify", "application/json", body, "198.51.100.7:1", nil)
	}
	for _, tc := range []struct {
		name string
		id   int64
		body string
		want int
	}{
		{"letters", id, `{"code":"abcdef"}`, 400},
		{"five digits", id, `{"code":"12345"}`, 400},
		{"another person's request", otherID, `{"code":"` + code + `"}`, 400},
		{"no such request", 987654, `{"code":"123456"}`, 400},
		{"oversized", id, `{"code":"` + strings.Repeat("1", 70_000) + `"}`, 413},
	} {
		t.Run("verify "+tc.name, func(t *testing.T) {
			if res := verify(tc.id, tc.body); res.StatusCode != tc.want {
				t.Fatalf("status %d, want %d", res.StatusCode, tc.want)
			}
		})
	}
	if res := a.call(t, "POST", "/api/privacy/requests/-1/verify", "application/json", `{"code":"123456"}`, "x:1", nil); res.StatusCode != 400 {
		t.Errorf("negative id: %d", res.StatusCode)
	}

	// 40 guesses at once spend what is left of the allowance exactly (the code tried on it above took one).
	var wg sync.WaitGroup
	statuses := make(chan int, 40)
	wrong := "000000"
	if code == wrong {
		wrong = "000001"
	}
	for range 40 {
		wg.Go(func() { statuses <- verify(otherID, `{"code":"`+wrong+`"}`).StatusCode })
	}
	wg.Wait()
	close(statuses)
	counts := map[int]int{}
	for s := range statuses {
		counts[s]++
	}
	if left := privacy.C.Limits.CodeAttempts - 1; counts[400] != left || counts[429] != 40-left {
		t.Fatalf("40 guesses answered %v", counts)
	}

	if res := verify(id, `{"code":"`+code+`"}`); res.StatusCode != 200 {
		t.Fatalf("right code: %d", res.StatusCode)
	}
	if res := verify(id, `{"code":"`+code+`"}`); res.StatusCode != 400 {
		t.Errorf("the code twice: %d", res.StatusCode)
	}
	if r, _ := a.privacy.Get(context.Background(), id); r.Status != privacy.Open {
		t.Errorf("status %s after the code", r.Status)
	}
}

// TestPrivacyCorrection: a correction changes the person's own lead at its version; another person's
// lead, a stale version, bad details and a request of another kind are refused.
func TestPrivacyCorrection(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	ctx := context.Background()
	cookie := a.signIn(t, a.account(t, staff.Owner))
	theirs := a.lead(t, "Farah Khan", "9812345678")
	others := a.lead(t, "Someone Else", "9899999999")
	r, err := a.privacy.Ask(ctx, privacy.Ask{Kind: privacy.Correction, Mobile: "98123 45678"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.privacy.VerifyByPhone(ctx, staff.CommandLine, privacy.Change{ID: r.ID, Version: r.Version}); err != nil {
		t.Fatal(err)
	}
	url := "/api/admin/privacy/requests/" + strconv.FormatInt(r.ID, 10) + "/correct"
	post := func(body any) *http.Response {
		return a.as(t, cookie, "POST", url, jsonOf(body), map[string]string{"Sec-Fetch-Site": "same-origin"})
	}
	for _, tc := range []struct {
		name string
		body map[string]any
		want int
	}{
		{"another person's lead", map[string]any{"leadId": others, "version": 1, "name": "X", "mobile": "9812345678"}, 404},
		{"stale version", map[string]any{"leadId": theirs, "version": 9, "name": "Farah Khan", "mobile": "9812345678"}, 409},
		{"no name", map[string]any{"leadId": theirs, "version": 1, "name": "", "mobile": "9812345678"}, 400},
		{"bad e-mail", map[string]any{"leadId": theirs, "version": 1, "name": "Farah", "mobile": "9812345678", "email": "farah@"}, 400},
		{"no version", map[string]any{"leadId": theirs, "name": "Farah", "mobile": "9812345678"}, 400},
		{"unknown field", map[string]any{"leadId": theirs, "version": 1, "name": "Farah", "mobile": "9812345678", "status": "won"}, 400},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if res := post(tc.body); res.StatusCode != tc.want {
				t.Fatalf("status %d, want %d: %s", res.StatusCode, tc.want, bodyText(t, res))
			}
		})
	}
	res := post(map[string]any{"leadId": theirs, "version": 1, "name": "Farah Khan Mirza", "mobile": "9812345678", "email": "farah@example.com"})
	if res.StatusCode != 200 {
		t.Fatalf("correction: %d %s", res.StatusCode, bodyText(t, res))
	}
	held, _ := a.privacy.Contacts(ctx, r.ID)
	if len(held) != 1 || held[0].Name != "Farah Khan Mirza" || held[0].Email != "farah@example.com" || held[0].Version != 2 {
		t.Errorf("after correction: %+v", held)
	}
	access, _ := a.privacy.Ask(ctx, privacy.Ask{Kind: privacy.Access, Mobile: "9812345678"})
	a.privacy.VerifyByPhone(ctx, staff.CommandLine, privacy.Change{ID: access.ID, Version: access.Version})
	wrongKind := a.as(t, cookie, "POST", "/api/admin/privacy/requests/"+strconv.FormatInt(access.ID, 10)+"/correct",
		jsonOf(map[string]any{"leadId": theirs, "version": 2, "name": "Farah", "mobile": "9812345678"}), map[string]string{"Sec-Fetch-Site": "same-origin"})
	if wrongKind.StatusCode != 400 {
		t.Errorf("correction on an access request: %d", wrongKind.StatusCode)
	}
}

// TestPrivacyForms: without JavaScript a request and its code are pages; a mobile-only request waits for a call.
func TestPrivacyForms(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	post := func(path string, v url.Values) (*http.Response, string) {
		res := a.call(t, "POST", path, "application/x-www-form-urlencoded", v.Encode(), "198.51.100.7:1", nil)
		return res, bodyText(t, res)
	}
	res, page := post(privacyFormPath, url.Values{"kind": {"erasure"}})
	if res.StatusCode != 400 || !strings.Contains(page, privacy.C.Messages["contact"]) {
		t.Fatalf("empty form: %d %s", res.StatusCode, page)
	}
	res, page = post(privacyFormPath, url.Values{"kind": {"erasure"}, "mobile": {"98450 12345"}})
	if res.StatusCode != 200 || !strings.Contains(page, "call you") {
		t.Fatalf("mobile only: %d %s", res.StatusCode, page)
	}
	res, page = post(privacyFormPath, url.Values{"kind": {"access"}, "email": {"kiran@example.com"}})
	if res.StatusCode != 200 || !strings.Contains(page, "6-digit code") {
		t.Fatalf("by e-mail: %d %s", res.StatusCode, page)
	}
	id := regexp.MustCompile(`name="request" value="(\d+)"`).FindStringSubmatch(page)
	if id == nil {
		t.Fatalf("no request id in the code form: %s", page)
	}
	res, page = post(privacyVerifyFormPath, url.Values{"request": {id[1]}, "code": {"999999x"}})
	if res.StatusCode != 400 || !strings.Contains(page, privacy.C.Messages["codeFormat"]) {
		t.Fatalf("bad code: %d %s", res.StatusCode, page)
	}
	res, page = post(privacyVerifyFormPath, url.Values{"request": {id[1]}, "code": {a.codeFor(t, "kiran@example.com")}})
	if res.StatusCode != 200 || !strings.Contains(page, "Request confirmed") {
		t.Fatalf("right code: %d %s", res.StatusCode, page)
	}
}

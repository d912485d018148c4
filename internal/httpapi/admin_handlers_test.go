package httpapi

import (
	"context"
	"github.com/nivaas-interiors/site/internal/adlead"
	"github.com/nivaas-interiors/site/internal/adspend"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/breach"
	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/media/mediatest"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestAdminRoutesAccessPolicy walks every admin route of the route table: no
// session → 401, a role without the route's permission → 403, another origin →
// 403, the right role → 2xx; and every answer is no-store and noindex. A part an
// owner may grant (staff.Grantable) is called by a sales account given it.
func TestAdminRoutesAccessPolicy(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	ctx := context.Background()
	target := a.account(t, staff.Sales)            // the account the owners' calls act on
	theLead := a.lead(t, "Asha Rao", "9876543210") // the lead the lead calls act on
	// prepare readies the signed-in account for the call and returns its body.
	type prepare = func(t *testing.T, me *staff.Account) string
	withTOTP := func(t *testing.T, me *staff.Account) string {
		if cur, err := a.staff.Account(ctx, me.ID); err != nil || !cur.TOTPEnabled {
			a.enableTOTP(t, me)
		}
		return jsonOf(map[string]string{"password": staffPassword})
	}
	bodies := map[string]prepare{
		"POST /api/admin/system/backup/download": func(t *testing.T, me *staff.Account) string {
			if _, err := a.system.Scheduler.BackUpNow(ctx); err != nil {
				t.Fatal(err)
			}
			return jsonOf(map[string]string{"password": staffPassword, "code": a.code(t, me.TOTPSecret)})
		},
		"POST /api/admin/sign-in": func(t *testing.T, _ *staff.Account) string {
			return jsonOf(map[string]string{"email": target.Email, "password": staffPassword})
		},
		"POST /api/admin/set-password": func(t *testing.T, _ *staff.Account) string {
			secret, _, err := a.staff.IssueSetPasswordLink(ctx, staff.CommandLine, target.Email)
			if err != nil {
				t.Fatal(err)
			}
			return jsonOf(map[string]string{"token": secret, "password": staffPassword})
		},
		"POST /api/admin/forgot-password": func(t *testing.T, _ *staff.Account) string {
			return jsonOf(map[string]string{"email": target.Email})
		},
		"POST /api/admin/me/password": func(t *testing.T, _ *staff.Account) string {
			return jsonOf(map[string]string{"current": staffPassword, "password": "cedar desk by the window"})
		},
		"POST /api/admin/me/totp/confirm": func(t *testing.T, me *staff.Account) string {
			setup, err := a.staff.BeginTOTP(ctx, staff.Actor{ID: me.ID})
			if err != nil {
				t.Fatal(err)
			}
			return jsonOf(map[string]string{"code": a.code(t, setup.Secret)})
		},
		"POST /api/admin/me/totp/disable":   withTOTP,
		"POST /api/admin/me/recovery-codes": withTOTP,
		"POST /api/admin/accounts": func(t *testing.T, _ *staff.Account) string {
			return jsonOf(map[string]string{"email": "new" + strconv.FormatInt(a.seq.Add(1), 10) + "@example.com", "name": "New Person", "role": "editor"})
		},
		"PATCH /api/admin/accounts/{id}": func(t *testing.T, _ *staff.Account) string {
			cur, err := a.staff.Account(ctx, target.ID)
			if err != nil {
				t.Fatal(err)
			}
			return jsonOf(map[string]any{"version": cur.Version, "name": "Renamed " + strconv.FormatInt(a.seq.Add(1), 10)})
		},
		"POST /api/admin/accounts/{id}/reset-two-factor": func(t *testing.T, _ *staff.Account) string { return "" },
		"PUT /api/admin/assignment": func(t *testing.T, _ *staff.Account) string {
			cur, err := a.store.AssignSettings(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return jsonOf(map[string]any{"version": cur.Version, "autoAssign": false, "byCity": false, "responseMinutes": 15})
		},
		"PUT /api/admin/assignment/people/{id}": func(t *testing.T, _ *staff.Account) string { return `{"away":false}` },
		"PUT /api/admin/me/away":                func(t *testing.T, _ *staff.Account) string { return `{"away":false}` },
		"POST /api/admin/media": func(t *testing.T, _ *staff.Account) string {
			return string(mediatest.Photo(40, 30, int(a.seq.Add(1)%8)+1))
		},
		"PATCH /api/admin/leads/{id}": func(t *testing.T, _ *staff.Account) string {
			return jsonOf(map[string]any{"version": a.leadVersion(t, theLead), "followUpOn": "2026-11-2" + strconv.FormatInt(a.seq.Add(1)%10, 10)})
		},
		"PATCH /api/admin/leads/{id}/details": func(t *testing.T, _ *staff.Account) string {
			return jsonOf(map[string]any{"version": a.leadVersion(t, theLead), "name": "Asha " + strconv.FormatInt(a.seq.Add(1), 10), "mobile": "9876543210"})
		},
		"POST /api/admin/leads/{id}/notes": func(t *testing.T, _ *staff.Account) string {
			return jsonOf(map[string]any{"version": a.leadVersion(t, theLead), "text": "Called back."})
		},
		"POST /api/admin/leads/{id}/calls": func(t *testing.T, _ *staff.Account) string {
			return jsonOf(map[string]any{"version": a.leadVersion(t, theLead), "outcome": "no_answer", "note": "Rang twice."})
		},
		"POST /api/admin/leads/{id}/whatsapp": func(t *testing.T, _ *staff.Account) string { return "{}" },
		"POST /api/admin/leads/bulk": func(t *testing.T, _ *staff.Account) string {
			return jsonOf(map[string]any{"leads": []map[string]int64{{"id": theLead, "version": a.leadVersion(t, theLead)}}, "status": "contacted"})
		},
		"POST /api/admin/lead-views": func(t *testing.T, _ *staff.Account) string {
			return jsonOf(map[string]string{"name": "View " + strconv.FormatInt(a.seq.Add(1), 10), "query": "status=new"})
		},
		"POST /api/admin/lead-imports":             func(t *testing.T, _ *staff.Account) string { return "name,mobile\nAsha,9876543210\n" },
		"POST /api/admin/lead-imports/refused.csv": func(t *testing.T, _ *staff.Account) string { return "name,mobile\nAsha,12345\n" },
		"PUT /api/admin/company": func(t *testing.T, _ *staff.Account) string {
			cur, err := a.store.CompanyDetails(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return companyBody(func(d *company.Details) { d.Version = cur.Version })
		},
		"PUT /api/admin/site-content/reviews": siteContentBody(a, "reviews", `"items":[{"text":"Good work.","rating":5,"project":"2 BHK","customer":{"name":"Anand","location":"Coimbatore","image":"/art/people/customer-1.svg"}}]`),
		"PUT /api/admin/site-content/faqs":    siteContentBody(a, "faqs", `"categories":[{"id":"general","title":"General","faqs":[{"question":"Why?","answer":"Because."}]}]`),
		"PUT /api/admin/site-content/cities":  siteContentBody(a, "cities", `"items":[{"slug":"coimbatore","base":"chennai","name":"Coimbatore","metaTitle":"T","metaDescription":"D","heroIntro":"H","typicalHomes":"T","climate":"C","localities":["RS Puram"]}]`),
		"POST /api/admin/leads/{id}/merge": func(t *testing.T, _ *staff.Account) string {
			other := a.lead(t, "Asha Again", "+91 98765 43210")
			return jsonOf(map[string]any{"version": a.leadVersion(t, theLead), "otherId": other, "otherVersion": 1})
		},
	}
	rows := routeRows{ids: map[string]int64{}, urls: map[string]string{}, bodies: bodies}
	privacyIDs, privacyBodies := privacyFixtures(t, a)
	for _, area := range []routeRows{catalogRouteFixtures(t, a), blogRouteFixtures(t, a),
		{ids: privacyIDs, bodies: privacyBodies}, newOfficeRows(t, a), newPrivacyRows(t, a), inboundRouteFixtures(t, a), whatsappRouteFixtures(t, a), adFormRouteFixtures(t, a), quoteRouteFixtures(t, a), spendRouteFixtures(t, a)} {
		rows.add(area)
	}
	// roleFor is a role that may use p (editors for their own account, so two-factor stays optional).
	roleFor := func(p staff.Permission) staff.Role {
		for _, r := range []staff.Role{staff.Editor, staff.Sales, staff.Owner} {
			if r.May(p) {
				return r
			}
		}
		t.Fatalf("no role may %q", p)
		return ""
	}
	anImport := a.anImport(t)
	// The table of a site running every feature but bookings (TestAppointmentAdminRoutesAccessPolicy walks those).
	routes := (&server{Deps: Deps{Assign: &lead.Assigner{}, AccessLog: &accesslog.Service{}, Breaches: &breach.Service{}, Privacy: a.privacy, Inbound: a.inbound, WhatsApp: a.whatsapp, AdLeads: &adlead.Service{}, Quotes: a.quotes, Spend: &adspend.Service{}}}).adminTable()
	if len(routes) < 16 {
		t.Fatalf("the route table has %d admin routes", len(routes))
	}
	for _, rt := range routes {
		key := rt.method + " " + rt.path
		id := target.ID
		if strings.HasPrefix(rt.path, "/api/admin/leads/") {
			id = theLead
		}
		if key == "POST /api/admin/lead-imports/{id}/undo" {
			id = anImport
		}
		if rid, ok := rows.ids[key]; ok {
			id = rid
		}
		url := strings.Replace(rt.path, "{id}", strconv.FormatInt(id, 10), 1)
		if u, ok := rows.urls[key]; ok {
			url = u
		}
		body := func(t *testing.T, me *staff.Account) string {
			if me == nil && rt.may != "" {
				return "{}" // refused before the body is read
			}
			if p, ok := bodies[key]; ok {
				return p(t, me)
			}
			return ""
		}
		t.Run(key, func(t *testing.T) {
			check := func(t *testing.T, res *http.Response, want int) {
				t.Helper()
				if res.StatusCode != want {
					t.Fatalf("status %d, want %d: %s", res.StatusCode, want, bodyText(t, res))
				}
				if res.Header.Get("Cache-Control") != "no-store" || res.Header.Get("X-Robots-Tag") != "noindex, nofollow" {
					t.Errorf("headers: Cache-Control %q, X-Robots-Tag %q", res.Header.Get("Cache-Control"), res.Header.Get("X-Robots-Tag"))
				}
			}
			if rt.may != "" {
				check(t, a.as(t, "", rt.method, url, body(t, nil), nil), http.StatusUnauthorized)
				for _, r := range staff.Roles {
					if !r.May(rt.may) {
						me := a.account(t, r)
						check(t, a.as(t, a.signIn(t, me), rt.method, url, body(t, me), nil), http.StatusForbidden)
					}
				}
			}
			if rt.method != http.MethodGet { // reads are safe; CORS keeps another site from reading them
				var me *staff.Account
				cookie := ""
				if rt.may != "" {
					me = a.account(t, roleFor(rt.may))
					cookie = a.signIn(t, me)
				}
				for _, h := range []map[string]string{{"Sec-Fetch-Site": "cross-site"}, {"Origin": "https://evil.example"}} {
					check(t, a.as(t, cookie, rt.method, url, body(t, me), h), http.StatusForbidden)
				}
			}
			var me *staff.Account
			cookie := ""
			if rt.may != "" {
				me = a.account(t, roleFor(rt.may))
				if slices.Contains(staff.Grantable, rt.may) {
					me = a.granted(t, staff.Sales, rt.may)
				}
				cookie = a.signIn(t, me)
			}
			res := a.as(t, cookie, rt.method, url, body(t, me), map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": "http://example.com"})
			if res.StatusCode < 200 || res.StatusCode > 299 {
				t.Fatalf("right role: status %d: %s", res.StatusCode, bodyText(t, res))
			}
			check(t, res, res.StatusCode)
		})
	}
}

// TestOwnerMustSetUpTwoFactorFirst: an owner without two-factor reaches only their own account.
func TestOwnerMustSetUpTwoFactorFirst(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	owner, err := a.staff.AddAccount(context.Background(), staff.CommandLine, staff.NewAccount{Email: "first@example.com", Name: "First Owner", Role: staff.Owner, Password: staffPassword})
	if err != nil {
		t.Fatal(err)
	}
	cookie := a.signIn(t, owner)
	if res := a.as(t, cookie, "GET", "/api/admin/me", "", nil); res.StatusCode != 200 || decodeBody(t, res)["mustSetUpTOTP"] != true {
		t.Fatalf("me: %d", res.StatusCode)
	}
	res := a.as(t, cookie, "GET", "/api/admin/accounts", "", nil)
	if res.StatusCode != http.StatusForbidden || decodeBody(t, res)["error"] != msgSetUpTOTP {
		t.Fatalf("accounts before two-factor: %d", res.StatusCode)
	}
	if res := a.as(t, cookie, "POST", "/api/admin/me/totp", "", nil); res.StatusCode != 200 {
		t.Fatalf("begin two-factor: %d %s", res.StatusCode, bodyText(t, res))
	}
}

// TestSignOutEverywhereEndsOtherSessions: a second device's session ends with the reason.
func TestSignOutEverywhereEndsOtherSessions(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	me := a.account(t, staff.Sales)
	phone, laptop := a.signIn(t, me), a.signIn(t, me)
	if phone == laptop {
		t.Fatal("two sign-ins share a session token")
	}
	if res := a.as(t, laptop, "POST", "/api/admin/sign-out-everywhere", "", nil); res.StatusCode != http.StatusNoContent {
		t.Fatalf("sign out everywhere: %d", res.StatusCode)
	}
	res := a.as(t, phone, "GET", "/api/admin/me", "", nil)
	if res.StatusCode != http.StatusUnauthorized || decodeBody(t, res)["error"] != msgSessionEnded {
		t.Fatalf("the phone's session after sign-out everywhere: %d", res.StatusCode)
	}
	if res := a.as(t, laptop, "GET", "/api/admin/me", "", nil); res.StatusCode != http.StatusUnauthorized {
		t.Fatalf("the laptop's own session: %d", res.StatusCode)
	}
}

func TestSignInCookieAndThrottle(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	me := a.account(t, staff.Editor)
	res := a.as(t, "", "POST", "/api/admin/sign-in", jsonOf(map[string]string{"email": me.Email, "password": staffPassword}), nil)
	raw := strings.Join(res.Header.Values("Set-Cookie"), "\n")
	for _, want := range []string{"HttpOnly", "SameSite=Lax", "Path=/api/admin/"} {
		if !strings.Contains(raw, want) {
			t.Errorf("Set-Cookie %q lacks %s", raw, want)
		}
	}
	if strings.Contains(raw, "Secure") {
		t.Errorf("Set-Cookie over plain HTTP is Secure, the browser would drop it: %q", raw)
	}
	for i := range 4 {
		res = a.as(t, "", "POST", "/api/admin/sign-in", jsonOf(map[string]string{"email": me.Email, "password": "not the password!"}), nil)
		if res.StatusCode != http.StatusUnauthorized {
			t.Fatalf("failure %d: %d", i+1, res.StatusCode)
		}
	}
	res = a.as(t, "", "POST", "/api/admin/sign-in", jsonOf(map[string]string{"email": me.Email, "password": staffPassword}), nil)
	if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") != "1" {
		t.Fatalf("after 4 failures: %d, Retry-After %q", res.StatusCode, res.Header.Get("Retry-After"))
	}
}

// TestSetPasswordLinkGoesThroughTheOutbox: a new account's link is mailed to the person, and shown to the owner.
func TestSetPasswordLinkGoesThroughTheOutbox(t *testing.T) {
	t.Parallel()
	a := newAdminEnv(t)
	cookie := a.signIn(t, a.account(t, staff.Owner))
	res := a.as(t, cookie, "POST", "/api/admin/accounts", jsonOf(map[string]string{"email": "meera@example.in", "name": "Meera Nair", "role": "editor"}), nil)
	body := decodeBody(t, res)
	if res.StatusCode != http.StatusCreated || body["mailed"] != true || !strings.Contains(body["link"].(string), "/admin/set-password#") {
		t.Fatalf("add account: %d %v", res.StatusCode, body)
	}
	stats, err := a.db.OutboxStats(context.Background())
	if err != nil || stats.Pending != 1 {
		t.Fatalf("outbox: %+v %v, want the one set-password mail", stats, err)
	}
}

// signInBody is a Before that adds a sales account and sends its e-mail with password.
func signInBody(password string) func(t *testing.T, a *adminEnv, sc *scenario) {
	return func(t *testing.T, a *adminEnv, sc *scenario) {
		sc.Body = jsonOf(map[string]string{"email": a.account(t, staff.Sales).Email, "password": password})
	}
}

// signsInWith is an After: the signed-in sales person (the first account) signs in with password.
func signsInWith(password string) func(t *testing.T, a *adminEnv, _ string) {
	return func(t *testing.T, a *adminEnv, _ string) {
		acct, err := a.staff.Account(t.Context(), firstRow)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := a.staff.SignIn(t.Context(), staff.SignInRequest{Email: acct.Email, Password: password, Address: "192.0.2.1"}); err != nil {
			t.Errorf("sign in with %q: %v", password, err)
		}
	}
}

// TestAdminScenarios: signing in and out, one's own account and the release's
// version, each behind the same guard as every other admin call.
func TestAdminScenarios(t *testing.T) {
	t.Parallel()
	const newPassword = "copper kettle on a jute rug"
	run(t, joined(
		badBodies("POST", signInPath, ""),
		badBodies("POST", "/api/admin/me/password", staff.Sales),
		guarded("GET", "/api/admin/version", "", staff.Owner, staff.Sales),
		[]scenario{
			{Name: "sign in", Method: "POST", URL: signInPath, Before: signInBody(staffPassword),
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"role":"sales"`, `"permissions":`}, After: audited("signed in")},
			{Name: "sign in with the wrong password", Method: "POST", URL: signInPath, Before: signInBody("not the password"),
				ExpectedStatus: http.StatusUnauthorized, ExpectedContent: []string{staff.MsgBadCredentials}, After: audited("sign-in failed")},
			{Name: "sign in from another site", Method: "POST", URL: signInPath, Before: signInBody(staffPassword), Origin: foreignOrigin,
				ExpectedStatus: http.StatusForbidden, ExpectedContent: []string{msgOtherOrigin}},
			{Name: "a used or made-up link", Method: "POST", URL: "/api/admin/set-password", Body: `{"token":"made-up","password":"` + newPassword + `"}`,
				ExpectedStatus: http.StatusNotFound, ExpectedContent: []string{staff.MsgBadLink}},
			{Name: "me, anonymous", Method: "GET", URL: "/api/admin/me", ExpectedStatus: http.StatusUnauthorized, ExpectedContent: []string{msgSignIn}},
			{Name: "me", Method: "GET", URL: "/api/admin/me", Role: staff.Editor,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"role":"editor"`, `"email":"editor1@example.com"`}},
			{Name: "the release", Method: "GET", URL: "/api/admin/version", Role: staff.Owner,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"version":`}},
			{Name: "sign out", Method: "POST", URL: "/api/admin/sign-out", Role: staff.Sales,
				ExpectedStatus: http.StatusNoContent, After: audited("signed out")},
			{Name: "sign out from another site", Method: "POST", URL: "/api/admin/sign-out", Role: staff.Sales, Origin: foreignOrigin,
				ExpectedStatus: http.StatusForbidden, ExpectedContent: []string{msgOtherOrigin}},
			{Name: "a new password", Method: "POST", URL: "/api/admin/me/password", Role: staff.Sales,
				Body:           jsonOf(map[string]string{"current": staffPassword, "password": newPassword}),
				ExpectedStatus: http.StatusNoContent, After: signsInWith(newPassword)},
			{Name: "a new password with the wrong current one", Method: "POST", URL: "/api/admin/me/password", Role: staff.Sales,
				Body:           jsonOf(map[string]string{"current": "not it", "password": newPassword}),
				ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{"Your current password is not right."}, After: signsInWith(staffPassword)},
			{Name: "two-factor set-up starts", Method: "POST", URL: "/api/admin/me/totp", Role: staff.Editor,
				ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"secret":"`, `"qr":"data:image/png;base64,`}},
		}))
}

// adminGroupOf is the route table's group named name, which s must run.
func adminGroupOf(t *testing.T, s *server, name string) []adminRoute {
	t.Helper()
	for _, g := range s.adminGroups() {
		if g.name == name && g.on {
			return g.routes
		}
	}
	t.Fatalf("the route table has no group %q on", name)
	return nil
}

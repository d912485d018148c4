package httpapi

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/nivaas-interiors/site/internal/staff"
)

// TestAdminHostileInput sends what an attacker or a broken client would to the
// sign-in and account endpoints: each gets its status and a readable JSON
// sentence, never a 500, and changes nothing it should not.
func TestAdminHostileInput(t *testing.T) {
	a := newAdminEnv(t)
	owner := a.account(t, staff.Owner)
	sales := a.account(t, staff.Sales)
	cookie := a.signIn(t, owner)
	id := strconv.FormatInt(sales.ID, 10)
	self := strconv.FormatInt(owner.ID, 10)
	fresh, err := a.staff.Account(t.Context(), owner.ID)
	if err != nil {
		t.Fatal(err)
	}
	selfVersion := strconv.FormatInt(fresh.Version, 10)
	big := `{"email":"` + strings.Repeat("a", 17<<10) + `"}`
	cases := []struct {
		name, method, target, contentType, body string
		signedIn                                bool
		want                                    int
	}{
		{"sign-in: empty body", "POST", "/api/admin/sign-in", "application/json", "", false, 400},
		{"sign-in: not JSON", "POST", "/api/admin/sign-in", "application/json", "email=a&password=b", false, 400},
		{"sign-in: form encoded", "POST", "/api/admin/sign-in", "application/x-www-form-urlencoded", "email=a&password=b", false, 415},
		{"sign-in: an array", "POST", "/api/admin/sign-in", "application/json", `[{"email":"a"}]`, false, 400},
		{"sign-in: email a number", "POST", "/api/admin/sign-in", "application/json", `{"email":1,"password":"x"}`, false, 400},
		{"sign-in: unknown field", "POST", "/api/admin/sign-in", "application/json", `{"email":"a@b.c","password":"x","role":"owner"}`, false, 400},
		{"sign-in: address smuggled", "POST", "/api/admin/sign-in", "application/json", `{"email":"a@b.c","password":"x","Address":"127.0.0.1"}`, false, 400},
		{"sign-in: two objects", "POST", "/api/admin/sign-in", "application/json", `{"email":"a@b.c","password":"x"}{}`, false, 400},
		{"sign-in: over 16 KiB", "POST", "/api/admin/sign-in", "application/json", big, false, 413},
		{"sign-in: missing password", "POST", "/api/admin/sign-in", "application/json", `{"email":"` + sales.Email + `"}`, false, 400},
		{"sign-in: SQL in e-mail", "POST", "/api/admin/sign-in", "application/json", `{"email":"' OR 1=1 --","password":"x"}`, false, 401},
		{"sign-in: SQL in password", "POST", "/api/admin/sign-in", "application/json", `{"email":"` + sales.Email + `","password":"' OR '1'='1"}`, false, 401},
		{"sign-in: NUL in e-mail", "POST", "/api/admin/sign-in", "application/json", `{"email":"` + sales.Email + `\u0000","password":"` + staffPassword + `"}`, false, 401},
		{"sign-in: lone surrogate in e-mail", "POST", "/api/admin/sign-in", "application/json", `{"email":"\udcff@b.c","password":"x"}`, false, 401},
		{"sign-in: bell in e-mail", "POST", "/api/admin/sign-in", "application/json", `{"email":"ring\u0007@b.c","password":"x"}`, false, 401},
		{"sign-in: CRLF in e-mail", "POST", "/api/admin/sign-in", "application/json", `{"email":"a@b.c\r\nBcc: x@evil.example","password":"x"}`, false, 401},
		{"sign-in: 10,000-character password", "POST", "/api/admin/sign-in", "application/json", `{"email":"` + sales.Email + `","password":"` + strings.Repeat("p", 10000) + `"}`, false, 401},
		{"sign-in: full-width look-alike e-mail", "POST", "/api/admin/sign-in", "application/json", `{"email":"ｓales@example.com","password":"` + staffPassword + `"}`, false, 401},
		{"sign-in: invalid UTF-8", "POST", "/api/admin/sign-in", "application/json", "{\"email\":\"a\xff@b.c\",\"password\":\"x\"}", false, 400},
		{"sign-in: GET", "GET", "/api/admin/sign-in", "", "", false, 405},
		{"set-password: garbage token", "POST", "/api/admin/set-password", "application/json", `{"token":"../../etc/passwd","password":"` + staffPassword + `"}`, false, 404},
		{"set-password: empty token", "POST", "/api/admin/set-password", "application/json", `{"token":"","password":"` + staffPassword + `"}`, false, 404},
		{"set-password: token an object", "POST", "/api/admin/set-password", "application/json", `{"token":{"$ne":null},"password":"x"}`, false, 400},
		{"me: forged cookie", "GET", "/api/admin/me", "", "", false, 401},
		{"accounts: add with a password field", "POST", "/api/admin/accounts", "application/json", `{"email":"x@example.com","name":"X","role":"sales","password":"` + staffPassword + `"}`, true, 400},
		{"accounts: add role admin", "POST", "/api/admin/accounts", "application/json", `{"email":"x@example.com","name":"X","role":"admin"}`, true, 400},
		{"accounts: add taken e-mail in capitals", "POST", "/api/admin/accounts", "application/json", `{"email":"` + strings.ToUpper(sales.Email) + `","name":"X","role":"sales"}`, true, 400},
		{"accounts: add script as name", "POST", "/api/admin/accounts", "application/json", `{"email":"x2@example.com","name":"<script>alert(1)</script>\u0007","role":"sales"}`, true, 400},
		{"accounts: add name of 101 characters", "POST", "/api/admin/accounts", "application/json", `{"email":"x3@example.com","name":"` + strings.Repeat("n", 101) + `","role":"sales"}`, true, 400},
		{"accounts: add e-mail with a header", "POST", "/api/admin/accounts", "application/json", `{"email":"x@example.com\nBcc: y@evil.example","name":"X","role":"sales"}`, true, 400},
		{"accounts: change version a string", "PATCH", "/api/admin/accounts/" + id, "application/json", `{"version":"1","name":"X"}`, true, 400},
		{"accounts: change stale version", "PATCH", "/api/admin/accounts/" + id, "application/json", `{"version":0,"name":"X"}`, true, 409},
		{"accounts: change disabled a string", "PATCH", "/api/admin/accounts/" + id, "application/json", `{"version":1,"disabled":"true"}`, true, 400},
		{"accounts: change id field in body", "PATCH", "/api/admin/accounts/" + id, "application/json", `{"version":1,"ID":1}`, true, 400},
		{"accounts: the only owner made sales", "PATCH", "/api/admin/accounts/" + self, "application/json", `{"version":` + selfVersion + `,"role":"sales"}`, true, 400},
		{"accounts: the only owner made editor", "PATCH", "/api/admin/accounts/" + self, "application/json", `{"version":` + selfVersion + `,"role":"editor","name":"Still Me"}`, true, 400},
		{"accounts: the only owner disabled", "PATCH", "/api/admin/accounts/" + self, "application/json", `{"version":` + selfVersion + `,"disabled":true}`, true, 400},
		{"accounts: negative id", "PATCH", "/api/admin/accounts/-1", "application/json", `{"version":1}`, true, 404},
		{"accounts: id past int64", "PATCH", "/api/admin/accounts/99999999999999999999", "application/json", `{"version":1}`, true, 404},
		{"accounts: id not a number", "POST", "/api/admin/accounts/abc/password-link", "", "", true, 404},
		{"accounts: missing account", "POST", "/api/admin/accounts/424242/password-link", "", "", true, 404},
		{"accounts: reset own two-factor", "POST", "/api/admin/accounts/" + strconv.FormatInt(owner.ID, 10) + "/reset-two-factor", "", "", true, 400},
		{"accounts: DELETE", "DELETE", "/api/admin/accounts/" + id, "", "", true, 405},
		{"accounts: add NUL in e-mail", "POST", "/api/admin/accounts", "application/json", `{"email":"x4@example.com\u0000","name":"X","role":"sales"}`, true, 400},
		{"accounts: change name to broken UTF-8", "PATCH", "/api/admin/accounts/" + id, "application/json", "{\"version\":1,\"name\":\"X\xff\"}", true, 400},
		{"audit: broken UTF-8 cursor", "GET", "/api/admin/audit?after=%ff", "", "", true, 400},
		{"password: NUL in the new one", "POST", "/api/admin/me/password", "application/json", `{"current":"` + staffPassword + `","password":"cedar desk by the\u0000window"}`, true, 400},
		{"audit: negative cursor", "GET", "/api/admin/audit?after=-1", "", "", true, 400},
		{"audit: cursor not a number", "GET", "/api/admin/audit?after=1%27%20OR%201=1", "", "", true, 400},
		{"audit: cursor past int64", "GET", "/api/admin/audit?after=99999999999999999999", "", "", true, 400},
		{"password: wrong current", "POST", "/api/admin/me/password", "application/json", `{"current":"nope","password":"cedar desk by the window"}`, true, 400},
		{"password: common new one", "POST", "/api/admin/me/password", "application/json", `{"current":"` + staffPassword + `","password":"password1234567"}`, true, 400},
		{"two-factor off: wrong password", "POST", "/api/admin/me/totp/disable", "application/json", `{"password":"nope"}`, true, 400},
		{"recovery codes: wrong password", "POST", "/api/admin/me/recovery-codes", "application/json", `{"password":"nope\u0000"}`, true, 400},
		{"recovery codes: password a number", "POST", "/api/admin/me/recovery-codes", "application/json", `{"password":1}`, true, 400},
		{"two-factor confirm: code an array", "POST", "/api/admin/me/totp/confirm", "application/json", `{"code":["1"]}`, true, 400},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			header := map[string]string{}
			if c.signedIn {
				header["Cookie"] = cookie
			} else if c.name == "me: forged cookie" {
				header["Cookie"] = sessionCookieName + "=" + strings.Repeat("A", 43)
			}
			res := a.call(t, c.method, c.target, c.contentType, c.body, "198.51.100.9:40000", header)
			if res.StatusCode != c.want {
				t.Fatalf("status %d, want %d: %s", res.StatusCode, c.want, bodyText(t, res))
			}
			if msg, _ := decodeBody(t, res)["error"].(string); msg == "" || strings.Contains(msg, "sql") || strings.Contains(msg, "panic") {
				t.Errorf("error sentence %q", msg)
			}
		})
	}
	// Nothing above changed the sales account or signed the owner out.
	if res := a.as(t, cookie, "GET", "/api/admin/me", "", nil); res.StatusCode != http.StatusOK {
		t.Fatalf("the owner's session after the hostile table: %d", res.StatusCode)
	}
	list, err := a.staff.Accounts(t.Context())
	if err != nil || len(list) != 2 {
		t.Fatalf("accounts after the hostile table: %d, %v", len(list), err)
	}
	if after, err := a.staff.Account(t.Context(), owner.ID); err != nil || after.Role != staff.Owner || after.Disabled || after.Name != owner.Name {
		t.Fatalf("the only owner after the hostile table: %+v %v", after, err)
	}
}

package meta

import (
	"net/url"
	"strings"
	"testing"
)

func TestValidSignature(t *testing.T) {
	body := []byte(`{"object":"whatsapp_business_account"}`)
	// Computed apart from this package (Python's hmac), so the test does not check Sign against itself.
	const good = "sha256=0bf7374433906636bed1653bc7c64affb42fa5da9a39e251ab95c2e3a9c06923"
	if got := Sign("app-secret", body); got != good {
		t.Fatalf("Sign = %s, want %s", got, good)
	}
	for _, tc := range []struct {
		name, secret, header string
		body                 []byte
		want                 bool
	}{
		{"as Meta signs", "app-secret", good, body, true},
		{"hex in upper case", "app-secret", "sha256=" + strings.ToUpper(good[7:]), body, true},
		{"another body", "app-secret", good, []byte(`{"object":"whatsapp_business_account" }`), false},
		{"another secret", "app-secret2", good, body, false},
		{"no secret configured", "", Sign("", body), body, false},
		{"no header", "app-secret", "", body, false},
		{"no prefix", "app-secret", good[7:], body, false},
		{"sha1", "app-secret", "sha1=" + good[7:47], body, false},
		{"one digit short", "app-secret", good[:len(good)-1], body, false},
		{"one digit more", "app-secret", good + "0", body, false},
		{"one digit changed", "app-secret", good[:len(good)-1] + "4", body, false},
		{"not hex", "app-secret", "sha256=" + strings.Repeat("z", 64), body, false},
	} {
		if got := ValidSignature(tc.secret, tc.header, tc.body); got != tc.want {
			t.Errorf("%s: ValidSignature = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestChallenge(t *testing.T) {
	q := func(s string) url.Values {
		v, err := url.ParseQuery(s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, tc := range []struct {
		name, query, token, want string
		ok                       bool
	}{
		{"as Meta asks", "hub.mode=subscribe&hub.verify_token=tok-123&hub.challenge=1158201444", "tok-123", "1158201444", true},
		{"wrong token", "hub.mode=subscribe&hub.verify_token=tok-124&hub.challenge=1", "tok-123", "", false},
		{"token a prefix", "hub.mode=subscribe&hub.verify_token=tok&hub.challenge=1", "tok-123", "", false},
		{"no token configured", "hub.mode=subscribe&hub.verify_token=&hub.challenge=1", "", "", false},
		{"another mode", "hub.mode=unsubscribe&hub.verify_token=tok-123&hub.challenge=1", "tok-123", "", false},
		{"no challenge", "hub.mode=subscribe&hub.verify_token=tok-123", "tok-123", "", false},
		{"markup in the challenge", "hub.mode=subscribe&hub.verify_token=tok-123&hub.challenge=%3Cscript%3E", "tok-123", "", false},
		{"a line break in the challenge", "hub.mode=subscribe&hub.verify_token=tok-123&hub.challenge=1%0d%0aSet-Cookie:x", "tok-123", "", false},
		{"a long challenge", "hub.mode=subscribe&hub.verify_token=tok-123&hub.challenge=" + strings.Repeat("9", MaxChallenge+1), "tok-123", "", false},
	} {
		got, ok := Challenge(q(tc.query), tc.token)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s: Challenge = %q, %v; want %q, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}

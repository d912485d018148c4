// Package meta speaks Meta's platform: the webhooks' signature (X-Hub-Signature-256) and
// subscription check (hub.challenge), shared by every Meta webhook the site takes (WhatsApp,
// lead ads), and the WhatsApp Cloud API of the Graph API.
package meta

import (
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"net/url"
	"strings"
)

// SignatureHeader carries a webhook's signature: "sha256=" and the hex HMAC-SHA256 of the raw body
// under the app secret.
const SignatureHeader = "X-Hub-Signature-256"

// Sign is the SignatureHeader value of body under appSecret.
func Sign(appSecret string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(appSecret))
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

// ValidSignature reports whether header signs body under appSecret, in constant time. No secret
// makes every signature wrong; the hex digits may come in either case.
func ValidSignature(appSecret, header string, body []byte) bool {
	if appSecret == "" || len(header) != len("sha256=")+sha256.Size*2 {
		return false
	}
	want := Sign(appSecret, body)
	// Meta writes lower case; the prefix and digits compare case-blind, the bytes in constant time.
	return hmac.Equal([]byte(want), []byte(strings.ToLower(header)))
}

// MaxChallenge bounds the challenge echoed back: Meta sends a number.
const MaxChallenge = 128

// Challenge answers Meta's subscription check (GET with hub.mode=subscribe, hub.verify_token and
// hub.challenge): the challenge to echo when the token is verifyToken (compared in constant
// time), else false. No token configured refuses every check.
func Challenge(q url.Values, verifyToken string) (string, bool) {
	challenge := q.Get("hub.challenge")
	if verifyToken == "" || q.Get("hub.mode") != "subscribe" || challenge == "" || len(challenge) > MaxChallenge {
		return "", false
	}
	for _, r := range challenge {
		// Echoed as plain text: letters, digits, - and _ only, so nothing else rides back.
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-' || r == '_') {
			return "", false
		}
	}
	if subtle.ConstantTimeCompare([]byte(q.Get("hub.verify_token")), []byte(verifyToken)) != 1 {
		return "", false
	}
	return challenge, true
}

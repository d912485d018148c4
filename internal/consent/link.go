package consent

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strconv"
	"strings"
	"time"
)

// LinkLife is how long a withdrawal link in a mail works; after it the person
// writes to the grievance contact, whom the page names.
const LinkLife = 400 * 24 * time.Hour

// ErrLinkInvalid is a withdrawal link that is forged, damaged or expired.
var ErrLinkInvalid = errors.New("consent: link invalid")

// Signer makes and checks the withdrawal links in visitors' mails, as
// appointment.Signer does for booking links: an HMAC of what the link names.
type Signer struct{ key []byte }

// NewSigner signs with key (the store's SigningKey).
func NewSigner(key []byte) Signer { return Signer{key: key} }

func (s Signer) mac(parts ...string) string {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte(strings.Join(parts, "\x00")))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:18])
}

// Token lets its holder withdraw the consents of record id of kind until from+LinkLife.
func (s Signer) Token(kind Kind, id int64, from time.Time) string {
	n, until := strconv.FormatInt(id, 10), strconv.FormatInt(from.Add(LinkLife).Unix(), 10)
	return string(kind) + "." + n + "." + until + "." + s.mac("consent", string(kind), n, until)
}

// Record is the record a Token names, while it is valid at now.
func (s Signer) Record(token string, now time.Time) (Kind, int64, error) {
	parts := strings.Split(token, ".")
	if len(parts) != 4 || !hmac.Equal([]byte(parts[3]), []byte(s.mac("consent", parts[0], parts[1], parts[2]))) {
		return "", 0, ErrLinkInvalid
	}
	id, err1 := strconv.ParseInt(parts[1], 10, 64)
	until, err2 := strconv.ParseInt(parts[2], 10, 64)
	if err1 != nil || err2 != nil || id < 1 || now.Unix() > until {
		return "", 0, ErrLinkInvalid
	}
	return Kind(parts[0]), id, nil
}

// PagePath is the withdrawal page's address on the site (GET shows a link's consents, POST withdraws one).
const PagePath = "/forms/consent"

// MailLine is the sentence before the withdrawal link in every mail to a visitor.
const MailLine = "To stop WhatsApp updates or the newsletter, or withdraw any consent you gave us, in one tap (no sign-in needed):"

// URL is the withdrawal page of token on the site at origin, "" without an origin or a token.
func URL(origin, token string) string {
	origin = strings.TrimRight(origin, "/")
	if origin == "" || token == "" {
		return ""
	}
	return origin + PagePath + "?t=" + token
}

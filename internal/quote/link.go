package quote

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"
)

// Signer makes and checks the customer's link to a version: the version's id and a MAC under the links' key.
type Signer struct{ key []byte }

func (s Signer) mac(id string) string {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte("quote\x00" + id))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:18])
}

// Token is version id's link token.
func (s Signer) Token(id int64) string {
	n := strconv.FormatInt(id, 10)
	return n + "." + s.mac(n)
}

// Version is the version a token names, or ErrLinkInvalid.
func (s Signer) Version(token string) (int64, error) {
	n, sig, ok := strings.Cut(token, ".")
	id, err := strconv.ParseInt(n, 10, 64)
	if !ok || err != nil || id < 1 || len(s.key) == 0 || !hmac.Equal([]byte(sig), []byte(s.mac(n))) {
		return 0, ErrLinkInvalid
	}
	return id, nil
}

// PagePath is where the customer's page of a version lives.
const PagePath = "/quote/"

// URL is the customer's link to version id.
func (s *Service) URL(id int64) string { return s.siteURL + PagePath + s.links.Token(id) }

// withdrawal is the closing line of every mail to the customer: the page where they withdraw the consents
// given with lead leadID, in one tap ("" without a site address).
func (s *Service) withdrawal(leadID int64, now time.Time) string {
	link := consent.URL(s.siteURL, consent.NewSigner(s.links.key).Token(consent.KindLead, leadID, now))
	if link == "" || len(s.links.key) == 0 {
		return ""
	}
	return "\n" + consent.MailLine + " " + link + "\n"
}

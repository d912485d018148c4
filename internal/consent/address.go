package consent

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"strings"
	"time"
)

// An address link withdraws the consents held for one e-mail address: the mails that
// go to an address before any record of ours is known by it carry one (the "Your data"
// code). The address travels sealed, so the link shows no one's e-mail in a log or a
// browser's history, and signed like the record links, so it cannot be made for another.

// addressKind starts an address token; a record token never does (its kind is a record's).
const addressKind = "address"

// MaxAddressToken bounds an address token in bytes: the longest e-mail (254) sealed and encoded, with room.
const MaxAddressToken = 600

func (s Signer) sealer() cipher.AEAD {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte("consent-address-seal"))
	block, _ := aes.NewCipher(m.Sum(nil)) // a 32-byte key never fails
	aead, _ := cipher.NewGCM(block)
	return aead
}

// AddressToken lets its holder see and withdraw the consents held for email until from+LinkLife.
func (s Signer) AddressToken(email string, from time.Time) string {
	until := strconv.FormatInt(from.Add(LinkLife).Unix(), 10)
	aead := s.sealer()
	nonce := make([]byte, aead.NonceSize())
	rand.Read(nonce)
	sealed := base64.RawURLEncoding.EncodeToString(aead.Seal(nonce, nonce, []byte(normalAddress(email)), []byte(until)))
	return addressKind + "." + sealed + "." + until + "." + s.mac("consent-address", sealed, until)
}

// Address is the e-mail address an AddressToken names, while it is valid at now.
func (s Signer) Address(token string, now time.Time) (string, error) {
	parts := strings.Split(token, ".")
	if len(token) > MaxAddressToken || len(parts) != 4 || parts[0] != addressKind ||
		!hmac.Equal([]byte(parts[3]), []byte(s.mac("consent-address", parts[1], parts[2]))) {
		return "", ErrLinkInvalid
	}
	until, err := strconv.ParseInt(parts[2], 10, 64)
	raw, err2 := base64.RawURLEncoding.DecodeString(parts[1])
	aead := s.sealer()
	if err != nil || err2 != nil || now.Unix() > until || len(raw) < aead.NonceSize() {
		return "", ErrLinkInvalid
	}
	plain, err := aead.Open(nil, raw[:aead.NonceSize()], raw[aead.NonceSize():], []byte(parts[2]))
	if err != nil || len(plain) == 0 {
		return "", ErrLinkInvalid
	}
	return string(plain), nil
}

// IsAddressToken tells an address link from a record link.
func IsAddressToken(token string) bool { return strings.HasPrefix(token, addressKind+".") }

// normalAddress is email as records are matched on it: trimmed, lower case.
func normalAddress(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

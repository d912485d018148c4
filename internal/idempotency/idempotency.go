// Package idempotency lets a form submission be repeated safely: the first
// answer to a key is stored in the same transaction as what it created, and a
// repeat of the key gets that answer back instead of storing anything new.
package idempotency

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
)

// Header is the request header that carries the key.
const Header = "Idempotency-Key"

// MaxKeyLength bounds a key; a UUID is 36 characters.
const MaxKeyLength = 100

// TTL is how long a key is remembered; older keys are removed as new ones come in.
const TTL = 24 * time.Hour

// InvalidKeyMessage is the sentence for a key that breaks ValidKey.
const InvalidKeyMessage = "The Idempotency-Key header must be 1 to 100 letters, digits, dashes, underscores, dots or colons."

// ValidKey reports whether k is 1..MaxKeyLength characters of [A-Za-z0-9-_.:].
func ValidKey(k string) bool {
	if k == "" || len(k) > MaxKeyLength {
		return false
	}
	for _, c := range []byte(k) {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == ':'
		if !ok {
			return false
		}
	}
	return true
}

// OtherRequestMessage answers a key sent again with other details: the first
// request was stored, this one was not, and the visitor must hear so.
const OtherRequestMessage = "This request was already sent with different details. Please submit the form again."

// Answer is the first answer given to a key, with the fingerprint of the request it answered.
type Answer struct {
	Status int
	Body   []byte
	// Fingerprint is "" for keys recorded before fingerprints were kept.
	Fingerprint string
}

// Fingerprint is the SHA-256, in hex, of a request body in canonical form
// (as the server re-encodes it), so spacing and key order do not count.
func Fingerprint(canonical []byte) string {
	sum := sha256.Sum256(canonical)
	return hex.EncodeToString(sum[:])
}

// Once is the key of one submission, handed to the store with what it creates.
// A nil *Once means the request carried no key.
type Once struct {
	Route, Key string
	// Fingerprint is the request's, stored with the key (see Fingerprint).
	Fingerprint string
	// Answer renders the first answer once the stored row's id and time are known.
	Answer func(id int64, createdAt time.Time) Answer
}

// SameRequest reports whether a, the key's first answer, answered this very request.
func (o *Once) SameRequest(a Answer) bool {
	return a.Fingerprint == "" || a.Fingerprint == o.Fingerprint
}

// Repeat is the error of recording a key recorded before: nothing new was
// stored, and First is the first answer (replayed, or refused by SameRequest).
type Repeat struct{ First Answer }

func (r *Repeat) Error() string { return fault.ErrDuplicate.Error() }

// Unwrap makes a repeat a fault.ECONFLICT to those who only read codes.
func (r *Repeat) Unwrap() error { return fault.ErrDuplicate }

// Store remembers answers; implementations record them in the creating transaction,
// where a second record of the same Route and Key stores nothing and fails with a
// *Repeat holding the first answer, read in that same transaction.
type Store interface {
	// FindAnswer returns the stored answer of route and key, if one younger than TTL exists.
	FindAnswer(ctx context.Context, route, key string) (Answer, bool, error)
}

// Package idempotency lets a form submission be repeated safely: the first
// answer to a key is stored in the same transaction as what it created, and a
// repeat of the key gets that answer back instead of storing anything new.
package idempotency

import (
	"context"
	"time"
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

// Answer is the first answer given to a key.
type Answer struct {
	Status int
	Body   []byte
}

// Once is the key of one submission, handed to the store with what it creates.
// A nil *Once means the request carried no key.
type Once struct {
	Route, Key string
	// Answer renders the first answer once the stored row's id and time are known.
	Answer func(id int64, createdAt time.Time) Answer
}

// Store remembers answers; implementations record them in the creating transaction,
// where a second record of the same Route and Key fails with fault.ECONFLICT.
type Store interface {
	// FindAnswer returns the stored answer of route and key, if one younger than TTL exists.
	FindAnswer(ctx context.Context, route, key string) (Answer, bool, error)
}

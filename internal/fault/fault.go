// Package fault holds the error codes the domain speaks in, so that every
// edge (HTTP, CLI) can map them to its own vocabulary in one place.
package fault

import (
	"errors"
	"fmt"
	"strings"

	"github.com/nivaas-interiors/site/internal/contract"
)

// Error codes. Each edge maps them once (see httpapi's status mapping).
const (
	EINVALID     = "invalid"     // the request breaks a rule; Message says which
	ENOTFOUND    = "not_found"   // the thing asked for does not exist
	EFORBIDDEN   = "forbidden"   // well-formed but not allowed (e.g. an open-relay attempt)
	EUNAVAILABLE = "unavailable" // a dependency (database, mail) is down for now
	EINTERNAL    = "internal"    // a bug; never shown to a visitor in detail
)

// Error is a domain error with a sentence a visitor can read.
type Error struct {
	Code    string
	Message string            // readable sentence, safe to show to a visitor
	Fields  map[string]string // per-field problems, keyed by JSON field name
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Code, e.Message) }

// Errorf returns an *Error with the given code and a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Invalid returns an EINVALID error with per-field messages.
func Invalid(message string, fields map[string]string) *Error {
	return &Error{Code: EINVALID, Message: message, Fields: fields}
}

// Unavailable wraps a dependency failure; the cause stays in logs only.
func Unavailable(cause error) error {
	return &unavailable{cause: cause}
}

// FromStore is the one rule for a store's answer: its domain verdicts (not found,
// conflict, invalid) pass as they are, and any other failure means unavailable.
func FromStore(err error) error {
	if err != nil && Code(err) == EINTERNAL {
		return Unavailable(err)
	}
	return err
}

// Stored passes a store's read on, its error by the FromStore rule: return fault.Stored(s.store.X(ctx)).
func Stored[T any](v T, err error) (T, error) {
	return v, FromStore(err)
}

type unavailable struct{ cause error }

func (u *unavailable) Error() string { return "unavailable: " + u.cause.Error() }
func (u *unavailable) Unwrap() error { return u.cause }

// Code returns the code of err, EINTERNAL for unknown errors and "" for nil.
func Code(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	var u *unavailable
	if errors.As(err, &u) {
		return EUNAVAILABLE
	}
	return EINTERNAL
}

// Message returns the visitor-safe sentence for err.
func Message(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	if Code(err) == EUNAVAILABLE {
		return "We could not save your request right now. Please try again in a minute."
	}
	return "Something went wrong on our side. Please try again later."
}

// FieldsOf returns the per-field problems of err, if any.
func FieldsOf(err error) map[string]string {
	var e *Error
	if errors.As(err, &e) {
		return e.Fields
	}
	return nil
}

// ECONFLICT: the thing changed under the caller (e.g. an outbox lease taken over by another worker).
const ECONFLICT = "conflict"

// ErrDuplicate is a store's plain answer to a write of something it holds already (a unique key taken);
// the domain that asked may say more (a taken e-mail address).
var ErrDuplicate = &Error{Code: ECONFLICT, Message: "This was saved already."}

// Stale is the one answer to a staff edit made on a version that is no longer
// current; this names the thing ("this design", "the webhook settings").
func Stale(this string) error {
	return &Error{Code: ECONFLICT, Message: strings.ReplaceAll(contract.C.Messages.StaleEdit, "{this}", this)}
}

// CheckVersion is the one rule that a staff edit says which version it was made on.
func CheckVersion(version int64) error {
	if version >= 1 {
		return nil
	}
	msg := contract.C.Messages.VersionRequired
	return Invalid(msg, map[string]string{"version": msg})
}

// CheckChange is the start of every versioned staff edit: the version it was made on, then the change's own rules.
func CheckChange(version int64, validate func() error) error {
	if err := CheckVersion(version); err != nil {
		return err
	}
	return validate()
}

// EUNAUTHORIZED: the caller is not signed in, or the credentials are not right.
const EUNAUTHORIZED = "unauthorized"

// ETHROTTLED: too many attempts for now; the error says when to try again (see RetryAfter).
const ETHROTTLED = "throttled"

// EREFUSED: well-formed and allowed, but it cannot be done as things stand (a WhatsApp message
// outside the 24-hour window, to someone who withdrew consent); the sentence says why.
const EREFUSED = "refused"

package whatsapp

import (
	"strconv"
	"strings"
)

// RefPrefix starts the id the site sends with each message (biz_opaque_callback_data), which WhatsApp
// echoes in the message's status webhooks: "nivaas-wa-" and the message's row id, stable across attempts.
const RefPrefix = "nivaas-wa-"

// RefOf is message id's reference; ParseRef reads one back (0: not the site's).
func RefOf(id int64) string { return RefPrefix + strconv.FormatInt(id, 10) }

// ParseRef is the row id of a reference RefOf made, 0 for anything else.
func ParseRef(ref string) int64 {
	s, ok := strings.CutPrefix(ref, RefPrefix)
	if !ok {
		return 0
	}
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id < 1 {
		return 0
	}
	return id
}

// PermanentError marks a send that retrying cannot help (a template WhatsApp does not know, say).
type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return e.Err.Error() }
func (e *PermanentError) Unwrap() error { return e.Err }

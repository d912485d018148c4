package staff

import (
	"regexp"
	"strings"
)

// contentHash is how entries written before summaries named an uploaded photo.
var contentHash = regexp.MustCompile(`^[0-9a-f]{64}$`)

// Sentence is what a person reads for e: the summary written with it, else one
// made of its fields, leaving out what only a machine reads (content hashes, id lists).
func (e AuditEvent) Sentence() string {
	if e.Summary != "" {
		return e.Summary
	}
	switch {
	case e.Action == "photo uploaded" && contentHash.MatchString(e.Subject):
		// Older uploads: the subject is the photo's hash, the detail its size and file name.
		if e.Detail == "" {
			return "uploaded a photo"
		}
		return "uploaded a photo (" + e.Detail + ")"
	case e.Action == "designs reordered":
		// Older reorders: the subject is "Category-Slug, Tier", the detail the ids in their new order.
		return "reordered the designs of " + strings.ReplaceAll(e.Subject, "-", " ")
	}
	out := e.Action
	if e.Subject != "" {
		out += ": " + e.Subject
	}
	if e.Detail != "" {
		out += " (" + e.Detail + ")"
	}
	return out
}

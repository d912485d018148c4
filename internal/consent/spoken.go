package consent

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
)

// Reading is what staff confirm when they book for a caller on the phone: that they
// read the spoken notice to the caller, and in which language.
type Reading struct {
	NoticeRead     bool   `json:"noticeRead"`
	NoticeLanguage string `json:"noticeLanguage"`
}

// SpokenHash is the SHA-256 of the spoken notice in code: a consent given on the
// phone names the words the caller heard, not the written notice beside the forms.
func (n Notice) SpokenHash(code string) string {
	l, _ := n.Language(code)
	sum := sha256.Sum256([]byte(l.SpokenNotice))
	return hex.EncodeToString(sum[:])
}

// ReadAloud is the consent staff member by records for a caller at at, one per
// purpose: no client address (the caller sent nothing) and the staff member's id.
// Without the confirmation, or in a language the notice lacks, it is fault.EINVALID.
func (n Notice) ReadAloud(r Reading, by int64, at time.Time, purposes ...Purpose) ([]Record, error) {
	if !r.NoticeRead {
		return nil, fault.Invalid(n.Messages.StaffReadingRequired, map[string]string{"noticeRead": n.Messages.StaffReadingRequired})
	}
	lang := strings.TrimSpace(r.NoticeLanguage)
	if lang == "" {
		lang = n.DefaultLanguage
	}
	if l, ok := n.Language(lang); !ok || l.SpokenNotice == "" {
		return nil, fault.Invalid(n.Messages.StaffReadingLanguage, map[string]string{"noticeLanguage": n.Messages.StaffReadingLanguage})
	}
	out := make([]Record, len(purposes))
	for i, p := range purposes {
		out[i] = Record{Purpose: p, NoticeVersion: n.Version, NoticeHash: n.SpokenHash(lang), Language: lang, GivenAt: at, RecordedBy: by}
	}
	return out, nil
}

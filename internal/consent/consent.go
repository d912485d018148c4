// Package consent is what a visitor agreed to when they sent a form (DPDP Act
// 2023, issue 28): which notice they read (its version, the hash of its text and
// the language), the purposes agreed, when and from which address, and when
// they withdrew each purpose. Every lead, message, subscription and booking has
// its consents in one table keyed by (kind, record id), so erasing a person's
// record removes its consents by that key.
package consent

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/web/app/content"
)

// Kind names the table a consent's record lives in.
type Kind string

// The records that carry consents.
const (
	KindLead         Kind = "lead"
	KindMessage      Kind = "message"
	KindSubscription Kind = "subscription"
	KindBooking      Kind = "booking"
)

// Purpose is one use of a person's details they agreed to.
type Purpose string

// The purposes of consent-notice.json.
const (
	PurposeEstimate    Purpose = "estimate"    // being called about the estimate
	PurposeWhatsApp    Purpose = "whatsapp"    // WhatsApp updates
	PurposeNewsletter  Purpose = "newsletter"  // the monthly ideas
	PurposeReply       Purpose = "reply"       // an answer to a Contact Us message
	PurposeAppointment Purpose = "appointment" // the booked consultation
)

// Language is the notice in one language.
type Language struct {
	Code           string             `json:"code"`
	Name           string             `json:"name"`
	Heading        string             `json:"heading"`
	Paragraphs     []string           `json:"paragraphs"`
	GrievanceLabel string             `json:"grievanceLabel"`
	PurposeLabels  map[Purpose]string `json:"purposeLabels"`
	// SpokenNotice is the short notice staff read to a caller before booking for them.
	SpokenNotice string `json:"spokenNotice"`
	// StaffConfirmation is the box staff tick to say they read it.
	StaffConfirmation string `json:"staffConfirmation"`
}

// Notice is consent-notice.json.
type Notice struct {
	Version         int        `json:"version"`
	DefaultLanguage string     `json:"defaultLanguage"`
	Purposes        []Purpose  `json:"purposes"`
	Languages       []Language `json:"languages"`
	// Messages are the sentences the staff's reading and the address page answer with.
	Messages struct {
		StaffReadingRequired string `json:"staffReadingRequired"`
		StaffReadingLanguage string `json:"staffReadingLanguage"`
		NoConsents           string `json:"noConsents"`
	} `json:"messages"`
}

// Current is the notice the pages show.
var Current = content.MustParse("consent-notice.json", content.ConsentNotice, func(n Notice) string {
	if n.Version < 1 || len(n.Languages) == 0 || n.Messages.StaffReadingRequired == "" {
		return "no version, no language or no messages"
	}
	return ""
})

// Language returns the notice's text in code, false when it has none.
func (n Notice) Language(code string) (Language, bool) {
	i := slices.IndexFunc(n.Languages, func(l Language) bool { return l.Code == code })
	if i < 0 {
		return Language{}, false
	}
	return n.Languages[i], true
}

// Hash is the SHA-256 of the text a person read in code: the heading, the
// paragraphs and the grievance label, one a line, so any change of wording changes it.
func (n Notice) Hash(code string) string {
	l, _ := n.Language(code)
	text := strings.Join(append(append([]string{l.Heading}, l.Paragraphs...), l.GrievanceLabel), "\n")
	sum := sha256.Sum256([]byte(text))
	return hex.EncodeToString(sum[:])
}

// PurposeLabel is p as the notice in code names it, in English when code has no word for it.
func (n Notice) PurposeLabel(code string, p Purpose) string {
	if l, ok := n.Language(code); ok && l.PurposeLabels[p] != "" {
		return l.PurposeLabels[p]
	}
	l, _ := n.Language(n.DefaultLanguage)
	return l.PurposeLabels[p]
}

// Seen is what a form sends about the notice beside it. A form that names no
// version showed the current one in the default language (every pre-rendered
// page does); ClientAddress is the handler's, never the visitor's.
type Seen struct {
	NoticeVersion  int    `json:"noticeVersion,omitempty"`
	NoticeLanguage string `json:"noticeLanguage,omitempty"`
	ClientAddress  string `json:"-"`
}

// UnknownNotice is the sentence for a form that names a notice we never showed.
const UnknownNotice = "This form's privacy notice has changed. Please reload the page and send the form again."

// Record is one purpose agreed for one record.
type Record struct {
	Kind          Kind
	RecordID      int64
	Purpose       Purpose
	NoticeVersion int
	NoticeHash    string
	Language      string
	GivenAt       time.Time
	ClientAddress string // "" when staff recorded it: the person told them on the phone
	RecordedBy    int64  // the member of staff who read the notice to the person; 0 when the person sent a form
	WithdrawnAt   *time.Time
}

// Records are the consents of a record sent with seen at at, one per purpose;
// RecordID is set by the store once the record has its id. An unknown version
// or language is fault.EINVALID.
func (n Notice) Records(seen Seen, at time.Time, purposes ...Purpose) ([]Record, error) {
	version, lang := seen.NoticeVersion, strings.TrimSpace(seen.NoticeLanguage)
	if version == 0 {
		version = n.Version
	}
	if lang == "" {
		lang = n.DefaultLanguage
	}
	if _, ok := n.Language(lang); !ok || version != n.Version {
		return nil, fault.Errorf(fault.EINVALID, UnknownNotice)
	}
	out := make([]Record, len(purposes))
	for i, p := range purposes {
		out[i] = Record{Purpose: p, NoticeVersion: version, NoticeHash: n.Hash(lang), Language: lang,
			GivenAt: at, ClientAddress: seen.ClientAddress}
	}
	return out, nil
}

// Withdrawal is a person taking back one purpose of one record.
type Withdrawal struct {
	Kind     Kind
	RecordID int64
	Purpose  Purpose
	At       time.Time
}

// Store keeps consents (the records' own stores write them with the record).
type Store interface {
	// Consents returns the consents of one record, in purpose order of the notice.
	Consents(ctx context.Context, kind Kind, id int64) ([]Record, error)
	// WithdrawConsent marks w's consent withdrawn at w.At, with the CRM's copy of
	// the event (when not nil) in the same transaction; false when it was not
	// given or was already withdrawn (nothing changes then).
	WithdrawConsent(ctx context.Context, w Withdrawal, crm *mailmsg.Message) (bool, error)
	// BookingLead is the lead booking id was made for, 0 when there is none.
	BookingLead(ctx context.Context, id int64) (int64, error)
	// AddressConsents are the consents of every lead, message, subscription and booking
	// made with e-mail address email (lower case), oldest first.
	AddressConsents(ctx context.Context, email string) ([]Record, error) // email lower-cased and trimmed
}

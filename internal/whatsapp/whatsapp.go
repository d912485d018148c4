// Package whatsapp is WhatsApp as a channel of the business (WhatsApp Business Cloud API): the
// messages the business starts (templates the owner maps to each kind), the conversation staff
// hold with a lead inside WhatsApp's 24-hour window, the durable queue that sends them, and the
// webhook deliveries that bring customers' messages and delivery ticks in. No HTTP edge, no SQL.
package whatsapp

import (
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/web/app/content"
)

// Kind is a message the business starts, which WhatsApp lets go out only as an approved template.
type Kind string

// The kinds of whatsapp.json.
const (
	BookingConfirmation Kind = "booking_confirmation"
	ReminderDayBefore   Kind = "reminder_day_before"
	ReminderTwoHours    Kind = "reminder_two_hours"
	LeadAcknowledgement Kind = "lead_acknowledgement"
	FollowUp            Kind = "follow_up"
	QuoteCode           Kind = "quote_code" // the one-time code a customer accepts a quotation with (issue 44)
)

// Texts mirrors web/app/content/whatsapp.json, which the back-office reads too.
type Texts struct {
	Limits struct {
		Text         int `json:"text"`         // bytes of a staff message (WhatsApp's own limit)
		TemplateName int `json:"templateName"` // characters of a template's name
		Conversation int `json:"conversation"` // newest messages a conversation shows
		InboundText  int `json:"inboundText"`  // characters of a customer's message kept
		ProfileName  int `json:"profileName"`  // characters of a WhatsApp profile name kept as a new lead's name
	} `json:"limits"`
	WindowHours int        `json:"windowHours"`
	Languages   []Language `json:"languages"`
	Kinds       []struct {
		Kind       Kind     `json:"kind"`
		Label      string   `json:"label"`
		Parameters []string `json:"parameters"`
		Staff      bool     `json:"staff"` // staff may send it from the conversation
	} `json:"kinds"`
	Messages map[string]string `json:"messages"`
}

// T is whatsapp.json, read once at start.
var T = content.MustParseStrict("whatsapp.json", content.WhatsApp, func(t Texts) string {
	if len(t.Kinds) != 6 || t.WindowHours <= 0 || t.Limits.Text <= 0 || t.Limits.Conversation <= 0 || len(t.Languages) == 0 {
		return "kinds, window, limits or languages missing"
	}
	return ""
})

// Language is a language a template may be approved in.
type Language struct {
	Code  string `json:"code"`
	Label string `json:"label"`
}

// Msg is the sentence named key in whatsapp.json; a missing key is a bug caught by tests.
func Msg(key string) string {
	if m, ok := T.Messages[key]; ok {
		return m
	}
	panic("whatsapp.json has no message " + key)
}

// Kinds are every kind, in the order the owner's settings list them.
func Kinds() []Kind {
	out := make([]Kind, len(T.Kinds))
	for i, k := range T.Kinds {
		out[i] = k.Kind
	}
	return out
}

// Label is the kind as people read it ("" for no kind).
func (k Kind) Label() string {
	for _, c := range T.Kinds {
		if c.Kind == k {
			return c.Label
		}
	}
	return ""
}

// Known reports whether k is one of Kinds.
func (k Kind) Known() bool { return k.Label() != "" }

// ByStaff reports whether staff may send k from a lead's conversation (the others the site sends by itself).
func (k Kind) ByStaff() bool {
	for _, c := range T.Kinds {
		if c.Kind == k {
			return c.Staff
		}
	}
	return false
}

// Window is how long after a customer's last message a business may write freely; after it, only templates.
func Window() time.Duration { return time.Duration(T.WindowHours) * time.Hour }

// Statuses of a message.
const (
	StatusQueued    = "queued"    // outgoing, waiting in the queue
	StatusSent      = "sent"      // WhatsApp took it (a wamid)
	StatusDelivered = "delivered" // it reached the phone
	StatusRead      = "read"      // the person opened it
	StatusFailed    = "failed"    // it could not be sent or delivered
	StatusReceived  = "received"  // incoming
)

// Directions of a message.
const (
	In  = "in"
	Out = "out"
)

// rank orders an outgoing message's statuses: a tick never goes back, so a late "sent" after
// "read" changes nothing, and "delivered" after "failed" (WhatsApp retried) wins.
var rank = map[string]int{StatusQueued: 0, StatusSent: 1, StatusFailed: 2, StatusDelivered: 3, StatusRead: 4}

// Rank is status's place in that order; -1 for a status WhatsApp may add one day (ignored).
func Rank(status string) int {
	if r, ok := rank[status]; ok {
		return r
	}
	return -1
}

// Referral is what a click-to-WhatsApp ad tells of the message it opened: the lead's attribution.
type Referral struct {
	SourceURL  string `json:"source_url,omitempty"`
	SourceID   string `json:"source_id,omitempty"`
	SourceType string `json:"source_type,omitempty"`
	Headline   string `json:"headline,omitempty"`
	Body       string `json:"body,omitempty"`
	CtwaClid   string `json:"ctwa_clid,omitempty"`
}

// AdSource is the UTM source of a lead a click-to-WhatsApp ad brought; a plain message's lead is Source.
const (
	AdSource = "whatsapp-ad"
	Source   = "WhatsApp"
)

// Message is one message of a lead's conversation, either way.
type Message struct {
	ID        int64
	LeadID    int64
	Direction string // In or Out
	Kind      Kind   // an outgoing template's kind; "" for text
	Template  string // the template's name, as sent
	Language  string
	Params    []string // the template's body parameters (emptied once sent)
	Text      string   // what was written, or what a template said in short
	Status    string
	WAMID     string // WhatsApp's id of the message; "" until WhatsApp took it
	By        *Person
	At        time.Time
	ReadAt    *time.Time // incoming: when staff read it
	LastError string
	Attempts  int
	Referral  *Referral // incoming from an ad
	// NextAttemptAt is when a queued message is due (its At until a first failure).
	NextAttemptAt time.Time
}

// Person is the member of staff who sent a message.
type Person struct {
	ID   int64
	Name string
}

// templateName is a WhatsApp template's name as Meta allows it.
var templateName = regexp.MustCompile(`^[a-z0-9_]+$`)

// Template is the owner's approved WhatsApp template for one kind.
type Template struct {
	Name     string `json:"name"`
	Language string `json:"language"`
}

// check returns what is wrong with t ("" for nothing).
func (t Template) check() string {
	if len(t.Name) > T.Limits.TemplateName || !templateName.MatchString(t.Name) {
		return Msg("templateName")
	}
	if !slices.ContainsFunc(T.Languages, func(l Language) bool { return l.Code == t.Language }) {
		return Msg("language")
	}
	return ""
}

// Recipient is the number WhatsApp knows a lead's mobile by (country code and digits, no +): an Indian
// mobile as contract.NormalizeMobile reads it becomes 91 and its ten digits; a number written with
// another country code (+44 …) is taken as written. False when the mobile is neither.
func Recipient(mobile string) (string, bool) {
	if d, ok := contract.NormalizeMobile(mobile); ok {
		return "91" + d, true
	}
	m := strings.TrimSpace(mobile)
	if !strings.HasPrefix(m, "+") {
		return "", false
	}
	d := digits(m)
	if len(d) < 8 || len(d) > 15 || strings.HasPrefix(d, "0") {
		return "", false
	}
	return d, true
}

func digits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// SameNumber reports whether a lead's mobile is the WhatsApp number waID: the key (contract.MobileKey)
// finds candidates, this keeps a +44 number from matching an Indian one with the same last ten digits.
func SameNumber(mobile, waID string) bool {
	to, ok := Recipient(mobile)
	return ok && to == waID
}

// MobileOf is how a new lead from WhatsApp number waID writes its mobile: "+" and the digits.
func MobileOf(waID string) string { return "+" + waID }

// IsStop reports whether a customer's text asks to stop WhatsApp messages: "STOP" in any case, with
// spaces or a full stop around it.
func IsStop(text string) bool {
	t := strings.Trim(strings.TrimSpace(text), ".!")
	return strings.EqualFold(strings.TrimSpace(t), "stop")
}

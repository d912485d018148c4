package lead

import (
	"slices"
	"time"

	"github.com/nivaas-interiors/site/web/app/content"
)

// Choice is a status as stored and as shown.
type Choice struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// Config mirrors web/app/content/leads.json, shared with the admin pages.
type Config struct {
	LeadStatuses []Choice `json:"leadStatuses"`
	Limits       struct {
		Note       int `json:"note"`
		LostReason int `json:"lostReason"`
		PageSize   int `json:"pageSize"`
		WonValue   int `json:"wonValue"`
		// The response target's largest value in minutes, and who-takes-leads-where's bounds.
		ResponseMinutes int `json:"responseMinutes"`
		Cities          int `json:"cities"`
		CityName        int `json:"cityName"`
		// Other leads with the same mobile counted at most (the list then shows "×100+").
		RepeatsCounted int `json:"repeatsCounted"`
	} `json:"limits"`
	LeadWhatsappGreetings map[string]string `json:"leadWhatsappGreetings"` // by Request
	CallOutcomes          []Choice          `json:"callOutcomes"`
	Messages              struct {
		LostReasonRequired  string `json:"lostReasonRequired"`
		NoteRequired        string `json:"noteRequired"`
		CallOutcomeRequired string `json:"callOutcomeRequired"`
		FollowUpPast        string `json:"followUpPast"`
		WonValueRange       string `json:"wonValueRange"`
		WonValueOnlyWon     string `json:"wonValueOnlyWon"`
		WonValueFromQuote   string `json:"wonValueFromQuote"`
	} `json:"messages"`
}

// C is leads.json parsed at start-up; a broken file stops the program at once.
var C = content.MustParseStrict("leads.json", content.Leads, func(c Config) string {
	if len(c.LeadStatuses) == 0 || c.Limits.PageSize <= 0 || c.Limits.ResponseMinutes <= 0 || c.Limits.Cities <= 0 || c.Limits.CityName <= 0 || c.Limits.RepeatsCounted <= 0 || !greetsEveryRequest(c) {
		return "no statuses, a zero limit, or a request without its WhatsApp greeting"
	}
	return ""
})

// The statuses the code itself decides on; the rest are only listed in leads.json.
const (
	StatusNew       = "new"
	StatusContacted = "contacted"
	StatusWon       = "won"
	StatusLost      = "lost"
	// StatusProposalSent is a stage of the Funnel (StatusVisitBooked, a booking's, another).
	StatusProposalSent = "proposal_sent"
)

// Funnel is the pipeline the dashboard follows, in order (lost is not a stage): see Milestones.
var Funnel = []string{StatusNew, StatusContacted, StatusVisitBooked, StatusProposalSent, StatusWon}

// Statuses are the status values in pipeline order.
func Statuses() []string {
	out := make([]string, len(C.LeadStatuses))
	for i, c := range C.LeadStatuses {
		out[i] = c.Value
	}
	return out
}

// ValidStatus reports whether s is one of Statuses.
func ValidStatus(s string) bool { return slices.Contains(Statuses(), s) }

// StatusLabel is the status as people read it.
func StatusLabel(s string) string {
	for _, c := range C.LeadStatuses {
		if c.Value == s {
			return c.Label
		}
	}
	return s
}

// Person is a member of staff as a lead shows them.
type Person struct {
	ID   int64
	Name string
}

// Lead is a stored lead with what the sales team adds to it.
type Lead struct {
	Enquiry
	Status         string
	Assignee       *Person
	FollowUpOn     string // "YYYY-MM-DD" in India time; "" when none
	LostReason     string
	Version        int64
	Late           bool    // nobody contacted it within the response target (the owner was told), nor since
	DuplicateCount int     // other live leads with the same MobileDigits, at most C.Limits.RepeatsCounted
	MergedIDs      []int64 // leads merged into this one (detail only)
	WonValue       int64   // the order's value in whole rupees, entered when the lead is won; 0 when none
	// AcceptedQuote is the quote version the customer accepted (on this lead or one merged into it), nil when
	// none (filled by Detail and Change only): a won lead's value is then its total, never a typed number.
	AcceptedQuote *AcceptedQuote
}

// AcceptedQuote is what the lead needs of an accepted quote version.
type AcceptedQuote struct {
	Number     int
	TotalPaise int64
}

// Event kinds of a lead's timeline.
const (
	EventCreated  = "created"
	EventStatus   = "status"
	EventAssigned = "assigned"
	EventNote     = "note"
	EventFollowUp = "follow_up"
	EventMerged   = "merged"
	EventCall     = "call"
	EventWhatsapp = "whatsapp" // staff opened WhatsApp to the lead
	EventDetails  = "details"  // staff corrected the visitor's own fields: not a contact
)

// Event is one line of a lead's timeline; Actor nil is the visitor or the system.
type Event struct {
	ID    int64
	At    time.Time
	Actor *Person
	Kind  string
	Text  string
	// Status is the status this line moved the lead to ("" when it moved none): the dashboard's funnel reads it.
	Status string
}

// Mail is an outbox row about a lead, as the lead page shows it.
type Mail struct {
	ID        int64
	To        string
	Subject   string
	Status    string
	Attempts  int
	LastError string
	CreatedAt time.Time
	SentAt    *time.Time
}

// Counts are live leads per status.
type Counts map[string]int

// Cursor is where a page of the newest-first list ended.
type Cursor struct {
	CreatedAt time.Time
	ID        int64
}

// Filter picks leads of the list; zero fields do not filter.
type Filter struct {
	Status       string
	Location     string
	PropertyType string
	From, To     time.Time // created at or after From, before To (UTC instants)
	Page         string
	Campaign     string
	AssigneeID   int64 // with Unassigned false
	Unassigned   bool
	Digits       string  // a mobile's 10 digits, matched exactly
	Text         string  // lower-case substring of name or e-mail
	IDs          []int64 // only these leads (an export of the ones selected); at most MaxBulk
	After        *Cursor
	Limit        int // 0: every lead (export)
}

// Detail is everything the lead page shows.
type Detail struct {
	Lead       Lead
	Events     []Event
	Mails      []Mail
	Duplicates []Lead
	Staff      []Person // who a lead may be assigned to
}

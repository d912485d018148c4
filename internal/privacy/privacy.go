// Package privacy answers people's requests about their personal data (see, correct,
// erase; India's DPDP Act 2023 and its Rules) and keeps data only as long as the
// owner's retention periods allow. No HTTP and no SQL here: sqlstore finds and
// erases a person's rows, httpapi carries the requests.
package privacy

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/textfield"
	"github.com/nivaas-interiors/site/web/app/content"
)

// Config mirrors privacy.json.
type Config struct {
	Limits struct {
		Name, Email, Mobile, Detail           int
		CodeDigits, CodeMinutes, CodeAttempts int
		// CodeMailsPerAddress and CodeMailsPerDay bound the code mails sent in any 24 hours, to one address and in all.
		CodeMailsPerAddress, CodeMailsPerDay int
		Photos                               int // at most this many photos in one erasure
	} `json:"limits"`
	Clock struct {
		DeadlineDays int `json:"deadlineDays"`
		TargetDays   int `json:"targetDays"`
	} `json:"clock"`
	RetentionDefaults Retention `json:"retentionDefaults"`
	RetentionLimits   struct {
		MonthsMin, MonthsMax, YearsMin, YearsMax int
		LogsDaysMin, LogsDaysMax                 int
	} `json:"retentionLimits"`
	Kinds    map[string]string `json:"kinds"`
	Messages map[string]string `json:"messages"`
}

// C is privacy.json, read at start-up.
var C = content.MustParse[Config]("privacy.json", content.Privacy)

func msg(key string) string { return C.Messages[key] }

// Kind is what the person asks for.
type Kind string

// The kinds of request.
const (
	Access     Kind = "access"
	Correction Kind = "correction"
	Erasure    Kind = "erasure"
)

// Status is where a request stands.
type Status string

// The statuses: a request by e-mail is unverified until its code is entered;
// by phone it is unverified until staff have called and recorded it.
const (
	Unverified Status = "unverified"
	Open       Status = "open"
	Done       Status = "done"
	Refused    Status = "refused"
)

// Channels a request is verified through.
const (
	ByEmail = "email"
	ByPhone = "phone"
)

// MobileKey is the key the request's mobile is matched by (the person's other requests): contract.MobileKey.
func (r Request) MobileKey() string { return contract.MobileKey(r.Mobile) }

// Request is one person's request.
type Request struct {
	ID         int64      `json:"id"`
	Kind       Kind       `json:"kind"`
	Channel    string     `json:"channel"`
	Status     Status     `json:"status"`
	Name       string     `json:"name"`
	Email      string     `json:"email"`
	Mobile     string     `json:"mobile"`
	Detail     string     `json:"detail"`
	CreatedAt  time.Time  `json:"createdAt"`
	VerifiedAt *time.Time `json:"verifiedAt,omitempty"`
	VerifiedBy int64      `json:"verifiedBy,omitempty"` // the staff member who called the person back
	// VerifierName is VerifiedBy's name, as the request page shows it.
	VerifierName string `json:"verifierName,omitempty"`
	// MobileVerifiedAt is when staff called Mobile and heard the person confirm the request: only
	// then does the request reach what is held under the number (an e-mail code proves the address alone).
	MobileVerifiedAt *time.Time `json:"mobileVerifiedAt,omitempty"`
	MobileVerifiedBy int64      `json:"mobileVerifiedBy,omitempty"`
	// MobileVerifierName is MobileVerifiedBy's name.
	MobileVerifierName string     `json:"mobileVerifierName,omitempty"`
	ClosedAt           *time.Time `json:"closedAt,omitempty"`
	ClosedBy           int64      `json:"closedBy,omitempty"`
	Outcome            string     `json:"outcome"`
	Version            int64      `json:"version"`
	// DaysLeft counts down the 90 days the Rules allow from the request; negative when late.
	DaysLeft int `json:"daysLeft"`
	// TargetDaysLeft counts down the week the company aims for.
	TargetDaysLeft int `json:"targetDaysLeft"`
}

// EmailProven says the person entered the code mailed to Email.
func (r Request) EmailProven() bool {
	return r.Channel == ByEmail && r.VerifiedAt != nil && r.Email != ""
}

// MobileProven says staff called Mobile and the person confirmed the request.
func (r Request) MobileProven() bool { return r.MobileVerifiedAt != nil && r.Mobile != "" }

// Proven is who the request may reach: the contacts it proved, and nothing it merely named.
func (r Request) Proven() Person {
	var email, mobile string
	if r.EmailProven() {
		email = r.Email
	}
	if r.MobileProven() {
		mobile = r.Mobile
	}
	return personOf(email, mobile)
}

// WithClock fills DaysLeft and TargetDaysLeft at now.
func (r Request) WithClock(now time.Time) Request {
	left := func(days int) int {
		due := r.CreatedAt.AddDate(0, 0, days)
		return int(due.Sub(now).Hours()/24 + 0.999) // a part of a day still counts as a day
	}
	r.DaysLeft, r.TargetDaysLeft = left(C.Clock.DeadlineDays), left(C.Clock.TargetDays)
	return r
}

// Ask is what the public form sends.
type Ask struct {
	Kind   Kind   `json:"kind"`
	Name   string `json:"name"`
	Email  string `json:"email"`
	Mobile string `json:"mobile"`
	Detail string `json:"detail"`
}

// Validate tidies a and checks it: a kind and an e-mail or a mobile number.
func (a *Ask) Validate() error {
	textfield.TrimSpace(&a.Name, &a.Email, &a.Mobile, &a.Detail)
	a.Email = strings.ToLower(a.Email)
	l := C.Limits
	var p textfield.Problems
	if _, ok := C.Kinds[string(a.Kind)]; !ok {
		p.Add("kind", msg("kind"))
	}
	p.Text("name", a.Name, false, l.Name, false)
	p.Text("email", a.Email, false, l.Email, false)
	p.Text("mobile", a.Mobile, false, l.Mobile, false)
	p.Text("detail", a.Detail, false, l.Detail, true)
	if a.Email == "" && a.Mobile == "" {
		p.Add("email", msg("contact"))
	}
	if a.Email != "" && !contract.IsEmail(a.Email) {
		p.Add("email", msg("email"))
	}
	if a.Mobile != "" && !contract.IsMobile(a.Mobile) {
		p.Add("mobile", msg("mobile"))
	}
	err := p.Err(msg("invalid"))
	if fe, ok := err.(*fault.Error); ok {
		fe.Message = msg("invalid")
	}
	return err
}

// newCode is a uniformly random code of C.Limits.CodeDigits digits.
func newCode() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

// codeHash binds a code to its request, so a code is worth nothing on another request.
func codeHash(id int64, code string) string {
	sum := sha256.Sum256([]byte(strconv.FormatInt(id, 10) + ":" + code))
	return hex.EncodeToString(sum[:])
}

// Person is the contacts a request proved: its e-mail address (by code) and mobile number (by a
// call), as search terms (personOf). Names are never among them: a name is typed by anyone and matches anyone.
type Person struct {
	Emails  []string // in lower case
	Mobiles []string // match keys of ten digits (contract.MobileKey)
}

// personOf is an address and a number as search terms: the address in lower case, the number by its
// match key; a blank address, or a number without ten digits, finds nothing.
func personOf(email, mobile string) Person {
	var p Person
	if e := strings.ToLower(strings.TrimSpace(email)); e != "" {
		p.Emails = []string{e}
	}
	if d := contract.MobileKey(mobile); len(d) == 10 {
		p.Mobiles = []string{d}
	}
	return p
}

// Expiring is a lead or a message retention lets go, with its contacts as it holds them.
type Expiring struct {
	LeadID, MessageID   int64 // one of the two
	Name, Email, Mobile string
}

// Identifiers are names, e-mail addresses and mobile numbers as records hold them.
type Identifiers struct {
	Names, Emails, Mobiles []string
}

// Target is what an erasure acts on: the person's records, found by their proven contacts and
// taken by id, and what to look for in rows of other records. Nothing the requester typed is a
// search term anywhere.
type Target struct {
	LeadIDs         []int64
	MessageIDs      []int64
	SubscriptionIDs []int64
	RequestIDs      []int64
	// Own are the identifiers the records hold: blanked in rows tied to these records by id
	// (their audit entries, the mails about them).
	Own Identifiers
	// Quoted are whole e-mail addresses and mobile numbers (no names) redacted where rows of
	// other records quote them (a colleague's note, a search kept in the audit log).
	Quoted Identifiers
	// Addressed are the e-mail addresses the person proved: the mails sent to them are theirs.
	Addressed []string
}

// Found says the target holds a record of the person (their request itself aside).
func (t Target) Found() bool {
	return len(t.LeadIDs)+len(t.MessageIDs)+len(t.SubscriptionIDs)+len(t.RequestIDs) > 0
}

// Counts is how many rows of each kind an erasure changed: the erasure log's only content.
type Counts map[string]int64

// Copy is a new map of c's counts (an empty one for nil).
func (c Counts) Copy() Counts {
	out := Counts{}
	for k, n := range c {
		out[k] = n
	}
	return out
}

// Store keeps requests and finds, exports and erases a person's rows.
type Store interface {
	// CreateRequest stores r (setting ID and Version) and, when compose is set, its code's hash,
	// expiry and the mail carrying it (built by compose once the id is known), in one transaction;
	// a code mail is first counted against limit under a lock (ErrCodeMailsToAddress, ErrCodeMailsToday).
	CreateRequest(ctx context.Context, r *Request, expires time.Time, limit CodeMailLimit,
		compose func(id int64) (hash string, m *mailmsg.Message, err error)) error
	// ClaimCodeAttempt counts one attempt at request id's code inside the write and returns
	// the stored hash; ErrWrongCode when the request is not unverified by e-mail or its code expired,
	// ErrTooManyCodes when max attempts were made already.
	ClaimCodeAttempt(ctx context.Context, id int64, now time.Time, max int) (string, error)
	// RecordRequest stores r, open and verified (setting ID and Version), with auditOf(r.ID) in one transaction.
	RecordRequest(ctx context.Context, r *Request, auditOf func(id int64) staff.AuditEvent) error
	// MarkVerified opens request id (unverified), verified by audit's actor, with audit in the same transaction.
	MarkVerified(ctx context.Context, id int64, version int64, now time.Time, audit staff.AuditEvent) error
	// MarkMobileVerified records at version that audit's actor called request id's mobile and the person
	// confirmed: an open request, or an unverified one by phone (which opens), with audit in the same transaction.
	MarkMobileVerified(ctx context.Context, id int64, version int64, now time.Time, audit staff.AuditEvent) error
	Request(ctx context.Context, id int64) (Request, error)
	ListRequests(ctx context.Context, limit int) ([]Request, error)
	// ClaimErasure moves open request id on from version by one, so one fulfil of it goes ahead
	// and any other made on the same version is stale (ErrStale).
	ClaimErasure(ctx context.Context, id, version int64) error
	// CloseRequest records the outcome at version, with audit in the same transaction.
	// mail, when not nil, is queued to the person in the same transaction (tied to the request, so an erasure takes it).
	CloseRequest(ctx context.Context, id, version int64, status Status, outcome string, by int64, now time.Time, audit staff.AuditEvent, mail *mailmsg.Message) error
	// FindPerson is every record under p's contacts (and the leads merged into those, the messages made them,
	// the closed requests that proved the same contact),
	// with the identifiers they hold; Quoted and Addressed are p's own contacts.
	FindPerson(ctx context.Context, p Person) (Target, error)
	// ExportPerson is everything held in t's rows, table by table.
	ExportPerson(ctx context.Context, t Target) (map[string][]map[string]any, error)
	// Erase removes or anonymises t everywhere, writes the erasure log (requestID 0 for
	// retention) and audit, and, for a request, closes it at version, all in one transaction.
	// It returns the counts and the outbox rows it deleted (whose mail-folder copies go too); audit when not nil.
	Erase(ctx context.Context, t Target, e ErasureRecord, audit *staff.AuditEvent) (Counts, []int64, error)
	ErasureLog(ctx context.Context, limit int) ([]ErasureRecord, error)
	RetentionSettings(ctx context.Context) (Retention, error)
	SaveRetention(ctx context.Context, r Retention, audit staff.AuditEvent) error
	// Expiring is each lead and message retention r lets go at now, at most a run's worth, oldest first.
	Expiring(ctx context.Context, r Retention, now time.Time) ([]Expiring, error)
	// HeldElsewhere reports whether a lead or message outside leads and messages holds email (lower case),
	// or a lead outside leads holds mobileKey; a blank one matches nothing.
	HeldElsewhere(ctx context.Context, leads, messages []int64, email, mobileKey string) (bool, error)
	// LeadContacts is the contact details of leads ids.
	LeadContacts(ctx context.Context, ids []int64) ([]LeadContact, error)
	// CorrectLead writes c's contact details WHERE version = c.Version (ErrStale otherwise) with audit.
	CorrectLead(ctx context.Context, c LeadContact, digits string, audit staff.AuditEvent) error
	// DropUnverified deletes e-mail requests whose code was never entered, made before before.
	DropUnverified(ctx context.Context, before time.Time) (int64, error)
	// PruneLogs deletes the processing logs (the mail log and the access log) from before before, counted per log.
	PruneLogs(ctx context.Context, before time.Time) (Counts, error)
	// AppendAudit writes one audit entry (the retention run's report).
	AppendAudit(ctx context.Context, e staff.AuditEvent) error
}

// CodeMailLimit bounds the code mails sent since Since (a day before the request): PerAddress to one
// address, PerDay in all.
type CodeMailLimit struct {
	Since              time.Time
	PerAddress, PerDay int
}

// ErasureRecord is one line of the erasure log: no personal data.
type ErasureRecord struct {
	ID        int64     `json:"id"`
	RequestID int64     `json:"requestId"` // 0 for the retention job
	Version   int64     `json:"-"`         // the request's version the erasure was made on
	Reason    string    `json:"reason"`    // "request" or "retention"
	Counts    Counts    `json:"counts"`    // set before Erase: counts made outside the store (photos), kept beside its own
	ActorID   int64     `json:"actorId"`
	At        time.Time `json:"at"`
	// Notice, when set, is the mail telling the person it is done: queued in the erasure's transaction, after
	// everything addressed to them went, and deleted from the outbox once delivered.
	Notice *mailmsg.Message `json:"-"`
}

// Errors the store and service answer with.
var (
	ErrWrongCode    = fault.Invalid(C.Messages["wrongCode"], map[string]string{"code": C.Messages["wrongCode"]})
	ErrTooManyCodes = fault.Errorf(fault.ETHROTTLED, "%s", C.Messages["tooManyCodes"])
	// ErrCodeMailsToAddress and ErrCodeMailsToday refuse a request whose code mail would pass CodeMailLimit.
	ErrCodeMailsToAddress = fault.Errorf(fault.ETHROTTLED, "%s", C.Messages["codeMailsToAddress"])
	ErrCodeMailsToday     = fault.Errorf(fault.ETHROTTLED, "%s", C.Messages["codeMailsToday"])
	ErrNotFound           = fault.Errorf(fault.ENOTFOUND, "%s", C.Messages["notFound"])
	ErrNotOpen            = fault.Errorf(fault.ECONFLICT, "%s", C.Messages["notOpen"])
	ErrStale              = fault.Stale(C.Messages["stale"])
	ErrStaleLead          = fault.Stale(C.Messages["staleLead"])
)

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
		Photos                                int // at most this many photos in one erasure
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
	VerifierName string     `json:"verifierName,omitempty"`
	ClosedAt     *time.Time `json:"closedAt,omitempty"`
	ClosedBy     int64      `json:"closedBy,omitempty"`
	Outcome      string     `json:"outcome"`
	Version      int64      `json:"version"`
	// DaysLeft counts down the 90 days the Rules allow from the request; negative when late.
	DaysLeft int `json:"daysLeft"`
	// TargetDaysLeft counts down the week the company aims for.
	TargetDaysLeft int `json:"targetDaysLeft"`
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

// Digits is the last ten digits of a mobile number, as leads keep them to match on.
func Digits(mobile string) string {
	var b strings.Builder
	for _, r := range mobile {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	d := b.String()
	if len(d) > 10 {
		d = d[len(d)-10:]
	}
	return d
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

// Person is who a request or an expired record is about: the identifiers to find
// and to scrub (names, e-mails, mobile numbers as written and as digits).
type Person struct {
	Names   []string
	Emails  []string
	Mobiles []string
}

// Target is what an erasure removes: the rows found for a person and the texts to scrub everywhere.
type Target struct {
	LeadIDs         []int64
	MessageIDs      []int64
	SubscriptionIDs []int64
	RequestIDs      []int64
	// Needles are the person's identifiers, replaced wherever another row quotes them.
	Needles []string
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
	// CreateRequest stores r (setting ID and Version) and, when code is set, its hash,
	// expiry and the mail carrying it (built by compose once the id is known), in one transaction.
	CreateRequest(ctx context.Context, r *Request, expires time.Time, compose func(id int64) (hash string, m *mailmsg.Message, err error)) error
	// ClaimCodeAttempt counts one attempt at request id's code inside the write and returns
	// the stored hash; ErrWrongCode when the request is not unverified by e-mail or its code expired,
	// ErrTooManyCodes when max attempts were made already.
	ClaimCodeAttempt(ctx context.Context, id int64, now time.Time, max int) (string, error)
	// RecordRequest stores r, open and verified (setting ID and Version), with auditOf(r.ID) in one transaction.
	RecordRequest(ctx context.Context, r *Request, auditOf func(id int64) staff.AuditEvent) error
	// MarkVerified opens request id (unverified), verified by audit's actor, with audit in the same transaction.
	MarkVerified(ctx context.Context, id int64, version int64, now time.Time, audit staff.AuditEvent) error
	Request(ctx context.Context, id int64) (Request, error)
	ListRequests(ctx context.Context, limit int) ([]Request, error)
	// ClaimErasure moves open request id on from version by one, so one fulfil of it goes ahead
	// and any other made on the same version is stale (ErrStale).
	ClaimErasure(ctx context.Context, id, version int64) error
	// CloseRequest records the outcome at version, with audit in the same transaction.
	CloseRequest(ctx context.Context, id, version int64, status Status, outcome string, by int64, now time.Time, audit staff.AuditEvent) error
	// FindPerson is every row about p.
	FindPerson(ctx context.Context, p Person) (Target, error)
	// ExportPerson is everything held in t's rows, table by table.
	ExportPerson(ctx context.Context, t Target) (map[string][]map[string]any, error)
	// Erase removes or anonymises t everywhere, writes the erasure log (requestID 0 for
	// retention) and audit, and, for a request, closes it at version, all in one transaction.
	Erase(ctx context.Context, t Target, e ErasureRecord, audit *staff.AuditEvent) (Counts, error) // audit when not nil
	ErasureLog(ctx context.Context, limit int) ([]ErasureRecord, error)
	RetentionSettings(ctx context.Context) (Retention, error)
	SaveRetention(ctx context.Context, r Retention, audit staff.AuditEvent) error
	// Expired is what retention r lets go at now: one Target per person.
	Expired(ctx context.Context, r Retention, now time.Time) ([]Target, error)
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

// ErasureRecord is one line of the erasure log: no personal data.
type ErasureRecord struct {
	ID        int64     `json:"id"`
	RequestID int64     `json:"requestId"` // 0 for the retention job
	Version   int64     `json:"-"`         // the request's version the erasure was made on
	Reason    string    `json:"reason"`    // "request" or "retention"
	Counts    Counts    `json:"counts"`    // set before Erase: counts made outside the store (photos), kept beside its own
	ActorID   int64     `json:"actorId"`
	At        time.Time `json:"at"`
}

// Errors the store and service answer with.
var (
	ErrWrongCode    = fault.Invalid(C.Messages["wrongCode"], map[string]string{"code": C.Messages["wrongCode"]})
	ErrTooManyCodes = fault.Errorf(fault.ETHROTTLED, "%s", C.Messages["tooManyCodes"])
	ErrNotFound     = fault.Errorf(fault.ENOTFOUND, "%s", C.Messages["notFound"])
	ErrNotOpen      = fault.Errorf(fault.ECONFLICT, "%s", C.Messages["notOpen"])
	ErrStale        = fault.Stale(C.Messages["stale"])
	ErrStaleLead    = fault.Stale(C.Messages["staleLead"])
)

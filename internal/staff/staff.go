// Package staff is the company's own people in the back-office: accounts,
// roles and what each may do, passwords, two-factor codes, sign-in throttling,
// one-time links and the audit log. No HTTP and no SQL here.
package staff

import (
	"context"
	"slices"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// Role is what a person does for the company; it decides what they may use.
type Role string

// The roles. There is never a default account of any role.
const (
	Owner  Role = "owner"  // everything, including accounts and the audit log
	Sales  Role = "sales"  // leads, messages, subscribers
	Editor Role = "editor" // designs, projects, photos
)

// Roles in the order screens list them.
var Roles = []Role{Owner, Sales, Editor}

// Permission names a part of the back-office; the HTTP route table registers
// each admin route with the permission it needs.
type Permission string

// The parts of the back-office.
const (
	Self        Permission = "self" // one's own account: name, password, two-factor, sign-out
	Leads       Permission = "leads"
	Messages    Permission = "messages"
	Subscribers Permission = "subscribers"
	Designs     Permission = "designs"
	Projects    Permission = "projects"
	Media       Permission = "media"
	Accounts    Permission = "accounts"
	Audit       Permission = "audit"
	Mail        Permission = "mail"         // mail (and CRM webhook) deliveries that failed or hang
	Settings    Permission = "settings"     // the site's settings, such as the CRM webhook
	System      Permission = "system"       // backups (make, download) and the site's health
	Posts       Permission = "posts"        // blog posts: write, schedule, publish, revisions
	Privacy     Permission = "privacy"      // people's data requests: see, correct, erase (DPDP Act)
	SiteContent Permission = "site-content" // the reviews, FAQs and city pages the public pages show
)

// grants is the whole access policy: which role may use which part.
var grants = map[Role][]Permission{
	Owner:  {Self, Leads, Messages, Subscribers, Designs, Projects, Media, Accounts, Audit, Mail, Settings, System, Posts, Privacy, SiteContent},
	Sales:  {Self, Leads, Messages, Subscribers, Mail},
	Editor: {Self, Designs, Projects, Media, Posts, SiteContent},
}

// Valid reports whether r is one of Roles.
func (r Role) Valid() bool { return slices.Contains(Roles, r) }

// May reports whether r may use the part p.
func (r Role) May(p Permission) bool { return slices.Contains(grants[r], p) }

// Permissions lists what r may use (none for an unknown role).
func (r Role) Permissions() []Permission { return slices.Clone(grants[r]) }

// Account is a person who signs in to the back-office.
type Account struct {
	ID             int64
	Email          string // lower case, unique
	Name           string
	Role           Role
	Grants         []Permission // parts an owner gave beyond the role (see Grantable)
	Disabled       bool
	PasswordHash   string // argon2id PHC string; "" until the person sets one
	TOTPSecret     string // base32; "" when two-factor is not being set up
	TOTPEnabled    bool
	TOTPLastStep   int64 // the last accepted 30-second step, so one code works once
	SessionVersion int64 // raised to end every session of the account at once
	CreatedAt      time.Time
	LastSignInAt   time.Time // zero when never signed in
	Version        int64     // edits carry it; a stale one is refused (DESIGN.md convention 14)
}

// MustSetUpTOTP reports whether the account may do nothing but set up two-factor
// sign-in first: owners cannot work without it.
func (a *Account) MustSetUpTOTP() bool { return a.Role == Owner && !a.TOTPEnabled }

// Attempts counts the failed sign-ins under one throttling key.
type Attempts struct {
	Failures    int
	LastFailure time.Time
}

// Token is a one-time link's secret as stored: only its hash.
type Token struct {
	Hash      string // hex SHA-256 of the secret sent to the person
	AccountID int64
	Purpose   string
	ExpiresAt time.Time
}

// AuditEvent is one line of the audit log: who did what, when, from where.
type AuditEvent struct {
	ID         int64
	At         time.Time
	ActorID    int64  // 0 for the command line or someone not signed in
	ActorEmail string // as it was then; "" for the command line
	Action     string
	Subject    string // the account or thing acted on, e.g. an e-mail address
	Address    string // client address, "command line" for the CLI
	Detail     string
	Summary    string // the sentence a person reads, written with the entry; "" for entries that need none and older ones
}

// Entry is an audit event as its writer gives it: the action, what it was done
// to, details, and the sentence a person reads later (see AuditEvent.Sentence).
type Entry struct {
	Action, Subject, Detail, Summary string
}

// Audit is the entry of what by did at at: the one way an AuditEvent is made, with what people
// typed into it tidied and bounded. The store writes it in the transaction of the change it
// records (or alone, for an event that changes nothing else), through one statement.
func (by Actor) Audit(at time.Time, e Entry) AuditEvent {
	return AuditEvent{At: at, ActorID: by.ID, ActorEmail: by.Email, Action: e.Action,
		Subject: textfield.Tidy(e.Subject, maxAuditSubject), Address: textfield.Tidy(by.Address, 64),
		Detail: textfield.Tidy(e.Detail, maxAuditDetail), Summary: textfield.Tidy(e.Summary, 500)}
}

// The bounds of an entry's subject and detail, in characters: room for a title or a list of changes, never a document.
const (
	maxAuditSubject = 500
	maxAuditDetail  = 2000
)

// AuditQuery pages through the audit log, newest first.
type AuditQuery struct {
	BeforeID int64 // 0 for the newest
	Limit    int
}

// AccountStore keeps accounts. Errors: ErrNoAccount for a missing account,
// fault.ECONFLICT for a taken e-mail, ErrStale for a stale Version.
type AccountStore interface {
	CreateAccount(ctx context.Context, a *Account, audit *AuditEvent) error // sets ID and Version; audit when not nil
	AccountByID(ctx context.Context, id int64) (*Account, error)
	AccountByEmail(ctx context.Context, email string) (*Account, error)
	ListAccounts(ctx context.Context) ([]Account, error) // by e-mail
	// UpdateAccount writes every mutable field if a.Version is current, then raises a.Version.
	// A change that would leave no active owner (role owner, not disabled) is refused
	// with ErrLastOwner, checked in the same transaction with the owners locked, so
	// concurrent changes cannot each count the other as the owner who remains.
	// audit, when not nil, is written in the same transaction.
	UpdateAccount(ctx context.Context, a *Account, audit *AuditEvent) error
}

// The store's verdicts on one account.
var (
	ErrNoAccount = fault.Errorf(fault.ENOTFOUND, "There is no such account.")
	ErrStale     = fault.Errorf(fault.ECONFLICT, "Someone changed this account meanwhile. Reload to see the change, then try again.")
)

// ErrLastOwner refuses a change that would leave no owner able to sign in.
var ErrLastOwner = fault.Invalid("At least one owner must be able to sign in.",
	map[string]string{"role": "At least one owner must be able to sign in."})

// SecretStore keeps the one-time secrets: set-password links and recovery codes, hashed.
type SecretStore interface {
	CreateToken(ctx context.Context, t Token, audit AuditEvent) error
	// LookupToken returns the account of an unexpired token with purpose, leaving it in place; ErrBadLink otherwise.
	LookupToken(ctx context.Context, hash, purpose string, now time.Time) (int64, error)
	// ConsumeToken deletes the token and returns its account when it exists, has
	// purpose and is unexpired at now; ErrBadLink otherwise.
	ConsumeToken(ctx context.Context, hash, purpose string, now time.Time) (int64, error)
	DeleteTokens(ctx context.Context, accountID int64, purpose string) error
	// ReplaceTokenUnlessRecent puts t in place of the account's other tokens of its purpose, with audit, unless
	// one of them expires after notBefore (issued too recently); false then, with nothing written. Two requests
	// at once for one account issue at most one token.
	ReplaceTokenUnlessRecent(ctx context.Context, t Token, notBefore time.Time, audit AuditEvent) (bool, error)
	ReplaceRecoveryCodes(ctx context.Context, accountID int64, hashes []string, audit *AuditEvent) error // audit when not nil
	// UseRecoveryCode deletes the code and reports whether it was there; audit is written when it was.
	UseRecoveryCode(ctx context.Context, accountID int64, hash string, audit AuditEvent) (bool, error)
}

// AttemptStore counts the failed checks of passwords and codes per key (an
// e-mail or a client address). An attempt is counted before its check, so
// concurrent attempts cannot all pass on one old count; a check that passes takes it back.
type AttemptStore interface {
	// ReserveSignInAttempt hands reserve the attempts under key (zero when none) and,
	// when it allows one more, stores what it returned, atomically: concurrent
	// calls for one key see each other's reservations. It returns the stored
	// attempts, or the ones that refused.
	ReserveSignInAttempt(ctx context.Context, key string, reserve func(Attempts) (Attempts, bool)) (Attempts, bool, error)
	ReleaseSignInAttempt(ctx context.Context, key string) error // takes back one reserved attempt
	ClearSignInFailures(ctx context.Context, key string) error
}

// AuditStore keeps the audit log; it only grows.
type AuditStore interface {
	AppendAudit(ctx context.Context, e AuditEvent) error
	ListAudit(ctx context.Context, q AuditQuery) ([]AuditEvent, error)
}

// Store is everything the staff domain keeps.
type Store interface {
	AccountStore
	SecretStore
	AttemptStore
	AuditStore
}

package staff

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// MaxName is the longest name an account may carry, in characters.
const MaxName = 100

// Actor is who does something: a signed-in person, or the command line (ID 0).
type Actor struct {
	ID      int64
	Email   string
	Address string // client address; "command line" for the CLI
}

// CommandLine is the actor of `site users …` on the server itself.
var CommandLine = Actor{Address: "command line"}

// Config tunes a Service; zero fields take the defaults.
type Config struct {
	Issuer          string // shown in authenticator apps, e.g. the brand name
	Hash            HashParams
	AccountThrottle ThrottlePolicy
	AddressThrottle ThrottlePolicy
	Now             func() time.Time
	// Mailer mails new set-password links (Invite, NewPasswordLink); nil leaves them to be passed on by hand.
	Mailer LinkMailer
	Logger *slog.Logger // nil: slog.Default()
}

// Service is the staff domain: every rule about accounts lives here.
type Service struct {
	store Store
	cfg   Config
}

// NewService returns a Service keeping its data in store.
func NewService(store Store, cfg Config) *Service {
	if cfg.Issuer == "" {
		cfg.Issuer = "Back-office"
	}
	if cfg.Hash == (HashParams{}) {
		cfg.Hash = OWASPParams
	}
	if cfg.AccountThrottle == (ThrottlePolicy{}) {
		cfg.AccountThrottle = AccountThrottle
	}
	if cfg.AddressThrottle == (ThrottlePolicy{}) {
		cfg.AddressThrottle = AddressThrottle
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	return &Service{store: store, cfg: cfg}
}

func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Millisecond) }

// NewAccount is the request to add a person; Password may be empty, and then
// the person chooses one through a set-password link.
type NewAccount struct {
	Email    string `json:"email"`
	Name     string `json:"name"`
	Role     Role   `json:"role"`
	Password string `json:"password,omitempty"`
}

// NormalizeEmail is how e-mail addresses are compared: trimmed, lower case.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// Validate checks req after normalizing it.
func (req *NewAccount) Validate() error {
	req.Email = NormalizeEmail(req.Email)
	req.Name = strings.TrimSpace(req.Name)
	var p textfield.Problems
	switch {
	case req.Email == "":
		p.Missing("email")
	case !textfield.IsEmail(req.Email):
		p.Add("email", textfield.MsgEmail)
	}
	if req.Name == "" {
		p.Missing("name")
	} else {
		p.Add("name", textfield.Check(req.Name, MaxName, false))
	}
	if !req.Role.Valid() {
		p.Add("role", "Please choose owner, sales or editor.")
	}
	if req.Password != "" {
		p.Add("password", CheckPassword(req.Password, req.Email))
	}
	return p.Err("Please fill in the e-mail address, name and role.")
}

// AddAccount creates an account; a taken e-mail gives fault.ECONFLICT.
func (s *Service) AddAccount(ctx context.Context, by Actor, req NewAccount) (*Account, error) {
	if err := req.Validate(); err != nil {
		return nil, err
	}
	a := &Account{Email: req.Email, Name: req.Name, Role: req.Role, CreatedAt: s.now(), SessionVersion: 1}
	if req.Password != "" {
		hash, err := HashPassword(req.Password, s.cfg.Hash)
		if err != nil {
			return nil, err
		}
		a.PasswordHash = hash
	}
	audit := s.audit(by, "account created", a.Email, "role "+string(a.Role))
	if err := s.store.CreateAccount(ctx, a, &audit); err != nil {
		if fault.Code(err) == fault.ECONFLICT {
			return nil, fault.Invalid("An account with this e-mail address exists already.", map[string]string{"email": "An account with this e-mail address exists already."})
		}
		return nil, fault.FromStore(err)
	}
	return a, nil
}

// Accounts lists every account, by e-mail.
func (s *Service) Accounts(ctx context.Context) ([]Account, error) {
	return fault.Stored(s.store.ListAccounts(ctx))
}

// AccountByEmail finds one account; fault.ENOTFOUND when there is none.
func (s *Service) AccountByEmail(ctx context.Context, email string) (*Account, error) {
	return fault.Stored(s.store.AccountByEmail(ctx, NormalizeEmail(email)))
}

// Account finds one account by id; fault.ENOTFOUND when there is none.
func (s *Service) Account(ctx context.Context, id int64) (*Account, error) {
	return fault.Stored(s.store.AccountByID(ctx, id))
}

// AccountChange edits an account; nil fields stay as they are. Version must be the
// one the editor saw, so two owners cannot overwrite each other unknowingly.
type AccountChange struct {
	ID       int64   `json:"-"`
	Version  int64   `json:"version"`
	Name     *string `json:"name,omitempty"`
	Role     *Role   `json:"role,omitempty"`
	Disabled *bool   `json:"disabled,omitempty"`
	// Grants replaces the parts given beyond the role (nil: unchanged).
	Grants *[]Permission `json:"grants,omitempty"`
}

// ChangeAccount applies ch. Disabling, and a role that opens more of the
// back-office, end the person's sessions; the last owner who can sign in cannot
// be disabled or given another role.
func (s *Service) ChangeAccount(ctx context.Context, by Actor, ch AccountChange) (*Account, error) {
	a, err := s.store.AccountByID(ctx, ch.ID)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	if ch.Version != a.Version {
		return nil, fault.Stale("this account")
	}
	var p textfield.Problems
	var details []string
	if ch.Name != nil {
		name := strings.TrimSpace(*ch.Name)
		if name == "" {
			p.Missing("name")
		} else if msg := textfield.Check(name, MaxName, false); msg != "" {
			p.Add("name", msg)
		} else if name != a.Name {
			a.Name = name
			details = append(details, "name")
		}
	}
	before := *a
	if ch.Role != nil && *ch.Role != a.Role {
		if !ch.Role.Valid() {
			p.Add("role", "Please choose owner, sales or editor.")
		} else {
			details = append(details, "role "+string(a.Role)+" → "+string(*ch.Role))
			a.Role = *ch.Role
		}
	}
	if ch.Grants != nil {
		if grants := cleanGrants(*ch.Grants, &p); grants != nil && !slices.Equal(grants, a.Grants) {
			details = append(details, "granted "+grantsText(grants))
			a.Grants = grants
		}
	}
	if opensMore(&before, a) {
		// Sessions begun with less must not silently gain more: the person signs in again.
		a.SessionVersion++
		details = append(details, "signed out")
	}
	if ch.Disabled != nil && *ch.Disabled != a.Disabled {
		if *ch.Disabled && by.ID == a.ID {
			p.Add("disabled", "You cannot disable your own account.")
		}
		a.Disabled = *ch.Disabled
		if a.Disabled {
			a.SessionVersion++
			details = append(details, "disabled")
		} else {
			details = append(details, "enabled")
		}
	}
	if err := p.Err("Please fill in the name."); err != nil {
		return nil, err
	}
	if len(details) == 0 {
		return a, nil
	}
	// The store keeps one owner able to sign in (ErrLastOwner), checked where
	// concurrent changes queue: two owners demoting each other cannot both pass.
	audit := s.audit(by, "account changed", a.Email, strings.Join(details, ", "))
	if err := s.store.UpdateAccount(ctx, a, &audit); fault.Code(err) == fault.ECONFLICT {
		return nil, fault.Stale("this account") // changed between the read and the write
	} else if err != nil {
		return nil, fault.FromStore(err)
	}
	return a, nil
}

// audit is the entry of what by did now to subject, written with the change it records.
func (s *Service) audit(by Actor, action, subject, detail string) AuditEvent {
	return by.Audit(s.now(), Entry{Action: action, Subject: subject, Detail: detail})
}

// event writes an entry that changes nothing else (a sign-in, a failed check): the entry is the write.
func (s *Service) event(ctx context.Context, by Actor, action, subject, detail string) error {
	return fault.FromStore(s.store.AppendAudit(ctx, s.audit(by, action, subject, detail)))
}

// SignOut records that by signed out; the caller has ended the session.
func (s *Service) SignOut(ctx context.Context, by Actor) error {
	return s.event(ctx, by, "signed out", by.Email, "")
}

// AuditLog returns a page of the audit log, newest first (at most 200 events).
func (s *Service) AuditLog(ctx context.Context, q AuditQuery) ([]AuditEvent, error) {
	if q.Limit <= 0 || q.Limit > 200 {
		q.Limit = 50
	}
	q.BeforeID = max(q.BeforeID, 0)
	return fault.Stored(s.store.ListAudit(ctx, q))
}

// shortEnough bounds what a sign-in request may make the server hash.
func shortEnough(s string, max int) bool { return len(s) <= 4*max && utf8.ValidString(s) }

// Package office is the back-office's work on what visitors send besides leads:
// contact messages and newsletter subscribers, listed, searched and marked handled.
package office

import (
	"context"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/web/app/content"
)

// Texts mirrors web/app/content/office.json, which the admin pages read too.
type Texts struct {
	Limits struct {
		PageSize          int `json:"pageSize"`
		Search            int `json:"search"`
		ProblemAgeMinutes int `json:"problemAgeMinutes"`
		Reply             int `json:"reply"`
	} `json:"limits"`
	MessageWhatsappGreeting string            `json:"messageWhatsappGreeting"` // the admin's wa.me greeting
	Messages                map[string]string `json:"messages"`
}

// T is office.json, read once at start.
var T = content.MustParse[Texts]("office.json", content.Office)

// Msg is the sentence named key in office.json; a missing key is a bug caught by tests.
func Msg(key string) string {
	if m, ok := T.Messages[key]; ok {
		return m
	}
	panic("office.json has no message " + key)
}

// Person is a staff member as lists show them.
type Person struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// Handling is who marked a row handled and when; At nil means not handled.
type Handling struct {
	At      *time.Time
	By      *Person
	Version int64
}

// Message is a contact message as the back-office sees it.
type Message struct {
	ID int64
	contact.Written
	Page      string
	CreatedAt time.Time
	LeadID    *int64     // the lead it was made into or added to
	RepliedAt *time.Time // the last mail reply from the back-office
	RepliedBy *Person
	Handling
}

// Subscriber is a newsletter subscription as the back-office sees it.
type Subscriber struct {
	ID        int64
	Email     string
	Page      string
	CreatedAt time.Time
	// UnsubscribedAt is when they withdrew their newsletter consent, nil while it stands.
	UnsubscribedAt *time.Time
	Handling
}

// Query pages through a list, newest first (keyset: After is the last id seen).
type Query struct {
	Search  string // case-insensitive substring; "" for all
	Handled *bool  // nil for both
	After   int64  // 0 for the newest
	Limit   int
}

// Change marks a row handled (or not) if Version is still current, with the audit entry
// AuditOf makes of the row's e-mail address (when not nil), written in the same transaction.
type Change struct {
	ID      int64
	Version int64
	Handled bool
	By      int64
	At      time.Time
	AuditOf func(email string) staff.AuditEvent
}

// The store's verdicts on one row, in office.json's words.
var (
	ErrNoMessage       = fault.Errorf(fault.ENOTFOUND, "%s", Msg("notFoundMessage"))
	ErrMessageStale    = fault.Stale("this message")
	ErrNoSubscriber    = fault.Errorf(fault.ENOTFOUND, "%s", Msg("notFoundSubscriber"))
	ErrSubscriberStale = fault.Stale("this subscriber")
	// ErrLeadGone: the lead a message was to be added to is merged away or gone.
	ErrLeadGone = fault.Invalid(Msg("leadGone"), map[string]string{"leadId": Msg("leadGone")})
)

// Store keeps both lists. SetMessageHandled answers ErrNoMessage for a missing row and ErrMessageStale
// for a stale version, SetSubscriberHandled ErrNoSubscriber and ErrSubscriberStale, changing nothing.
type Store interface {
	ListMessages(ctx context.Context, q Query) ([]Message, error)
	ListSubscribers(ctx context.Context, q Query) ([]Subscriber, error)
	SetMessageHandled(ctx context.Context, c Change) (*Message, error)
	SetSubscriberHandled(ctx context.Context, c Change) (*Subscriber, error)
	// AppendAudit writes an entry that changes nothing else (an export).
	AppendAudit(ctx context.Context, e staff.AuditEvent) error
}

// Service applies the rules: bounded queries, versioned changes, each one audited.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns a Service over store.
func NewService(store Store, now func() time.Time) *Service {
	return &Service{store: store, now: clock.Or(now)}
}

// Normalize bounds q: a page of pageSize unless asked for fewer, a trimmed search.
func (q Query) Normalize() (Query, error) {
	q.Search = strings.TrimSpace(q.Search)
	if !utf8.ValidString(q.Search) || utf8.RuneCountInString(q.Search) > T.Limits.Search {
		return q, fault.Invalid(Msg("badFilter"), map[string]string{"q": "The search is too long."})
	}
	q.Search = strings.ToLower(q.Search)
	if q.Limit <= 0 || q.Limit > T.Limits.PageSize {
		q.Limit = T.Limits.PageSize
	}
	q.After = max(q.After, 0)
	return q, nil
}

// Messages returns one page of contact messages.
func (s *Service) Messages(ctx context.Context, q Query) ([]Message, error) {
	q, err := q.Normalize()
	if err != nil {
		return nil, err
	}
	return fault.Stored(s.store.ListMessages(ctx, q))
}

// Subscribers returns one page of subscribers.
func (s *Service) Subscribers(ctx context.Context, q Query) ([]Subscriber, error) {
	q, err := q.Normalize()
	if err != nil {
		return nil, err
	}
	return fault.Stored(s.store.ListSubscribers(ctx, q))
}

// Mark is the back-office's request to mark a row handled or not, at the version it saw (PATCH body).
type Mark struct {
	Version int64 `json:"version"`
	Handled *bool `json:"handled"`
}

// check is the rule of a Mark: both fields are required.
func (m Mark) check() error {
	if err := fault.CheckVersion(m.Version); err != nil {
		return err
	}
	if m.Handled == nil {
		return fault.Invalid(Msg("badHandled"), map[string]string{"handled": Msg("badHandled")})
	}
	return nil
}

// MarkMessage marks a contact message handled or not, with its audit entry.
func (s *Service) MarkMessage(ctx context.Context, by staff.Actor, id int64, mark Mark) (*Message, error) {
	if err := mark.check(); err != nil {
		return nil, err
	}
	return fault.Stored(s.store.SetMessageHandled(ctx, s.change(by, id, mark.Version, *mark.Handled, "contact message")))
}

// MarkSubscriber marks a subscriber handled or not, with its audit entry.
func (s *Service) MarkSubscriber(ctx context.Context, by staff.Actor, id int64, mark Mark) (*Subscriber, error) {
	if err := mark.check(); err != nil {
		return nil, err
	}
	return fault.Stored(s.store.SetSubscriberHandled(ctx, s.change(by, id, mark.Version, *mark.Handled, "subscriber")))
}

// change is the mark of row id of what ("contact message") by by now, with its audit entry.
func (s *Service) change(by staff.Actor, id, version int64, handled bool, what string) Change {
	at := s.now().UTC().Truncate(time.Millisecond)
	action := "marked " + what + " handled"
	if !handled {
		action = "marked " + what + " not handled"
	}
	return Change{ID: id, Version: version, Handled: handled, By: by.ID, At: at, AuditOf: func(email string) staff.AuditEvent {
		return by.Audit(at, staff.Entry{Action: action, Subject: email, Detail: what + " #" + itoa(id)})
	}}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// exportPage is how many rows an export reads at a time.
const exportPage = 500

// EachMessage calls each for every contact message of q's filter, newest first (q.After and q.Limit are ignored);
// an error of each (the client went away) stops it and is returned as it is.
func (s *Service) EachMessage(ctx context.Context, q Query, each func(Message) error) error {
	return eachPage(ctx, q, s.store.ListMessages, func(m Message) (int64, error) { return m.ID, each(m) })
}

// EachSubscriber calls each for every subscriber of q's filter, newest first, as EachMessage does.
// Who withdrew their consent is left out, so a mailing made from the export never reaches them.
func (s *Service) EachSubscriber(ctx context.Context, q Query, each func(Subscriber) error) error {
	return eachPage(ctx, q, s.store.ListSubscribers, func(sub Subscriber) (int64, error) {
		if sub.UnsubscribedAt != nil {
			return sub.ID, nil
		}
		return sub.ID, each(sub)
	})
}

func eachPage[T any](ctx context.Context, q Query, list func(context.Context, Query) ([]T, error), each func(T) (int64, error)) error {
	q, err := q.Normalize()
	if err != nil {
		return err
	}
	q.After, q.Limit = 0, exportPage
	for {
		page, err := list(ctx, q)
		if err != nil {
			return fault.FromStore(err)
		}
		for _, x := range page {
			if q.After, err = each(x); err != nil {
				return err
			}
		}
		if len(page) < exportPage {
			return nil
		}
	}
}

// RecordExport audits an export of what with filter (the query string), before
// its first row goes out: the file streams, so no count is known yet.
func (s *Service) RecordExport(ctx context.Context, by staff.Actor, what, filter string) error {
	return fault.FromStore(s.store.AppendAudit(ctx, by.Audit(s.now(), staff.Entry{Action: "exported " + what, Subject: what, Detail: filter})))
}

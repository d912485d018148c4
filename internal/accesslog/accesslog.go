// Package accesslog records who in the back-office looked at whom (issue 28, item 5):
// every opening of a lead or message, every search of them and every export, with
// the staff member, the time, the action and the ids of the records touched (never
// a copy of their personal data; a search keeps its query's shape, not its words).
// The DPDP Rules ask for processing logs kept a year; entries go after Keep.
package accesslog

import (
	"context"
	"fmt"
	"hash/fnv"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Kind is the sort of record an entry touched.
type Kind string

// The kinds of record that hold a person's data.
const (
	Lead       Kind = "lead"
	Message    Kind = "message"
	Subscriber Kind = "subscriber"
	// Everything is what a backup holds: every person is in it.
	Everything Kind = "*"
)

// The actions recorded; the page shows them as written.
const (
	OpenedLead        = "opened a lead"
	OpenedMessage     = "opened a message's matching leads"
	SearchedLeads     = "searched leads"
	SearchedMessages  = "searched messages"
	ViewedMessages    = "viewed a page of messages"
	ExportedLeads     = "exported leads (CSV)"
	ExportedLeadsXLSX = "exported leads (Excel)"
	ExportedMessages  = "exported messages (CSV)"
	ExportedSubs      = "exported subscribers (CSV)"
	ExportedDashboard = "exported a dashboard table (CSV)"
	DownloadedBackup  = "downloaded a backup"
)

// MaxIDs bounds the ids one entry keeps; Total still counts them all.
const MaxIDs = 1000

// Keep is how long entries stay by default (privacy.json's logsDays): the Rules ask for a year; the
// retention run prunes at the owner's period, which cannot be set under 365 days.
const Keep = 400 * 24 * time.Hour

// PageSize is the access log page's length.
const PageSize = 50

// Ref names one record.
type Ref struct {
	Kind Kind
	ID   int64
}

// Entry is one recorded access.
type Entry struct {
	ID         int64
	At         time.Time
	ActorID    int64
	ActorEmail string
	Action     string
	// Shape is what a search or export asked for, without the words typed ("q: 9 characters; status=new").
	Shape string
	// Records are the ids touched, at most MaxIDs; Total is how many there were.
	Records []Ref
	Total   int
	// AllOf names the kind an export without a filter covered entirely, so a person of that kind finds it.
	AllOf Kind
}

// Query filters the log: by staff member, by the person's records, and pages by id (newest first).
type Query struct {
	ActorID  int64
	Person   []Ref
	BeforeID int64
	Limit    int
}

// Store keeps the log.
type Store interface {
	RecordAccess(ctx context.Context, e Entry) error
	AccessLog(ctx context.Context, q Query) ([]Entry, error)
	// PersonRecords are the ids of the leads, messages and subscriptions with this e-mail or these mobile digits.
	PersonRecords(ctx context.Context, email, mobileDigits string) ([]Ref, error)
	PruneAccessLog(ctx context.Context, before time.Time) (int, error)
}

// Service records and reads the log.
type Service struct {
	store Store
	now   func() time.Time
	// seen is when each look was last recorded by this copy: a page that polls (the leads list every 5 s)
	// or reloads after an edit shows the same records again, which is one look, not one a poll.
	mu   sync.Mutex
	seen map[string]time.Time
}

// RepeatWindow is how long the same look (person, action, query shape, records) stays one entry.
const RepeatWindow = 10 * time.Minute

// maxSeen bounds the memory of recent looks; past it the memory starts again (a repeat is then recorded twice, never lost).
const maxSeen = 10_000

// NewService returns the Service over store.
func NewService(store Store, now func() time.Time) *Service {
	return &Service{store: store, now: clock.Or(now), seen: map[string]time.Time{}}
}

// RecordView is Record for a look at records (an opening, a search, a page of a list): the same look
// again within RepeatWindow is already on record. Exports use Record: each is an entry.
func (s *Service) RecordView(ctx context.Context, by staff.Actor, action string, shape string, kind Kind, ids []int64) error {
	h := fnv.New64a()
	fmt.Fprint(h, by.ID, "|", action, "|", shape, "|", kind, "|", ids)
	key := strconv.FormatUint(h.Sum64(), 36)
	now := s.now()
	s.mu.Lock()
	last, ok := s.seen[key]
	s.mu.Unlock()
	if ok && now.Sub(last) < RepeatWindow && !now.Before(last) {
		return nil
	}
	if err := s.Record(ctx, by, action, shape, kind, ids); err != nil {
		return err
	}
	s.mu.Lock()
	if len(s.seen) >= maxSeen {
		s.seen = map[string]time.Time{}
	}
	s.seen[key] = now
	s.mu.Unlock()
	return nil
}

// Record writes one entry: by did action to the records of kind with ids (the first MaxIDs kept);
// total, when given, is how many there were (an export counts past the ids it keeps).
func (s *Service) Record(ctx context.Context, by staff.Actor, action string, shape string, kind Kind, ids []int64, total ...int) error {
	return s.write(ctx, by, action, shape, "", kind, ids, total)
}

// RecordAll writes an export that covered every record of kind (no filter).
func (s *Service) RecordAll(ctx context.Context, by staff.Actor, action string, kind Kind, ids []int64, total ...int) error {
	return s.write(ctx, by, action, "everything", kind, kind, ids, total)
}

func (s *Service) write(ctx context.Context, by staff.Actor, action, shape string, allOf, kind Kind, ids []int64, total []int) error {
	e := Entry{At: s.now().UTC(), ActorID: by.ID, ActorEmail: by.Email, Action: action, Shape: shape, Total: len(ids), AllOf: allOf}
	if len(total) > 0 {
		e.Total = max(total[0], len(ids))
	}
	if kind != Everything {
		for _, id := range ids[:min(len(ids), MaxIDs)] {
			e.Records = append(e.Records, Ref{Kind: kind, ID: id})
		}
	}
	return fault.FromStore(s.store.RecordAccess(ctx, e))
}

// ErrPerson answers a person filter that is neither an id, an e-mail nor a mobile number.
var ErrPerson = fault.Invalid("Please give a lead or message id (such as L12 or M7), an e-mail address or a mobile number.",
	map[string]string{"person": "An id such as L12 or M7, an e-mail address or a mobile number."})

// Log is a page of entries, filtered by staff member and person (an id, e-mail or mobile as typed).
func (s *Service) Log(ctx context.Context, actorID int64, person string, beforeID int64) ([]Entry, error) {
	q := Query{ActorID: actorID, BeforeID: beforeID, Limit: PageSize}
	if person = strings.TrimSpace(person); person != "" {
		refs, err := s.resolve(ctx, person)
		if err != nil {
			return nil, err
		}
		if len(refs) == 0 {
			return []Entry{}, nil
		}
		q.Person = refs
	}
	return fault.Stored(s.store.AccessLog(ctx, q))
}

// resolve turns what the owner typed into the person's records.
func (s *Service) resolve(ctx context.Context, person string) ([]Ref, error) {
	if len(person) > contract.C.Limits.Email {
		return nil, ErrPerson
	}
	if ref, ok := ParseRef(person); ok {
		return []Ref{ref}, nil
	}
	if strings.Contains(person, "@") {
		if !contract.IsEmail(person) {
			return nil, ErrPerson
		}
		return fault.Stored(s.store.PersonRecords(ctx, strings.ToLower(person), ""))
	}
	if d, ok := contract.NormalizeMobile(person); ok {
		return fault.Stored(s.store.PersonRecords(ctx, "", d))
	}
	return nil, ErrPerson
}

// ParseRef reads "L12" (a lead), "M7" (a message) or "S3" (a subscription), any case, "#" allowed.
func ParseRef(s string) (Ref, bool) {
	s = strings.TrimPrefix(strings.ToUpper(strings.TrimSpace(s)), "#")
	if len(s) < 2 {
		return Ref{}, false
	}
	kinds := map[byte]Kind{'L': Lead, 'M': Message, 'S': Subscriber}
	kind, ok := kinds[s[0]]
	id, err := strconv.ParseInt(s[1:], 10, 64)
	if !ok || err != nil || id < 1 || strings.ContainsAny(s[1:], "+-") {
		return Ref{}, false
	}
	return Ref{Kind: kind, ID: id}, true
}

// Label writes a ref as the page shows it and ParseRef reads it: "L12".
func (r Ref) Label() string {
	return strings.ToUpper(string(r.Kind[:1])) + strconv.FormatInt(r.ID, 10)
}

// freeText are the filters a person types words into: only their length is kept.
var freeText = map[string]bool{"q": true}

// Shape describes a list's query without the words typed: "q: 9 characters; status=new".
// Filters of the back-office's own choosing (status, dates, city) are kept as they were.
func Shape(q url.Values) string {
	names := make([]string, 0, len(q))
	for name := range q {
		if name != "after" && name != "limit" {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	var parts []string
	for _, name := range names {
		v := q.Get(name)
		switch {
		case v == "":
			continue
		case name == "ids":
			parts = append(parts, "ids: "+strconv.Itoa(len(strings.Split(v, ",")))+" chosen")
		case freeText[name] || len(v) > 40 || strings.Contains(v, "@"):
			parts = append(parts, name+": "+strconv.Itoa(len([]rune(v)))+" characters")
		default:
			parts = append(parts, name+"="+v)
		}
	}
	if len(parts) == 0 {
		return "everything"
	}
	return strings.Join(parts, "; ")
}

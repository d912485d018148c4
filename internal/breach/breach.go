// Package breach is the owner's breach register (issue 28, item 6): each incident
// (what happened, when it happened and was found, the data and people affected,
// what was done), the 72 hours from discovery for the detailed report to the Data
// Protection Board, that report and the notice to each affected person written
// from breach.json's templates, and the list of processors kept beside them.
package breach

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/textfield"
	"github.com/nivaas-interiors/site/web/app/content"
)

// Config mirrors breach.json.
type Config struct {
	Limits struct {
		Summary          int `json:"summary"`
		Data             int `json:"data"`
		Consequences     int `json:"consequences"`
		Measures         int `json:"measures"`
		Advice           int `json:"advice"`
		PeopleMax        int `json:"peopleMax"`
		LeadIDs          int `json:"leadIds"`
		Processors       int `json:"processors"`
		ProcessorName    int `json:"processorName"`
		ProcessorPurpose int `json:"processorPurpose"`
		ProcessorContact int `json:"processorContact"`
	} `json:"limits"`
	ReportHours int               `json:"reportHours"`
	Messages    map[string]string `json:"messages"`
	Templates   map[string]string `json:"templates"`
}

// C is breach.json, read at start-up.
var C = content.MustParse[Config]("breach.json", content.Breach)

func msg(key string) string { return C.Messages[key] }

// Incident is one entry of the register, with the version the edit was made on.
type Incident struct {
	ID           int64      `json:"id"`
	Summary      string     `json:"summary"`
	FoundAt      time.Time  `json:"foundAt"`
	HappenedAt   *time.Time `json:"happenedAt"`
	Data         string     `json:"data"`
	People       int        `json:"people"`
	LeadIDs      []int64    `json:"leadIds"`
	Consequences string     `json:"consequences"`
	Measures     string     `json:"measures"`
	Advice       string     `json:"advice"`
	// ReportedAt is when the detailed report went to the Board; the countdown stops there.
	ReportedAt *time.Time `json:"reportedAt"`
	Version    int64      `json:"version"`
	CreatedAt  time.Time  `json:"createdAt"`
	UpdatedAt  time.Time  `json:"updatedAt"`
}

// Deadline is when the detailed report to the Board is due: 72 hours after the breach was found.
func (i Incident) Deadline() time.Time {
	return i.FoundAt.Add(time.Duration(C.ReportHours) * time.Hour)
}

// Validate tidies i and checks it against breach.json's limits, at now.
func (i *Incident) Validate(now time.Time) error {
	textfield.TrimSpace(&i.Summary, &i.Data, &i.Consequences, &i.Measures, &i.Advice)
	l := C.Limits
	var p textfield.Problems
	p.Text("summary", i.Summary, true, l.Summary, true)
	soon := now.Add(5 * time.Minute) // a clock a little ahead is not the future
	if i.FoundAt.IsZero() || i.FoundAt.After(soon) || i.FoundAt.Year() < 2000 {
		p.Add("foundAt", msg("foundAt"))
	}
	if i.HappenedAt != nil && (i.HappenedAt.After(i.FoundAt) || i.HappenedAt.Year() < 2000) {
		p.Add("happenedAt", msg("happenedAt"))
	}
	if i.ReportedAt != nil && (i.ReportedAt.Before(i.FoundAt) || i.ReportedAt.After(soon)) {
		p.Add("reportedAt", msg("reportedAt"))
	}
	p.Text("data", i.Data, true, l.Data, true)
	if i.People < 0 || i.People > l.PeopleMax {
		p.Add("people", msg("people"))
	}
	if len(i.LeadIDs) > l.LeadIDs {
		p.Add("leadIds", msg("leadIds"))
	}
	for _, id := range i.LeadIDs {
		if id < 1 {
			p.Add("leadIds", msg("leadIds"))
		}
	}
	p.Text("consequences", i.Consequences, false, l.Consequences, true)
	p.Text("measures", i.Measures, true, l.Measures, true)
	p.Text("advice", i.Advice, false, l.Advice, true)
	err := p.Err(msg("invalid"))
	if fe, ok := err.(*fault.Error); ok {
		fe.Message = msg("invalid")
	}
	return err
}

// Processor is one party that processes personal data for the company.
type Processor struct {
	Name    string `json:"name"`
	Purpose string `json:"purpose"`
	Contact string `json:"contact"`
	// Configured marks the ones the site's settings name (mail relay, CRM webhook): shown, not edited.
	Configured bool `json:"configured"`
}

// Processors are the owner's own entries, with their version.
type Processors struct {
	Entries []Processor `json:"entries"`
	Version int64       `json:"version"`
}

// Validate tidies p and checks it.
func (ps *Processors) Validate() error {
	l := C.Limits
	var p textfield.Problems
	if len(ps.Entries) > l.Processors {
		p.Add("entries", msg("processors"))
	}
	for n := range ps.Entries {
		e := &ps.Entries[n]
		e.Configured = false
		textfield.TrimSpace(&e.Name, &e.Purpose, &e.Contact)
		at := "entries." + strconv.Itoa(n) + "."
		p.Text(at+"name", e.Name, true, l.ProcessorName, false)
		p.Text(at+"purpose", e.Purpose, false, l.ProcessorPurpose, false)
		p.Text(at+"contact", e.Contact, false, l.ProcessorContact, false)
	}
	err := p.Err(msg("processorsInvalid"))
	if fe, ok := err.(*fault.Error); ok {
		fe.Message = msg("processorsInvalid")
	}
	return err
}

// Store keeps the register.
type Store interface {
	Breaches(ctx context.Context) ([]Incident, error)
	Breach(ctx context.Context, id int64) (Incident, error)
	// CreateBreach writes i at version 1 with audit in the same transaction and returns its id.
	CreateBreach(ctx context.Context, i Incident, audit staff.AuditEvent) (int64, error)
	// SaveBreach writes i WHERE version = i.Version with audit in the same transaction, ErrStale when it moved on.
	SaveBreach(ctx context.Context, i Incident, audit staff.AuditEvent) error
	BreachProcessors(ctx context.Context) (Processors, error)
	SaveBreachProcessors(ctx context.Context, p Processors, audit staff.AuditEvent) error
}

// ErrStale answers an edit made on an incident someone else changed since.
var ErrStale = fault.Stale("this incident")

// ErrStaleProcessors answers an edit of a processor list someone else changed since.
var ErrStaleProcessors = fault.Stale("the list of processors")

// ErrNotFound answers an id the register does not hold.
var ErrNotFound = &fault.Error{Code: fault.ENOTFOUND, Message: msg("notFound")}

// Service is the owner's one road to the register: validate, check the version, store with the audit entry.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns the Service over store.
func NewService(store Store, now func() time.Time) *Service {
	return &Service{store: store, now: clock.Or(now)}
}

// List is the register, the latest found first.
func (s *Service) List(ctx context.Context) ([]Incident, error) {
	return fault.Stored(s.store.Breaches(ctx))
}

// Get is one incident.
func (s *Service) Get(ctx context.Context, id int64) (Incident, error) {
	return fault.Stored(s.store.Breach(ctx, id))
}

// Record adds an incident.
func (s *Service) Record(ctx context.Context, by staff.Actor, i Incident) (Incident, error) {
	if err := i.Validate(s.now()); err != nil {
		return Incident{}, err
	}
	i.CreatedAt, i.UpdatedAt, i.Version = s.now().UTC(), s.now().UTC(), 1
	id, err := s.store.CreateBreach(ctx, i, s.audit(by, "recorded a data breach", i))
	if err != nil {
		return Incident{}, fault.FromStore(err)
	}
	return s.Get(ctx, id)
}

// Change replaces incident id at the version the owner saw.
func (s *Service) Change(ctx context.Context, by staff.Actor, id int64, i Incident) (Incident, error) {
	if err := fault.CheckChange(i.Version, func() error { return i.Validate(s.now()) }); err != nil {
		return Incident{}, err
	}
	i.ID, i.UpdatedAt = id, s.now().UTC()
	if err := s.store.SaveBreach(ctx, i, s.audit(by, "changed a data breach record", i)); err != nil {
		return Incident{}, fault.FromStore(err)
	}
	return s.Get(ctx, id)
}

// audit names the incident by its number and people count only: the audit log holds no personal data.
func (s *Service) audit(by staff.Actor, action string, i Incident) staff.AuditEvent {
	subject := "breach"
	if i.ID > 0 {
		subject += " #" + strconv.FormatInt(i.ID, 10)
	}
	return by.Audit(s.now().UTC(), staff.Entry{Action: action, Subject: subject, Detail: "found " + i.FoundAt.UTC().Format(time.RFC3339) + "; " + strconv.Itoa(i.People) + " people affected"})
}

// OwnProcessors is the owner's list.
func (s *Service) OwnProcessors(ctx context.Context) (Processors, error) {
	return fault.Stored(s.store.BreachProcessors(ctx))
}

// SaveProcessors replaces the owner's list at the version read.
func (s *Service) SaveProcessors(ctx context.Context, by staff.Actor, p Processors) (Processors, error) {
	if err := fault.CheckChange(p.Version, p.Validate); err != nil {
		return Processors{}, err
	}
	names := make([]string, len(p.Entries))
	for n, e := range p.Entries {
		names[n] = e.Name
	}
	audit := by.Audit(s.now().UTC(), staff.Entry{Action: "changed the list of processors", Subject: "processors", Detail: textfield.Tidy(strings.Join(names, ", "), 2000)})
	if err := s.store.SaveBreachProcessors(ctx, p, audit); err != nil {
		return Processors{}, fault.FromStore(err)
	}
	return s.OwnProcessors(ctx)
}

package lead

import (
	"context"
	"log/slog"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// AutoAssign is one lead handed to whoever's turn it is.
type AutoAssign struct {
	LeadID int64
	// From is the person the lead leaves (a disabled account); 0 for a new lead,
	// which is assigned only while nobody has it and automatic assignment is on.
	From int64
	At   time.Time
	// Mail is the assignee's mail about the lead (nil: none).
	Mail func(who Seat, l Watch) *mailmsg.Message
}

// Pick is what an automatic assignment's transaction reads: the settings (Auto, ByCity), the lead and
// who has it now (Assignee, 0: nobody), the active sales people and owners (Team), the name of the person
// the lead leaves (FromName: a.From's, "" for a new lead) and who has the latest other live lead with its
// mobile (Family, 0: nobody).
type Pick struct {
	Auto, ByCity bool
	Lead         Watch
	Assignee     int64
	Team         []Seat
	FromName     string
	Family       int64
}

// Turn is the rotation the lead takes a turn in (no IDs: none, the lead goes to nobody or to the family's
// person), or false when the assignment does nothing: a new lead while automatic assignment is off, or a
// lead someone has by now (someone took it meanwhile, or it is no longer the person's).
func (a AutoAssign) Turn(p Pick) (Turn, bool) {
	if a.From == 0 && !p.Auto || p.Assignee != a.From {
		return Turn{}, false
	}
	if !p.Auto || a.repeat(p) != nil {
		return Turn{}, true
	}
	return TurnFor(p.Team, p.ByCity, p.Lead.Location, a.From), true
}

// repeat is who takes a new lead because they are working its family's earlier enquiry (RepeatSeat); nil
// for none, and for a lead a disabled person leaves (it goes round-robin).
func (a AutoAssign) repeat(p Pick) *Seat {
	if a.From != 0 {
		return nil
	}
	return RepeatSeat(p.Team, p.Family)
}

// Handing is what one automatic assignment writes in its transaction: the lead's new assignee (To; nil
// when nobody could take it: the account was disabled and no one is on duty), its timeline line, its
// audit entry and the assignee's mail (nil: none).
type Handing struct {
	To    *Seat
	Line  Event
	Audit staff.AuditEvent
	Mail  *mailmsg.Message
}

// Hand is what the assignment writes once turn's next person (next; 0 when nobody is on duty, or no turn
// was taken) was taken, or false when it writes nothing: a new lead with nobody on duty waits for people
// (and the digest).
func (a AutoAssign) Hand(p Pick, turn Turn, next int64) (Handing, bool) {
	h := handed{from: p.FromName, to: a.repeat(p)}
	h.repeat = h.to != nil
	for i := range p.Team {
		if h.to == nil && p.Team[i].ID == next {
			h.to = &p.Team[i]
		}
	}
	if h.to == nil && a.From == 0 {
		return Handing{}, false
	}
	if turn.Scope != "" {
		h.city = p.Lead.Location
	}
	out := Handing{To: h.to}
	out.Line, out.Audit = a.lines(h)
	if h.to != nil && a.Mail != nil {
		out.Mail = a.Mail(*h.to, p.Lead)
	}
	return out, true
}

// handed is what one automatic assignment did: whom the lead left (from, "" for a new lead), who took it
// (to; nil when nobody could), the city of the rotation that picked them ("" for everyone), and whether
// they took it as the family's person.
type handed struct {
	from   string
	to     *Seat
	city   string
	repeat bool
}

// lines are h's line of the lead's timeline and its audit entry.
func (a AutoAssign) lines(h handed) (Event, staff.AuditEvent) {
	var text, detail string
	switch {
	case h.to == nil:
		text, detail = "No longer assigned to "+h.from+": the account was disabled.", "assignee none (account disabled)"
	case h.repeat:
		text = "Assigned automatically to " + h.to.Name + ", who is working this family's earlier enquiry."
	case a.From != 0:
		text = "Handed on to " + h.to.Name + " (round-robin): " + h.from + "'s account was disabled."
	case h.city != "":
		text = "Assigned automatically to " + h.to.Name + " (round-robin, " + h.city + ")."
	default:
		text = "Assigned automatically to " + h.to.Name + " (round-robin)."
	}
	subject := "lead " + strconv.FormatInt(a.LeadID, 10) // a lead by number: the audit keeps no visitor's name
	summary := subject + " no longer assigned: the account was disabled"
	switch {
	case h.to != nil && h.repeat:
		detail = "assignee " + h.to.Name + " (repeat enquiry)"
		summary = "assigned " + subject + " to " + h.to.Name + " (repeat enquiry: the family's earlier lead is theirs)"
	case h.to != nil:
		detail = "assignee " + h.to.Name + " (round-robin)"
		summary = "assigned " + subject + " to " + h.to.Name + " (round-robin)"
	}
	audit := AutomaticAssignment.Audit(a.At, staff.Entry{Action: "assigned lead automatically",
		Subject: subject, Detail: detail, Summary: summary})
	return Event{Kind: EventAssigned, Text: text}, audit
}

// AutomaticAssignment is the actor of the assignments the site makes by itself.
var AutomaticAssignment = staff.Actor{Address: "automatic assignment"}

// AssignStore keeps automatic assignment and the response target.
type AssignStore interface {
	AssignSettings(ctx context.Context) (AssignSettings, error)
	// SaveAssignSettings writes set when set.Version is current (ErrSettingsStale), with the audit entry;
	// assignFrom, when not zero, is when automatic assignment was switched on.
	SaveAssignSettings(ctx context.Context, set AssignSettings, assignFrom time.Time, audit *staff.AuditEvent) (AssignSettings, error) // audit when not nil
	// Seats returns the active accounts of role sales or owner, by name.
	Seats(ctx context.Context) ([]Seat, error)
	// SetSeat writes whether account id is away and the cities it covers, with the audit entry.
	SetSeat(ctx context.Context, id int64, away bool, cities []string, audit staff.AuditEvent) error
	// AssignInTurn reads a.LeadID's Pick, takes the rotation's next turn (a.Turn, Turn.Next) and writes
	// what a.Hand hands it (assignee, timeline line, audit entry, mail) in one transaction; nil when nothing was done.
	AssignInTurn(ctx context.Context, a AutoAssign) (*Seat, error)
	// AwaitingAssignment returns live new leads nobody has, created at or after since, oldest first.
	AwaitingAssignment(ctx context.Context, since time.Time, limit int) ([]int64, error)
	// OpenLeadsOf returns the live open leads (not won or lost) assigned to staffID.
	OpenLeadsOf(ctx context.Context, staffID int64) ([]int64, error)
	// OpenLeadsOfDisabled returns the live open leads whose assignee's account is disabled (lead id → assignee id).
	OpenLeadsOfDisabled(ctx context.Context) (map[int64]int64, error)
	// Unanswered returns live new leads created at or after since that no member of staff
	// has contacted (ContactKinds) and that were not escalated, oldest first.
	Unanswered(ctx context.Context, since time.Time, limit int) ([]Watch, error)
	// Escalate marks the leads ids not yet escalated as escalated at at and queues the
	// mails compose makes of those it marked, in one transaction; it returns those ids.
	Escalate(ctx context.Context, ids []int64, at time.Time, compose func(marked []int64) []mailmsg.Message) ([]int64, error)
	// OpeningHours are the experience centres' hours as the owner's availability keeps them (the bookings' own).
	OpeningHours(ctx context.Context) (OpeningHours, error)
}

// ErrSettingsStale is a settings version that is no longer current.
var ErrSettingsStale = fault.Stale("the assignment settings")

// Assigner runs automatic assignment and the response target.
type Assigner struct {
	Store   AssignStore
	SiteURL string // origin of the links in mails; "" gives paths
	Brand   string
	Now     func() time.Time
	Wake    func() // after mails were queued; may be nil
	Logger  *slog.Logger
	kick    chan struct{}
	changed chan struct{} // the settings were saved through this copy
}

// NewAssigner returns an Assigner; now nil is time.Now.
func NewAssigner(store AssignStore, siteURL, brand string, now func() time.Time, wake func(), log *slog.Logger) *Assigner {
	return &Assigner{Store: store, SiteURL: strings.TrimRight(siteURL, "/"), Brand: brand, Now: clock.Or(now), Wake: wake, Logger: log,
		kick: make(chan struct{}, 1), changed: make(chan struct{}, 1)}
}

// Kick asks the running loop to assign new leads now (a lead was just stored); it never blocks.
func (a *Assigner) Kick() {
	select {
	case a.kick <- struct{}{}:
	default:
	}
}

// awaitWindow: a lead waiting longer than this for automatic assignment is left to people.
const awaitWindow = 24 * time.Hour

// awaitBatch is how many waiting leads one read takes; a round reads again while a full batch moved on.
const awaitBatch = 200

// assignWaiting hands every new lead nobody has (since assignment was switched on) to whoever's turn it is,
// also saying whether automatic assignment is on. With nobody on duty it
// takes no turn: the leads wait for people (and the digest) without a transaction each.
func (a *Assigner) assignWaiting(ctx context.Context) (n int, on bool, err error) {
	set, err := a.Store.AssignSettings(ctx)
	if err != nil || !set.AutoAssign {
		return 0, false, fault.FromStore(err)
	}
	seats, err := a.Store.Seats(ctx)
	if err != nil || !slices.ContainsFunc(seats, Seat.OnDuty) {
		return 0, true, fault.FromStore(err)
	}
	defer func() {
		if n > 0 && a.Wake != nil {
			a.Wake()
		}
	}()
	for {
		ids, err := a.Store.AwaitingAssignment(ctx, a.Now().Add(-awaitWindow), awaitBatch)
		if err != nil {
			return n, true, fault.FromStore(err)
		}
		moved := 0
		for _, id := range ids {
			who, err := a.Store.AssignInTurn(ctx, AutoAssign{LeadID: id, At: a.now(), Mail: a.assignedMail})
			if err != nil {
				return n, true, fault.FromStore(err)
			}
			if who != nil {
				moved++
			}
		}
		n += moved
		if len(ids) < awaitBatch || moved == 0 {
			return n, true, nil
		}
	}
}

// HandOverDisabled hands on the open leads of every disabled account whose hand-over (ChangeAccount) was
// cut short, or that an older release disabled from the command line without one.
func (a *Assigner) HandOverDisabled(ctx context.Context) (int, error) {
	leads, err := a.Store.OpenLeadsOfDisabled(ctx)
	if err != nil {
		return 0, fault.FromStore(err)
	}
	return a.handOn(ctx, leads)
}

// HandOver gives the open leads of staffID (whose account was just disabled) to
// whoever's turn it is, or to nobody when automatic assignment is off.
func (a *Assigner) HandOver(ctx context.Context, staffID int64) (int, error) {
	ids, err := a.Store.OpenLeadsOf(ctx, staffID)
	if err != nil {
		return 0, fault.FromStore(err)
	}
	leads := map[int64]int64{}
	for _, id := range ids {
		leads[id] = staffID
	}
	return a.handOn(ctx, leads)
}

// handOn moves each lead (id → the person it leaves) to whoever's turn it is, oldest lead first.
func (a *Assigner) handOn(ctx context.Context, leads map[int64]int64) (int, error) {
	for _, id := range slices.Sorted(maps.Keys(leads)) {
		if _, err := a.Store.AssignInTurn(ctx, AutoAssign{LeadID: id, From: leads[id], At: a.now(), Mail: a.assignedMail}); err != nil {
			return 0, fault.FromStore(err)
		}
	}
	if len(leads) > 0 && a.Wake != nil {
		a.Wake()
	}
	return len(leads), nil
}

func (a *Assigner) now() time.Time { return a.Now().UTC().Truncate(time.Millisecond) }

// Run assigns waiting leads when kicked and every interval, and checks the response target every interval, until ctx ends.
func (a *Assigner) Run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	if _, err := a.Escalate(ctx); err != nil { // the first run records since when leads are watched
		a.warn("response target", err, ctx)
	}
	for {
		_, on, err := a.assignWaiting(ctx)
		if err != nil {
			a.warn("automatic assignment", err, ctx)
		}
		select {
		case <-ctx.Done():
			return
		case <-a.kick:
			if !on && err == nil {
				a.waitRecheck(ctx) // every new lead kicks: while assignment is off, one read of the settings a while is enough
			}
			continue
		case <-a.changed:
			continue
		case <-t.C:
		}
		if _, err := a.HandOverDisabled(ctx); err != nil {
			a.warn("hand-over of disabled accounts' leads", err, ctx)
		}
		if _, err := a.Escalate(ctx); err != nil {
			a.warn("response target", err, ctx)
		}
	}
}

// settingsRecheck is how long new leads wait before asking again whether automatic assignment was switched on
// (from another copy of the site; this copy's owner switching it on asks at once). A lead stored meanwhile
// is assigned by the round after: it waits from the moment assignment was switched on.
const settingsRecheck = 2 * time.Second

// waitRecheck waits settingsRecheck, or until this copy's settings change or ctx ends.
func (a *Assigner) waitRecheck(ctx context.Context) {
	t := time.NewTimer(settingsRecheck)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-a.changed:
	case <-t.C:
	}
}

func (a *Assigner) warn(what string, err error, ctx context.Context) {
	if ctx.Err() == nil && a.Logger != nil {
		a.Logger.Warn(what, "err", err)
	}
}

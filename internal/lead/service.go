package lead

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// ErrStale is a version that is no longer the lead's: the one stale-edit sentence.
var ErrStale = fault.Stale("this lead")

// ErrNoLead answers an id that names no live lead (the store's answer too).
var ErrNoLead = fault.Errorf(fault.ENOTFOUND, "There is no such lead. It may have been merged into another one.")

// Service is the lead inbox.
type Service struct {
	store  Store
	now    func() time.Time
	counts countsCache
}

// NewService returns the inbox over store; now is the clock (nil: time.Now).
func NewService(store Store, now func() time.Time) *Service {
	return &Service{store: store, now: clock.Or(now)}
}

// Detail returns everything the lead page shows.
func (s *Service) Detail(ctx context.Context, id int64) (*Detail, error) {
	l, err := s.lead(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := s.WithAcceptedQuote(ctx, l); err != nil {
		return nil, err
	}
	d := &Detail{Lead: *l}
	if d.Events, err = s.store.LeadEvents(ctx, id); err != nil {
		return nil, fault.FromStore(err)
	}
	d.Events = append([]Event{CreatedEvent(l)}, d.Events...)
	if d.Mails, err = s.store.LeadMails(ctx, id); err != nil {
		return nil, fault.FromStore(err)
	}
	if d.Duplicates, err = s.store.DuplicateLeads(ctx, id, l.MobileDigits); err != nil {
		return nil, fault.FromStore(err)
	}
	if d.Staff, err = s.team(ctx); err != nil {
		return nil, err
	}
	return d, nil
}

// team is who a lead may be assigned to: the active sales people and owners, by name.
func (s *Service) team(ctx context.Context) ([]Person, error) {
	members, err := s.store.SalesTeam(ctx)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	team := make([]Person, len(members))
	for i, m := range members {
		team[i] = m.Person
	}
	return team, nil
}

// CreatedEvent is the first line of every timeline, made from the lead itself
// so that the public form's write stays one INSERT.
func CreatedEvent(l *Lead) Event {
	return Event{At: l.CreatedAt, Kind: EventCreated, Text: requestText(l) + sourceText(l) + "."}
}

func (s *Service) lead(ctx context.Context, id int64) (*Lead, error) {
	if id < 1 {
		return nil, ErrNoLead
	}
	l, err := s.store.InboxLead(ctx, id)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	return l, nil
}

// WithAcceptedQuote fills l.AcceptedQuote: the lead's pages say where a won value comes from.
func (s *Service) WithAcceptedQuote(ctx context.Context, l *Lead) error {
	q, err := s.store.AcceptedQuote(ctx, l.ID)
	if err != nil {
		return fault.FromStore(err)
	}
	l.AcceptedQuote = q
	return nil
}

// Optional is a field of a change that may be left out, or sent as null (Null).
type Optional[T any] struct {
	Set   bool
	Null  bool
	Value T
}

// Change is an edit of a lead's status, assignee or follow-up, made on Version.
type Change struct {
	Version    int64
	Status     Optional[string]
	LostReason Optional[string]
	AssigneeID Optional[int64]
	FollowUpOn Optional[string]
	WonValue   Optional[int64] // whole rupees, only for a lead that is (or becomes) won
}

// Change applies ch to lead id on behalf of by and returns the lead as saved.
func (s *Service) Change(ctx context.Context, by staff.Actor, id int64, ch Change) (*Lead, error) {
	if err := fault.CheckVersion(ch.Version); err != nil {
		return nil, err
	}
	if err := ch.check(); err != nil {
		return nil, err
	}
	reason := strings.TrimSpace(ch.LostReason.Value)
	l, err := s.lead(ctx, id)
	if err != nil {
		return nil, err
	}
	if l.Version != ch.Version {
		return nil, ErrStale
	}
	if ch.WonValue.Set && !ch.WonValue.Null && ch.WonValue.Value > 0 && !(l.Status == StatusWon && !ch.Status.Set || ch.Status.Value == StatusWon) {
		return nil, fault.Invalid(C.Messages.WonValueOnlyWon, map[string]string{"wonValue": C.Messages.WonValueOnlyWon})
	}
	if ch.Status.Value == StatusWon || !ch.Status.Set && l.Status == StatusWon && ch.WonValue.Set {
		if err := s.WithAcceptedQuote(ctx, l); err != nil {
			return nil, err
		}
	}
	if q := l.AcceptedQuote; q != nil && (ch.Status.Value == StatusWon || !ch.Status.Set && l.Status == StatusWon) {
		// An accepted quote's total is the order's value: what a person types cannot change it.
		if ch.WonValue.Set && (ch.WonValue.Null || ch.WonValue.Value != q.Value()) {
			return nil, fault.Invalid(C.Messages.WonValueFromQuote, map[string]string{"wonValue": C.Messages.WonValueFromQuote})
		}
		ch.WonValue = Optional[int64]{Set: true, Value: q.Value()}
	}
	sv := s.saveOf(l, by)
	var what []string
	if ch.Status.Set && (ch.Status.Value != l.Status || ch.Status.Value == StatusLost && reason != l.LostReason) {
		sv.Status, sv.LostReason = ch.Status.Value, ""
		text := "Status changed from " + StatusLabel(l.Status) + " to " + StatusLabel(sv.Status)
		if sv.Status == StatusLost {
			sv.LostReason = reason
			text += ": " + reason
		}
		sv.Events = append(sv.Events, Event{Kind: EventStatus, Text: text + ".", Status: sv.Status})
		what = append(what, "status "+sv.Status)
		if sv.Status != StatusWon {
			sv.WonValue = new(int64) // the value belongs to the win
		}
	}
	if ch.WonValue.Set && sv.Status == StatusWon {
		to := int64(0)
		if !ch.WonValue.Null {
			to = ch.WonValue.Value
		}
		if to != l.WonValue {
			sv.WonValue = &to
			text := "Order value cleared."
			if to > 0 {
				text = "Order value set to " + Rupees(to) + "."
			}
			if q := l.AcceptedQuote; q != nil {
				text = "Order value set to " + Rupees(to) + ", the total of accepted quote v" + strconv.Itoa(q.Number) + "."
			}
			sv.Events = append(sv.Events, Event{Kind: EventNote, Text: text})
			what = append(what, "won value "+strconv.FormatInt(to, 10))
		}
	}
	if ch.AssigneeID.Set {
		to := int64(0)
		if !ch.AssigneeID.Null {
			to = ch.AssigneeID.Value
		}
		name, err := s.assign(ctx, &sv, l, to)
		if err != nil {
			return nil, err
		}
		if sv.AssigneeID != assigneeID(l) {
			what = append(what, "assignee "+name) // the audit log names people, not account numbers
		}
	}
	if ch.FollowUpOn.Set {
		to := ""
		if !ch.FollowUpOn.Null {
			to = ch.FollowUpOn.Value
		}
		if to != l.FollowUpOn {
			sv.FollowUpOn = to
			text := "Follow-up cleared."
			if to != "" {
				text = "Follow-up set for " + to + "."
			}
			sv.Events = append(sv.Events, Event{Kind: EventFollowUp, Text: text})
			what = append(what, "follow-up "+to)
		}
	}
	if len(sv.Events) == 0 {
		return l, nil // nothing differs: no new version, nothing to record
	}
	sv.Audit = audit(by, s.now(), "changed lead", id, strings.Join(what, "; "))
	return s.save(ctx, sv)
}

// check judges ch's fields without reading the lead: one answer for one lead or for many.
func (ch Change) check() error {
	bad := map[string]string{}
	if ch.Status.Set && (ch.Status.Null || !ValidStatus(ch.Status.Value)) {
		bad["status"] = "Please choose one of the statuses."
	}
	reason := strings.TrimSpace(ch.LostReason.Value)
	if ch.Status.Value == StatusLost && reason == "" {
		bad["lostReason"] = C.Messages.LostReasonRequired
	} else if ch.LostReason.Set && !ch.LostReason.Null && reason != "" && ch.Status.Value != StatusLost {
		bad["lostReason"] = "Only a lead marked lost has a reason."
	} else if msg := textfield.Check(reason, C.Limits.LostReason, false); msg != "" {
		bad["lostReason"] = msg
	}
	if ch.AssigneeID.Set && !ch.AssigneeID.Null && ch.AssigneeID.Value < 1 {
		bad["assigneeId"] = "Please choose someone from the list."
	}
	if ch.FollowUpOn.Set && !ch.FollowUpOn.Null {
		if _, ok := ParseDate(ch.FollowUpOn.Value); !ok {
			bad["followUpOn"] = "Please give the follow-up date as YYYY-MM-DD."
		}
	}
	if ch.WonValue.Set && !ch.WonValue.Null && (ch.WonValue.Value < 0 || ch.WonValue.Value > MaxWonValue) {
		bad["wonValue"] = C.Messages.WonValueRange
	}
	if !ch.Status.Set && !ch.AssigneeID.Set && !ch.FollowUpOn.Set && !ch.WonValue.Set && len(bad) == 0 {
		return fault.Invalid("There is nothing to change.", nil)
	}
	if len(bad) > 0 {
		return fault.Invalid("Some of the changes are not right.", bad)
	}
	return nil
}

// assign sets sv's assignee to the team member to (0: nobody), with its timeline line.
func (s *Service) assign(ctx context.Context, sv *Save, l *Lead, to int64) (name string, err error) {
	if to == assigneeID(l) {
		return "", nil
	}
	sv.AssigneeID = to
	if to == 0 {
		sv.Events = append(sv.Events, Event{Kind: EventAssigned, Text: "No longer assigned to " + l.Assignee.Name + "."})
		return "none", nil
	}
	team, err := s.store.SalesTeam(ctx)
	if err != nil {
		return "", fault.FromStore(err)
	}
	i := slices.IndexFunc(team, func(m Member) bool { return m.ID == to })
	if i < 0 {
		return "", fault.Invalid("This person cannot take leads.", map[string]string{
			"assigneeId": "Please choose someone in sales, or an owner, whose account is active."})
	}
	sv.Events = append(sv.Events, Event{Kind: EventAssigned, Text: "Assigned to " + team[i].Name + "."})
	return team[i].Name, nil
}

// AddNote adds text to the timeline of lead id, made on version.
func (s *Service) AddNote(ctx context.Context, by staff.Actor, id, version int64, text string) (*Lead, error) {
	text = strings.TrimSpace(strings.ReplaceAll(text, "\r\n", "\n"))
	switch {
	case fault.CheckVersion(version) != nil:
		return nil, fault.CheckVersion(version)
	case text == "":
		return nil, fault.Invalid(C.Messages.NoteRequired, map[string]string{"text": C.Messages.NoteRequired})
	}
	if msg := textfield.Check(text, C.Limits.Note, true); msg != "" {
		return nil, fault.Invalid(msg, map[string]string{"text": msg})
	}
	l, err := s.lead(ctx, id)
	if err != nil {
		return nil, err
	}
	if l.Version != version {
		return nil, ErrStale
	}
	sv := s.saveOf(l, by)
	sv.Events = []Event{{Kind: EventNote, Text: text}}
	sv.Audit = audit(by, s.now(), "added a note to lead", id, "")
	return s.save(ctx, sv)
}

// Merge folds lead otherID into lead id, both at the versions shown to the person.
func (s *Service) Merge(ctx context.Context, by staff.Actor, id, version, otherID, otherVersion int64) (*Lead, error) {
	if err := fault.CheckVersion(min(version, otherVersion)); err != nil {
		return nil, err
	}
	if otherID == id {
		return nil, fault.Invalid("A lead cannot be merged with itself.", map[string]string{"otherId": "Please choose another lead."})
	}
	kept, err := s.lead(ctx, id)
	if err != nil {
		return nil, err
	}
	other, err := s.store.InboxLead(ctx, otherID)
	if fault.Code(err) == fault.ENOTFOUND || otherID < 1 {
		return nil, fault.Invalid("The other lead is gone: it may have been merged already.", map[string]string{"otherId": "Please choose a lead from the list."})
	} else if err != nil {
		return nil, fault.FromStore(err)
	}
	if kept.Version != version || other.Version != otherVersion {
		return nil, ErrStale
	}
	m := Merge{KeptID: id, KeptVersion: version, OtherID: otherID, OtherVersion: otherVersion, ActorID: by.ID,
		Event: Event{Kind: EventMerged, Text: mergedText(other)},
		Audit: audit(by, s.now(), "merged leads", id, fmt.Sprintf("lead %d merged into lead %d", otherID, id))}
	if err := s.store.MergeLeads(ctx, m); err != nil {
		return nil, fault.FromStore(err)
	}
	return s.lead(ctx, id)
}

func (s *Service) saveOf(l *Lead, by staff.Actor) Save {
	return Save{ID: l.ID, Version: l.Version, Status: l.Status, LostReason: l.LostReason, AssigneeID: assigneeID(l),
		FollowUpOn: l.FollowUpOn, ActorID: by.ID}
}

func (s *Service) save(ctx context.Context, sv Save) (*Lead, error) {
	sv.Milestones = milestonesOf(sv)
	if err := s.store.SaveLead(ctx, sv); err != nil {
		return nil, fault.FromStore(err)
	}
	return s.lead(ctx, sv.ID)
}

func assigneeID(l *Lead) int64 {
	if l.Assignee == nil {
		return 0
	}
	return l.Assignee.ID
}

func audit(by staff.Actor, at time.Time, action string, id int64, detail string) staff.AuditEvent {
	return by.Audit(at, staff.Entry{Action: action, Subject: "lead " + strconv.FormatInt(id, 10), Detail: detail})
}

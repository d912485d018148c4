package lead

import (
	"context"
	"slices"
	"time"

	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Member is an active member of staff who works on leads (sales or owner).
type Member struct {
	Person
	Email string
	Role  staff.Role
}

// Mark is the newest lead and event ids: equal marks mean equal counts.
type Mark struct{ LeadID, EventID int64 }

// Save is one change of a lead: its new fields, the timeline lines and the
// audit entry, committed together only when Version is still the lead's.
type Save struct {
	ID, Version int64
	Status      string
	LostReason  string
	AssigneeID  int64 // 0: nobody
	FollowUpOn  string
	WonValue    *int64   // the order value to store, whole rupees (0: none); nil leaves it as it is
	Details     *Contact // the visitor's fields to write over; nil leaves them as they are
	ActorID     int64
	Events      []Event // Kind and Text; At and Actor come from the save
	Audit       staff.AuditEvent
	Milestones  Milestones // set by the service from Events
}

// Milestones are the dashboard's instants a save sets, each kept by the store only the first time:
// the lead's first response and each stage of the Funnel after new it moves to.
type Milestones struct {
	FirstResponse                             bool
	Contacted, VisitBooked, ProposalSent, Won bool
}

// milestonesOf are the milestones of sv's lines: a call, note, status change or WhatsApp message by staff
// (ContactKinds) is the first response, and a status line of a Funnel stage reaches that stage.
func milestonesOf(sv Save) Milestones {
	var m Milestones
	stages := map[string]*bool{StatusContacted: &m.Contacted, StatusVisitBooked: &m.VisitBooked, StatusProposalSent: &m.ProposalSent, StatusWon: &m.Won}
	for _, e := range sv.Events {
		if sv.ActorID != 0 && slices.Contains(ContactKinds, e.Kind) {
			m.FirstResponse = true
		}
		if reached, ok := stages[e.Status]; ok {
			*reached = true
		}
	}
	return m
}

// Merge keeps lead KeptID and folds OtherID into it, both at their versions.
type Merge struct {
	KeptID, KeptVersion   int64
	OtherID, OtherVersion int64
	ActorID               int64
	Event                 Event
	Audit                 staff.AuditEvent
}

// Store keeps the inbox's side of leads. Errors: ErrNoLead for a
// missing or merged-away lead, ErrStale for a version that is no longer current.
type Store interface {
	ViewStore
	// AppendAudit writes an entry that changes nothing else (an export).
	AppendAudit(ctx context.Context, e staff.AuditEvent) error
	// InboxLeads returns live leads matching f, newest first, at most f.Limit (all when 0).
	InboxLeads(ctx context.Context, f Filter) ([]Lead, error)
	// InboxCounts counts live leads matching f per status, ignoring f.Status, f.After and f.Limit.
	InboxCounts(ctx context.Context, f Filter) (Counts, error)
	// ChangeMark moves whenever a lead is added or changed (every change writes an event).
	ChangeMark(ctx context.Context) (Mark, error)
	// NewestLeadID is the highest id of a live lead (0 when none).
	NewestLeadID(ctx context.Context) (int64, error)
	// InboxLead returns a live lead with its MergedIDs.
	InboxLead(ctx context.Context, id int64) (*Lead, error)
	// AcceptedQuote is the newest quote version accepted on lead id or one merged into it, nil when none.
	AcceptedQuote(ctx context.Context, id int64) (*AcceptedQuote, error)
	// LeadEvents returns the stored timeline of a lead, oldest first ("created" is not stored).
	LeadEvents(ctx context.Context, id int64) ([]Event, error)
	// LeadNotes returns the notes and logged calls of these leads, oldest first, by lead id (one query for a page of an export).
	LeadNotes(ctx context.Context, ids []int64) (map[int64][]Event, error)
	// WhatsAppWithdrawals returns when these leads' WhatsApp consents were withdrawn, by lead id (none: not in the map).
	WhatsAppWithdrawals(ctx context.Context, ids []int64) (map[int64]time.Time, error)
	// LeadMails returns the outbox rows about a lead and the leads merged into it, oldest first.
	LeadMails(ctx context.Context, id int64) ([]Mail, error)
	// DuplicateLeads returns the other live leads with these mobile digits, newest first.
	DuplicateLeads(ctx context.Context, id int64, digits string) ([]Lead, error)
	// DueLeads returns live open leads with a follow-up on or before day, earliest
	// first; unless assigneeID is 0, only those assigned to assigneeID or to nobody.
	DueLeads(ctx context.Context, day string, assigneeID int64) ([]Lead, error)
	// UnassignedLeads returns live new leads nobody handles, created before before,
	// oldest first, at most limit, and how many there are in all.
	UnassignedLeads(ctx context.Context, before time.Time, limit int) ([]Lead, int, error)
	// SalesTeam returns the active accounts of role sales or owner, by name.
	SalesTeam(ctx context.Context) ([]Member, error)
	// SaveLead commits s (see Save); ErrStale when s.Version is not current.
	SaveLead(ctx context.Context, s Save) error
	// MergeLeads commits m in one transaction; ErrStale when either version is not current.
	MergeLeads(ctx context.Context, m Merge) error
	// DigestSent reports whether staffID's digest of day was recorded.
	DigestSent(ctx context.Context, staffID int64, day string) (bool, error)
	// SendDigest records staffID's digest of day and enqueues msg in one transaction,
	// unless one was recorded already (false).
	SendDigest(ctx context.Context, staffID int64, day string, msg mailmsg.Message) (bool, error)
}

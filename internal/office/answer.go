package office

// Answering a contact message: turning it into a lead (or adding it to one the
// same person already is), assigning that lead, and replying by mail.

import (
	"context"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// LeadMatch is a live lead the writer of a message may already be: the same mobile (as duplicates are found) or e-mail.
type LeadMatch struct {
	ID     int64
	Name   string
	Mobile string
	Email  string
	Status string
	By     string // "mobile" or "email": what matched
}

// ToLead is a message made into a new lead (LeadID 0, Lead its fields) or
// added to lead LeadID, committed with its history lines and audit entry only
// while the message is still at Version and on no lead.
type ToLead struct {
	MessageID, Version int64
	LeadID             int64   // 0: a new lead
	Lead               NewLead // when LeadID is 0
	AssigneeID         int64   // 0: the lead's assignee stays as it is
	ActorID            int64
	At                 time.Time
	Events             []lead.Event // history lines on the lead (Kind, Text), by the actor
	Audit              staff.AuditEvent
}

// NewLead is what a lead made from a message holds.
type NewLead struct {
	Name, Mobile, Email, Page string
	MobileDigits              string // the mobile's match key (contract.MobileKey)
	CreatedAt                 time.Time
}

// Reply is a mail to a message's writer, queued in the outbox with the
// message's reply mark, its lead's history line (when it is on one) and the audit entry.
type Reply struct {
	MessageID, Version int64
	ActorID            int64
	At                 time.Time
	Mail               mailmsg.Message
	Line               string
	Audit              staff.AuditEvent
}

// AnswerStore is the store's side of answering messages. Errors: ErrNoMessage, ErrMessageStale,
// and ErrLeadGone for a lead to add the message to that is gone.
type AnswerStore interface {
	Message(ctx context.Context, id int64) (*Message, error)
	MatchLeads(ctx context.Context, digits, email string) ([]LeadMatch, error)
	MessageToLead(ctx context.Context, t ToLead) (*Message, error)
	ReplyToMessage(ctx context.Context, r Reply) (*Message, error)
}

// Mailer writes the company's reply to a message (*mail.Service).
type Mailer interface {
	// MessageReply is the mail answering message messageID, with its writer's withdrawal link.
	MessageReply(ctx context.Context, messageID int64, to, name, subject, text, original string) (mailmsg.Message, error)
	Queued() // wakes the outbox's worker after a commit
}

// Answers is the work on one contact message beyond marking it handled.
type Answers struct {
	store AnswerStore
	team  func(context.Context) ([]lead.Member, error)
	mail  Mailer
	now   func() time.Time
}

// NewAnswers returns the service; team lists who may take leads (inbox's SalesTeam).
func NewAnswers(store AnswerStore, team func(context.Context) ([]lead.Member, error), mail Mailer, now func() time.Time) *Answers {
	return &Answers{store: store, team: team, mail: mail, now: clock.Or(now)}
}

// Matches returns the live leads the message's writer may already be, newest first.
func (a *Answers) Matches(ctx context.Context, id int64) ([]LeadMatch, error) {
	m, err := a.message(ctx, id)
	if err != nil {
		return nil, err
	}
	return fault.Stored(a.store.MatchLeads(ctx, messageDigits(m), strings.ToLower(strings.TrimSpace(m.Email))))
}

// Team is who a lead may be assigned to.
func (a *Answers) Team(ctx context.Context) ([]Person, error) {
	team, err := a.team(ctx)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	out := make([]Person, len(team))
	for i, m := range team {
		out[i] = Person{ID: m.ID, Name: m.Name}
	}
	return out, nil
}

// messageDigits are the mobile digits duplicates are found by; "" for no phone.
func messageDigits(m *Message) string {
	if strings.TrimSpace(m.Phone) == "" {
		return ""
	}
	return contract.MobileKey(m.Phone)
}

func (a *Answers) message(ctx context.Context, id int64) (*Message, error) {
	if id < 1 {
		return nil, ErrNoMessage
	}
	return fault.Stored(a.store.Message(ctx, id))
}

// LeadRequest makes a message a lead, or adds it to LeadID; AssigneeID assigns that lead (POST body).
type LeadRequest struct {
	Version    int64  `json:"version"`
	LeadID     *int64 `json:"leadId"`
	AssigneeID *int64 `json:"assigneeId"`
}

// MakeLead turns message id into a lead (or adds it to an existing one), assigns it when asked, and marks the message handled.
func (a *Answers) MakeLead(ctx context.Context, by staff.Actor, id int64, req LeadRequest) (*Message, error) {
	if err := fault.CheckVersion(req.Version); err != nil {
		return nil, err
	}
	if req.LeadID != nil && *req.LeadID < 1 {
		return nil, fault.Invalid(Msg("badLead"), map[string]string{"leadId": Msg("badLead")})
	}
	m, err := a.message(ctx, id)
	if err != nil {
		return nil, err
	}
	if m.LeadID != nil {
		return nil, fault.Invalid(Msg("alreadyLead"), nil)
	}
	if m.Version != req.Version {
		return nil, ErrMessageStale
	}
	at := a.now().UTC().Truncate(time.Millisecond)
	name := strings.TrimSpace(m.FirstName + " " + m.LastName)
	t := ToLead{MessageID: id, Version: req.Version, ActorID: by.ID, At: at,
		Events: []lead.Event{{Kind: lead.EventNote, Text: "Contact message (" + SubjectLabel(m.Subject) + "): " + m.Message}}}
	detail := "new lead"
	if req.LeadID != nil {
		t.LeadID = *req.LeadID
		detail = "added to lead " + itoa(t.LeadID)
	} else {
		mobile := strings.TrimSpace(m.Phone)
		t.Lead = NewLead{Name: name, Mobile: mobile, MobileDigits: contract.MobileKey(mobile), Email: m.Email, Page: m.Page, CreatedAt: m.CreatedAt}
	}
	if req.AssigneeID != nil && *req.AssigneeID != 0 {
		who, err := a.member(ctx, *req.AssigneeID)
		if err != nil {
			return nil, err
		}
		t.AssigneeID = who.ID
		t.Events = append(t.Events, lead.Event{Kind: lead.EventAssigned, Text: "Assigned to " + who.Name + "."})
		detail += "; assignee " + itoa(who.ID)
	}
	t.Audit = by.Audit(at, staff.Entry{Action: "made contact message a lead", Subject: m.Email, Detail: "contact message #" + itoa(id) + ": " + detail})
	out, err := a.store.MessageToLead(ctx, t)
	return out, fault.FromStore(err)
}

func (a *Answers) member(ctx context.Context, id int64) (*lead.Member, error) {
	team, err := a.team(ctx)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	for _, m := range team {
		if m.ID == id {
			return &m, nil
		}
	}
	return nil, fault.Invalid(Msg("badAssignee"), map[string]string{"assigneeId": Msg("badAssignee")})
}

// ReplyRequest is the text of a mail reply to a message, at the version shown (POST body).
type ReplyRequest struct {
	Version int64  `json:"version"`
	Text    string `json:"text"`
}

// SendReply queues a mail to the message's writer through the outbox, and
// records it on the message, on its lead's history and in the audit log.
func (a *Answers) SendReply(ctx context.Context, by staff.Actor, id int64, req ReplyRequest) (*Message, error) {
	if err := fault.CheckVersion(req.Version); err != nil {
		return nil, err
	}
	text := strings.TrimSpace(strings.ReplaceAll(req.Text, "\r\n", "\n"))
	if text == "" {
		return nil, fault.Invalid(Msg("replyRequired"), map[string]string{"text": Msg("replyRequired")})
	}
	if msg := textfield.Check(text, T.Limits.Reply, true); msg != "" {
		return nil, fault.Invalid(msg, map[string]string{"text": msg})
	}
	m, err := a.message(ctx, id)
	if err != nil {
		return nil, err
	}
	if m.Version != req.Version {
		return nil, ErrMessageStale
	}
	name := strings.TrimSpace(m.FirstName + " " + m.LastName)
	mail, err := a.mail.MessageReply(ctx, id, m.Email, name, SubjectLabel(m.Subject), text, m.Message)
	if err != nil {
		return nil, fault.Invalid(Msg("replyNoAddress"), nil) // the stored address cannot take mail
	}
	at := a.now().UTC().Truncate(time.Millisecond)
	out, err := a.store.ReplyToMessage(ctx, Reply{MessageID: id, Version: req.Version, ActorID: by.ID, At: at, Mail: mail,
		Line:  "Replied by mail to " + m.Email + ": " + text,
		Audit: by.Audit(at, staff.Entry{Action: "replied to contact message", Subject: m.Email, Detail: "contact message #" + itoa(id)})})
	if err != nil {
		return nil, fault.FromStore(err)
	}
	a.mail.Queued()
	return out, nil
}

// SubjectLabel is a contact subject as people read it (contract's subjects).
func SubjectLabel(value string) string {
	for _, c := range contract.C.ContactSubjects {
		if c.Value == value {
			return c.Label
		}
	}
	return value
}

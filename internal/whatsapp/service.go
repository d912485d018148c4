package whatsapp

import (
	"context"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Store keeps the conversations: every message either way, the queue of those going out.
type Store interface {
	// WhatsAppMessages returns the newest limit messages of lead id, oldest first.
	WhatsAppMessages(ctx context.Context, leadID int64, limit int) ([]Message, error)
	// LastInbound is when the lead's customer last wrote (nil: never).
	LastInbound(ctx context.Context, leadID int64) (*time.Time, error)
	// QueueStaffWhatsApp commits m as queued with the lead's timeline line (by m.By, a contact: the first
	// response when it is the first) and the audit entry, in one transaction; it returns m with its id.
	// lead.ErrNoLead when the lead is not live.
	QueueStaffWhatsApp(ctx context.Context, m Message, line lead.Event, audit staff.AuditEvent) (Message, error)
	// MarkWhatsAppRead marks the lead's incoming messages read at at.
	MarkWhatsAppRead(ctx context.Context, leadID int64, at time.Time) error
	// WhatsAppUnread counts the unread incoming messages of these leads (a lead with none is not in the map).
	WhatsAppUnread(ctx context.Context, ids []int64) (map[int64]int, error)
	// WhatsAppProblems returns, newest first, at most limit: failed messages going out, queued ones from before
	// stuckBefore and queued ones whose last few attempts failed.
	WhatsAppProblems(ctx context.Context, stuckBefore time.Time, limit int) ([]Outgoing, error)
	// RetryWhatsAppNow makes message id due at once, with audit, when it failed before WhatsApp took it or
	// waits with no worker holding it; it reports whether it did (no entry when not).
	RetryWhatsAppNow(ctx context.Context, id int64, now time.Time, audit staff.AuditEvent) (bool, error)
}

// Leads reads the lead a conversation belongs to and what it agreed to.
type Leads interface {
	InboxLead(ctx context.Context, id int64) (*lead.Lead, error)
	Consents(ctx context.Context, kind consent.Kind, id int64) ([]consent.Record, error)
}

// Service is the staff's side of a lead's conversation, and (SettingsService) the owner's templates.
type Service struct {
	*SettingsService
	store Store
	leads Leads
	cache *Cache
	wake  func() // after a message was queued (it wakes the sender); may be nil
	now   func() time.Time
}

// NewService returns the conversations over store and leads, with the owner's settings.
func NewService(store Store, leads Leads, settings *SettingsService, wake func(), now func() time.Time) *Service {
	return &Service{SettingsService: settings, store: store, leads: leads, cache: settings.cache, wake: wake, now: clock.Or(now)}
}

// Offer is a template staff may send now.
type Offer struct {
	Kind  Kind
	Label string
}

// Conversation is a lead's conversation as staff see it.
type Conversation struct {
	Configured bool
	WindowOpen bool
	ClosesAt   *time.Time // when free text stops being allowed; nil when the customer never wrote
	Messages   []Message
	Templates  []Offer // what staff may send now: none without consent or configuration
	Consent    bool
}

// Conversation returns lead id's conversation; lead.ErrNoLead when it is not live.
func (s *Service) Conversation(ctx context.Context, id int64) (*Conversation, error) {
	l, consented, err := s.lead(ctx, id)
	if err != nil {
		return nil, err
	}
	c := &Conversation{Configured: s.cache.Configured(), Consent: consented, Templates: []Offer{}}
	if c.Messages, err = s.store.WhatsAppMessages(ctx, l.ID, T.Limits.Conversation); err != nil {
		return nil, fault.FromStore(err)
	}
	last, err := s.store.LastInbound(ctx, l.ID)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	if last != nil {
		closes := last.Add(Window()).UTC()
		c.ClosesAt = &closes
		c.WindowOpen = s.now().Before(closes)
	}
	if c.Configured && c.Consent {
		for _, k := range Kinds() {
			if _, ok := s.cache.Template(k); ok && k.ByStaff() {
				c.Templates = append(c.Templates, Offer{Kind: k, Label: k.Label()})
			}
		}
	}
	return c, nil
}

// lead is lead id and whether it agreed to WhatsApp messages (given and not withdrawn).
func (s *Service) lead(ctx context.Context, id int64) (*lead.Lead, bool, error) {
	if id < 1 {
		return nil, false, lead.ErrNoLead
	}
	l, err := s.leads.InboxLead(ctx, id)
	if err != nil {
		return nil, false, fault.FromStore(err)
	}
	recs, err := s.leads.Consents(ctx, consent.KindLead, l.ID)
	if err != nil {
		return nil, false, fault.FromStore(err)
	}
	return l, consent.Active(recs, consent.PurposeWhatsApp), nil
}

// Send is what staff send: a text (inside the window) or the template of a kind, never both.
type Send struct {
	Text     *string `json:"text"`
	Template *Kind   `json:"template"`
}

// refused is the 422 of a message that cannot go as things stand.
func refused(key string) error { return fault.Errorf(fault.EREFUSED, "%s", Msg(key)) }

// checkText returns the problem of a staff message's text ("" for none): WhatsApp's bytes, no control
// characters but line breaks and tabs.
func checkText(text string) string {
	switch {
	case strings.TrimSpace(text) == "":
		return Msg("textRequired")
	case len(text) > T.Limits.Text:
		return Msg("textTooLong")
	case !utf8.ValidString(text):
		return Msg("textControl")
	}
	for _, r := range text {
		if unicode.IsControl(r) && r != '\n' && r != '\r' && r != '\t' {
			return Msg("textControl")
		}
	}
	return ""
}

// Send queues what by sends to lead id: a timeline line and a contact (the first response when it is the
// first), audited. Refused with a sentence (fault.EREFUSED) when the site is not configured, the person
// gave no consent, the lead has no reachable mobile, a text falls outside the window or the kind has no template.
func (s *Service) Send(ctx context.Context, by staff.Actor, id int64, req Send) (*Message, error) {
	if (req.Text == nil) == (req.Template == nil) {
		return nil, fault.Invalid(Msg("textOrTemplate"), nil)
	}
	if req.Text != nil {
		if msg := checkText(*req.Text); msg != "" {
			return nil, fault.Invalid(msg, map[string]string{"text": msg})
		}
	} else if !req.Template.Known() {
		return nil, fault.Invalid(Msg("unknownKind"), map[string]string{"template": Msg("unknownKind")})
	}
	l, consented, err := s.lead(ctx, id)
	if err != nil {
		return nil, err
	}
	switch _, reachable := Recipient(l.Mobile); {
	case !s.cache.Configured():
		return nil, refused("notConfigured")
	case !consented:
		return nil, refused("noConsent")
	case !reachable:
		return nil, refused("noMobile")
	}
	now := s.now().UTC().Truncate(time.Millisecond)
	m := Message{LeadID: l.ID, Direction: Out, Status: StatusQueued, By: &Person{ID: by.ID}, At: now}
	var line, detail string
	if req.Text != nil {
		last, err := s.store.LastInbound(ctx, l.ID)
		if err != nil {
			return nil, fault.FromStore(err)
		}
		if last == nil || !now.Before(last.Add(Window())) {
			return nil, refused("windowClosed")
		}
		m.Text = *req.Text
		line, detail = "WhatsApp sent: "+m.Text, "text"
	} else {
		k := *req.Template
		if !k.ByStaff() {
			return nil, refused("notStaffKind")
		}
		t, ok := s.cache.Template(k)
		if !ok {
			return nil, refused("unmapped")
		}
		tpl := TemplateFor(k, t, "", firstName(l.Name))
		m.Kind, m.Template, m.Language, m.Params, m.Text = k, tpl.Name, tpl.Language, tpl.Params, tpl.Text
		line, detail = "WhatsApp template sent: "+k.Label()+".", "template "+string(k)
	}
	audit := by.Audit(now, staff.Entry{Action: "sent a WhatsApp message to lead", Subject: "lead " + itoa(l.ID), Detail: detail,
		Summary: "sent a WhatsApp message (" + detail + ") to lead " + itoa(l.ID)})
	saved, err := s.store.QueueStaffWhatsApp(ctx, m, lead.Event{Kind: lead.EventWhatsapp, Text: line}, audit)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	if s.wake != nil {
		s.wake()
	}
	return &saved, nil
}

// MarkRead marks lead id's incoming messages read, for everyone.
func (s *Service) MarkRead(ctx context.Context, id int64) error {
	if _, _, err := s.lead(ctx, id); err != nil {
		return err
	}
	return fault.FromStore(s.store.MarkWhatsAppRead(ctx, id, s.now().UTC().Truncate(time.Millisecond)))
}

// Unread counts the unread incoming messages of these leads (zero leads are left out).
func (s *Service) Unread(ctx context.Context, ids []int64) (map[int64]int, error) {
	if len(ids) == 0 {
		return map[int64]int{}, nil
	}
	return fault.Stored(s.store.WhatsAppUnread(ctx, ids))
}

// problemsLimit bounds the problems listed, as mail's do.
const problemsLimit = 200

// Problems are the messages going out that need a person's eye (the owner's mail problems list them too).
func (s *Service) Problems(ctx context.Context, stuckAfter time.Duration) ([]Outgoing, error) {
	return fault.Stored(s.store.WhatsAppProblems(ctx, s.now().Add(-stuckAfter), problemsLimit))
}

// SendAgain makes message id due at once, audited as by's, and wakes the sender; false (and no entry) when
// it is being sent, was taken by WhatsApp, or is not a message going out.
func (s *Service) SendAgain(ctx context.Context, by staff.Actor, id int64) (bool, error) {
	now := s.now()
	audit := by.Audit(now, staff.Entry{Action: "sent a WhatsApp message again", Subject: "WhatsApp message #" + itoa(id)})
	ok, err := s.store.RetryWhatsAppNow(ctx, id, now, audit)
	if err != nil {
		return false, fault.FromStore(err)
	}
	if ok && s.wake != nil {
		s.wake()
	}
	return ok, nil
}

// TemplateFor is kind's template t filled with params, shown in the conversation as its label and summary
// (never a link's token: the parameters go once the message is sent).
func TemplateFor(kind Kind, t Template, summary string, params ...string) mailmsg.WhatsAppTemplate {
	text := kind.Label()
	if summary != "" {
		text += ": " + summary
	}
	return mailmsg.WhatsAppTemplate{Kind: string(kind), Name: t.Name, Language: t.Language, Params: params, Text: text + "."}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// firstName is how a template greets a person: the first word of their name.
func firstName(name string) string {
	if f := strings.Fields(name); len(f) > 0 {
		return f[0]
	}
	return "there"
}

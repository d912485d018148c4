package mail

import (
	"context"
	"log/slog"
	"net/mail"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// LeadWindow is how long after saving a lead its e-mail may receive the confirmation.
const LeadWindow = 30 * time.Minute

// ForbiddenMessage is the sentence for a confirmation to an address we may not mail.
const ForbiddenMessage = "We can only send this notification to the e-mail address of a request made in the last 30 minutes."

// ServiceConfig configures a Service.
type ServiceConfig struct {
	InfoEmail string // the company's address (settings.json infoEmail) when Company is nil or unreadable
	// Company is read as each mail is written, so mails reach and name the owner's current address.
	Company company.Source
	From    string // sender, e.g. "Nivaas Interiors <no-reply@nivaas.example>"
	// Brand names the company in subjects and bodies; empty means From's display name.
	Brand string
	// SiteURL is the site's public origin, for the link to a new lead's page in the company's mail.
	SiteURL string
	Now     func() time.Time // clock; nil means time.Now
	// AfterEnqueue, if set, runs after every committed mail (e.g. Worker.Wake).
	AfterEnqueue func()
	// ConsentLinks signs the withdrawal link every mail to a visitor carries; nil leaves it out.
	ConsentLinks ConsentLinks
}

// ConsentLinks makes a record's withdrawal page (*consent.Service satisfies it).
type ConsentLinks interface {
	URL(ctx context.Context, origin string, kind consent.Kind, id int64, from time.Time) string
}

// withdrawURL is the page where the sender of record id withdraws their consents, "" without links or an origin.
func (s *Service) withdrawURL(ctx context.Context, kind consent.Kind, id int64, from time.Time) string {
	if s.cfg.ConsentLinks == nil {
		return ""
	}
	return s.cfg.ConsentLinks.URL(ctx, s.cfg.SiteURL, kind, id, from)
}

// infoEmail is the company's current address: the owner's details, else the configured one.
func (s *Service) infoEmail(ctx context.Context) string {
	return strings.TrimSpace(company.CurrentContact(ctx, s.cfg.Company, company.Contact{InfoEmail: s.cfg.InfoEmail}).InfoEmail)
}

var (
	_ contact.Notifier = (*Service)(nil)
	_ lead.Notifier    = (*Service)(nil)
)

// Service writes the company's notifications (stored with the lead or message
// they announce) and queues the visitor's confirmation; a Worker delivers them.
type Service struct {
	outbox Outbox
	leads  lead.IntakeStore
	cfg    ServiceConfig
}

// NewService returns a Service enqueuing into outbox and reading leads from leads.
func NewService(outbox Outbox, leads lead.IntakeStore, cfg ServiceConfig) *Service {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	cfg.InfoEmail = strings.TrimSpace(cfg.InfoEmail)
	if cfg.Brand == "" {
		if a, err := mail.ParseAddress(cfg.From); err == nil {
			cfg.Brand = a.Name
		}
	}
	cfg.Brand = headerText(cfg.Brand, maxSubjectPart)
	return &Service{outbox: outbox, leads: leads, cfg: cfg}
}

// RequestLeadNotification is spec section 7, call 2, made safe: the company
// already heard of the lead in its own transaction, so this only queues the
// visitor's confirmation, written from the stored lead, at most once per lead
// saved in the last LeadWindow. The company's address, or a repeat, is a quiet
// success that sends nothing; an address without a recent lead is fault.EFORBIDDEN.
func (s *Service) RequestLeadNotification(ctx context.Context, req NotificationRequest) error {
	req = req.Normalized()
	if err := req.Validate(); err != nil {
		return err
	}
	infoEmail := s.infoEmail(ctx)
	if infoEmail != "" && strings.EqualFold(req.To, infoEmail) {
		return nil
	}
	l, err := s.leads.RecentLead(ctx, req.To, req.LeadID, s.cfg.Now().Add(-LeadWindow))
	if err != nil {
		return fault.FromStore(err)
	}
	if l == nil {
		return fault.Errorf(fault.EFORBIDDEN, ForbiddenMessage)
	}
	m, err := leadForVisitor(s.cfg.Brand, infoEmail, s.withdrawURL(ctx, consent.KindLead, l.ID, l.CreatedAt), *l)
	if err != nil {
		return err // the stored e-mail matched a valid To, so this is a bug
	}
	queued, err := s.outbox.EnqueueConfirmation(ctx, l.ID, m)
	if err != nil {
		return fault.FromStore(err)
	}
	if queued {
		s.Queued()
	}
	return nil
}

// LeadNotice is the company's mail about l, nil without a company address. It satisfies lead.Notifier.
func (s *Service) LeadNotice(l lead.Enquiry) (*Message, error) {
	infoEmail := s.infoEmail(context.Background())
	if infoEmail == "" {
		return nil, nil
	}
	m, err := leadForCompany(s.cfg.Brand, infoEmail, s.cfg.SiteURL, l)
	return &m, err
}

// ContactNotice is the company's mail about a Contact Us message with Reply-To
// the visitor, nil without a company address. It satisfies contact.Notifier.
func (s *Service) ContactNotice(c contact.Message) (*Message, error) {
	infoEmail := s.infoEmail(context.Background())
	if infoEmail == "" {
		return nil, nil
	}
	m, err := contactForCompany(s.cfg.Brand, infoEmail, c)
	return &m, err
}

// MessageReply is the company's mail answering contact message messageID (office.Mailer),
// with the writer's withdrawal link.
func (s *Service) MessageReply(ctx context.Context, messageID int64, to, name, subject, text, original string) (Message, error) {
	link := s.withdrawURL(ctx, consent.KindMessage, messageID, s.cfg.Now())
	return messageReply(s.cfg.Brand, s.infoEmail(ctx), link, to, name, subject, text, original)
}

// Queued wakes the worker after a mail has been committed.
func (s *Service) Queued() {
	if s.cfg.AfterEnqueue != nil {
		s.cfg.AfterEnqueue()
	}
}

// SendSetPasswordLink enqueues a staff member's one-time set-password link (valid 30 minutes).
func (s *Service) SendSetPasswordLink(ctx context.Context, to, name, link string) error {
	m, err := setPasswordLink(s.cfg.Brand, to, name, link)
	if err != nil {
		return err
	}
	if _, err := s.outbox.Enqueue(ctx, m); err != nil {
		return fault.FromStore(err)
	}
	s.Queued()
	return nil
}

// ProblemsLimit bounds the mail problems listed at once.
const ProblemsLimit = 200

// Problems returns failed mail and mail still pending stuckAfter after it was queued, newest first.
func (s *Service) Problems(ctx context.Context, stuckAfter time.Duration) ([]Item, error) {
	return fault.Stored(s.outbox.ListProblems(ctx, s.cfg.Now().Add(-stuckAfter), ProblemsLimit))
}

// SendAgain makes row id due at once, as `site mail retry` does, audited as by's, and wakes the
// worker; false (and no entry) when the row is being sent now, was sent, or does not exist.
func (s *Service) SendAgain(ctx context.Context, by staff.Actor, id int64) (bool, error) {
	now := s.cfg.Now()
	audit := by.Audit(now, staff.Entry{Action: "sent a mail again", Subject: "outbox #" + strconv.FormatInt(id, 10)})
	ok, err := s.outbox.RetryNow(ctx, id, now, audit)
	if err != nil {
		return false, fault.FromStore(err)
	}
	if ok && s.cfg.AfterEnqueue != nil {
		s.cfg.AfterEnqueue()
	}
	return ok, nil
}

// Pruner deletes delivered rows past their retention (see sqlstore.PruneOutbox).
type Pruner interface {
	PruneOutbox(ctx context.Context, sentBefore time.Time) (int, error)
}

// RunPrune deletes rows delivered more than keep ago, every interval until ctx
// ends. Every copy of the site may run it: each round is a few bounded deletes.
func RunPrune(ctx context.Context, p Pruner, keep, interval time.Duration, log *slog.Logger) {
	clock.NowAndEvery(ctx, interval, func() {
		if n, err := p.PruneOutbox(ctx, time.Now().Add(-keep)); err != nil && ctx.Err() == nil {
			log.Warn("outbox: pruning delivered rows failed", "err", err)
		} else if n > 0 {
			log.Info("outbox: delivered rows past their retention deleted", "count", n, "retention", keep.String())
		}
	})
}

package mail

import (
	"context"
	"net/mail"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
)

// LeadWindow is how long after saving a lead its e-mail may receive the notification.
const LeadWindow = 30 * time.Minute

// ForbiddenMessage is the sentence for a notification to an address we may not mail.
const ForbiddenMessage = "We can only send this notification to the e-mail address of a request made in the last 30 minutes."

// ServiceConfig configures a Service.
type ServiceConfig struct {
	InfoEmail string // the company's address (settings.json infoEmail)
	From      string // sender, e.g. "Nivaas Interiors <no-reply@nivaas.example>"
	// Brand names the company in subjects and bodies; empty means From's display name.
	Brand string
	Now   func() time.Time // clock; nil means time.Now
	// AfterEnqueue, if set, runs after every committed mail (e.g. Worker.Wake).
	AfterEnqueue func()
}

var _ contact.Notifier = (*Service)(nil)

// Service turns requests into mails in the outbox; a Worker delivers them.
type Service struct {
	outbox Outbox
	leads  lead.Store
	cfg    ServiceConfig
}

// NewService returns a Service enqueuing into outbox and checking recipients against leads.
func NewService(outbox Outbox, leads lead.Store, cfg ServiceConfig) *Service {
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

// RequestLeadNotification enqueues the lead notification of spec section 7, call 2.
// It is not an open relay: the mail goes only to the company's info address or
// to the e-mail of a lead saved in the last LeadWindow; anything else is fault.EFORBIDDEN.
func (s *Service) RequestLeadNotification(ctx context.Context, req NotificationRequest) error {
	req = req.Normalized()
	if err := req.Validate(); err != nil {
		return err
	}
	now := s.cfg.Now()
	var (
		m   Message
		err error
	)
	if s.cfg.InfoEmail != "" && strings.EqualFold(req.To, s.cfg.InfoEmail) {
		m, err = leadForCompany(s.cfg.Brand, s.cfg.InfoEmail, req, now)
	} else {
		ok, lerr := s.leads.HasLeadWithEmailSince(ctx, req.To, now.Add(-LeadWindow))
		if lerr != nil {
			return fault.Unavailable(lerr)
		}
		if !ok {
			return fault.Errorf(fault.EFORBIDDEN, ForbiddenMessage)
		}
		// Leads are the business: the company hears of every one, not only
		// of those that left no e-mail (the spec's single recipient).
		if s.cfg.InfoEmail != "" {
			company, cerr := leadForCompany(s.cfg.Brand, s.cfg.InfoEmail, req, now)
			if cerr != nil {
				return cerr
			}
			if err := s.enqueue(ctx, company); err != nil {
				return err
			}
		}
		m, err = leadForVisitor(s.cfg.Brand, s.cfg.InfoEmail, req, now)
	}
	if err != nil {
		return err // Validate already vouched for the address, so this is a bug
	}
	return s.enqueue(ctx, m)
}

// NotifyContact enqueues a Contact Us message to the company with Reply-To the visitor.
// It satisfies contact.Notifier.
func (s *Service) NotifyContact(ctx context.Context, c contact.Message) error {
	m, err := contactForCompany(s.cfg.Brand, s.cfg.InfoEmail, c)
	if err != nil {
		return err
	}
	return s.enqueue(ctx, m)
}

func (s *Service) enqueue(ctx context.Context, m Message) error {
	if _, err := s.outbox.Enqueue(ctx, m); err != nil {
		return fault.Unavailable(err)
	}
	if s.cfg.AfterEnqueue != nil {
		s.cfg.AfterEnqueue()
	}
	return nil
}

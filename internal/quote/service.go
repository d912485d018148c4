package quote

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Leads is what quotes read of a lead.
type Leads interface {
	InboxLead(ctx context.Context, id int64) (*lead.Lead, error)
	// LiveLeadID is the lead id was merged into, else id itself.
	LiveLeadID(ctx context.Context, id int64) (int64, error)
}

// Service is quotes: the owner's settings, versions on a lead, sharing, acceptance and the booking amount.
type Service struct {
	store    Store
	leads    Leads
	links    Signer
	now      func() time.Time
	siteURL  string
	brand    string
	payments PaymentLinks // nil: no online payment
	queued   func()       // wakes the mail worker after a write that queued a mail; nil: none
	notifyTo string       // the staff mailbox told of an acceptance
	whatsApp func(name, mobile, code string) *mailmsg.WhatsAppTemplate
}

// Deps is what a Service needs beside its store.
type Deps struct {
	Leads    Leads
	Key      []byte // the links' key (the store's SigningKey)
	SiteURL  string
	Brand    string
	Payments PaymentLinks
	Queued   func()
	NotifyTo string
	// WhatsApp writes a code's WhatsApp message (nil, or a nil answer: the code goes by e-mail).
	WhatsApp func(name, mobile, code string) *mailmsg.WhatsAppTemplate
	Now      func() time.Time
}

// NewService returns quotes over store.
func NewService(store Store, c Deps) *Service {
	return &Service{store: store, leads: c.Leads, links: Signer{key: c.Key}, now: clock.Or(c.Now), siteURL: c.SiteURL,
		brand: c.Brand, payments: c.Payments, queued: c.Queued, notifyTo: c.NotifyTo, whatsApp: c.WhatsApp}
}

// OnlinePayment reports whether the booking amount is taken online.
func (s *Service) OnlinePayment() bool { return s.payments != nil }

// Settings is the owner's price list, limits, schedule and terms.
func (s *Service) Settings(ctx context.Context) (Settings, error) {
	return fault.Stored(s.store.QuoteSettings(ctx))
}

// SaveSettings replaces the settings at the version the owner saw.
func (s *Service) SaveSettings(ctx context.Context, by staff.Actor, set Settings) (Settings, error) {
	if err := fault.CheckChange(set.Version, set.Validate); err != nil {
		return Settings{}, err
	}
	a := by.Audit(s.now().UTC(), staff.Entry{Action: "saved the price list", Subject: "quotes",
		Detail: strconv.Itoa(len(set.PriceList)) + " items", Summary: "Saved the price list and payment schedule."})
	if err := s.store.SaveQuoteSettings(ctx, set, a); err != nil {
		return Settings{}, fault.FromStore(err)
	}
	return s.Settings(ctx)
}

// Preview prices d for lead leadID as role would save it, saving nothing.
func (s *Service) Preview(ctx context.Context, role staff.Role, leadID int64, d Draft) (Computed, error) {
	if _, err := s.lead(ctx, leadID); err != nil {
		return Computed{}, err
	}
	set, err := s.Settings(ctx)
	if err != nil {
		return Computed{}, err
	}
	rooms, err := Price(d, set, role)
	if err != nil {
		return Computed{}, err
	}
	return s.checkTotal(Compute(rooms, set.Milestones))
}

// checkTotal refuses a quote above the largest order value a lead may carry.
func (s *Service) checkTotal(c Computed) (Computed, error) {
	if lead.WonValueOf(c.Totals.TotalPaise) > lead.MaxWonValue {
		return Computed{}, fault.Invalid(lead.C.Messages.WonValueRange, map[string]string{"rooms": lead.C.Messages.WonValueRange})
	}
	return c, nil
}

// Versions is lead leadID's quote, newest version first.
func (s *Service) Versions(ctx context.Context, leadID int64) ([]Version, error) {
	if _, err := s.lead(ctx, leadID); err != nil {
		return nil, err
	}
	vs, err := s.store.QuoteVersions(ctx, leadID)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	for i := range vs {
		s.dress(&vs[i])
	}
	return vs, nil
}

// dress sets what a version shows but does not store: its link once shared, whether it is locked.
func (s *Service) dress(v *Version) {
	if v.SharedAt != nil {
		link := s.URL(v.ID)
		v.Link = &link
	}
	v.Locked = v.Accepted != nil
	if v.Payment != nil {
		ms := v.Milestones
		for i := range ms {
			ms[i].State = StateLater
		}
		if len(ms) > 0 {
			ms[0].State = map[string]string{PayPaid: StatePaid, PayCreated: StateLinkSent, PayPartial: StateLinkSent,
				PayExpired: StateExpired, PayCancelled: StateExpired}[v.Payment.State]
			if ms[0].State == StatePaid && len(ms) > 1 {
				ms[1].State = StateDue
			}
		}
	} else if v.Accepted != nil && len(v.Milestones) > 0 {
		v.Milestones[0].State = StateDue
	}
}

// Version is one version, dressed.
func (s *Service) Version(ctx context.Context, id int64) (Version, error) {
	v, err := s.store.QuoteVersion(ctx, id)
	if err != nil {
		return Version{}, fault.FromStore(err)
	}
	s.dress(&v)
	return v, nil
}

// Save prices d and keeps it as lead leadID's next version, saying what changed from the one before.
func (s *Service) Save(ctx context.Context, by staff.Actor, role staff.Role, name string, leadID int64, d Draft) (Version, error) {
	c, err := s.Preview(ctx, role, leadID, d)
	if err != nil {
		return Version{}, err
	}
	set, err := s.Settings(ctx)
	if err != nil {
		return Version{}, err
	}
	prev, err := s.store.QuoteVersions(ctx, leadID)
	if err != nil {
		return Version{}, fault.FromStore(err)
	}
	if d.BasedOn < 0 || len(prev) > 0 && prev[0].Number != d.BasedOn || len(prev) == 0 && d.BasedOn != 0 {
		return Version{}, ErrStaleDraft
	}
	var before *Computed
	if len(prev) > 0 {
		before = &prev[0].Computed
	}
	now := s.now().UTC()
	v := Version{LeadID: leadID, Note: strings.TrimSpace(d.Note), Changes: Changes(before, c), CreatedAt: now,
		CreatedByID: by.ID, CreatedBy: name, ValidDays: set.ValidDays, Terms: set.Terms, Computed: c}
	a := by.Audit(now, staff.Entry{Action: "saved a quote", Subject: "lead " + strconv.FormatInt(leadID, 10),
		Detail: "v" + strconv.Itoa(d.BasedOn+1) + " " + Rupees(c.Totals.TotalPaise)})
	if err := s.store.AddQuoteVersion(ctx, &v, d.BasedOn, C.Limits.Versions, a); err != nil {
		return Version{}, fault.FromStore(err)
	}
	return s.Version(ctx, v.ID)
}

// Share makes version id the customer's to see: its link, and the lead moved to Proposal sent with a timeline line.
func (s *Service) Share(ctx context.Context, by staff.Actor, id int64) (Version, error) {
	v, err := s.Version(ctx, id)
	if err != nil {
		return Version{}, err
	}
	if v.Locked {
		return Version{}, ErrAccepted
	}
	all, err := s.store.QuoteVersions(ctx, v.LeadID)
	if err != nil {
		return Version{}, fault.FromStore(err)
	}
	if all[0].ID != v.ID {
		return Version{}, fault.Errorf(fault.ECONFLICT, "%s", msg("notLatest"))
	}
	text := "Quote v" + strconv.Itoa(v.Number) + " shared (" + Rupees(v.Totals.TotalPaise) + ")."
	err = s.withLead(ctx, v.LeadID, func(l *lead.Lead, now time.Time) error {
		return s.store.ShareQuoteVersion(ctx, id, now, lead.StageSave(l, by, lead.StatusProposalSent, 0, text, now))
	})
	if err != nil {
		return Version{}, err
	}
	return s.Version(ctx, id)
}

// withLead runs write with the lead as read now, reading it again when it changed meanwhile (a few times).
func (s *Service) withLead(ctx context.Context, leadID int64, write func(*lead.Lead, time.Time) error) error {
	var err error
	for range 4 {
		var l *lead.Lead
		if l, err = s.lead(ctx, leadID); err != nil {
			return err
		}
		err = write(l, s.now().UTC())
		if fault.Code(err) != fault.ECONFLICT || err == ErrAccepted {
			return fault.FromStore(err)
		}
	}
	return fault.FromStore(err)
}

func (s *Service) lead(ctx context.Context, id int64) (*lead.Lead, error) {
	if id < 1 {
		return nil, lead.ErrNoLead
	}
	l, err := s.leads.InboxLead(ctx, id)
	if !errors.Is(err, lead.ErrNoLead) {
		return fault.Stored(l, err)
	}
	// A version's lead merged into another since: its customer, payments and timeline are the kept lead's now.
	if live, lerr := s.leads.LiveLeadID(ctx, id); lerr == nil && live != id {
		return fault.Stored(s.leads.InboxLead(ctx, live))
	}
	return nil, fault.FromStore(err)
}

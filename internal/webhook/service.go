package webhook

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Change is what the owner saves.
type Change struct {
	URL     *string `json:"url"`
	Enabled *bool   `json:"enabled"`
	Version int64   `json:"version"`
}

// Renew asks for a new secret, at the version the owner saw (POST body).
type Renew struct {
	Version int64 `json:"version"`
}

// TestResult is the CRM's answer to a test delivery.
type TestResult struct {
	Status int    // 0 when no answer came
	OK     bool   // a 2xx
	Error  string // why it failed, readable
}

// Service is the owner's side of the webhook: settings, a new secret, a test.
type Service struct {
	store  Store
	cache  *Cache
	client *Client
	now    func() time.Time
}

// NewService returns a Service saving to store, updating cache, testing through client.
func NewService(store Store, cache *Cache, client *Client, now func() time.Time) *Service {
	return &Service{store: store, cache: cache, client: client, now: clock.Or(now)}
}

// Settings returns the saved settings, a secret made on first sight.
func (s *Service) Settings(ctx context.Context) (Settings, error) {
	set, err := s.store.WebhookSettings(ctx)
	if err != nil {
		return set, fault.FromStore(err)
	}
	if set.Secret == "" {
		set.Secret = NewSecret()
		saved, err := s.store.SaveWebhookSettings(ctx, set, nil)
		if fault.Code(err) == fault.ECONFLICT { // someone else made it just now
			return s.Settings(ctx)
		}
		if err != nil {
			return set, fault.FromStore(err)
		}
		set = saved
		s.cache.set(set)
	}
	return set, nil
}

// Save validates and stores c, audited; the webhook can be on only with an address.
func (s *Service) Save(ctx context.Context, by staff.Actor, c Change) (Settings, error) {
	if err := fault.CheckVersion(c.Version); err != nil { // before the body's other fields, as the owner's form expects
		return Settings{}, err
	}
	if c.URL == nil || c.Enabled == nil {
		return Settings{}, fault.Invalid(Msg("urlInvalid"), map[string]string{"url": Msg("urlInvalid")})
	}
	url, enabled := strings.TrimSpace(*c.URL), *c.Enabled
	if url != "" || enabled {
		if err := CheckURL(url, s.client.cfg.AllowPrivate); err != nil {
			return Settings{}, err
		}
	}
	return s.change(ctx, by, c.Version, "changed the CRM webhook", func(set *Settings) {
		set.URL, set.Enabled = url, enabled
		if set.Secret == "" {
			set.Secret = NewSecret()
		}
	})
}

// RenewSecret replaces the secret, audited; the CRM must be given the new one.
func (s *Service) RenewSecret(ctx context.Context, by staff.Actor, version int64) (Settings, error) {
	return s.change(ctx, by, version, "made a new CRM webhook secret", func(set *Settings) { set.Secret = NewSecret() })
}

func (s *Service) change(ctx context.Context, by staff.Actor, version int64, action string, apply func(*Settings)) (Settings, error) {
	if err := fault.CheckVersion(version); err != nil {
		return Settings{}, err
	}
	set, err := s.store.WebhookSettings(ctx)
	if err != nil {
		return set, fault.FromStore(err)
	}
	if set.Version != version {
		return set, ErrStale
	}
	apply(&set)
	now := s.now().UTC().Truncate(time.Millisecond)
	set.UpdatedAt = &now
	detail := "address " + set.URL + ", on: " + map[bool]string{true: "yes", false: "no"}[set.Enabled]
	audit := by.Audit(now, staff.Entry{Action: action, Subject: "CRM webhook", Detail: detail})
	saved, err := s.store.SaveWebhookSettings(ctx, set, &audit)
	if err != nil {
		return set, fault.FromStore(err)
	}
	s.cache.set(saved)
	return saved, nil
}

// SampleLead is the made-up lead a test sends.
func SampleLead(now time.Time) lead.Enquiry {
	email := "asha.rao@example.com"
	return lead.Enquiry{ID: 0, PropertyType: "2 BHK", Location: "Bangalore", Name: "Asha Rao (test)", Mobile: "9876543210",
		Email: &email, WhatsappUpdates: true, Role: lead.Role, CreatedAt: now.UTC().Truncate(time.Millisecond),
		Attribution: lead.Attribution{Page: "/get-free-estimate", UTMSource: "test"}}
}

// Test posts a sample lead to the saved address right away and reports the answer, audited.
func (s *Service) Test(ctx context.Context, by staff.Actor) (TestResult, error) {
	set, err := s.Settings(ctx)
	if err != nil {
		return TestResult{}, err
	}
	if set.URL == "" {
		return TestResult{}, fault.Invalid(Msg("notSet"), nil)
	}
	status, err := s.client.Post(ctx, set, LeadPayload("test", SampleLead(s.now())), "test-"+NewSecret()[:16])
	res := TestResult{Status: status, OK: err == nil}
	if err != nil {
		res.Error = readable(err)
	}
	detail := "answer " + res.Error
	if res.OK {
		detail = "delivered"
	}
	return res, fault.FromStore(s.store.AppendAudit(ctx, by.Audit(s.now(), staff.Entry{Action: "sent a test to the CRM webhook", Subject: "CRM webhook", Detail: detail})))
}

// readable is a delivery failure as the owner reads it: a sentence of ours,
// never an error's own text.
func readable(err error) string {
	var de *deliveryError
	if errors.As(err, &de) {
		return de.msg
	}
	var fe *fault.Error
	if errors.As(err, &fe) {
		return fe.Message
	}
	return Msg("couldNotConnect")
}

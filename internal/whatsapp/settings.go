package whatsapp

import (
	"context"
	"strings"
	"sync/atomic"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Settings are the owner's template for each kind and how the Cloud API last answered.
type Settings struct {
	Templates     map[Kind]Template // the mapped kinds; a kind missing is not sent
	Version       int64
	UpdatedAt     *time.Time
	LastError     string     // the last failure of the Cloud API as a sentence ("" when none since the last success)
	LastErrorAt   *time.Time // when it failed
	LastSuccessAt *time.Time // when it last took a call
}

// Change is what the owner saves: a template or nil for every kind, at the version they saw.
type Change struct {
	Templates map[Kind]*Template `json:"templates"`
	Version   int64              `json:"version"`
}

// ErrStale is a settings version that is no longer current.
var ErrStale = fault.Stale("the WhatsApp settings")

// Health is WhatsApp's line on the System page.
type Health struct {
	Configured, Connected bool
	LastError             string
	LastErrorAt           *time.Time
	Unmapped              []Kind // kinds that go out to nobody until the owner maps them
}

// HealthOf is the state of a site configured (or not) with these settings: connected once the Cloud API
// took a call and has not failed since.
func HealthOf(configured bool, set Settings) Health {
	h := Health{Configured: configured, Unmapped: []Kind{}}
	for _, k := range Kinds() {
		if _, ok := set.Templates[k]; !ok {
			h.Unmapped = append(h.Unmapped, k)
		}
	}
	if !configured {
		return h
	}
	h.Connected = set.LastSuccessAt != nil && (set.LastErrorAt == nil || set.LastSuccessAt.After(*set.LastErrorAt))
	if !h.Connected && set.LastError != "" {
		h.LastError, h.LastErrorAt = set.LastError, set.LastErrorAt
	}
	return h
}

// SettingsStore keeps the settings.
type SettingsStore interface {
	WhatsAppSettings(ctx context.Context) (Settings, error)
	// SaveWhatsAppTemplates writes set.Templates when set.Version is current (ErrStale), with audit, and
	// returns the settings with their new version.
	SaveWhatsAppTemplates(ctx context.Context, set Settings, audit staff.AuditEvent) (Settings, error)
	// RecordWhatsAppOutcome notes a call to the Cloud API at at: a success ("" errText) or a failure's sentence.
	RecordWhatsAppOutcome(ctx context.Context, at time.Time, errText string) error
}

// Cache holds the templates in memory, so a lead's transaction asks nothing of the database to
// know whether it queues a message; every copy refreshes it every few seconds.
type Cache struct {
	store      SettingsStore
	configured bool
	cur        atomic.Pointer[Settings]
}

// NewCache returns a cache over store for a site configured (a token and a phone number id) or not.
func NewCache(store SettingsStore, configured bool) *Cache {
	c := &Cache{store: store, configured: configured}
	c.cur.Store(&Settings{})
	return c
}

// Configured reports whether the site has the Cloud API's token and phone number id.
func (c *Cache) Configured() bool { return c.configured }

func (c *Cache) set(s Settings) { c.cur.Store(&s) }

// Refresh reads the settings from the store.
func (c *Cache) Refresh(ctx context.Context) error {
	s, err := c.store.WhatsAppSettings(ctx)
	if err != nil {
		return err
	}
	c.set(s)
	return nil
}

// Run refreshes every interval until ctx ends; a failed read keeps the last settings.
func (c *Cache) Run(ctx context.Context, every time.Duration, onError func(error)) {
	clock.Every(ctx, every, func() bool {
		rctx, cancel := context.WithTimeout(ctx, every)
		defer cancel()
		if err := c.Refresh(rctx); err != nil && ctx.Err() == nil && onError != nil {
			onError(err)
		}
		return true
	})
}

// Template is the owner's template for kind, false when the site is not configured or kind is unmapped.
func (c *Cache) Template(kind Kind) (Template, bool) {
	if !c.configured {
		return Template{}, false
	}
	t, ok := c.cur.Load().Templates[kind]
	return t, ok
}

// SettingsService is the owner's side: the templates and the state of the connection.
type SettingsService struct {
	store SettingsStore
	cache *Cache
	now   func() time.Time
}

// NewSettingsService returns the owner's settings over store, keeping cache current.
func NewSettingsService(store SettingsStore, cache *Cache, now func() time.Time) *SettingsService {
	return &SettingsService{store: store, cache: cache, now: clock.Or(now)}
}

// Configured reports whether the site has the Cloud API's token and phone number id.
func (s *SettingsService) Configured() bool { return s.cache.configured }

// Settings reads the saved settings.
func (s *SettingsService) Settings(ctx context.Context) (Settings, error) {
	set, err := s.store.WhatsAppSettings(ctx)
	if err != nil {
		return set, fault.FromStore(err)
	}
	s.cache.set(set)
	return set, nil
}

// Health is WhatsApp's state for the System page.
func (s *SettingsService) Health(ctx context.Context) (Health, error) {
	set, err := s.Settings(ctx)
	if err != nil {
		return Health{}, err
	}
	return HealthOf(s.cache.configured, set), nil
}

// Save checks and stores the owner's templates at c.Version, audited.
func (s *SettingsService) Save(ctx context.Context, by staff.Actor, c Change) (Settings, error) {
	if err := fault.CheckVersion(c.Version); err != nil {
		return Settings{}, err
	}
	set := Settings{Templates: map[Kind]Template{}, Version: c.Version}
	bad := map[string]string{}
	for k, t := range c.Templates {
		switch {
		case !k.Known():
			bad["templates."+string(k)] = Msg("unknownKind")
		case t == nil:
		default:
			tt := Template{Name: strings.TrimSpace(t.Name), Language: strings.TrimSpace(t.Language)}
			if msg := tt.check(); msg != "" {
				bad["templates."+string(k)] = msg
				continue
			}
			set.Templates[k] = tt
		}
	}
	if len(bad) > 0 {
		return Settings{}, fault.Invalid(Msg("templatesInvalid"), bad)
	}
	now := s.now().UTC().Truncate(time.Millisecond)
	set.UpdatedAt = &now
	var mapped []string
	for _, k := range Kinds() {
		if t, ok := set.Templates[k]; ok {
			mapped = append(mapped, string(k)+" "+t.Name+" ("+t.Language+")")
		}
	}
	detail := "none mapped"
	if len(mapped) > 0 {
		detail = strings.Join(mapped, "; ")
	}
	audit := by.Audit(now, staff.Entry{Action: "changed the WhatsApp templates", Subject: "WhatsApp", Detail: detail,
		Summary: "changed the WhatsApp templates: " + detail})
	saved, err := s.store.SaveWhatsAppTemplates(ctx, set, audit)
	if err != nil {
		return Settings{}, fault.FromStore(err)
	}
	s.cache.set(saved)
	return saved, nil
}

package sitecontent

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// The lists' names in the store.
const (
	reviewsDoc = "reviews"
	faqsDoc    = "faqs"
	citiesDoc  = "cities"
)

// Reader reads the saved lists.
type Reader interface {
	// SiteDocument is the saved document name, or nil at version 1 when none was saved.
	SiteDocument(ctx context.Context, name string) (body []byte, version int64, err error)
}

// Store keeps each list as one JSON document with its version.
type Store interface {
	Reader
	// ListRecentProjects is the published projects a city page may show.
	ListRecentProjects(ctx context.Context) ([]catalog.Project, error)
	// SiteContentVersion moves on with every save of any document: the pages poll it.
	SiteContentVersion(ctx context.Context) (int64, error)
	// SaveSiteDocument writes body WHERE version = version with audit in the same
	// transaction; ErrStale when the version moved on.
	SaveSiteDocument(ctx context.Context, name string, body []byte, version int64, audit staff.AuditEvent) error
}

// ErrStale is the store's answer to a save on a version that moved on; the service names the list.
var ErrStale = fault.Stale("this list")

// Pages is told after a change so this copy's pages show it at once (others poll).
type Pages interface {
	SiteContentChanged()
}

// Service is the editor's one road to the lists: validate, check the version, store with its audit entry.
type Service struct {
	store Store
	pages Pages
	now   func() time.Time
}

// NewService returns the Service over store; pages may be nil.
func NewService(store Store, pages Pages, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, pages: pages, now: now}
}

// Read returns the three lists as the pages show them.
func Read(ctx context.Context, store Reader) (Reviews, FAQs, Cities, error) {
	r, err := read(ctx, store, reviewsDoc, DefaultReviews(), func(v *Reviews) *int64 { return &v.Version })
	if err != nil {
		return r, FAQs{}, Cities{}, err
	}
	f, err := read(ctx, store, faqsDoc, FAQs{Version: 1}, func(v *FAQs) *int64 { return &v.Version })
	if err != nil {
		return r, f, Cities{}, err
	}
	c, err := read(ctx, store, citiesDoc, Cities{Items: []CityPage{}, Version: 1}, func(v *Cities) *int64 { return &v.Version })
	return r, f, c, err
}

func read[T any](ctx context.Context, store Reader, name string, def T, version func(*T) *int64) (T, error) {
	body, v, err := store.SiteDocument(ctx, name)
	if err != nil || body == nil {
		return def, fault.FromStore(err)
	}
	var out T
	if err := json.Unmarshal(body, &out); err != nil {
		return def, fault.FromStore(err)
	}
	*version(&out) = v
	return out, nil
}

// Reviews returns the current reviews.
func (s *Service) Reviews(ctx context.Context) (Reviews, error) {
	return read(ctx, s.store, reviewsDoc, DefaultReviews(), func(v *Reviews) *int64 { return &v.Version })
}

// FAQs returns the current FAQs (nil categories: the built-in ones).
func (s *Service) FAQs(ctx context.Context) (FAQs, error) {
	return read(ctx, s.store, faqsDoc, FAQs{Version: 1}, func(v *FAQs) *int64 { return &v.Version })
}

// Cities returns the edited and added city pages.
func (s *Service) Cities(ctx context.Context) (Cities, error) {
	return read(ctx, s.store, citiesDoc, Cities{Items: []CityPage{}, Version: 1}, func(v *Cities) *int64 { return &v.Version })
}

// SaveReviews replaces the reviews at the version the editor saw.
func (s *Service) SaveReviews(ctx context.Context, by staff.Actor, r Reviews) (Reviews, error) {
	if err := fault.CheckChange(r.Version, r.Validate); err != nil {
		return Reviews{}, err
	}
	detail := strconv.Itoa(len(r.Visible())) + " shown, " + strconv.Itoa(len(r.Items)-len(r.Visible())) + " hidden"
	if err := s.save(ctx, by, reviewsDoc, "the reviews", detail, Reviews{Items: r.Items}, r.Version); err != nil {
		return Reviews{}, err
	}
	return s.Reviews(ctx)
}

// SaveFAQs replaces the FAQs at the version the editor saw.
func (s *Service) SaveFAQs(ctx context.Context, by staff.Actor, f FAQs) (FAQs, error) {
	if err := fault.CheckChange(f.Version, f.Validate); err != nil {
		return FAQs{}, err
	}
	n := 0
	for _, c := range f.Categories {
		n += len(c.FAQs)
	}
	if err := s.save(ctx, by, faqsDoc, "the FAQs", strconv.Itoa(n)+" questions", FAQs{Categories: f.Categories}, f.Version); err != nil {
		return FAQs{}, err
	}
	return s.FAQs(ctx)
}

// SaveCities replaces the edited and added city pages at the version the editor saw.
func (s *Service) SaveCities(ctx context.Context, by staff.Actor, c Cities) (Cities, error) {
	if err := fault.CheckChange(c.Version, c.Validate); err != nil {
		return Cities{}, err
	}
	// A project unpublished after this check drops from the page when it is served (sitepages).
	projects, err := s.store.ListRecentProjects(ctx)
	if err != nil {
		return Cities{}, fault.FromStore(err)
	}
	published := map[int64]bool{}
	for _, p := range projects {
		published[p.ID] = true
	}
	if err := c.CheckProjects(published); err != nil {
		return Cities{}, err
	}
	slugs := make([]string, len(c.Items))
	for i, x := range c.Items {
		slugs[i] = "/city/" + x.Slug
	}
	detail := "pages: " + strings.Join(slugs, ", ")
	if len(slugs) == 0 {
		detail = "every city page shows its built texts"
	}
	if err := s.save(ctx, by, citiesDoc, "the city pages", detail, Cities{Items: c.Items}, c.Version); err != nil {
		return Cities{}, err
	}
	return s.Cities(ctx)
}

// save stores v as the document name at version, with the audit entry, and tells the pages.
func (s *Service) save(ctx context.Context, by staff.Actor, name, subject, detail string, v any, version int64) error {
	body, err := json.Marshal(v)
	if err != nil {
		return fault.FromStore(err)
	}
	audit := by.Audit(s.now().UTC(), staff.Entry{Action: "changed " + subject, Subject: subject, Detail: detail})
	if err := s.store.SaveSiteDocument(ctx, name, body, version, audit); err != nil {
		if errors.Is(err, ErrStale) {
			return fault.Stale(subject)
		}
		return fault.FromStore(err)
	}
	if s.pages != nil {
		s.pages.SiteContentChanged()
	}
	return nil
}

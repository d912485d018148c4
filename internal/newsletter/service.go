package newsletter

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
)

// Service adds e-mails to the monthly-ideas list.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns a Service storing into store; now is the clock.
func NewService(store Store, now func() time.Time) *Service {
	return &Service{store: store, now: clock.Or(now)}
}

// Subscribe validates req and stores the subscription; subscribing twice is not an error.
func (s *Service) Subscribe(ctx context.Context, req SubscribeRequest) error {
	req = req.Normalized()
	if err := req.Validate(); err != nil {
		return err
	}
	at := s.now().UTC().Truncate(time.Millisecond)
	consents, err := consent.Current.Records(req.Seen, at, consent.PurposeNewsletter)
	if err != nil {
		return err
	}
	sub := &Subscription{Email: req.Email, Page: req.Page, CreatedAt: at, Consents: consents}
	return fault.FromStore(s.store.Subscribe(ctx, sub))
}

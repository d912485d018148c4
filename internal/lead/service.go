package lead

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// Service creates leads; it alone sets Role and CreatedAt.
type Service struct {
	store    Store
	notifier Notifier
	now      func() time.Time
}

// NewService returns a Service storing into store; notifier may be nil (no
// company mail), now is the clock (time.Now in production).
func NewService(store Store, notifier Notifier, now func() time.Time) *Service {
	return &Service{store: store, notifier: notifier, now: clock.Or(now)}
}

// Create validates req and stores it durably with the company's notification,
// so no lead exists without it. Invalid requests give a fault.EINVALID error;
// storage failures give fault.EUNAVAILABLE; a repeat of once's key, fault.ECONFLICT.
func (s *Service) Create(ctx context.Context, req CreateRequest, once *idempotency.Once) (*Lead, error) {
	req = req.Normalized()
	if err := req.Validate(); err != nil {
		return nil, err
	}
	l := &Lead{
		PropertyType:    req.PropertyType,
		Location:        req.Location,
		Name:            req.Name,
		Mobile:          req.Mobile,
		Email:           req.Email,
		WhatsappUpdates: req.WhatsappUpdates,
		Role:            Role,
		CreatedAt:       s.now().UTC().Truncate(time.Millisecond),
		Attribution:     req.Attribution,
	}
	err := mailmsg.CommitWithNotice(s.notifier,
		func() (*mailmsg.Message, error) { return s.notifier.LeadNotice(*l) },
		func(notice *mailmsg.Message) error { return fault.FromStore(s.store.CreateLead(ctx, l, notice, once)) })
	if err != nil {
		return nil, err
	}
	return l, nil
}

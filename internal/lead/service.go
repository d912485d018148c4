package lead

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/textfield"
)

// Service creates leads; it alone sets Role and CreatedAt.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns a Service storing into store; now is the clock (time.Now in production).
func NewService(store Store, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, now: now}
}

// Create validates req and stores it durably. Invalid requests give a
// fault.EINVALID error; storage failures give fault.EUNAVAILABLE.
func (s *Service) Create(ctx context.Context, req CreateRequest) (*Lead, error) {
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
	if err := s.store.CreateLead(ctx, l); err != nil {
		return nil, textfield.StoreError(err)
	}
	return l, nil
}

package contact

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/textfield"
)

// Notifier tells the company about a stored message (*mail.Service satisfies it).
type Notifier interface {
	NotifyContact(ctx context.Context, m Message) error
}

// Service stores contact messages and notifies the company.
type Service struct {
	store    Store
	notifier Notifier
	now      func() time.Time
}

// NewService returns a Service; notifier may be nil (no notification), now is the clock.
func NewService(store Store, notifier Notifier, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, notifier: notifier, now: now}
}

// Create validates req, stores the message durably, then notifies. A failed
// store gives fault.EUNAVAILABLE; a failed notification after storing still
// returns the message, since it is kept and the company can read it there.
func (s *Service) Create(ctx context.Context, req CreateRequest) (*Message, error) {
	req = req.Normalized()
	if err := req.Validate(); err != nil {
		return nil, err
	}
	m := &Message{
		FirstName: req.FirstName,
		LastName:  req.LastName,
		Email:     req.Email,
		Phone:     req.Phone,
		Subject:   req.Subject,
		Message:   req.Message,
		Page:      req.Page,
		CreatedAt: s.now().UTC().Truncate(time.Millisecond),
	}
	if err := s.store.CreateContactMessage(ctx, m); err != nil {
		return nil, textfield.StoreError(err)
	}
	if s.notifier != nil {
		_ = s.notifier.NotifyContact(ctx, *m)
	}
	return m, nil
}

package contact

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// Notifier composes the company's mail about a message, which the store commits
// with the message itself (*mail.Service satisfies it).
type Notifier interface {
	// ContactNotice is the company's mail about m; nil when there is no one to tell.
	ContactNotice(m Message) (*mailmsg.Message, error)
	// Queued is told after a notice has been committed (it wakes the mail worker).
	Queued()
}

// Service stores contact messages and notifies the company.
type Service struct {
	store    Store
	notifier Notifier
	now      func() time.Time
}

// NewService returns a Service; notifier may be nil (no notification), now is the clock.
func NewService(store Store, notifier Notifier, now func() time.Time) *Service {
	return &Service{store: store, notifier: notifier, now: clock.Or(now)}
}

// Create validates req and stores the message durably with the company's
// notification. A failed store gives fault.EUNAVAILABLE; a repeat of once's key, fault.ECONFLICT.
func (s *Service) Create(ctx context.Context, req CreateRequest, once *idempotency.Once) (*Message, error) {
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
	err := mailmsg.CommitWithNotice(s.notifier,
		func() (*mailmsg.Message, error) { return s.notifier.ContactNotice(*m) },
		func(notice *mailmsg.Message) error {
			return fault.FromStore(s.store.CreateContactMessage(ctx, m, notice, once))
		})
	if err != nil {
		return nil, err
	}
	return m, nil
}

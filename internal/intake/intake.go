// Package intake is the one road a visitor's form takes into the store (an enquiry, a contact
// message): normalised and validated, stamped with its time and the consents it gives, and stored
// in one transaction with the company's notice about it, so none is kept without its notice.
package intake

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/consent"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/idempotency"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// Form is a visitor's request as decoded: Normalized trims it, Validate gives a fault.EINVALID error,
// Consents are the notice the visitor saw and the purposes sending the form agrees to.
type Form[R any] interface {
	Normalized() R
	Validate() error
	Consents() (consent.Seen, []consent.Purpose)
}

// Waker is told after a notice has been committed (it wakes the mail worker).
type Waker interface{ Queued() }

// Service takes forms R to records T.
type Service[R Form[R], T any] struct {
	record func(req R, at time.Time, consents []consent.Record) *T
	save   func(ctx context.Context, rec *T, notice *mailmsg.Message, once *idempotency.Once) error
	wake   Waker
	notice func(T) (*mailmsg.Message, error)
	now    func() time.Time
}

// New returns the road of one form: record makes the record of a valid request at its time with the consents it gives, save
// stores it with the notice, notice(notifier, record) composes the company's mail unless notifier
// is nil (no one to tell), and now is the clock (nil: time.Now).
func New[R Form[R], T any, N Waker](
	record func(R, time.Time, []consent.Record) *T,
	save func(context.Context, *T, *mailmsg.Message, *idempotency.Once) error,
	notifier N,
	notice func(N, T) (*mailmsg.Message, error),
	now func() time.Time,
) *Service[R, T] {
	return &Service[R, T]{record: record, save: save, wake: Waker(notifier),
		notice: func(rec T) (*mailmsg.Message, error) { return notice(notifier, rec) }, now: clock.Or(now)}
}

// Create validates req and stores its record durably with the company's notice. Invalid requests
// give a fault.EINVALID error; a failed store, fault.EUNAVAILABLE; a repeat of once's key, fault.ECONFLICT.
func (s *Service[R, T]) Create(ctx context.Context, req R, once *idempotency.Once) (*T, error) {
	req = req.Normalized()
	if err := req.Validate(); err != nil {
		return nil, err
	}
	at := s.now().UTC().Truncate(time.Millisecond)
	seen, purposes := req.Consents()
	consents, err := consent.Current.Records(seen, at, purposes...)
	if err != nil {
		return nil, err
	}
	rec := s.record(req, at, consents)
	err = mailmsg.CommitWithNotice(s.wake,
		func() (*mailmsg.Message, error) { return s.notice(*rec) },
		func(notice *mailmsg.Message) error { return fault.FromStore(s.save(ctx, rec, notice, once)) })
	if err != nil {
		return nil, err
	}
	return rec, nil
}

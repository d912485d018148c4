package inbound

import (
	"context"
	"log/slog"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Service takes deliveries in for the webhooks and shows the queue to the owners.
type Service struct {
	store Store
	now   func() time.Time
	// queued, when set, is told after a new delivery was committed (it wakes the worker).
	queued func()
}

// NewService returns a Service over store; queued (may be nil) is told of each new delivery, now
// nil means time.Now.
func NewService(store Store, queued func(), now func() time.Time) *Service {
	return &Service{store: store, queued: queued, now: clock.Or(now)}
}

// Receive stores a delivery whose signature the webhook has checked: durably, once per source and
// eventID. It reports whether the delivery was new; a repeat stores nothing and is no error.
// An empty or oversized body or id is fault.EINVALID; a failed store fault.EUNAVAILABLE.
func (s *Service) Receive(ctx context.Context, source, eventID string, body []byte) (bool, error) {
	switch {
	case source == "" || len(source) > MaxSource:
		return false, fault.Errorf(fault.EINTERNAL, "inbound: bad source %q", source)
	case eventID == "" || len(eventID) > MaxEventID || !utf8.ValidString(eventID):
		return false, fault.Invalid("The delivery has no usable id.", nil)
	case len(body) == 0 || len(body) > MaxBody:
		return false, fault.Invalid("The delivery is empty or larger than "+strconv.Itoa(MaxBody)+" bytes.", nil)
	}
	d := Delivery{Source: source, EventID: eventID, Body: body, ReceivedAt: s.now().UTC().Truncate(time.Millisecond)}
	stored, err := s.store.SaveDelivery(ctx, &d)
	if err != nil {
		return false, fault.FromStore(err)
	}
	if stored && s.queued != nil {
		s.queued()
	}
	return stored, nil
}

// StuckAfter is how long a pending delivery may wait before it counts as a problem.
const StuckAfter = 15 * time.Minute

// problemLimit bounds the System page's list.
const problemLimit = 100

// Problems are the deliveries that need a person's eye, newest first.
func (s *Service) Problems(ctx context.Context) ([]Delivery, error) {
	return fault.Stored(s.store.DeliveryProblems(ctx, s.now().Add(-StuckAfter), problemLimit))
}

// Stats counts the deliveries not yet done, by source.
func (s *Service) Stats(ctx context.Context) ([]Stats, error) {
	return fault.Stored(s.store.DeliveryStats(ctx))
}

// TryAgain makes delivery id due at once (an owner's "Try again"), audited as by's; false (and no
// entry) when it is neither failed nor waiting (done, or in a worker's hands).
func (s *Service) TryAgain(ctx context.Context, by staff.Actor, id int64) (bool, error) {
	now := s.now()
	audit := by.Audit(now, staff.Entry{Action: "processed a webhook delivery again", Subject: "delivery #" + strconv.FormatInt(id, 10)})
	ok, err := s.store.RequeueDelivery(ctx, id, now, audit)
	if err != nil {
		return false, fault.FromStore(err)
	}
	if ok && s.queued != nil {
		s.queued()
	}
	return ok, nil
}

// Pruner deletes processed deliveries past their keep (see Store.PruneDeliveries).
type Pruner interface {
	PruneDeliveries(ctx context.Context, doneBefore time.Time) (int, error)
}

// Keep is how long a processed delivery's id is kept, so a platform's late repeat of it is still
// dropped (Meta retries for up to a week); its body went when it was processed.
const Keep = 30 * 24 * time.Hour

// RunPrune deletes deliveries processed more than Keep ago, now and every interval until ctx ends.
func RunPrune(ctx context.Context, p Pruner, interval time.Duration, log *slog.Logger) {
	clock.NowAndEvery(ctx, interval, func() {
		if n, err := p.PruneDeliveries(ctx, time.Now().Add(-Keep)); err != nil && ctx.Err() == nil {
			log.Warn("inbound: pruning processed deliveries failed", "err", err)
		} else if n > 0 {
			log.Info("inbound: pruned processed deliveries", "deliveries", n)
		}
	})
}

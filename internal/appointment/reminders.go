package appointment

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// The two reminders of a booking.
const (
	ReminderDayBefore = "day_before" // 09:00 India time the day before
	ReminderSoon      = "soon"       // two hours before
)

// soonBefore is how long before the meeting the second reminder goes.
const soonBefore = 2 * time.Hour

// ReminderDue is the reminder of b due at now, or "": the later one wins when both are due, and
// a reminder whose time had passed when the booking was made or moved is never sent.
func ReminderDue(b Booking, now time.Time) string {
	if b.Status != StatusBooked || !now.Before(b.Start) {
		return ""
	}
	soon := b.Start.Add(-soonBefore)
	if !now.Before(soon) {
		if !b.RemindedSoon && b.ChangedAt.Before(soon) {
			return ReminderSoon
		}
		return ""
	}
	local := b.Start.In(India)
	dayBefore := time.Date(local.Year(), local.Month(), local.Day()-1, 9, 0, 0, 0, India)
	if !now.Before(dayBefore) && !b.RemindedDayBefore && b.ChangedAt.Before(dayBefore) {
		return ReminderDayBefore
	}
	return ""
}

// SendReminders queues every reminder due now (a minute's timer calls it); it returns how many were marked.
func (s *Service) SendReminders(ctx context.Context) (int, error) {
	now := s.now()
	coming, err := s.store.Bookings(ctx, now, now.Add(48*time.Hour))
	if err != nil {
		return 0, fault.FromStore(err)
	}
	a, err := s.Availability(ctx)
	if err != nil {
		return 0, err
	}
	sig, err := s.signer(ctx)
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, b := range coming {
		which := ReminderDue(b, now)
		if which == "" {
			continue
		}
		p, ok := a.Place(b.PlaceID)
		if !ok {
			p = Place{ID: b.PlaceID, Name: b.PlaceID}
		}
		var msgs []mailmsg.Message
		if s.mailer != nil {
			msgs = withMessage(msgs, s.mailer.Reminder(b, p, sig.Links(b, true, now)))
		}
		if s.messenger != nil {
			msgs = withMessage(msgs, s.messenger.Reminder(b, p, which, sig.Links(b, true, now)))
		}
		done, err := s.store.Remind(ctx, b, which, msgs, now)
		if err != nil {
			return sent, fault.FromStore(err)
		}
		if done {
			sent++
		}
	}
	return sent, nil
}

// RunReminders queues due reminders now and then every interval until ctx ends; wake, when set, starts the mail worker.
func (s *Service) RunReminders(ctx context.Context, every time.Duration, wake func(), warn func(error)) {
	clock.NowAndEvery(ctx, every, func() {
		n, err := s.SendReminders(ctx)
		if err != nil && ctx.Err() == nil && warn != nil {
			warn(err)
		}
		if n > 0 && wake != nil {
			wake()
		}
	})
}

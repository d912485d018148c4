// Changes to a booking once it is made: by the visitor's manage link, or by staff for a caller.

package appointment

import (
	"context"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Managed is the booking a manage link names, while it can still be changed.
func (s *Service) Managed(ctx context.Context, token string) (Booked, error) {
	sig, err := s.signer(ctx)
	if err != nil {
		return Booked{}, err
	}
	id, err := sig.ManagedID(token)
	if err != nil {
		return Booked{}, err
	}
	b, err := s.store.Booking(ctx, id)
	if fault.Code(err) == fault.ENOTFOUND {
		return Booked{}, ErrLinkInvalid
	} else if err != nil {
		return Booked{}, fault.FromStore(err)
	}
	if err := sig.Managed(token, b); err != nil || b.Status != StatusBooked {
		return Booked{}, ErrLinkInvalid
	}
	if !s.now().Before(b.Start) {
		return Booked{}, ErrTooLate
	}
	a, err := s.Availability(ctx)
	if err != nil {
		return Booked{}, err
	}
	p, _ := a.Place(b.PlaceID) // a place the owner removed still names the booking's own
	if p.ID == "" {
		p = Place{ID: b.PlaceID, Name: b.PlaceID}
	}
	return Booked{Booking: b, Place: p, ManageToken: token, Emailed: visitorAddress(b) != ""}, nil
}

// Reschedule moves the booking a manage link names to placeID at start.
func (s *Service) Reschedule(ctx context.Context, token, placeID string, start time.Time) (Booked, error) {
	cur, err := s.Managed(ctx, token)
	if err != nil {
		return Booked{}, err
	}
	return s.move(ctx, cur.Booking, placeID, start, 0, "Moved by the visitor", nil)
}

// Move moves a booking for staff, at the version they saw.
func (s *Service) Move(ctx context.Context, by staff.Actor, id, version int64, placeID string, start time.Time) (Booked, error) {
	b, err := s.store.Booking(ctx, id)
	if err != nil {
		return Booked{}, fault.FromStore(err)
	}
	if b.Version != version {
		return Booked{}, ErrStale
	}
	return s.move(ctx, b, placeID, start, by.ID, "Moved by staff", auditOf(by, s.now(), "moved a consultation", b.LeadID))
}

func (s *Service) move(ctx context.Context, b Booking, placeID string, start time.Time, actorID int64, event string, audit *staff.AuditEvent) (Booked, error) {
	if b.Status != StatusBooked {
		return Booked{}, ErrLinkInvalid
	}
	p, end, now, err := s.offered(ctx, placeID, start)
	if err != nil {
		return Booked{}, err
	}
	from := b.Start
	b.PlaceID, b.Start, b.End, b.Sequence = p.ID, start.UTC(), end, b.Sequence+1
	sig, err := s.signer(ctx)
	if err != nil {
		return Booked{}, err
	}
	moved := event + " from " + lead.When(from) + " to " + describe(p, start)
	line := "Consultation " + lowerFirst(moved)
	w := &Write{Booking: b, Capacity: p.Capacity, Now: now, ActorID: actorID, Event: moved, Audit: audit,
		Lead: s.touch(b, actorID, line, func(lead.Booked) lead.Touch { return lead.OnMove(line) })}
	emailed := s.mails(w, s.bookedMails(p, sig, w.Now))
	if err := s.store.Move(ctx, w); err != nil {
		return Booked{}, fault.FromStore(err)
	}
	return Booked{Booking: w.Booking, Place: p, ManageToken: sig.ManageToken(w.Booking), Emailed: *emailed}, nil
}

// CancelByLink cancels the booking a manage link names; its place is free at once. The answer carries a
// fresh link to book another time for the same lead (BookAgainToken), so a cancellation is not a dead end.
func (s *Service) CancelByLink(ctx context.Context, token string) (Booked, error) {
	cur, err := s.Managed(ctx, token)
	if err != nil {
		return Booked{}, err
	}
	b, err := s.cancel(ctx, cur.Booking, 0, "Cancelled by the visitor", nil)
	if err != nil {
		return Booked{}, err
	}
	cur.Booking = b
	cur.BookAgainToken, err = s.LeadToken(ctx, b.LeadID, s.now())
	return cur, err
}

// Cancel cancels a booking for staff, at the version they saw.
func (s *Service) Cancel(ctx context.Context, by staff.Actor, id, version int64) (Booking, error) {
	b, err := s.store.Booking(ctx, id)
	if err != nil {
		return Booking{}, fault.FromStore(err)
	}
	if b.Version != version {
		return Booking{}, ErrStale
	}
	return s.cancel(ctx, b, by.ID, "Cancelled by staff", auditOf(by, s.now(), "cancelled a consultation", b.LeadID))
}

func (s *Service) cancel(ctx context.Context, b Booking, actorID int64, event string, audit *staff.AuditEvent) (Booking, error) {
	if b.Status != StatusBooked {
		return Booking{}, ErrLinkInvalid
	}
	a, err := s.Availability(ctx)
	if err != nil {
		return Booking{}, err
	}
	p, ok := a.Place(b.PlaceID)
	if !ok {
		p = Place{ID: b.PlaceID, Name: b.PlaceID}
	}
	line := "Consultation " + lowerFirst(event) + ": " + describe(p, b.Start)
	b.Status, b.Sequence = StatusCancelled, b.Sequence+1
	w := &Write{Booking: b, Now: s.now(), ActorID: actorID, Event: event + ".", Audit: audit,
		Lead: s.touch(b, actorID, line, func(l lead.Booked) lead.Touch { return lead.OnCancel(l, line) })}
	if s.mailer != nil {
		sig, err := s.signer(ctx)
		if err != nil {
			return Booking{}, err
		}
		s.mails(w, func(b Booking) []mailmsg.Message { return s.mailer.Cancelled(b, p, sig.Links(b, false, w.Now)) })
	}
	if err := s.store.Cancel(ctx, w); err != nil {
		return Booking{}, fault.FromStore(err)
	}
	return w.Booking, nil
}

// lowerFirst is "cancelled by the visitor" of "Cancelled by the visitor": a history line inside a sentence.
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// SetOutcome records how the meeting went (held, no-show, rescheduled), for staff, at the version they saw.
func (s *Service) SetOutcome(ctx context.Context, by staff.Actor, id, version int64, outcome string) (Booking, error) {
	if outcome != OutcomeHeld && outcome != OutcomeNoShow && outcome != OutcomeRescheduled {
		return Booking{}, fault.Invalid("Choose held, no-show or rescheduled.", map[string]string{"outcome": "Choose held, no-show or rescheduled."})
	}
	b, err := s.store.Booking(ctx, id)
	if err != nil {
		return Booking{}, fault.FromStore(err)
	}
	if b.Version != version {
		return Booking{}, ErrStale
	}
	if b.Status != StatusBooked || s.now().Before(b.Start) {
		return Booking{}, fault.Invalid("An outcome can be recorded once the meeting's time has come.", nil)
	}
	b.Outcome = outcome
	w := &Write{Booking: b, Now: s.now(), ActorID: by.ID, Event: "Outcome: " + outcome + ".",
		Audit: auditOf(by, s.now(), "recorded a consultation's outcome", b.LeadID)}
	if err := s.store.SetOutcome(ctx, w); err != nil {
		return Booking{}, fault.FromStore(err)
	}
	return w.Booking, nil
}

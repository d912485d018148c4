package appointment

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// The words of a booking, one block: how the team meets, whether it holds a place, how it went.
const (
	// Kinds of meeting (a Place's Kind).
	KindCentre = "centre"
	KindHome   = "home"
	KindVideo  = "video"
	// Statuses: a booking holds a place until it is cancelled.
	StatusBooked    = "booked"
	StatusCancelled = "cancelled"
	// Outcomes staff record after the time.
	OutcomeHeld        = "held"
	OutcomeNoShow      = "no_show"
	OutcomeRescheduled = "rescheduled"
)

// Booking is one consultation, tied to the lead that asked for it.
type Booking struct {
	ID        int64     `json:"id"`
	LeadID    int64     `json:"leadId"`
	PlaceID   string    `json:"placeId"`
	Start     time.Time `json:"start"`
	End       time.Time `json:"end"`
	Status    string    `json:"status"`
	Outcome   string    `json:"outcome"`
	UID       string    `json:"uid"`      // the calendar event's UID, the same across reschedules
	Sequence  int       `json:"sequence"` // the calendar event's SEQUENCE: one more per change
	StaffID   int64     `json:"staffId"`  // the designer who meets; 0 when none yet
	Version   int64     `json:"version"`
	CreatedAt time.Time `json:"createdAt"`
	ChangedAt time.Time `json:"changedAt"` // booked or last moved: reminders due before it are not sent
	// Reminders already queued; a move clears them.
	RemindedDayBefore bool `json:"-"`
	RemindedSoon      bool `json:"-"`
	// From the lead, for mails and lists.
	Name   string  `json:"name"`
	Mobile string  `json:"mobile"`
	Email  *string `json:"email"`
}

// Write is one change of a booking with what goes with it in the same transaction.
type Write struct {
	Booking  Booking // new (Book) or as it becomes (Move, Cancel), with the version it was read at
	Capacity int     // the place's meetings at once, checked against the bookings not cancelled
	Now      time.Time
	ActorID  int64  // the member of staff; 0 is the visitor
	Event    string // the line in the booking's history
	// Mails, when set, are the mails the change sends, written once the booking has its id.
	Mails func(Booking) []mailmsg.Message
	// Audit is the staff edit's audit entry, written in the same transaction; nil for the visitor's own changes.
	Audit *staff.AuditEvent
	// CompanyAddress marks the mails to the team (outbox kind company); the rest go to the visitor.
	CompanyAddress string
	// Consents are what the visitor agreed to on the booking form, or to staff on the phone, stored with a new booking.
	Consents []consent.Record
	// Lead is what the change does to the booking's lead (the lead's rules), given the lead as the change's
	// transaction reads it; the store writes it in that transaction. Nil touches nothing.
	Lead func(lead.Booked) lead.Touch
}

// HistoryLine is one line of a booking's history.
type HistoryLine struct {
	At      time.Time `json:"at"`
	ActorID int64     `json:"actorId"`
	Text    string    `json:"text"`
}

// Store keeps availability and bookings; Book and Move count the place's
// bookings overlapping the time and insert in one transaction, so capacity holds
// however many book at once.
type Store interface {
	FeedStore
	// Availability is the saved availability, or Default() when none was saved.
	Availability(ctx context.Context) (Availability, error)
	// SaveAvailability replaces the availability at a.Version (ErrStale when it moved on),
	// writing audit (when set) in the same transaction.
	SaveAvailability(ctx context.Context, a Availability, audit *staff.AuditEvent, at time.Time) error
	// SigningKey is the key of the booking links, made once and shared by every copy.
	SigningKey(ctx context.Context) ([]byte, error)
	// Taken are the spans booked at placeID overlapping [from, to).
	Taken(ctx context.Context, placeID string, from, to time.Time) ([]Span, error)
	// Book stores w.Booking (setting ID, Version, CreatedAt) unless the place is
	// full (ErrSlotTaken) or the lead has a coming booking (ErrAlreadyBooked), with w.Lead's touch of the lead,
	// keeping the status it moved the lead from (lead.Booked.Before of the booking's later changes).
	Book(ctx context.Context, w *Write) error
	// Move changes a booking's place and time at its version, capacity checked without itself.
	Move(ctx context.Context, w *Write) error
	// Cancel frees the booking's place at its version.
	Cancel(ctx context.Context, w *Write) error
	// Booking reads one booking with its lead's name and contact (ErrNoBooking when none).
	Booking(ctx context.Context, id int64) (Booking, error)
	// Bookings are the bookings starting in [from, to), cancelled ones too, by start.
	Bookings(ctx context.Context, from, to time.Time) ([]Booking, error)
	// LeadBookings are a lead's bookings, newest first.
	LeadBookings(ctx context.Context, leadID int64) ([]Booking, error)
	// SetOutcome records w.Booking.Outcome at its version.
	SetOutcome(ctx context.Context, w *Write) error
	// Remind queues msg (nil: none, the visitor gave no e-mail) and marks reminder which
	// (ReminderDayBefore, ReminderSoon) of booking b once: false when it was marked, moved or cancelled meanwhile.
	Remind(ctx context.Context, b Booking, which string, msgs []mailmsg.Message, now time.Time) (bool, error)
	// History is the booking's history, oldest first.
	History(ctx context.Context, id int64) ([]HistoryLine, error)
	// Designers are the active staff accounts a booking can be given to, by name.
	Designers(ctx context.Context) ([]Designer, error)
	// Assign sets w.Booking.StaffID (0: nobody) at its version; ErrNoDesigner when that account is not active.
	Assign(ctx context.Context, w *Write) error
}

// Designer is a member of staff who can meet a visitor.
type Designer struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// BookRequest is the visitor's choice: the link of the lead just created, a place and a slot's start,
// and the privacy notice beside the form.
type BookRequest struct {
	BookingToken string `json:"bookingToken"`
	PlaceID      string `json:"placeId"`
	Start        string `json:"start"` // RFC 3339, as the slot list gives it
	consent.Seen
}

// MoveRequest is a new place and start for a booking.
type MoveRequest struct {
	PlaceID string `json:"placeId"`
	Start   string `json:"start"`
}

// ParseStart reads a slot's start as the slot list wrote it.
func ParseStart(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil || len(s) > 40 {
		return time.Time{}, fault.Invalid(C.Messages.SlotNotOffered, map[string]string{"start": C.Messages.SlotNotOffered})
	}
	return t, nil
}

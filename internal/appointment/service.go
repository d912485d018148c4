package appointment

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"slices"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Mailer writes the mails a change sends (confirmation with its invitation,
// change, cancellation); nil sends none.
type Mailer interface {
	Booked(b Booking, p Place, links Links) []mailmsg.Message
	Cancelled(b Booking, p Place, links Links) []mailmsg.Message
	Reminder(b Booking, p Place, links Links) *mailmsg.Message
	// Assignee tells the lead's assignee what the visitor did to their booking (what: the timeline's line).
	Assignee(b Booking, who lead.Seat, what string) mailmsg.Message
	// CompanyAddress is where the team's notices go (their outbox rows are the company's).
	CompanyAddress() string
}

// Service is the booking of consultations, for visitors and for staff.
type Service struct {
	store  Store
	mailer Mailer
	// messenger writes the booking's WhatsApp messages, queued with its mails; nil: none.
	messenger Messenger
	now       func() time.Time
	key       atomic.Pointer[[]byte] // the signing key, read once: it never changes
}

// Messenger writes a booking's WhatsApp messages to its lead, which the store queues with the mails
// (mailmsg.ChannelWhatsApp); nil when none goes (not configured, not mapped).
type Messenger interface {
	Booked(b Booking, p Place, links Links) *mailmsg.Message
	Reminder(b Booking, p Place, which string, links Links) *mailmsg.Message
}

// UseMessenger has bookings and reminders send m's WhatsApp messages too; call it before the service is used.
func (s *Service) UseMessenger(m Messenger) { s.messenger = m }

// withMessage is list with message (when not nil) after it.
func withMessage(list []mailmsg.Message, message *mailmsg.Message) []mailmsg.Message {
	if message != nil {
		list = append(list, *message)
	}
	return list
}

// bookedMails are the mails of a booking made or moved, and its WhatsApp confirmation.
func (s *Service) bookedMails(p Place, sig Signer, now time.Time) func(Booking) []mailmsg.Message {
	return func(b Booking) []mailmsg.Message {
		list := s.mailer.Booked(b, p, sig.Links(b, true, now))
		if s.messenger != nil {
			list = withMessage(list, s.messenger.Booked(b, p, sig.Links(b, true, now)))
		}
		return list
	}
}

// NewService books through store; now is the clock (time.Now outside tests).
func NewService(store Store, mailer Mailer, now func() time.Time) *Service {
	return &Service{store: store, mailer: mailer, now: clock.Or(now)}
}

func (s *Service) signer(ctx context.Context) (Signer, error) {
	if key := s.key.Load(); key != nil {
		return NewSigner(*key), nil
	}
	key, err := s.store.SigningKey(ctx)
	if err != nil {
		return Signer{}, fault.FromStore(err)
	}
	s.key.Store(&key)
	return NewSigner(key), nil
}

// LeadToken is the link a visitor books with right after asking.
func (s *Service) LeadToken(ctx context.Context, leadID int64, createdAt time.Time) (string, error) {
	sig, err := s.signer(ctx)
	if err != nil {
		return "", err
	}
	return sig.LeadToken(leadID, createdAt), nil
}

// Availability is what can be booked, as the owner keeps it.
func (s *Service) Availability(ctx context.Context) (Availability, error) {
	return fault.Stored(s.store.Availability(ctx))
}

// SaveAvailability replaces what can be booked, for the owner, at the version they saw.
// Bookings already made stay; only new bookings follow the new hours.
func (s *Service) SaveAvailability(ctx context.Context, by staff.Actor, a Availability) (Availability, error) {
	if err := a.Validate(); err != nil {
		return Availability{}, err
	}
	if err := fault.CheckVersion(a.Version); err != nil {
		return Availability{}, err
	}
	now := s.now()
	audit := by.Audit(now, staff.Entry{Action: "changed the consultation availability", Subject: "availability"})
	if err := s.store.SaveAvailability(ctx, a, &audit, now); errors.Is(err, ErrStale) {
		return Availability{}, ErrAvailabilityStale
	} else if err != nil {
		return Availability{}, fault.FromStore(err)
	}
	return s.Availability(ctx)
}

// Slots are the free slots of placeID from now to the horizon.
func (s *Service) Slots(ctx context.Context, placeID string) (Place, []Slot, error) {
	a, err := s.Availability(ctx)
	if err != nil {
		return Place{}, nil, err
	}
	p, ok := a.Place(placeID)
	if !ok {
		return Place{}, nil, ErrNoSuchPlace
	}
	now := s.now()
	from, to := a.Window(now)
	taken, err := s.store.Taken(ctx, p.ID, from, to)
	if err != nil {
		return Place{}, nil, fault.FromStore(err)
	}
	return p, a.Slots(p, now, taken), nil
}

// Booked is a booking with the link that changes it.
type Booked struct {
	Booking     Booking
	Place       Place
	ManageToken string
	// Emailed is true when this change queued the visitor's mail with its invitation; else the team calls.
	Emailed bool
	// BookAgainToken, after the visitor cancelled, books another time for the same lead (a LeadToken).
	BookAgainToken string
}

// BookForLead books placeID at start for the lead leadToken names, with the
// consent the visitor gave beside the form (seen) stored in the same transaction.
func (s *Service) BookForLead(ctx context.Context, leadToken, placeID string, start time.Time, seen consent.Seen) (Booked, error) {
	sig, err := s.signer(ctx)
	if err != nil {
		return Booked{}, err
	}
	leadID, err := sig.Lead(leadToken, s.now())
	if err != nil {
		return Booked{}, err
	}
	consents, err := consent.Current.Records(seen, s.now().UTC().Truncate(time.Millisecond), consent.PurposeAppointment)
	if err != nil {
		return Booked{}, err
	}
	b, err := s.book(ctx, sig, leadID, placeID, start, 0, "Booked by the visitor", nil, consents)
	if fault.Code(err) == fault.ENOTFOUND {
		return Booked{}, ErrLinkInvalid // a lead merged away, or a bot's made-up one
	}
	return b, err
}

// BookForCaller books for a lead on staff's behalf (a caller on the phone), with the same rules;
// staff confirm they read the spoken notice to the caller (reading), stored as the booking's
// consent in the same transaction with who recorded it. Without the confirmation nothing is booked.
func (s *Service) BookForCaller(ctx context.Context, by staff.Actor, leadID int64, placeID string, start time.Time, reading consent.Reading) (Booked, error) {
	consents, err := consent.Current.ReadAloud(reading, by.ID, s.now().UTC().Truncate(time.Millisecond), consent.PurposeAppointment)
	if err != nil {
		return Booked{}, err
	}
	sig, err := s.signer(ctx)
	if err != nil {
		return Booked{}, err
	}
	return s.book(ctx, sig, leadID, placeID, start, by.ID, "Booked by staff for the caller", auditOf(by, s.now(), "booked a consultation", leadID), consents)
}

// offered finds placeID and checks that start is on offer there now, giving the place, the end and that now.
func (s *Service) offered(ctx context.Context, placeID string, start time.Time) (Place, time.Time, time.Time, error) {
	a, err := s.Availability(ctx)
	if err != nil {
		return Place{}, time.Time{}, time.Time{}, err
	}
	p, ok := a.Place(placeID)
	if !ok {
		return Place{}, time.Time{}, time.Time{}, ErrNoSuchPlace
	}
	now := s.now()
	end, err := a.Offered(p, start, now)
	return p, end, now, err
}

func (s *Service) book(ctx context.Context, sig Signer, leadID int64, placeID string, start time.Time, actorID int64, event string,
	audit *staff.AuditEvent, consents []consent.Record) (Booked, error) {
	p, end, now, err := s.offered(ctx, placeID, start)
	if err != nil {
		return Booked{}, err
	}
	w := &Write{Booking: Booking{LeadID: leadID, PlaceID: p.ID, Start: start.UTC(), End: end, Status: StatusBooked, UID: newUID()},
		Capacity: p.Capacity, Now: now, ActorID: actorID, Event: event + ": " + describe(p, start), Audit: audit, Consents: consents,
		Lead: lead.OnBooking}
	emailed := s.mails(w, s.bookedMails(p, sig, now))
	if err := s.store.Book(ctx, w); err != nil {
		return Booked{}, fault.FromStore(err)
	}
	return Booked{Booking: w.Booking, Place: p, ManageToken: sig.ManageToken(w.Booking), Emailed: *emailed}, nil
}

// mails has w send what mails writes of the stored booking, to the visitor and the team; none without a mailer.
// Once the store wrote them, the answer says whether the visitor's mail was among them (it carries the invitation).
func (s *Service) mails(w *Write, mails func(Booking) []mailmsg.Message) *bool {
	emailed := new(bool)
	if s.mailer != nil {
		w.Mails, w.CompanyAddress = func(b Booking) []mailmsg.Message {
			list := mails(b)
			*emailed = slices.ContainsFunc(list, func(m mailmsg.Message) bool { return m.Calendar != "" })
			return list
		}, s.mailer.CompanyAddress()
	}
	return emailed
}

// touch is what a move or cancellation (what, the lead's timeline line) does to the booking's lead: f's
// touch, and the assignee's mail when the visitor made the change.
func (s *Service) touch(b Booking, actorID int64, what string, f func(lead.Booked) lead.Touch) func(lead.Booked) lead.Touch {
	return func(l lead.Booked) lead.Touch {
		t := f(l)
		if actorID == 0 && l.Assignee != nil && s.mailer != nil {
			m := s.mailer.Assignee(b, *l.Assignee, what)
			t.Mail = &m
		}
		return t
	}
}

// Designers are the active staff a booking can be given to.
func (s *Service) Designers(ctx context.Context) ([]Designer, error) {
	return fault.Stored(s.store.Designers(ctx))
}

// AssignDesigner gives a booking to the designer staffID (0: nobody), for staff, at the version they saw;
// the designer's calendar feed shows it from then on.
func (s *Service) AssignDesigner(ctx context.Context, by staff.Actor, id, version, staffID int64) (Booking, error) {
	if err := fault.CheckVersion(version); err != nil {
		return Booking{}, err
	}
	b, err := s.store.Booking(ctx, id)
	if err != nil {
		return Booking{}, fault.FromStore(err)
	}
	if b.Version != version {
		return Booking{}, ErrStale
	}
	if b.Status != StatusBooked {
		return Booking{}, fault.Invalid("A cancelled consultation cannot be given a designer.", nil)
	}
	if b.StaffID == staffID {
		return b, nil // already theirs: nothing changes, no history line
	}
	event := "Designer removed."
	if staffID != 0 {
		list, err := s.Designers(ctx)
		if err != nil {
			return Booking{}, err
		}
		i := slices.IndexFunc(list, func(d Designer) bool { return d.ID == staffID })
		if i < 0 {
			return Booking{}, ErrNoDesigner
		}
		event = "Designer: " + list[i].Name + "."
	}
	b.StaffID = staffID
	now := s.now()
	w := &Write{Booking: b, Now: now, ActorID: by.ID, Event: event, Audit: auditOf(by, now, "assigned a consultation's designer", b.LeadID)}
	if err := s.store.Assign(ctx, w); err != nil {
		return Booking{}, fault.FromStore(err)
	}
	return w.Booking, nil
}

// Bookings are the bookings starting in [from, to), for the staff's views.
func (s *Service) Bookings(ctx context.Context, from, to time.Time) ([]Booking, error) {
	return fault.Stored(s.store.Bookings(ctx, from, to))
}

// LeadBookings are a lead's bookings with each one's history, newest first.
func (s *Service) LeadBookings(ctx context.Context, leadID int64) ([]Booking, map[int64][]HistoryLine, error) {
	list, err := s.store.LeadBookings(ctx, leadID)
	if err != nil {
		return nil, nil, fault.FromStore(err)
	}
	hist := map[int64][]HistoryLine{}
	for _, b := range list {
		if hist[b.ID], err = s.store.History(ctx, b.ID); err != nil {
			return nil, nil, fault.FromStore(err)
		}
	}
	return list, hist, nil
}

func auditOf(by staff.Actor, at time.Time, action string, leadID int64) *staff.AuditEvent {
	a := by.Audit(at, staff.Entry{Action: action, Subject: "lead " + strconv.FormatInt(leadID, 10)})
	return &a
}

// describe is a booking's place and India time as a person reads it.
// describe is a booking's time and place in the back-office's words (its history, the lead's timeline).
func describe(p Place, start time.Time) string {
	return lead.When(start) + " at " + p.Name + "."
}

// newUID is a calendar event UID unique across every copy of the site.
func newUID() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:]) + "@nivaas-appointments"
}

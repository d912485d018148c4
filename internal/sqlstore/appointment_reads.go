package sqlstore

// Reading bookings back: one, a period's, a lead's, a booking's history, and the reminders' once-only mark.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

func nullID(id int64) sql.NullInt64 { return sql.NullInt64{Int64: id, Valid: id != 0} }

const bookingColumns = `a.id, a.lead_id, a.place_id, a.starts_at, a.ends_at, a.status, a.outcome, a.uid, a.sequence,
	coalesce(a.staff_id, 0), a.version, a.created_at, a.updated_at, a.reminded_day_before, a.reminded_soon, l.name, l.mobile, l.email`

func bookingFields(b *appointment.Booking) []any {
	return []any{&b.ID, &b.LeadID, &b.PlaceID, instant{&b.Start}, instant{&b.End}, &b.Status, &b.Outcome, &b.UID, &b.Sequence,
		&b.StaffID, &b.Version, instant{&b.CreatedAt}, instant{&b.ChangedAt}, &b.RemindedDayBefore, &b.RemindedSoon,
		&b.Name, &b.Mobile, maybeText{&b.Email}}
}

// Booking reads one booking with its lead's name and contact.
func (s *Store) Booking(ctx context.Context, id int64) (appointment.Booking, error) {
	var b appointment.Booking
	err := s.readRow(ctx, `SELECT `+bookingColumns+` FROM appointments a JOIN leads l ON l.id = a.lead_id WHERE a.id = ?`, id).
		Scan(bookingFields(&b)...)
	if errors.Is(err, sql.ErrNoRows) {
		return b, appointment.ErrNoBooking
	} else if err != nil {
		return b, s.fail("booking", err)
	}
	return b, nil
}

// Bookings are the bookings starting in [from, to), cancelled ones too, by start.
func (s *Store) Bookings(ctx context.Context, from, to time.Time) ([]appointment.Booking, error) {
	return readAll(ctx, s, "bookings", bookingFields, `SELECT `+bookingColumns+` FROM appointments a JOIN leads l ON l.id = a.lead_id
		WHERE a.starts_at >= ? AND a.starts_at < ? ORDER BY a.starts_at, a.id`,
		s.d.time(from), s.d.time(to))
}

// LeadBookings are a lead's bookings, newest first.
func (s *Store) LeadBookings(ctx context.Context, leadID int64) ([]appointment.Booking, error) {
	return readAll(ctx, s, "lead bookings", bookingFields, `SELECT `+bookingColumns+` FROM appointments a JOIN leads l ON l.id = a.lead_id
		WHERE a.lead_id = ? ORDER BY a.starts_at DESC, a.id DESC`,
		leadID)
}

// History is a booking's history, oldest first.
func (s *Store) History(ctx context.Context, id int64) ([]appointment.HistoryLine, error) {
	rows, err := s.read(ctx, `SELECT at, coalesce(actor_id, 0), text FROM appointment_events WHERE appointment_id = ? ORDER BY id`, id)
	list, err := collect(rows, err, func(h *appointment.HistoryLine) []any { return []any{instant{&h.At}, &h.ActorID, &h.Text} })
	if err != nil {
		return nil, s.fail("booking history", err)
	}
	return list, nil
}

// reminderColumn is the flag of each reminder; nothing else reaches the query.
var reminderColumn = map[string]string{appointment.ReminderDayBefore: "reminded_day_before", appointment.ReminderSoon: "reminded_soon"}

// Remind marks reminder which of b, still booked at the same start, and queues msgs with it (a mail, a
// WhatsApp message), once.
func (s *Store) Remind(ctx context.Context, b appointment.Booking, which string, msgs []mailmsg.Message, now time.Time) (bool, error) {
	col, ok := reminderColumn[which]
	if !ok {
		return false, errors.New("unknown reminder " + which)
	}
	bodies, err := encodeAll(msgs)
	if err != nil {
		return false, s.fail("remind", err)
	}
	marked := false
	err = s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE appointments SET `+col+` = 1 WHERE id = ? AND `+col+` = 0 AND status = 'booked' AND starts_at = ?`,
			b.ID, s.d.time(b.Start))
		if err != nil || n == 0 {
			return err
		}
		marked = true
		for i, m := range msgs {
			if err := s.queueBookingMessageIn(t, b.LeadID, m, bodies[i], mailmsg.KindVisitor, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return false, s.fail("remind", err)
	}
	return marked, nil
}

// encodeAll is each message as an outbox row holds it (a WhatsApp message's is never used).
func encodeAll(msgs []mailmsg.Message) ([]string, error) {
	out := make([]string, len(msgs))
	for i, m := range msgs {
		b, err := json.Marshal(m)
		if err != nil {
			return nil, err
		}
		out[i] = string(b)
	}
	return out, nil
}

// queueBookingMessageIn queues one message of a booking of lead leadID: a WhatsApp template into the
// WhatsApp queue (only while the lead's consent stands), a mail as an outbox row of kind tied to the lead.
func (s *Store) queueBookingMessageIn(t tx, leadID int64, m mailmsg.Message, body, kind string, now time.Time) error {
	if m.Channel == mailmsg.ChannelWhatsApp {
		if m.WhatsApp == nil {
			return nil
		}
		return s.queueTemplateIn(t, leadID, *m.WhatsApp, now)
	}
	// No lead id: a lead's one visitor confirmation is the estimate's own (outbox_lead_kind); the tie says whose it is.
	_, err := s.enqueueAtIn(t, body, now, kind, 0, aboutLead(leadID)...)
	return err
}

package sqlstore

// Consultation bookings: availability, the signing key, and bookings whose
// capacity is counted and written in one transaction.

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"time"

	"github.com/nivaas-interiors/site/internal/consent"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ appointment.Store = (*Store)(nil)

// Availability is the saved availability, or the default of a new site.
func (s *Store) Availability(ctx context.Context) (appointment.Availability, error) {
	var a appointment.Availability
	saved, err := s.readDoc(ctx, "availability", "appointment_settings", &a, &a.Version)
	if err != nil {
		return appointment.Availability{}, err
	}
	if !saved {
		return appointment.Default(), nil
	}
	return a, nil
}

// OpeningHours are the experience centres' hours of the saved availability: the response target's clock.
func (s *Store) OpeningHours(ctx context.Context) (lead.OpeningHours, error) {
	a, err := s.Availability(ctx)
	if err != nil {
		return lead.OpeningHours{}, err
	}
	return a.OpeningHours(), nil
}

// openingHoursIn are OpeningHours as transaction t reads them.
func openingHoursIn(t tx) (lead.OpeningHours, error) {
	var body string
	err := t.row(`SELECT body FROM appointment_settings WHERE id = 1`).Scan(&body)
	if errors.Is(err, sql.ErrNoRows) {
		return appointment.Default().OpeningHours(), nil
	} else if err != nil {
		return lead.OpeningHours{}, err
	}
	var a appointment.Availability
	if err := json.Unmarshal([]byte(body), &a); err != nil {
		return lead.OpeningHours{}, err
	}
	return a.OpeningHours(), nil
}

// SaveAvailability replaces the availability at a.Version (the default's is 1), with the owner's
// audit entry (nil: none) in the same transaction.
func (s *Store) SaveAvailability(ctx context.Context, a appointment.Availability, audit *staff.AuditEvent, at time.Time) error {
	return s.saveDoc(ctx, docSave{op: "save availability", table: "appointment_settings", doc: a, version: a.Version, at: at,
		ensure: s.ensureSettingsRow, stale: appointment.ErrStale, audit: audit})
}

// ensureSettingsRow writes the default availability and a new signing key unless a row exists.
func (s *Store) ensureSettingsRow(t tx) error {
	body, err := json.Marshal(appointment.Default())
	if err != nil {
		return err
	}
	var key [32]byte
	rand.Read(key[:])
	sealed, err := s.sealText(hex.EncodeToString(key[:]))
	if err != nil {
		return err
	}
	return t.exec(`INSERT INTO appointment_settings (id, body, version, signing_key, updated_at) VALUES (1, ?, 1, ?, ?)
		ON CONFLICT (id) DO NOTHING`, string(body), sealed, s.d.time(time.Now()))
}

// SigningKey is the key of the visitors' booking links, made on first use.
func (s *Store) SigningKey(ctx context.Context) ([]byte, error) {
	var key string
	err := s.readRow(ctx, `SELECT signing_key FROM appointment_settings WHERE id = 1`).Scan(sealedText{s.key, &key})
	if errors.Is(err, sql.ErrNoRows) {
		if err = s.inTx(ctx, s.ensureSettingsRow); err == nil {
			err = s.writeRow(ctx, `SELECT signing_key FROM appointment_settings WHERE id = 1`).Scan(sealedText{s.key, &key})
		}
	}
	if err != nil {
		return nil, s.fail("signing key", err)
	}
	return hex.DecodeString(key)
}

// Taken are the spans booked at placeID overlapping [from, to), grouped.
func (s *Store) Taken(ctx context.Context, placeID string, from, to time.Time) ([]appointment.Span, error) {
	rows, err := s.read(ctx, `SELECT starts_at, ends_at, count(*) FROM appointments
		WHERE place_id = ? AND status = 'booked' AND starts_at < ? AND ends_at > ?
		GROUP BY starts_at, ends_at`, placeID, s.d.time(to), s.d.time(from))
	spans, err := collect(rows, err, func(sp *appointment.Span) []any {
		return []any{instant{&sp.Start}, instant{&sp.End}, &sp.Count}
	})
	if err != nil {
		return nil, s.fail("taken", err)
	}
	return spans, nil
}

// lockPlace makes bookings of one place wait for each other inside their
// transactions on PostgreSQL; SQLite's one writer runs them one at a time already.
func lockPlace(t tx, placeID string) error {
	if t.d.name != postgresDialect.name {
		return nil
	}
	return t.exec(`SELECT pg_advisory_xact_lock(hashtext('appointment-place:' || ?::text))`, placeID)
}

// roomFor refuses a time whose place is full, counting every other booking not cancelled that overlaps it.
func roomFor(t tx, w *appointment.Write) error {
	b := w.Booking
	if err := lockPlace(t, b.PlaceID); err != nil {
		return err
	}
	var used int
	if err := t.row(`SELECT count(*) FROM appointments WHERE place_id = ? AND status = 'booked'
		AND starts_at < ? AND ends_at > ? AND id <> ?`, b.PlaceID, t.d.time(b.End), t.d.time(b.Start), b.ID).Scan(&used); err != nil {
		return err
	}
	if used >= w.Capacity {
		return appointment.ErrSlotTaken
	}
	return nil
}

// Book stores a new booking when its place has room, with what it does to its lead (w.Lead).
func (s *Store) Book(ctx context.Context, w *appointment.Write) error {
	b := &w.Booking
	err := s.inTx(ctx, func(t tx) error {
		var status string
		// The lead's row is locked before its coming bookings are counted, so one lead's requests at once
		// (each for another place, so no place lock orders them) book one after the other on PostgreSQL.
		err := t.row(`SELECT status, name, mobile, email FROM leads WHERE id = ? AND merged_into IS NULL`+t.d.rowLock, b.LeadID).
			Scan(&status, &b.Name, &b.Mobile, maybeText{&b.Email})
		if errors.Is(err, sql.ErrNoRows) {
			return lead.ErrNoLead
		} else if err != nil {
			return err
		}
		var coming int
		if err := t.row(`SELECT count(*) FROM appointments WHERE lead_id = ? AND status = 'booked' AND ends_at > ?`,
			b.LeadID, s.d.time(w.Now)).Scan(&coming); err != nil {
			return err
		}
		if coming > 0 {
			return appointment.ErrAlreadyBooked
		}
		if err := roomFor(t, w); err != nil {
			return err
		}
		touch, err := touchOf(t, w, lead.Booked{Status: status})
		if err != nil {
			return err
		}
		before := ""
		if touch.Status != "" {
			before = status
		}
		if err := t.row(`INSERT INTO appointments (lead_id, place_id, starts_at, ends_at, status, uid, sequence, staff_id, version, created_at, updated_at, lead_status_before)
			VALUES (?, ?, ?, ?, 'booked', ?, 0, ?, 1, ?, ?, ?) RETURNING id`,
			b.LeadID, b.PlaceID, s.d.time(b.Start), s.d.time(b.End), b.UID, nullID(b.StaffID), s.d.time(w.Now), s.d.time(w.Now), before).Scan(&b.ID); err != nil {
			return err
		}
		if err := s.insertConsentsIn(t, consent.KindBooking, b.ID, w.Consents); err != nil {
			return err
		}
		if err := s.touchLead(t, w, touch); err != nil {
			return err
		}
		b.Version, b.CreatedAt = 1, w.Now.UTC().Truncate(time.Millisecond)
		b.ChangedAt = b.CreatedAt
		return s.afterChange(t, w)
	})
	return s.domainOr("book appointment", err)
}

// touchOf asks w.Lead what w does to the booking's lead l (its status read), adding the lead's assignee.
func touchOf(t tx, w *appointment.Write, l lead.Booked) (lead.Touch, error) {
	if w.Lead == nil {
		return lead.Touch{}, nil
	}
	var seat lead.Seat
	err := t.row(`SELECT a.id, a.name, a.email FROM leads l JOIN staff_accounts a ON a.id = l.assignee_id
		WHERE l.id = ? AND NOT a.disabled`, w.Booking.LeadID).Scan(&seat.ID, &seat.Name, &seat.Email)
	if err == nil {
		l.Assignee = &seat
	} else if !errors.Is(err, sql.ErrNoRows) {
		return lead.Touch{}, err
	}
	return w.Lead(l), nil
}

// touchLead writes what a booking's change does to its lead: its status (and the visit's instant), timeline lines and the assignee's mail.
func (s *Store) touchLead(t tx, w *appointment.Write, touch lead.Touch) error {
	id := w.Booking.LeadID
	if touch.Status != "" {
		var visit any
		if touch.VisitBooked {
			visit = s.d.time(w.Now)
		}
		if err := t.exec(`UPDATE leads SET status = ?, visit_booked_at = coalesce(visit_booked_at, ?), version = version + 1 WHERE id = ?`,
			touch.Status, visit, id); err != nil {
			return err
		}
	}
	for _, e := range touch.Events {
		if err := s.addEvent(t, id, w.Now, w.ActorID, e); err != nil {
			return err
		}
	}
	if touch.Mail == nil {
		return nil
	}
	body, err := json.Marshal(*touch.Mail)
	if err != nil {
		return err
	}
	_, err = s.enqueueAtIn(t, string(body), w.Now, mailmsg.KindCompany, 0, aboutLead(id)...)
	return err
}

// lockLead locks the lead of a change that touches it before anything else, as Book does: lead, then place, then booking.
func lockLead(t tx, w *appointment.Write) error {
	if w.Lead == nil || t.d.rowLock == "" {
		return nil
	}
	var id int64
	err := t.row(`SELECT id FROM leads WHERE id = ?`+t.d.rowLock, w.Booking.LeadID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	return err
}

// touchBooked reads the booking's lead (locked) and the status the booking moved it from, and writes w.Lead's touch.
func (s *Store) touchBooked(t tx, w *appointment.Write) error {
	if w.Lead == nil {
		return nil
	}
	var l lead.Booked
	err := t.row(`SELECT l.status, a.lead_status_before FROM leads l JOIN appointments a ON a.lead_id = l.id
		WHERE a.id = ? AND l.merged_into IS NULL`+t.d.rowLock, w.Booking.ID).Scan(&l.Status, &l.Before)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // the lead was merged away: the booking's history still says what happened
	} else if err != nil {
		return err
	}
	touch, err := touchOf(t, w, l)
	if err != nil {
		return err
	}
	return s.touchLead(t, w, touch)
}

// Move puts a booking at its new place and time when there is room and its version is current.
func (s *Store) Move(ctx context.Context, w *appointment.Write) error {
	b := &w.Booking
	err := s.inTx(ctx, func(t tx) error {
		if err := lockLead(t, w); err != nil {
			return err
		}
		if err := roomFor(t, w); err != nil {
			return err
		}
		err := s.updateBooked(t, w, `place_id = ?, starts_at = ?, ends_at = ?, sequence = ?, reminded_day_before = 0, reminded_soon = 0`,
			b.PlaceID, s.d.time(b.Start), s.d.time(b.End), b.Sequence)
		if err != nil {
			return err
		}
		b.ChangedAt, b.RemindedDayBefore, b.RemindedSoon = w.Now.UTC().Truncate(time.Millisecond), false, false
		if err := s.touchBooked(t, w); err != nil {
			return err
		}
		return s.afterChange(t, w)
	})
	return s.domainOr("move appointment", err)
}

// Cancel frees a booking's place at its current version.
func (s *Store) Cancel(ctx context.Context, w *appointment.Write) error {
	return s.changeBooked(ctx, w, "cancel appointment", `status = 'cancelled', sequence = ?`, w.Booking.Sequence)
}

// SetOutcome records how the meeting went at the booking's version.
func (s *Store) SetOutcome(ctx context.Context, w *appointment.Write) error {
	return s.changeBooked(ctx, w, "appointment outcome", `outcome = ?`, w.Booking.Outcome)
}

// Designers are the active staff accounts, by name.
func (s *Store) Designers(ctx context.Context) ([]appointment.Designer, error) {
	return readAll(ctx, s, "designers", func(d *appointment.Designer) []any { return []any{&d.ID, &d.Name} },
		`SELECT id, name FROM staff_accounts WHERE NOT disabled ORDER BY name, id`)
}

// Assign gives a booking still booked at its version to w.Booking.StaffID (0: nobody), an account that must be active.
func (s *Store) Assign(ctx context.Context, w *appointment.Write) error {
	err := s.inTx(ctx, func(t tx) error {
		if id := w.Booking.StaffID; id != 0 {
			var n int
			if err := t.row(`SELECT count(*) FROM staff_accounts WHERE id = ? AND NOT disabled`, id).Scan(&n); err != nil {
				return err
			}
			if n == 0 {
				return appointment.ErrNoDesigner
			}
		}
		if err := s.updateBooked(t, w, `staff_id = ?`, nullID(w.Booking.StaffID)); err != nil {
			return err
		}
		return s.afterChange(t, w)
	})
	return s.domainOr("assign designer", err)
}

// changeBooked sets columns of a booking still booked at its version and records the change (and its
// touch of the lead); op names a failure.
func (s *Store) changeBooked(ctx context.Context, w *appointment.Write, op, set string, args ...any) error {
	err := s.inTx(ctx, func(t tx) error {
		if err := lockLead(t, w); err != nil {
			return err
		}
		if err := s.updateBooked(t, w, set, args...); err != nil {
			return err
		}
		if err := s.touchBooked(t, w); err != nil {
			return err
		}
		return s.afterChange(t, w)
	})
	return s.domainOr(op, err)
}

// updateBooked sets columns (set, with args) of a booking still booked at its
// version and counts the version up; appointment.ErrStale when it was not.
func (s *Store) updateBooked(t tx, w *appointment.Write, set string, args ...any) error {
	b := &w.Booking
	n, err := execCount(t, `UPDATE appointments SET `+set+`, version = version + 1, updated_at = ?
		WHERE id = ? AND version = ? AND status = 'booked'`, append(args, s.d.time(w.Now), b.ID, b.Version)...)
	if err != nil {
		return err
	}
	if n == 0 {
		return appointment.ErrStale
	}
	b.Version++
	return nil
}

// afterChange records the change in the booking's history (and a staff edit's audit entry) and queues its mails.
func (s *Store) afterChange(t tx, w *appointment.Write) error {
	if err := t.exec(`INSERT INTO appointment_events (appointment_id, at, actor_id, text) VALUES (?, ?, ?, ?)`,
		w.Booking.ID, s.d.time(w.Now), nullID(w.ActorID), w.Event); err != nil {
		return err
	}
	if w.Audit != nil {
		if err := s.audit(t, *w.Audit); err != nil {
			return err
		}
	}
	if w.Mails == nil {
		return nil
	}
	for _, m := range w.Mails(w.Booking) {
		body, err := json.Marshal(m)
		if err != nil {
			return err
		}
		kind := mailmsg.KindVisitor
		if m.To == w.CompanyAddress {
			kind = mailmsg.KindCompany
		}
		if err := s.queueBookingMessageIn(t, w.Booking.LeadID, m, string(body), kind, w.Now); err != nil {
			return err
		}
	}
	return nil
}

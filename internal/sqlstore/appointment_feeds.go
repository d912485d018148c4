// Private calendar feeds: each member of staff's feed hash and the bookings it shows.

package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
)

var _ appointment.FeedStore = (*Store)(nil)

// SetFeed replaces a member of staff's feed; an empty hash revokes it.
func (s *Store) SetFeed(ctx context.Context, l appointment.FeedLink, at time.Time) error {
	err := s.inTx(ctx, func(t tx) error {
		if err := t.exec(`DELETE FROM calendar_feeds WHERE staff_id = ?`, l.StaffID); err != nil || l.Hash == "" {
			return err
		}
		return t.exec(`INSERT INTO calendar_feeds (staff_id, token_hash, created_at, role, session_version) VALUES (?, ?, ?, ?, ?)`,
			l.StaffID, l.Hash, s.d.time(at), string(l.Role), l.SessionVersion)
	})
	if err != nil {
		return s.fail("calendar feed", err)
	}
	return nil
}

// FeedHolder is the feed of this hash with its account as it is now.
func (s *Store) FeedHolder(ctx context.Context, hash string) (appointment.FeedHolder, error) {
	var h appointment.FeedHolder
	err := s.readRow(ctx, `SELECT f.staff_id, f.token_hash, f.role, f.session_version, a.role, a.session_version, a.disabled, a.totp_enabled
		FROM calendar_feeds f JOIN staff_accounts a ON a.id = f.staff_id WHERE f.token_hash = ?`, hash).
		Scan(&h.Link.StaffID, &h.Link.Hash, &h.Link.Role, &h.Link.SessionVersion, &h.Role, &h.SessionVersion, &h.Disabled, &h.TwoFactor)
	if errors.Is(err, sql.ErrNoRows) {
		return h, appointment.ErrNoFeed
	} else if err != nil {
		return h, s.fail("calendar feed", err)
	}
	return h, nil
}

// StaffBookings are the bookings in [from, to) of the leads staffID handles (or meets), or all of them.
func (s *Store) StaffBookings(ctx context.Context, staffID int64, everything bool, from, to time.Time) ([]appointment.Booking, error) {
	return readAll(ctx, s, "staff bookings", bookingFields, `SELECT `+bookingColumns+` FROM appointments a JOIN leads l ON l.id = a.lead_id
		WHERE a.starts_at >= ? AND a.starts_at < ? AND (? OR l.assignee_id = ? OR a.staff_id = ?)
		ORDER BY a.starts_at, a.id`,
		s.d.time(from), s.d.time(to), everything, staffID, staffID)
}

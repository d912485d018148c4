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

// SetFeed replaces a member of staff's feed hash; "" revokes it.
func (s *Store) SetFeed(ctx context.Context, staffID int64, hash string, at time.Time) error {
	err := s.inTx(ctx, func(t tx) error {
		if err := t.exec(`DELETE FROM calendar_feeds WHERE staff_id = ?`, staffID); err != nil || hash == "" {
			return err
		}
		return t.exec(`INSERT INTO calendar_feeds (staff_id, token_hash, created_at) VALUES (?, ?, ?)`, staffID, hash, s.d.time(at))
	})
	if err != nil {
		return s.fail("calendar feed", err)
	}
	return nil
}

// FeedOwner is the enabled member of staff whose feed this is; owners see every booking.
func (s *Store) FeedOwner(ctx context.Context, hash string) (int64, bool, error) {
	var id int64
	var role string
	err := s.readRow(ctx, `SELECT f.staff_id, a.role FROM calendar_feeds f JOIN staff_accounts a ON a.id = f.staff_id
		WHERE f.token_hash = ? AND NOT a.disabled`, hash).Scan(&id, &role)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, appointment.ErrNoFeed
	} else if err != nil {
		return 0, false, s.fail("calendar feed", err)
	}
	return id, role == "owner", nil
}

// StaffBookings are the bookings in [from, to) of the leads staffID handles (or meets), or all of them.
func (s *Store) StaffBookings(ctx context.Context, staffID int64, everything bool, from, to time.Time) ([]appointment.Booking, error) {
	return readAll(ctx, s, "staff bookings", bookingFields, `SELECT `+bookingColumns+` FROM appointments a JOIN leads l ON l.id = a.lead_id
		WHERE a.starts_at >= ? AND a.starts_at < ? AND (? OR l.assignee_id = ? OR a.staff_id = ?)
		ORDER BY a.starts_at, a.id`,
		s.d.time(from), s.d.time(to), everything, staffID, staffID)
}

package sqlstore

// The inbox's writes: changes to a lead with their timeline and audit lines, merges, and digests.

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
)

// SaveLead writes sv's fields when sv.Version is current, with its timeline lines and audit entry.
func (s *Store) SaveLead(ctx context.Context, sv lead.Save) error {
	err := s.inTx(ctx, func(t tx) error { return s.saveLeadIn(t, sv) })
	return s.domainOr("save lead", err)
}

// saveLeadIn is SaveLead inside t, for a change that saves a lead with its own rows (a quote's).
func (s *Store) saveLeadIn(t tx, sv lead.Save) error {
	now := sv.Audit.At
	{
		marks := s.dashboardMarks(sv.Milestones, now)
		n, err := execCount(t, `UPDATE leads SET status = ?, lost_reason = ?, assignee_id = ?, follow_up_on = ?,
			won_value = CASE WHEN ? THEN ? ELSE won_value END, first_response_at = coalesce(first_response_at, ?), contacted_at = coalesce(contacted_at, ?),
			visit_booked_at = coalesce(visit_booked_at, ?), proposal_sent_at = coalesce(proposal_sent_at, ?),
			won_at = coalesce(won_at, ?), version = version + 1 WHERE id = ? AND version = ? AND merged_into IS NULL`,
			sv.Status, sv.LostReason, sql.NullInt64{Int64: sv.AssigneeID, Valid: sv.AssigneeID != 0},
			sql.NullString{String: sv.FollowUpOn, Valid: sv.FollowUpOn != ""},
			sv.WonValue != nil, wonValue(sv.WonValue), marks[0], marks[1], marks[2], marks[3], marks[4],
			sv.ID, sv.Version)
		if err != nil {
			return err
		}
		if n == 0 {
			return staleOrGone(t, sv.ID)
		}
		if c := sv.Details; c != nil {
			if err := t.exec(`UPDATE leads SET name = ?, mobile = ?, mobile_digits = ?, email = ?, location = ?, property_type = ?
				WHERE id = ?`, c.Name, c.Mobile, c.MobileDigits, sql.NullString{String: c.Email, Valid: c.Email != ""},
				c.Location, c.PropertyType, sv.ID); err != nil {
				return err
			}
		}
		if marks[0] != nil {
			if err := s.markResponseWithin(t, sv.ID); err != nil {
				return err
			}
		}
		for _, e := range sv.Events {
			if err := s.addEvent(t, sv.ID, now, sv.ActorID, e); err != nil {
				return err
			}
		}
		return s.audit(t, sv.Audit)
	}
}

// MergeLeads folds m.OtherID into m.KeptID: its timeline, the leads merged into
// it and the kept lead's empty attribution; the other leaves the list.
func (s *Store) MergeLeads(ctx context.Context, m lead.Merge) error {
	now := m.Audit.At
	err := s.inTx(ctx, func(t tx) error {
		var o [7]string
		err := t.row(`SELECT page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content
			FROM leads WHERE id = ? AND version = ? AND merged_into IS NULL`, m.OtherID, m.OtherVersion).
			Scan(&o[0], &o[1], &o[2], &o[3], &o[4], &o[5], &o[6])
		if errors.Is(err, sql.ErrNoRows) {
			return staleOrGone(t, m.OtherID)
		} else if err != nil {
			return err
		}
		n, err := execCount(t, `UPDATE leads SET version = version + 1,
			page = CASE WHEN page = '' THEN ? ELSE page END,
			referrer = CASE WHEN referrer = '' THEN ? ELSE referrer END,
			utm_source = CASE WHEN utm_source = '' THEN ? ELSE utm_source END,
			utm_medium = CASE WHEN utm_medium = '' THEN ? ELSE utm_medium END,
			utm_campaign = CASE WHEN utm_campaign = '' THEN ? ELSE utm_campaign END,
			utm_term = CASE WHEN utm_term = '' THEN ? ELSE utm_term END,
			utm_content = CASE WHEN utm_content = '' THEN ? ELSE utm_content END
			WHERE id = ? AND version = ? AND merged_into IS NULL`,
			o[0], o[1], o[2], o[3], o[4], o[5], o[6], m.KeptID, m.KeptVersion)
		if err != nil {
			return err
		}
		if n == 0 {
			return staleOrGone(t, m.KeptID)
		}
		for _, q := range []string{
			`UPDATE leads SET merged_into = ?, version = version + 1 WHERE id = ?`,
			`UPDATE leads SET merged_into = ? WHERE merged_into = ?`, // one level: the kept lead holds them all
			`UPDATE lead_events SET lead_id = ? WHERE lead_id = ?`,
			`UPDATE whatsapp_messages SET lead_id = ? WHERE lead_id = ?`, // one person, one conversation
		} {
			if err := t.exec(q, m.KeptID, m.OtherID); err != nil {
				return err
			}
		}
		if err := s.addEvent(t, m.KeptID, now, m.ActorID, m.Event); err != nil {
			return err
		}
		return s.audit(t, m.Audit)
	})
	return s.domainOr("merge leads", err)
}

// wonValue is an order value to store: NULL for none (nil or 0).
func wonValue(v *int64) sql.NullInt64 {
	if v == nil || *v == 0 {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: *v, Valid: true}
}

// dashboardMarks are the instants of sv's milestones, NULL where it reaches none (the lead keeps the first):
// its first response, then each stage of lead.Funnel after new, in the order SaveLead writes them.
func (s *Store) dashboardMarks(m lead.Milestones, now time.Time) [5]any {
	marks := [5]any{}
	for i, set := range []bool{m.FirstResponse, m.Contacted, m.VisitBooked, m.ProposalSent, m.Won} {
		if set {
			marks[i] = s.d.time(now)
		}
	}
	return marks
}

func (s *Store) addEvent(t tx, leadID int64, at time.Time, actorID int64, e lead.Event) error {
	return t.exec(`INSERT INTO lead_events (lead_id, at, actor_id, kind, text, status_to) VALUES (?, ?, ?, ?, ?, ?)`,
		leadID, s.d.time(at), sql.NullInt64{Int64: actorID, Valid: actorID != 0}, e.Kind, e.Text,
		sql.NullString{String: e.Status, Valid: e.Status != ""})
}

// staleOrGone tells a version that moved on from a lead that is not (or no longer) live.
func staleOrGone(t tx, id int64) error {
	var n int
	if err := t.row(`SELECT count(*) FROM leads WHERE id = ? AND merged_into IS NULL`, id).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return lead.ErrNoLead
	}
	return lead.ErrStale
}

// domainOr passes the domain's own errors through and names the operation of the rest.
func (s *Store) domainOr(op string, err error) error {
	var fe *fault.Error
	if err == nil || errors.As(err, &fe) {
		return err
	}
	return s.fail(op, err)
}

func execCount(t tx, query string, args ...any) (int64, error) {
	res, err := t.q.ExecContext(t.ctx, t.d.rebind(query), args...)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// DigestSent reports whether staffID's digest of day was recorded.
func (s *Store) DigestSent(ctx context.Context, staffID int64, day string) (bool, error) {
	var n int
	if err := s.readRow(ctx, `SELECT count(*) FROM lead_digests WHERE staff_id = ? AND day = ?`, staffID, day).Scan(&n); err != nil {
		return false, s.fail("digest sent", err)
	}
	return n > 0, nil
}

// SendDigest records staffID's digest of day and enqueues msg with it, unless recorded already.
func (s *Store) SendDigest(ctx context.Context, staffID int64, day string, msg mailmsg.Message) (bool, error) {
	return s.sendOnce(ctx, "send digest", `INSERT INTO lead_digests (staff_id, day, sent_at) VALUES (?, ?, ?)
		ON CONFLICT DO NOTHING RETURNING staff_id`, staffID, day, msg)
}

// sendOnce records a mail of staffID for key with insert (staff id, key, sent at; RETURNING a row only when new)
// and enqueues msg in the same transaction; false when another copy of the site recorded it first.
func (s *Store) sendOnce(ctx context.Context, op, insert string, staffID int64, key string, msg mailmsg.Message) (bool, error) {
	sent := false
	err := s.inTx(ctx, func(t tx) error {
		var id int64
		err := t.row(insert, staffID, key, s.d.time(time.Now())).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return nil // another copy of the site sent it
		} else if err != nil {
			return err
		}
		sent = true
		_, err = s.enqueueIn(t, msg, mailmsg.KindCompany, 0)
		return err
	})
	if err != nil {
		return false, s.fail(op, err)
	}
	return sent, nil
}

package sqlstore

// Automatic assignment and the response target: the owner's settings, who is
// away and where they work, the round-robin pick (made inside the write
// transaction on both engines) and the escalation mark.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ lead.AssignStore = (*Store)(nil)

// AssignSettings returns the one settings row.
func (s *Store) AssignSettings(ctx context.Context) (lead.AssignSettings, error) {
	var set lead.AssignSettings
	err := s.readRow(ctx, `SELECT auto_assign, by_city, response_minutes, watch_from, version FROM assignment_settings WHERE id = 1`).
		Scan(&set.AutoAssign, &set.ByCity, &set.ResponseMinutes, maybeInstant{&set.WatchFrom}, &set.Version)
	if err != nil {
		return set, s.fail("assignment settings", err)
	}
	return set, nil
}

// SaveAssignSettings writes set when its version is current, with audit when not nil.
func (s *Store) SaveAssignSettings(ctx context.Context, set lead.AssignSettings, assignFrom time.Time, audit *staff.AuditEvent) (lead.AssignSettings, error) {
	var watch any
	if set.WatchFrom != nil {
		watch = s.d.time(*set.WatchFrom)
	}
	var from any
	if !assignFrom.IsZero() {
		from = s.d.time(assignFrom)
	}
	err := s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE assignment_settings SET auto_assign = ?, by_city = ?, response_minutes = ?, watch_from = ?,
			assign_from = coalesce(?, assign_from), version = version + 1 WHERE id = 1 AND version = ?`,
			set.AutoAssign, set.ByCity, set.ResponseMinutes, watch, from, set.Version)
		if err != nil {
			return err
		}
		if n == 0 {
			return lead.ErrSettingsStale
		}
		if audit == nil {
			return nil
		}
		return s.audit(t, *audit)
	})
	if err != nil {
		return set, s.domainOr("save assignment settings", err)
	}
	set.Version++
	return set, nil
}

const seatSelect = `SELECT id, name, email, role, away, cities FROM staff_accounts`

func seatFields(st *lead.Seat) []any {
	return []any{&st.ID, &st.Name, &st.Email, &st.Role, &st.Away, cityList{&st.Cities}}
}

// cityList scans the cities column (one a line).
type cityList struct{ p *[]string }

func (c cityList) Scan(v any) error {
	var text string
	switch x := v.(type) {
	case string:
		text = x
	case []byte:
		text = string(x)
	}
	*c.p = []string{}
	for line := range strings.SplitSeq(text, "\n") {
		if line != "" {
			*c.p = append(*c.p, line)
		}
	}
	return nil
}

// Seats returns the active accounts of role sales or owner, by name.
func (s *Store) Seats(ctx context.Context) ([]lead.Seat, error) {
	rows, err := s.read(ctx, seatSelect+` WHERE NOT disabled AND role IN ('sales', 'owner') ORDER BY name, id`)
	list, err := collect(rows, err, seatFields)
	if err != nil {
		return nil, s.fail("seats", err)
	}
	return list, nil
}

// SetSeat writes whether account id is away and the cities it covers, with the audit entry.
func (s *Store) SetSeat(ctx context.Context, id int64, away bool, cities []string, audit staff.AuditEvent) error {
	err := s.inTx(ctx, func(t tx) error {
		if err := t.exec(`UPDATE staff_accounts SET away = ?, cities = ? WHERE id = ?`, away, strings.Join(cities, "\n"), id); err != nil {
			return err
		}
		return s.audit(t, audit)
	})
	return s.domainOr("set seat", err)
}

// AssignInTurn reads a.LeadID's lead.Pick, takes the turn a.Turn names and writes what a.Hand hands it, inside
// one write transaction: on PostgreSQL the rotation's row is locked (FOR UPDATE), so concurrent picks queue on
// it and each sees the one before; on SQLite the one writer runs the units one after another.
func (s *Store) AssignInTurn(ctx context.Context, a lead.AutoAssign) (*lead.Seat, error) {
	var picked *lead.Seat
	var body []byte // the mail, encoded inside the unit (it names whoever was picked)
	err := s.inTx(ctx, func(t tx) error {
		picked = nil
		var p lead.Pick
		if err := t.row(`SELECT auto_assign, by_city FROM assignment_settings WHERE id = 1`).Scan(&p.Auto, &p.ByCity); err != nil {
			return err
		}
		w := &p.Lead
		err := t.row(`SELECT id, name, location, mobile, created_at, coalesce(assignee_id, 0) FROM leads
			WHERE id = ? AND merged_into IS NULL`+s.d.rowLock, a.LeadID).
			Scan(&w.ID, &w.Name, &w.Location, &w.Mobile, instant{&w.CreatedAt}, &p.Assignee)
		if errors.Is(err, sql.ErrNoRows) {
			return nil // merged away or gone: nothing to hand
		} else if err != nil {
			return err
		}
		rows, err := t.rows(seatSelect + ` WHERE NOT disabled AND role IN ('sales', 'owner') ORDER BY id`)
		if p.Team, err = collect(rows, err, seatFields); err != nil {
			return err
		}
		if a.From != 0 {
			_ = t.row(`SELECT name FROM staff_accounts WHERE id = ?`, a.From).Scan(&p.FromName)
		}
		if p.Family, err = familyAssignee(t, a.LeadID); err != nil {
			return err
		}
		turn, ok := a.Turn(p)
		if !ok {
			return nil
		}
		var next int64
		if len(turn.IDs) > 0 {
			if err := t.exec(`INSERT INTO assignment_turns (scope, last_staff_id) VALUES (?, 0) ON CONFLICT DO NOTHING`, turn.Scope); err != nil {
				return err
			}
			var last int64
			if err := t.row(`SELECT last_staff_id FROM assignment_turns WHERE scope = ?`+s.d.rowLock, turn.Scope).Scan(&last); err != nil {
				return err
			}
			next = turn.Next(last)
			if err := t.exec(`UPDATE assignment_turns SET last_staff_id = ? WHERE scope = ?`, next, turn.Scope); err != nil {
				return err
			}
		}
		h, ok := a.Hand(p, turn, next)
		if !ok {
			return nil
		}
		var to sql.NullInt64
		if h.To != nil {
			to = sql.NullInt64{Int64: h.To.ID, Valid: true}
		}
		if err := t.exec(`UPDATE leads SET assignee_id = ?, version = version + 1 WHERE id = ?`, to, a.LeadID); err != nil {
			return err
		}
		if err := s.addEvent(t, a.LeadID, a.At, 0, h.Line); err != nil {
			return err
		}
		if err := s.audit(t, h.Audit); err != nil {
			return err
		}
		picked = h.To
		if h.Mail == nil {
			return nil
		}
		if body, err = json.Marshal(*h.Mail); err != nil {
			return err
		}
		_, err = s.enqueueJSONIn(t, string(body), mailmsg.KindCompany, 0, aboutLead(a.LeadID)...)
		return err
	})
	if err != nil {
		return nil, s.fail("assign in turn", err)
	}
	return picked, nil
}

// familyAssignee is the assignee of the latest other live lead with leadID's mobile (0: none), the person
// already working that family (lead.RepeatSeat decides whether they take it).
func familyAssignee(t tx, leadID int64) (int64, error) {
	var id int64
	err := t.row(`SELECT assignee_id FROM leads WHERE mobile_digits = (SELECT mobile_digits FROM leads WHERE id = ?)
		AND mobile_digits <> '' AND id <> ? AND merged_into IS NULL AND assignee_id IS NOT NULL
		ORDER BY created_at DESC, id DESC LIMIT 1`, leadID, leadID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return id, err
}

// AwaitingAssignment returns live new leads nobody has, created at or after since and since assignment was switched on.
// Imported leads are not awaiting: the import chose who takes them (issue 41 item 7), nobody included.
func (s *Store) AwaitingAssignment(ctx context.Context, since time.Time, limit int) ([]int64, error) {
	rows, err := s.read(ctx, `SELECT l.id FROM leads l, assignment_settings a WHERE a.id = 1 AND a.assign_from IS NOT NULL
		AND l.created_at >= a.assign_from AND l.created_at >= ? AND l.assignee_id IS NULL AND l.status = 'new'
		AND l.merged_into IS NULL AND l.import_id IS NULL ORDER BY l.created_at, l.id LIMIT ?`, s.d.time(since), limit)
	ids, err := collect(rows, err, func(v *int64) []any { return []any{v} })
	if err != nil {
		return nil, s.fail("awaiting assignment", err)
	}
	return ids, nil
}

// OpenLeadsOf returns the live open leads assigned to staffID.
func (s *Store) OpenLeadsOf(ctx context.Context, staffID int64) ([]int64, error) {
	rows, err := s.read(ctx, `SELECT id FROM leads WHERE assignee_id = ? AND merged_into IS NULL
		AND status NOT IN ('won', 'lost') ORDER BY created_at, id`, staffID)
	ids, err := collect(rows, err, func(v *int64) []any { return []any{v} })
	if err != nil {
		return nil, s.fail("open leads of", err)
	}
	return ids, nil
}

// OpenLeadsOfDisabled returns the live open leads whose assignee's account is disabled, as lead id → assignee id.
func (s *Store) OpenLeadsOfDisabled(ctx context.Context) (map[int64]int64, error) {
	rows, err := s.read(ctx, `SELECT l.id, l.assignee_id FROM leads l JOIN staff_accounts a ON a.id = l.assignee_id
		WHERE a.disabled AND l.merged_into IS NULL AND l.status NOT IN ('won', 'lost') ORDER BY l.id LIMIT 500`)
	pairs, err := collect(rows, err, func(p *[2]int64) []any { return []any{&p[0], &p[1]} })
	if err != nil {
		return nil, s.fail("open leads of disabled", err)
	}
	out := map[int64]int64{}
	for _, p := range pairs {
		out[p[0]] = p[1]
	}
	return out, nil
}

// contactKinds is lead.ContactKinds as an SQL list.
var contactKinds = "'" + strings.Join(lead.ContactKinds, "', '") + "'"

// Unanswered returns live new leads created at or after since that nobody on the staff contacted and that were not escalated.
// Imported leads are history, held to no response target (as the dashboard's response figures leave them out).
func (s *Store) Unanswered(ctx context.Context, since time.Time, limit int) ([]lead.Watch, error) {
	rows, err := s.read(ctx, `SELECT l.id, l.name, l.location, l.mobile, l.created_at, coalesce(l.assignee_id, 0), coalesce(a.name, '')
		FROM leads l LEFT JOIN staff_accounts a ON a.id = l.assignee_id
		WHERE l.created_at >= ? AND l.merged_into IS NULL AND l.escalated_at IS NULL AND l.status = 'new' AND l.import_id IS NULL
		AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.lead_id = l.id AND e.actor_id IS NOT NULL AND e.kind IN (`+contactKinds+`))
		ORDER BY l.created_at, l.id LIMIT ?`, s.d.time(since), limit)
	list, err := collect(rows, err, func(w *lead.Watch) []any {
		w.Assignee = &lead.Person{}
		return []any{&w.ID, &w.Name, &w.Location, &w.Mobile, instant{&w.CreatedAt}, &w.Assignee.ID, &w.Assignee.Name}
	})
	if err != nil {
		return nil, s.fail("unanswered leads", err)
	}
	for i := range list {
		if list[i].Assignee.ID == 0 {
			list[i].Assignee = nil
		}
	}
	return list, nil
}

// Escalate marks the leads not yet escalated and queues compose's mails about them, in one transaction.
func (s *Store) Escalate(ctx context.Context, ids []int64, at time.Time, compose func(marked []int64) []mailmsg.Message) ([]int64, error) {
	var marked []int64
	err := s.inTx(ctx, func(t tx) error {
		marked = nil
		for _, id := range ids {
			n, err := execCount(t, `UPDATE leads SET escalated_at = ? WHERE id = ? AND escalated_at IS NULL`, s.d.time(at), id)
			if err != nil {
				return err
			}
			if n == 1 {
				marked = append(marked, id)
			}
		}
		if len(marked) == 0 {
			return nil
		}
		for _, m := range compose(marked) {
			if _, err := s.enqueueIn(t, m, mailmsg.KindCompany, 0, aboutLead(marked...)...); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, s.fail("escalate leads", err)
	}
	return marked, nil
}

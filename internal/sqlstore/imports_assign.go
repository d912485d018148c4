package sqlstore

// An import's new leads handed out in its own transaction (issue 41 item 7), and its timeline lines
// written a batch a statement.

import (
	"database/sql"
	"errors"
	"maps"
	"slices"
	"strings"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/staff"
)

// importAssignees picks who takes each of imp.Create, as imp.Assign asks, with the accounts as they are
// now: a named person checked again, or lead by lead whoever's turn it is in the automatic assignment's
// rotation (assignment_turns), whose rows stay locked until the import commits, so a new lead assigned
// meanwhile takes the turn after the import's last. It returns the city of the rotation each lead was
// picked in ("" for everyone).
func (s *Store) importAssignees(t tx, imp *leadimport.Import) ([]string, error) {
	imp.Assignees = make([]*lead.Person, len(imp.Create))
	cities := make([]string, len(imp.Create))
	a := imp.Assign
	if a.To != 0 {
		var acct staff.Account
		err := t.row(`SELECT id, name, role, disabled FROM staff_accounts WHERE id = ?`+s.d.rowLock, a.To).
			Scan(&acct.ID, &acct.Name, &acct.Role, &acct.Disabled)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, a.CheckPerson(nil)
		} else if err != nil {
			return nil, err
		}
		if err := a.CheckPerson(&acct); err != nil {
			return nil, err
		}
		p := &lead.Person{ID: acct.ID, Name: acct.Name}
		for i := range imp.Assignees {
			imp.Assignees[i] = p
		}
		return cities, nil
	}
	if !a.InTurn {
		return cities, nil
	}
	var byCity bool
	if err := t.row(`SELECT by_city FROM assignment_settings WHERE id = 1`).Scan(&byCity); err != nil {
		return nil, err
	}
	rows, err := t.rows(seatSelect + ` WHERE NOT disabled AND role IN ('sales', 'owner') ORDER BY id`)
	team, err := collect(rows, err, seatFields)
	if err != nil {
		return nil, err
	}
	if err := a.CheckTurn(team); err != nil {
		return nil, err
	}
	turns := make([]lead.Turn, len(imp.Create))
	last := map[string]int64{}
	for i := range imp.Create {
		turns[i] = lead.TurnFor(team, byCity, imp.Create[i].Location, 0)
		last[turns[i].Scope] = 0
	}
	scopes := slices.Sorted(maps.Keys(last))
	for _, sc := range scopes { // in one order, so two writers wait rather than deadlock
		if err := t.exec(`INSERT INTO assignment_turns (scope, last_staff_id) VALUES (?, 0) ON CONFLICT DO NOTHING`, sc); err != nil {
			return nil, err
		}
		var id int64
		if err := t.row(`SELECT last_staff_id FROM assignment_turns WHERE scope = ?`+s.d.rowLock, sc).Scan(&id); err != nil {
			return nil, err
		}
		last[sc] = id
	}
	seat := map[int64]*lead.Person{}
	for i := range team {
		seat[team[i].ID] = &team[i].Person
	}
	for i, turn := range turns {
		next := turn.Next(last[turn.Scope])
		last[turn.Scope] = next
		imp.Assignees[i] = seat[next]
		if turn.Scope != "" {
			cities[i] = imp.Create[i].Location
		}
	}
	for _, sc := range scopes {
		if err := t.exec(`UPDATE assignment_turns SET last_staff_id = ? WHERE scope = ?`, last[sc], sc); err != nil {
			return nil, err
		}
	}
	return cities, nil
}

// importEvent is one timeline line an import writes.
type importEvent struct {
	leadID int64
	kind   string
	text   string
}

// importEventColumns is the number of values a line of insertImportEvents takes.
const importEventColumns = 6

// insertImportEvents writes the import's timeline lines importBatch a statement, as the import's own (undo removes them).
func (s *Store) insertImportEvents(t tx, imp *leadimport.Import, events []importEvent) error {
	row := "(?" + strings.Repeat(", ?", importEventColumns-1) + ")"
	actor := sql.NullInt64{Int64: imp.StaffID, Valid: imp.StaffID != 0}
	for len(events) > 0 {
		batch := events[:min(importBatch, len(events))]
		events = events[len(batch):]
		args := make([]any, 0, len(batch)*importEventColumns)
		for _, e := range batch {
			args = append(args, e.leadID, s.d.time(imp.At), actor, e.kind, e.text, imp.ID)
		}
		if err := t.exec(`INSERT INTO lead_events (lead_id, at, actor_id, kind, text, import_id) VALUES `+
			row+strings.Repeat(", "+row, len(batch)-1), args...); err != nil {
			return err
		}
	}
	return nil
}

// importEvents are imp's lines once its leads have ids: each row already a lead's, then each new lead's note and assignment.
func importEvents(imp *leadimport.Import, ids []int64, cities []string) []importEvent {
	leadOf := func(k leadimport.Link) int64 {
		if k.LeadID != 0 {
			return k.LeadID
		}
		return ids[k.Row]
	}
	out := make([]importEvent, 0, len(imp.Links)+len(imp.Notes))
	for _, k := range imp.Links {
		out = append(out, importEvent{leadOf(k), lead.EventNote, k.Text})
	}
	for _, k := range imp.Notes {
		out = append(out, importEvent{leadOf(k), lead.EventNote, k.Text})
	}
	for i, p := range imp.Assignees {
		if p != nil {
			out = append(out, importEvent{ids[i], lead.EventAssigned, imp.Assign.Line(imp.FileName, p.Name, cities[i])})
		}
	}
	return out
}

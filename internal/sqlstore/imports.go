package sqlstore

// CSV imports of leads: one transaction each, undone as one.

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/leadimport"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ leadimport.Store = (*Store)(nil)

// digitsBatch is how many mobiles one duplicate look-up asks for.
const digitsBatch = 500

// LeadIDsByDigits returns the newest live lead of each of these mobiles that has one.
func (s *Store) LeadIDsByDigits(ctx context.Context, digits []string) (map[string]int64, error) {
	found := make(map[string]int64, len(digits))
	for len(digits) > 0 {
		batch := digits[:min(digitsBatch, len(digits))]
		digits = digits[len(batch):]
		args := make([]any, len(batch))
		for i, d := range batch {
			args[i] = d
		}
		rows, err := s.read(ctx, `SELECT mobile_digits, id FROM leads WHERE merged_into IS NULL
			AND mobile_digits IN (?`+strings.Repeat(", ?", len(batch)-1)+`) ORDER BY created_at, id`, args...)
		if err != nil {
			return nil, s.fail("leads by mobile", err)
		}
		for rows.Next() {
			var d string
			var id int64
			if err := rows.Scan(&d, &id); err != nil {
				rows.Close()
				return nil, s.fail("leads by mobile", err)
			}
			found[d] = id // oldest first: the newest stays
		}
		if err := rows.Close(); err != nil {
			return nil, s.fail("leads by mobile", err)
		}
	}
	return found, nil
}

const importedLeadInsert = `INSERT INTO leads (property_type, location, name, mobile, email, whatsapp_updates, role, created_at,
	page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, mobile_digits, import_id, assignee_id) VALUES `

// importedLeadColumns is the number of values importedLeadInsert takes per lead.
const importedLeadColumns = 18

// importBatch is how many leads one INSERT writes: on PostgreSQL each statement is a round trip,
// and 10,000 of them were most of an import's time.
const importBatch = 500

// insertImported writes leads, each with its assignee (nil: nobody), in statements of importBatch rows and
// returns their ids in order: ids come from the table's sequence as the rows are written, so a statement's
// ids sorted are its rows'. Written so, a lead's version stays 1: undo knows nobody has worked on it.
func (s *Store) insertImported(t tx, leads []lead.Enquiry, assignees []*lead.Person, importID int64) ([]int64, error) {
	ids := make([]int64, 0, len(leads))
	row := "(?" + strings.Repeat(", ?", importedLeadColumns-1) + ")"
	for len(leads) > 0 {
		batch := leads[:min(importBatch, len(leads))]
		to := assignees[len(ids) : len(ids)+len(batch)]
		leads = leads[len(batch):]
		args := make([]any, 0, len(batch)*importedLeadColumns)
		for i := range batch {
			l := &batch[i]
			var assignee sql.NullInt64
			if to[i] != nil {
				assignee = sql.NullInt64{Int64: to[i].ID, Valid: true}
			}
			var email sql.NullString
			if l.Email != nil {
				email = sql.NullString{String: *l.Email, Valid: true}
			}
			a := l.Attribution
			args = append(args, l.PropertyType, l.Location, l.Name, l.Mobile, email, l.WhatsappUpdates, l.Role,
				s.d.time(l.CreatedAt), a.Page, a.Referrer, a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm, a.UTMContent,
				l.MobileDigits, importID, assignee)
		}
		rows, err := t.rows(importedLeadInsert+row+strings.Repeat(", "+row, len(batch)-1)+" RETURNING id", args...)
		if err != nil {
			return nil, err
		}
		first := len(ids)
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return nil, err
			}
			ids = append(ids, id)
		}
		if err := rows.Close(); err != nil {
			return nil, err
		}
		if len(ids)-first != len(batch) {
			return nil, fmt.Errorf("import: %d leads written of %d", len(ids)-first, len(batch))
		}
		slices.Sort(ids[first:])
	}
	return ids, nil
}

// SaveImport writes the import, its leads and links and its audit entry in one transaction.
// Imported leads send no notice and no CRM copy: they are the company's own records already.
func (s *Store) SaveImport(ctx context.Context, imp *leadimport.Import) error {
	err := s.inTx(ctx, func(t tx) error {
		if err := s.noLeadsYet(t, imp.Create); err != nil {
			return err
		}
		if err := linkedStillLive(t, imp.Links); err != nil {
			return err
		}
		cities, err := s.importAssignees(t, imp)
		if err != nil {
			return err
		}
		err = t.row(`INSERT INTO lead_imports (staff_id, file_name, created_at, row_count, created, linked, refused)
			VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, imp.StaffID, imp.FileName, s.d.time(imp.At), imp.RowCount,
			len(imp.Create), len(imp.Links), imp.Refused).Scan(&imp.ID)
		if err != nil {
			return err
		}
		ids, err := s.insertImported(t, imp.Create, imp.Assignees, imp.ID)
		if err != nil {
			return err
		}
		for i := range imp.Create {
			imp.Create[i].ID = ids[i]
		}
		if err := s.insertImportEvents(t, imp, importEvents(imp, ids, cities)); err != nil {
			return err
		}
		imp.Audit.Subject = "import " + strconv.FormatInt(imp.ID, 10)
		return s.audit(t, imp.Audit)
	})
	return s.domainOr("save import", err)
}

// importsTakeTurns makes imports and their undos wait for each other on PostgreSQL (SQLite writes one
// transaction at a time): an import linking rows to the leads an undo deletes deadlocked with it, or
// broke a foreign key. Each takes the lock as its first statement, so no other lock is held before it.
func importsTakeTurns(t tx) error {
	if t.d.name != postgresDialect.name {
		return nil
	}
	return t.exec(`LOCK TABLE lead_imports IN SHARE ROW EXCLUSIVE MODE`)
}

// linkedStillLive refuses an import whose links name a lead no longer live: an undo (or a merge)
// removed it after the file was read.
func linkedStillLive(t tx, links []leadimport.Link) error {
	seen := map[int64]bool{}
	var ids []any
	for _, k := range links {
		if k.LeadID != 0 && !seen[k.LeadID] {
			seen[k.LeadID] = true
			ids = append(ids, k.LeadID)
		}
	}
	for len(ids) > 0 {
		batch := ids[:min(digitsBatch, len(ids))]
		ids = ids[len(batch):]
		var n int
		if err := t.row(`SELECT count(*) FROM leads WHERE merged_into IS NULL AND id IN (?`+strings.Repeat(", ?", len(batch)-1)+`)`,
			batch...).Scan(&n); err != nil {
			return err
		}
		if n != len(batch) {
			return leadimport.ErrRaced
		}
	}
	return nil
}

// noLeadsYet refuses an import when a live lead has one of the mobiles it would create: two imports
// of one file at once would otherwise both create them. SQLite writes one transaction at a time; on
// PostgreSQL the lock makes imports take turns, so the second sees the first's leads.
func (s *Store) noLeadsYet(t tx, create []lead.Enquiry) error {
	if err := importsTakeTurns(t); err != nil {
		return err
	}
	for len(create) > 0 {
		batch := create[:min(digitsBatch, len(create))]
		create = create[len(batch):]
		args := make([]any, len(batch))
		for i := range batch {
			args[i] = batch[i].MobileDigits
		}
		var n int
		if err := t.row(`SELECT count(*) FROM leads WHERE merged_into IS NULL AND mobile_digits IN (?`+
			strings.Repeat(", ?", len(batch)-1)+`)`, args...).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return leadimport.ErrRaced
		}
	}
	return nil
}

// workedOn is the condition of an imported lead someone has changed, merged, booked or written to on WhatsApp since.
const workedOn = `(l.version > 1 OR l.merged_into IS NOT NULL
	OR EXISTS (SELECT 1 FROM leads m WHERE m.merged_into = l.id)
	OR EXISTS (SELECT 1 FROM appointments ap WHERE ap.lead_id = l.id)
	OR EXISTS (SELECT 1 FROM whatsapp_messages w WHERE w.lead_id = l.id))`

// Imports lists the newest imports first.
func (s *Store) Imports(ctx context.Context, limit int) ([]leadimport.Summary, error) {
	rows, err := s.read(ctx, `SELECT i.id, i.file_name, coalesce(a.name, ''), i.created_at, i.row_count, i.created, i.linked, i.refused, i.undone_at,
		(SELECT count(*) FROM leads l WHERE l.import_id = i.id AND `+workedOn+`)
		FROM lead_imports i LEFT JOIN staff_accounts a ON a.id = i.staff_id ORDER BY i.id DESC LIMIT ?`, limit)
	list, err := collect(rows, err, func(m *leadimport.Summary) []any {
		return []any{&m.ID, &m.FileName, &m.By, instant{&m.At}, &m.RowCount, &m.Created, &m.Linked, &m.Refused, maybeInstant{&m.UndoneAt}, &m.WorkedOn}
	})
	if err != nil {
		return nil, s.fail("imports", err)
	}
	return list, nil
}

// UndoImport deletes the leads import id created and every line it added, unless someone has worked on one of its leads since.
func (s *Store) UndoImport(ctx context.Context, id int64, at time.Time, audit staff.AuditEvent) error {
	err := s.inTx(ctx, func(t tx) error {
		if err := importsTakeTurns(t); err != nil {
			return err
		}
		var undone sql.NullString
		err := t.row(`SELECT CAST(undone_at AS TEXT) FROM lead_imports WHERE id = ?`, id).Scan(&undone)
		if errors.Is(err, sql.ErrNoRows) {
			return leadimport.ErrNoImport
		} else if err != nil {
			return err
		}
		if undone.Valid {
			return leadimport.ErrUndone
		}
		var n int
		var first sql.NullInt64
		if err := t.row(`SELECT count(*), min(l.id) FROM leads l WHERE l.import_id = ? AND `+workedOn, id).Scan(&n, &first); err != nil {
			return err
		}
		if n > 0 {
			return leadimport.WorkedOnSince(n, first.Int64)
		}
		if err := t.exec(`DELETE FROM lead_events WHERE import_id = ? OR lead_id IN (SELECT id FROM leads WHERE import_id = ?)`, id, id); err != nil {
			return err
		}
		if err := t.exec(`DELETE FROM leads WHERE import_id = ?`, id); err != nil {
			return err
		}
		if err := t.exec(`UPDATE lead_imports SET undone_at = ? WHERE id = ?`, s.d.time(at), id); err != nil {
			return err
		}
		return s.audit(t, audit)
	})
	return s.domainOr("undo import", err)
}

// LeadViews returns staffID's saved views by name.
func (s *Store) LeadViews(ctx context.Context, staffID int64) ([]lead.View, error) {
	rows, err := s.read(ctx, `SELECT id, name, query, created_at FROM lead_views WHERE staff_id = ? ORDER BY lower(name), id`, staffID)
	list, err := collect(rows, err, func(v *lead.View) []any { return []any{&v.ID, &v.Name, &v.Query, instant{&v.CreatedAt}} })
	if err != nil {
		return nil, s.fail("lead views", err)
	}
	return list, nil
}

// AddLeadView stores v unless staffID has max views or one of its name already; the count and the
// unique index are checked in one transaction, with the person's row locked so two saves queue.
func (s *Store) AddLeadView(ctx context.Context, staffID int64, v *lead.View, max int) error {
	err := s.inTx(ctx, func(t tx) error {
		var one int
		if err := t.row(`SELECT 1 FROM staff_accounts WHERE id = ?`+s.d.rowLock, staffID).Scan(&one); err != nil {
			return err
		}
		var n, same int
		if err := t.row(`SELECT count(*), coalesce(sum(CASE WHEN lower(name) = lower(?) THEN 1 ELSE 0 END), 0) FROM lead_views WHERE staff_id = ?`,
			v.Name, staffID).Scan(&n, &same); err != nil {
			return err
		}
		if same > 0 {
			return lead.ErrViewName
		}
		if n >= max {
			return lead.ErrTooManyViews
		}
		return t.row(`INSERT INTO lead_views (staff_id, name, query, created_at) VALUES (?, ?, ?, ?) RETURNING id`,
			staffID, v.Name, v.Query, s.d.time(v.CreatedAt)).Scan(&v.ID)
	})
	return s.domainOr("add lead view", err)
}

// DeleteLeadView removes staffID's view id.
func (s *Store) DeleteLeadView(ctx context.Context, staffID, id int64) error {
	err := s.inTx(ctx, func(t tx) error {
		return t.exec(`DELETE FROM lead_views WHERE id = ? AND staff_id = ?`, id, staffID)
	})
	if err != nil {
		return s.fail("delete lead view", err)
	}
	return nil
}

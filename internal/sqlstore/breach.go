package sqlstore

// The breach register and its list of processors (migration 00031): each incident one row of JSON with its version.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"

	"github.com/nivaas-interiors/site/internal/breach"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ breach.Store = (*Store)(nil)

const breachSelect = `SELECT id, body, version, created_at, updated_at FROM breaches`

func scanBreach(i *breach.Incident) []any {
	return []any{&i.ID, jsonOf[breach.Incident]{i}, &i.Version, instant{&i.CreatedAt}, instant{&i.UpdatedAt}}
}

// fixBreach puts back what the JSON body does not decide (it is scanned after the id and before the version).
func fixBreach(i *breach.Incident, id int64) {
	i.ID = id
	if i.LeadIDs == nil {
		i.LeadIDs = []int64{}
	}
}

// Breaches is the register, the latest found first.
func (s *Store) Breaches(ctx context.Context) ([]breach.Incident, error) {
	type row struct {
		id int64
		i  breach.Incident
	}
	rows, err := readAll(ctx, s, "breaches", func(r *row) []any {
		d := scanBreach(&r.i)
		d[0] = &r.id
		return d
	}, breachSelect+` ORDER BY found_at DESC, id DESC LIMIT 500`)
	if err != nil {
		return nil, err
	}
	list := make([]breach.Incident, len(rows))
	for n, r := range rows {
		fixBreach(&r.i, r.id)
		list[n] = r.i
	}
	return list, nil
}

// Breach is one incident, breach.ErrNotFound when there is none.
func (s *Store) Breach(ctx context.Context, id int64) (breach.Incident, error) {
	var got int64
	var i breach.Incident
	d := scanBreach(&i)
	d[0] = &got
	err := s.readRow(ctx, breachSelect+` WHERE id = ?`, id).Scan(d...)
	if errors.Is(err, sql.ErrNoRows) {
		return breach.Incident{}, breach.ErrNotFound
	} else if err != nil {
		return breach.Incident{}, s.fail("breach", err)
	}
	fixBreach(&i, got)
	return i, nil
}

// breachBody is what the JSON column holds: the incident less its id, version and times kept in columns.
func breachBody(i breach.Incident) (string, error) {
	i.ID, i.Version = 0, 0
	b, err := json.Marshal(i)
	return string(b), err
}

// CreateBreach writes i at version 1 with its audit entry in the same transaction.
func (s *Store) CreateBreach(ctx context.Context, i breach.Incident, audit staff.AuditEvent) (int64, error) {
	body, err := breachBody(i)
	if err != nil {
		return 0, s.fail("record breach", err)
	}
	var id int64
	err = s.inTx(ctx, func(t tx) error {
		if err := t.row(`INSERT INTO breaches (body, found_at, version, created_at, updated_at) VALUES (?, ?, 1, ?, ?) RETURNING id`,
			body, s.d.time(i.FoundAt), s.d.time(i.CreatedAt), s.d.time(i.UpdatedAt)).Scan(&id); err != nil {
			return err
		}
		audit.Subject = "breach #" + strconv.FormatInt(id, 10)
		return s.audit(t, audit)
	})
	return id, s.domainOr("record breach", err)
}

// SaveBreach writes i WHERE version = i.Version with its audit entry in the same transaction.
func (s *Store) SaveBreach(ctx context.Context, i breach.Incident, audit staff.AuditEvent) error {
	body, err := breachBody(i)
	if err != nil {
		return s.fail("save breach", err)
	}
	err = s.inTx(ctx, func(t tx) error {
		n, err := execCount(t, `UPDATE breaches SET body = ?, found_at = ?, version = version + 1, updated_at = ?
			WHERE id = ? AND version = ?`, body, s.d.time(i.FoundAt), s.d.time(i.UpdatedAt), i.ID, i.Version)
		if err != nil {
			return err
		}
		if n == 0 {
			var found int
			if err := t.row(`SELECT count(*) FROM breaches WHERE id = ?`, i.ID).Scan(&found); err != nil {
				return err
			}
			if found == 0 {
				return breach.ErrNotFound
			}
			return breach.ErrStale
		}
		return s.audit(t, audit)
	})
	return s.domainOr("save breach", err)
}

// BreachProcessors is the owner's list of processors, empty at version 1 before the first save.
func (s *Store) BreachProcessors(ctx context.Context) (breach.Processors, error) {
	p := breach.Processors{Entries: []breach.Processor{}, Version: 1}
	if _, err := s.readDoc(ctx, "processors", "breach_processors", &p.Entries, &p.Version); err != nil {
		return breach.Processors{}, err
	}
	return p, nil
}

// SaveBreachProcessors writes the list at p.Version (1 before the first save) with its audit entry.
func (s *Store) SaveBreachProcessors(ctx context.Context, p breach.Processors, audit staff.AuditEvent) error {
	if p.Entries == nil {
		p.Entries = []breach.Processor{}
	}
	return s.saveDoc(ctx, docSave{op: "save processors", table: "breach_processors", doc: p.Entries, version: p.Version, at: audit.At,
		ensure: s.ensureDoc("breach_processors", []breach.Processor{}, audit.At), stale: breach.ErrStaleProcessors, audit: &audit})
}

package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
	"github.com/nivaas-interiors/site/internal/staff"
)

var _ catalog.EditStore = (*Store)(nil)

const designColumns = `id, category, type, position, title, description, features, images, yt_url, status, version, updated_at`

func designDest(x *catalog.AdminDesign) []any {
	return []any{&x.ID, &x.Category, &x.Type, &x.Position, &x.Title, &x.Description,
		jsonOf[[]string]{&x.Features}, jsonOf[[]catalog.Image]{&x.Images}, &x.YTUrl, &x.Status, &x.Version, instant{&x.UpdatedAt}}
}

const projectColumns = `id, name, designer, area, property_type, timeline, location, case_brief, images, created_at, status, version, updated_at`

func projectDest(p *catalog.AdminProject) []any {
	return []any{&p.ID, &p.Name, &p.Designer, &p.Area, &p.PropertyType, &p.Timeline, &p.Location, &p.CaseBrief,
		jsonOf[[]catalog.Image]{&p.Images}, instant{&p.CreatedAt}, &p.Status, &p.Version, instant{&p.UpdatedAt}}
}

// bumpGeneration is the last statement of every catalog change, in its transaction.
const bumpGeneration = `UPDATE catalog_generation SET generation = generation + 1 WHERE id = 1`

// Generation returns the catalog's change counter.
func (s *Store) Generation(ctx context.Context) (int64, error) {
	var g int64
	if err := s.readRow(ctx, `SELECT generation FROM catalog_generation WHERE id = 1`).Scan(&g); err != nil {
		return 0, s.fail("catalog generation", err)
	}
	return g, nil
}

// AdminDesigns returns the designs of one category and tier, drafts included, by position.
func (s *Store) AdminDesigns(ctx context.Context, category, designType string) ([]catalog.AdminDesign, error) {
	return readAll(ctx, s, "admin designs", designDest,
		`SELECT `+designColumns+` FROM designs WHERE category = ? AND type = ? ORDER BY position, id`, category, designType)
}

// AdminDesign returns one design; catalog.ErrNoDesign when there is none.
func (s *Store) AdminDesign(ctx context.Context, id int64) (*catalog.AdminDesign, error) {
	return readOne(ctx, s, "admin design", catalog.ErrNoDesign, designDest, `SELECT `+designColumns+` FROM designs WHERE id = ?`, id)
}

// changeCatalog runs write, writes auditOf() (when not nil) and counts the catalog's
// generation up, in one transaction; op names a failure.
func (s *Store) changeCatalog(ctx context.Context, op string, auditOf func() staff.AuditEvent, write func(t tx) error) error {
	err := s.inTx(ctx, func(t tx) error {
		if err := write(t); err != nil {
			return err
		}
		if auditOf != nil {
			if err := s.audit(t, auditOf()); err != nil {
				return err
			}
		}
		return t.exec(bumpGeneration)
	})
	if err != nil {
		return s.fail(op, err)
	}
	return nil
}

// missingOrStale tells why a write of row id of table at a version found no row: it is gone, or its version moved on.
func missingOrStale(t tx, table string, id int64, missing, stale error) error {
	var n int
	if err := t.row(`SELECT count(*) FROM `+table+` WHERE id = ?`, id).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return missing
	}
	return stale
}

// designPlace is the category and tier of design id, read in t when version is still current.
func designPlace(t tx, id, version int64) (category, designType string, err error) {
	var current int64
	err = t.row(`SELECT category, type, version FROM designs WHERE id = ?`, id).Scan(&category, &designType, &current)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", catalog.ErrNoDesign
	}
	if err != nil {
		return "", "", err
	}
	if current != version {
		return "", "", catalog.ErrDesignStale
	}
	return category, designType, nil
}

// nextPosition is the position after the last design of a category × tier.
const nextPosition = `(SELECT coalesce(max(position), 0) + 1 FROM designs WHERE category = ? AND type = ?)`

// CreateDesign appends d last in its category × tier.
func (s *Store) CreateDesign(ctx context.Context, d *catalog.AdminDesign, auditOf func() staff.AuditEvent) error {
	err := s.changeCatalog(ctx, "create design", auditOf, func(t tx) error {
		err := t.row(`
			INSERT INTO designs (category, type, position, title, description, features, images, yt_url, status, version, updated_at)
			VALUES (?, ?, `+nextPosition+`, ?, ?, ?, ?, ?, ?, 1, ?) RETURNING id, position, version`,
			d.Category, d.Type, d.Category, d.Type, d.Title, d.Description, encode(d.Features), encode(d.Images), d.YTUrl,
			d.Status, s.d.time(d.UpdatedAt)).Scan(&d.ID, &d.Position, &d.Version)
		return err
	})
	if err != nil {
		return err
	}
	d.UpdatedAt = d.UpdatedAt.UTC().Truncate(time.Millisecond)
	return nil
}

// UpdateDesign writes every editable field of d when d.Version is current; a
// design moved to another category or tier goes last there.
func (s *Store) UpdateDesign(ctx context.Context, d *catalog.AdminDesign, auditOf func() staff.AuditEvent) error {
	err := s.changeCatalog(ctx, "update design", auditOf, func(t tx) error {
		category, designType, err := designPlace(t, d.ID, d.Version)
		if err != nil {
			return err
		}
		position := `position`
		args := []any{}
		if category != d.Category || designType != d.Type {
			position = nextPosition
			args = append(args, d.Category, d.Type)
		}
		args = append(args, d.Category, d.Type, d.Title, d.Description, encode(d.Features), encode(d.Images), d.YTUrl,
			d.Status, s.d.time(d.UpdatedAt), d.ID, d.Version)
		err = t.row(`
			UPDATE designs SET position = `+position+`, category = ?, type = ?, title = ?, description = ?, features = ?,
				images = ?, yt_url = ?, status = ?, updated_at = ?, version = version + 1
			WHERE id = ? AND version = ? RETURNING position, version`, args...).Scan(&d.Position, &d.Version)
		if errors.Is(err, sql.ErrNoRows) {
			return catalog.ErrDesignStale // changed between the read and the write (PostgreSQL)
		}
		return err
	})
	if err != nil {
		return err
	}
	d.UpdatedAt = d.UpdatedAt.UTC().Truncate(time.Millisecond)
	return nil
}

// DeleteDesign removes a design when version is current.
func (s *Store) DeleteDesign(ctx context.Context, id, version int64, auditOf func() staff.AuditEvent) error {
	return s.deleteVersioned(ctx, "designs", id, version, catalog.ErrNoDesign, catalog.ErrDesignStale, auditOf)
}

// DeleteProject removes a project when version is current.
func (s *Store) DeleteProject(ctx context.Context, id, version int64, auditOf func() staff.AuditEvent) error {
	return s.deleteVersioned(ctx, "projects", id, version, catalog.ErrNoProject, catalog.ErrProjectStale, auditOf)
}

func (s *Store) deleteVersioned(ctx context.Context, table string, id, version int64, missing, stale error, auditOf func() staff.AuditEvent) error {
	return s.changeCatalog(ctx, "delete from "+table, auditOf, func(t tx) error {
		var got int64
		err := t.row(`DELETE FROM `+table+` WHERE id = ? AND version = ? RETURNING id`, id, version).Scan(&got)
		if errors.Is(err, sql.ErrNoRows) {
			return missingOrStale(t, table, id, missing, stale)
		}
		return err
	})
}

// MoveDesign puts design id at position (1 = first) of its category × tier when
// version is current, in one transaction, the others keeping their order. Its
// version stays: the place is not part of what the editor's form saves, so a
// move never makes a colleague's open editor stale.
func (s *Store) MoveDesign(ctx context.Context, id, version int64, position int, auditOf func() staff.AuditEvent) error {
	return s.changeCatalog(ctx, "move design", auditOf, func(t tx) error {
		category, designType, err := designPlace(t, id, version)
		if err != nil {
			return err
		}
		rows, err := t.q.QueryContext(t.ctx, t.d.rebind(`SELECT id FROM designs WHERE category = ? AND type = ? ORDER BY position, id`+s.d.rowLock), category, designType)
		order, err := collect(rows, err, func(id *int64) []any { return []any{id} })
		if err != nil {
			return err
		}
		order = slices.DeleteFunc(order, func(other int64) bool { return other == id })
		order = slices.Insert(order, min(max(position, 1), len(order)+1)-1, id)
		for i, other := range order {
			if other != id {
				if err := t.exec(`UPDATE designs SET position = ? WHERE id = ? AND position <> ?`, i+1, other, i+1); err != nil {
					return err
				}
				continue
			}
			err := t.row(`UPDATE designs SET position = ? WHERE id = ? AND version = ? RETURNING id`, i+1, id, version).Scan(&other)
			if errors.Is(err, sql.ErrNoRows) {
				return catalog.ErrDesignStale // changed between the read and the write (PostgreSQL)
			}
			if err != nil {
				return err
			}
		}
		return nil
	})
}

// AdminProjects returns every project, drafts included, newest first.
func (s *Store) AdminProjects(ctx context.Context) ([]catalog.AdminProject, error) {
	return readAll(ctx, s, "admin projects", projectDest, `SELECT `+projectColumns+` FROM projects ORDER BY created_at DESC, id DESC`)
}

// AdminProject returns one project; catalog.ErrNoProject when there is none.
func (s *Store) AdminProject(ctx context.Context, id int64) (*catalog.AdminProject, error) {
	return readOne(ctx, s, "admin project", catalog.ErrNoProject, projectDest, `SELECT `+projectColumns+` FROM projects WHERE id = ?`, id)
}

// CreateProject stores p and sets its ID and Version.
func (s *Store) CreateProject(ctx context.Context, p *catalog.AdminProject, auditOf func() staff.AuditEvent) error {
	err := s.changeCatalog(ctx, "create project", auditOf, func(t tx) error {
		err := t.row(`
			INSERT INTO projects (name, designer, area, property_type, timeline, location, case_brief, images, created_at, status, version, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?) RETURNING id, version`,
			p.Name, p.Designer, p.Area, p.PropertyType, p.Timeline, p.Location, p.CaseBrief, encode(p.Images),
			s.d.time(p.CreatedAt), p.Status, s.d.time(p.UpdatedAt)).Scan(&p.ID, &p.Version)
		return err
	})
	if err != nil {
		return err
	}
	p.CreatedAt, p.UpdatedAt = p.CreatedAt.UTC().Truncate(time.Millisecond), p.UpdatedAt.UTC().Truncate(time.Millisecond)
	return nil
}

// UpdateProject writes every editable field of p when p.Version is current.
func (s *Store) UpdateProject(ctx context.Context, p *catalog.AdminProject, auditOf func() staff.AuditEvent) error {
	err := s.changeCatalog(ctx, "update project", auditOf, func(t tx) error {
		err := t.row(`
			UPDATE projects SET name = ?, designer = ?, area = ?, property_type = ?, timeline = ?, location = ?, case_brief = ?,
				images = ?, created_at = ?, status = ?, updated_at = ?, version = version + 1
			WHERE id = ? AND version = ? RETURNING version`,
			p.Name, p.Designer, p.Area, p.PropertyType, p.Timeline, p.Location, p.CaseBrief, encode(p.Images),
			s.d.time(p.CreatedAt), p.Status, s.d.time(p.UpdatedAt), p.ID, p.Version).Scan(&p.Version)
		if errors.Is(err, sql.ErrNoRows) {
			return missingOrStale(t, "projects", p.ID, catalog.ErrNoProject, catalog.ErrProjectStale)
		}
		return err
	})
	if err != nil {
		return err
	}
	p.CreatedAt, p.UpdatedAt = p.CreatedAt.UTC().Truncate(time.Millisecond), p.UpdatedAt.UTC().Truncate(time.Millisecond)
	return nil
}

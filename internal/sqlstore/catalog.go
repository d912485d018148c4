package sqlstore

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
)

// ListDesigns returns the published designs of one category and tier ordered by position;
// an unknown category gives an empty list.
func (s *Store) ListDesigns(ctx context.Context, category, designType string) ([]catalog.Design, error) {
	rows, err := s.read(ctx, `
		SELECT id, category, type, position, title, description, features, images, yt_url
		FROM designs WHERE category = ? AND type = ? AND status = 'published' ORDER BY position, id`, category, designType)
	designs, err := collect(rows, err, func(x *catalog.Design) []any {
		return []any{&x.ID, &x.Category, &x.Type, &x.Position, &x.Title, &x.Description,
			jsonOf[[]string]{&x.Features}, jsonOf[[]catalog.Image]{&x.Images}, &x.YTUrl}
	})
	if err != nil {
		return nil, s.fail("list designs", err)
	}
	return designs, nil
}

// ListRecentProjects returns every published project, newest first.
func (s *Store) ListRecentProjects(ctx context.Context) ([]catalog.Project, error) {
	rows, err := s.read(ctx, `
		SELECT id, name, designer, area, property_type, timeline, location, case_brief, images, created_at
		FROM projects WHERE status = 'published' ORDER BY created_at DESC, id DESC`)
	projects, err := collect(rows, err, func(p *catalog.Project) []any {
		return []any{&p.ID, &p.Name, &p.Designer, &p.Area, &p.PropertyType, &p.Timeline, &p.Location, &p.CaseBrief,
			jsonOf[[]catalog.Image]{&p.Images}, instant{&p.CreatedAt}}
	})
	if err != nil {
		return nil, s.fail("list projects", err)
	}
	return projects, nil
}

// CountDesigns returns how many designs are stored.
func (s *Store) CountDesigns(ctx context.Context) (int, error) {
	var n int
	if err := s.readRow(ctx, `SELECT count(*) FROM designs`).Scan(&n); err != nil {
		return 0, s.fail("count designs", err)
	}
	return n, nil
}

// ReplaceCatalog replaces every design and project in one transaction; ids are
// assigned anew. A project without CreatedAt gets the current time.
func (s *Store) ReplaceCatalog(ctx context.Context, designs []catalog.Design, projects []catalog.Project) error {
	err := s.inTx(ctx, func(t tx) error {
		exec := t.exec
		if s.d.catalogLock != "" {
			if err := exec(s.d.catalogLock); err != nil {
				return err
			}
		}
		if err := exec(`DELETE FROM designs`); err != nil {
			return err
		}
		if err := exec(`DELETE FROM projects`); err != nil {
			return err
		}
		now := time.Now()
		for _, x := range designs {
			err := exec(`
				INSERT INTO designs (category, type, position, title, description, features, images, yt_url, status, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'published', ?)`,
				x.Category, x.Type, x.Position, x.Title, x.Description, encode(x.Features), encode(x.Images), x.YTUrl, s.d.time(now))
			if err != nil {
				return fmt.Errorf("design %q: %w", x.Title, err)
			}
		}
		for _, p := range projects {
			created := p.CreatedAt
			if created.IsZero() {
				created = now
			}
			err := exec(`
				INSERT INTO projects (name, designer, area, property_type, timeline, location, case_brief, images, created_at, status, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'published', ?)`,
				p.Name, p.Designer, p.Area, p.PropertyType, p.Timeline, p.Location, p.CaseBrief, encode(p.Images), s.d.time(created), s.d.time(now))
			if err != nil {
				return fmt.Errorf("project %q: %w", p.Name, err)
			}
		}
		return exec(bumpGeneration)
	})
	if err != nil {
		return s.fail("replace catalog", err)
	}
	return nil
}

// encode turns a list into JSON, writing [] for nil so the API never answers null.
func encode[T any](list []T) string {
	if list == nil {
		return "[]"
	}
	b, err := json.Marshal(list)
	if err != nil {
		panic(err) // strings and catalog.Image always marshal
	}
	return string(b)
}

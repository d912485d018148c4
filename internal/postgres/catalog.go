package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/nivaas-interiors/site/internal/catalog"
)

// ListDesigns returns the designs of one category and tier ordered by position;
// an unknown category gives an empty list.
func (d *DB) ListDesigns(ctx context.Context, category, designType string) ([]catalog.Design, error) {
	rows, err := d.db.QueryContext(ctx, `
		SELECT id, category, type, position, title, description, features, images, yt_url
		FROM designs WHERE category = $1 AND type = $2 ORDER BY position, id`, category, designType)
	if err != nil {
		return nil, fmt.Errorf("postgres: list designs: %w", err)
	}
	defer rows.Close()
	designs := []catalog.Design{}
	for rows.Next() {
		var (
			x                catalog.Design
			features, images string
		)
		if err := rows.Scan(&x.ID, &x.Category, &x.Type, &x.Position, &x.Title, &x.Description, &features, &images, &x.YTUrl); err != nil {
			return nil, fmt.Errorf("postgres: list designs: %w", err)
		}
		if err := decode(features, &x.Features); err != nil {
			return nil, err
		}
		if err := decode(images, &x.Images); err != nil {
			return nil, err
		}
		designs = append(designs, x)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: list designs: %w", err)
	}
	return designs, nil
}

// ListRecentProjects returns every project, newest first.
func (d *DB) ListRecentProjects(ctx context.Context) ([]catalog.Project, error) {
	rows, err := d.db.QueryContext(ctx, `
		SELECT id, name, designer, area, property_type, timeline, location, case_brief, images, created_at
		FROM projects ORDER BY created_at DESC, id DESC`)
	if err != nil {
		return nil, fmt.Errorf("postgres: list projects: %w", err)
	}
	defer rows.Close()
	projects := []catalog.Project{}
	for rows.Next() {
		var (
			p      catalog.Project
			images string
		)
		if err := rows.Scan(&p.ID, &p.Name, &p.Designer, &p.Area, &p.PropertyType, &p.Timeline, &p.Location, &p.CaseBrief, &images, &p.CreatedAt); err != nil {
			return nil, fmt.Errorf("postgres: list projects: %w", err)
		}
		if err := decode(images, &p.Images); err != nil {
			return nil, err
		}
		p.CreatedAt = p.CreatedAt.UTC()
		projects = append(projects, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: list projects: %w", err)
	}
	return projects, nil
}

// CountDesigns returns how many designs are stored.
func (d *DB) CountDesigns(ctx context.Context) (int, error) {
	var n int
	if err := d.db.QueryRowContext(ctx, `SELECT count(*) FROM designs`).Scan(&n); err != nil {
		return 0, fmt.Errorf("postgres: count designs: %w", err)
	}
	return n, nil
}

// ReplaceCatalog replaces every design and project in one transaction; ids are
// assigned anew. A project without CreatedAt gets the current time.
func (d *DB) ReplaceCatalog(ctx context.Context, designs []catalog.Design, projects []catalog.Project) error {
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("postgres: replace catalog: %w", err)
	}
	defer tx.Rollback()
	// Copies seeding at once queue here, so the second DELETE sees the first one's rows.
	if _, err := tx.ExecContext(ctx, `LOCK TABLE designs, projects IN EXCLUSIVE MODE`); err != nil {
		return fmt.Errorf("postgres: replace catalog: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM designs`); err != nil {
		return fmt.Errorf("postgres: replace catalog: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM projects`); err != nil {
		return fmt.Errorf("postgres: replace catalog: %w", err)
	}
	for _, x := range designs {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO designs (category, type, position, title, description, features, images, yt_url)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
			x.Category, x.Type, x.Position, x.Title, x.Description, encode(x.Features), encode(x.Images), x.YTUrl)
		if err != nil {
			return fmt.Errorf("postgres: insert design %q: %w", x.Title, err)
		}
	}
	now := time.Now()
	for _, p := range projects {
		created := p.CreatedAt
		if created.IsZero() {
			created = now
		}
		_, err := tx.ExecContext(ctx, `
			INSERT INTO projects (name, designer, area, property_type, timeline, location, case_brief, images, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
			p.Name, p.Designer, p.Area, p.PropertyType, p.Timeline, p.Location, p.CaseBrief, encode(p.Images), ms(created))
		if err != nil {
			return fmt.Errorf("postgres: insert project %q: %w", p.Name, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("postgres: replace catalog: %w", err)
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

func decode[T any](s string, list *[]T) error {
	*list = []T{}
	if err := json.Unmarshal([]byte(s), list); err != nil {
		return fmt.Errorf("postgres: bad JSON column: %w", err)
	}
	return nil
}

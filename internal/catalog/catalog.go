// Package catalog is the company's showcase: designs by gallery category and
// tier, and recently delivered projects.
package catalog

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/contract"
)

// Categories are the gallery types of spec section 2, as they appear in URLs (contract.json).
var Categories = contract.CategorySlugs()

// DesignTypes are the tiers of the gallery's design-type selector (contract.json).
var DesignTypes = contract.C.Tiers

// Image is one picture of a design or project.
type Image struct {
	URL string `json:"url"`
	Alt string `json:"alt,omitempty"`
}

// Design is one gallery entry (spec section 3, collection "designs").
type Design struct {
	ID          int64    `json:"id"`
	Category    string   `json:"category"`
	Type        string   `json:"type"`
	Position    int      `json:"position"` // order within category × type
	Title       string   `json:"title"`
	Description string   `json:"description"`
	Features    []string `json:"features"`
	Images      []Image  `json:"images"`
	YTUrl       string   `json:"ytUrl,omitempty"`
}

// Project is a recently delivered home (spec section 3, collection "recentProjects").
type Project struct {
	ID           int64     `json:"id"`
	Name         string    `json:"name"`
	Designer     string    `json:"designer"`
	Area         string    `json:"area"`
	PropertyType string    `json:"propertyType"`
	Timeline     string    `json:"timeline"`
	Location     string    `json:"location"`
	CaseBrief    string    `json:"caseBrief"`
	Images       []Image   `json:"images"`
	CreatedAt    time.Time `json:"createdAt"`
}

// Store reads and seeds the catalog.
type Store interface {
	// ListDesigns returns the designs of one category and tier ordered by Position;
	// an unknown category yields an empty list, not an error.
	ListDesigns(ctx context.Context, category, designType string) ([]Design, error)
	// ListRecentProjects returns every project, newest CreatedAt first.
	ListRecentProjects(ctx context.Context) ([]Project, error)
	// CountDesigns tells whether the catalog is empty (serve seeds an empty database).
	CountDesigns(ctx context.Context) (int, error)
	// ReplaceCatalog replaces all designs and projects in one transaction (site seed).
	ReplaceCatalog(ctx context.Context, designs []Design, projects []Project) error
}

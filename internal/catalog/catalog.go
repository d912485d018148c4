// Package catalog is the company's showcase: designs by gallery category and
// tier, and recently delivered projects.
package catalog

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Categories are the gallery types of spec section 2, as they appear in URLs (contract.json).
var Categories = contract.CategorySlugs()

// DesignTypes are the tiers of the gallery's design-type selector (contract.json).
var DesignTypes = contract.C.Tiers

// Image is one picture of a design or project: an uploaded photo (Media, the
// content hash of its processed master, with its size, placeholder and the
// widths made of it) or a demo illustration shipped with the site (URL).
type Image struct {
	URL         string `json:"url,omitempty"`
	Media       string `json:"media,omitempty"`
	Alt         string `json:"alt,omitempty"`
	Width       int    `json:"width,omitempty"`
	Height      int    `json:"height,omitempty"`
	Placeholder string `json:"placeholder,omitempty"`
	Widths      []int  `json:"widths,omitempty"`
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
	ID int64 `json:"id"`
	ProjectText
	Images    []Image   `json:"images"`
	CreatedAt time.Time `json:"createdAt"`
}

// ProjectText is what a project says about the home, the same for visitors, the editor and the demo data.
type ProjectText struct {
	Name         string `json:"name"`
	Designer     string `json:"designer"`
	Area         string `json:"area"`
	PropertyType string `json:"propertyType"`
	Timeline     string `json:"timeline"`
	Location     string `json:"location"`
	CaseBrief    string `json:"caseBrief"`
}

// Status says whether visitors see a design or project.
type Status string

// The statuses of catalog.json.
const (
	Draft     Status = "draft"
	Published Status = "published"
)

// AdminDesign is a design as the back-office sees it, drafts included.
type AdminDesign struct {
	Design
	Status    Status    `json:"status"`
	Version   int64     `json:"version"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// AdminProject is a project as the back-office sees it, drafts included.
type AdminProject struct {
	Project
	Status    Status    `json:"status"`
	Version   int64     `json:"version"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// Store reads and seeds the catalog; the public lists hold published entries only.
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
	// Generation changes with every change to the catalog (any copy's): pages
	// filled in with catalog data are current while it stays the same.
	Generation(ctx context.Context) (int64, error)
}

// The store's verdicts on one design or project, in the editor's words.
var (
	ErrNoDesign     = fault.Errorf(fault.ENOTFOUND, "%s", Texts.Messages.DesignMissing)
	ErrDesignStale  = fault.Stale("this design")
	ErrNoProject    = fault.Errorf(fault.ENOTFOUND, "%s", Texts.Messages.ProjectMissing)
	ErrProjectStale = fault.Stale("this project")
)

// EditStore is what the back-office's editor needs. Changes carry the version
// read; a stale one is ErrDesignStale or ErrProjectStale, a missing row ErrNoDesign or ErrNoProject. Each change
// writes auditOf() (when not nil) in its transaction, asked after the row is written.
type EditStore interface {
	Store
	AdminDesigns(ctx context.Context, category, designType string) ([]AdminDesign, error)
	AdminDesign(ctx context.Context, id int64) (*AdminDesign, error)
	// CreateDesign appends d last in its category × tier and sets ID, Position, Version, UpdatedAt.
	CreateDesign(ctx context.Context, d *AdminDesign, auditOf func() staff.AuditEvent) error
	// UpdateDesign writes d when d.Version is current (moving it last when its category or tier changed).
	UpdateDesign(ctx context.Context, d *AdminDesign, auditOf func() staff.AuditEvent) error
	DeleteDesign(ctx context.Context, id, version int64, auditOf func() staff.AuditEvent) error
	// MoveDesign puts design id at position (1 = first) of its category × tier when
	// version is current, the others keeping their order; versions stay as they are.
	MoveDesign(ctx context.Context, id, version int64, position int, auditOf func() staff.AuditEvent) error

	AdminProjects(ctx context.Context) ([]AdminProject, error)
	AdminProject(ctx context.Context, id int64) (*AdminProject, error)
	CreateProject(ctx context.Context, p *AdminProject, auditOf func() staff.AuditEvent) error
	UpdateProject(ctx context.Context, p *AdminProject, auditOf func() staff.AuditEvent) error
	DeleteProject(ctx context.Context, id, version int64, auditOf func() staff.AuditEvent) error
}

package catalog

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Recorder writes the audit log (*staff.Service).
type Recorder interface {
	Record(ctx context.Context, by staff.Actor, action, subject, detail string) error
}

// Pages is told after every change, so pages filled in with the catalog are made again.
type Pages interface {
	CatalogChanged()
}

// Service is the editor's one road: it validates a change, checks its version,
// has the store write it and records it in the audit log.
type Service struct {
	store  EditStore
	audit  Recorder
	pages  Pages
	now    func() time.Time
	logger *slog.Logger
}

// NewService returns the editor's service over store; pages may be nil.
func NewService(store EditStore, audit Recorder, pages Pages, now func() time.Time, logger *slog.Logger) *Service {
	if now == nil {
		now = time.Now
	}
	if logger == nil {
		logger = slog.Default()
	}
	return &Service{store: store, audit: audit, pages: pages, now: now, logger: logger}
}

// kind is all that tells designs from projects, so create, change and delete are written once for both:
// In is the POST body, Patch a PATCH, Item the stored row.
type kind[In, Patch, Item any] struct {
	noun     string // "design": the audit entry's first word
	validate func(*In) error
	inputOf  func(*Item) In
	apply    func(Patch, In) In
	patched  func(Patch) (version int64, statusSent bool)
	build    func(in In, id, version int64, now time.Time) *Item
	status   func(*Item) Status
	version  func(*Item) int64
	subject  func(*Item) string
	read     func(EditStore, context.Context, int64) (*Item, error)
	insert   func(EditStore, context.Context, *Item) error
	update   func(EditStore, context.Context, *Item) error
	remove   func(c EditStore, ctx context.Context, id, version int64) error
}

var designKind = kind[DesignInput, DesignPatch, AdminDesign]{
	noun:     "design",
	validate: (*DesignInput).Validate,
	inputOf:  InputOf,
	apply:    DesignPatch.Apply,
	patched:  func(p DesignPatch) (int64, bool) { return p.Version, p.Status != nil },
	build: func(in DesignInput, id, version int64, now time.Time) *AdminDesign {
		return &AdminDesign{Design: Design{ID: id, Category: in.Category, Type: in.Type, Title: in.Title,
			Description: in.Description, Features: in.Features, Images: in.Images, YTUrl: in.YTUrl},
			Status: in.Status, Version: version, UpdatedAt: now}
	},
	status:  func(d *AdminDesign) Status { return d.Status },
	version: func(d *AdminDesign) int64 { return d.Version },
	subject: func(d *AdminDesign) string {
		return fmt.Sprintf("design %d %q (%s, %s)", d.ID, d.Title, d.Category, d.Type)
	},
	read:   EditStore.AdminDesign,
	insert: EditStore.CreateDesign,
	update: EditStore.UpdateDesign,
	remove: EditStore.DeleteDesign,
}

var projectKind = kind[ProjectInput, ProjectPatch, AdminProject]{
	noun:     "project",
	validate: (*ProjectInput).Validate,
	inputOf:  ProjectInputOf,
	apply:    ProjectPatch.Apply,
	patched:  func(p ProjectPatch) (int64, bool) { return p.Version, p.Status != nil },
	build: func(in ProjectInput, id, version int64, now time.Time) *AdminProject {
		created := now
		if in.CreatedAt != nil {
			created = *in.CreatedAt
		}
		return &AdminProject{Project: Project{ID: id, Name: in.Name, Designer: in.Designer, Area: in.Area,
			PropertyType: in.PropertyType, Timeline: in.Timeline, Location: in.Location, CaseBrief: in.CaseBrief,
			Images: in.Images, CreatedAt: created.UTC()}, Status: in.Status, Version: version, UpdatedAt: now}
	},
	status:  func(p *AdminProject) Status { return p.Status },
	version: func(p *AdminProject) int64 { return p.Version },
	subject: func(p *AdminProject) string { return fmt.Sprintf("project %d %q", p.ID, p.Name) },
	read:    EditStore.AdminProject,
	insert:  EditStore.CreateProject,
	update:  EditStore.UpdateProject,
	remove:  EditStore.DeleteProject,
}

// changed makes pages re-read the catalog and records the change; the change is
// made, so a failed record is logged, not answered.
func (s *Service) changed(ctx context.Context, by staff.Actor, action, subject, detail string) {
	if s.pages != nil {
		s.pages.CatalogChanged()
	}
	if err := s.audit.Record(ctx, by, action, subject, detail); err != nil {
		s.logger.ErrorContext(ctx, "audit entry not written", "action", action, "subject", subject, "err", err)
	}
}

func create[In, Patch, Item any](s *Service, k kind[In, Patch, Item], ctx context.Context, by staff.Actor, in In) (*Item, error) {
	if err := k.validate(&in); err != nil {
		return nil, err
	}
	it := k.build(in, 0, 0, s.now())
	if err := k.insert(s.store, ctx, it); err != nil {
		return nil, fault.FromStore(err)
	}
	s.changed(ctx, by, k.noun+" created", k.subject(it), string(k.status(it)))
	return it, nil
}

func change[In, Patch, Item any](s *Service, k kind[In, Patch, Item], ctx context.Context, by staff.Actor, id int64, patch Patch) (*Item, error) {
	version, statusSent := k.patched(patch)
	cur, err := k.read(s.store, ctx, id)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	in := k.apply(patch, k.inputOf(cur))
	if err := k.validate(&in); err != nil {
		return nil, err
	}
	if version != k.version(cur) {
		return nil, fault.Stale("this " + k.noun)
	}
	it := k.build(in, id, version, s.now())
	if err := k.update(s.store, ctx, it); err != nil {
		return nil, fault.FromStore(err)
	}
	s.changed(ctx, by, k.noun+" changed", k.subject(it), changeDetail(statusSent, k.status(cur), k.status(it)))
	return it, nil
}

func remove[In, Patch, Item any](s *Service, k kind[In, Patch, Item], ctx context.Context, by staff.Actor, id, version int64) error {
	if err := fault.CheckVersion(version); err != nil {
		return err
	}
	cur, err := k.read(s.store, ctx, id)
	if err != nil {
		return fault.FromStore(err)
	}
	if version != k.version(cur) {
		return fault.Stale("this " + k.noun)
	}
	if err := k.remove(s.store, ctx, id, version); err != nil {
		return fault.FromStore(err)
	}
	s.changed(ctx, by, k.noun+" deleted", k.subject(cur), "")
	return nil
}

// changeDetail names a publish or unpublish, the change visitors notice.
func changeDetail(statusSent bool, was, now Status) string {
	switch {
	case statusSent && was != now && now == Published:
		return "published"
	case statusSent && was != now:
		return "unpublished (draft)"
	}
	return "edited, " + string(now)
}

// CreateDesign adds a design, a draft unless published is asked for.
func (s *Service) CreateDesign(ctx context.Context, by staff.Actor, in DesignInput) (*AdminDesign, error) {
	return create(s, designKind, ctx, by, in)
}

// ChangeDesign applies patch to design id at the version it was made on.
func (s *Service) ChangeDesign(ctx context.Context, by staff.Actor, id int64, patch DesignPatch) (*AdminDesign, error) {
	return change(s, designKind, ctx, by, id, patch)
}

// DeleteDesign deletes design id at version.
func (s *Service) DeleteDesign(ctx context.Context, by staff.Actor, id, version int64) error {
	return remove(s, designKind, ctx, by, id, version)
}

// CreateProject adds a project, a draft unless published is asked for.
func (s *Service) CreateProject(ctx context.Context, by staff.Actor, in ProjectInput) (*AdminProject, error) {
	return create(s, projectKind, ctx, by, in)
}

// ChangeProject applies patch to project id at the version it was made on.
func (s *Service) ChangeProject(ctx context.Context, by staff.Actor, id int64, patch ProjectPatch) (*AdminProject, error) {
	return change(s, projectKind, ctx, by, id, patch)
}

// DeleteProject deletes project id at version.
func (s *Service) DeleteProject(ctx context.Context, by staff.Actor, id, version int64) error {
	return remove(s, projectKind, ctx, by, id, version)
}

// Reorder is the new order of one category × tier: exactly its designs' ids.
type Reorder struct {
	Category string  `json:"category"`
	Type     string  `json:"type"`
	IDs      []int64 `json:"ids"`
}

// maxReorder bounds one list; no category × tier holds more designs.
const maxReorder = 1000

// ReorderDesigns sets the order of one category × tier and returns that list.
func (s *Service) ReorderDesigns(ctx context.Context, by staff.Actor, o Reorder) ([]AdminDesign, error) {
	if len(o.IDs) > maxReorder {
		return nil, fault.Invalid("That is more designs than one list holds.", nil)
	}
	if err := s.store.ReorderDesigns(ctx, o.Category, o.Type, o.IDs, s.now()); err != nil {
		return nil, fault.FromStore(err)
	}
	s.changed(ctx, by, "designs reordered", o.Category+", "+o.Type, fmt.Sprint(o.IDs))
	list, err := s.store.AdminDesigns(ctx, o.Category, o.Type)
	return list, fault.FromStore(err)
}

// Designs lists one category × tier, drafts included.
func (s *Service) Designs(ctx context.Context, category, tier string) ([]AdminDesign, error) {
	category, tier = strings.TrimSpace(category), strings.TrimSpace(tier)
	if category == "" || tier == "" {
		return nil, fault.Invalid("Please choose a category and a design type.",
			map[string]string{"category": "This field is required.", "type": "This field is required."})
	}
	list, err := s.store.AdminDesigns(ctx, category, tier)
	return list, fault.FromStore(err)
}

// Projects lists every project, drafts included.
func (s *Service) Projects(ctx context.Context) ([]AdminProject, error) {
	list, err := s.store.AdminProjects(ctx)
	return list, fault.FromStore(err)
}

package catalog

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Pages is told after every change, so pages filled in with the catalog are made again.
type Pages interface {
	CatalogChanged()
}

// Service is the editor's one road: it validates a change, checks its version,
// and has the store write it with its audit entry.
type Service struct {
	store EditStore
	pages Pages
	now   func() time.Time
}

// NewService returns the editor's service over store; pages may be nil.
func NewService(store EditStore, pages Pages, now func() time.Time) *Service {
	return &Service{store: store, pages: pages, now: clock.Or(now)}
}

// kind is all that tells designs from projects, so create, change and delete are written once for both:
// In is the POST body, Patch a PATCH, Item the stored row.
type kind[In, Patch, Item any] struct {
	noun     string // "design": the audit entry's first word
	title    func(*Item) string
	validate func(*In) error
	inputOf  func(*Item) In
	apply    func(Patch, In) In
	patched  func(Patch) (version int64, statusSent bool)
	build    func(in In, id, version int64, now time.Time) *Item
	status   func(*Item) Status
	version  func(*Item) int64
	subject  func(*Item) string
	read     func(EditStore, context.Context, int64) (*Item, error)
	insert   func(EditStore, context.Context, *Item, func() staff.AuditEvent) error
	update   func(EditStore, context.Context, *Item, func() staff.AuditEvent) error
	remove   func(c EditStore, ctx context.Context, id, version int64, audit func() staff.AuditEvent) error
}

var designKind = kind[DesignInput, DesignPatch, AdminDesign]{
	noun:     "design",
	title:    func(d *AdminDesign) string { return d.Title },
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
	title:    func(p *AdminProject) string { return p.Name },
	validate: (*ProjectInput).Validate,
	inputOf:  ProjectInputOf,
	apply:    ProjectPatch.Apply,
	patched:  func(p ProjectPatch) (int64, bool) { return p.Version, p.Status != nil },
	build: func(in ProjectInput, id, version int64, now time.Time) *AdminProject {
		created := now
		if in.CreatedAt != nil {
			created = *in.CreatedAt
		}
		return &AdminProject{Project: Project{ID: id, ProjectText: in.ProjectText, Images: in.Images, CreatedAt: created.UTC()},
			Status: in.Status, Version: version, UpdatedAt: now}
	},
	status:  func(p *AdminProject) Status { return p.Status },
	version: func(p *AdminProject) int64 { return p.Version },
	subject: func(p *AdminProject) string { return fmt.Sprintf("project %d %q", p.ID, p.Name) },
	read:    EditStore.AdminProject,
	insert:  EditStore.CreateProject,
	update:  EditStore.UpdateProject,
	remove:  EditStore.DeleteProject,
}

// changed makes pages re-read the catalog after a change.
func (s *Service) changed() {
	if s.pages != nil {
		s.pages.CatalogChanged()
	}
}

// entry is the audit entry of what by does now, made when the store asks (a new row's id is known then).
func (s *Service) entry(by staff.Actor, e func() staff.Entry) func() staff.AuditEvent {
	at := s.now()
	return func() staff.AuditEvent { return by.Audit(at, e()) }
}

// Quoted is how the audit log's sentences name a design or project: 'Sage Kitchen'.
func Quoted(title string) string { return "'" + title + "'" }

func create[In, Patch, Item any](s *Service, k kind[In, Patch, Item], ctx context.Context, by staff.Actor, in In) (*Item, error) {
	if err := k.validate(&in); err != nil {
		return nil, err
	}
	it := k.build(in, 0, 0, s.now())
	audit := s.entry(by, func() staff.Entry {
		summary := "created the " + k.noun + " " + Quoted(k.title(it)) + " as a draft"
		if k.status(it) == Published {
			summary = "created and published the " + k.noun + " " + Quoted(k.title(it))
		}
		return staff.Entry{Action: k.noun + " created", Subject: k.subject(it), Detail: string(k.status(it)), Summary: summary}
	})
	if err := k.insert(s.store, ctx, it, audit); err != nil {
		return nil, fault.FromStore(err)
	}
	s.changed()
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
	detail := changeDetail(statusSent, k.status(cur), k.status(it))
	verb := map[string]string{"published": "published", "unpublished (draft)": "unpublished"}[detail]
	if verb == "" {
		verb = "edited"
	}
	summary := verb + " the " + k.noun + " " + Quoted(k.title(it))
	if k.title(cur) != k.title(it) {
		summary += " (was " + Quoted(k.title(cur)) + ")"
	}
	audit := s.entry(by, func() staff.Entry {
		return staff.Entry{Action: k.noun + " changed", Subject: k.subject(it), Detail: detail, Summary: summary}
	})
	if err := k.update(s.store, ctx, it, audit); err != nil {
		return nil, fault.FromStore(err)
	}
	s.changed()
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
	audit := s.entry(by, func() staff.Entry {
		return staff.Entry{Action: k.noun + " deleted", Subject: k.subject(cur), Summary: "deleted the " + k.noun + " " + Quoted(k.title(cur))}
	})
	if err := k.remove(s.store, ctx, id, version, audit); err != nil {
		return fault.FromStore(err)
	}
	s.changed()
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

// Move puts one design at Position (1 = first) of its category × tier; Version is the design's, as read.
type Move struct {
	Version  int64 `json:"version"`
	Position int   `json:"position"`
}

// MoveDesign puts design id at m.Position of its list, the others keeping their
// order, in one write and one audit entry; it returns that list in its new order.
func (s *Service) MoveDesign(ctx context.Context, by staff.Actor, id int64, m Move) ([]AdminDesign, error) {
	if err := fault.CheckVersion(m.Version); err != nil {
		return nil, err
	}
	cur, err := s.store.AdminDesign(ctx, id)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	if m.Version != cur.Version {
		return nil, ErrDesignStale
	}
	list, err := s.store.AdminDesigns(ctx, cur.Category, cur.Type)
	if err != nil {
		return nil, fault.FromStore(err)
	}
	if m.Position < 1 || m.Position > len(list) {
		msg := fmt.Sprintf("Please choose a place from 1 to %d.", len(list))
		return nil, fault.Invalid(msg, map[string]string{"position": msg})
	}
	from := 1 + slices.IndexFunc(list, func(d AdminDesign) bool { return d.ID == id })
	if from == m.Position {
		return list, nil // already there: nothing to write or record
	}
	audit := s.entry(by, func() staff.Entry {
		return staff.Entry{Action: "design moved", Subject: designKind.subject(cur),
			Detail:  fmt.Sprintf("from place %d to %d of %d", from, m.Position, len(list)),
			Summary: "moved " + Quoted(cur.Title) + " to " + place(m.Position, len(list))}
	})
	if err := s.store.MoveDesign(ctx, id, m.Version, m.Position, audit); err != nil {
		return nil, fault.FromStore(err)
	}
	s.changed()
	list, err = s.store.AdminDesigns(ctx, cur.Category, cur.Type)
	return list, fault.FromStore(err)
}

// place says where in a list of n something went: "first", "last", "position 3".
func place(position, n int) string {
	switch position {
	case 1:
		return "first"
	case n:
		return "last"
	}
	return "position " + strconv.Itoa(position)
}

// Designs lists one category × tier, drafts included.
func (s *Service) Designs(ctx context.Context, category, tier string) ([]AdminDesign, error) {
	category, tier = strings.TrimSpace(category), strings.TrimSpace(tier)
	if category == "" || tier == "" {
		return nil, fault.Invalid("Please choose a category and a design type.",
			map[string]string{"category": "This field is required.", "type": "This field is required."})
	}
	return fault.Stored(s.store.AdminDesigns(ctx, category, tier))
}

// Projects lists every project, drafts included.
func (s *Service) Projects(ctx context.Context) ([]AdminProject, error) {
	return fault.Stored(s.store.AdminProjects(ctx))
}

// PublishedDesigns is the gallery of one category and tier, by position: what visitors see.
func (s *Service) PublishedDesigns(ctx context.Context, category, tier string) ([]Design, error) {
	return fault.Stored(s.store.ListDesigns(ctx, category, tier))
}

// RecentProjects is every published project, newest first: what visitors see.
func (s *Service) RecentProjects(ctx context.Context) ([]Project, error) {
	return fault.Stored(s.store.ListRecentProjects(ctx))
}

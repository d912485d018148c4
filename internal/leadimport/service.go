package leadimport

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/clock"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// Link is a row whose mobile is already a lead: a line on that lead's timeline
// (LeadID), or on the lead an earlier row of the same file creates (Row, an index of Import.Create).
type Link struct {
	LeadID int64
	Row    int
	Text   string
}

// Import is what one import writes in one transaction: its record, the new
// leads (all carrying its id), the links and the one audit entry.
type Import struct {
	ID       int64 // set by SaveImport
	StaffID  int64
	FileName string
	At       time.Time
	RowCount int
	Create   []lead.Enquiry
	Links    []Link
	Notes    []Link // the new leads' own lines: their remarks and what the file held that the lead cannot (Row set)
	Refused  int
	Assign   Assignment
	// Assignees are who took each of Create (nil: nobody), set by SaveImport, which picks them in its
	// transaction: on the rotation's turns, checked against the accounts as they are then.
	Assignees []*lead.Person
	Audit     staff.AuditEvent
}

// Summary is a past import as the import screen lists it.
type Summary struct {
	ID       int64
	FileName string
	By       string
	At       time.Time
	RowCount int
	Created  int
	Linked   int
	Refused  int
	UndoneAt *time.Time
	WorkedOn int // created leads someone has worked on since: undo refuses while any
}

// Store keeps imports.
type Store interface {
	// LeadIDsByDigits returns, for each of these mobiles (10 digits) that a live lead has, the newest such lead.
	LeadIDsByDigits(ctx context.Context, digits []string) (map[string]int64, error)
	// SaveImport commits imp in one transaction and sets imp.ID; ErrRaced when a live lead
	// has one of imp.Create's mobiles by then, or a lead imp.Links names is no longer live
	// (imports and their undos are written one at a time).
	SaveImport(ctx context.Context, imp *Import) error
	// Imports lists the newest imports first, at most limit.
	Imports(ctx context.Context, limit int) ([]Summary, error)
	// UndoImport removes the leads import id created and the lines it added, with
	// audit, in one transaction; ErrNoImport for no such import, ErrUndone when
	// undone already, WorkedOnSince when a created lead has been worked on since.
	UndoImport(ctx context.Context, id int64, at time.Time, audit staff.AuditEvent) error
	// Seats returns the active accounts of role sales or owner, by name.
	Seats(ctx context.Context) ([]lead.Seat, error)
	// AccountByID returns the account with id; fault.ENOTFOUND when there is none.
	AccountByID(ctx context.Context, id int64) (*staff.Account, error)
}

// Service imports leads.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns the import service over store; now is the clock (nil: time.Now).
func NewService(store Store, now func() time.Time) *Service {
	return &Service{store: store, now: clock.Or(now)}
}

// Request is one upload: the file, how its columns map, and whether to import (else a preview).
type Request struct {
	FileName            string
	Data                []byte
	Mapping             Mapping // nil: the suggested one
	DefaultPropertyType string
	Assign              Assignment
	Commit              bool
}

// Report is what an import did, or (a preview) would do.
type Report struct {
	ID      int64 // 0 for a preview
	Header  []string
	Sample  [][]string // the first rows, as the file has them
	Mapping Mapping
	Rows    int
	Created int
	Linked  int
	Refused []Refusal
	// CitiesLeftOut are the cities the site does not serve, most rows first: those leads keep no city
	// (the lead's note says which it was).
	CitiesLeftOut []CityCount
	Assigned      []Count // who took the new leads, most first (an import, not a preview)
}

// CityCount is how many imported rows named a city.
type CityCount struct {
	City string
	Rows int
}

// Count is how many new leads one person took.
type Count struct {
	Name  string
	Leads int
}

// ErrRaced: leads with some of the file's mobiles were stored or removed between reading the file and
// writing it (another import of the same file, or the undo of one); importing again links each row to the
// lead that has its mobile then, rather than doubling it.
var ErrRaced = fault.Errorf(fault.ECONFLICT, "Leads with some of these mobiles were added or removed while the file was importing, so nothing was imported. Please import it again: rows whose mobile is a lead will be linked to it, not doubled.")

// The store's verdicts on an undo: no such import, undone before, or some of its leads worked on since (WorkedOnSince).
var (
	ErrNoImport = fault.Errorf(fault.ENOTFOUND, "There is no such import.")
	ErrUndone   = fault.Invalid("This import has been undone already.", nil)
)

// WorkedOnSince refuses an undo because n of the import's leads, first among them, have been worked on since.
func WorkedOnSince(n int, first int64) error {
	return fault.Invalid(strconv.Itoa(n)+" of this import's leads have been worked on since (lead #"+strconv.FormatInt(first, 10)+
		" is one). Undoing it would lose that work, so nothing was undone.", nil)
}

// previewRows is how many rows of the file the mapping screen shows.
const previewRows = 5

// maxFileName bounds the name kept with an import.
const maxFileName = 200

// Import reads req's file, maps its rows and, when req.Commit, stores them as one import.
func (s *Service) Import(ctx context.Context, by staff.Actor, req Request) (*Report, error) {
	name := textfield.Tidy(req.FileName, maxFileName)
	if name == "" {
		name = "leads.csv"
	}
	t, err := Parse(req.Data)
	if err != nil {
		return nil, err
	}
	m := req.Mapping
	if m == nil {
		m = Suggest(t.Header)
	}
	rep := &Report{Header: t.Header, Sample: t.Rows[:min(previewRows, len(t.Rows))], Mapping: m, Rows: len(t.Rows), Refused: []Refusal{}}
	if err := m.Check(len(t.Header), req.DefaultPropertyType); err != nil {
		if req.Commit {
			return nil, err
		}
		return rep, nil // a preview still shows the file, to map it
	}
	now := s.now().UTC().Truncate(time.Millisecond)
	rows, refused := t.Leads(m, req.DefaultPropertyType, now)
	rep.Refused = append(rep.Refused, refused...)
	rep.CitiesLeftOut = citiesLeftOut(rows)
	existing, err := s.existing(ctx, rows)
	if err != nil {
		return nil, err
	}
	imp := &Import{StaffID: by.ID, FileName: name, At: now, RowCount: len(t.Rows), Refused: len(refused), Assign: req.Assign,
		Create: make([]lead.Enquiry, 0, len(rows))}
	firstRow := map[string]int{} // mobile → index in imp.Create
	for _, r := range rows {
		if id, ok := existing[r.Digits]; ok {
			imp.Links = append(imp.Links, Link{LeadID: id, Row: -1, Text: linkText(name, r)})
			continue
		}
		if i, ok := firstRow[r.Digits]; ok {
			imp.Links = append(imp.Links, Link{Row: i, Text: linkText(name, r)})
			continue
		}
		l := r.Lead
		l.MobileDigits = r.Digits // the mobile's match key, as existing leads were found by it
		l.CreatedAt = now
		if !r.CreatedAt.IsZero() {
			l.CreatedAt = r.CreatedAt
		}
		// Where the lead came from, as the list and the dashboard read attribution (the row's source, else "import").
		l.UTMMedium, l.UTMCampaign = "csv", textfield.Tidy(name, lead.MaxUTM)
		firstRow[r.Digits] = len(imp.Create)
		if note := noteText(name, r); note != "" {
			imp.Notes = append(imp.Notes, Link{Row: len(imp.Create), Text: note})
		}
		imp.Create = append(imp.Create, l)
	}
	rep.Created, rep.Linked = len(imp.Create), len(imp.Links)
	if !req.Commit {
		return rep, nil
	}
	if len(imp.Create)+len(imp.Links) == 0 {
		return nil, fault.Invalid("No row of the file can be imported; the report below says why.", nil)
	}
	who, err := s.checkAssignment(ctx, req.Assign)
	if err != nil {
		return nil, err
	}
	imp.Audit = by.Audit(now, staff.Entry{Action: "imported leads", Detail: name + ": " + strconv.Itoa(rep.Rows) + " rows, " + strconv.Itoa(rep.Created) + " new leads, " +
		strconv.Itoa(rep.Linked) + " linked to leads with the same mobile, " + strconv.Itoa(len(refused)) + " refused" + req.Assign.auditText(who)})
	if err := s.store.SaveImport(ctx, imp); err != nil {
		return nil, fault.FromStore(err)
	}
	rep.ID = imp.ID
	rep.Assigned = counts(imp.Assignees)
	return rep, nil
}

// noteText is the new lead's own line: its remarks and what the file said that the lead cannot hold
// (the other numbers of its mobile's cell, a city the site does not serve); "" when there is none.
func noteText(file string, r Row) string {
	var lines []string
	if r.Remarks != "" {
		lines = append(lines, r.Remarks)
	}
	if r.OtherNumbers != "" {
		lines = append(lines, "Other numbers in the file: "+r.OtherNumbers+".")
	}
	if r.CityLeftOut != "" {
		lines = append(lines, "City in the file: "+r.CityLeftOut+" (not one of the cities the site serves).")
	}
	if len(lines) == 0 {
		return ""
	}
	return "Remarks imported from " + file + " (line " + strconv.Itoa(r.Line) + "):\n" + strings.Join(lines, "\n")
}

// maxCitiesListed bounds the report's list of cities left out.
const maxCitiesListed = 20

// citiesLeftOut counts the rows by the city the site does not serve, most rows first.
func citiesLeftOut(rows []Row) []CityCount {
	at := map[string]int{}
	out := []CityCount{}
	for _, r := range rows {
		if r.CityLeftOut == "" {
			continue
		}
		key := strings.ToLower(r.CityLeftOut)
		i, ok := at[key]
		if !ok {
			i = len(out)
			at[key] = i
			out = append(out, CityCount{City: r.CityLeftOut})
		}
		out[i].Rows++
	}
	slices.SortStableFunc(out, func(a, b CityCount) int { return b.Rows - a.Rows })
	return out[:min(len(out), maxCitiesListed)]
}

// counts are the new leads each person took, most first.
func counts(to []*lead.Person) []Count {
	at := map[int64]int{}
	out := []Count{}
	for _, p := range to {
		if p == nil {
			continue
		}
		i, ok := at[p.ID]
		if !ok {
			i = len(out)
			at[p.ID] = i
			out = append(out, Count{Name: p.Name})
		}
		out[i].Leads++
	}
	slices.SortStableFunc(out, func(a, b Count) int { return b.Leads - a.Leads })
	return out
}

// existing finds the live leads that already have the rows' mobiles.
func (s *Service) existing(ctx context.Context, rows []Row) (map[string]int64, error) {
	seen := map[string]bool{}
	var digits []string
	for _, r := range rows {
		if !seen[r.Digits] {
			seen[r.Digits] = true
			digits = append(digits, r.Digits)
		}
	}
	return fault.Stored(s.store.LeadIDsByDigits(ctx, digits))
}

// linkText is the line on the lead that already had the mobile: the imported row in full.
func linkText(file string, r Row) string {
	var b strings.Builder
	b.WriteString("Imported again from " + file + " (line " + strconv.Itoa(r.Line) + "): " + r.Lead.Name + ", " + r.Lead.Mobile)
	if r.Lead.Email != nil && *r.Lead.Email != "" {
		b.WriteString(", " + *r.Lead.Email)
	}
	b.WriteString(", " + r.Lead.PropertyType)
	if r.Lead.Location != "" {
		b.WriteString(" in " + r.Lead.Location)
	}
	if !r.CreatedAt.IsZero() {
		b.WriteString(", dated " + r.CreatedAt.In(india).Format("2 Jan 2006"))
	}
	b.WriteString(".")
	if note := noteText(file, r); note != "" {
		_, rest, _ := strings.Cut(note, "\n")
		b.WriteString("\n" + rest)
	}
	return b.String()
}

// List returns the recent imports, newest first.
func (s *Service) List(ctx context.Context) ([]Summary, error) {
	return fault.Stored(s.store.Imports(ctx, 50))
}

// Undo removes everything import id added, as one.
func (s *Service) Undo(ctx context.Context, by staff.Actor, id int64) error {
	if id < 1 {
		return ErrNoImport
	}
	now := s.now().UTC().Truncate(time.Millisecond)
	err := s.store.UndoImport(ctx, id, now, by.Audit(now, staff.Entry{Action: "undid lead import", Subject: "import " + strconv.FormatInt(id, 10)}))
	return fault.FromStore(err)
}

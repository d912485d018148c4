package leadimport

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/textfield"
)

// Row is a row of the file that becomes a lead (or a line on the lead that has its mobile).
type Row struct {
	Line         int
	Lead         lead.Enquiry
	Digits       string
	CreatedAt    time.Time // zero: the time of the import
	Remarks      string    // a note on the lead's timeline
	OtherNumbers string    // the numbers of the mobile's cell besides the mobile taken
	CityLeftOut  string    // a city the site does not serve, as written (the lead's city stays empty)
}

// Refusal is a row left out, and why, as a sentence; Cells are the row as the file has it.
type Refusal struct {
	Line   int
	Reason string
	Cells  []string
}

// india is the zone of dates written without one.
var india = time.FixedZone("IST", 5*3600+1800)

// Leads turns t's rows into leads by m; defaultType is the property type of rows that have none.
func (t *Table) Leads(m Mapping, defaultType string, now time.Time) ([]Row, []Refusal) {
	rows := make([]Row, 0, len(t.Rows)) // a lead is large: growing by doubling held twice the file's leads
	var refused []Refusal
	for i, rec := range t.Rows {
		line := t.Lines[i]
		row, why := rowOf(rec, m, defaultType, now)
		if why != "" {
			refused = append(refused, Refusal{Line: line, Reason: "Line " + strconv.Itoa(line) + ": " + why, Cells: rec})
			continue
		}
		row.Line = line
		rows = append(rows, row)
	}
	return rows, refused
}

func rowOf(rec []string, m Mapping, defaultType string, now time.Time) (Row, string) {
	cell := func(f string) string {
		col, ok := m[f]
		if !ok || col >= len(rec) {
			return ""
		}
		return strings.TrimSpace(rec[col])
	}
	for _, f := range Fields {
		if f != FieldRemarks && utf8.RuneCountInString(cell(f)) > MaxCell {
			return Row{}, "a cell holds more than " + thousands(MaxCell) + " characters."
		}
	}
	name, mobile := cell(FieldName), cell(FieldMobile)
	if name == "" {
		return Row{}, "the name is missing."
	}
	if mobile == "" {
		return Row{}, "the mobile number is missing."
	}
	digits, others, ok := mobileIn(mobile)
	if !ok {
		if others != "" && strings.Contains(others, ", ") {
			return Row{}, strconv.Quote(mobile) + " holds no Indian mobile number (10 digits starting with 6 to 9)."
		}
		return Row{}, strconv.Quote(mobile) + " is not an Indian mobile number (10 digits starting with 6 to 9)."
	}
	pt, why := propertyTypeOf(cell(FieldPropertyType), defaultType)
	if why != "" {
		return Row{}, why
	}
	remarks, why := textOf("remarks", "are", "hold", cell(FieldRemarks), MaxCell, true)
	if why != "" {
		return Row{}, why
	}
	source, why := textOf("source", "is", "holds", cell(FieldSource), lead.MaxUTM, false)
	if why != "" {
		return Row{}, why
	}
	if source == "" {
		source = "import" // where the lead came from, as the list and the dashboard read attribution
	}
	var email *string
	if e := cell(FieldEmail); e != "" {
		email = &e
	}
	city := cell(FieldLocation)
	req := lead.CreateRequest{PropertyType: pt, Location: locationOf(city), Name: name,
		Mobile: "+91 " + digits[:5] + " " + digits[5:], Email: email}.Normalized()
	if err := req.Validate(); err != nil {
		return Row{}, problemOf(err)
	}
	row := Row{Digits: digits, OtherNumbers: others, Remarks: remarks, Lead: lead.Enquiry{PropertyType: req.PropertyType,
		Location: req.Location, Name: req.Name, Mobile: req.Mobile, Email: req.Email, Role: lead.Role}}
	row.Lead.UTMSource = source
	if req.Location == "" && city != "" {
		row.CityLeftOut = strings.Join(strings.Fields(city), " ")
	}
	if d := cell(FieldCreatedAt); d != "" {
		at, ok := dateOf(d)
		if !ok {
			return Row{}, "the date " + strconv.Quote(d) + " cannot be read; please write dates as 25/11/2026, 25-Nov-2026 or 2026-11-25."
		}
		if at.After(now) {
			return Row{}, "the date " + strconv.Quote(d) + " is in the future."
		}
		row.CreatedAt = at
	}
	return row, ""
}

// textOf checks a free-text cell of the named column: within max characters, no control character
// (line breaks only where multiline), and no spreadsheet formula, which would be run where the text is
// pasted back into a sheet. The verbs agree with the column's name ("the remarks are", "the source is").
func textOf(column, is, holds, s string, max int, multiline bool) (string, string) {
	s = strings.TrimSpace(strings.ReplaceAll(s, "\r\n", "\n"))
	switch {
	case s == "":
		return "", ""
	case utf8.RuneCountInString(s) > max:
		return "", "the " + column + " " + is + " longer than " + thousands(max) + " characters; please shorten the cell in the file."
	case !textfield.Clean(s, multiline):
		return "", "the " + column + " " + holds + " a control character" + map[bool]string{true: "", false: " or a line break"}[multiline] + "; please remove it in the file."
	case formula.MatchString(s):
		return "", "the " + column + " " + holds + " a spreadsheet formula, " + shortQuote(s) + "; please save the file with the formulas' results, or remove them."
	}
	return s, ""
}

// problemOf is the first of a lead's problems as the end of a report sentence.
func problemOf(err error) string {
	for _, f := range []string{"name", "email", "propertyType", "location", "mobile"} {
		if msg := fault.FieldsOf(err)[f]; msg != "" {
			return "the " + map[string]string{"name": "name", "email": "e-mail", "propertyType": "property type",
				"location": "city", "mobile": "mobile"}[f] + " is not right: " + lowerFirst(msg)
		}
	}
	return lowerFirst(fault.Message(err))
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

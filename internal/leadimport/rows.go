package leadimport

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
)

// Row is a row of the file that becomes a lead (or a line on the lead that has its mobile).
type Row struct {
	Line      int
	Lead      lead.Enquiry
	Digits    string
	CreatedAt time.Time // zero: the time of the import
}

// Refusal is a row left out, and why, as a sentence.
type Refusal struct {
	Line   int
	Reason string
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
			refused = append(refused, Refusal{Line: line, Reason: "Line " + strconv.Itoa(line) + ": " + why})
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
		if utf8.RuneCountInString(cell(f)) > MaxCell {
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
	digits, ok := lead.NormalizeMobile(mobileOf(mobile))
	if !ok {
		return Row{}, strconv.Quote(mobile) + " is not an Indian mobile number (10 digits starting with 6 to 9)."
	}
	pt, why := propertyTypeOf(cell(FieldPropertyType), defaultType)
	if why != "" {
		return Row{}, why
	}
	var email *string
	if e := cell(FieldEmail); e != "" {
		email = &e
	}
	req := lead.CreateRequest{PropertyType: pt, Location: locationOf(cell(FieldLocation)), Name: name,
		Mobile: "+91 " + digits[:5] + " " + digits[5:], Email: email}.Normalized()
	if err := req.Validate(); err != nil {
		return Row{}, problemOf(err)
	}
	row := Row{Digits: digits, Lead: lead.Enquiry{PropertyType: req.PropertyType, Location: req.Location, Name: req.Name,
		Mobile: req.Mobile, Email: req.Email, Role: lead.Role}}
	if d := cell(FieldCreatedAt); d != "" {
		at, ok := dateOf(d)
		if !ok {
			return Row{}, "the date " + strconv.Quote(d) + " cannot be read; please write dates as 25/11/2026 or 2026-11-25."
		}
		if at.After(now) {
			return Row{}, "the date " + strconv.Quote(d) + " is in the future."
		}
		row.CreatedAt = at
	}
	return row, ""
}

// mobileOf undoes what spreadsheets and CRMs do to a mobile before the lead's own rule reads it:
// an international 00 prefix, dots and brackets around the number, a trailing ".0".
func mobileOf(s string) string {
	s = strings.TrimSuffix(strings.TrimSpace(s), ".0")
	if rest, ok := strings.CutPrefix(s, "0091"); ok {
		s = "+91" + rest
	}
	if strings.HasPrefix(s, "(+91)") || strings.HasPrefix(s, "(91)") {
		return s
	}
	return mobileMarks.Replace(s)
}

// mobileMarks are the marks mobileOf drops, built once: a Replacer costs kilobytes to build, per row it was most of an import's memory.
var mobileMarks = strings.NewReplacer(".", "", "(", "", ")", "", "/", "")

// propertyTypeOf reads "2BHK", "2 bhk", "villa" and the like as one of the fixed choices.
func propertyTypeOf(s, defaultType string) (string, string) {
	if s == "" {
		if defaultType == "" {
			return "", "the property type is missing; choose one for rows without it."
		}
		return defaultType, ""
	}
	key := headerKey(strings.ReplaceAll(s, "+", "plus"))
	for _, pt := range lead.PropertyTypes {
		if strings.EqualFold(pt, s) {
			return pt, ""
		}
	}
	switch {
	case key == "1bhk" || key == "1rk" || key == "studio":
		return lead.PropertyTypes[0], ""
	case key == "2bhk":
		return lead.PropertyTypes[1], ""
	case key == "3bhk":
		return lead.PropertyTypes[2], ""
	case strings.HasSuffix(key, "bhk") && len(key) >= 4 && key[0] >= '4' && key[0] <= '9', key == "4plusbhk",
		strings.Contains(key, "duplex"), strings.Contains(key, "villa"), strings.Contains(key, "penthouse"), key == "bungalow":
		return lead.PropertyTypes[len(lead.PropertyTypes)-1], ""
	}
	return "", "the property type " + strconv.Quote(s) + " is not one of " + strings.Join(lead.PropertyTypes, ", ") + "."
}

// cityNames are other spellings of the cities the site serves.
var cityNames = map[string]string{"bengaluru": "Bangalore", "gurugram": "Gurgaon", "newdelhi": "Delhi", "bombay": "Mumbai",
	"madras": "Chennai", "calcutta": "Kolkata", "navimumbai": "Mumbai", "greaternoida": "Noida", "secunderabad": "Hyderabad"}

// locationOf is one of the site's cities, or "" for a place the form does not offer.
func locationOf(s string) string {
	key := headerKey(s)
	for _, l := range lead.Locations {
		if headerKey(l) == key {
			return l
		}
	}
	return cityNames[key]
}

// dateLayouts are how spreadsheets write a day in India: day first.
var dateLayouts = []string{"2006-01-02", "2006-01-02 15:04", "2006-01-02 15:04:05", time.RFC3339, "2006-01-02T15:04:05",
	"02/01/2006", "2/1/2006", "02/01/2006 15:04", "2/1/2006 15:04", "02-01-2006", "2-1-2006", "02.01.2006",
	"02-Jan-2006", "2 Jan 2006", "02 Jan 2006", "2 Jan 2006, 15:04", "Jan 2, 2006"}

func dateOf(s string) (time.Time, bool) {
	for _, layout := range dateLayouts {
		if t, err := time.ParseInLocation(layout, s, india); err == nil && t.Year() >= 2000 {
			return t.UTC(), true
		}
	}
	return time.Time{}, false
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

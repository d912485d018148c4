package leadimport

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
)

// The lead fields a column can be mapped to.
const (
	FieldName         = "name"
	FieldMobile       = "mobile"
	FieldEmail        = "email"
	FieldPropertyType = "propertyType"
	FieldLocation     = "location"
	FieldCreatedAt    = "createdAt"
	FieldRemarks      = "remarks" // a note on the lead's timeline
	FieldSource       = "source"  // the lead's utm_source, as the list and the dashboard read where leads came from
)

// Fields are the mappable fields in the order the mapping screen lists them.
var Fields = []string{FieldName, FieldMobile, FieldEmail, FieldPropertyType, FieldLocation, FieldCreatedAt, FieldRemarks, FieldSource}

// Mapping is which column (from 0) holds each field; a field not in it is not imported.
type Mapping map[string]int

// headerWords are what spreadsheets and CRMs call each field, lower case without spaces or punctuation.
var headerWords = map[string][]string{
	FieldName:         {"name", "fullname", "customername", "clientname", "leadname", "contactname", "customer", "contact"},
	FieldMobile:       {"mobile", "mobilenumber", "mobileno", "phone", "phonenumber", "phoneno", "contactnumber", "contactno", "whatsapp", "whatsappnumber", "cell", "mobilephone"},
	FieldEmail:        {"email", "emailaddress", "emailid", "mail"},
	FieldPropertyType: {"propertytype", "property", "bhk", "hometype", "type", "configuration", "config", "flattype", "unittype", "bhktype"},
	FieldLocation:     {"location", "city", "town"},
	FieldCreatedAt:    {"createdat", "created", "createdon", "date", "leaddate", "createdatist", "received", "receivedon", "enquirydate"},
	FieldRemarks:      {"remarks", "remark", "notes", "note", "comments", "comment", "description", "details", "feedback"},
	FieldSource:       {"source", "leadsource", "utmsource", "sourcename", "channel", "origin"},
}

func headerKey(h string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, strings.ToLower(h))
}

// Suggest maps each field to the first column whose header names it.
func Suggest(header []string) Mapping {
	m := Mapping{}
	used := map[int]bool{}
	for _, f := range Fields {
		for i, h := range header {
			if !used[i] && slices.Contains(headerWords[f], headerKey(h)) {
				m[f], used[i] = i, true
				break
			}
		}
	}
	return m
}

// Check refuses a mapping to an unknown field or column, or without name and mobile.
func (m Mapping) Check(columns int, defaultType string) error {
	bad := map[string]string{}
	for f, col := range m {
		if !slices.Contains(Fields, f) {
			bad[f] = "There is no such field to import."
		} else if col < 0 || col >= columns {
			bad[f] = "Please choose one of the file's " + strconv.Itoa(columns) + " columns."
		}
	}
	for _, f := range []string{FieldName, FieldMobile} {
		if _, ok := m[f]; !ok && bad[f] == "" {
			bad[f] = "Please choose the column that holds the " + f + "."
		}
	}
	if defaultType != "" && !slices.Contains(lead.PropertyTypes, defaultType) {
		bad["defaultPropertyType"] = "Please choose one of the property types."
	}
	if len(bad) > 0 {
		return fault.Invalid("Some columns are not mapped right.", bad)
	}
	return nil
}

// FieldOf is the field a column header (or an ad form's question) names, "" when none does.
func FieldOf(header string) string {
	key := headerKey(header)
	for _, f := range Fields {
		if slices.Contains(headerWords[f], key) {
			return f
		}
	}
	return ""
}

// LeadOf reads one record of values by field as a file's row is read (the same mobile, property type and
// city rules); the reason is a sentence's end when the record cannot be a lead.
func LeadOf(values map[string]string, defaultType string, now time.Time) (Row, string) {
	rec, m := make([]string, 0, len(values)), Mapping{}
	for _, f := range Fields {
		if v, ok := values[f]; ok {
			m[f] = len(rec)
			rec = append(rec, v)
		}
	}
	return rowOf(rec, m, defaultType, now)
}

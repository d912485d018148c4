package lead

import (
	"encoding/base64"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/web/app/content"
)

// India is the company's time zone (appointments.json's timeZone): dates of follow-ups and filters are India dates.
var India = content.India

// dateLayout is an India date as the API and the database hold it.
const dateLayout = "2006-01-02"

// maxFilterText bounds each text of a filter; no real search or campaign is longer.
const maxFilterText = 200

// maxPageSize bounds one page of the list.
const maxPageSize = 200

// When writes a moment as the back-office reads it, India time: "16 Nov 2026, 9:30 am" (web/app/lib/admin-dates.ts
// formatWhen writes the same), in the timeline's sentences and the staff's mails alike.
func When(t time.Time) string { return t.In(India).Format("2 Jan 2006, 3:04 pm") }

// Today is the India date of now.
func Today(now time.Time) string { return now.In(India).Format(dateLayout) }

// ParseDate reads an India date "YYYY-MM-DD" of a sensible year.
func ParseDate(s string) (time.Time, bool) {
	d, err := time.ParseInLocation(dateLayout, s, India)
	if err != nil || d.Year() < 2000 || d.Year() > 2100 {
		return time.Time{}, false
	}
	return d, true
}

// FilterRequest is the list's query as sent; every field optional.
type FilterRequest struct {
	Status, Location, PropertyType, From, To, Page, Campaign, Assignee, Q, After, Limit string
	IDs                                                                                 string // comma-separated lead numbers
}

// Filter checks r and turns it into a Filter; problems are fault.EINVALID with fields.
func (r FilterRequest) Filter() (Filter, error) {
	var f Filter
	bad := map[string]string{}
	for name, v := range map[string]string{"location": r.Location, "propertyType": r.PropertyType, "page": r.Page,
		"campaign": r.Campaign, "q": r.Q} {
		if utf8.RuneCountInString(v) > maxFilterText || !utf8.ValidString(v) {
			bad[name] = "Please use at most " + strconv.Itoa(maxFilterText) + " characters."
		}
	}
	f.Location, f.PropertyType, f.Page, f.Campaign = r.Location, r.PropertyType, r.Page, r.Campaign
	if r.Status != "" {
		if !ValidStatus(r.Status) {
			bad["status"] = "Please choose one of the statuses."
		}
		f.Status = r.Status
	}
	if r.From != "" {
		d, ok := ParseDate(r.From)
		if !ok {
			bad["from"] = "Please give the date as YYYY-MM-DD."
		}
		f.From = d.UTC()
	}
	if r.To != "" {
		d, ok := ParseDate(r.To)
		if !ok {
			bad["to"] = "Please give the date as YYYY-MM-DD."
		}
		f.To = d.AddDate(0, 0, 1).UTC() // the whole of the last day
	}
	if !f.From.IsZero() && !f.To.IsZero() && !f.From.Before(f.To) && bad["from"] == "" && bad["to"] == "" {
		bad["to"] = "The end date must not be before the start date."
	}
	switch r.Assignee {
	case "":
	case "none":
		f.Unassigned = true
	default:
		id, err := strconv.ParseInt(r.Assignee, 10, 64)
		if err != nil || id < 1 {
			bad["assignee"] = "Please choose a person, or none."
		}
		f.AssigneeID = id
	}
	if q := strings.TrimSpace(r.Q); q != "" {
		if d, ok := contract.NormalizeMobile(q); ok {
			f.Digits = d
		} else {
			f.Text = strings.ToLower(q)
		}
	}
	if r.IDs != "" {
		ids, ok := parseIDs(r.IDs)
		if !ok {
			bad["ids"] = "Please give at most " + strconv.Itoa(MaxBulk) + " lead numbers, separated by commas."
		}
		f.IDs = ids
	}
	if r.After != "" {
		c, ok := ParseCursor(r.After)
		if !ok {
			bad["after"] = "This page link is broken. Please start again from the first page."
		}
		f.After = c
	}
	f.Limit = C.Limits.PageSize
	if r.Limit != "" {
		n, err := strconv.Atoi(r.Limit)
		if err != nil || n < 1 || n > maxPageSize {
			bad["limit"] = "Please ask for 1 to " + strconv.Itoa(maxPageSize) + " leads at a time."
		}
		f.Limit = n
	}
	if len(bad) > 0 {
		return Filter{}, fault.Invalid("Some of the filters are not right.", bad)
	}
	return f, nil
}

// String is the cursor as the API hands it out: opaque to the client.
func (c Cursor) String() string {
	raw := strconv.FormatInt(c.CreatedAt.UnixMilli(), 10) + "." + strconv.FormatInt(c.ID, 10)
	return base64.RawURLEncoding.EncodeToString([]byte(raw))
}

// ParseCursor reads a cursor made by String.
func ParseCursor(s string) (*Cursor, bool) {
	if len(s) > 64 {
		return nil, false
	}
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return nil, false
	}
	ms, id, ok := strings.Cut(string(raw), ".")
	if !ok {
		return nil, false
	}
	m, err1 := strconv.ParseInt(ms, 10, 64)
	n, err2 := strconv.ParseInt(id, 10, 64)
	if err1 != nil || err2 != nil || m < 0 || m > 1<<50 || n < 1 {
		return nil, false
	}
	return &Cursor{CreatedAt: time.UnixMilli(m).UTC(), ID: n}, true
}

// parseIDs reads "12,7,30": at most MaxBulk positive numbers.
func parseIDs(s string) ([]int64, bool) {
	parts := strings.Split(s, ",")
	if len(parts) > MaxBulk {
		return nil, false
	}
	ids := make([]int64, 0, len(parts))
	for _, p := range parts {
		id, err := strconv.ParseInt(p, 10, 64)
		if err != nil || id < 1 {
			return nil, false
		}
		ids = append(ids, id)
	}
	return ids, true
}

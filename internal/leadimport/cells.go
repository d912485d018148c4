package leadimport

// How the cells of a lead's row are read: mobiles, property types, cities and dates as spreadsheets
// and other CRMs write them in India.

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
)

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

// numberSeparators split a cell that holds more than one number ("mobile / landline", "a, b", "a or b").
var numberSeparators = regexp.MustCompile(`(?i)\s*(?:[/,;|&\n]|\bor\b|\band\b)\s*`)

// landline is a number written after an STD code ("080 2345 6789", "(0612) 234567"): with its 0 some
// look like a mobile's 10 digits (8023456789), but a mobile is grouped "098450 12345" or "0 98450 12345"
// (no STD code starts with 00: "0091 98765 43210" is a mobile).
var landline = regexp.MustCompile(`^\(?0[1-9]\d{1,3}\)?[\s-]`)

// mobileOfCell is the 10 digits of a cell written as one Indian mobile.
func mobileOfCell(s string) (string, bool) {
	if landline.MatchString(strings.TrimSpace(s)) {
		return "", false
	}
	return lead.NormalizeMobile(mobileOf(s))
}

// mobileIn is the first Indian mobile in a cell (its 10 digits) and the cell's other numbers as written,
// or false when it holds none. A cell that reads as one mobile is one, so "98765/43210" stays whole.
func mobileIn(cell string) (digits, others string, ok bool) {
	if d, ok := mobileOfCell(cell); ok {
		return d, "", true
	}
	parts := numberSeparators.Split(cell, -1)
	rest := make([]string, 0, len(parts))
	for _, p := range parts {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		if d, ok := mobileOfCell(p); ok && digits == "" {
			digits = d
			continue
		}
		rest = append(rest, p)
	}
	return digits, strings.Join(rest, ", "), digits != ""
}

// bhkSize reads the number of bedrooms written before "BHK" ("2.5 BHK", "3BHK Apartment").
var bhkSize = regexp.MustCompile(`(?i)^(\d{1,2}(?:\.\d{1,2})?)\s*-?\s*bhk\b`)

// propertyTypeOf reads "2BHK", "2 bhk", "villa" and the like as one of the fixed choices.
func propertyTypeOf(s, defaultType string) (string, string) {
	if s == "" {
		if defaultType == "" {
			return "", "the property type is missing; choose one for rows without it."
		}
		return defaultType, ""
	}
	for _, pt := range lead.PropertyTypes {
		if strings.EqualFold(pt, s) {
			return pt, ""
		}
	}
	// A half BHK ("2.5 BHK") is a study or a utility room beside the bedrooms: it is furnished as the
	// next whole size, so it maps up (2.5 to 3 BHK, 3.5 to 4+).
	if m := bhkSize.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
		n, _ := strconv.ParseFloat(m[1], 64)
		if rooms := int(math.Ceil(n)); rooms >= 1 {
			return lead.PropertyTypes[min(rooms, len(lead.PropertyTypes))-1], ""
		}
	}
	key := headerKey(strings.ReplaceAll(s, "+", "plus"))
	switch {
	case key == "1rk" || key == "studio":
		return lead.PropertyTypes[0], ""
	case key == "4plusbhk", strings.Contains(key, "duplex"), strings.Contains(key, "villa"), strings.Contains(key, "penthouse"), key == "bungalow":
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

// dateLayouts are how spreadsheets write a day in India: numeric dates day first (04-11-26 is 4 November),
// months by name in any letter case, two-digit years in this century; timeLayouts are those with a time of day.
var dateLayouts, timeLayouts = func() (dates, times []string) {
	days := []string{"2006-01-02", "02/01/2006", "2/1/2006", "02/01/06", "2/1/06", "02-01-2006", "2-1-2006", "02-01-06", "2-1-06",
		"02.01.2006", "2.1.2006", "02.01.06", "02-Jan-2006", "2-Jan-2006", "02-Jan-06", "2-Jan-06", "2 Jan 2006", "02 Jan 2006",
		"2 Jan 06", "2-January-2006", "2 January 2006", "02 January 2006", "Jan 2, 2006", "January 2, 2006", "Jan 2 2006"}
	for _, d := range days {
		for _, clock := range []string{" 15:04", " 15:04:05", " 3:04 PM", " 3:04PM", ", 15:04"} {
			times = append(times, d+clock)
		}
	}
	return days, append(times, time.RFC3339, "2006-01-02T15:04:05")
}()

// ordinal is "4th" in "4th November 2026"; sept is the four-letter September Go does not read.
var (
	ordinal = regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)\b`)
	sept    = regexp.MustCompile(`(?i)\bsept\b`)
)

func dateOf(s string) (time.Time, bool) {
	// Month names match in any letter case; upper case makes "pm" read as "PM".
	s = strings.ToUpper(sept.ReplaceAllString(ordinal.ReplaceAllString(strings.Join(strings.Fields(s), " "), "$1"), "Sep"))
	layouts := dateLayouts
	if strings.Contains(s, ":") {
		layouts = timeLayouts // only the layouts of its shape: a file's every date cell tries them
	}
	for _, layout := range layouts {
		if t, err := time.ParseInLocation(layout, s, india); err == nil && t.Year() >= 2000 {
			return t.UTC(), true
		}
	}
	return time.Time{}, false
}

// formula is a cell a spreadsheet would run: "=…", or "+", "-" or "@" before a function or a command ("@SUM(", "+cmd|").
var formula = regexp.MustCompile(`^(?:=|[+\-@][A-Za-z_][A-Za-z0-9_.]*[(|!])`)

// shortQuote quotes the start of s for a sentence, as written (a formula's own quotes unescaped).
func shortQuote(s string) string {
	if r := []rune(s); len(r) > 40 {
		s = string(r[:40]) + "…"
	}
	return "\u201c" + s + "\u201d"
}

package leadimport

import (
	"strings"
	"testing"
	"time"
)

// ist is an India wall-clock time as a UTC instant, as the import stores it.
func ist(y int, m time.Month, d, h, min int) time.Time {
	return time.Date(y, m, d, h, min, 0, 0, india).UTC()
}

// TestDatesReadDayFirst: the dates Indian spreadsheets and CRMs write, numeric ones day first.
func TestDatesReadDayFirst(t *testing.T) {
	for in, want := range map[string]time.Time{
		"4-Nov-2026":          ist(2026, 11, 4, 0, 0),
		"04-Nov-2026":         ist(2026, 11, 4, 0, 0),
		"04-NOV-2026":         ist(2026, 11, 4, 0, 0),
		"4-nov-26":            ist(2026, 11, 4, 0, 0),
		"4 Nov 2026":          ist(2026, 11, 4, 0, 0),
		"4 November 2026":     ist(2026, 11, 4, 0, 0),
		"04 November 2026":    ist(2026, 11, 4, 0, 0),
		"4-November-2026":     ist(2026, 11, 4, 0, 0),
		"4th November 2026":   ist(2026, 11, 4, 0, 0),
		"1st Oct 2026":        ist(2026, 10, 1, 0, 0),
		"November 4, 2026":    ist(2026, 11, 4, 0, 0),
		"Nov 4, 2026":         ist(2026, 11, 4, 0, 0),
		"4-Sept-2026":         ist(2026, 9, 4, 0, 0),
		"04-11-26":            ist(2026, 11, 4, 0, 0),
		"4/11/26":             ist(2026, 11, 4, 0, 0),
		"04/11/2026":          ist(2026, 11, 4, 0, 0),
		"4.11.2026":           ist(2026, 11, 4, 0, 0),
		"12/10/2026":          ist(2026, 10, 12, 0, 0), // 12 October, never 10 December
		"2026-11-04":          ist(2026, 11, 4, 0, 0),
		"04-11-2026 14:30":    ist(2026, 11, 4, 14, 30),
		"4-Nov-2026 2:30 PM":  ist(2026, 11, 4, 14, 30),
		"04/11/2026 9:05 am":  ist(2026, 11, 4, 9, 5),
		"04/11/2026 14:30:15": time.Date(2026, 11, 4, 14, 30, 15, 0, india).UTC(),
	} {
		got, ok := dateOf(in)
		if !ok || !got.Equal(want) {
			t.Errorf("%q = %v, %v; want %v", in, got.In(india), ok, want.In(india))
		}
	}
	for _, in := range []string{"yesterday", "13/13/2026", "31-Feb-2026", "4 Nov", "11-04", "4-Nov-1999", "2026"} {
		if got, ok := dateOf(in); ok {
			t.Errorf("%q read as %v", in, got)
		}
	}
}

// TestHalfBHKsMapUp: a half room is a study or a utility room: the home is furnished as the next whole size.
func TestHalfBHKsMapUp(t *testing.T) {
	for in, want := range map[string]string{
		"2.5 BHK": "3 BHK", "2.5BHK": "3 BHK", "1.5 bhk": "2 BHK", "3.5 BHK": "4+ BHK / Duplex", "4.5 BHK": "4+ BHK / Duplex",
		"2 BHK": "2 BHK", "2BHK": "2 BHK", "3 bhk": "3 BHK", "1 RK": "1 BHK", "5 BHK": "4+ BHK / Duplex", "2 BHK Flat": "2 BHK",
		"3 BHK Apartment": "3 BHK", "villa": "4+ BHK / Duplex", "4+ BHK": "4+ BHK / Duplex",
	} {
		if got, why := propertyTypeOf(in, ""); got != want || why != "" {
			t.Errorf("%q = %q, %q; want %q", in, got, why, want)
		}
	}
	for _, in := range []string{"Shop", "0 BHK", "2.5 acres", "BHK"} {
		if got, why := propertyTypeOf(in, ""); !strings.Contains(why, "is not one of") {
			t.Errorf("%q = %q, %q; want a refusal", in, got, why)
		}
	}
}

// TestCellWithTwoNumbersTakesFirstMobile: "mobile / landline" and the like keep the first Indian mobile; the
// other numbers stay with the lead, in its note.
func TestCellWithTwoNumbersTakesFirstMobile(t *testing.T) {
	m := Mapping{FieldName: 0, FieldMobile: 1}
	for in, want := range map[string][2]string{
		"98450 12345 / 080 2345 6789":    {"9845012345", "080 2345 6789"},
		"080 2345 6789 / 98450 12345":    {"9845012345", "080 2345 6789"},
		"9845012345, 9876543210":         {"9845012345", "9876543210"},
		"98450 12345; 080-23456789":      {"9845012345", "080-23456789"},
		"080 2345 6789 or 98450 12345":   {"9845012345", "080 2345 6789"},
		"98450-12345 OR +91 98765 43210": {"9845012345", "+91 98765 43210"},
		"+91 98450 12345":                {"9845012345", ""},
		"98450/12345":                    {"9845012345", ""},
	} {
		row, why := rowOf([]string{"Asha", in}, m, "2 BHK", now)
		if why != "" || row.Digits != want[0] || row.OtherNumbers != want[1] {
			t.Errorf("%q = %q others %q, %q; want %q others %q", in, row.Digits, row.OtherNumbers, why, want[0], want[1])
		}
	}
	if _, why := rowOf([]string{"Asha", "080 2345 6789 / 022 2345 6789"}, m, "2 BHK", now); !strings.Contains(why, "holds no Indian mobile number") {
		t.Errorf("two landlines refused with %q", why)
	}
	// After an STD code a landline's digits can look like a mobile's (080 → 80…): it is not taken for one.
	for _, in := range []string{"080 2345 6789", "080-23456789", "(0612) 234567", "0612-2345678"} {
		if _, why := rowOf([]string{"Asha", in}, m, "2 BHK", now); !strings.Contains(why, "is not an Indian mobile number") {
			t.Errorf("landline %q refused with %q", in, why)
		}
	}
}

// TestCitiesNotServedKept: a city the site does not serve leaves the lead's city empty, and the row says which it was.
func TestCitiesNotServedKept(t *testing.T) {
	m := Mapping{FieldName: 0, FieldMobile: 1, FieldLocation: 2}
	for in, want := range map[string][2]string{
		"Jaipur": {"", "Jaipur"}, "  Navi Mumbai ": {"Mumbai", ""}, "bengaluru": {"Bangalore", ""}, "": {"", ""}, "Pune": {"Pune", ""},
	} {
		row, why := rowOf([]string{"Asha", "9876543210", in}, m, "2 BHK", now)
		if why != "" || row.Lead.Location != want[0] || row.CityLeftOut != want[1] {
			t.Errorf("%q = %q left out %q, %q", in, row.Lead.Location, row.CityLeftOut, why)
		}
	}
}

// TestRemarksAndSource: remarks become the row's note, the source its utm_source ("import" when the file has none).
func TestRemarksAndSource(t *testing.T) {
	m := Mapping{FieldName: 0, FieldMobile: 1, FieldRemarks: 2, FieldSource: 3}
	row, why := rowOf([]string{"Asha", "9876543210", "  Wants a modular kitchen.\nCall after 6 pm. ", " 99acres "}, m, "2 BHK", now)
	if why != "" || row.Remarks != "Wants a modular kitchen.\nCall after 6 pm." || row.Lead.UTMSource != "99acres" {
		t.Errorf("row = %+v, %q", row, why)
	}
	row, why = rowOf([]string{"Asha", "9876543210", "", ""}, m, "2 BHK", now)
	if why != "" || row.Remarks != "" || row.Lead.UTMSource != "import" {
		t.Errorf("row without remarks or source = %+v, %q", row, why)
	}
	if got := Suggest([]string{"Name", "Mobile", "Remarks", "Lead Source"}); got[FieldRemarks] != 2 || got[FieldSource] != 3 {
		t.Errorf("suggested %v", got)
	}
}

// TestHostileRemarksAndSource: each refused with a sentence naming the column.
func TestHostileRemarksAndSource(t *testing.T) {
	m := Mapping{FieldName: 0, FieldMobile: 1, FieldRemarks: 2, FieldSource: 3}
	for want, rec := range map[string][]string{
		"the remarks are longer than 1,000 characters":  {"Asha", "9876543210", strings.Repeat("r", 1001), ""},
		"the remarks hold a spreadsheet formula":        {"Asha", "9876543210", `=HYPERLINK("http://evil.example","Click")`, ""},
		"the remarks hold a spreadsheet formula, “@SUM": {"Asha", "9876543210", "@SUM(A1:A9)", ""},
		"the source holds a spreadsheet formula":        {"Asha", "9876543210", "", "=cmd|' /C calc'!A0"},
		"the source holds a spreadsheet formula, “+cmd": {"Asha", "9876543210", "", "+cmd|' /C calc'!A0"},
		"the source is longer than 200 characters":      {"Asha", "9876543210", "", strings.Repeat("s", 201)},
		"the remarks hold a control character":          {"Asha", "9876543210", "bell\x07", ""},
		"the source holds a control character":          {"Asha", "9876543210", "", "two\nlines"},
	} {
		if _, why := rowOf(rec, m, "2 BHK", now); !strings.Contains(why, want) {
			t.Errorf("%q refused with %q, want %q", rec, why, want)
		}
	}
	// Text that only starts like a sum is not a formula.
	for _, ok := range []string{"-ve response, call again", "+91 98450 12345 is his wife's", "@ site on Sunday", "Budget = 5 lakh"} {
		if _, why := rowOf([]string{"Asha", "9876543210", ok, ""}, m, "2 BHK", now); why != "" {
			t.Errorf("remarks %q refused: %q", ok, why)
		}
	}
}

package leadimport

import (
	"strings"
	"testing"
	"time"
)

var now = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)

func TestMobilesInEveryIndianFormat(t *testing.T) {
	for _, in := range []string{"+91 98765 43210", "098765 43210", "91-98765-43210", "(+91) 98765 43210", "(91) 9876543210",
		"9876543210", "+91-9876543210", "0091 98765 43210", "98765.43210", "9876543210.0", "919876543210"} {
		rec := []string{"Asha", in}
		row, why := rowOf(rec, Mapping{FieldName: 0, FieldMobile: 1}, "2 BHK", now)
		if why != "" || row.Digits != "9876543210" || row.Lead.Mobile != "+91 98765 43210" {
			t.Errorf("%q = %q %q, %q", in, row.Digits, row.Lead.Mobile, why)
		}
	}
	for _, in := range []string{"022 2345 6789", "12345", "5876543210", "+1 415 555 0100", "98765432101"} {
		if _, why := rowOf([]string{"Asha", in}, Mapping{FieldName: 0, FieldMobile: 1}, "2 BHK", now); !strings.Contains(why, "is not an Indian mobile number") {
			t.Errorf("%q refused with %q", in, why)
		}
	}
}

func TestRowsRefusedInSentences(t *testing.T) {
	m := Mapping{FieldName: 0, FieldMobile: 1, FieldPropertyType: 2, FieldEmail: 3, FieldCreatedAt: 4}
	cases := map[string][]string{
		"the name is missing.":                  {"", "9876543210", "2BHK", "", ""},
		"the mobile number is missing.":         {"Asha", "", "2BHK", "", ""},
		`the property type "Shop" is not one`:   {"Asha", "9876543210", "Shop", "", ""},
		"the e-mail is not right":               {"Asha", "9876543210", "2BHK", "not-an-email", ""},
		"cannot be read":                        {"Asha", "9876543210", "2BHK", "", "yesterday"},
		"is in the future.":                     {"Asha", "9876543210", "2BHK", "", "01/01/2030"},
		"a cell holds more than 1,000":          {strings.Repeat("a", 1001), "9876543210", "2BHK", "", ""},
		"the property type is missing; choose ": {"Asha", "9876543210", "", "", ""},
	}
	for want, rec := range cases {
		if _, why := rowOf(rec, m, "", now); !strings.Contains(why, want) {
			t.Errorf("%q refused with %q, want %q", rec, why, want)
		}
	}
	row, why := rowOf([]string{"Asha", "9876543210", "villa", "a@example.com", "25/10/2026"}, m, "", now)
	if why != "" || row.Lead.PropertyType != "4+ BHK / Duplex" || !row.CreatedAt.Equal(time.Date(2026, 10, 24, 18, 30, 0, 0, time.UTC)) {
		t.Errorf("row = %+v, %q", row, why)
	}
}

func TestParseHostileFiles(t *testing.T) {
	for name, data := range map[string]string{
		"UTF-16":      "\xff\xfen\x00",
		"Latin-1":     "name,mobile\nJos\xe9,9876543210\n",
		"binary":      "name,mobile\x00\n",
		"empty":       "\xef\xbb\xbf\n\n",
		"header only": "name,mobile\n",
		"too large":   strings.Repeat("a", MaxBytes+1),
		"too many":    "name\n" + strings.Repeat("x\n", MaxRows+1),
		// Columns × rows that would take hundreds of MB once read, refused before a cell is read.
		"one row of commas":       strings.Repeat(",", MaxBytes-1),
		"a row 501 columns wide":  "name,mobile\nAsha,9876543210" + strings.Repeat(",", 499),
		"tabs of empty cells":     "name\tmobile\n" + strings.Repeat(strings.Repeat("\t", 99)+"\n", 20_000),
		"semicolons, quoted":      "name;mobile\n" + strings.Repeat(`"";`, 2_000_000/3),
		"blank lines of one cell": "name\n" + strings.Repeat("\n", MaxBytes-6),
	} {
		if _, err := Parse([]byte(data)); err == nil {
			t.Errorf("%s: parsed", name)
		}
	}
	tab, err := Parse([]byte("\xef\xbb\xbfName;Mobile;Note\n\"Rao; Asha\";9876543210;\"=cmd|' /C calc'!A0\"\n;;\n"))
	if err != nil || len(tab.Rows) != 1 || tab.Rows[0][0] != "Rao; Asha" || tab.Header[0] != "Name" || tab.Lines[0] != 2 {
		t.Fatalf("semicolons and BOM: %+v, %v", tab, err)
	}
}

func TestSuggestMapping(t *testing.T) {
	m := Suggest([]string{"Created On", "Customer Name", "Phone No.", "E-mail ID", "City", "BHK"})
	want := Mapping{FieldCreatedAt: 0, FieldName: 1, FieldMobile: 2, FieldEmail: 3, FieldLocation: 4, FieldPropertyType: 5}
	for f, col := range want {
		if m[f] != col {
			t.Errorf("%s = %d, want %d (%v)", f, m[f], col, m)
		}
	}
	if err := (Mapping{FieldName: 0}).Check(2, ""); err == nil {
		t.Error("a mapping without the mobile passed")
	}
}

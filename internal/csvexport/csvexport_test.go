package csvexport

import (
	"bytes"
	"encoding/csv"
	"errors"
	"strings"
	"testing"
	"time"
)

func TestCell(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", ""},
		{"Asha Rao", "Asha Rao"},
		{"राहुल शर्मा", "राहुल शर्मा"},
		{"Pune; Chennai", `"Pune; Chennai"`},
		{"a;=1+1", `"a;=1+1"`},
		{"Asha, Rao", `"Asha, Rao"`},
		{`say "hi"`, `"say ""hi"""`},
		{"line\nbreak", "\"line\nbreak\""},
		{"cr\rlf", "\"cr\rlf\""},
		{"tab\tinside", "\"tab\tinside\""},
		{" leading space", `" leading space"`},
		{"trailing space ", `"trailing space "`},
		{"=1+1", "'=1+1"},
		{"+91 98765 43210", "+91 98765 43210"}, // a phone number, not a formula: no apostrophe for the CRM to keep
		{"+91-98765-43210", "+91-98765-43210"},
		{"+919876543210", "+919876543210"},
		{"+1 1", "'+1 1"},
		{"+91 98765 43210+1", "'+91 98765 43210+1"},
		{"+91  98765", "'+91  98765"},
		{"+1-2-3-4-5-6-7-", "'+1-2-3-4-5-6-7-"},
		{"+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"},
		{"+1+1234567", "'+1+1234567"},
		{"-2", "'-2"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"\t=1", "\"'\t=1\""},
		{"\r=1", "\"'\r=1\""},
		{`=HYPERLINK("http://evil.example")`, `"'=HYPERLINK(""http://evil.example"")"`},
		{"=cmd|' /C calc'!A0;x", `"'=cmd|' /C calc'!A0;x"`},
		{"a=1", "a=1"},
	}
	for _, c := range cases {
		if got := Cell(c.in); got != c.want {
			t.Errorf("Cell(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestWriterRoundTripsThroughACSVReader(t *testing.T) {
	rows := [][]string{
		{"name", "note"},
		{"Asha; \"Rao\"", "=SUM(1;2)"},
		{"Meera\r\nO'Neil", ""},
		{"x;=1+1", "-1;@A1"},
	}
	var buf bytes.Buffer
	w := NewWriter(&buf)
	for _, r := range rows {
		w.Write(r)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if !strings.HasPrefix(out, "\uFEFFname,note\r\n") || !strings.HasSuffix(out, "\r\n") {
		t.Fatalf("output = %q", out)
	}
	for _, sep := range []rune{',', ';'} {
		r := csv.NewReader(strings.NewReader(strings.TrimPrefix(out, "\uFEFF")))
		r.Comma = sep
		r.LazyQuotes = sep == ';' // "a,b","c" is one cell there, as Excel reads it
		got, err := r.ReadAll()
		if err != nil {
			t.Fatalf("separator %q: %v", sep, err)
		}
		if sep == ',' {
			want := [][]string{{"name", "note"}, {"Asha; \"Rao\"", "'=SUM(1;2)"}, {"Meera\nO'Neil", ""}, {"x;=1+1", "'-1;@A1"}} // the reader folds CRLF inside a cell
			for i := range want {
				if strings.Join(got[i], "|") != strings.Join(want[i], "|") {
					t.Errorf("row %d = %q, want %q", i, got[i], want[i])
				}
			}
		}
		// Read with ";" as a semicolon-locale spreadsheet does: no cell starts with a formula character.
		for _, row := range got {
			for _, cell := range row {
				if cell != "" && strings.ContainsRune("=+-@", rune(cell[0])) {
					t.Errorf("separator %q: cell %q starts a formula", sep, cell)
				}
			}
		}
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriterReportsTheFirstError(t *testing.T) {
	w := NewWriter(failingWriter{})
	w.Write([]string{"a"})
	if err := w.Flush(); err == nil || err.Error() != "disk full" {
		t.Errorf("Flush = %v, want disk full", err)
	}
}

// An export's time is India time to the minute, under a header that names IST, whatever the server's zone.
func TestIndiaTime(t *testing.T) {
	at := time.Date(2026, 11, 25, 8, 35, 59, 0, time.UTC)
	if got := IndiaTime(&at); got != "2026-11-25 14:05" {
		t.Errorf("IndiaTime = %q, want 2026-11-25 14:05", got)
	}
	if got := IndiaTime(nil); got != "" {
		t.Errorf("IndiaTime(nil) = %q", got)
	}
}

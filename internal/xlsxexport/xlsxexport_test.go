package xlsxexport

import (
	"bytes"
	"testing"

	"github.com/xuri/excelize/v2"
)

// Every cell reads back as the text written, typed as text: a mobile keeps its
// "+" and spaces, leading zeros stay, a visitor's "=..." is no formula.
func TestCellsAreText(t *testing.T) {
	w, err := NewWriter("Leads")
	if err != nil {
		t.Fatal(err)
	}
	rows := [][]string{
		{"id", "mobile", "name", "notes"},
		{"1", "+91 98765 43210", `=HYPERLINK("http://evil.example")`, "line one\nline two"},
		{"2", "09876543210", "0042", "2026-11-25 14:05"},
	}
	for _, r := range rows {
		w.Write(r)
	}
	var out bytes.Buffer
	if _, err := w.WriteTo(&out); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := f.GetRows("Leads", excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		for j, want := range r {
			if got[i][j] != want {
				t.Errorf("cell %d,%d = %q, want %q", i, j, got[i][j], want)
			}
		}
	}
	for _, cell := range []string{"B2", "B3", "C2", "C3", "D3"} {
		if typ, err := f.GetCellType("Leads", cell); err != nil || (typ != excelize.CellTypeSharedString && typ != excelize.CellTypeInlineString) {
			t.Errorf("%s: type %v (%v), want text", cell, typ, err)
		}
		if formula, _ := f.GetCellFormula("Leads", cell); formula != "" {
			t.Errorf("%s holds a formula %q", cell, formula)
		}
	}
}

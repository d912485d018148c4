// Package xlsxexport writes the exports as an Excel workbook beside csvexport's
// CSV: every cell typed as text, so Excel shows "+91 98765 43210" as written (a
// CSV cell starting with "+" is read as a formula by Excel), keeps leading
// zeros, and never runs a visitor's "=..." (a text cell holds no formula).
package xlsxexport

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"
)

// columnWidth fits a date, a mobile or a name without the sheet opening as a wall of "###".
const columnWidth = 20

// maxCell is what one Excel cell holds; longer text is cut there rather than refused.
const maxCell = 32767

// Writer collects rows into one sheet and writes the workbook on Close.
type Writer struct {
	file  *excelize.File
	sheet *excelize.StreamWriter
	row   int
	err   error
}

// NewWriter starts a workbook with one sheet named sheet.
func NewWriter(sheet string) (*Writer, error) {
	f := excelize.NewFile()
	if err := f.SetSheetName("Sheet1", sheet); err != nil {
		return nil, err
	}
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return nil, err
	}
	return &Writer{file: f, sheet: sw}, nil
}

// Write adds one row of text cells; errors are kept and reported by Close.
func (w *Writer) Write(row []string) {
	if w.err != nil {
		return
	}
	w.row++
	cells := make([]any, len(row))
	for i, s := range row {
		if len(s) > maxCell {
			s = strings.ToValidUTF8(s[:maxCell], "")
		}
		cells[i] = excelize.Cell{Value: s} // a Go string is written as a string cell, never a number or formula
	}
	var err error
	if w.row == 1 && len(row) > 0 {
		err = w.sheet.SetColWidth(1, len(row), columnWidth) // before the first row, as the stream needs
	}
	cell, cerr := excelize.CoordinatesToCellName(1, w.row)
	if err == nil {
		err = cerr
	}
	if err == nil {
		err = w.sheet.SetRow(cell, cells)
	}
	w.err = err
}

// Err returns the first error met so far, so a long export can stop early.
func (w *Writer) Err() error { return w.err }

// WriteTo ends the sheet and writes the workbook to out.
func (w *Writer) WriteTo(out io.Writer) (int64, error) {
	defer w.file.Close()
	if w.err != nil {
		return 0, w.err
	}
	if err := w.sheet.Flush(); err != nil {
		return 0, fmt.Errorf("xlsxexport: %w", err)
	}
	return w.file.WriteTo(out)
}

// FileName is the one name of an Excel export: kind and the day it was made, "leads-2026-11-25.xlsx".
func FileName(kind string, day time.Time) string {
	return kind + "-" + day.Format(time.DateOnly) + ".xlsx"
}

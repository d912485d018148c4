// Package csvexport writes CSV that an operator can open in any spreadsheet:
// UTF-8 with a byte order mark, CRLF line ends, every cell kept whole whatever
// the locale's separator, and no cell run as a formula.
package csvexport

import (
	"bufio"
	"io"
	"strings"
	"time"
)

// Writer writes rows of spreadsheet-safe CSV.
type Writer struct {
	w   *bufio.Writer
	err error
}

// NewWriter starts the file with the byte order mark Excel needs to read UTF-8.
func NewWriter(out io.Writer) *Writer {
	w := &Writer{w: bufio.NewWriter(out)}
	_, w.err = w.w.WriteString("\uFEFF")
	return w
}

// Write writes one row; errors are kept and reported by Flush.
func (w *Writer) Write(row []string) {
	for i, cell := range row {
		if i > 0 {
			w.write(",")
		}
		w.write(Cell(cell))
	}
	w.write("\r\n")
}

func (w *Writer) write(s string) {
	if w.err == nil {
		_, w.err = w.w.WriteString(s)
	}
}

// Err returns the first error met so far, so a long export can stop early.
func (w *Writer) Err() error { return w.err }

// Flush writes what is buffered and returns the first error met.
func (w *Writer) Flush() error {
	if w.err != nil {
		return w.err
	}
	return w.w.Flush()
}

// Time is an instant as the command line's own listings write it: RFC 3339, UTC, milliseconds; "" for none (nil).
func Time(t *time.Time) string {
	if t == nil {
		return ""
	}
	return t.UTC().Format("2006-01-02T15:04:05.000Z07:00")
}

// India is the sales team's clock: every export writes its times there, and its headers say so.
var India = time.FixedZone("IST", 5*3600+30*60)

// IndiaTime is how every export writes an instant: India time to the minute,
// "2026-11-25 14:05" under a header naming IST, which Excel and CRM imports read
// as a date and time; "" for none (nil).
func IndiaTime(t *time.Time) string {
	if t == nil {
		return ""
	}
	return t.In(India).Format("2006-01-02 15:04")
}

// FileName is the one name of an export file: kind and the day it was made, "leads-2026-11-25.csv".
func FileName(kind string, day time.Time) string {
	return kind + "-" + day.Format(time.DateOnly) + ".csv"
}

// Cell is s as one CSV cell: defused, then quoted when it holds a character a
// spreadsheet may split on (semicolon-locale Excel splits on ";", not ",").
func Cell(s string) string {
	s = DefuseFormula(s)
	if s == "" || !strings.ContainsAny(s, ",;\"\r\n\t") && s[0] != ' ' && s[len(s)-1] != ' ' {
		return s
	}
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}

// DefuseFormula stops a visitor-typed value such as =HYPERLINK(...) from running
// as a spreadsheet formula (OWASP CSV injection): a leading apostrophe makes it
// text. A phone number such as "+91 98765 43210" is left alone: digits, spaces
// and dashes after the "+" can call nothing, and the apostrophe would reach a
// CRM import as part of the number.
func DefuseFormula(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) && !isPhone(s) {
		return "'" + s
	}
	return s
}

// isPhone reports a "+", then digits with single spaces or dashes between them, at least 7 digits in all.
func isPhone(s string) bool {
	if len(s) < 8 || len(s) > 25 || s[0] != '+' {
		return false
	}
	digits := 0
	for i := 1; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case (c == ' ' || c == '-') && i > 1 && s[i-1] >= '0' && s[i-1] <= '9' && i < len(s)-1:
		default:
			return false
		}
	}
	return digits >= 7
}

// Package leadimport brings existing leads in from a CSV file (a spreadsheet or
// another CRM): columns mapped to lead fields with a preview, mobiles in any
// Indian format normalised by the lead's own rule, a row whose mobile is already
// a lead linked to it rather than doubled, a sentence for every row refused, and
// the whole import undone as one. No HTTP and no SQL here.
package leadimport

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nivaas-interiors/site/internal/csvfile"
	"github.com/nivaas-interiors/site/internal/fault"
)

// Bounds of one file: 10,000 rows of a CRM export fit several times over.
const (
	MaxBytes   = 4 << 20
	MaxRows    = 20_000
	MaxCell    = 1000 // characters of one cell
	MaxColumns = 500
	// MaxTableBytes bounds the memory a file takes once read, whatever its shape (see tableBytes): 4 MB of
	// commas is four million empty cells, some 220 MB read, where 20,000 leads of 50 columns take about 20 MB.
	MaxTableBytes = 24 << 20
)

// Table is a file's header and rows, each row with its line in the file.
type Table struct {
	Header []string
	Rows   [][]string
	Lines  []int
}

var (
	errEmpty   = fault.Invalid("The file is empty. Please choose a CSV file with a header row and at least one lead.", nil)
	errTooBig  = fault.Invalid("The file is larger than 4 MB. Please split it into smaller files.", nil)
	errNotUTF8 = fault.Invalid(`The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)" and choose it again.`, nil)
)

// Parse reads a CSV file: a UTF-8 byte order mark is skipped, the separator
// (comma, semicolon or tab) is the one the header row uses most, and wholly
// empty rows are skipped. A file that is not UTF-8, too large or has too many
// rows is refused as a whole with a sentence.
func Parse(data []byte) (*Table, error) {
	if len(data) > MaxBytes {
		return nil, errTooBig
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if bytes.HasPrefix(data, []byte("\xff\xfe")) || bytes.HasPrefix(data, []byte("\xfe\xff")) || !utf8.Valid(data) {
		return nil, errNotUTF8
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return nil, fault.Invalid("The file holds binary data, not text. Please choose a CSV file.", nil)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, errEmpty
	}
	sep := separator(data)
	if err := checkShape(data, byte(sep)); err != nil {
		return nil, err
	}
	t := &Table{}
	err := csvfile.Each(data, sep, func(rec []string, line int) error {
		if blank(rec) {
			return nil
		}
		if t.Header == nil {
			t.Header = trimAll(rec)
			return nil
		}
		if len(t.Rows) == MaxRows {
			return fault.Invalid("The file has more than "+thousands(MaxRows)+" leads. Please split it into smaller files.", nil)
		}
		t.Rows = append(t.Rows, rec)
		t.Lines = append(t.Lines, line)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(t.Rows) == 0 {
		return nil, errEmpty
	}
	return t, nil
}

// checkShape refuses, before a cell is read, a file whose columns × rows would take more than MaxTableBytes
// once read, or that has a row of more than MaxColumns cells. Every separator and line break starts a cell,
// quoted or not, so the count is an upper bound found without allocating.
func checkShape(data []byte, sep byte) error {
	cells, widest, row := 1, 1, 1
	for _, c := range data {
		switch c {
		case sep:
			row++
		case '\n':
			widest, row = max(widest, row), 1
		default:
			continue
		}
		cells++
	}
	widest = max(widest, row)
	if widest > MaxColumns {
		return fault.Invalid("A row of the file has "+thousands(widest)+" columns, more than "+thousands(MaxColumns)+
			". Please remove the columns you do not import, or save only the ones you need.", nil)
	}
	if tableBytes(len(data), cells, widest) > MaxTableBytes {
		return fault.Invalid("The file has too many columns and rows to read at once ("+thousands(cells)+
			" cells). Please remove the columns you do not import, or split it into smaller files.", nil)
	}
	return nil
}

// tableBytes is the memory a file of size bytes takes read into a Table of cells cells, the widest row widest:
// its text, a string header (16 bytes) per cell, and for the widest row the CSV reader's index and position
// of each cell and the header's trimmed copy (40 more).
func tableBytes(size, cells, widest int) int {
	return size + 16*cells + 40*widest
}

// separator is the one of , ; and tab that the first line holds most of (outside quotes).
func separator(data []byte) rune {
	first, _, _ := bytes.Cut(data, []byte("\n"))
	counts := map[rune]int{}
	quoted := false
	for _, c := range string(first) {
		switch {
		case c == '"':
			quoted = !quoted
		case !quoted && (c == ',' || c == ';' || c == '\t'):
			counts[c]++
		}
	}
	best := ','
	for _, c := range []rune{';', '\t'} {
		if counts[c] > counts[best] {
			best = c
		}
	}
	return best
}

func blank(rec []string) bool {
	for _, c := range rec {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

func trimAll(rec []string) []string {
	out := make([]string, len(rec))
	for i, c := range rec {
		out[i] = strings.TrimSpace(c)
		if utf8.RuneCountInString(out[i]) > 100 {
			out[i] = string([]rune(out[i])[:100])
		}
	}
	return out
}

// thousands writes n with Indian-English commas as the reports print counts (20,000).
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Package csvfile reads the CSV files people upload (a lead import, an ad platform's spend export): rows of any
// width, a stray quote kept as text, and a row CSV cannot read refused with a sentence naming its line.
package csvfile

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"strconv"

	"github.com/nivaas-interiors/site/internal/fault"
)

// Each calls fn with every record of data, separated by sep, and the line it starts on; fn's error ends the
// reading and is returned as it is.
func Each(data []byte, sep rune, fn func(rec []string, line int) error) error {
	r := csv.NewReader(bytes.NewReader(data))
	r.Comma = sep
	r.FieldsPerRecord = -1
	r.LazyQuotes = true // a stray quote in a name is text, not a broken file
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			line := 0
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				line = pe.Line
			}
			return fault.Invalid("Line "+strconv.Itoa(line)+" of the file cannot be read as CSV. Please check its quotes.", nil)
		}
		line, _ := r.FieldPos(0)
		if err := fn(rec, line); err != nil {
			return err
		}
	}
}

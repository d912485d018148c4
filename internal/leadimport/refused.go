package leadimport

import (
	"strconv"

	"github.com/nivaas-interiors/site/internal/csvexport"
)

// MaxRefusedBytes bounds the file of refused rows: the rows themselves are at most the upload's 4 MB, but
// each adds its reason, which may quote a cell of up to MaxCell characters.
const MaxRefusedBytes = 6 << 20

// ReasonHeader is the column the file of refused rows adds to the file's own.
const ReasonHeader = "Reason refused"

// RefusedFile is the rows of req's file that its import refuses, for the owner to mend and import again:
// the file's header and ReasonHeader, then each refused row's cells as the file has them and its reason,
// as csvexport writes them (formulas defused). Rows that would take the file past MaxRefusedBytes are
// left out, and a last row says how many.
func (s *Service) RefusedFile(req Request) ([][]string, error) {
	t, err := Parse(req.Data)
	if err != nil {
		return nil, err
	}
	m := req.Mapping
	if m == nil {
		m = Suggest(t.Header)
	}
	if err := m.Check(len(t.Header), req.DefaultPropertyType); err != nil {
		return nil, err
	}
	_, refused := t.Leads(m, req.DefaultPropertyType, s.now().UTC())
	header := append(append([]string{}, t.Header...), ReasonHeader)
	out := [][]string{header}
	size := len("\uFEFF") + rowBytes(header) + lastRowBytes
	for i, f := range refused {
		row := make([]string, len(t.Header)+1)
		copy(row, f.Cells) // a row shorter than the header leaves its cells empty; one longer is cut to it
		row[len(row)-1] = f.Reason
		if n := rowBytes(row); size+n <= MaxRefusedBytes {
			size += n
			out = append(out, row)
			continue
		}
		last := make([]string, len(t.Header)+1)
		last[len(last)-1] = thousands(len(refused)-i) + " more refused rows are not in this file, which is kept under " +
			strconv.Itoa(MaxRefusedBytes>>20) + " MB: please mend the rows above, import them, and download the refused rows again."
		return append(out, last), nil
	}
	return out, nil
}

// lastRowBytes is room kept for the row that counts the rows left out.
const lastRowBytes = 1024

// rowBytes is what csvexport writes for row.
func rowBytes(row []string) int {
	n := 2 // CRLF
	for _, c := range row {
		n += len(csvexport.Cell(c)) + 1
	}
	return n
}

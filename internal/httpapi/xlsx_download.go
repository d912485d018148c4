package httpapi

import (
	"bytes"
	"net/http"

	"github.com/nivaas-interiors/site/internal/accesslog"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/staff"
	"github.com/nivaas-interiors/site/internal/xlsxexport"
)

// exportLeadsXLSX is the lead export as an Excel workbook (GET /api/admin/leads/export.xlsx):
// the CSV's columns and rows (lead.ExportRow), every cell text. A workbook is a
// zip written whole at the end, so unlike the CSV it does not stream: the store's
// reading is bounded by the same stall guard, and any failure is answered as JSON.
func (s *server) exportLeadsXLSX(w http.ResponseWriter, r *http.Request, acct *staff.Account) {
	f, err := leadFilter(r.URL.Query())
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	ctx := newStallContext(r.Context(), s.StoreDeadline)
	defer ctx.stop()
	if err := s.Leads.RecordExport(ctx, s.actor(r, acct), r.URL.RawQuery+" (xlsx)"); err != nil {
		s.failWith(w, r, err)
		return
	}
	book, err := xlsxexport.NewWriter("Leads")
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	book.Write(lead.ExportHeader)
	var ids idCollector
	err = s.Leads.Export(ctx, f, func(l lead.ExportLead) error {
		ctx.progress()
		ids.add(l.ID)
		book.Write(lead.ExportRow(l))
		return book.Err()
	})
	var out bytes.Buffer
	if err == nil {
		_, err = book.WriteTo(&out)
	}
	if err == nil { // the file is whole: it leaves only once its leads are on record
		err = s.recordExport(r, acct, accesslog.ExportedLeadsXLSX, r.URL.Query(), accesslog.Lead, &ids)
	}
	if err != nil {
		s.failWith(w, r, err)
		return
	}
	writeAttachment(w, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", xlsxexport.FileName("leads", s.Now().In(lead.India)), out.Bytes())
}

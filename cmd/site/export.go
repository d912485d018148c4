package main

import (
	"context"
	"encoding/csv"
	"io"
	"strconv"
	"strings"

	"github.com/nivaas-interiors/site/internal/lead"
)

// exportHeader names the CSV columns with the API's JSON names.
var exportHeader = []string{"propertyType", "location", "name", "mobile", "email", "whatsappUpdates", "role", "createdAt",
	"page", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"}

func exportLeads(ctx context.Context, cfg Config, out io.Writer) error {
	db, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	leads, err := db.ListLeads(ctx)
	if err != nil {
		return err
	}
	return writeLeadsCSV(out, leads)
}

// writeLeadsCSV writes leads as Excel-friendly CSV: a UTF-8 byte order mark,
// CRLF line ends, createdAt in RFC 3339 (UTC, milliseconds).
func writeLeadsCSV(out io.Writer, leads []lead.Lead) error {
	if _, err := io.WriteString(out, "\uFEFF"); err != nil {
		return err
	}
	w := csv.NewWriter(out)
	w.UseCRLF = true
	if err := w.Write(exportHeader); err != nil {
		return err
	}
	for _, l := range leads {
		email := ""
		if l.Email != nil {
			email = *l.Email
		}
		a := l.Attribution
		row := []string{l.PropertyType, l.Location, l.Name, l.Mobile, email, strconv.FormatBool(l.WhatsappUpdates), l.Role,
			l.CreatedAt.UTC().Format("2006-01-02T15:04:05.000Z07:00"),
			a.Page, a.Referrer, a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm, a.UTMContent}
		for i := range row {
			row[i] = defuseFormula(row[i])
		}
		if err := w.Write(row); err != nil {
			return err
		}
	}
	w.Flush()
	return w.Error()
}

// defuseFormula stops a visitor-typed value such as =HYPERLINK(...) from running
// as a spreadsheet formula (OWASP CSV injection): a leading apostrophe makes it text.
func defuseFormula(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

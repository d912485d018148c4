package main

import (
	"context"
	"io"
	"time"

	"github.com/nivaas-interiors/site/internal/csvexport"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/office"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/xlsxexport"
)

// exportFrom opens the store read-only, lets write list what it exports, and writes it to out.
func exportFrom(ctx context.Context, cfg Config, out io.Writer, write func(context.Context, *sqlstore.Store, io.Writer) error) error {
	db, err := openStoreReadOnly(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	return write(ctx, db, out)
}

// Each export writes the back-office's columns through the same row mapper, a row as it is read, newest first.

// exportLeads writes every live lead (a merged duplicate is part of its lead).
func exportLeads(ctx context.Context, db *sqlstore.Store, out io.Writer) error {
	return writeCSV(out, lead.ExportHeader, func(row func([]string) error) error {
		return lead.NewService(db, nil).Export(ctx, lead.Filter{}, func(l lead.ExportLead) error { return row(lead.ExportRow(l)) })
	})
}

// exportLeadsXLSX writes the same rows as an Excel workbook, every cell text (see xlsxexport).
func exportLeadsXLSX(ctx context.Context, db *sqlstore.Store, out io.Writer) error {
	book, err := xlsxexport.NewWriter("Leads")
	if err != nil {
		return err
	}
	book.Write(lead.ExportHeader)
	if err := lead.NewService(db, nil).Export(ctx, lead.Filter{}, func(l lead.ExportLead) error {
		book.Write(lead.ExportRow(l))
		return book.Err()
	}); err != nil {
		return err
	}
	_, err = book.WriteTo(out)
	return err
}

func exportContacts(ctx context.Context, db *sqlstore.Store, out io.Writer) error {
	return writeCSV(out, office.MessageExportHeader, func(row func([]string) error) error {
		return office.NewService(db, nil).EachMessage(ctx, office.Query{}, func(m office.Message) error { return row(office.MessageExportRow(m)) })
	})
}

func exportSubscribers(ctx context.Context, db *sqlstore.Store, out io.Writer) error {
	return writeCSV(out, office.SubscriberExportHeader, func(row func([]string) error) error {
		return office.NewService(db, nil).EachSubscriber(ctx, office.Query{}, func(s office.Subscriber) error { return row(office.SubscriberExportRow(s)) })
	})
}

// writeCSV writes header, then each row read hands it (see csvexport).
func writeCSV(out io.Writer, header []string, read func(row func([]string) error) error) error {
	w := csvexport.NewWriter(out)
	w.Write(header)
	if err := read(func(cells []string) error {
		w.Write(cells)
		return w.Err()
	}); err != nil {
		return err
	}
	return w.Flush()
}

// exportTime is an instant as the exports write it (csvexport.Time).
func exportTime(t time.Time) string { return csvexport.Time(&t) }

package main

import (
	"context"
	"io"
	"strconv"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/csvexport"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// The export headers name the CSV columns with the API's JSON names.
var (
	exportHeader = []string{"propertyType", "location", "name", "mobile", "email", "whatsappUpdates", "role", "createdAt",
		"page", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"}
	contactHeader    = []string{"firstName", "lastName", "email", "phone", "subject", "message", "page", "createdAt"}
	subscriberHeader = []string{"email", "page", "createdAt"}
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

func exportLeads(ctx context.Context, db *sqlstore.Store, out io.Writer) error {
	leads, err := db.ListLeads(ctx)
	if err != nil {
		return err
	}
	return writeLeadsCSV(out, leads)
}

func exportContacts(ctx context.Context, db *sqlstore.Store, out io.Writer) error {
	msgs, err := db.ListContactMessages(ctx)
	if err != nil {
		return err
	}
	return writeContactsCSV(out, msgs)
}

func exportSubscribers(ctx context.Context, db *sqlstore.Store, out io.Writer) error {
	subs, err := db.ListSubscriptions(ctx)
	if err != nil {
		return err
	}
	return writeSubscribersCSV(out, subs)
}

// exportTime is createdAt in RFC 3339, UTC, milliseconds.
func exportTime(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000Z07:00") }

// writeLeadsCSV writes leads as spreadsheet-safe CSV (see csvexport).
func writeLeadsCSV(out io.Writer, leads []lead.Lead) error {
	w := csvexport.NewWriter(out)
	w.Write(exportHeader)
	for _, l := range leads {
		email := ""
		if l.Email != nil {
			email = *l.Email
		}
		a := l.Attribution
		w.Write([]string{l.PropertyType, l.Location, l.Name, l.Mobile, email, strconv.FormatBool(l.WhatsappUpdates), l.Role,
			exportTime(l.CreatedAt), a.Page, a.Referrer, a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm, a.UTMContent})
	}
	return w.Flush()
}

func writeContactsCSV(out io.Writer, msgs []contact.Message) error {
	w := csvexport.NewWriter(out)
	w.Write(contactHeader)
	for _, m := range msgs {
		w.Write([]string{m.FirstName, m.LastName, m.Email, m.Phone, m.Subject, m.Message, m.Page, exportTime(m.CreatedAt)})
	}
	return w.Flush()
}

func writeSubscribersCSV(out io.Writer, subs []newsletter.Subscription) error {
	w := csvexport.NewWriter(out)
	w.Write(subscriberHeader)
	for _, s := range subs {
		w.Write([]string{s.Email, s.Page, exportTime(s.CreatedAt)})
	}
	return w.Flush()
}

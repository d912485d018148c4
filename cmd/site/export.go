package main

import (
	"context"
	"io"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/csvexport"
	"github.com/nivaas-interiors/site/internal/inbox"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// The export headers name the CSV columns with the API's JSON names (leads: inbox.ExportHeader, as the back-office's).
var (
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

// exportLeads writes every live lead (a merged duplicate is part of its lead), newest first, as it is read.
func exportLeads(ctx context.Context, db *sqlstore.Store, out io.Writer) error {
	w := csvexport.NewWriter(out)
	w.Write(inbox.ExportHeader)
	err := db.EachInboxLead(ctx, inbox.Filter{}, func(l inbox.Lead) error {
		w.Write(inbox.ExportRow(l))
		return w.Err()
	})
	if err != nil {
		return err
	}
	return w.Flush()
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

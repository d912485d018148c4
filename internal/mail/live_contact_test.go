package mail_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/appointment"
	"github.com/nivaas-interiors/site/internal/company"
	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestMailsUseTheOwnersCurrentContact: every mail is written with the company details the owner
// saves, on both engines, without a restart; the configured address is only the default.
func TestMailsUseTheOwnersCurrentContact(t *testing.T) {
	for _, e := range []engine{sqliteEngine(t), postgresEngine(t)} {
		t.Run(e.name, func(t *testing.T) {
			db := e.open(t)
			ctx := context.Background()
			svc := mail.NewService(db, db, mail.ServiceConfig{InfoEmail: infoEmail, From: from, Company: db.CompanyDetails})
			before, err := svc.ContactNotice(contact.Message{Written: contact.Written{FirstName: "Meera", Email: "meera@example.com", Subject: "sales", Message: "Hi"}, CreatedAt: time.Now()})
			if err != nil || before.To != company.Default().InfoEmail {
				t.Fatalf("before any change the company's mail goes to %q (%v), want settings.json's %q", before.To, err, company.Default().InfoEmail)
			}

			d, err := db.CompanyDetails(ctx)
			if err != nil {
				t.Fatal(err)
			}
			d.InfoEmail, d.Phone = "sales@casa.example", "+91 98450 12345"
			owner := staff.Actor{ID: 1, Email: "owner@example.com"}
			if _, err := company.NewService(db, nil, nil).Save(ctx, owner, d); err != nil {
				t.Fatal(err)
			}

			l := saveLead(t, db, svc, "asha@example.com", time.Now())
			notice, err := svc.LeadNotice(*l)
			if err != nil || notice.To != "sales@casa.example" {
				t.Errorf("lead notice to %v (%v), want the new address", notice, err)
			}
			if m, _ := svc.ContactNotice(contact.Message{Written: contact.Written{FirstName: "Meera", Email: "meera@example.com", Subject: "sales", Message: "Hi"}, CreatedAt: time.Now()}); m.To != "sales@casa.example" {
				t.Errorf("contact notice to %q, want the new address", m.To)
			}
			if r, err := svc.MessageReply(ctx, 1, "meera@example.com", "Meera", "Sales", "Thanks", "Hi"); err != nil || r.ReplyTo != "sales@casa.example" {
				t.Errorf("reply's Reply-To %q (%v), want the new address", r.ReplyTo, err)
			}
			// Asking to mail the company's new address is the quiet success the old one got.
			if err := svc.RequestLeadNotification(ctx, notification("SALES@casa.example", "asha@example.com")); err != nil {
				t.Errorf("notification to the company's new address = %v, want a quiet nil", err)
			}

			booking := appointment.Mails{SiteURL: "https://www.nivaas.example", InfoEmail: infoEmail, Brand: "Nivaas", Phone: "+91 80 4718 2200",
				Company: db.CompanyDetails, Now: time.Now}
			email := "asha@example.com"
			mails := booking.Booked(appointment.Booking{Name: "Asha", Mobile: "98765 43210", Email: &email, Status: appointment.StatusBooked,
				Start: time.Now().Add(48 * time.Hour)}, appointment.Place{Name: "HSR Layout"}, appointment.Links{Manage: "token"})
			if len(mails) != 2 || mails[0].To != "sales@casa.example" || !strings.Contains(mails[1].Text, "Call us on +91 98450 12345.") ||
				!strings.Contains(mails[1].Calendar, "mailto:sales@casa.example") {
				t.Errorf("appointment mails do not use the new details: %+v", mails)
			}
		})
	}
}

// TestMailsFallBackToTheConfiguredContact: details that cannot be read never hold a mail back.
func TestMailsFallBackToTheConfiguredContact(t *testing.T) {
	db := sqliteEngine(t).open(t)
	down := func(context.Context) (company.Details, error) { return company.Details{}, context.DeadlineExceeded }
	svc := mail.NewService(db, db, mail.ServiceConfig{InfoEmail: "hi@casa.example", From: from, Company: down})
	m, err := svc.ContactNotice(contact.Message{Written: contact.Written{FirstName: "Meera", Email: "meera@example.com", Subject: "sales", Message: "Hi"}, CreatedAt: time.Now()})
	if err != nil || m.To != "hi@casa.example" {
		t.Fatalf("with unreadable details the notice goes to %v (%v), want the configured address", m, err)
	}
}

package contact_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/storetest"
)

var now = func() time.Time { return time.Date(2026, 5, 1, 12, 0, 0, 987654321, time.UTC) }

func validRequest() contact.CreateRequest {
	return contact.CreateRequest{Written: contact.Written{FirstName: "Ravi", LastName: "Kumar", Email: " ravi@example.com ", Subject: "sales",
		Message: "Please call me about a 3 BHK.\nEvenings are best."}, Page: "/Contactus"}
}

func TestServiceCreate(t *testing.T) {
	ctx := context.Background()
	db := storetest.OpenSQLite(t)
	mails := mail.NewService(db, db, mail.ServiceConfig{InfoEmail: "hello@nivaas.example", From: "Nivaas Interiors <no-reply@nivaas.example>"})
	m, err := contact.NewService(db, mails, now).Create(ctx, validRequest(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if m.ID == 0 || m.Email != "ravi@example.com" || !m.CreatedAt.Equal(time.Date(2026, 5, 1, 12, 0, 0, 987000000, time.UTC)) {
		t.Fatalf("message = %+v", m)
	}
	stored, err := db.ListContactMessages(ctx)
	if err != nil || len(stored) != 1 || stored[0].ID != m.ID || stored[0].Message != m.Message {
		t.Fatalf("stored %+v, %v", stored, err)
	}
	items, err := db.Claim(ctx, "test", time.Now(), time.Minute, 10)
	if err != nil || len(items) != 1 || items[0].Message.To != "hello@nivaas.example" {
		t.Fatalf("outbox = %+v, %v; want one mail to the company", items, err)
	}
	if m, err := mail.Deliverable(items[0]); err != nil || !strings.Contains(m.Text, "Ravi") {
		t.Fatalf("the company's mail as sent = %+v, %v; want it to name Ravi", m, err)
	}
}

func TestServiceCreateNotifyFailureKeepsMessage(t *testing.T) {
	db := storetest.OpenSQLite(t)
	broken := storetest.OpenSQLite(t)
	broken.Close() // the mail outbox is down, the message store is not
	mails := mail.NewService(broken, broken, mail.ServiceConfig{InfoEmail: "hello@nivaas.example", From: "Nivaas Interiors <no-reply@nivaas.example>"})
	m, err := contact.NewService(db, mails, now).Create(context.Background(), validRequest(), nil)
	if err != nil || m == nil {
		t.Fatalf("got %v, %v; want the stored message", m, err)
	}
	if stored, _ := db.ListContactMessages(context.Background()); len(stored) != 1 {
		t.Fatalf("stored %d messages, want 1", len(stored))
	}
}

func TestServiceCreateStoreDown(t *testing.T) {
	db := storetest.OpenSQLite(t)
	outbox := storetest.OpenSQLite(t)
	db.Close()
	mails := mail.NewService(outbox, outbox, mail.ServiceConfig{InfoEmail: "hello@nivaas.example", From: "Nivaas Interiors <no-reply@nivaas.example>"})
	_, err := contact.NewService(db, mails, now).Create(context.Background(), validRequest(), nil)
	if fault.Code(err) != fault.EUNAVAILABLE {
		t.Fatalf("err = %v, want unavailable", err)
	}
	if s, _ := outbox.OutboxStats(context.Background()); s.Pending != 0 {
		t.Fatal("mailed a message that was not stored")
	}
}

func TestServiceCreateInvalid(t *testing.T) {
	db := storetest.OpenSQLite(t)
	_, err := contact.NewService(db, nil, now).Create(context.Background(), contact.CreateRequest{}, nil)
	if fault.Code(err) != fault.EINVALID {
		t.Fatalf("err = %v", err)
	}
	if stored, _ := db.ListContactMessages(context.Background()); len(stored) != 0 {
		t.Fatal("invalid message was stored")
	}
}

package storetest

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

func testContactMessages(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	in := []contact.Message{
		{
			Written:   contact.Written{FirstName: "Ravi", LastName: "Kumar", Email: "ravi@example.com", Phone: "+91 98765-43210", Subject: "sales", Message: "Please call me.\r\nEvenings are best — after 7."},
			Page:      "/Contactus",
			CreatedAt: at,
		},
		{Written: contact.Written{FirstName: "Lakshmi", LastName: "N", Email: "l@example.com", Subject: "other", Message: "Hello"}, CreatedAt: at.Add(time.Minute)},
	}
	for i := range in {
		if err := s.CreateContactMessage(ctx, &in[i], nil, nil); err != nil {
			t.Fatal(err)
		}
		if in[i].ID == 0 {
			t.Fatalf("message %d has no id", i)
		}
	}
	got, err := s.ListContactMessages(ctx)
	if err != nil || len(got) != 2 {
		t.Fatalf("ListContactMessages = %v, %v", got, err)
	}
	for i, g := range got {
		w := in[i]
		sameTime(t, "contact CreatedAt", g.CreatedAt, w.CreatedAt)
		g.CreatedAt, w.CreatedAt = time.Time{}, time.Time{}
		if !reflect.DeepEqual(g, w) {
			t.Errorf("message %d:\n got %+v\nwant %+v", i, g, w)
		}
	}
}

func testSubscribe(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	for _, sub := range []newsletter.Subscription{
		{Email: "meera@example.com", Page: "/Guides/Design-Tips", CreatedAt: at},
		{Email: "meera@example.com", Page: "/Guides/Space-Planning", CreatedAt: at.Add(time.Hour)}, // lower case: newsletter's Validate makes it so
		{Email: "meera@example.com", Page: "/Guides/Design-Tips", CreatedAt: at.Add(2 * time.Hour)},
		{Email: "arjun@example.com", Page: "/Guides/Space-Planning", CreatedAt: at.Add(3 * time.Hour)},
	} {
		if err := s.Subscribe(ctx, &sub); err != nil {
			t.Fatalf("Subscribe(%s): %v", sub.Email, err)
		}
	}
	got, err := s.ListSubscriptions(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Email != "meera@example.com" || got[0].Page != "/Guides/Design-Tips" || got[1].Email != "arjun@example.com" {
		t.Fatalf("subscriptions = %+v; want one row per e-mail, the first kept", got)
	}
	sameTime(t, "subscription CreatedAt", got[0].CreatedAt, at)
}

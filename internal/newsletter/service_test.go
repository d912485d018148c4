package newsletter_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/newsletter"
	"github.com/nivaas-interiors/site/internal/storetest"
	"github.com/nivaas-interiors/site/internal/textfield"
)

func TestServiceSubscribe(t *testing.T) {
	ctx := context.Background()
	db := storetest.OpenSQLite(t)
	svc := newsletter.NewService(db, func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 6_700_000, time.UTC) })
	for _, email := range []string{" Meera@Example.COM ", "meera@example.com"} {
		if err := svc.Subscribe(ctx, newsletter.SubscribeRequest{Email: email, Page: "/Guides/Space-Planning"}); err != nil {
			t.Fatal(err)
		}
	}
	subs, err := db.ListSubscriptions(ctx)
	if err != nil || len(subs) != 1 || subs[0].Email != "meera@example.com" || subs[0].Page != "/Guides/Space-Planning" || subs[0].CreatedAt.Nanosecond() != 6_000_000 {
		t.Fatalf("subscriptions = %+v, %v", subs, err)
	}
	if err := svc.Subscribe(ctx, newsletter.SubscribeRequest{Email: "bad"}); fault.Code(err) != fault.EINVALID {
		t.Fatalf("err = %v", err)
	}
	db.Close()
	if err := svc.Subscribe(ctx, newsletter.SubscribeRequest{Email: "x@y.in"}); fault.Code(err) != fault.EUNAVAILABLE {
		t.Fatalf("err = %v", err)
	}
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name    string
		req     newsletter.SubscribeRequest
		wantMsg string
		field   string
	}{
		{"valid", newsletter.SubscribeRequest{Email: "Meera@Example.com", Page: "/Guides/Design-Tips"}, "", ""},
		{"missing", newsletter.SubscribeRequest{Email: "  "}, newsletter.RequiredMessage, "email"},
		{"bad", newsletter.SubscribeRequest{Email: "meera"}, textfield.MsgEmail, "email"},
		{"too long", newsletter.SubscribeRequest{Email: strings.Repeat("m", 250) + "@x.in"}, textfield.MsgEmail, "email"},
		{"page too long", newsletter.SubscribeRequest{Email: "m@x.in", Page: strings.Repeat("p", 301)}, textfield.MsgTooLong(300), "page"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.req.Validate()
			if tc.wantMsg == "" {
				if err != nil {
					t.Fatalf("Validate() = %v", err)
				}
				return
			}
			if fault.Code(err) != fault.EINVALID || fault.Message(err) != tc.wantMsg || fault.FieldsOf(err)[tc.field] == "" {
				t.Fatalf("Validate() = %v %v", err, fault.FieldsOf(err))
			}
		})
	}
}

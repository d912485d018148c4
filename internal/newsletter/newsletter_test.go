package newsletter

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/textfield"
)

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name    string
		req     SubscribeRequest
		wantMsg string
		field   string
	}{
		{"valid", SubscribeRequest{Email: "Meera@Example.com", Page: "/Guides/Design-Tips"}, "", ""},
		{"missing", SubscribeRequest{Email: "  "}, RequiredMessage, "email"},
		{"bad", SubscribeRequest{Email: "meera"}, textfield.MsgEmail, "email"},
		{"too long", SubscribeRequest{Email: strings.Repeat("m", 250) + "@x.in"}, textfield.MsgEmail, "email"},
		{"page too long", SubscribeRequest{Email: "m@x.in", Page: strings.Repeat("p", 301)}, textfield.MsgTooLong(300), "page"},
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

type memStore struct {
	subs map[string]Subscription
	err  error
}

func (m *memStore) Subscribe(_ context.Context, s *Subscription) error {
	if m.err != nil {
		return m.err
	}
	if _, ok := m.subs[s.Email]; !ok {
		m.subs[s.Email] = *s
	}
	return nil
}

func TestServiceSubscribe(t *testing.T) {
	store := &memStore{subs: map[string]Subscription{}}
	svc := NewService(store, func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 6_700_000, time.UTC) })
	if err := svc.Subscribe(context.Background(), SubscribeRequest{Email: " Meera@Example.COM ", Page: "/Guides/Space-Planning"}); err != nil {
		t.Fatal(err)
	}
	s, ok := store.subs["meera@example.com"]
	if !ok || s.Page != "/Guides/Space-Planning" || s.CreatedAt.Nanosecond() != 6_000_000 {
		t.Fatalf("subs = %+v", store.subs)
	}
	if err := svc.Subscribe(context.Background(), SubscribeRequest{Email: "bad"}); fault.Code(err) != fault.EINVALID {
		t.Fatalf("err = %v", err)
	}
	store.err = errors.New("db down")
	if err := svc.Subscribe(context.Background(), SubscribeRequest{Email: "x@y.in"}); fault.Code(err) != fault.EUNAVAILABLE {
		t.Fatalf("err = %v", err)
	}
}

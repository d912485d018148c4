package contact

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
)

type memStore struct {
	msgs []Message
	err  error
}

func (m *memStore) CreateContactMessage(_ context.Context, msg *Message) error {
	if m.err != nil {
		return m.err
	}
	msg.ID = int64(len(m.msgs) + 1)
	m.msgs = append(m.msgs, *msg)
	return nil
}

type notifier struct {
	got []Message
	err error
}

func (n *notifier) NotifyContact(_ context.Context, m Message) error {
	n.got = append(n.got, m)
	return n.err
}

var now = func() time.Time { return time.Date(2026, 5, 1, 12, 0, 0, 987654321, time.UTC) }

func TestServiceCreate(t *testing.T) {
	store, n := &memStore{}, &notifier{}
	req := valid()
	req.Email = " ravi@example.com "
	m, err := NewService(store, n, now).Create(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if m.ID != 1 || m.Email != "ravi@example.com" || !m.CreatedAt.Equal(time.Date(2026, 5, 1, 12, 0, 0, 987000000, time.UTC)) {
		t.Fatalf("message = %+v", m)
	}
	if len(n.got) != 1 || n.got[0].ID != 1 {
		t.Fatalf("notified %+v, want the stored message", n.got)
	}
}

func TestServiceCreateNotifyFailureKeepsMessage(t *testing.T) {
	store := &memStore{}
	m, err := NewService(store, &notifier{err: errors.New("smtp down")}, now).Create(context.Background(), valid())
	if err != nil || m == nil || len(store.msgs) != 1 {
		t.Fatalf("got %v, %v; stored %d", m, err, len(store.msgs))
	}
}

func TestServiceCreateStoreDown(t *testing.T) {
	n := &notifier{}
	_, err := NewService(&memStore{err: errors.New("db gone")}, n, now).Create(context.Background(), valid())
	if fault.Code(err) != fault.EUNAVAILABLE {
		t.Fatalf("err = %v, want unavailable", err)
	}
	if len(n.got) != 0 {
		t.Fatal("notified about a message that was not stored")
	}
}

func TestServiceCreateInvalid(t *testing.T) {
	store := &memStore{}
	_, err := NewService(store, nil, now).Create(context.Background(), CreateRequest{})
	if fault.Code(err) != fault.EINVALID || len(store.msgs) != 0 {
		t.Fatalf("err = %v, stored %d", err, len(store.msgs))
	}
}

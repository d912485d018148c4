package lead

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
)

// memStore keeps leads in memory; the real stores run the shared suite in internal/storetest.
type memStore struct {
	leads []Lead
	err   error
}

func (m *memStore) CreateLead(_ context.Context, l *Lead) error {
	if m.err != nil {
		return m.err
	}
	l.ID = int64(len(m.leads) + 1)
	m.leads = append(m.leads, *l)
	return nil
}

func (m *memStore) ListLeads(context.Context) ([]Lead, error) { return m.leads, nil }

func (m *memStore) HasLeadWithEmailSince(context.Context, string, time.Time) (bool, error) {
	return false, nil
}

func TestServiceCreate(t *testing.T) {
	ist := time.FixedZone("IST", 5*3600+1800)
	now := time.Date(2026, 3, 14, 10, 30, 15, 123456789, ist)
	store := &memStore{}
	svc := NewService(store, func() time.Time { return now })

	req := valid()
	req.Name = "  Asha Rao "
	req.Mobile = " +91 98765 43210 "
	req.Email = nil
	req.WhatsappUpdates = true
	req.Page = "/"
	l, err := svc.Create(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	want := time.Date(2026, 3, 14, 5, 0, 15, 123000000, time.UTC)
	if !l.CreatedAt.Equal(want) || l.CreatedAt.Location() != time.UTC {
		t.Errorf("CreatedAt = %v, want %v in UTC", l.CreatedAt, want)
	}
	if l.ID != 1 || l.Role != "user" || l.Name != "Asha Rao" || l.Mobile != "+91 98765 43210" ||
		l.Email != nil || !l.WhatsappUpdates || l.Page != "/" || l.PropertyType != "2 BHK" || l.Location != "Pune" {
		t.Errorf("lead = %+v", l)
	}
	if len(store.leads) != 1 {
		t.Fatalf("stored %d leads, want 1", len(store.leads))
	}
}

func TestServiceCreateInvalidStoresNothing(t *testing.T) {
	store := &memStore{}
	req := valid()
	req.Mobile = "123"
	_, err := NewService(store, nil).Create(context.Background(), req)
	if fault.Code(err) != fault.EINVALID || fault.Message(err) != MobileMessage {
		t.Fatalf("err = %v", err)
	}
	if len(store.leads) != 0 {
		t.Fatal("invalid lead was stored")
	}
}

func TestServiceCreateStoreDown(t *testing.T) {
	cause := errors.New("disk I/O error")
	_, err := NewService(&memStore{err: cause}, nil).Create(context.Background(), valid())
	if fault.Code(err) != fault.EUNAVAILABLE || !errors.Is(err, cause) {
		t.Fatalf("err = %v, want unavailable wrapping the cause", err)
	}
}

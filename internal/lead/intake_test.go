package lead_test

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/storetest"
)

func validRequest() lead.CreateRequest {
	email := "asha@example.com"
	return lead.CreateRequest{PropertyType: "2 BHK", Location: "Pune", Name: "Asha Rao", Mobile: "98765 43210", Email: &email}
}

func TestServiceCreate(t *testing.T) {
	ctx := context.Background()
	ist := time.FixedZone("IST", 5*3600+1800)
	now := time.Date(2026, 3, 14, 10, 30, 15, 123456789, ist)
	db := storetest.OpenSQLite(t)
	svc := lead.NewIntake(db, nil, func() time.Time { return now })

	req := validRequest()
	req.Name = "  Asha Rao "
	req.Mobile = " +91 98765 43210 "
	req.Email = nil
	req.WhatsappUpdates = true
	req.Page = "/"
	l, err := svc.Create(ctx, req, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := time.Date(2026, 3, 14, 5, 0, 15, 123000000, time.UTC)
	if !l.CreatedAt.Equal(want) || l.CreatedAt.Location() != time.UTC {
		t.Errorf("CreatedAt = %v, want %v in UTC", l.CreatedAt, want)
	}
	if l.ID == 0 || l.Role != "user" || l.Name != "Asha Rao" || l.Mobile != "+91 98765 43210" ||
		l.Email != nil || !l.WhatsappUpdates || l.Page != "/" || l.PropertyType != "2 BHK" || l.Location != "Pune" {
		t.Errorf("lead = %+v", l)
	}
	stored, err := db.ListLeads(ctx)
	if err != nil || len(stored) != 1 || stored[0].ID != l.ID || stored[0].Email != nil || !stored[0].CreatedAt.Equal(want) {
		t.Fatalf("stored %+v, %v", stored, err)
	}

	// The modal's empty e-mail stays an empty string, not nil.
	req = validRequest()
	empty := ""
	req.Email = &empty
	if l, err = svc.Create(ctx, req, nil); err != nil || l.Email == nil || *l.Email != "" {
		t.Fatalf("lead with empty e-mail = %+v, %v", l, err)
	}
}

func TestServiceCreateInvalidStoresNothing(t *testing.T) {
	db := storetest.OpenSQLite(t)
	req := validRequest()
	req.Mobile = "123"
	_, err := lead.NewIntake(db, nil, nil).Create(context.Background(), req, nil)
	if fault.Code(err) != fault.EINVALID || fault.Message(err) != lead.MobileMessage {
		t.Fatalf("err = %v", err)
	}
	if stored, _ := db.ListLeads(context.Background()); len(stored) != 0 {
		t.Fatal("invalid lead was stored")
	}
}

func TestServiceCreateStoreDown(t *testing.T) {
	db := storetest.OpenSQLite(t)
	db.Close()
	_, err := lead.NewIntake(db, nil, nil).Create(context.Background(), validRequest(), nil)
	if fault.Code(err) != fault.EUNAVAILABLE {
		t.Fatalf("err = %v, want unavailable", err)
	}
	if fault.Message(err) == "" || fault.Message(err) == err.Error() {
		t.Fatalf("visitor message leaks internals: %q", fault.Message(err))
	}
}

package staff_test

import (
	"slices"
	"testing"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestOwnerGrantsDataRequestsToASalesPerson: the grant is stored, opens the part, signs the
// person out (their session began with less), and taking it back closes the part again.
func TestOwnerGrantsDataRequestsToASalesPerson(t *testing.T) {
	f, ctx, owner := ownerFixture(t)
	sales := f.add(t, "ravi@example.com", staff.Sales)
	if sales.May(staff.Privacy) || !slices.Equal(staff.Grantable, []staff.Permission{staff.Privacy}) {
		t.Fatalf("a sales account may handle data requests before a grant, or the grantable parts are %v", staff.Grantable)
	}
	grant := []staff.Permission{staff.Privacy, staff.Privacy}
	changed, err := f.svc.ChangeAccount(ctx, actorOf(owner), staff.AccountChange{ID: sales.ID, Version: sales.Version, Grants: &grant})
	if err != nil {
		t.Fatal(err)
	}
	stored, err := f.svc.Account(ctx, sales.ID)
	if err != nil || !slices.Equal(stored.Grants, []staff.Permission{staff.Privacy}) || !stored.May(staff.Privacy) || stored.May(staff.Accounts) {
		t.Fatalf("stored grants %v (%v): may privacy %v", stored.Grants, err, stored.May(staff.Privacy))
	}
	if got := stored.Permissions(); !slices.Contains(got, staff.Privacy) || !slices.Contains(got, staff.Leads) {
		t.Errorf("permissions %v, want the role's and the grant", got)
	}
	if _, err := f.svc.SessionAccount(ctx, sales.ID, sales.SessionVersion); fault.Code(err) != fault.EUNAUTHORIZED {
		t.Errorf("a session begun before the grant: %v, want it ended", err)
	}
	none := []staff.Permission{}
	back, err := f.svc.ChangeAccount(ctx, actorOf(owner), staff.AccountChange{ID: sales.ID, Version: changed.Version, Grants: &none})
	if err != nil || back.May(staff.Privacy) || back.SessionVersion != changed.SessionVersion {
		t.Fatalf("grant taken back: %v, may %v, session version %d → %d", err, back.May(staff.Privacy), changed.SessionVersion, back.SessionVersion)
	}
}

// TestOnlyGrantablePartsCanBeGranted: accounts, settings or a made-up part are refused with the sentence.
func TestOnlyGrantablePartsCanBeGranted(t *testing.T) {
	f, ctx, owner := ownerFixture(t)
	sales := f.add(t, "ravi@example.com", staff.Sales)
	for _, bad := range [][]staff.Permission{{staff.Accounts}, {staff.Settings}, {"root"}, {""}, {staff.Privacy, "privacy "}} {
		_, err := f.svc.ChangeAccount(ctx, actorOf(owner), staff.AccountChange{ID: sales.ID, Version: sales.Version, Grants: &bad})
		if fault.Code(err) != fault.EINVALID || fault.FieldsOf(err)["grants"] != "This part of the back-office cannot be given to one account." {
			t.Errorf("grant %q: %v %v", bad, err, fault.FieldsOf(err))
		}
	}
	if got, _ := f.svc.Account(ctx, sales.ID); len(got.Grants) != 0 || got.May(staff.Accounts) {
		t.Errorf("a refused grant was stored: %v", got.Grants)
	}
}

package main

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
)

// TestDashboardCheck: `site dashboard check` passes while the roll-up follows the leads and fails,
// naming the periods, once a figure of it is off.
func TestDashboardCheck(t *testing.T) {
	t.Parallel()
	env, db := migratedSite(t)
	ctx := context.Background()
	at := time.Date(2026, 11, 20, 6, 0, 0, 0, time.UTC)
	for i, city := range []string{"Pune", "Noida", "Pune"} {
		l := lead.Enquiry{Name: "Asha", Mobile: "987654321" + string(rune('0'+i)), Role: lead.Role, CreatedAt: at.AddDate(0, 0, -10*i), Location: city}
		if err := db.CreateLead(ctx, &l, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	// First responses written straight into the table, as before migration 00038: opening the site works out their targets.
	raw, err := sql.Open("sqlite", "file:"+filepath.Join(env["DATA_DIR"], "site.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	if _, err := raw.Exec(`UPDATE leads SET first_response_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+' || (id * 7) || ' minutes')`); err != nil {
		t.Fatal(err)
	}
	if out, code := runSite(t, env, "dashboard", "check", "--at", "2026-11-27T12:00:00+05:30"); code != 0 || !strings.Contains(out, "agrees") {
		t.Fatalf("check: exit %d\n%s", code, out)
	}
	var open int
	if err := raw.QueryRow(`SELECT count(*) FROM leads WHERE first_response_within IS NULL`).Scan(&open); err != nil || open != 0 {
		t.Fatalf("%d first responses without a target, %v", open, err)
	}
	if _, err := raw.Exec(`UPDATE lead_day_counts SET leads = leads + 1 WHERE kind = 3 AND k1 = 'Noida'`); err != nil {
		t.Fatal(err)
	}
	if out, code := runSite(t, env, "dashboard", "check", "--at", "2026-11-27T12:00:00+05:30"); code != 1 ||
		!strings.Contains(out, "differs from the leads for 2026-10-29 to 2026-11-27, 2025-11-28 to 2026-11-27") {
		t.Fatalf("check of a wrong roll-up: exit %d\n%s", code, out)
	}
}

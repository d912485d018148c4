package sqlstore_test

import (
	"context"
	"database/sql"
	"strings"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/contact"
	"github.com/nivaas-interiors/site/internal/contract"
	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/privacy"
	"github.com/nivaas-interiors/site/internal/sqlstore"
	"github.com/nivaas-interiors/site/internal/staff"
)

// TestPrivacyRetention: under a controlled clock the job anonymises a lead idle past 24 months and
// a message past 12, keeps a lead with recent activity and a won customer, and says what it did.
func TestPrivacyRetention(t *testing.T) {
	forEngines(t, func(t *testing.T, s *sqlstore.Store, raw *sql.DB) {
		ctx := context.Background()
		now := time.Date(2029, 6, 1, 3, 0, 0, 0, time.UTC)
		svc := privacy.NewService(s, nil, nil, "", func() time.Time { return now })
		old := now.AddDate(0, -25, 0)
		mk := func(name, mobile string, at time.Time) int64 {
			l := lead.Enquiry{PropertyType: "Villa", Name: name, Mobile: mobile, MobileDigits: contract.MobileKey(mobile), Email: str(strings.ToLower(strings.ReplaceAll(name, " ", ".")) + "@example.com"),
				Role: lead.Role, CreatedAt: at}
			if err := s.CreateLead(ctx, &l, nil, nil); err != nil {
				t.Fatal(err)
			}
			return l.ID
		}
		mk("Expired Person", "9111111111", old)
		active := mk("Active Person", "9222222222", old)
		won := mk("Won Customer", "9333333333", old)
		mk("Recent Person", "9444444444", now.AddDate(0, -23, 0))
		fmtAt := func(t time.Time) string { return t.Format("2006-01-02T15:04:05.000Z") }
		if _, err := raw.Exec(`INSERT INTO lead_events (lead_id, at, kind, text) VALUES ($1, $2, 'note', 'called')`, active, fmtAt(now.AddDate(0, -2, 0))); err != nil {
			t.Fatal(err)
		}
		if _, err := raw.Exec(`UPDATE leads SET status = 'won' WHERE id = $1`, won); err != nil {
			t.Fatal(err)
		}
		for _, m := range []contact.Message{{Written: contact.Written{FirstName: "Old", LastName: "Writer", Email: "old.writer@example.com", Subject: "s", Message: "m"}, CreatedAt: now.AddDate(0, -13, 0)},
			{Written: contact.Written{FirstName: "New", LastName: "Writer", Email: "new.writer@example.com", Subject: "s", Message: "m"}, CreatedAt: now.AddDate(0, -11, 0)}} {
			if err := s.CreateContactMessage(ctx, &m, nil, nil); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := privacy.NewService(s, nil, nil, "", func() time.Time { return now.Add(-25 * time.Hour) }).Ask(ctx,
			privacy.Ask{Kind: privacy.Access, Email: "never.confirmed@example.com"}); err != nil {
			t.Fatal(err)
		}
		rep, err := svc.RunRetention(ctx, staff.Actor{Address: "command line"}, now)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Records != 2 || rep.Counts["leads"] < 1 || rep.Counts["contact_messages"] < 1 || rep.Counts["unconfirmed requests"] != 1 {
			t.Fatalf("report = %+v", rep)
		}
		if found := scan(t, raw, "Expired Person", "9111111111", "Old Writer", "old.writer@example.com"); len(found) > 0 {
			t.Errorf("after retention: %s", strings.Join(found, "; "))
		}
		for _, kept := range []string{"Active Person", "Won Customer", "Recent Person", "new.writer@example.com"} {
			if len(scan(t, raw, kept)) == 0 {
				t.Errorf("%s was erased", kept)
			}
		}
		var summary string
		raw.QueryRow(`SELECT detail FROM audit_log WHERE action = 'ran the retention job'`).Scan(&summary)
		if !strings.HasPrefix(summary, "Retention: erased 2 expired records") {
			t.Errorf("audit line = %q", summary)
		}
		again, err := svc.RunRetention(ctx, staff.Actor{Address: "command line"}, now)
		if err != nil || again.Records != 0 {
			t.Errorf("second run: %+v, %v", again, err)
		}
	})
}

// TestPrivacyRetentionSettings: the one edit road: bounds checked, a stale version refused, audited.
func TestPrivacyRetentionSettings(t *testing.T) {
	forEngines(t, func(t *testing.T, s *sqlstore.Store, raw *sql.DB) {
		ctx := context.Background()
		svc := privacy.NewService(s, nil, nil, "", nil)
		r, err := svc.Retention(ctx)
		if err != nil || r.LeadsNotWonMonths != 24 || r.MessagesMonths != 12 || r.WonCustomersYears != 8 || r.LogsDays != 400 || r.Version != 1 {
			t.Fatalf("default = %+v, %v", r, err)
		}
		bad := r
		bad.MessagesMonths = 0
		if _, err := svc.SaveRetention(ctx, staff.Actor{}, bad); fault.Code(err) != fault.EINVALID {
			t.Errorf("0 months: %v", err)
		}
		// Processing logs never under the Rules' year, whatever is sent.
		for _, days := range []int{364, 30, 0, -1, 3651} {
			bad := r
			bad.LogsDays = days
			_, err := svc.SaveRetention(ctx, staff.Actor{}, bad)
			if msg := fault.FieldsOf(err)["logsDays"]; fault.Code(err) != fault.EINVALID || msg != privacy.C.Messages["logsDays"] || !strings.HasPrefix(msg, "Processing logs must be kept at least 365 days") {
				t.Errorf("logs kept %d days: %v %q", days, err, msg)
			}
		}
		r.LeadsNotWonMonths = 18
		saved, err := svc.SaveRetention(ctx, staff.Actor{ID: 1, Email: "owner@example.com"}, r)
		if err != nil || saved.LeadsNotWonMonths != 18 || saved.Version != 2 {
			t.Fatalf("saved = %+v, %v", saved, err)
		}
		if _, err := svc.SaveRetention(ctx, staff.Actor{}, r); fault.Code(err) != fault.ECONFLICT {
			t.Errorf("stale save: %v", err)
		}
		// Periods saved before the logs' period existed read the default 400 days.
		if _, err := raw.ExecContext(ctx, `UPDATE retention_settings SET body = '{"leadsNotWonMonths":18,"messagesMonths":12,"wonCustomersYears":8}'`); err != nil {
			t.Fatal(err)
		}
		if old, err := svc.Retention(ctx); err != nil || old.LogsDays != 400 || old.LeadsNotWonMonths != 18 {
			t.Errorf("older saved periods = %+v, %v", old, err)
		}
	})
}

// TestPrivacyCorrectLead: a correction writes the lead's contact details at its version (matching on
// the new mobile afterwards) and refuses a stale one, on both engines.
func TestPrivacyCorrectLead(t *testing.T) {
	forEngines(t, func(t *testing.T, s *sqlstore.Store, raw *sql.DB) {
		ctx := context.Background()
		svc := privacy.NewService(s, nil, nil, "", nil)
		l := lead.Enquiry{PropertyType: "Villa", Name: "Typo Nmae", Mobile: "9700000001", MobileDigits: "9700000001", Role: lead.Role, CreatedAt: time.Now()}
		if err := s.CreateLead(ctx, &l, nil, nil); err != nil {
			t.Fatal(err)
		}
		r, err := svc.Ask(ctx, privacy.Ask{Kind: privacy.Correction, Mobile: "9700000001"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svc.VerifyByPhone(ctx, staff.CommandLine, privacy.Change{ID: r.ID, Version: r.Version}); err != nil {
			t.Fatal(err)
		}
		held, err := svc.Contacts(ctx, r.ID)
		if err != nil || len(held) != 1 {
			t.Fatalf("contacts %+v, %v", held, err)
		}
		c := held[0]
		c.Name, c.Mobile, c.Email = "Typo Name", "+91 97000 00002", "typo@example.com"
		if _, err := svc.CorrectLead(ctx, staff.CommandLine, r.ID, c); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.CorrectLead(ctx, staff.CommandLine, r.ID, c); fault.Code(err) != fault.ENOTFOUND && fault.Code(err) != fault.ECONFLICT {
			t.Errorf("stale correction: %v", err)
		}
		var name, email, digits string
		raw.QueryRow(`SELECT name, email, mobile_digits FROM leads WHERE id = $1`, l.ID).Scan(&name, &email, &digits)
		if name != "Typo Name" || email != "typo@example.com" || digits != "9700000002" {
			t.Errorf("lead = %q %q %q", name, email, digits)
		}
	})
}

// TestHeldElsewhereWithNothingLeftOut: a run that erases no lead (only an old message) still finds the kept lead
// that holds the same address or number, so the message's contacts are not redacted where that lead quotes them.
// An empty id list once read "NOT IN (NULL)", which matches no row at all.
func TestHeldElsewhereWithNothingLeftOut(t *testing.T) {
	forEngines(t, func(t *testing.T, s *sqlstore.Store, _ *sql.DB) {
		ctx := context.Background()
		l := lead.Enquiry{PropertyType: "Villa", Name: "Kept", Mobile: "9555555555", MobileDigits: contract.MobileKey("9555555555"),
			Email: str("kept@example.com"), Role: lead.Role, CreatedAt: time.Now()}
		if err := s.CreateLead(ctx, &l, nil, nil); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct{ email, mobile string }{{"kept@example.com", ""}, {"", "9555555555"}} {
			held, err := s.HeldElsewhere(ctx, nil, []int64{42}, c.email, contract.MobileKey(c.mobile))
			if err != nil || !held {
				t.Errorf("%+v held elsewhere = %v, %v; want true (the kept lead holds it)", c, held, err)
			}
		}
		if held, err := s.HeldElsewhere(ctx, []int64{l.ID}, nil, "kept@example.com", ""); err != nil || held {
			t.Errorf("with the lead left out: %v %v, want false", held, err)
		}
	})
}

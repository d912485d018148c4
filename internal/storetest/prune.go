package storetest

import (
	"context"
	"testing"
	"time"

	"github.com/nivaas-interiors/site/internal/lead"
	"github.com/nivaas-interiors/site/internal/mail"
	"github.com/nivaas-interiors/site/internal/sqlstore"
)

// testOutboxPrune: sent rows older than the retention go, unless a lead's page
// shows them; pending, failed and recent rows stay.
func testOutboxPrune(t *testing.T, s *sqlstore.Store) {
	ctx := context.Background()
	now := time.Now()
	l := lead.Enquiry{PropertyType: "2 BHK", Name: "Asha", Mobile: "9876543210", Role: lead.Role, CreatedAt: now}
	notice := mail.Message{To: "info@example.in", Subject: "New lead"}
	if err := s.CreateLead(ctx, &l, &notice, nil); err != nil {
		t.Fatal(err)
	}
	q := enqueue(t, s, 4) // old sent, recent sent, failed, pending
	items := claim(t, s, "w", now, 10)
	if len(items) != 5 {
		t.Fatalf("claimed %v, want 5 rows", ids(items))
	}
	old := now.Add(-40 * 24 * time.Hour)
	leadRow := items[0].ID
	if _, err := s.MarkSentAll(ctx, []int64{leadRow, q[0]}, "w", old); err != nil {
		t.Fatal(err)
	}
	if err := s.MarkSent(ctx, q[1], "w", now); err != nil {
		t.Fatal(err)
	}
	if err := s.MarkFailed(ctx, q[2], "w", "550 no such mailbox"); err != nil {
		t.Fatal(err)
	}
	if err := s.MarkRetry(ctx, q[3], "w", now, "421 try later"); err != nil {
		t.Fatal(err)
	}
	n, err := s.PruneOutbox(ctx, now.Add(-30*24*time.Hour))
	if err != nil || n != 1 {
		t.Fatalf("PruneOutbox = %d, %v; want the one old sent row without a lead", n, err)
	}
	wantStats(t, s, mail.Stats{Pending: 1, Sent: 2, Failed: 1})
	mails, err := s.LeadMails(ctx, l.ID)
	if err != nil || len(mails) != 1 || mails[0].ID != leadRow {
		t.Fatalf("the lead page's mails after pruning: %+v, %v; want row %d", mails, err, leadRow)
	}
	if n, err := s.PruneOutbox(ctx, now.Add(-30*24*time.Hour)); err != nil || n != 0 {
		t.Fatalf("second prune = %d, %v; want nothing left to prune", n, err)
	}

	// The mail log outlives the outbox rows: all three sends are in it, kept at a year's cut;
	// the old two go at a cut between them and the recent one, then the last.
	if got, err := s.PruneLogs(ctx, now.AddDate(0, 0, -365)); err != nil || got["mail log entries"] != 0 {
		t.Fatalf("PruneLogs a year back = %v, %v; want no mail log entry gone", got, err)
	}
	if got, err := s.PruneLogs(ctx, now.Add(-time.Hour)); err != nil || got["mail log entries"] != 2 {
		t.Fatalf("PruneLogs an hour back = %v, %v; want the two sends of 40 days ago", got, err)
	}
	if got, err := s.PruneLogs(ctx, now.Add(time.Hour)); err != nil || got["mail log entries"] != 1 {
		t.Fatalf("PruneLogs past now = %v, %v; want the recent send, kept till then", got, err)
	}
}

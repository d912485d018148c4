package sqlstore

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/privacy"
)

// pruneBatch bounds one delete, so a first prune of years of rows never holds SQLite's writer for long.
const pruneBatch = 1000

// PruneOutbox deletes the rows delivered before sentBefore that no lead's page
// shows (contact notices, digests, CRM deliveries: rows without a lead), and
// returns how many went. Pending and failed rows stay, and so does every row
// about a lead: the lead page lists them, and they keep one confirmation per lead. An erasure's notice
// that could not be delivered goes after the same time.
func (s *Store) PruneOutbox(ctx context.Context, sentBefore time.Time) (int, error) {
	total := 0
	for {
		// An erased person's last mail that never went (failed) goes too, after the same time.
		res, err := s.write(ctx, `DELETE FROM outbox WHERE id IN (
			SELECT id FROM outbox WHERE (status = 'sent' AND lead_id IS NULL AND sent_at < ?) OR (forget_sent AND created_at < ?) LIMIT ?)`,
			s.d.time(sentBefore), s.d.time(sentBefore), pruneBatch)
		if err != nil {
			return total, s.fail("prune outbox", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return total, s.fail("prune outbox", err)
		}
		total += int(n)
		if n < pruneBatch {
			break
		}
	}
	if total > 0 {
		return total, s.ReclaimSpace(ctx)
	}
	return total, nil
}

// PruneLogs deletes the processing logs' entries from before before: the mail log's and the
// access log's (the retention run calls it with the owner's period, never under a year).
func (s *Store) PruneLogs(ctx context.Context, before time.Time) (privacy.Counts, error) {
	mailed := 0
	for {
		res, err := s.write(ctx, `DELETE FROM mail_log WHERE id IN (SELECT id FROM mail_log WHERE sent_at < ? ORDER BY id LIMIT ?)`,
			s.d.time(before), pruneBatch)
		if err != nil {
			return nil, s.fail("prune mail log", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return nil, s.fail("prune mail log", err)
		}
		mailed += int(n)
		if n < pruneBatch {
			break
		}
	}
	looked, err := s.PruneAccessLog(ctx, before)
	if err != nil {
		return nil, err
	}
	return privacy.Counts{"mail log entries": int64(mailed), "access log entries": int64(looked)}, nil
}

// ReclaimSpace gives the pages freed by deletes back to the file system
// (SQLite's incremental vacuum; the file is in auto_vacuum=INCREMENTAL since
// migration 13). PostgreSQL's autovacuum does this by itself.
func (s *Store) ReclaimSpace(ctx context.Context) error {
	if s.group == nil {
		return nil
	}
	if _, err := s.write(ctx, `PRAGMA incremental_vacuum`); err != nil {
		return s.fail("reclaim space", err)
	}
	return nil
}

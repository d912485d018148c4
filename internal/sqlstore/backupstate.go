package sqlstore

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/backup"
)

var _ backup.StateStore = (*Store)(nil)

// BackupState reads the one backup_state row.
func (s *Store) BackupState(ctx context.Context) (backup.State, error) {
	var st backup.State
	var owner *string
	err := s.readRow(ctx, `SELECT attempt, lease_owner, lease_until, watch_since, last_attempt_at, last_success_at,
		last_file, last_size, last_place, last_error, failures, alerted_at FROM backup_state WHERE id = 1`).Scan(
		&st.Attempt, maybeText{&owner}, instant{&st.LeaseUntil}, instant{&st.WatchSince}, instant{&st.LastAttemptAt},
		instant{&st.LastSuccessAt}, &st.LastFile, &st.LastSize, &st.LastPlace, &st.LastError, &st.Failures, instant{&st.AlertedAt})
	if owner != nil {
		st.LeaseOwner = *owner
	}
	return st, s.failed("backup state", err)
}

// StartBackupWatch sets watch_since once.
func (s *Store) StartBackupWatch(ctx context.Context, at time.Time) error {
	_, err := s.write(ctx, `UPDATE backup_state SET watch_since = ? WHERE id = 1 AND watch_since IS NULL`, s.d.time(at))
	return s.failed("backup watch", err)
}

// ClaimBackup takes the lease when the row is still at attempt and no lease is live.
func (s *Store) ClaimBackup(ctx context.Context, owner string, attempt int64, now, until time.Time) (bool, error) {
	res, err := s.write(ctx, `UPDATE backup_state SET attempt = attempt + 1, lease_owner = ?, lease_until = ?, last_attempt_at = ?
		WHERE id = 1 AND attempt = ? AND (lease_until IS NULL OR lease_until < ?)`,
		owner, s.d.time(until), s.d.time(now), attempt, s.d.time(now))
	if err != nil {
		return false, s.fail("claim backup", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// FinishBackup records the outcome of owner's attempt and lets the lease go.
func (s *Store) FinishBackup(ctx context.Context, owner string, o backup.Outcome) error {
	var err error
	if o.Interrupted {
		_, err = s.write(ctx, `UPDATE backup_state SET lease_owner = NULL, lease_until = NULL WHERE id = 1 AND lease_owner = ?`, owner)
	} else if o.Err == "" {
		_, err = s.write(ctx, `UPDATE backup_state SET lease_owner = NULL, lease_until = NULL, last_success_at = ?,
			last_file = ?, last_size = ?, last_place = ?, last_error = '', failures = 0, alerted_at = NULL
			WHERE id = 1 AND lease_owner = ?`, s.d.time(o.At), o.File, o.Size, o.Place, owner)
	} else {
		_, err = s.write(ctx, `UPDATE backup_state SET lease_owner = NULL, lease_until = NULL, last_error = ?, failures = failures + 1
			WHERE id = 1 AND lease_owner = ?`, o.Err, owner)
	}
	return s.failed("finish backup", err)
}

// MarkBackupAlerted sets alerted_at once; true when this call set it.
func (s *Store) MarkBackupAlerted(ctx context.Context, at time.Time) (bool, error) {
	res, err := s.write(ctx, `UPDATE backup_state SET alerted_at = ? WHERE id = 1 AND alerted_at IS NULL`, s.d.time(at))
	if err != nil {
		return false, s.fail("backup alert", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// SystemHealth is the database's size and the outbox's state, for the System page.
func (s *Store) SystemHealth(ctx context.Context) (backup.Health, error) {
	var h backup.Health
	if err := s.readRow(ctx, s.d.databaseBytes).Scan(&h.DatabaseBytes); err != nil {
		return h, s.failed("database size", err)
	}
	err := s.readRow(ctx, `SELECT
		coalesce(sum(CASE WHEN status = 'pending' AND NOT `+s.d.webhookRow+` THEN 1 ELSE 0 END), 0),
		min(CASE WHEN status = 'pending' AND NOT `+s.d.webhookRow+` THEN created_at END),
		coalesce(sum(CASE WHEN status = 'failed' AND NOT `+s.d.webhookRow+` THEN 1 ELSE 0 END), 0),
		coalesce(sum(CASE WHEN status = 'pending' AND `+s.d.webhookRow+` THEN 1 ELSE 0 END), 0),
		coalesce(sum(CASE WHEN status = 'failed' AND `+s.d.webhookRow+` THEN 1 ELSE 0 END), 0)
		FROM outbox WHERE status <> 'sent'`).Scan(&h.OutboxPending, instant{&h.OutboxOldestPending}, &h.OutboxFailed,
		&h.WebhookPending, &h.WebhookFailed)
	return h, s.failed("outbox health", err)
}

// failed is fail for an error that may be nil.
func (s *Store) failed(op string, err error) error {
	if err == nil {
		return nil
	}
	return s.fail(op, err)
}

package backup

import (
	"context"
	"time"
)

// State is the scheduled backup's shared record (one row in the database),
// so every copy of the site knows when the last one ran and only one runs it.
type State struct {
	Attempt       int64 // rises with every claim; a claim names the one it read
	LeaseOwner    string
	LeaseUntil    time.Time
	WatchSince    time.Time // when scheduling began: the reference while no backup has succeeded
	LastAttemptAt time.Time
	LastSuccessAt time.Time // zero: never
	LastFile      string
	LastSize      int64
	LastPlace     string // where the last good backup went, for people ("folder …, s3://…")
	LastError     string // of the last attempt; "" when it succeeded
	Failures      int    // attempts failed in a row
	AlertedAt     time.Time
}

// Outcome is what one attempt left.
type Outcome struct {
	At    time.Time
	File  string
	Size  int64
	Place string
	Err   string // "" for success
	// Interrupted: the copy shut down (or the asker left) mid-backup. Not a failure: the lease is let go
	// and the schedule tries again, with no alert to the owner.
	Interrupted bool
}

// StateStore keeps State in the database shared by every copy of the site.
type StateStore interface {
	BackupState(ctx context.Context) (State, error)
	// StartBackupWatch sets WatchSince to at unless it is set.
	StartBackupWatch(ctx context.Context, at time.Time) error
	// ClaimBackup takes the lease until `until` for owner when the record is still at
	// attempt and no live lease is held; false when another copy got there first.
	ClaimBackup(ctx context.Context, owner string, attempt int64, now, until time.Time) (bool, error)
	// FinishBackup records o and lets the lease go.
	FinishBackup(ctx context.Context, owner string, o Outcome) error
	// MarkBackupAlerted sets AlertedAt unless it is set; true when this call set it.
	MarkBackupAlerted(ctx context.Context, at time.Time) (bool, error)
}

// Health is the database's side of the System page.
type Health struct {
	DatabaseBytes       int64
	OutboxPending       int64
	OutboxOldestPending time.Time // zero: none pending
	OutboxFailed        int64
	WebhookPending      int64
	WebhookFailed       int64
}

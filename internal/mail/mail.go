// Package mail is the company's outgoing mail: the notification templates and
// a durable outbox worked by a worker that delivers each mail exactly once.
package mail

import (
	"context"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/staff"
)

// Message is one mail ready to send (see mailmsg; lead and contact build theirs without importing mail).
type Message = mailmsg.Message

// Status of an outbox row.
const (
	StatusPending = "pending"
	StatusSent    = "sent"
	StatusFailed  = "failed" // permanent failure, or attempts exhausted
)

// Item is one outbox row.
type Item struct {
	ID            int64
	Message       Message
	Kind          string // mailmsg.KindCompany or mailmsg.KindVisitor
	LeadID        int64  // the lead it is about; 0 for none
	Status        string
	Attempts      int // claims so far; Claim counts the attempt it leases the row for
	NextAttemptAt time.Time
	LastError     string
	CreatedAt     time.Time
	SentAt        *time.Time
}

// OutboxFormat is the format of the outbox rows this release writes and the
// newest it can send: raise it whenever Message's stored form changes so that
// an older copy on the same database leaves the new rows to a newer one.
// 2: the "reply" template (answers to contact messages), which format 1 cannot write.
const OutboxFormat = 2

// Stats counts outbox rows by status (for /metrics); OldestPending is when the
// oldest pending row was queued, nil when none is pending.
type Stats struct {
	Pending, Sent, Failed int
	OldestPending         *time.Time
}

// ErrNotLeased is the store's answer to a mark by a worker that no longer holds the row's lease.
var ErrNotLeased = fault.Errorf(fault.ECONFLICT, "outbox row not leased to this worker")

// Outbox is the durable queue a storage engine provides.
type Outbox interface {
	// Enqueue commits m as a pending row and returns its id.
	Enqueue(ctx context.Context, m Message) (int64, error)
	// Claim leases up to limit pending rows due at now to worker until now+lease.
	// A row whose lease expired (its worker died) can be claimed again.
	// With PostgreSQL this uses FOR UPDATE SKIP LOCKED.
	Claim(ctx context.Context, worker string, now time.Time, lease time.Duration, limit int) ([]Item, error)
	// RenewLease moves the lease of the pending rows ids that worker holds to
	// until, and returns how many it still holds.
	RenewLease(ctx context.Context, ids []int64, worker string, until time.Time) (int, error)
	// MarkSent records delivery; only the worker holding the lease may mark (ErrNotLeased otherwise).
	MarkSent(ctx context.Context, id int64, worker string, at time.Time) error
	// MarkSentAll records the delivery of several rows in one write and returns
	// how many it marked: a row whose lease passed to another worker is left alone.
	MarkSentAll(ctx context.Context, ids []int64, worker string, at time.Time) (int, error)
	// MarkRetry releases the lease and schedules another attempt.
	MarkRetry(ctx context.Context, id int64, worker string, next time.Time, errText string) error
	// MarkFailed records a permanent failure.
	MarkFailed(ctx context.Context, id int64, worker string, errText string) error
	// OutboxStats counts rows by status.
	OutboxStats(ctx context.Context) (Stats, error)
	// EnqueueConfirmation commits the visitor's confirmation of lead leadID unless
	// one exists already (any status); queued says whether this call added it.
	EnqueueConfirmation(ctx context.Context, leadID int64, m Message) (queued bool, err error)
	// ListFailed returns the failed rows, oldest first.
	ListFailed(ctx context.Context) ([]Item, error)
	// RetryFailed puts the failed rows with these ids (every failed row when all)
	// back to pending, due at once, and returns how many it changed.
	RetryFailed(ctx context.Context, ids []int64, all bool) (int, error)
	// RetryNow makes row id due at once when it failed, or is pending with no
	// worker holding it, with audit in the same transaction; it reports whether it did.
	RetryNow(ctx context.Context, id int64, now time.Time, audit staff.AuditEvent) (bool, error)
	// ListProblems returns failed rows, rows pending since before stuckBefore and rows
	// pending after several failed attempts, newest first.
	ListProblems(ctx context.Context, stuckBefore time.Time, limit int) ([]Item, error)
}

// Sender delivers one message (SMTP, or .eml files in a folder).
// A *PermanentError means retrying cannot help.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// BatchSender is a Sender that delivers a batch of messages for less than one
// Send each (the .eml folder: one folder sync for the batch). errs[i] is the
// outcome of ms[i], as Send would give it.
type BatchSender interface {
	Sender
	SendBatch(ctx context.Context, ms []Message) (errs []error)
}

// PermanentError marks a delivery failure that retries cannot fix (e.g. SMTP 5xx).
type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return "permanent: " + e.Err.Error() }
func (e *PermanentError) Unwrap() error { return e.Err }

// Package inbound is the durable queue of webhook deliveries from outside platforms (WhatsApp,
// Meta lead ads, Google lead forms, Razorpay). A platform's webhook checks the delivery's signature
// on the raw body, stores it here (once per source and the platform's id of it) and answers at
// once; a Worker then processes each delivery from the queue with retries, so a slow store, a
// platform's API that is down or a restart never loses one. Failures show on the System page.
package inbound

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"time"

	"github.com/nivaas-interiors/site/internal/staff"
)

// Status of a delivery.
const (
	StatusPending = "pending"
	StatusDone    = "done"
	StatusFailed  = "failed" // processing failed for good, or retries ran out; an owner can try again
)

// Limits of a delivery, in bytes.
const (
	// MaxBody is the largest body a webhook takes: Meta documents payloads of up to 3 MB.
	MaxBody = 3 << 20
	// MaxEventID bounds the platform's id of a delivery.
	MaxEventID = 200
	// MaxSource bounds a source's name.
	MaxSource = 40
)

// Delivery is one webhook delivery as received, and where its processing stands.
type Delivery struct {
	ID int64
	// Source is the platform it came from (SourceWhatsApp, …): one Processor each.
	Source string
	// EventID is the platform's id of the delivery, unique per source: a repeat is stored once.
	EventID    string
	Body       []byte // the raw body as signed; emptied once processed, so no personal data lingers
	ReceivedAt time.Time
	Status     string
	Attempts   int // processing attempts so far; a claim counts the attempt it leases for
	// NextAttemptAt is when a pending delivery is due (its ReceivedAt until a first failure).
	NextAttemptAt time.Time
	LastError     string
	DoneAt        *time.Time
}

// Sources this release knows; each has its webhook and its Processor.
const (
	SourceWhatsApp = "whatsapp"
)

// BodyID is a delivery's id made from its body, for platforms that give none (Meta): their
// retries resend the same bytes, so a repeat has the same id.
func BodyID(body []byte) string {
	sum := sha256.Sum256(body)
	return "sha256:" + hex.EncodeToString(sum[:])
}

// Stats are the deliveries of one source by status; OldestPending is when the oldest pending one
// arrived (nil: none pending).
type Stats struct {
	Source          string
	Pending, Failed int
	OldestPending   *time.Time
}

// Store is the queue a storage engine keeps. Rows are leased to one worker at a time, so several
// workers (in one or many copies of the site) share it and each delivery is processed by one.
type Store interface {
	// SaveDelivery commits d as pending, due at once, unless its source holds its EventID already;
	// it sets d.ID and reports whether d was new (a repeat stores nothing).
	SaveDelivery(ctx context.Context, d *Delivery) (bool, error)
	// ClaimDeliveries leases up to limit pending deliveries of these sources due at now to worker
	// until now+lease, oldest first, counting an attempt on each; a delivery whose lease expired can
	// be claimed again. Sources a worker cannot process (a newer copy's) are left to others.
	ClaimDeliveries(ctx context.Context, worker string, sources []string, now time.Time, lease time.Duration, limit int) ([]Delivery, error)
	// FinishDelivery marks a delivery leased to worker done at at and empties its body.
	FinishDelivery(ctx context.Context, id int64, worker string, at time.Time) error
	// RetryDelivery releases the lease and makes the delivery due again at next, noting why.
	RetryDelivery(ctx context.Context, id int64, worker string, next time.Time, errText string) error
	// FailDelivery marks a delivery leased to worker failed for good, noting why.
	FailDelivery(ctx context.Context, id int64, worker string, errText string) error
	// DeliveryStats counts the deliveries not done, by source (only sources with some).
	DeliveryStats(ctx context.Context) ([]Stats, error)
	// DeliveryProblems returns, newest first, at most limit: failed deliveries, pending ones
	// received before stuckBefore, and pending ones whose last few attempts failed.
	DeliveryProblems(ctx context.Context, stuckBefore time.Time, limit int) ([]Delivery, error)
	// RequeueDelivery makes a failed delivery, or a pending one no worker holds at now, due at once,
	// writing audit with it; it reports whether it did (no entry when not).
	RequeueDelivery(ctx context.Context, id int64, now time.Time, audit staff.AuditEvent) (bool, error)
	// PruneDeliveries deletes the deliveries done before doneBefore and returns how many.
	PruneDeliveries(ctx context.Context, doneBefore time.Time) (int, error)
}

// Processor does a source's work for one delivery. It must be idempotent on the platform's own
// ids (a message's, a lead's): a copy that dies after processing but before recording it leaves
// the delivery to be processed again. A *PermanentError means retrying cannot help.
type Processor interface {
	Process(ctx context.Context, d Delivery) error
}

// PermanentError marks a delivery that processing can never take (a body that is not the
// platform's shape, say): it is marked failed at once rather than retried.
type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return "permanent: " + e.Err.Error() }
func (e *PermanentError) Unwrap() error { return e.Err }

// ErrNotLeased is the store's answer when a delivery is no longer leased to the worker marking it.
var ErrNotLeased = errors.New("inbound: delivery not leased to this worker")

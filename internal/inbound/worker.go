package inbound

import (
	"context"
	"errors"
	"log/slog"
	"maps"
	"slices"
	"time"

	"github.com/nivaas-interiors/site/internal/queue"
)

// WorkerConfig tunes a Worker; zero fields take the defaults named beside them.
type WorkerConfig struct {
	ID           string        // unique per process; default hostname-pid-random
	PollInterval time.Duration // how often to look for due deliveries; default 2 s
	// Lease is how long claimed deliveries stay this worker's; default 2 min, more than a batch
	// takes (BatchSize × ProcessTimeout), so a live worker never loses one it is processing.
	Lease          time.Duration
	ProcessTimeout time.Duration // one delivery's processing; default 20 s
	BatchSize      int           // deliveries claimed at once; default 5
	// RetryFor is how long after it arrived a delivery is still retried; default 72 h, so a
	// weekend-long outage of the platform's API loses nothing.
	RetryFor   time.Duration
	MinBackoff time.Duration // delay after the first failure, doubling; default 5 s
	MaxBackoff time.Duration // steady delay once doubling reaches it; default 10 min
	Now        func() time.Time
	Logger     *slog.Logger
}

// Worker processes the queue: each delivery by its source's Processor, retried with backoff.
type Worker struct {
	store      Store
	processors map[string]Processor
	sources    []string
	cfg        WorkerConfig
	wake       chan struct{}
}

// NewWorker returns a Worker processing the deliveries of the sources in processors.
func NewWorker(store Store, processors map[string]Processor, cfg WorkerConfig) *Worker {
	if cfg.ID == "" {
		cfg.ID = queue.WorkerID("")
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = 2 * time.Second
	}
	if cfg.ProcessTimeout <= 0 {
		cfg.ProcessTimeout = 20 * time.Second
	}
	if cfg.BatchSize <= 0 {
		cfg.BatchSize = 5
	}
	if cfg.Lease <= 0 {
		cfg.Lease = max(2*time.Minute, 2*time.Duration(cfg.BatchSize)*cfg.ProcessTimeout)
	}
	if cfg.RetryFor <= 0 {
		cfg.RetryFor = 72 * time.Hour
	}
	if cfg.MinBackoff <= 0 {
		cfg.MinBackoff = 5 * time.Second
	}
	if cfg.MaxBackoff <= 0 {
		cfg.MaxBackoff = 10 * time.Minute
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	cfg.Logger = cfg.Logger.With("inbound_worker", cfg.ID)
	return &Worker{store: store, processors: processors, sources: slices.Sorted(maps.Keys(processors)),
		cfg: cfg, wake: make(chan struct{}, 1)}
}

// Wake makes the worker look for due deliveries now rather than at the next poll.
func (w *Worker) Wake() {
	select {
	case w.wake <- struct{}{}:
	default: // a wake-up is pending already
	}
}

// Run processes deliveries until ctx ends; the delivery in hand finishes and is recorded first.
func (w *Worker) Run(ctx context.Context) {
	if len(w.sources) == 0 {
		return
	}
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		case <-w.wake:
		}
		full := w.RunOnce(ctx)
		if ctx.Err() != nil {
			return
		}
		next := w.cfg.PollInterval
		if full {
			next = 0
		}
		timer.Stop()
		select {
		case <-timer.C:
		default:
		}
		timer.Reset(next)
	}
}

// RunOnce claims one batch of due deliveries and processes them one by one; it reports whether
// the batch was full (more may be due).
func (w *Worker) RunOnce(ctx context.Context) (full bool) {
	claimedAt := w.cfg.Now()
	batch, err := w.store.ClaimDeliveries(ctx, w.cfg.ID, w.sources, claimedAt, w.cfg.Lease, w.cfg.BatchSize)
	if err != nil {
		if ctx.Err() == nil {
			w.cfg.Logger.Error("inbound: claim deliveries", "err", err)
		}
		return false
	}
	leaseEnd := claimedAt.Add(w.cfg.Lease)
	for i, d := range batch {
		// A delivery started with too little lease left could be claimed and processed twice at once.
		if ctx.Err() != nil || w.cfg.Now().Add(w.cfg.ProcessTimeout).After(leaseEnd) {
			w.release(ctx, batch[i:])
			return false
		}
		w.process(ctx, d)
	}
	return len(batch) == w.cfg.BatchSize
}

// process runs d's processor within ProcessTimeout and records the outcome. Cancellation of ctx
// does not cut processing short: a half-done delivery is done again, which costs a retry.
func (w *Worker) process(ctx context.Context, d Delivery) {
	pctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), w.cfg.ProcessTimeout)
	err := w.processors[d.Source].Process(pctx, d)
	cancel()
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	log := w.cfg.Logger.With("delivery_id", d.ID, "source", d.Source, "attempt", d.Attempts)
	var perm *PermanentError
	switch {
	case err == nil:
		err = w.store.FinishDelivery(rctx, d.ID, w.cfg.ID, w.cfg.Now())
		if err == nil {
			log.Info("inbound: processed")
		}
	case errors.As(err, &perm) || w.cfg.Now().Sub(d.ReceivedAt) >= w.cfg.RetryFor:
		log.Error("inbound: processing failed for good; the System page can try it again", "err", err)
		err = w.store.FailDelivery(rctx, d.ID, w.cfg.ID, queue.ErrorText(err))
	default:
		delay := queue.Backoff(max(d.Attempts, 1), w.cfg.MinBackoff, w.cfg.MaxBackoff)
		log.Warn("inbound: processing failed, will retry", "err", err, "in", delay)
		err = w.store.RetryDelivery(rctx, d.ID, w.cfg.ID, w.cfg.Now().Add(delay), queue.ErrorText(err))
	}
	if err != nil {
		// Unrecorded: the lease runs out and the delivery is processed again (processors are idempotent).
		log.Error("inbound: record outcome", "err", err)
	}
}

// release hands back deliveries claimed but not started, due at once.
func (w *Worker) release(ctx context.Context, batch []Delivery) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	for _, d := range batch {
		note := d.LastError
		if note == "" {
			note = "released unprocessed: worker stopping or lease running out"
		}
		if err := w.store.RetryDelivery(ctx, d.ID, w.cfg.ID, w.cfg.Now(), note); err != nil {
			w.cfg.Logger.Warn("inbound: release delivery", "delivery_id", d.ID, "err", err)
		}
	}
}

package mail

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/mailmsg"
	"github.com/nivaas-interiors/site/internal/queue"
)

// WorkerConfig tunes a Worker; zero fields take the defaults named beside them.
type WorkerConfig struct {
	ID           string        // unique per process; default hostname-pid-random
	PollInterval time.Duration // how often to look for due mail; default 1 s
	// Lease is how long a claimed row stays ours without renewal; it is renewed
	// every quarter lease while the batch is in hand. Default DefaultLease.
	Lease       time.Duration
	SendTimeout time.Duration // one delivery attempt; default 30 s
	BatchSize   int           // rows claimed at once; default 50
	// WakeDelay is how long a woken worker waits before claiming, so a burst of
	// leads is claimed, written and marked in one batch rather than one each. Default 100 ms.
	WakeDelay time.Duration
	// RetryFor is how long after it was queued a mail is still retried before
	// it is marked failed; default 72 h, so a weekend-long SMTP outage loses nothing.
	RetryFor   time.Duration
	MinBackoff time.Duration // delay after the first failure, doubling; default 1 s
	MaxBackoff time.Duration // steady delay once doubling reaches it; default 64 s (spec section 9)
	Now        func() time.Time
	Logger     *slog.Logger
	// Webhook delivers the rows of mailmsg.ChannelWebhook (the CRM); without it they fail for good.
	Webhook Sender
}

// Worker delivers the outbox. Several workers (in one or many processes) may
// share one outbox: a row is leased to one worker at a time.
type Worker struct {
	outbox Outbox
	sender Sender
	cfg    WorkerConfig
	wake   chan struct{}
}

// NewWorker returns a Worker that delivers rows of outbox through sender.
func NewWorker(outbox Outbox, sender Sender, cfg WorkerConfig) *Worker {
	if cfg.ID == "" {
		cfg.ID = queue.WorkerID("")
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = time.Second
	}
	if cfg.SendTimeout <= 0 {
		cfg.SendTimeout = 30 * time.Second
	}
	if cfg.Lease <= 0 {
		cfg.Lease = DefaultLease
	}
	if cfg.BatchSize <= 0 {
		cfg.BatchSize = 50
	}
	if cfg.WakeDelay <= 0 {
		cfg.WakeDelay = 100 * time.Millisecond
	}
	if cfg.RetryFor <= 0 {
		cfg.RetryFor = 72 * time.Hour
	}
	if cfg.MinBackoff <= 0 {
		cfg.MinBackoff = time.Second
	}
	if cfg.MaxBackoff <= 0 {
		cfg.MaxBackoff = 64 * time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	cfg.Logger = cfg.Logger.With("worker", cfg.ID)
	return &Worker{outbox: outbox, sender: sender, cfg: cfg, wake: make(chan struct{}, 1)}
}

// ID returns the worker's lease owner name.
func (w *Worker) ID() string { return w.cfg.ID }

// Wake makes the worker look for due mail now instead of at the next poll.
func (w *Worker) Wake() {
	select {
	case w.wake <- struct{}{}:
	default: // a wake-up is already pending
	}
}

// Run delivers mail until ctx is cancelled, then returns nil once the send in
// flight (if any) has finished and been recorded.
func (w *Worker) Run(ctx context.Context) error {
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-timer.C:
		case <-w.wake:
			select {
			case <-ctx.Done():
				return nil
			case <-time.After(w.cfg.WakeDelay):
			}
		}
		full := w.RunOnce(ctx)
		if ctx.Err() != nil {
			return nil
		}
		next := w.cfg.PollInterval
		if full {
			next = 0 // more rows may be due right now
		}
		if !timer.Stop() {
			select {
			case <-timer.C:
			default:
			}
		}
		timer.Reset(next)
	}
}

// RunOnce claims one batch of due rows and delivers it. It reports whether the
// batch was full. The batch's lease is renewed until every outcome is recorded.
// Rows it cannot start (ctx cancelled, lease not renewed) are released to be
// due at once, so they need not wait for the lease to expire. Each outcome is
// recorded while the next mail goes out (the records then share the store's
// commits); RunOnce returns once all are recorded.
func (w *Worker) RunOnce(ctx context.Context) (full bool) {
	var records sync.WaitGroup
	claimedAt := w.cfg.Now()
	items, err := w.outbox.Claim(ctx, w.cfg.ID, claimedAt, w.cfg.Lease, w.cfg.BatchSize)
	if err != nil {
		if ctx.Err() == nil {
			w.cfg.Logger.Error("mail: claim outbox rows", "err", err)
		}
		return false
	}
	if len(items) == 0 {
		return false
	}
	lease := w.keepLease(items, claimedAt)
	defer func() {
		records.Wait()
		lease.close()
	}()
	full = len(items) == w.cfg.BatchSize
	if bs, ok := w.sender.(BatchSender); ok && ctx.Err() == nil {
		items = w.deliverBatch(ctx, bs, items, &records)
	}
	for i, it := range items {
		// Sending on a lease that was not renewed could race another worker into a duplicate.
		if ctx.Err() != nil || !lease.holds(w.cfg.Now()) {
			w.release(ctx, items[i:])
			return false
		}
		w.deliver(ctx, it, &records)
	}
	return full
}

// deliverBatch sends the mail rows of items through bs at once, within one
// SendTimeout (the lease is renewed meanwhile), and starts recording each
// outcome in records; it returns the other rows (the CRM's) for one-by-one delivery.
func (w *Worker) deliverBatch(ctx context.Context, bs BatchSender, items []Item, records *sync.WaitGroup) (rest []Item) {
	var batch []Item
	var ms []Message
	for _, it := range items {
		if it.Message.Channel == mailmsg.ChannelWebhook {
			rest = append(rest, it)
			continue
		}
		m, err := Deliverable(it)
		if err != nil {
			w.recordOutcome(ctx, it, m, err, records)
			continue
		}
		batch = append(batch, it)
		ms = append(ms, m)
	}
	if len(batch) == 0 {
		return rest
	}
	// Cancellation of ctx does not cut the batch short, as in deliver.
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), w.cfg.SendTimeout)
	errs := bs.SendBatch(sctx, ms)
	cancel()
	var sent []int64
	var sentItems []int // indexes in batch of the mails in sent
	for i, it := range batch {
		if errs[i] != nil {
			w.recordOutcome(ctx, it, ms[i], errs[i], records)
			continue
		}
		sent = append(sent, it.ID)
		sentItems = append(sentItems, i)
	}
	if len(sent) > 0 {
		// One write for the whole batch: on PostgreSQL one commit instead of one per mail.
		w.record(context.WithoutCancel(ctx), records, "sent", func(c context.Context) error {
			n, err := w.outbox.MarkSentAll(c, sent, w.cfg.ID, w.cfg.Now())
			if err == nil && n < len(sent) {
				return fault.Errorf(fault.ECONFLICT, "%d of %d sent outbox rows are no longer leased to %s", len(sent)-n, len(sent), w.cfg.ID)
			}
			return err
		}, func() {
			for _, i := range sentItems {
				w.cfg.Logger.Info("mail: sent", "outbox_id", batch[i].ID, "attempt", max(batch[i].Attempts, 1), "message_id", ms[i].MessageID)
			}
		})
	}
	return rest
}

// release hands back rows claimed but not attempted, due now.
func (w *Worker) release(ctx context.Context, items []Item) {
	ctx = context.WithoutCancel(ctx)
	for _, it := range items {
		mctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		note := it.LastError // keep the last real failure, if there was one
		if note == "" {
			note = "released unsent: worker stopping or lease running out"
		}
		err := w.outbox.MarkRetry(mctx, it.ID, w.cfg.ID, w.cfg.Now(), note)
		cancel()
		if err != nil {
			w.cfg.Logger.Warn("mail: release outbox row", "outbox_id", it.ID, "err", err)
		}
	}
}

// deliver sends one row and starts recording the outcome in records.
// Cancellation of ctx does not cut a send short: a mail half-sent and then
// retried could arrive twice.
func (w *Worker) deliver(ctx context.Context, it Item, records *sync.WaitGroup) {
	m, err := Deliverable(it)
	if err == nil {
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), w.cfg.SendTimeout)
		err = w.senderFor(m).Send(sctx, m)
		cancel()
	}
	w.recordOutcome(ctx, it, m, err, records)
}

// Deliverable is the row's message written out (its templates filled), with its stable
// Message-ID; a message that cannot be written fails for good, with a *PermanentError.
func Deliverable(it Item) (Message, error) {
	m, err := renderAbout(it.Message, it.LeadID)
	if err != nil {
		return it.Message, &PermanentError{Err: err}
	}
	if m.MessageID == "" {
		m.MessageID = OutboxMessageID(it)
	}
	return m, nil
}

// recordOutcome starts recording the outcome err of sending row it as m in records, and logs it once recorded.
func (w *Worker) recordOutcome(ctx context.Context, it Item, m Message, err error, records *sync.WaitGroup) {
	ctx = context.WithoutCancel(ctx)
	attempt := max(it.Attempts, 1) // Claim counts the attempt it leases for
	log := w.cfg.Logger.With("outbox_id", it.ID, "attempt", attempt)
	var perm *PermanentError
	switch {
	case err == nil:
		w.record(ctx, records, "sent", func(c context.Context) error {
			return w.outbox.MarkSent(c, it.ID, w.cfg.ID, w.cfg.Now())
		}, func() { log.Info("mail: sent", "message_id", m.MessageID) })
	case errors.As(err, &perm) || w.cfg.Now().Sub(it.CreatedAt) >= w.cfg.RetryFor:
		w.record(ctx, records, "failed", func(c context.Context) error {
			return w.outbox.MarkFailed(c, it.ID, w.cfg.ID, queue.ErrorText(err))
		}, func() {
			log.Error("mail: delivery failed for good; `site mail retry` sends it again", "err", err, "queued", it.CreatedAt)
		})
	default:
		delay := queue.Backoff(attempt, w.cfg.MinBackoff, w.cfg.MaxBackoff)
		w.record(ctx, records, "retry", func(c context.Context) error {
			return w.outbox.MarkRetry(c, it.ID, w.cfg.ID, w.cfg.Now().Add(delay), queue.ErrorText(err))
		}, func() { log.Warn("mail: delivery failed, will retry", "err", err, "in", delay) })
	}
}

// senderFor picks the way a row travels: mail, or the CRM webhook.
func (w *Worker) senderFor(m Message) Sender {
	if m.Channel != mailmsg.ChannelWebhook {
		return w.sender
	}
	if w.cfg.Webhook == nil {
		return noWebhook{}
	}
	return w.cfg.Webhook
}

// noWebhook fails webhook rows of a site started without a webhook sender.
type noWebhook struct{}

func (noWebhook) Send(context.Context, Message) error {
	return &PermanentError{Err: errors.New("this copy of the site has no CRM webhook sender")}
}

// record stores an outcome in the background of records, retrying briefly: a
// mail sent but not marked sent would be sent again once its lease expires.
// logged runs once the store has answered, so a log line never announces an
// outcome that a crash a moment later would lose (the row still leased).
func (w *Worker) record(ctx context.Context, records *sync.WaitGroup, what string, mark func(context.Context) error, logged func()) {
	records.Go(func() {
		w.recordNow(ctx, what, mark)
		logged()
	})
}

func (w *Worker) recordNow(ctx context.Context, what string, mark func(context.Context) error) {
	var err error
	for i := range 5 {
		if i > 0 {
			time.Sleep(time.Duration(100<<i) * time.Millisecond)
		}
		mctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		err = mark(mctx)
		cancel()
		var fe *fault.Error
		if err == nil || errors.As(err, &fe) {
			break // done, or a verdict (e.g. the lease passed to another worker) that retrying cannot change
		}
	}
	if err != nil {
		w.cfg.Logger.Error("mail: record outcome", "outcome", what, "err", err)
	}
}

// OutboxMessageID is the stable Message-ID token of an outbox row: the same on
// every attempt, so a receiver can spot a repeat.
func OutboxMessageID(it Item) string {
	return fmt.Sprintf("outbox-%d-%d", it.ID, it.CreatedAt.UnixMilli())
}

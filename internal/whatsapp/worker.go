package whatsapp

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/nivaas-interiors/site/internal/fault"
	"github.com/nivaas-interiors/site/internal/queue"
)

// Outgoing is a queued message as the sender claims it: the lead's mobile and whether its WhatsApp
// consent still stands (a STOP since it was queued sends nothing).
type Outgoing struct {
	Message
	Mobile  string
	Consent bool
}

// Outbox is the queue of messages going out, leased to one worker at a time as the mail outbox's rows are.
type Outbox interface {
	// ClaimWhatsApp leases up to limit queued messages never taken by WhatsApp, due at now, to worker until
	// now+lease, oldest first, counting an attempt on each; a message whose lease ran out can be claimed again.
	ClaimWhatsApp(ctx context.Context, worker string, now time.Time, lease time.Duration, limit int) ([]Outgoing, error)
	// MarkWhatsAppSent records WhatsApp's id of message id leased to worker, with its timeline line (line and
	// the message's text; line "" for none) and the Cloud API's success, in one transaction; ErrNotLeased when
	// it is no longer worker's.
	MarkWhatsAppSent(ctx context.Context, id int64, worker, wamid, line string, at time.Time) error
	// RetryWhatsApp releases the lease and makes the message due again at next, noting why.
	RetryWhatsApp(ctx context.Context, id int64, worker string, next time.Time, errText string) error
	// FailWhatsApp marks the message failed for good with why and its timeline line ("" for none).
	FailWhatsApp(ctx context.Context, id int64, worker, errText, line string, at time.Time) error
	// RecordWhatsAppOutcome notes the Cloud API's answer ("" a success) for the System page.
	RecordWhatsAppOutcome(ctx context.Context, at time.Time, errText string) error
}

// Stats counts the messages going out that are queued or failed (for /metrics); OldestQueued is when the
// oldest queued one was queued, nil when none is.
type Stats struct {
	Queued, Failed int
	OldestQueued   *time.Time
}

// ErrNotLeased is the store's answer when a message is no longer leased to the worker marking it.
var ErrNotLeased = fault.Errorf(fault.ECONFLICT, "whatsapp message not leased to this worker")

// Sender is the Cloud API (*Client).
type Sender interface {
	Send(ctx context.Context, to string, m Message) (string, error)
	Check(ctx context.Context) error
}

// WorkerConfig tunes a Worker; zero fields take the defaults named beside them.
type WorkerConfig struct {
	ID           string        // unique per process; default hostname-pid-random
	PollInterval time.Duration // default 1 s
	SendTimeout  time.Duration // one message; default 20 s
	BatchSize    int           // default 10
	// Lease is how long claimed messages stay this worker's; default twice a batch's sends, at least 2 min.
	Lease      time.Duration
	RetryFor   time.Duration // how long after it was queued a message is retried; default 72 h, as mail
	MinBackoff time.Duration // default 1 s, doubling
	MaxBackoff time.Duration // default 64 s, as mail
	CheckEvery time.Duration // how often the account is checked for the System page; default 1 h
	Now        func() time.Time
	Logger     *slog.Logger
}

// Worker sends the queued messages: at least once, each under a stable reference (its row id), and never
// again once WhatsApp's id of it is recorded.
type Worker struct {
	outbox Outbox
	sender Sender
	cfg    WorkerConfig
	wake   chan struct{}
}

// NewWorker returns a Worker sending outbox's messages through sender.
func NewWorker(outbox Outbox, sender Sender, cfg WorkerConfig) *Worker {
	if cfg.ID == "" {
		cfg.ID = queue.WorkerID("wa")
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = time.Second
	}
	if cfg.SendTimeout <= 0 {
		cfg.SendTimeout = 20 * time.Second
	}
	if cfg.BatchSize <= 0 {
		cfg.BatchSize = 10
	}
	if cfg.Lease <= 0 {
		cfg.Lease = max(2*time.Minute, 2*time.Duration(cfg.BatchSize)*cfg.SendTimeout)
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
	if cfg.CheckEvery <= 0 {
		cfg.CheckEvery = time.Hour
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	cfg.Logger = cfg.Logger.With("whatsapp_worker", cfg.ID)
	return &Worker{outbox: outbox, sender: sender, cfg: cfg, wake: make(chan struct{}, 1)}
}

// Wake makes the worker look for due messages now rather than at the next poll.
func (w *Worker) Wake() {
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// Run sends messages until ctx ends (the one in hand is sent and recorded first), checking the account now and then.
func (w *Worker) Run(ctx context.Context) {
	timer := time.NewTimer(0)
	defer timer.Stop()
	var checked time.Time
	for {
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		case <-w.wake:
		}
		if now := w.cfg.Now(); now.Sub(checked) >= w.cfg.CheckEvery {
			checked = now
			w.Check(ctx)
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

// Check asks the Cloud API whether the account works and records the answer for the System page.
func (w *Worker) Check(ctx context.Context) {
	cctx, cancel := context.WithTimeout(ctx, w.cfg.SendTimeout)
	err := w.sender.Check(cctx)
	cancel()
	w.outcome(ctx, err)
}

// outcome records the Cloud API's answer err (nil a success).
func (w *Worker) outcome(ctx context.Context, err error) {
	text := ""
	if err != nil {
		text = err.Error()
	}
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if rerr := w.outbox.RecordWhatsAppOutcome(rctx, w.cfg.Now().UTC(), text); rerr != nil {
		w.cfg.Logger.Warn("whatsapp: record the Cloud API's answer", "err", rerr)
	}
}

// RunOnce claims one batch of due messages and sends them one by one; it reports whether the batch was full.
func (w *Worker) RunOnce(ctx context.Context) (full bool) {
	claimedAt := w.cfg.Now()
	batch, err := w.outbox.ClaimWhatsApp(ctx, w.cfg.ID, claimedAt, w.cfg.Lease, w.cfg.BatchSize)
	if err != nil {
		if ctx.Err() == nil {
			w.cfg.Logger.Error("whatsapp: claim messages", "err", err)
		}
		return false
	}
	leaseEnd := claimedAt.Add(w.cfg.Lease)
	for i, o := range batch {
		// A send started with too little lease left could be claimed by another copy and sent twice.
		if ctx.Err() != nil || w.cfg.Now().Add(w.cfg.SendTimeout).After(leaseEnd) {
			w.release(ctx, batch[i:])
			return false
		}
		w.deliver(ctx, o)
	}
	return len(batch) == w.cfg.BatchSize
}

// deliver sends one message and records the outcome; cancellation of ctx does not cut a send short.
func (w *Worker) deliver(ctx context.Context, o Outgoing) {
	log := w.cfg.Logger.With("whatsapp_message", o.ID, "attempt", o.Attempts)
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	to, reachable := Recipient(o.Mobile)
	var err error
	switch {
	case !o.Consent:
		err = w.outbox.FailWhatsApp(rctx, o.ID, w.cfg.ID, Msg("notSentWithdrawn"), failedLine(o, Msg("notSentWithdrawn")), w.cfg.Now().UTC())
	case !reachable:
		err = w.outbox.FailWhatsApp(rctx, o.ID, w.cfg.ID, Msg("notSentMobile"), failedLine(o, Msg("notSentMobile")), w.cfg.Now().UTC())
	default:
		sctx, scancel := context.WithTimeout(context.WithoutCancel(ctx), w.cfg.SendTimeout)
		wamid, sendErr := w.sender.Send(sctx, to, o.Message)
		scancel()
		err = w.record(rctx, o, wamid, sendErr, log)
	}
	if err != nil {
		// Unrecorded: the lease runs out and the message goes again, under the same reference.
		log.Error("whatsapp: record outcome", "err", err)
	}
}

// record stores the outcome of sending o: WhatsApp's id, a retry after its backoff, or a failure for good.
func (w *Worker) record(ctx context.Context, o Outgoing, wamid string, err error, log *slog.Logger) error {
	now := w.cfg.Now().UTC()
	var perm *PermanentError
	switch {
	case err == nil:
		line := ""
		if o.By == nil {
			line = SentLine // the store adds the message's text
		}
		if err := w.outbox.MarkWhatsAppSent(ctx, o.ID, w.cfg.ID, wamid, line, now); err != nil {
			return err
		}
		log.Info("whatsapp: sent")
		return nil
	case errors.As(err, &perm) || now.Sub(o.At) >= w.cfg.RetryFor:
		w.outcome(ctx, err)
		log.Error("whatsapp: message failed for good; Mail problems can send it again", "err", err)
		return w.outbox.FailWhatsApp(ctx, o.ID, w.cfg.ID, queue.ErrorText(err), failedLine(o, queue.ErrorText(err)), now)
	default:
		w.outcome(ctx, err)
		delay := queue.Backoff(max(o.Attempts, 1), w.cfg.MinBackoff, w.cfg.MaxBackoff)
		log.Warn("whatsapp: send failed, will retry", "err", err, "in", delay)
		return w.outbox.RetryWhatsApp(ctx, o.ID, w.cfg.ID, now.Add(delay), queue.ErrorText(err))
	}
}

// SentLine starts the timeline line of a message the site started, once WhatsApp took it.
const SentLine = "WhatsApp sent: "

// failedLine is the timeline line of a message the site started that could not go ("" for staff's own,
// whose line was written when they sent it).
func failedLine(o Outgoing, why string) string {
	if o.By != nil {
		return ""
	}
	return "WhatsApp not sent: " + o.Text + " " + why
}

// release hands back messages claimed but not sent, due at once.
func (w *Worker) release(ctx context.Context, batch []Outgoing) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	for _, o := range batch {
		note := o.LastError
		if note == "" {
			note = "released unsent: worker stopping or lease running out"
		}
		if err := w.outbox.RetryWhatsApp(ctx, o.ID, w.cfg.ID, w.cfg.Now(), note); err != nil {
			w.cfg.Logger.Warn("whatsapp: release message", "whatsapp_message", o.ID, "err", err)
		}
	}
}

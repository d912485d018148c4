package mail

import (
	"context"
	"sync/atomic"
	"time"
)

// DefaultLease is how long a claimed row stays a worker's without renewal:
// short, so the mails of a copy that died move on within seconds.
const DefaultLease = 20 * time.Second

// leaseKeeper renews the lease of a claimed batch every quarter lease while the
// worker has it in hand (sending or recording), so a slow batch keeps its rows
// and a dead worker's rows are free for another within one lease.
type leaseKeeper struct {
	w     *Worker
	ids   []int64
	until atomic.Int64 // the lease's end as last taken or renewed, Unix nanoseconds
	stop  chan struct{}
	done  chan struct{}
}

func (w *Worker) keepLease(items []Item, claimedAt time.Time) *leaseKeeper {
	k := &leaseKeeper{w: w, ids: make([]int64, len(items)), stop: make(chan struct{}), done: make(chan struct{})}
	for i, it := range items {
		k.ids[i] = it.ID
	}
	k.until.Store(claimedAt.Add(w.cfg.Lease).UnixNano())
	go k.run()
	return k
}

func (k *leaseKeeper) run() {
	defer close(k.done)
	every := max(k.w.cfg.Lease/4, time.Millisecond)
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-k.stop:
			return
		case <-tick.C:
		}
		now := k.w.cfg.Now()
		ctx, cancel := context.WithTimeout(context.Background(), every)
		held, err := k.w.outbox.RenewLease(ctx, k.ids, k.w.cfg.ID, now.Add(k.w.cfg.Lease))
		cancel()
		if err != nil {
			// Not renewed: holds turns false before the lease ends, and no new send starts.
			k.w.cfg.Logger.Warn("mail: renew outbox lease", "err", err)
			continue
		}
		k.until.Store(now.Add(k.w.cfg.Lease).UnixNano())
		if held == 0 {
			return // every row is recorded or released
		}
	}
}

// holds reports whether a send may start at now: at least half a lease is left,
// so the renewals during the send keep the rows ours.
func (k *leaseKeeper) holds(now time.Time) bool {
	return now.Add(k.w.cfg.Lease/2).UnixNano() < k.until.Load()
}

// close stops the renewals; the rows still leased (none, normally) expire with their lease.
func (k *leaseKeeper) close() {
	close(k.stop)
	<-k.done
}

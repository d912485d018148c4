package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
)

// maxGroup bounds how many units share one transaction, so one commit stays short.
const maxGroup = 128

// errClosed answers a write asked of a closed store.
var errClosed = errors.New("store closed")

// Unit states: the caller and the writer race to move a queued unit on, once.
const (
	unitQueued int32 = iota
	unitStarted
	unitAbandoned
)

// unit is one inTx call waiting for the SQLite writer.
type unit struct {
	ctx   context.Context
	fn    func(t tx) error
	again bool // fn may run again from the start after a rollback (see inTxAgain)
	state atomic.Int32
	done  chan error // buffered: the writer never waits for a caller that left
}

// groupWriter is SQLite's one writer: it takes the units queued while the
// previous commit was on its way to disk and commits them together, so many
// concurrent leads cost one transaction and one fsync instead of one each.
// A lone unit is never held back waiting for company: when the writer is idle
// its caller commits it on its own goroutine, with no hand-over to wake the writer.
type groupWriter struct {
	db      *sql.DB
	d       dialect
	stmts   *stmtCache
	units   chan *unit
	idle    chan struct{} // a token held by whoever commits a group, so one commits at a time
	waiting atomic.Int32  // 1 while the writer holds a unit taken from units, waiting for idle
	quit    chan struct{}
	stopped chan struct{}
	once    sync.Once
	commits atomic.Int64 // transactions committed, however many units each held
}

func startGroupWriter(db *sql.DB, d dialect) *groupWriter {
	w := &groupWriter{db: db, d: d, stmts: newStmtCache(db), units: make(chan *unit, maxGroup),
		idle: make(chan struct{}, 1), quit: make(chan struct{}), stopped: make(chan struct{})}
	w.idle <- struct{}{}
	go w.run()
	return w
}

// do queues fn and returns its own outcome once its group committed (nil), or
// its error; a unit whose ctx ends while still queued is dropped unrun.
func (w *groupWriter) do(ctx context.Context, fn func(t tx) error, again bool) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	u := &unit{ctx: ctx, fn: fn, again: again, done: make(chan error, 1)}
	if alone, err := w.commitAlone(u); alone {
		return err
	}
	select {
	case w.units <- u:
	case <-ctx.Done():
		return ctx.Err()
	case <-w.quit:
		return errClosed
	}
	select {
	case err := <-u.done:
		return err
	case <-ctx.Done():
		// Still queued: the writer drops it. Already running: the caller gave up
		// on knowing the outcome (a retry with the same idempotency key is safe).
		u.state.CompareAndSwap(unitQueued, unitAbandoned)
		return ctx.Err()
	case <-w.quit:
		u.state.CompareAndSwap(unitQueued, unitAbandoned)
		if u.state.Load() == unitStarted {
			return <-u.done // the writer finishes the group it started before it stops
		}
		return errClosed
	}
}

// close stops the writer after the group in hand; queued units answer errClosed.
func (w *groupWriter) close() {
	w.once.Do(func() { close(w.quit) })
	<-w.stopped
}

func (w *groupWriter) run() {
	defer close(w.stopped)
	for {
		select {
		case <-w.quit:
			<-w.idle // kept: nothing commits after the group in hand
			w.stmts.close()
			return
		case u := <-w.units:
			w.waiting.Store(1)
			<-w.idle
			w.waiting.Store(0)
			w.commit(w.gather(u))
			w.stmts.prepareWanted()
			w.idle <- struct{}{}
		}
	}
}

// commitAlone commits u (with any unit queued meanwhile) on the caller's
// goroutine when no group is being committed or forming, and then returns
// true and u's outcome; otherwise u is left to the queue.
func (w *groupWriter) commitAlone(u *unit) (alone bool, err error) {
	select {
	case <-w.idle:
	default:
		return false, nil
	}
	defer func() { w.idle <- struct{}{} }()
	select {
	case <-w.quit:
		return false, nil
	default:
	}
	if len(w.units) > 0 || w.waiting.Load() != 0 {
		return false, nil // a group is forming: join it, in its order
	}
	w.commit(w.gather(u))
	w.stmts.prepareWanted()
	if u.state.Load() != unitStarted { // its ctx ended before it could start
		return true, u.ctx.Err()
	}
	return true, <-u.done
}

// gather takes first and whatever else is already queued, up to maxGroup,
// skipping units whose ctx is done (their callers answer ctx.Err() themselves).
func (w *groupWriter) gather(first *unit) []*unit {
	group := make([]*unit, 0, 8)
	take := func(u *unit) {
		if u.ctx.Err() != nil {
			u.state.CompareAndSwap(unitQueued, unitAbandoned)
			return
		}
		if u.state.CompareAndSwap(unitQueued, unitStarted) {
			group = append(group, u)
		}
	}
	take(first)
	for len(group) < maxGroup {
		select {
		case u := <-w.units:
			take(u)
		default:
			return group
		}
	}
	return group
}

// commit runs every unit of group in one transaction, each inside its own
// savepoint so a failing unit rolls back alone and gets its own error, then
// commits once and answers each unit. A group of units that may run again runs
// without savepoints first (each page a savepoint touches is copied aside: a
// tenth of a lead's time in the writer); should one fail, it all runs again,
// each in its savepoint.
func (w *groupWriter) commit(group []*unit) {
	if len(group) == 0 {
		return
	}
	// The transaction outlives any one caller; units that gave up were dropped above,
	// and a statement is never interrupted midway (SQLite would roll back the whole group).
	q, err := w.db.BeginTx(context.Background(), nil)
	if err != nil {
		answerAll(group, err)
		return
	}
	if len(group) > 1 && allAgain(group) {
		if w.runStraight(q, group) {
			w.finish(q, group, make([]error, len(group)))
			return
		}
		if q, err = w.db.BeginTx(context.Background(), nil); err != nil {
			answerAll(group, err)
			return
		}
	}
	results := make([]error, len(group))
	if len(group) == 1 {
		results[0] = group[0].fn(w.tx(group[0], q))
		if results[0] != nil {
			q.Rollback()
			answerAll(group, results[0])
			return
		}
	} else {
		for i, u := range group {
			if results[i], err = w.runInSavepoint(q, u); err != nil {
				// The savepoint itself failed (I/O error, disk full): the group is lost.
				q.Rollback()
				answerAll(group, fmt.Errorf("%s: group transaction: %w", w.d.name, err))
				return
			}
		}
	}
	w.finish(q, group, results)
}

// finish commits q and gives each unit of group its result.
func (w *groupWriter) finish(q *sql.Tx, group []*unit, results []error) {
	if err := q.Commit(); err != nil {
		answerAll(group, err)
		return
	}
	w.commits.Add(1)
	for i, u := range group {
		u.done <- results[i]
	}
}

// allAgain says every unit of group may run again.
func allAgain(group []*unit) bool {
	for _, u := range group {
		if !u.again {
			return false
		}
	}
	return true
}

// runStraight runs the units of group one after another in q without
// savepoints; at the first failure it rolls q back and reports false.
func (w *groupWriter) runStraight(q *sql.Tx, group []*unit) bool {
	for _, u := range group {
		if err := u.fn(w.tx(u, q)); err != nil {
			q.Rollback()
			return false
		}
	}
	return true
}

// runInSavepoint runs u between SAVEPOINT and RELEASE; its own failure is
// returned first, a failure to manage the savepoint second.
func (w *groupWriter) runInSavepoint(q *sql.Tx, u *unit) (unitErr, err error) {
	own := tx{ctx: context.Background(), d: w.d, q: q, stmts: w.stmts}
	if err := own.exec(`SAVEPOINT unit`); err != nil {
		return nil, err
	}
	if unitErr = u.fn(w.tx(u, q)); unitErr != nil {
		if err := own.exec(`ROLLBACK TO unit`); err != nil {
			return unitErr, err
		}
	}
	return unitErr, own.exec(`RELEASE unit`)
}

// tx is the view of the group's transaction q that unit u runs in.
func (w *groupWriter) tx(u *unit, q *sql.Tx) tx {
	return tx{ctx: context.WithoutCancel(u.ctx), d: w.d, q: q, stmts: w.stmts}
}

// answerAll gives every unit of a group that did not commit the same error.
func answerAll(group []*unit, err error) {
	for _, u := range group {
		u.done <- err
	}
}

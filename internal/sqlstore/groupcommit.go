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
	state atomic.Int32
	done  chan error // buffered: the writer never waits for a caller that left
}

// groupWriter is SQLite's one writer: it takes the units queued while the
// previous commit was on its way to disk and commits them together, so many
// concurrent leads cost one transaction and one fsync instead of one each.
// A lone unit is never held back waiting for company.
type groupWriter struct {
	db      *sql.DB
	d       dialect
	units   chan *unit
	quit    chan struct{}
	stopped chan struct{}
	once    sync.Once
	commits atomic.Int64 // transactions committed, however many units each held
}

func startGroupWriter(db *sql.DB, d dialect) *groupWriter {
	w := &groupWriter{db: db, d: d, units: make(chan *unit, maxGroup),
		quit: make(chan struct{}), stopped: make(chan struct{})}
	go w.run()
	return w
}

// do queues fn and returns its own outcome once its group committed (nil), or
// its error; a unit whose ctx ends while still queued is dropped unrun.
func (w *groupWriter) do(ctx context.Context, fn func(t tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	u := &unit{ctx: ctx, fn: fn, done: make(chan error, 1)}
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
			return
		case u := <-w.units:
			w.commit(w.gather(u))
		}
	}
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
// commits once and answers each unit.
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
	results := make([]error, len(group))
	if len(group) == 1 {
		results[0] = group[0].fn(tx{ctx: context.WithoutCancel(group[0].ctx), d: w.d, q: q})
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
	if err := q.Commit(); err != nil {
		answerAll(group, err)
		return
	}
	w.commits.Add(1)
	for i, u := range group {
		u.done <- results[i]
	}
}

// runInSavepoint runs u between SAVEPOINT and RELEASE; its own failure is
// returned first, a failure to manage the savepoint second.
func (w *groupWriter) runInSavepoint(q *sql.Tx, u *unit) (unitErr, err error) {
	ctx := context.Background()
	if _, err := q.ExecContext(ctx, `SAVEPOINT unit`); err != nil {
		return nil, err
	}
	if unitErr = u.fn(tx{ctx: context.WithoutCancel(u.ctx), d: w.d, q: q}); unitErr != nil {
		if _, err := q.ExecContext(ctx, `ROLLBACK TO unit`); err != nil {
			return unitErr, err
		}
	}
	_, err = q.ExecContext(ctx, `RELEASE unit`)
	return unitErr, err
}

// answerAll gives every unit of a group that did not commit the same error.
func answerAll(group []*unit, err error) {
	for _, u := range group {
		u.done <- err
	}
}

package sqlstore

import (
	"database/sql"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// checkpointEvery is how often the checkpointer copies new WAL frames into the database file.
const checkpointEvery = 200 * time.Millisecond

// checkpointer copies the WAL into the database file on its own connection, so
// no commit of the group writer waits for that copy and its fsync (SQLite's
// automatic checkpoint runs inside the commit that crosses the threshold, and
// every lead of that group waited for it). PASSIVE checkpoints never block the
// writer or the readers; durability is the writer's, whose commits sync the WAL.
type checkpointer struct {
	db      *sql.DB
	commits func() int64 // the writer's commit count: no new commit, nothing to copy
	copies  atomic.Int64 // checkpoints that copied frames
	quit    chan struct{}
	stopped chan struct{}
	once    sync.Once
	err     error // of closing db
}

func startCheckpointer(file string, commits func() int64) (*checkpointer, error) {
	db, err := sql.Open("sqlite", file+"?_pragma=synchronous(FULL)&_pragma=busy_timeout(0)")
	if err != nil {
		return nil, fmt.Errorf("sqlite: open checkpointer: %w", err)
	}
	db.SetMaxOpenConns(1)
	db.SetConnMaxIdleTime(0)
	c := &checkpointer{db: db, commits: commits, quit: make(chan struct{}), stopped: make(chan struct{})}
	go c.run()
	return c, nil
}

func (c *checkpointer) run() {
	defer close(c.stopped)
	tick := time.NewTicker(checkpointEvery)
	defer tick.Stop()
	seen := c.commits()
	for {
		select {
		case <-c.quit:
			return
		case <-tick.C:
		}
		if n := c.commits(); n != seen {
			seen = n
			c.checkpoint()
		}
	}
}

// checkpoint copies what it can; a busy database is tried again at the next tick.
func (c *checkpointer) checkpoint() {
	var busy, logged, copied int64
	if err := c.db.QueryRow(`PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &logged, &copied); err == nil && copied > 0 {
		c.copies.Add(1)
	}
}

// close stops the checkpointer (again: a no-op); closing the writer afterwards checkpoints the rest.
func (c *checkpointer) close() error {
	c.once.Do(func() {
		close(c.quit)
		<-c.stopped
		c.err = c.db.Close()
	})
	return c.err
}

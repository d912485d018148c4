package sqlstore

import (
	"context"
	"database/sql"
	"sync/atomic"
)

// maxStatements bounds the cache; the store's queries are a fixed set well under it.
const maxStatements = 256

// stmtCache keeps the SQLite writer's statements prepared across transactions:
// parsing the same SQL for every lead was a tenth of the write path's CPU.
// Only the holder of the group writer's idle token uses it, so it needs no lock.
type stmtCache struct {
	db     *sql.DB
	stmts  map[string]*sql.Stmt
	wanted map[string]bool // met inside a transaction, prepared after its commit
	hits   atomic.Int64    // statements run prepared (read by tests)
}

func newStmtCache(db *sql.DB) *stmtCache {
	return &stmtCache{db: db, stmts: map[string]*sql.Stmt{}, wanted: map[string]bool{}}
}

// in returns query prepared for q, or nil the first time it is seen: preparing
// on the database while q holds its one connection would wait forever, so
// that happens in prepareWanted, between transactions.
func (c *stmtCache) in(ctx context.Context, q *sql.Tx, query string) *sql.Stmt {
	if c == nil {
		return nil
	}
	if st, ok := c.stmts[query]; ok {
		c.hits.Add(1)
		return q.StmtContext(ctx, st)
	}
	if len(c.stmts)+len(c.wanted) < maxStatements {
		c.wanted[query] = true
	}
	return nil
}

// prepareWanted prepares the queries met since the last call; one that fails
// to prepare simply keeps running unprepared.
func (c *stmtCache) prepareWanted() {
	for query := range c.wanted {
		delete(c.wanted, query)
		if st, err := c.db.PrepareContext(context.Background(), query); err == nil {
			c.stmts[query] = st
		}
	}
}

// close releases the prepared statements.
func (c *stmtCache) close() {
	for _, st := range c.stmts {
		st.Close()
	}
}

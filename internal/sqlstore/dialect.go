package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"hash/crc64"
	"strconv"
	"strings"
	"time"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

// dialect is everything that differs between the engines; queries are written
// once with ? placeholders.
type dialect struct {
	name  string // in error messages, and the folder of the engine's migrations
	goose goose.Dialect
	// numbered placeholders ($1, $2, …) instead of ?.
	numbered bool
	// claimLock ends the outbox claim's row selection.
	claimLock string
	// catalogLock starts ReplaceCatalog's transaction, so copies seeding at
	// once queue there and the second DELETE sees the first one's rows.
	catalogLock string
	// time is how a column holds an instant: UTC at millisecond precision.
	time func(time.Time) any
	// migrationLock, when set, keeps copies starting together from migrating twice.
	migrationLock func(context.Context, *sql.DB) (goose.ProviderOption, error)
}

// sqliteDialect: one writer at a time, so the claim needs no row locks and
// BEGIN IMMEDIATE (_txlock) already serializes ReplaceCatalog.
var sqliteDialect = dialect{
	name:  "sqlite",
	goose: goose.DialectSQLite3,
	time:  func(t time.Time) any { return fmtTime(t) },
}

// postgresDialect: SKIP LOCKED lets concurrent claimers pass over each other's rows.
var postgresDialect = dialect{
	name:          "postgres",
	goose:         goose.DialectPostgres,
	numbered:      true,
	claimLock:     "FOR UPDATE SKIP LOCKED",
	catalogLock:   "LOCK TABLE designs, projects IN EXCLUSIVE MODE",
	time:          func(t time.Time) any { return t.UTC().Truncate(time.Millisecond) },
	migrationLock: postgresMigrationLock,
}

// postgresMigrationLock is an advisory lock keyed by the schema, so copies
// starting together migrate once and separate schemas (tests) do not wait on each other.
func postgresMigrationLock(ctx context.Context, db *sql.DB) (goose.ProviderOption, error) {
	var schema string
	if err := db.QueryRowContext(ctx, `SELECT coalesce(current_schema(), 'public')`).Scan(&schema); err != nil {
		return nil, fmt.Errorf("connect: %w", err)
	}
	lockID := int64(crc64.Checksum([]byte("nivaas-migrate:"+schema), crc64.MakeTable(crc64.ECMA)) >> 1)
	locker, err := lock.NewPostgresSessionLocker(lock.WithLockID(lockID), lock.WithLockTimeout(1, 300))
	if err != nil {
		return nil, err
	}
	return goose.WithSessionLocker(locker), nil
}

// rebind numbers the ? placeholders of query when the engine wants $n.
// Queries here hold no ? inside string literals.
func (d dialect) rebind(query string) string {
	if !d.numbered || !strings.Contains(query, "?") {
		return query
	}
	var b strings.Builder
	n := 0
	for _, part := range strings.SplitAfter(query, "?") {
		if !strings.HasSuffix(part, "?") {
			b.WriteString(part)
			continue
		}
		n++
		b.WriteString(part[:len(part)-1])
		b.WriteString("$" + strconv.Itoa(n))
	}
	return b.String()
}

// timeFormat is fixed width so that text comparison in SQLite is time comparison.
const timeFormat = "2006-01-02T15:04:05.000Z"

func fmtTime(t time.Time) string { return t.UTC().Truncate(time.Millisecond).Format(timeFormat) }

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
	// ilike is a case-insensitive LIKE: SQLite's LIKE already ignores ASCII case
	// (no lower() per row); PostgreSQL's ILIKE can use the trigram indexes.
	ilike string
	// rowLock ends a selection whose rows the transaction then changes (moving a design).
	rowLock string
	// time is how a column holds an instant: UTC at millisecond precision.
	time func(time.Time) any
	// mediaInUse selects the hashes of the photos designs and projects list in
	// their images JSON ($.media of each element), never NULL.
	mediaInUse string
	// webhookRow is true for an outbox row bound for the CRM webhook rather than mail.
	webhookRow string
	// databaseBytes is the size of the site's data on disk.
	databaseBytes string
	// migrationLock, when set, keeps copies starting together from migrating twice.
	migrationLock func(context.Context, *sql.DB) (goose.ProviderOption, error)
	// versionTable counts goose's version table (1, or 0 in a database never migrated).
	versionTable string
	// settleRollup folds the dashboard roll-up's appended rows on PostgreSQL (00041); SQLite's are folded in chunks (sqliteSettles).
	settleRollup string
}

// sqliteDialect: one writer at a time, so the claim needs no row locks and
// BEGIN IMMEDIATE (_txlock) already serializes ReplaceCatalog.
var sqliteDialect = dialect{
	name:          "sqlite",
	goose:         goose.DialectSQLite3,
	ilike:         "LIKE",
	time:          func(t time.Time) any { return fmtTime(t) },
	webhookRow:    `coalesce(json_extract(message, '$.channel') = 'webhook', 0)`,
	databaseBytes: `SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()`,
	versionTable:  `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = '` + goose.DefaultTablename + `'`,
	mediaInUse: `
		SELECT json_extract(e.value, '$.media') FROM designs, json_each(designs.images) e
		WHERE e.type = 'object' AND json_extract(e.value, '$.media') IS NOT NULL
		UNION
		SELECT json_extract(e.value, '$.media') FROM projects, json_each(projects.images) e
		WHERE e.type = 'object' AND json_extract(e.value, '$.media') IS NOT NULL`,
}

// postgresDialect: SKIP LOCKED lets concurrent claimers pass over each other's rows.
var postgresDialect = dialect{
	name:          "postgres",
	goose:         goose.DialectPostgres,
	numbered:      true,
	claimLock:     "FOR UPDATE SKIP LOCKED",
	catalogLock:   "LOCK TABLE designs, projects IN EXCLUSIVE MODE",
	ilike:         "ILIKE",
	rowLock:       " FOR UPDATE",
	time:          func(t time.Time) any { return t.UTC().Truncate(time.Millisecond) },
	migrationLock: postgresMigrationLock,
	versionTable:  `SELECT count(*) FROM (SELECT to_regclass('` + goose.DefaultTablename + `') AS t) v WHERE t IS NOT NULL`,
	webhookRow:    `coalesce(message->>'channel' = 'webhook', false)`,
	// One copy settles at a time, per schema; a copy that finds it taken leaves the rows to that one.
	settleRollup: `SELECT lead_days_settle() FROM (SELECT pg_try_advisory_xact_lock(hashtext('nivaas-rollup-settle:' || current_schema())) AS got) l
		WHERE l.got`,
	// The schema's tables with their indexes and TOAST: one database may hold other schemas.
	databaseBytes: `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint FROM pg_class c
		WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')`,
	mediaInUse: `
		SELECT e->>'media' FROM designs CROSS JOIN LATERAL jsonb_array_elements(
			CASE WHEN jsonb_typeof(designs.images) = 'array' THEN designs.images ELSE '[]'::jsonb END) e
		WHERE e->>'media' IS NOT NULL
		UNION
		SELECT e->>'media' FROM projects CROSS JOIN LATERAL jsonb_array_elements(
			CASE WHEN jsonb_typeof(projects.images) = 'array' THEN projects.images ELSE '[]'::jsonb END) e
		WHERE e->>'media' IS NOT NULL`,
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

#!/usr/bin/env bash
# The lead inbox at volume (make bench calls this; it runs alone too): 100,000
# seeded leads in SQLite and in PostgreSQL (database bench_inbox, dropped and
# made again; BENCH_DATABASE_URL names the server, TEST_DATABASE_URL's by default),
# a sales person signed in, p50/p95 of list, filters, searches and a deep page,
# then the CSV export of every lead: first and last byte, and the site's peak memory above idle;
# before serving, the CSV import of 10,000 rows (issue 26) and its undo, timed in the store.
# Every answer includes the counts per status, so each figure includes them. The machine is
# shared: the site's CPU time per request (SQLite works inside it) moves less with other load than wall time.
set -euo pipefail
cd "$(dirname "$0")/.."
LEADS=${BENCH_INBOX_LEADS:-100000}
PG=${BENCH_DATABASE_URL:-${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test?sslmode=disable}}
PASSWORD="brass lamp over teak shelf"
work=$(mktemp -d)
cleanup() { for f in "$work"/*.pid; do [ -e "$f" ] && kill "$(cat "$f")" 2>/dev/null || true; done; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
PATH=$PATH:/usr/local/go/bin go build -o "$work/benchleads" ./scripts/benchleads

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# run name [env...]: accounts, seed, serve, measure.
run() {
  local name=$1; shift
  mkdir -p "$work/$name"
  for i in 1 2 3 4 5; do
    echo "$PASSWORD" | env DATA_DIR="$work/$name" "$@" ./bin/site users add --email "sales$i@bench.example" \
      --name "Sales $i" --role sales --password-stdin >/dev/null
  done
  local db="sqlite:$work/$name/site.db"
  for kv in "$@"; do case $kv in DATABASE_URL=*) db=${kv#DATABASE_URL=} ;; esac; done
  local t0=$SECONDS
  "$work/benchleads" -seed "$db" -leads "$LEADS"
  echo "seeded $LEADS leads into $name in $((SECONDS - t0)) s"
  # The owner's CSV import of 10,000 rows into those leads, and its undo (which leaves the seed as it was).
  "$work/benchleads" -seed "$db" -import "${BENCH_IMPORT_ROWS:-10000}" -label "$name, $LEADS leads"
  local port; port=$(free_port)
  env DATA_DIR="$work/$name" ADDR="127.0.0.1:$port" RATE_LIMIT_PER_MINUTE=0 "$@" ./bin/site serve >"$work/$name.log" 2>&1 &
  echo $! >"$work/$name.pid"
  for _ in $(seq 1 100); do curl -fs -o /dev/null "http://127.0.0.1:$port/readyz" && break; sleep 0.1; done
  "$work/benchleads" -url "http://127.0.0.1:$port" -email sales1@bench.example -password "$PASSWORD" -label "$name, $LEADS leads" -pid "$(cat "$work/$name.pid")"
  kill "$(cat "$work/$name.pid")"; rm "$work/$name.pid"
}

run sqlite
pg_db=${PG%%\?*}; pg_db=${pg_db%/*}/bench_inbox; pg_query=${PG#"${PG%%\?*}"}
psql "$PG" -qc 'DROP DATABASE IF EXISTS bench_inbox' -c 'CREATE DATABASE bench_inbox' >/dev/null
run postgres "DATABASE_URL=$pg_db$pg_query"

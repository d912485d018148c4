#!/usr/bin/env bash
# The write path under load (make bench calls this): lead POSTs at 1 and at 32
# clients on SQLite and PostgreSQL, then a burst of 2,000 clients posting at
# once (answers counted, rows stored counted). With BENCH_BASELINE_BIN=/path
# an older binary is measured the same way, interleaved, in the same run:
# the machine is shared, so compare ratios within one run.
# Load goes to 127.0.0.1 only and is bounded in time and clients.
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${BENCH_SECONDS:-8}
BURST=${BENCH_BURST_CLIENTS:-2000}
BASELINE=${BENCH_BASELINE_BIN:-}
SITE=${BENCH_SITE_BIN:-./bin/site}   # the build measured as "this build"
BEFORE=${BENCH_BEFORE_BIN:-}         # optional: the same figures for an earlier build of this branch
ONLY=${BENCH_ENGINES:-}              # optional: "sqlite" or "postgres" alone
PROFILES=${BENCH_PROFILE_DIR:-} # when set, each server writes its CPU profile there (writes-ENGINE-LABEL.prof)
# 2,000 client sockets plus the server's 1,024 connections and database files.
ulimit -n 8192 2>/dev/null || ulimit -n "$(ulimit -Hn)"

work=$(mktemp -d)
cleanup() { for f in "$work"/*.pid; do [ -e "$f" ] && kill "$(cat "$f")" 2>/dev/null || true; done; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

command -v wrk >/dev/null || { echo "bench: installing wrk"; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }
PATH=$PATH:/usr/local/go/bin go build -o "$work/burst" ./scripts/burst

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# start binary name [env...]: serves a fresh data directory; prints the port.
start() {
  local bin=$1 name=$2; shift 2
  local port; port=$(free_port)
  mkdir -p "$work/$name"
  env DATA_DIR="$work/$name" ADDR="127.0.0.1:$port" RATE_LIMIT_PER_MINUTE=0 ${PROFILES:+CPU_PROFILE="$PROFILES/writes-$name.prof"} "$@" "$bin" serve >"$work/$name.log" 2>&1 &
  echo $! >"$work/$name.pid"
  for _ in $(seq 1 100); do curl -fs -o /dev/null "http://127.0.0.1:$port/readyz" && { echo "$port"; return; }; sleep 0.1; done
  echo "bench: $name did not come up" >&2; cat "$work/$name.log" >&2; return 1
}
# stop waits for the server to exit, so its CPU profile is complete.
stop() { local pid; pid=$(cat "$work/$1.pid"); kill "$pid"; while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done; rm "$work/$1.pid"; }

cat >"$work/lead.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"propertyType":"2 BHK","location":"Pune","name":"Bench Visitor","mobile":"9876543210","email":null,"whatsappUpdates":false,"page":"/bench"}'
LUA

# posts port clients → "req/s p50 p99 non-2xx"
posts() {
  wrk -t"$(($2 < 2 ? 1 : 2))" -c"$2" -d"${DURATION}s" --latency -s "$work/lead.lua" "http://127.0.0.1:$1/api/leads" | awk '
    /Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} /Non-2xx/ {bad=$NF}
    END {printf "%s %s %s %s\n", rps, p50, p99, (bad==""?0:bad)}'
}

# stored binary name [env...] → leads in that site's database (read by the binary's own export).
stored() {
  local bin=$1 name=$2; shift 2
  env DATA_DIR="$work/$name" "$@" "$bin" leads export | tail -n +2 | wc -l
}

pg_ready() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null && command -v psql >/dev/null; }
pg_fresh() { # database name → its URL, emptied
  psql -h 127.0.0.1 -U postgres -d test -qc "SET client_min_messages = warning" -c "DROP DATABASE IF EXISTS $1" -c "CREATE DATABASE $1" >/dev/null
  echo "postgres://postgres@127.0.0.1:5432/$1?sslmode=disable"
}

declare -A rps
rows=() bursts=()
# run engine label binary [env...]: every figure for one binary on one engine.
run() {
  local engine=$1 label=$2 bin=$3; shift 3
  local name="$engine-${label%% *}" port
  port=$(start "$bin" "$name" "$@")
  for c in 1 32; do
    local s; s=$(posts "$port" "$c")
    rps[$engine-$label-$c]=${s%% *}
    rows+=("$(printf '%-11s %3s clients  %-16s %10s %9s %9s %8s' "$engine" "$c" "$label" $s)")
  done
  local before after answers
  sleep 1 # requests wrk left in flight at its deadline settle before the count
  before=$(stored "$bin" "$name" "$@")
  answers=$("$work/burst" -url "http://127.0.0.1:$port/api/leads" -clients "$BURST")
  after=$(stored "$bin" "$name" "$@")
  bursts+=("$(printf '%-11s %-16s %s stored=%d' "$engine" "$label" "$answers" $((after - before)))")
  stop "$name"
}

engines=()
[ "$ONLY" = postgres ] || engines+=(sqlite)
if [ "$ONLY" != sqlite ] && pg_ready; then engines+=(postgres); fi
for engine in "${engines[@]}"; do
  for label in "this build" ${BEFORE:+"before"} ${BASELINE:+"baseline"}; do
    bin=$SITE; [ "$label" = baseline ] && bin=$BASELINE; [ "$label" = before ] && bin=$BEFORE
    env=()
    [ "$engine" = postgres ] && env=(DATABASE_URL="$(pg_fresh "site_bench_writes_${label%% *}")")
    run "$engine" "$label" "$bin" ${env[@]+"${env[@]}"}
  done
done

printf '\n%-40s %10s %9s %9s %8s\n' "lead POSTs (write path)" "req/s" "p50" "p99" "non-2xx"
printf '%s\n' "${rows[@]}"
if [ -n "$BASELINE" ]; then
  for engine in "${engines[@]}"; do for c in 1 32; do for label in "this build" ${BEFORE:+"before"}; do
    printf '%-40s %9sx\n' "$engine $c clients: $label / baseline" \
      "$(awk -v a="${rps[$engine-$label-$c]}" -v b="${rps[$engine-baseline-$c]}" 'BEGIN{printf "%.1f", (b>0 ? a/b : 0)}')"
  done; done; done
fi
printf '\nburst of %d clients at once, one lead each (201, 503, other answers, failed connections, rows stored)\n' "$BURST"
printf '%s\n' "${bursts[@]}"
[ ${#engines[@]} -gt 1 ] || [ -n "$ONLY" ] || printf '%-11s no server on 127.0.0.1:5432\n' postgres

#!/usr/bin/env bash
# The write path under load (make bench calls this): lead POSTs at 1 and at 32 clients on SQLite and
# PostgreSQL, side by side with the previous release (aff0fa6, built here from this clone's history, without
# its front end, which a lead POST does not touch) and, on SQLite, PocketBase (built from the Go module proxy)
# taking the same lead into a collection anyone may add to; then a burst of 2,000 clients posting at once
# (answers counted, rows stored counted). The machine is shared: every server of an engine is up at once and
# they take turns, BENCH_ROUNDS times (the second round writes into the first round's rows), so compare the
# ratios within one run; each figure is printed with the load average when it was taken, and is taken once the
# machine is quiet again (the servers done with the previous run's leads), the order reversed every other round.
# BENCH_BASELINE_BIN=/path measures that binary as the baseline instead (BENCH_BASELINE_REF=none: none);
# BENCH_POCKETBASE=none leaves PocketBase out. Load goes to 127.0.0.1 only and is bounded in time and clients.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=$PATH:/usr/local/go/bin
DURATION=${BENCH_SECONDS:-10}
ROUNDS=${BENCH_ROUNDS:-2}
BURST=${BENCH_BURST_CLIENTS:-2000}
BASELINE=${BENCH_BASELINE_BIN:-}
BASELINE_REF=${BENCH_BASELINE_REF:-aff0fa6} # the last release
POCKETBASE=${BENCH_POCKETBASE:-v0.39.9}     # the newest PocketBase that builds with Go 1.26
SITE=${BENCH_SITE_BIN:-./bin/site}          # the build measured as "this build"
BEFORE=${BENCH_BEFORE_BIN:-}                # optional: the same figures for an earlier build of this branch
ONLY=${BENCH_ENGINES:-}                     # optional: "sqlite" or "postgres" alone
PROFILES=${BENCH_PROFILE_DIR:-}             # when set, each site writes its CPU profile there (writes-ENGINE-LABEL.prof)
CACHE=${BENCH_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/nivaas-bench} # the baseline and PocketBase, built once
# 2,000 client sockets plus the server's 1,024 connections and database files.
ulimit -n 8192 2>/dev/null || ulimit -n "$(ulimit -Hn)"

work=$(mktemp -d)
cleanup() { for f in "$work"/*.pid; do [ -e "$f" ] && kill "$(cat "$f")" 2>/dev/null || true; done; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

command -v wrk >/dev/null || { echo "bench: installing wrk"; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }
go build -o "$work/burst" ./scripts/burst
go build -o "$work/leadcount" ./scripts/leadcount
mkdir -p "$CACHE"

# baseline_build REF: the site of that commit, built once into the cache (Go only: pages answer 503, leads are taken).
baseline_build() {
  local ref=$1 out="$CACHE/site-$1"
  if [ ! -x "$out" ]; then
    git cat-file -e "$ref^{commit}" 2>/dev/null || { echo "bench: $ref is not in this clone's history (git fetch --unshallow): no baseline" >&2; return 1; }
    echo "bench: building the baseline $ref (once)" >&2
    local src="$work/src-$ref"
    mkdir -p "$src" && git archive "$ref" | tar -x -C "$src"
    (cd "$src" && CGO_ENABLED=0 GOFLAGS=-tags=nodynamic go build -trimpath -o "$out.tmp" ./cmd/site) >&2 && mv "$out.tmp" "$out"
    rm -rf "$src"
  fi
  echo "$out"
}
# pocketbase_build VERSION: PocketBase's example server from the Go module proxy, built once into the cache.
pocketbase_build() {
  local out="$CACHE/pocketbase-$1"
  if [ ! -x "$out" ]; then
    echo "bench: building PocketBase $1 (once)" >&2
    (cd "$work" && GOBIN="$work/gobin" CGO_ENABLED=0 GOFLAGS= go install "github.com/pocketbase/pocketbase/examples/base@$1") >&2 &&
      mv "$work/gobin/base" "$out"
  fi
  echo "$out"
}
[ -n "$BASELINE" ] || [ "$BASELINE_REF" = none ] || BASELINE=$(baseline_build "$BASELINE_REF") || BASELINE=
PB=
[ "$POCKETBASE" = none ] || [ "$ONLY" = postgres ] || PB=$(pocketbase_build "$POCKETBASE") || PB=

# quiet: waits (at most BENCH_QUIET_SECONDS, default 90) until the machine's CPUs are at least 80% idle over a
# second, so a figure is not taken while a server still works off the previous run's leads (mail, roll-up):
# without it whoever went first after a 32-client run measured the others' backlog (1 client: 0.5x, then 1x).
QUIET=${BENCH_QUIET_SECONDS:-90}
quiet() {
  local end=$((SECONDS + QUIET)) idle
  while [ $SECONDS -lt $end ]; do
    idle=$( { head -1 /proc/stat; sleep 1; head -1 /proc/stat; } | awk '{t=0; for (i=2;i<=NF;i++) t+=$i; idle=$5+$6; if (NR==1) {t0=t; i0=idle} else printf "%d", 100*(idle-i0)/(t-t0)}')
    [ "$idle" -ge 80 ] && return
  done
  echo "bench: the machine did not go quiet in ${QUIET}s (idle ${idle}%); measuring anyway" >&2
}

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
load() { cut -d' ' -f1 /proc/loadavg; }

declare -A port path bin envs
# start name url-of-its-health cmd...: runs a server in the background until it answers.
start() {
  local name=$1 health=$2; shift 2
  "$@" >"$work/$name.log" 2>&1 &
  echo $! >"$work/$name.pid"
  for _ in $(seq 1 200); do curl -fs -o /dev/null "$health" && return; sleep 0.1; done
  echo "bench: $name did not come up" >&2; cat "$work/$name.log" >&2; return 1
}
# start_site name binary [env...]: a site on a fresh data directory.
start_site() {
  local name=$1 b=$2; shift 2
  local p; p=$(free_port)
  mkdir -p "$work/$name"
  port[$name]=$p path[$name]=/api/leads bin[$name]=$b envs[$name]="$*"
  start "$name" "http://127.0.0.1:$p/readyz" env DATA_DIR="$work/$name" ADDR="127.0.0.1:$p" RATE_LIMIT_PER_MINUTE=0 \
    ${PROFILES:+CPU_PROFILE="$PROFILES/writes-$name.prof"} "$@" "$b" serve
}
# start_pocketbase name: PocketBase with a leads collection of the lead form's fields that anyone may add to.
start_pocketbase() {
  local name=$1 p; p=$(free_port)
  mkdir -p "$work/$name/migrations"
  cat >"$work/$name/migrations/1_leads.js" <<'JS'
migrate((app) => {
  app.save(new Collection({
    type: "base", name: "leads", createRule: "", listRule: "",
    fields: [
      { name: "propertyType", type: "text", required: true }, { name: "location", type: "text" },
      { name: "name", type: "text", required: true }, { name: "mobile", type: "text", required: true },
      { name: "email", type: "email" }, { name: "whatsappUpdates", type: "bool" }, { name: "page", type: "text" },
    ],
  }));
});
JS
  port[$name]=$p path[$name]=/api/collections/leads/records bin[$name]=$PB envs[$name]=
  start "$name" "http://127.0.0.1:$p/api/health" "$PB" serve --http="127.0.0.1:$p" --dir="$work/$name/data" --migrationsDir="$work/$name/migrations"
}
# stop waits for the server to exit, so a CPU profile is complete.
stop() { local pid; pid=$(cat "$work/$1.pid"); kill "$pid"; while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done; rm "$work/$1.pid"; }

cat >"$work/lead.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"propertyType":"2 BHK","location":"Pune","name":"Bench Visitor","mobile":"9876543210","email":null,"whatsappUpdates":false,"page":"/bench"}'
LUA

# posts name clients → "req/s p50 p99 non-2xx"
posts() {
  wrk -t"$(($2 < 2 ? 1 : 2))" -c"$2" -d"${DURATION}s" --latency -s "$work/lead.lua" "http://127.0.0.1:${port[$1]}${path[$1]}" | awk '
    /Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} /Non-2xx/ {bad=$NF}
    END {printf "%s %s %s %s\n", rps, p50, p99, (bad==""?0:bad)}'
}

# stored name → leads in that server's database (PocketBase's collection is a table named leads too).
stored() {
  local name=$1
  case ${envs[$name]} in
    DATABASE_URL=*) "$work/leadcount" -postgres "${envs[$name]#DATABASE_URL=}" ;;
    *) if [ "${bin[$name]}" = "$PB" ]; then "$work/leadcount" -sqlite "$work/$name/data/data.db"; else "$work/leadcount" -sqlite "$work/$name/site.db"; fi ;;
  esac
}

pg_ready() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null && command -v psql >/dev/null; }
pg_fresh() { # database name → its URL, emptied
  psql -h 127.0.0.1 -U postgres -d test -qc "SET client_min_messages = warning" -c "DROP DATABASE IF EXISTS $1" -c "CREATE DATABASE $1" >/dev/null
  echo "postgres://postgres@127.0.0.1:5432/$1?sslmode=disable"
}

declare -A rps p99s
rows=() bursts=() ratios=()
engines=()
[ "$ONLY" = postgres ] || engines+=(sqlite)
if [ "$ONLY" != sqlite ] && pg_ready; then engines+=(postgres); fi
for engine in "${engines[@]}"; do
  labels=("this build")
  [ -n "$BEFORE" ] && labels+=("before")
  [ -n "$BASELINE" ] && labels+=("baseline")
  [ "$engine" = sqlite ] && [ -n "$PB" ] && labels+=("pocketbase")
  for label in "${labels[@]}"; do
    name="$engine-${label%% *}"
    case $label in
      pocketbase) start_pocketbase "$name"; continue ;;
      baseline) b=$BASELINE ;; before) b=$BEFORE ;; *) b=$SITE ;;
    esac
    env=()
    [ "$engine" = postgres ] && env=(DATABASE_URL="$(pg_fresh "site_bench_writes_${label%% *}")")
    start_site "$name" "$b" ${env[@]+"${env[@]}"}
  done
  # Turns: each client count, each server, ROUNDS times; every other round the servers go in the reverse order.
  for round in $(seq 1 "$ROUNDS"); do
    order=("${labels[@]}")
    if [ $((round % 2)) -eq 0 ]; then order=(); for ((i = ${#labels[@]} - 1; i >= 0; i--)); do order+=("${labels[i]}"); done; fi
    for c in 1 32; do
      for label in "${order[@]}"; do
        quiet
        s=$(posts "$engine-${label%% *}" "$c")
        rps[$engine-$round-$c-$label]=${s%% *}
        p99s[$engine-$round-$c-$label]=$(echo "$s" | cut -d' ' -f3)
        rows+=("$(printf '%-9s %d %3s clients  %-11s %10s %9s %9s %8s %6s' "$engine" "$round" "$c" "$label" $s "$(load)")")
      done
      ratio() { awk -v a="${rps[$engine-$round-$c-this build]}" -v b="${rps[$engine-$round-$c-$1]:-}" 'BEGIN{printf "%.2fx", (b>0 ? a/b : 0)}'; }
      line=$(printf '%-9s %d %3s clients  p99 %-9s' "$engine" "$round" "$c" "${p99s[$engine-$round-$c-this build]}")
      for other in "${labels[@]:1}"; do line+="  / $other $(ratio "$other")"; done
      ratios+=("$line")
    done
  done
  sleep 1 # requests wrk left in flight at its deadline settle before the counts
  for label in "${labels[@]}"; do
    name="$engine-${label%% *}"
    quiet
    before=$(stored "$name")
    created=201
    [ "$label" = pocketbase ] && created=200 # PocketBase answers 200 to a record it stored
    answers=$("$work/burst" -url "http://127.0.0.1:${port[$name]}${path[$name]}" -clients "$BURST" -created "$created")
    after=$(stored "$name")
    acked=$(echo "$answers" | sed -E 's/^[0-9]+=([0-9]+).*/\1/')
    verdict="every acknowledged lead stored"
    [ $((after - before)) -ge "$acked" ] || verdict="LOST $((acked - (after - before))) acknowledged leads"
    [[ $answers == *" 503=0 other=0 "* ]] || verdict+=", SOME ANSWERS NOT $created"
    bursts+=("$(printf '%-9s %-11s %s stored=%d  %s (load %s)' "$engine" "$label" "$answers" $((after - before)) "$verdict" "$(load)")")
  done
  for label in "${labels[@]}"; do stop "$engine-${label%% *}"; done
done

printf '\n%-40s %10s %9s %9s %8s %6s\n' "lead POSTs (engine, round, clients)" "req/s" "p50" "p99" "non-2xx" "load"
printf '%s\n' "${rows[@]}"
printf '\nthis build, side by side in the same round (its p99; its req/s over the other'"'"'s)\n'
printf '%s\n' "${ratios[@]}"
printf '\nburst of %d clients at once, one lead each (stored answers, 503, other answers, failed connections, rows stored)\n' "$BURST"
printf '%s\n' "${bursts[@]}"
[ ${#engines[@]} -gt 1 ] || [ -n "$ONLY" ] || printf '%-9s no server on 127.0.0.1:5432\n' postgres

#!/usr/bin/env bash
# The dashboard at 100,000 leads over a year, on SQLite and PostgreSQL (TEST_DATABASE_URL, the local
# server's test database by default, as bench-leads.sh): the issue's budget is p95 ≤ 300 ms for a period
# against the one before, the page's default 30 days and a whole year, as an owner (everyone's leads)
# and as a salesperson (their own); and the owner's "Spend and return" with 20,000 days of campaign spend beside them.
# Usage: scripts/bench-dashboard.sh   (run by make bench, or alone; DASH_COMPARE=1 also times the report worked
# out from every lead, as before the daily roll-up, in the same run; DASH_LEADS=N seeds N leads instead)
set -euo pipefail
cd "$(dirname "$0")/.."
export TEST_DATABASE_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test?sslmode=disable}
out=$(go test ./internal/sqlstore/ -run '^$' -bench 'BenchmarkDashboard' -benchtime 30x -count 1 2>&1) || { echo "$out"; exit 1; }
# One row per engine: p95 wall time per view, then this process's CPU per call (SQLite's work is inside it,
# PostgreSQL's own is not), the figure that moves least with the machine's other load; "!" marks a p95 past the budget.
echo "$out" | awk -v leads="${DASH_LEADS:-100,000}" '
  /^BenchmarkDashboard\// {
    split($1, n, "/"); sub(/-[0-9]+$/, "", n[3]); engine[n[2]] = 1
    for (i = 1; i <= NF; i++) { if ($(i+1) == "p95-ms") p95[n[2], n[3]] = $i; if ($(i+1) == "cpu-ms/op") cpu[n[2], n[3]] = $i }
  }
  END {
    split("owner-30-days sales-30-days owner-365-days sales-365-days", view, " ")
    printf "\n%-32s %13s %13s %13s %13s\n", "dashboard, " leads " leads, p95", "owner 30 d", "sales 30 d", "owner 365 d", "sales 365 d"
    split("sqlite postgres", engines, " ")
    # With DASH_COMPARE set, two more rows an engine: the same views worked out from every lead, as before the roll-up.
    for (k = 1; k <= 2; k++) for (row = 1; row <= 4; row++) {
      e = engines[k]; if (!(e in engine)) continue
      suffix = (row > 2 ? "-rows" : "")
      if (row > 2 && p95[e, view[1] suffix] == "") continue
      printf "  %-30s", e (row == 1 ? " (budget 300 ms)" : row == 2 ? ", Go CPU per call" : row == 3 ? ", every lead, p95" : ", every lead, CPU")
      for (v = 1; v <= 4; v++) {
        x = (row % 2 == 1 ? p95[e, view[v] suffix] : cpu[e, view[v] suffix])
        if (x == "") printf " %13s", "-"
        else printf " %8.0f ms%s", x, (row % 2 == 1 && x > 300 ? "!" : " ")
      }
      printf "\n"
    }
    # Spend and return (the owners view) at 20,000 campaign days of spend beside the same leads.
    printf "\n%-32s %13s %13s\n", "spend and return, 20,000 spend rows", "30 d", "365 d"
    split("spend-30-days spend-365-days", sv, " ")
    for (k = 1; k <= 2; k++) for (row = 1; row <= 2; row++) {
      e = engines[k]; if (!(e in engine)) continue
      printf "  %-30s", e (row == 1 ? " (budget 300 ms)" : ", Go CPU per call")
      for (v = 1; v <= 2; v++) {
        x = (row == 1 ? p95[e, sv[v]] : cpu[e, sv[v]])
        if (x == "") printf " %13s", "-"
        else printf " %8.0f ms%s", x, (row == 1 && x > 300 ? "!" : " ")
      }
      printf "\n"
    }
  }'
echo "  (! = over budget; load average now: $(cut -d' ' -f1 /proc/loadavg); the budget is for an otherwise idle machine)"
echo "$out" | grep -q 'postgres' || echo "  postgres                       (skipped: set TEST_DATABASE_URL)"

#!/usr/bin/env bash
# The free-slot list for 14 days with 10,000 future bookings, on SQLite and (with TEST_DATABASE_URL) PostgreSQL:
# DESIGN.md's budget is p95 ≤ 50 ms. Usage: scripts/bench-appointments.sh   (run by make bench, or alone)
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(go test ./internal/sqlstore/ -run '^$' -bench 'BenchmarkAppointmentSlots' -benchtime 300x -count 1 2>&1) || { echo "$out"; exit 1; }
printf '\n%-44s %12s\n' "appointment slots, 14 days, 10,000 bookings" "p95"
echo "$out" | awk '/^BenchmarkAppointmentSlots\// { split($1, n, "/"); sub(/-[0-9]+$/, "", n[2]); for (i = 1; i <= NF; i++) if ($(i+1) == "p95-ms") printf "  %-42s %9s ms\n", n[2], $i }'
echo "$out" | grep -q 'postgres' || echo "  postgres                                   (skipped: set TEST_DATABASE_URL)"

#!/usr/bin/env bash
# Runs one stage of the suite and records its wall-clock seconds, so a run ends with a table of where the time went.
#   stage.sh NAME BUDGET COMMAND...   runs COMMAND, appends "NAME SECONDS BUDGET ok|failed CPU%" to $STAGES
#                                     (CPU%: how busy the machine's cores were, so idle time in a stage shows)
#   stage.sh --table                  prints the table of the stages recorded so far and the total
set -uo pipefail
STAGES=${STAGES:-bin/stages.tsv}
mkdir -p "$(dirname "$STAGES")"

if [ "${1:-}" = --table ]; then
  [ -s "$STAGES" ] || exit 0
  awk 'BEGIN { printf "\n%-10s %8s %8s %6s  %s\n", "stage", "seconds", "budget", "cpu", "result" }
    { printf "%-10s %8d %8d %6s  %s%s\n", $1, $2, $3, ($5 == "" ? "" : $5 "%"), $4, ($2 > $3 ? " (over budget)" : ""); s += $2; b += $3 }
    END { printf "%-10s %8d %8d\n", "total", s, b }' "$STAGES"
  exit 0
fi

name=$1 budget=$2
shift 2
echo "== stage $name (budget ${budget} s): $*"
# Busy and total jiffies of all cores from /proc/stat (idle, iowait and steal are not ours).
cpu_ticks() { awk '/^cpu / { t = 0; for (i = 2; i <= 9; i++) t += $i; print t - $5 - $6 - $9, t; exit }' /proc/stat 2>/dev/null; }
start=$(date +%s)
read -r busy0 total0 < <(cpu_ticks || echo "0 0")
"$@"
rc=$?
result=ok
[ $rc -eq 0 ] || result=failed
read -r busy1 total1 < <(cpu_ticks || echo "0 0")
cpu=""
[ "$total1" -gt "$total0" ] && cpu=$(((busy1 - busy0) * 100 / (total1 - total0)))
printf '%s\t%d\t%d\t%s\t%s\n' "$name" $(($(date +%s) - start)) "$budget" "$result" "$cpu" >>"$STAGES"
exit $rc

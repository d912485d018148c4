#!/usr/bin/env bash
# Runs one stage of the suite and records its wall-clock seconds, so a run ends with a table of where the time went.
#   stage.sh NAME BUDGET COMMAND...   runs COMMAND, appends "NAME SECONDS BUDGET ok|failed" to $STAGES
#   stage.sh --table                  prints the table of the stages recorded so far and the total
set -uo pipefail
STAGES=${STAGES:-bin/stages.tsv}
mkdir -p "$(dirname "$STAGES")"

if [ "${1:-}" = --table ]; then
  [ -s "$STAGES" ] || exit 0
  awk 'BEGIN { printf "\n%-10s %8s %8s  %s\n", "stage", "seconds", "budget", "result" }
    { printf "%-10s %8d %8d  %s%s\n", $1, $2, $3, $4, ($2 > $3 ? " (over budget)" : ""); s += $2; b += $3 }
    END { printf "%-10s %8d %8d\n", "total", s, b }' "$STAGES"
  exit 0
fi

name=$1 budget=$2
shift 2
echo "== stage $name (budget ${budget} s): $*"
start=$(date +%s)
"$@"
rc=$?
result=ok
[ $rc -eq 0 ] || result=failed
printf '%s\t%d\t%d\t%s\n' "$name" $(($(date +%s) - start)) "$budget" "$result" >>"$STAGES"
exit $rc

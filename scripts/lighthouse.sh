#!/usr/bin/env bash
# Lighthouse (mobile preset) on the six pages of DESIGN.md's budgets against a running site:
#   scripts/lighthouse.sh PORT
# Lighthouse lives in scripts/lighthouse/ so the web app's `npm ci` never installs it.
set -euo pipefail
port=${1:?usage: scripts/lighthouse.sh PORT}
dir="$(cd "$(dirname "$0")" && pwd)/lighthouse"
pages=(/ /get-free-estimate /design-gallery/Modular-Kitchen-Designs /blogs/modern-kitchen-design-trends-2025 /city/mumbai /Guides/Budget-Planning)

if [ ! -x "$dir/node_modules/.bin/lighthouse" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
  echo "lighthouse: installing into scripts/lighthouse/node_modules"
  # npm install, not npm ci: a lock written on one machine can miss optional packages of another (as in the Makefile).
  (cd "$dir" && npm install --no-audit --no-fund --silent)
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
reports=()
i=0
for page in "${pages[@]}"; do
  i=$((i + 1))
  report="$out/$i.json"
  # A failed run still leaves a JSON report with runtimeError when Lighthouse got that far.
  "$dir/node_modules/.bin/lighthouse" "http://127.0.0.1:$port$page" \
    --quiet --output=json --output-path="$report" \
    --only-categories=performance,accessibility,best-practices,seo \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run" \
    || echo "lighthouse: $page failed" >&2
  [ -s "$report" ] && reports+=("$report")
done
node "$dir/report.mjs" "${reports[@]}"

#!/usr/bin/env bash
# Lighthouse (mobile preset) against a running site, one table for all pages:
#   scripts/lighthouse.sh PORT            every pre-rendered route of web/build/client and a not-found URL
#   BENCH_QUICK=1 scripts/lighthouse.sh PORT   the six pages of DESIGN.md's budgets
#   scripts/lighthouse.sh PORT /a /b      the pages given
#   LIGHTHOUSE_RUNS=3 scripts/lighthouse.sh …  each page 3 times, the median run (by Performance) in the table:
#     on a busy machine one run's Performance moves by tens of points.
# Lighthouse lives in scripts/lighthouse/ so the web app's `npm ci` never installs it.
set -euo pipefail
port=${1:?usage: scripts/lighthouse.sh PORT [PATH...]}
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/scripts/lighthouse"
# A path nothing serves: the not-found page is a route visitors land on too.
not_found=/this-page-does-not-exist
quick=(/ /get-free-estimate /design-gallery/Modular-Kitchen-Designs /blogs/modern-kitchen-design-trends-2025 /city/mumbai /Guides/Budget-Planning)

if [ $# -gt 0 ]; then
  pages=("$@")
elif [ -n "${BENCH_QUICK:-}" ]; then
  pages=("${quick[@]}")
else
  # The same list the sitemap is written from: every index.html the build pre-rendered.
  mapfile -t pages < <(cd "$root/web" && node --input-type=module -e '
    import { prerenderedPaths } from "./scripts/write-sitemap.mjs";
    for (const p of prerenderedPaths("build/client")) console.log(p);')
  pages+=("$not_found")
fi

if [ ! -x "$dir/node_modules/.bin/lighthouse" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
  echo "lighthouse: installing into scripts/lighthouse/node_modules"
  # npm install, not npm ci: a lock written on one machine can miss optional packages of another (as in the Makefile).
  (cd "$dir" && npm install --no-audit --no-fund --silent)
fi

# LIGHTHOUSE_OUT=DIR keeps the JSON reports there (to look at main-thread tasks, say); else they go with the run.
if [ -n "${LIGHTHOUSE_OUT:-}" ]; then
  out=$LIGHTHOUSE_OUT
  mkdir -p "$out"
else
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
runs=${LIGHTHOUSE_RUNS:-1}
echo "lighthouse: ${#pages[@]} pages × $runs run(s), about 15 s each" >&2
reports=()
i=0
for page in "${pages[@]}"; do
  for _ in $(seq "$runs"); do
    i=$((i + 1))
    report="$out/$i.json"
    # A failed run still leaves a JSON report with runtimeError when Lighthouse got that far.
    extra=()
    # Lighthouse refuses a page that answers 404 unless told it is meant to.
    [ "$page" = "$not_found" ] && extra+=(--ignore-status-code)
    "$dir/node_modules/.bin/lighthouse" "http://127.0.0.1:$port$page" "${extra[@]}" \
      --quiet --output=json --output-path="$report" \
      --only-categories=performance,accessibility,best-practices,seo \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run" \
      || echo "lighthouse: $page failed" >&2
    [ -s "$report" ] && reports+=("$report")
  done
done
LIGHTHOUSE_NOT_FOUND="$not_found" node "$dir/report.mjs" "${reports[@]}"

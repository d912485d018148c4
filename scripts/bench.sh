#!/usr/bin/env bash
# make bench: prints one table of figures measured in one run on this machine.
# Load goes to 127.0.0.1 only, bounded in time. BENCH_QUICK=1 runs Lighthouse on the six budget pages only
# (about 2 minutes instead of 10). BENCH_ONLY=server stops after the site-vs-nginx table, over HTTP and HTTPS (about 80 s), to iterate on
# static serving; with BENCH_PROFILE_DIR the site writes a CPU profile there. Compare ratios within a run:
# the machine is shared, absolute numbers move between runs.
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${BENCH_SECONDS:-8}
CONNS=${BENCH_CONNECTIONS:-32}
work=$(mktemp -d)
pids=()
# start_site runs inside $(...), a subshell, so its servers are remembered in pid files, not in pids.
cleanup() {
  local all=("${pids[@]}" $(cat "$work"/*.pid 2>/dev/null)) p
  for p in "${all[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  # The sites are not children of this shell: wait (up to 5 s) so that a CPU profile is written whole.
  for p in "${all[@]}"; do for _ in $(seq 1 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done; done
  rm -rf "$work"
}
trap cleanup EXIT

need() { command -v "$1" >/dev/null || { echo "bench: installing $2"; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null; }; }
need wrk wrk
need nginx nginx
need openssl openssl
[ "${BENCH_ONLY:-}" = server ] || need chromium chromium # Lighthouse drives Debian's Chromium

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
wait_http() { for _ in $(seq 1 100); do curl -fsk -o /dev/null "$1" && return 0; sleep 0.1; done; echo "bench: $1 did not come up" >&2; return 1; }

start_site() { # name, extra env... (SITE_BIN: the binary, ./bin/site by default)
  local name=$1; shift
  local port; port=$(free_port)
  mkdir -p "$work/$name"
  # SITE_URL = the audited origin, so Lighthouse's canonical audit sees links to the page itself.
  env DATA_DIR="$work/$name" ADDR="127.0.0.1:$port" SITE_URL="http://127.0.0.1:$port" RATE_LIMIT_PER_MINUTE=0 \
    ${BENCH_PROFILE_DIR:+CPU_PROFILE="$BENCH_PROFILE_DIR/site-$name.prof"} "$@" "${SITE_BIN:-./bin/site}" serve >"$work/$name.log" 2>&1 &
  echo $! >"$work/$name.pid"
  wait_http "http://127.0.0.1:$port/readyz"
  echo "$port"
}

# One self-signed ECDSA P-256 certificate for the HTTPS rows, served by the site and by nginx alike.
mkdir -p "$work/tls"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=localhost \
  -addext subjectAltName=IP:127.0.0.1,DNS:localhost -keyout "$work/tls/key.pem" -out "$work/tls/cert.pem" 2>/dev/null

start_tls_site() { # name: the site serving HTTPS itself with that certificate (TLS_CERT_FILE); prints its HTTPS port
  local name=$1 port http_port; port=$(free_port); http_port=$(free_port)
  mkdir -p "$work/$name"
  env DATA_DIR="$work/$name" HTTPS_ADDR="127.0.0.1:$port" HTTP_ADDR="127.0.0.1:$http_port" SITE_URL="https://127.0.0.1:$port" \
    TLS_CERT_FILE="$work/tls/cert.pem" TLS_KEY_FILE="$work/tls/key.pem" RATE_LIMIT_PER_MINUTE=0 \
    ${BENCH_PROFILE_DIR:+CPU_PROFILE="$BENCH_PROFILE_DIR/site-$name.prof"} ./bin/site serve >"$work/$name.log" 2>&1 &
  echo $! >"$work/$name.pid"
  wait_http "https://127.0.0.1:$port/readyz"
  echo "$port"
}

# CPU time (user + system, in clock ticks) the given processes have used so far.
cpu_ticks() { local t=0 p; for p in "$@"; do t=$((t + $(awk '{print $14 + $15}' "/proc/$p/stat"))); done; echo "$t"; }
clk_tck=$(getconf CLK_TCK)

# wrk summary → "rps p50 p99 non-2xx cpu-us-per-request"; the CPU figure is of the server processes
# given after the url, which other engineers' load on the machine moves far less than req/s.
measure() { # url lua|"" [server pid...]
  local url=$1 lua=${2:-}; shift 2 || shift $#
  local args=(-t2 -c"$CONNS" -d"${DURATION}s" --latency -H 'Accept-Encoding: gzip')
  [ -n "$lua" ] && args+=(-s "$lua")
  local before; before=$(cpu_ticks "$@")
  local out; out=$(wrk "${args[@]}" "$url")
  local used=$(( $(cpu_ticks "$@") - before ))
  echo "$out" | awk -v used="$used" -v tck="$clk_tck" -v measured="$#" '
    /Requests\/sec/ {rps=$2}
    /requests in/ {n=$1}
    /^ +50%/ {p50=$2}
    /^ +99%/ {p99=$2}
    /Non-2xx/ {bad=$NF}
    END {printf "%s %s %s %s %s\n", rps, p50, p99, (bad==""?0:bad), (measured && n ? sprintf("%.1f", used * 1e6 / tck / n) : "-")}'
}

site_port=$(start_site sqlite)
tls_port=$(start_tls_site tls)
# BENCH_BASELINE_BIN=/path/to/older/site: that binary is measured beside this one, turn about, in the same run.
base_port=
[ -n "${BENCH_BASELINE_BIN:-}" ] && base_port=$(SITE_BIN=$BENCH_BASELINE_BIN start_site baseline)
client=web/build/client
asset=$(cd "$client" && ls -S assets/*.js | head -n1)

nginx_port=$(free_port)
nginx_tls_port=$(free_port)
mkdir -p "$work/nginx/logs"
# nginx serves a hard-linked copy of the build with a .gz beside each compressible file, made here (never in web/build):
# gzip_static sends those as they are, the fair anchor for a server that compresses once at start-up.
cp -al "$client" "$work/nginx/root" 2>/dev/null || cp -a "$client" "$work/nginx/root"
chmod go+rx "$work" "$work/nginx" # nginx workers run as an unprivileged user; mktemp -d is private
find "$work/nginx/root" -type f \( -name '*.html' -o -name '*.js' -o -name '*.mjs' -o -name '*.css' -o -name '*.json' \
  -o -name '*.svg' -o -name '*.xml' -o -name '*.txt' -o -name '*.webmanifest' \) -exec gzip -f -k -6 {} +
cat >"$work/nginx/nginx.conf" <<CONF
worker_processes 2;
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  gzip off; gzip_static on; gzip_vary on;
  server {
    listen 127.0.0.1:$nginx_port;
    root $work/nginx/root;
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { try_files \$uri \$uri/index.html =404; }
  }
  server {
    listen 127.0.0.1:$nginx_tls_port ssl;
    ssl_certificate $work/tls/cert.pem;
    ssl_certificate_key $work/tls/key.pem;
    root $work/nginx/root;
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { try_files \$uri \$uri/index.html =404; }
  }
}
CONF
nginx -p "$work/nginx" -c "$work/nginx/nginx.conf" -g 'daemon off;' &
pids+=($!)
wait_http "http://127.0.0.1:$nginx_port/"
nginx_workers=$(pgrep -P "$!" | tr '\n' ' ')

printf '\n%-44s %12s %10s %10s %8s %12s\n' "server figure" "req/s" "p50" "p99" "non-2xx" "CPU us/req"
row() { printf '%-44s %12s %10s %10s %8s %12s\n' "$1" $2; }
declare -A rps
# Over HTTP, then over HTTPS (the same certificate on both servers; wrk keeps its connections, so this is
# the cost of encrypting the answers, the handshakes being a few per run).
for target in "page /:/" "hashed asset:/$asset" "page / over HTTPS:/" "hashed asset over HTTPS:/$asset"; do
  name=${target%%:*}; path=${target#*:}
  scheme=http site=$site_port site_pid=$(cat "$work/sqlite.pid") nginx=$nginx_port
  [[ $name == *HTTPS ]] && scheme=https site=$tls_port site_pid=$(cat "$work/tls.pid") nginx=$nginx_tls_port
  s=$(measure "$scheme://127.0.0.1:$site$path" "" "$site_pid"); row "site  $name" "$s"
  if [ -n "$base_port" ] && [ "$scheme" = http ]; then
    b=$(measure "http://127.0.0.1:$base_port$path" "" "$(cat "$work/baseline.pid")"); row "baseline $name" "$b"
  fi
  # shellcheck disable=SC2086 # one argument per worker
  n=$(measure "$scheme://127.0.0.1:$nginx$path" "" $nginx_workers); row "nginx $name" "$n"
  # Throughput ratio (target >= 0.8), and nginx's CPU per request over the site's: the same ratio, less moved by the machine's other load.
  ratio=$(awk -v a="${s%% *}" -v b="${n%% *}" 'BEGIN{printf "%.2f", a/b}')
  cpu_ratio=$(awk -v a="${s##* }" -v b="${n##* }" 'BEGIN{printf "%.2f", b/a}')
  printf '%-44s %12s %10s %10s %8s %12s\n' "ratio site/nginx ($name)" "$ratio" "" "" "" "$cpu_ratio"
  if [ -n "$base_port" ] && [ "$scheme" = http ]; then
    ratio=$(awk -v a="${b%% *}" -v b="${n%% *}" 'BEGIN{printf "%.2f", a/b}')
    cpu_ratio=$(awk -v a="${b##* }" -v b="${n##* }" 'BEGIN{printf "%.2f", b/a}')
    printf '%-44s %12s %10s %10s %8s %12s\n' "ratio baseline/nginx ($name)" "$ratio" "" "" "" "$cpu_ratio"
  fi
done
[ "${BENCH_ONLY:-}" = server ] && exit 0
# The write path (lead POSTs at 1 and 32 clients, a 2,000-client burst), apart so it can run alone.
bash scripts/bench-writes.sh
# The lead inbox with 100,000 leads on both engines, apart so it can run alone.
bash scripts/bench-leads.sh

# The appointment slot list with 10,000 future bookings on both engines, apart so it can run alone.
bash scripts/bench-appointments.sh

# The dashboard at 100,000 leads on both engines, apart so it can run alone.
bash scripts/bench-dashboard.sh

# Photo uploads: the time to process a 12-megapixel photo, and the sizes it makes.
bash scripts/bench-images.sh
# Lighthouse on /recent-projects and a gallery page whose first pictures are phone photos uploaded through the API.
bash scripts/bench-photos.sh

# JavaScript the home page loads without any interaction (incl. the modal that opens itself after 5 s), measured in Chromium.
home_js=$(cd web && node scripts/home-js.mjs "http://127.0.0.1:$site_port/")
js_bytes=$(echo "$home_js" | sed -E 's/.*"bytes":([0-9]+).*/\1/')
js_files=$(echo "$home_js" | sed -E 's/.*"files":([0-9]+).*/\1/')
printf '\n%-44s %12s\n' "home page JS before interaction (gzip)" "$((js_bytes / 1024)) KB in $js_files files"

# Every pre-rendered route and the not-found page; BENCH_QUICK=1 audits only the six pages of DESIGN.md's budgets.
# LIGHTHOUSE_RUNS=3 audits each page three times and reports the median run: on a busy machine one run moves by tens of points.
bash scripts/lighthouse.sh "$site_port"
